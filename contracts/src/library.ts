import { z } from "zod";
import { endpoint } from "./endpoint.ts";
import { libraryCatalogEndpoints, librarySlug as slug, libraryText as text } from "./library-catalog.ts";
import { linkedParagraphSchema } from "./scripture-links.ts";

/**
 * The library of books (`/Books`): the catalogue (data/library/catalog.json),
 * the committed text of the books that can be read in Berea
 * (data/library/books/<id>.json, built from Debian's SWORD packages by
 * scripts/library/build.ts) and the API that serves them. The catalogue
 * and the PDFs' endpoints are in library-catalog.ts (re-exported here).
 */

export {
  catalogueOnlyBookSchema,
  devotionalPdfQuerySchema,
  libraryBookSchema,
  libraryCatalogReplySchema,
  libraryCatalogRequestSchema,
  libraryCatalogSchema,
  libraryChapterSummarySchema,
  libraryPdfQuerySchema,
  readableBookSchema,
  type CatalogueOnlyBook,
  type DevotionalPdfQuery,
  type LibraryBook,
  type LibraryCatalog,
  type LibraryCatalogReply,
  type LibraryChapterSummary,
  type LibraryPdfQuery,
  type ReadableBook,
} from "./library-catalog.ts";

// ---------------------------------------------------------------------------
// Committed data

/** A paragraph of plain text, or a heading (2: a section; 3: a subsection). */
export const libraryBlockSchema = z.union([text, z.object({ heading: text, level: z.union([z.literal(2), z.literal(3)]) })]);
export type LibraryBlock = z.infer<typeof libraryBlockSchema>;

export const libraryChapterFileSchema = z.object({
  title: text,
  blocks: z.array(libraryBlockSchema).min(1),
});
export type LibraryChapterFile = z.infer<typeof libraryChapterFileSchema>;

/** data/library/books/<id>.json */
export const libraryBookFileSchema = z.object({
  id: slug,
  title: text,
  author: text,
  chapters: z.array(libraryChapterFileSchema).min(1),
});
export type LibraryBookFile = z.infer<typeof libraryBookFileSchema>;

// ---------------------------------------------------------------------------
// API

const bookId = z.string({ error: "bookId is required." }).regex(/^[a-z0-9-]{1,80}$/, "bookId is not a book.");

/** `POST /api/library/chapter` (signed in). */
export const libraryChapterRequestSchema = z.object({
  bookId,
  chapter: z
    .number({ error: "chapter must be a number." })
    .int("chapter must be a whole number.")
    .min(1, "chapter starts at 1.")
    .max(100_000, "There is no such chapter."),
});
export type LibraryChapterRequest = z.infer<typeof libraryChapterRequestSchema>;

export const libraryChapterBlockSchema = z.discriminatedUnion("type", [
  /**
   * `text`: the paragraph as it is written, or, once the API has found Bible references in it, as runs of that
   * text with each reference linked to the reader. Sent once, never both ways: in a long chapter the runs would
   * otherwise come on top of the whole text again (Nave's "J": 91 KB gzipped with both, 70 KB with runs alone).
   */
  z.object({ type: z.literal("paragraph"), text: z.union([z.string(), linkedParagraphSchema]) }),
  z.object({ type: z.literal("heading"), level: z.union([z.literal(2), z.literal(3)]), text: z.string() }),
]);
export type LibraryChapterBlock = z.infer<typeof libraryChapterBlockSchema>;

export const libraryChapterReplySchema = z.object({
  bookId: z.string(),
  bookTitle: z.string(),
  author: z.string(),
  chapter: z.number().int(),
  chapterCount: z.number().int(),
  title: z.string(),
  words: z.number().int(),
  readingMinutes: z.number().int(),
  blocks: z.array(libraryChapterBlockSchema),
  /** The chapters either side, for "previous" and "next" links; null at the ends. */
  previous: z.object({ number: z.number().int(), title: z.string() }).nullable(),
  next: z.object({ number: z.number().int(), title: z.string() }).nullable(),
  /** The chapter's Bible references are still being found (its first reading on this server): ask again for its links. */
  linksPending: z.literal(true).optional(),
});
export type LibraryChapterReply = z.infer<typeof libraryChapterReplySchema>;

/** The message a Free user gets instead of a PDF. */
export const pdfUpgradeMessage = "PDF downloads are part of Premium and Family. Upgrade your plan to download books and devotional paths as PDFs.";

export const libraryEndpoints = {
  catalog: libraryCatalogEndpoints.catalog,
  chapter: endpoint({ method: "POST", path: "/library/chapter", request: libraryChapterRequestSchema, reply: libraryChapterReplySchema, access: "signed-in", errors: ["not-found"] }),
  bookPdf: libraryCatalogEndpoints.bookPdf,
  devotionalPdf: libraryCatalogEndpoints.devotionalPdf,
};
