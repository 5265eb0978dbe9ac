import { paths } from "../../config/paths.ts";

/** "/Books/treasury-of-david": a book's table of contents. */
export const bookPath = (bookId: string): string => `${paths.books}/${encodeURIComponent(bookId)}`;

/** "/Books/treasury-of-david/3": one chapter, numbered from 1. */
export const chapterPath = (bookId: string, chapter: number): string => `${bookPath(bookId)}/${chapter}`;

/** Book ids are lowercase words joined by hyphens (the contract's pattern). */
export const isLibraryId = (id: string): boolean => /^[a-z0-9-]{1,100}$/.test(id);

/** A chapter number from the address: a whole number from 1, else null. */
export function chapterNumber(text: string | undefined): number | null {
  if (!text || !/^\d{1,6}$/.test(text)) return null;
  const number = Number(text);
  return number >= 1 ? number : null;
}
