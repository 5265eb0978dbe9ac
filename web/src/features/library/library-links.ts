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

/** "3 min", "1 hr 20 min", "About 52 hours": how long something takes to read at an easy pace. */
export function readingTime(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 600) {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    return rest === 0 ? `${hours} hr` : `${hours} hr ${rest} min`;
  }
  return `About ${Math.round(minutes / 60)} hours`;
}
