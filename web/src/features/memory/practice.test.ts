import { describe, expect, it } from "vitest";
import { checkTyped, clozeHidden, clozeShare, firstLetters, modeFor, normalizeWord } from "./practice.ts";

const john316 = "For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.";

describe("the word-by-word check", () => {
  it("forgives case, punctuation and accents", () => {
    const check = checkTyped(john316, "for god so loved the world that he gave his only begotten son that whosoever believeth in him should not perish but have everlasting life");
    expect([check.right, check.total, check.suggested]).toEqual([25, 25, "good"]);
    expect(checkTyped("JEHOVÁ es mi pastor; nada me faltará.", "Jehova es mi pastor nada me faltara").suggested).toBe("good");
    expect(normalizeWord("“Lord’s,")).toBe("lords");
  });

  it("marks a word typed wrong, a word left out and a word added, without shifting the rest", () => {
    const check = checkTyped("The Lord is my shepherd; I shall not want.", "The Lord is the shepherd I shall not ever want");
    expect(check.words).toEqual([
      { kind: "right", word: "The" },
      { kind: "right", word: "Lord" },
      { kind: "right", word: "is" },
      { kind: "wrong", word: "my", typed: "the" },
      { kind: "right", word: "shepherd;" },
      { kind: "right", word: "I" },
      { kind: "right", word: "shall" },
      { kind: "right", word: "not" },
      { kind: "extra", typed: "ever" },
      { kind: "right", word: "want." },
    ]);
    expect(check.suggested).toBe("again");
    const missing = checkTyped("Jesus wept.", "Jesus");
    expect(missing.words).toEqual([
      { kind: "right", word: "Jesus" },
      { kind: "missing", word: "wept." },
    ]);
  });

  it("suggests Hard for one slip in a long verse, Again for an empty answer", () => {
    expect(checkTyped(john316, john316.replace("begotten", "begotton")).suggested).toBe("hard");
    const empty = checkTyped(john316, "");
    expect([empty.right, empty.suggested, empty.words.every((word) => word.kind === "missing")]).toEqual([0, "again", true]);
  });
});

describe("practice modes", () => {
  it("grow with the card: read, first letters, fill the gaps, type", () => {
    expect(modeFor({ reps: 0, stability: 0, state: "new" })).toBe("read");
    expect(modeFor({ reps: 1, stability: 2.3, state: "review" })).toBe("first-letters");
    expect(modeFor({ reps: 3, stability: 30, state: "relearning" })).toBe("first-letters");
    expect(modeFor({ reps: 2, stability: 8.3, state: "review" })).toBe("cloze");
    expect(modeFor({ reps: 4, stability: 25, state: "review" })).toBe("type");
  });

  it("show first letters with the punctuation, and hide more words as the card grows", () => {
    expect(firstLetters("Jesus wept. “Lord, behold,")).toBe("J w. “L, b,");
    expect(clozeShare(3)).toBeCloseTo(0.35);
    expect(clozeShare(100)).toBe(0.8);
    const few = clozeHidden(john316, clozeShare(3));
    const many = clozeHidden(john316, clozeShare(9));
    expect(few.size).toBe(9);
    expect(many.size).toBeGreaterThan(few.size);
    for (const index of few) expect(many.has(index)).toBe(true);
  });
});
