import { z } from "zod";
import { endpoint } from "./endpoint.ts";
import { translationIdSchema, type TranslationId } from "./translations.ts";

/**
 * The Bible: translations we carry, the shapes of the committed data in
 * data/bible/, the per-chapter static assets the reader fetches, and the
 * search and verse-of-the-day API.
 */

export { translationIds, translationIdSchema, translations, type TranslationId, type TranslationInfo } from "./translations.ts";

// ---------------------------------------------------------------------------
// Committed data (data/bible/*.json). Every file is in KJV numbering:
// verses[i] is verse i+1 and "" marks a slot the translation lacks.

export interface ChapterData {
  /** A psalm's title, kept apart from verse 1. */
  title?: string;
  /** Headings inside a chapter, keyed by the verse number they stand before. */
  headings?: Record<string, string>;
  /** A closing note after the last verse (e.g. Hab 3, Pauline subscriptions). */
  subscription?: string;
  verses: string[];
}

export interface TranslationData {
  id: TranslationId;
  name: string;
  abbreviation: string;
  language: string;
  books: { id: string; chapters: ChapterData[] }[];
}

export interface BookMeta {
  /** OSIS id, e.g. "1Cor". */
  id: string;
  order: number;
  testament: "OT" | "NT";
  name: { en: string; es: string };
  abbreviations: { en: string[]; es: string[] };
  chapters: number;
  /** Verse count of each chapter in KJV numbering. */
  verses: number[];
}

export interface AlignmentGroup {
  kjv: string[];
  rv1909: string[];
}

export interface VersificationData {
  web: {
    lacks: string[];
    lacksNotes: Record<string, string>;
    moved: { from: string; to: string[]; reason: string }[];
  };
  rv1909: { emptySlots: string[]; chapters: string[]; mapping: Record<string, AlignmentGroup[]> };
}

// ---------------------------------------------------------------------------
// Static chapter assets, one JSON file per translation and chapter.

/** A verse-by-verse row for the parallel view where RV1909's slots differ from KJV's. */
export interface ChapterAlignmentRow {
  /** KJV verse numbers of this chapter in the row. */
  kjv: number[];
  /** The RV1909 slots that hold the same text, as "chapter:verse" labels. */
  labels: string[];
  /** Their text, in order. */
  texts: string[];
}

export interface ChapterAsset {
  translation: TranslationId;
  book: string;
  chapter: number;
  title?: string;
  headings?: Record<string, string>;
  subscription?: string;
  verses: string[];
  /** Footnotes on slots, keyed by verse number (e.g. verses the WEB omits). */
  notes?: Record<string, string>;
  /** RV1909 only, in chapters whose numbering differs from KJV. */
  alignment?: ChapterAlignmentRow[];
}

// ---------------------------------------------------------------------------
// Search API: GET /api/bible/search

export const searchScopes = ["all", "OT", "NT"] as const;

export const searchRequestSchema = z.object({
  q: z
    .string({ error: "Type something to search for." })
    .trim()
    .min(2, "Type at least 2 letters to search.")
    .max(200, "Search for at most 200 characters."),
  translation: translationIdSchema.default("kjv"),
  /** "all", "OT", "NT" or an OSIS book id such as "John". */
  scope: z.string().trim().max(20, "Choose a book or testament.").default("all"),
  offset: z.coerce
    .number({ error: "offset must be a number." })
    .int("offset must be a whole number.")
    .min(0, "offset cannot be negative.")
    .max(10_000, "offset is too large.")
    .default(0),
  limit: z.coerce
    .number({ error: "limit must be a number." })
    .int("limit must be a whole number.")
    .min(1, "limit must be at least 1.")
    .max(100, "limit must be at most 100.")
    .default(20),
});
export type SearchRequest = z.infer<typeof searchRequestSchema>;

export const searchHitSchema = z.object({
  book: z.string(),
  chapter: z.number().int(),
  verse: z.number().int(),
  text: z.string(),
  /** [start, end) character ranges of `text` to highlight. */
  highlights: z.array(z.tuple([z.number().int(), z.number().int()])),
  score: z.number(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchReplySchema = z.object({
  query: z.string(),
  translation: translationIdSchema,
  scope: z.string(),
  total: z.number().int(),
  hits: z.array(searchHitSchema),
  /** Milliseconds the engine spent, for the benchmark. */
  tookMs: z.number(),
});
export type SearchReply = z.infer<typeof searchReplySchema>;

// ---------------------------------------------------------------------------
// Verse of the day: GET /api/verse-of-the-day?date=YYYY-MM-DD&translation=kjv

/** One entry of data/bible/verse-of-the-day.json. */
export interface VerseOfTheDayEntry {
  /** "MM-DD", 366 entries including "02-29". */
  date: string;
  book: string;
  chapter: number;
  start: number;
  end: number;
}

export const verseOfTheDayRequestSchema = z.object({
  date: z
    .string({ error: "Give the date as YYYY-MM-DD." })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Give the date as YYYY-MM-DD.")
    .refine((value) => {
      const [year, month, day] = value.split("-").map(Number) as [number, number, number];
      const date = new Date(0);
      date.setUTCFullYear(year, month - 1, day); // Date.UTC would read years 0–99 as 1900–1999.
      return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
    }, "That date does not exist."),
  translation: translationIdSchema.default("kjv"),
});
export type VerseOfTheDayRequest = z.infer<typeof verseOfTheDayRequestSchema>;

export const verseOfTheDaySchema = z.object({
  date: z.string(),
  translation: translationIdSchema,
  book: z.string(),
  chapter: z.number().int(),
  start: z.number().int(),
  end: z.number().int(),
  /** e.g. "John 3:16" or "Juan 3:16" in the translation's language. */
  reference: z.string(),
  verses: z.array(z.object({ verse: z.number().int(), text: z.string() })),
});
export type VerseOfTheDay = z.infer<typeof verseOfTheDaySchema>;

export const bibleEndpoints = {
  /** Ranked full-text search; cacheable (the text changes only with a deploy). */
  search: endpoint({ method: "GET", path: "/bible/search", request: searchRequestSchema, reply: searchReplySchema, access: "public", errors: ["rate-limited"] }),
  /** The date's verse in a translation; a date's answer never changes. */
  verseOfTheDay: endpoint({ method: "GET", path: "/verse-of-the-day", request: verseOfTheDayRequestSchema, reply: verseOfTheDaySchema, access: "public", errors: [] }),
};
