import { describe, expect, it } from "vitest";
import { fromOsis, parseReference, type ParsedReference } from "./reference-parser.ts";

/** The parts worth comparing: the book's id instead of the whole book object. */
const plain = (parsed: ParsedReference | null) =>
  parsed === null ? null : { book: parsed.book.id, chapter: parsed.chapter, ...(parsed.verses ? { verses: parsed.verses } : {}) };

describe("parseReference", () => {
  it.each([
    ["Jn 3:16", { book: "John", chapter: 3, verses: { start: 16, end: 16 } }],
    ["John 3:16-18", { book: "John", chapter: 3, verses: { start: 16, end: 18 } }],
    ["1 cor 13", { book: "1Cor", chapter: 13 }],
    ["Ps 119:105", { book: "Ps", chapter: 119, verses: { start: 105, end: 105 } }],
    ["Jude 5", { book: "Jude", chapter: 1, verses: { start: 5, end: 5 } }],
  ])("reads the English reference %j", async (text, expected) => {
    expect(plain(await parseReference(text))).toEqual(expected);
  });

  it.each([
    ["Salmos 23", { book: "Ps", chapter: 23 }],
    ["juan 3:16-18", { book: "John", chapter: 3, verses: { start: 16, end: 18 } }],
    ["Apocalipsis 22:21", { book: "Rev", chapter: 22, verses: { start: 21, end: 21 } }],
    ["Sal 23:1", { book: "Ps", chapter: 23, verses: { start: 1, end: 1 } }],
  ])("falls back to Spanish for %j when English finds nothing", async (text, expected) => {
    expect(plain(await parseReference(text))).toEqual(expected);
    expect(plain(await parseReference(text, "es"))).toEqual(expected);
  });

  it("reads English references when Spanish is preferred", async () => {
    expect(plain(await parseReference("Jn 3:16", "es"))).toEqual({ book: "John", chapter: 3, verses: { start: 16, end: 16 } });
    expect(plain(await parseReference("Ps 119:105", "es"))).toEqual({ book: "Ps", chapter: 119, verses: { start: 105, end: 105 } });
  });

  it("keeps the first passage of a list", async () => {
    expect(plain(await parseReference("Jn 3:16, 18"))).toEqual({ book: "John", chapter: 3, verses: { start: 16, end: 16 } });
  });

  it("clamps a range that runs past the end of the chapter", async () => {
    expect(plain(await parseReference("John 3:30-40"))).toEqual({ book: "John", chapter: 3, verses: { start: 30, end: 36 } });
  });

  it.each(["hello world", "asdf 3", "", "   ", "John 22", "Ps 151", "3:16"])("returns null for %j", async (text) => {
    expect(await parseReference(text)).toBeNull();
  });
});

describe("fromOsis", () => {
  it("reads a chapter, a verse and a range", () => {
    expect(plain(fromOsis("1Cor.13"))).toEqual({ book: "1Cor", chapter: 13 });
    expect(plain(fromOsis("John.3.16"))).toEqual({ book: "John", chapter: 3, verses: { start: 16, end: 16 } });
    expect(plain(fromOsis("John.3.16-John.3.18"))).toEqual({ book: "John", chapter: 3, verses: { start: 16, end: 18 } });
  });

  it("returns the book object from the book list", () => {
    const parsed = fromOsis("Rev.22.21");
    expect(parsed?.book.name.en).toBe("Revelation");
    expect(parsed?.book.chapters).toBe(22);
  });

  it("reads a whole book as its first chapter", () => {
    expect(plain(fromOsis("Obad"))).toEqual({ book: "Obad", chapter: 1 });
    expect(plain(fromOsis("Gen-Exod"))).toEqual({ book: "Gen", chapter: 1 });
  });

  it("keeps only the first passage of a list", () => {
    expect(plain(fromOsis("John.3.16,John.3.18"))).toEqual({ book: "John", chapter: 3, verses: { start: 16, end: 16 } });
    expect(plain(fromOsis("Ps.23,Ps.24"))).toEqual({ book: "Ps", chapter: 23 });
  });

  it("keeps the chapter but drops the verses when the verse is past the end of the chapter", () => {
    expect(plain(fromOsis("John.3.37"))).toEqual({ book: "John", chapter: 3 });
    expect(plain(fromOsis("John.3.40-John.3.42"))).toEqual({ book: "John", chapter: 3 });
    expect(plain(fromOsis("John.3.0"))).toEqual({ book: "John", chapter: 3 });
  });

  it("accepts the chapter's last verse and clamps a range's end to it", () => {
    expect(plain(fromOsis("John.3.36"))).toEqual({ book: "John", chapter: 3, verses: { start: 36, end: 36 } });
    expect(plain(fromOsis("John.3.30-John.3.99"))).toEqual({ book: "John", chapter: 3, verses: { start: 30, end: 36 } });
  });

  it("treats a range whose end comes before its start as one verse", () => {
    expect(plain(fromOsis("John.3.18-John.3.16"))).toEqual({ book: "John", chapter: 3, verses: { start: 18, end: 18 } });
  });

  it("keeps the first chapter of a range across chapters or books", () => {
    expect(plain(fromOsis("John.3-John.4"))).toEqual({ book: "John", chapter: 3 });
    const acrossChapters = fromOsis("John.3.16-John.4.2");
    expect(acrossChapters?.book.id).toBe("John");
    expect(acrossChapters?.chapter).toBe(3);
    expect(acrossChapters?.verses?.start).toBe(16);
    const acrossBooks = fromOsis("Mal.4.5-Matt.1.2");
    expect(acrossBooks?.book.id).toBe("Mal");
    expect(acrossBooks?.chapter).toBe(4);
    expect(acrossBooks?.verses?.start).toBe(5);
  });

  // Possible bug (reference-parser.ts, fromOsis, the `lastVerse` line): a range that crosses a chapter break,
  // e.g. fromOsis("John.3.16-John.4.2") (what the parser returns for "John 3:16-4:2"), returns
  // verses { start: 16, end: 16 } instead of the first chapter's part, { start: 16, end: 36 }.
  it('keeps the first chapter\'s part of a range into the next chapter ("John.3.16-John.4.2" is 16-36)', () => {
    expect(fromOsis("John.3.16-John.4.2")?.verses).toEqual({ start: 16, end: 36 });
  });

  it("returns null for a book we do not have or a chapter outside the book", () => {
    expect(fromOsis("")).toBeNull();
    expect(fromOsis("Tob.1.1")).toBeNull();
    expect(fromOsis("John.22")).toBeNull();
    expect(fromOsis("John.0.1")).toBeNull();
    expect(fromOsis("Ps.151.1")).toBeNull();
  });
});
