import { describe, expect, it } from "vitest";
import { bookById, type Book } from "./bible-books.ts";
import { bibleSearchPath, readerPath, versesFromHash } from "./reader-paths.ts";

function book(id: string): Book {
  const found = bookById(id);
  if (!found) throw new Error(`No book ${id} in the test data`);
  return found;
}

describe("readerPath", () => {
  it("links a chapter by translation and book slug", () => {
    expect(readerPath({ translation: "kjv", book: book("John"), chapter: 3 })).toBe("/Bible/kjv/John/3");
    expect(readerPath({ translation: "rv1909", book: book("1Cor"), chapter: 13 })).toBe("/Bible/rv1909/1-Corinthians/13");
  });

  it("adds the parallel translation as a query", () => {
    expect(readerPath({ translation: "kjv", book: book("John"), chapter: 3, parallel: "web" })).toBe("/Bible/kjv/John/3?parallel=web");
  });

  it("adds one verse or a range as the hash", () => {
    expect(readerPath({ translation: "kjv", book: book("John"), chapter: 3, verses: { start: 16, end: 16 } })).toBe("/Bible/kjv/John/3#16");
    expect(readerPath({ translation: "web", book: book("Song"), chapter: 2, verses: { start: 1, end: 4 } })).toBe("/Bible/web/Song-of-Solomon/2#1-4");
  });

  it("puts the query before the hash", () => {
    expect(
      readerPath({ translation: "kjv", book: book("1Cor"), chapter: 13, parallel: "rv1909", verses: { start: 4, end: 7 } }),
    ).toBe("/Bible/kjv/1-Corinthians/13?parallel=rv1909#4-7");
  });

  it("leaves out an undefined parallel and undefined verses", () => {
    expect(readerPath({ translation: "kjv", book: book("Gen"), chapter: 1, parallel: undefined, verses: undefined })).toBe("/Bible/kjv/Genesis/1");
  });

  it("exports the search page's path", () => {
    expect(bibleSearchPath).toBe("/Bible/search");
  });
});

describe("versesFromHash", () => {
  it.each([
    ["#16", { start: 16, end: 16 }],
    ["#16-18", { start: 16, end: 18 }],
    ["#v3", { start: 3, end: 3 }],
    ["#v3-5", { start: 3, end: 5 }],
    ["#7-7", { start: 7, end: 7 }],
  ])("reads %j", (hash, verses) => {
    expect(versesFromHash(hash)).toEqual(verses);
  });

  it.each(["", "#", "16", "#abc", "#16-", "#-16", "#18-16", "#16,18", "#16-18-20", "#v", "# 16", "#16 ", "#1.5"])("ignores %j", (hash) => {
    expect(versesFromHash(hash)).toBeUndefined();
  });

  it("round-trips what readerPath writes", () => {
    const path = readerPath({ translation: "kjv", book: book("Ps"), chapter: 119, verses: { start: 105, end: 112 } });
    expect(versesFromHash(path.slice(path.indexOf("#")))).toEqual({ start: 105, end: 112 });
  });
});
