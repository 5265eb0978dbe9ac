import { z } from "zod";
import { endpoint } from "./endpoint.ts";

/**
 * The library's catalogue (data/library/catalog.json) and the endpoints of
 * the catalogue and the PDFs: what /Books and a PDF button need, apart from
 * the books' committed text and the chapter API (library.ts, which
 * re-exports all of this), so those pages do not build the chapters' schemas.
 */

/** An id in the library's data: lowercase words joined by hyphens. */
export const librarySlug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "ids are lowercase words joined by hyphens");
/** A piece of the library's text: never empty. */
export const libraryText = z.string().trim().min(1);
const slug = librarySlug;
const text = libraryText;

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

/** `POST /api/library/catalog` (public). */
export const libraryCatalogRequestSchema = z.object({});
export const libraryCatalogReplySchema = libraryCatalogSchema;
export type LibraryCatalogReply = LibraryCatalog;

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

export const libraryCatalogEndpoints = {
  catalog: endpoint({ method: "POST", path: "/library/catalog", request: libraryCatalogRequestSchema, reply: libraryCatalogReplySchema, access: "public", errors: [] }),
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
