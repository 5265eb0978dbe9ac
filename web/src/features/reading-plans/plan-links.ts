import { translationIdSchema, type TranslationId } from "@berea/contracts/bible";
import type { ReaderLink } from "@berea/contracts/reading-plans";
import { paths } from "../../config/paths.ts";
import { bookById } from "../bible/bible-books.ts";
import { readerPath } from "../bible/reader-paths.ts";
import { readLastRead } from "../bible/reader-settings.ts";

/** "/Plans/<userPlanId>". */
export const planPath = (userPlanId: string): string => `${paths.plans}/${encodeURIComponent(userPlanId)}`;

/** Plans open readings in the translation last read in the reader, else the KJV. */
export function planTranslation(): TranslationId {
  const last = translationIdSchema.safeParse(readLastRead()?.translation);
  return last.success ? last.data : "kjv";
}

/** A reading's place in the reader, scrolled to its verses when it is part of a chapter; undefined for a book the app does not know. */
export function readingHref(link: ReaderLink, translation: TranslationId = planTranslation()): string | undefined {
  const book = bookById(link.book);
  if (!book) return undefined;
  const verses = link.start !== undefined && link.end !== undefined ? { start: link.start, end: link.end } : undefined;
  return readerPath({ translation, book, chapter: link.chapter, verses });
}
