import { describe, expect, it } from "vitest";
import { canonicalRange, canonicalVerses, verseInRange } from "./versification.ts";

describe("canonical (KJV) numbering", () => {
  it("is the verse itself in the KJV and the WEB, and where the RV1909 lines up", () => {
    expect(canonicalVerses("kjv", "Jonah", 2, 1)).toEqual([{ chapter: 2, verse: 1 }]);
    expect(canonicalVerses("web", "Jonah", 2, 1)).toEqual([{ chapter: 2, verse: 1 }]);
    expect(canonicalVerses("rv1909", "John", 3, 16)).toEqual([{ chapter: 3, verse: 16 }]);
  });

  it("moves the RV1909's Jonás 2:1 (the great fish) to KJV Jonah 1:17, and its 2:10 holds KJV 2:9-10", () => {
    expect(canonicalVerses("rv1909", "Jonah", 2, 1)).toEqual([{ chapter: 1, verse: 17 }]);
    expect(canonicalVerses("rv1909", "Jonah", 1, 17)).toEqual([]);
    expect(canonicalVerses("rv1909", "Jonah", 2, 10)).toEqual([
      { chapter: 2, verse: 9 },
      { chapter: 2, verse: 10 },
    ]);
    expect(canonicalRange("rv1909", "Jonah", 2, 1, 3)).toEqual({ start: { chapter: 1, verse: 17 }, end: { chapter: 2, verse: 2 } });
  });

  it("shows a note made in one translation on the same words in another", () => {
    const kjvNote = { start: { chapter: 1, verse: 17 }, end: { chapter: 1, verse: 17 } };
    expect(verseInRange("rv1909", "Jonah", 2, 1, kjvNote)).toBe(true);
    expect(verseInRange("rv1909", "Jonah", 1, 17, kjvNote)).toBe(false);
    expect(verseInRange("kjv", "Jonah", 1, 17, kjvNote)).toBe(true);
    const fromRv = canonicalRange("rv1909", "Jonah", 2, 10, 10);
    expect(fromRv).toBeDefined();
    if (!fromRv) return;
    expect(verseInRange("kjv", "Jonah", 2, 9, fromRv)).toBe(true);
    expect(verseInRange("kjv", "Jonah", 2, 10, fromRv)).toBe(true);
    expect(verseInRange("kjv", "Jonah", 2, 8, fromRv)).toBe(false);
  });
});
