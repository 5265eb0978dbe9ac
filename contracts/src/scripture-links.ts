import { z } from "zod";
import type { TranslationId } from "./bible.ts";

/**
 * Bible references in the library's books and the articles ("Nu 12:11,12",
 * "Psalm 32:30", "Rom. 5", "Juan 20:31"), found by the API where the text is
 * served (functions/src/bible/scripture-links.ts) and sent with it as runs
 * of text, each reference with the place in the reader it opens. The page
 * only renders them: the reader's address is made in the browser, in the
 * translation the reader last read unless the text names one Berea carries.
 */

/**
 * The translations a text may name, spelt out rather than bible.ts's schema
 * imported, which would bring the Bible's contract to every page that shows
 * a chapter or an article list (about 1 KB); one missing does not compile.
 */
const namedTranslations = ["kjv", "web", "rv1909"] as const satisfies readonly TranslationId[];
const everyTranslation: [Exclude<TranslationId, (typeof namedTranslations)[number]>] extends [never] ? true : never = true;
void everyTranslation;

/** Where a reference opens the reader; without `start` and `end` the whole chapter. The fields of a reading plan's ReaderLink. */
export const scriptureTargetSchema = z.object({
  /** OSIS id, e.g. "1Cor". */
  book: z.string(),
  chapter: z.number().int().min(1),
  start: z.number().int().min(1).optional(),
  end: z.number().int().min(1).optional(),
  /** A translation named with the reference ("Psalm 103:1, KJV"); the reader's own when left out. */
  translation: z.enum(namedTranslations).optional(),
});
export type ScriptureTarget = z.infer<typeof scriptureTargetSchema>;

/** A run of a paragraph's text, with `to` when it is a reference. */
export const textSegmentSchema = z.object({ text: z.string(), to: scriptureTargetSchema.optional() });
export type TextSegment = z.infer<typeof textSegmentSchema>;

/** A paragraph as runs of text, at least one of them a reference (a paragraph without any is sent as plain text). */
export const linkedParagraphSchema = z.array(textSegmentSchema).min(1);
export type LinkedParagraph = z.infer<typeof linkedParagraphSchema>;
