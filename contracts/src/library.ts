import { z } from "zod";
import { endpoint } from "./endpoint.ts";
import { linkedParagraphSchema } from "./scripture-links.ts";

/**
 * The library of books (`/Books`): the catalogue (data/library/catalog.json),
 * the committed text of the books that can be read in Berea
 * (data/library/books/<id>.json, built from Debian's SWORD packages by
 * scripts/library/build.ts) and the API that serves them.
 */

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "ids are lowercase words joined by hyphens");
const text = z.string().trim().min(1);

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

export const libraryChapterSummarySchema = z.object({
  /** 1-based, the `chapter` to ask for. */
  number: z.number().int().min(1),
  title: text,
  words: z.number().int().min(1),
  readingMinutes: z.number().int().min(1),
});
export type LibraryChapterSummary = z.infer<typeof libraryChapterSummarySchema>;

const catalogueFields = {
  id: slug,
  title: text,
  author: text,
  /** When it was written or published, as a reader would want it on the card. */
  published: text,
  category: text,
  /** Our own words. */
  description: text,
  /** Site path of the cover image, e.g. "/covers/treasury-of-david.svg". */
  cover: z.string().regex(/^\/covers\/[a-z0-9-]+\.svg$/),
};

export const readableBookSchema = z.object({
  ...catalogueFields,
  readable: z.literal(true),
  /** The part of the work Berea carries, when it is not the whole of it (e.g. "Psalms 1–41"). */
  includes: text.optional(),
  words: z.number().int().min(1),
  /** At about 230 words a minute. */
  readingMinutes: z.number().int().min(1),
  /** The Debian package the text came from, with its version and SWORD module. */
  source: z.object({ package: text, version: text, module: text }),
  chapters: z.array(libraryChapterSummarySchema).min(1),
});
export type ReadableBook = z.infer<typeof readableBookSchema>;

/** A well-known book listed for reference that cannot be read here; `note` says so and why. */
export const catalogueOnlyBookSchema = z.object({
  ...catalogueFields,
  readable: z.literal(false),
  note: text,
});
export type CatalogueOnlyBook = z.infer<typeof catalogueOnlyBookSchema>;

export const libraryBookSchema = z.discriminatedUnion("readable", [readableBookSchema, catalogueOnlyBookSchema]);
export type LibraryBook = z.infer<typeof libraryBookSchema>;

/** data/library/catalog.json */
export const libraryCatalogSchema = z.object({ books: z.array(libraryBookSchema).min(1) });
export type LibraryCatalog = z.infer<typeof libraryCatalogSchema>;

// ---------------------------------------------------------------------------
// API

const bookId = z.string({ error: "bookId is required." }).regex(/^[a-z0-9-]{1,80}$/, "bookId is not a book.");

/** `POST /api/library/catalog` (public). */
export const libraryCatalogRequestSchema = z.object({});
export const libraryCatalogReplySchema = libraryCatalogSchema;
export type LibraryCatalogReply = LibraryCatalog;

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

/** `GET /api/library/pdf?book=<id>` (Premium and Family): the whole book as a PDF. */
export const libraryPdfQuerySchema = z.object({
  book: z.string({ error: "book is required." }).regex(/^[a-z0-9-]{1,80}$/, "book is not a book."),
});
export type LibraryPdfQuery = z.infer<typeof libraryPdfQuerySchema>;

/** `GET /api/library/devotional-pdf?path=<id>` (Premium and Family): a devotional path as a PDF. */
export const devotionalPdfQuerySchema = z.object({
  path: z.string({ error: "path is required." }).regex(/^[a-z0-9-]{1,80}$/, "path is not a devotional path."),
});
export type DevotionalPdfQuery = z.infer<typeof devotionalPdfQuerySchema>;

/** The message a Free user gets instead of a PDF. */
export const pdfUpgradeMessage = "PDF downloads are part of Premium and Family. Upgrade your plan to download books and devotional paths as PDFs.";

export const libraryEndpoints = {
  catalog: endpoint({ method: "POST", path: "/library/catalog", request: libraryCatalogRequestSchema, reply: libraryCatalogReplySchema, access: "public", errors: [] }),
  chapter: endpoint({ method: "POST", path: "/library/chapter", request: libraryChapterRequestSchema, reply: libraryChapterReplySchema, access: "signed-in", errors: ["not-found"] }),
  /** A book as a PDF, streamed as it is set (Premium and Family). */
  bookPdf: endpoint({
    method: "GET",
    path: "/library/pdf",
    request: libraryPdfQuerySchema,
    reply: { file: "application/pdf" },
    access: "signed-in",
    errors: ["not-found", "permission-denied"],
  }),
  /** A devotional path as a PDF (Premium and Family). */
  devotionalPdf: endpoint({
    method: "GET",
    path: "/library/devotional-pdf",
    request: devotionalPdfQuerySchema,
    reply: { file: "application/pdf" },
    access: "signed-in",
    errors: ["not-found", "permission-denied"],
  }),
};
