import { describe, expect, it } from "vitest";
import { devotionalPath, isDevotionalId, passageMemoryLink, pathNeighbours, passageReaderLink } from "./devotional-links.ts";
import { devotionalView, pathsReply } from "./devotional-test-support.tsx";

describe("devotional links", () => {
  it("finds the days before and after one in its path, and none past either end", () => {
    const reply = pathsReply();
    expect(pathNeighbours(reply, "forgiveness", "forgiveness-03")).toEqual({
      previous: { id: "forgiveness-02", title: "As We Forgive", day: 2 },
      next: { id: "forgiveness-04", title: "Joseph and His Brothers", day: 4 },
    });
    expect(pathNeighbours(reply, "forgiveness", "forgiveness-01")).toEqual({ next: { id: "forgiveness-02", title: "As We Forgive", day: 2 } });
    expect(pathNeighbours(reply, "forgiveness", "forgiveness-05")).toEqual({ previous: { id: "forgiveness-04", title: "Joseph and His Brothers", day: 4 } });
    expect(pathNeighbours(reply, "forgiveness", "anxiety-01")).toEqual({});
    expect(pathNeighbours(reply, "no-such-path", "anxiety-01")).toEqual({});
  });

  it("links a passage into the reader in the translation it was quoted in", () => {
    expect(passageReaderLink(devotionalView().passage)).toEqual({ to: "/Bible/kjv/Philippians/4#6-7", chapterLabel: "Philippians 4" });
    const single = devotionalView({}, "web").passage;
    expect(passageReaderLink({ ...single, reference: { book: "1John", chapter: 4, start: 18, end: 18 } })?.to).toBe("/Bible/web/1-John/4#18");
    expect(passageReaderLink({ ...single, reference: { book: "Nowhere", chapter: 1, start: 1, end: 1 } })).toBeUndefined();
  });

  it("offers a passage of up to 6 verses for scripture memory, in the translation it was quoted in", () => {
    expect(passageMemoryLink(devotionalView().passage)).toBe("/memory?add=Philippians+4%3A6-7&translation=kjv");
    const quoted = devotionalView({}, "web").passage;
    expect(passageMemoryLink({ ...quoted, reference: { book: "Ps", chapter: 23, start: 1, end: 6 } })).toBe("/memory?add=Psalms+23%3A1-6&translation=web");
    // Seven verses are more than one card holds.
    expect(passageMemoryLink({ ...quoted, reference: { book: "Ps", chapter: 23, start: 1, end: 7 } })).toBeUndefined();
    expect(passageMemoryLink({ ...quoted, reference: { book: "Nowhere", chapter: 1, start: 1, end: 1 } })).toBeUndefined();
  });

  it("builds and checks devotional addresses", () => {
    expect(devotionalPath("anxiety-03")).toBe("/Devotionals/anxiety-03");
    expect(isDevotionalId("anxiety-03")).toBe(true);
    expect(isDevotionalId("Anxiety 03")).toBe(false);
    expect(isDevotionalId("")).toBe(false);
  });
});
