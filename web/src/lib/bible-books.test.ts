import { describe, expect, it } from "vitest";
import { bookById, bookName, books, bookSlug, findBook, firstReading, foldName, formatReference, neighbourChapter, type Book } from "./bible-books.ts";

function book(id: string): Book {
  const found = bookById(id);
  if (!found) throw new Error(`No book ${id} in the test data`);
  return found;
}

describe("the book list", () => {
  it("has the 66 books in canonical order, Genesis to Revelation", () => {
    expect(books).toHaveLength(66);
    expect(books[0]?.id).toBe("Gen");
    expect(books[38]?.id).toBe("Mal");
    expect(books[39]?.id).toBe("Matt");
    expect(books[65]?.id).toBe("Rev");
    expect(books.filter((entry) => entry.testament === "OT")).toHaveLength(39);
  });

  it("starts a first-time reader at John 1", () => {
    expect(firstReading.book.id).toBe("John");
    expect(firstReading.chapter).toBe(1);
  });
});

describe("foldName", () => {
  it("folds case, accents, spaces, dots, underscores and hyphens", () => {
    expect(foldName("1 Cor")).toBe("1cor");
    expect(foldName("1-Corinthians")).toBe("1corinthians");
    expect(foldName("Isaías")).toBe("isaias");
    expect(foldName("  Song_of.Solomon ")).toBe("songofsolomon");
  });
});

describe("findBook", () => {
  it.each([
    ["1-Corinthians", "1Cor"],
    ["1 Corinthians", "1Cor"],
    ["1cor", "1Cor"],
    ["1 Cor", "1Cor"],
    ["1Cor", "1Cor"],
    ["John", "John"],
    ["jn", "John"],
    ["JHN", "John"],
    ["Juan", "John"],
    ["Salmos", "Ps"],
    ["psalm", "Ps"],
    ["Ps", "Ps"],
    ["Apocalipsis", "Rev"],
    ["rev", "Rev"],
    ["song of solomon", "Song"],
    ["Song-of-Solomon", "Song"],
    ["Cantar de los Cantares", "Song"],
    ["Génesis", "Gen"],
    ["genesis", "Gen"],
    ["Isaias", "Isa"],
    ["Matt", "Matt"],
    ["Mateo", "Matt"],
  ])("finds %j as %s", (text, id) => {
    expect(findBook(text)?.id).toBe(id);
  });

  // Bug: books.json gives Song of Solomon the Spanish name "Cantar de los Cantares" and the abbreviations
  // "Cnt"/"Cant" only, so the short Spanish title most readers type, "Cantares", is not found.
  it("finds the names people use beyond the book list (Cantares, Song of Songs)", () => {
    expect(findBook("Cantares")?.id).toBe("Song");
    expect(findBook("song of songs")?.id).toBe("Song");
    expect(findBook("Revelations")?.id).toBe("Rev");
  });

  it("returns the same objects as the book list, so neighbours can be found by position", () => {
    expect(findBook("John")).toBe(bookById("John"));
    expect(books).toContain(findBook("Apocalipsis"));
  });

  it("finds nothing for text that names no book", () => {
    expect(findBook("Hezekiah")).toBeUndefined();
    expect(findBook("")).toBeUndefined();
    expect(findBook("John 3")).toBeUndefined();
  });
});

describe("bookSlug", () => {
  it("is the English name with hyphens, and leads back to the same book", () => {
    expect(bookSlug(book("1Cor"))).toBe("1-Corinthians");
    expect(bookSlug(book("Song"))).toBe("Song-of-Solomon");
    expect(bookSlug(book("John"))).toBe("John");
    for (const entry of books) expect(findBook(bookSlug(entry))).toBe(entry);
  });
});

describe("bookName", () => {
  it("is English for the KJV and WEB and Spanish for the RV1909", () => {
    expect(bookName(book("Rev"), "kjv")).toBe("Revelation");
    expect(bookName(book("Rev"), "web")).toBe("Revelation");
    expect(bookName(book("Rev"), "rv1909")).toBe("Apocalipsis");
  });
});

describe("neighbourChapter", () => {
  it("steps within a book", () => {
    const next = neighbourChapter({ book: book("John"), chapter: 3 }, 1);
    expect(next?.book.id).toBe("John");
    expect(next?.chapter).toBe(4);
    const previous = neighbourChapter({ book: book("John"), chapter: 3 }, -1);
    expect(previous?.chapter).toBe(2);
  });

  it("goes from Malachi 4 to Matthew 1 and back", () => {
    const next = neighbourChapter({ book: book("Mal"), chapter: 4 }, 1);
    expect(next?.book.id).toBe("Matt");
    expect(next?.chapter).toBe(1);
    const previous = neighbourChapter({ book: book("Matt"), chapter: 1 }, -1);
    expect(previous?.book.id).toBe("Mal");
    expect(previous?.chapter).toBe(4);
  });

  it("goes back to the last chapter of the previous book", () => {
    const previous = neighbourChapter({ book: book("Exod"), chapter: 1 }, -1);
    expect(previous?.book.id).toBe("Gen");
    expect(previous?.chapter).toBe(50);
  });

  it("has nothing before Genesis 1 or after Revelation 22", () => {
    expect(neighbourChapter({ book: book("Gen"), chapter: 1 }, -1)).toBeUndefined();
    expect(neighbourChapter({ book: book("Rev"), chapter: 22 }, 1)).toBeUndefined();
    expect(neighbourChapter({ book: book("Gen"), chapter: 1 }, 1)?.chapter).toBe(2);
    expect(neighbourChapter({ book: book("Rev"), chapter: 22 }, -1)?.chapter).toBe(21);
  });
});

describe("formatReference", () => {
  const john = () => book("John");

  it("names a chapter without verses", () => {
    expect(formatReference(john(), 3, "kjv")).toBe("John 3");
    expect(formatReference(john(), 3, "kjv", [])).toBe("John 3");
  });

  it("names one verse", () => {
    expect(formatReference(john(), 3, "kjv", [16])).toBe("John 3:16");
  });

  it("joins consecutive verses into ranges and keeps gaps apart", () => {
    expect(formatReference(john(), 3, "kjv", [16, 17, 18, 20])).toBe("John 3:16-18,20");
    expect(formatReference(john(), 3, "kjv", [1, 3, 5, 6])).toBe("John 3:1,3,5-6");
  });

  it("sorts the verses and ignores repeats", () => {
    expect(formatReference(john(), 3, "kjv", [18, 16, 17, 16])).toBe("John 3:16-18");
  });

  it("uses the Spanish book name for the RV1909", () => {
    expect(formatReference(john(), 3, "rv1909", [16, 17])).toBe("Juan 3:16-17");
    expect(formatReference(book("Ps"), 23, "rv1909")).toBe("Salmos 23");
    expect(formatReference(book("1Cor"), 13, "web", [4, 5, 6, 7])).toBe("1 Corinthians 13:4-7");
  });
});
