import type { TranslationId } from "@berea/contracts/bible";
import type { ReaderLink } from "@berea/contracts/reading-plans";
import { paths } from "../config/paths.ts";
import { bookById, bookSlug, type Book } from "./bible-books.ts";
import { lastReadTranslation } from "./last-read.ts";

interface ReaderLocation {
  translation: TranslationId;
  book: Book;
  chapter: number;
  parallel?: TranslationId | undefined;
  verses?: { start: number; end: number } | undefined;
}

/** "/Bible/kjv/John/3?parallel=web#16": a chapter deep link that survives reload. */
export function readerPath({ translation, book, chapter, parallel, verses }: ReaderLocation): string {
  const query = parallel ? `?parallel=${parallel}` : "";
  const hash = verses ? `#${verses.start === verses.end ? verses.start : `${verses.start}-${verses.end}`}` : "";
  return `${paths.bible}/${translation}/${bookSlug(book)}/${chapter}${query}${hash}`;
}

/** Reads "#16" or "#16-18" into the verses it names. */
export function versesFromHash(hash: string): { start: number; end: number } | undefined {
  const match = /^#v?(\d+)(?:-(\d+))?$/.exec(hash);
  if (!match) return undefined;
  const start = Number(match[1]);
  const end = match[2] === undefined ? start : Number(match[2]);
  return end >= start ? { start, end } : undefined;
}

export const bibleSearchPath = paths.bibleSearch;

/** A reading's place in the reader, scrolled to its verses when it is part of a chapter; undefined for a book the app does not know. */
export function readingHref(link: ReaderLink, translation: TranslationId = lastReadTranslation()): string | undefined {
  const book = bookById(link.book);
  if (!book) return undefined;
  const verses = link.start !== undefined && link.end !== undefined ? { start: link.start, end: link.end } : undefined;
  return readerPath({ translation, book, chapter: link.chapter, verses });
}
