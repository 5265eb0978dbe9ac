import type { DevotionalPathsReply, DevotionalView } from "@berea/contracts/content";
import { maxVersesPerCard } from "@berea/contracts/memory";
import { memorizePath, paths } from "../../config/paths.ts";
import { bookById, formatReference } from "../../lib/bible-books.ts";
import { readerPath } from "../../lib/reader-paths.ts";

/** "/Devotionals/anxiety-03". */
export const devotionalPath = (id: string): string => `${paths.devotionals}/${encodeURIComponent(id)}`;

/** What the API accepts as a devotional id; anything else is not worth a request. */
export const isDevotionalId = (id: string): boolean => /^[a-z0-9-]{1,80}$/.test(id);

/** The passage's chapter in the reader, in the translation it was quoted in, scrolled to its verses; undefined for a book the reader does not know. */
export function passageReaderLink(passage: DevotionalView["passage"]): { to: string; chapterLabel: string } | undefined {
  const { book: bookId, chapter, start, end } = passage.reference;
  const book = bookById(bookId);
  if (!book) return undefined;
  return {
    to: readerPath({ translation: passage.translation, book, chapter, verses: { start, end } }),
    chapterLabel: formatReference(book, chapter, passage.translation),
  };
}

/** Scripture memory with the passage filled in, when it is short enough to be one card (6 verses); undefined otherwise. */
export function passageMemoryLink(passage: DevotionalView["passage"]): string | undefined {
  const { book: bookId, chapter, start, end } = passage.reference;
  const book = bookById(bookId);
  if (!book || end - start + 1 > maxVersesPerCard) return undefined;
  const verses = Array.from({ length: end - start + 1 }, (_, index) => start + index);
  // The memory page reads references in English; the card keeps the passage's translation.
  return memorizePath(formatReference(book, chapter, "kjv", verses), passage.translation);
}

export interface PathNeighbour {
  id: string;
  title: string;
  day: number;
}

/** The devotionals before and after one in its path, from the paths list. */
export function pathNeighbours(reply: DevotionalPathsReply, pathId: string, id: string): { previous?: PathNeighbour; next?: PathNeighbour } {
  const days = reply.paths.find((path) => path.id === pathId)?.days ?? [];
  const index = days.findIndex((day) => day.id === id);
  if (index === -1) return {};
  const at = (position: number): PathNeighbour | undefined => {
    const day = days[position];
    return day ? { id: day.id, title: day.title, day: position + 1 } : undefined;
  };
  const previous = at(index - 1);
  const next = at(index + 1);
  return { ...(previous ? { previous } : {}), ...(next ? { next } : {}) };
}
