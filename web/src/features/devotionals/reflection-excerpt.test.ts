import { describe, expect, it } from "vitest";
import { reflectionExcerpt, sentences } from "./reflection-excerpt.ts";

/** Every devotional path Berea ships (data/devotionals/). */
const paths = import.meta.glob<{ days: { reflection: string[] }[] }>("../../../../data/devotionals/*.json", { eager: true, import: "default" });
const intlSentences = (paragraph: string) =>
  [...new Intl.Segmenter("en", { granularity: "sentence" }).segment(paragraph)].map((part) => part.segment.trim()).filter(Boolean);

describe("reflectionExcerpt", () => {
  it("takes the first two sentences while they stay short", () => {
    expect(reflectionExcerpt(["Paul wrote from prison. He did not know the end. Yet he wrote of joy.", "Second paragraph."])).toBe(
      "Paul wrote from prison. He did not know the end.",
    );
  });

  it("takes only the first sentence when two would be too long", () => {
    const first = "Paul wrote these words from a prison cell, not a quiet retreat.";
    expect(reflectionExcerpt([`${first} ${"And then a very long second sentence goes on and on. ".repeat(4)}`], 100)).toBe(first);
  });

  it("keeps a closing quotation mark with its sentence", () => {
    expect(reflectionExcerpt(["He wrote: “Be careful for nothing.” In older English, careful means full of care."], 40)).toBe("He wrote: “Be careful for nothing.”");
  });

  it("cuts a single very long sentence at a word, with an ellipsis", () => {
    const excerpt = reflectionExcerpt([`${"word ".repeat(80)}end.`], 50);
    expect(excerpt.endsWith(" …")).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(52);
    expect(excerpt).not.toMatch(/wor …$/);
  });

  it("is empty for an empty reflection", () => {
    expect(reflectionExcerpt([])).toBe("");
  });

  it("splits every devotional's opening sentences as Intl.Segmenter does", () => {
    const openings = Object.values(paths)
      .flatMap((path) => path.days)
      .map((day) => day.reflection[0] ?? "");
    expect(openings.length).toBeGreaterThanOrEqual(155);
    for (const opening of openings) expect(sentences(opening).slice(0, 2)).toEqual(intlSentences(opening).slice(0, 2));
  });
});
