import { translations, type TranslationId } from "@berea/contracts/translations";
import { books } from "virtual:bible-assets";

/** Book lookups for the reader: URL slugs, display names, neighbours. */

export type Book = (typeof books)[number];

export { books };

/** Folds case, accents and spacing so "1 cor", "1Cor" and "1-Corinthians" compare equal to their forms. */
export const foldName = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[\s._-]+/g, "");

/** The URL segment for a book: its English name with hyphens, e.g. "1-Corinthians". */
export const bookSlug = (book: Book): string => book.name.en.replace(/\s+/g, "-");

/** Other names people use for a book, beyond books.json's names and abbreviations. */
const otherNames: Record<string, string[]> = {
  Song: ["Song of Songs", "Canticles", "Cantares", "Cantar de los cantares"],
  Rev: ["Revelations", "Apocalypse"],
  Ps: ["Psalm", "Salmo"],
};

const byFoldedName = new Map<string, Book>();
for (const book of books) {
  for (const name of [book.id, book.name.en, book.name.es, ...book.abbreviations.en, ...book.abbreviations.es, ...(otherNames[book.id] ?? [])]) {
    const key = foldName(name);
    if (!byFoldedName.has(key)) byFoldedName.set(key, book);
  }
}

/** Finds a book by URL slug, OSIS id, English or Spanish name or abbreviation. */
export const findBook = (text: string): Book | undefined => byFoldedName.get(foldName(text));

export const bookById = (id: string): Book | undefined => books.find((book) => book.id === id);

export const bookName = (book: Book, translation: TranslationId): string =>
  translations[translation].language === "es" ? book.name.es : book.name.en;

export interface ChapterRef {
  book: Book;
  chapter: number;
}

/** The chapter before or after, across book boundaries; undefined at Genesis 1 and Revelation 22. */
export function neighbourChapter({ book, chapter }: ChapterRef, step: 1 | -1): ChapterRef | undefined {
  const next = chapter + step;
  if (next >= 1 && next <= book.chapters) return { book, chapter: next };
  const index = books.indexOf(book) + step;
  const other = books[index];
  if (!other) return undefined;
  return { book: other, chapter: step === 1 ? 1 : other.chapters };
}

/** "John 3:16", "John 3:16-18", "John 3" in the translation's language. */
export function formatReference(book: Book, chapter: number, translation: TranslationId, verses: number[] = []): string {
  const name = bookName(book, translation);
  if (verses.length === 0) return `${name} ${chapter}`;
  const sorted = [...new Set(verses)].sort((a, b) => a - b);
  const parts: string[] = [];
  let start = sorted[0] ?? 0;
  let previous = start;
  for (const verse of [...sorted.slice(1), Number.NaN]) {
    if (verse === previous + 1) {
      previous = verse;
      continue;
    }
    parts.push(start === previous ? `${start}` : `${start}-${previous}`);
    start = verse;
    previous = verse;
  }
  return `${name} ${chapter}:${parts.join(",")}`;
}

function requireBook(id: string): Book {
  const book = bookById(id);
  if (!book) throw new Error(`The book list has no ${id}`);
  return book;
}

/** Where a first-time reader starts. */
export const firstReading: ChapterRef = { book: requireBook("John"), chapter: 1 };
