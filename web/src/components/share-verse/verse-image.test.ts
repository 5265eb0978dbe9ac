import { describe, expect, it } from "vitest";
import {
  layoutVerseImage,
  verseFontSizes,
  verseImageAltText,
  verseImageCaption,
  verseImageFileName,
  verseImageSize,
  wrapWords,
  type MeasureText,
  type VerseImageInput,
} from "./verse-image.ts";

/** Every character is half an em wide. */
const measure: MeasureText = (text, px) => text.length * px * 0.5;

const john316 =
  "For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.";
const psalm119_11 = "Thy word have I hid in mine heart, that I might not sin against thee.";

function input(text: string, overrides: Partial<VerseImageInput> = {}): VerseImageInput {
  return { text, reference: "John 3:16", translation: "KJV", theme: "light", ...overrides };
}

const wordsOf = (text: string) => text.trim().split(/\s+/);

describe("layoutVerseImage", () => {
  it("gives a short verse the largest size", () => {
    const layout = layoutVerseImage(input("Jesus wept."), measure);
    expect(layout.fontSize).toBe(verseFontSizes.max);
    expect(layout.lines.map((line) => line.text)).toEqual(["Jesus wept."]);
    expect(layout.truncated).toBe(false);
    expect(layout.lineHeight).toBeCloseTo(layout.fontSize * 1.45, 0);
  });

  it("gives a longer verse a smaller size", () => {
    const short = layoutVerseImage(input(psalm119_11), measure);
    const long = layoutVerseImage(input(`${john316} ${john316} ${john316}`), measure);
    expect(long.fontSize).toBeLessThan(short.fontSize);
    expect(long.fontSize).toBeGreaterThanOrEqual(verseFontSizes.min);
    expect(long.truncated).toBe(false);
  });

  it("keeps every line inside the text box and the box inside the image", () => {
    for (const text of ["Jesus wept.", psalm119_11, john316, `${john316} ${john316} ${john316} ${john316}`]) {
      const layout = layoutVerseImage(input(text), measure);
      const { textBox } = layout;
      expect(textBox.x).toBeGreaterThanOrEqual(100);
      expect(textBox.x + textBox.width).toBeLessThanOrEqual(verseImageSize.width - 100);
      for (const line of layout.lines) {
        expect(line.width).toBeLessThanOrEqual(textBox.width);
        expect(measure(line.text, layout.fontSize)).toBe(line.width);
        expect(line.x).toBe(verseImageSize.width / 2);
      }
      expect(layout.lines.length * layout.lineHeight).toBeLessThanOrEqual(textBox.height);
      const first = layout.lines[0];
      const last = layout.lines.at(-1);
      if (!first || !last) throw new Error("No lines were laid out.");
      expect(first.y - layout.lineHeight / 2).toBeGreaterThanOrEqual(textBox.y);
      expect(last.y + layout.lineHeight / 2).toBeLessThanOrEqual(textBox.y + textBox.height);
      expect(layout.caption.y).toBeGreaterThan(last.y);
      expect(layout.caption.y).toBeLessThan(880);
    }
  });

  it("keeps every word, in order, without splitting any", () => {
    const text = `${john316}\n  ${psalm119_11}`;
    const layout = layoutVerseImage(input(text), measure);
    expect(layout.truncated).toBe(false);
    expect(layout.lines.length).toBeGreaterThan(1);
    expect(layout.lines.flatMap((line) => line.text.split(" "))).toEqual(wordsOf(text));
  });

  it("picks the largest size that fits, not just any size that fits", () => {
    const layout = layoutVerseImage(input(john316), measure);
    const bigger = layout.fontSize + verseFontSizes.step;
    if (bigger <= verseFontSizes.max) {
      const lines = wrapWords(wordsOf(john316), bigger, layout.textBox.width, measure);
      expect(lines.length * Math.round(bigger * 1.45)).toBeGreaterThan(layout.textBox.height);
    }
  });

  it("cuts very long text at a word boundary with an ellipsis", () => {
    const text = Array.from({ length: 12 }, () => john316).join(" ");
    const layout = layoutVerseImage(input(text), measure);
    expect(layout.truncated).toBe(true);
    expect(layout.fontSize).toBe(verseFontSizes.min);
    expect(layout.lines.length * layout.lineHeight).toBeLessThanOrEqual(layout.textBox.height);
    const lastLine = layout.lines.at(-1)?.text ?? "";
    expect(lastLine.endsWith("\u2026")).toBe(true);
    for (const line of layout.lines) expect(line.width).toBeLessThanOrEqual(layout.textBox.width);

    const shown = layout.lines.map((line) => line.text).join(" ").slice(0, -1).split(" ");
    const original = wordsOf(text);
    const lastShown = shown.pop() ?? "";
    expect(shown).toEqual(original.slice(0, shown.length));
    // The last word is whole; only trailing punctuation gives way to the ellipsis.
    expect((original[shown.length] ?? "").replace(/[,;:.]+$/, "")).toBe(lastShown);
  });

  it("splits a single word only when it is wider than the box", () => {
    const giant = "x".repeat(60);
    const layout = layoutVerseImage(input(`Selah ${giant} amen`), measure);
    const lines = layout.lines.map((line) => line.text);
    expect(lines.join("").replace(/\s/g, "")).toBe(`Selah${giant}amen`);
    expect(lines[0]).toBe("Selah");
    expect(lines.at(-1)?.endsWith(" amen")).toBe(true);
    expect(lines.length).toBeGreaterThan(3);
    for (const line of layout.lines) expect(line.width).toBeLessThanOrEqual(layout.textBox.width);
  });

  it("sets the caption from the reference and translation", () => {
    const layout = layoutVerseImage(input(john316, { reference: "John 3:16-17", translation: "WEB" }), measure);
    expect(layout.caption.text).toBe("John 3:16-17 \u00b7 WEB");
    expect(verseImageCaption({ reference: " Juan 3:16 ", translation: "RV1909" })).toBe("Juan 3:16 \u00b7 RV1909");
    expect(verseImageAltText({ text: "Jesus wept.", reference: "John 11:35", translation: "KJV" })).toBe(
      "Jesus wept. \u2014 John 11:35 (KJV)",
    );
  });
});

describe("wrapWords", () => {
  it("never puts more on a line than fits", () => {
    const lines = wrapWords(wordsOf(john316), 40, 400, measure);
    for (const line of lines) expect(measure(line, 40)).toBeLessThanOrEqual(400);
    expect(lines.join(" ")).toBe(john316);
  });
});

describe("verseImageFileName", () => {
  it("makes a lowercase, safe file name from the reference", () => {
    expect(verseImageFileName("John 3:16-17")).toBe("berea-john-3-16-17.png");
    expect(verseImageFileName("1 Corinthians 13:4\u20137")).toBe("berea-1-corinthians-13-4-7.png");
    expect(verseImageFileName("Song of Solomon 2:1")).toBe("berea-song-of-solomon-2-1.png");
  });

  it("folds Spanish accents", () => {
    expect(verseImageFileName("Génesis 1:1")).toBe("berea-genesis-1-1.png");
    expect(verseImageFileName("Éxodo 20:3")).toBe("berea-exodo-20-3.png");
    expect(verseImageFileName("Cantar de los Cantares 2:1 (Señor)")).toBe("berea-cantar-de-los-cantares-2-1-senor.png");
  });

  it("falls back to a plain name when nothing is left", () => {
    expect(verseImageFileName("  ¿?  ")).toBe("berea-verse.png");
  });
});
