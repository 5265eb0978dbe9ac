import { describe, expect, it } from "vitest";
import catalogue from "../../../../data/library/catalog.json";
import english from "../../lib/i18n/locales/en/library.json";

/** The committed catalogue (data/library/catalog.json): every category and note it writes has its words in the namespace, so none shows English on a Spanish page. */

describe("the catalogue's own words", () => {
  it("has a key for every category and note the catalogue writes", () => {
    const categories = new Set(Object.values(english.categories));
    const notes = new Set(Object.values(english.notes));
    expect(catalogue.books.length).toBeGreaterThan(0);
    expect(catalogue.books.map((book) => book.category).filter((category) => !categories.has(category))).toEqual([]);
    expect(catalogue.books.flatMap((book) => ("note" in book && book.note ? [book.note] : [])).filter((note) => !notes.has(note))).toEqual([]);
  });
});
