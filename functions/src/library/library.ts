import type { LibraryCatalog, LibraryChapterBlock, LibraryChapterReply, ReadableBook } from "@berea/contracts/library";
import { countWords, readingMinutes } from "@berea/contracts/content";
import { linkedWithin } from "../bible/scripture-links.ts";
import { AppError } from "../lib/app-error.ts";
import { msg } from "../lib/messages/message.ts";
import type { Store } from "../store/port.ts";
import { getProfileWithEffectivePlan } from "../family/effective-plan.ts";
import { findReadableBook, loadLibraryBook, loadLibraryCatalog } from "./library-data.ts";

/** The whole catalogue: readable books with their chapters, and the books listed for reference only. No database read. */
export function libraryCatalog(): LibraryCatalog {
  return loadLibraryCatalog();
}

/** A readable book of the catalogue, or a 404 that says why there is none. */
export function readableBook(id: string): ReadableBook {
  const found = findReadableBook(id);
  if (found) return found;
  const listed = loadLibraryCatalog().books.find((book) => book.id === id);
  if (listed && !listed.readable) throw new AppError("not-found", msg("library.notReadable", { title: listed.title }));
  throw new AppError("not-found", msg("library.noSuchBook"));
}

/** How long a chapter's reply waits for its Bible references the first time (most chapters take less). */
export const chapterLinkWaitMs = 250;

/**
 * One chapter of a readable book as headings and paragraphs, its Bible
 * references linked (found on the chapter's first reading and kept), with its
 * neighbours for "previous" and "next". No database read.
 */
export async function libraryChapter(bookId: string, number: number, linkWaitMs = chapterLinkWaitMs): Promise<LibraryChapterReply> {
  const entry = readableBook(bookId);
  const book = loadLibraryBook(bookId);
  const chapter = book.chapters[number - 1];
  if (!chapter) throw new AppError("not-found", msg("library.noSuchChapter", { title: entry.title, chapters: book.chapters.length, number }));
  // The books are in English: their references are found with the English names. A long chapter's first reading
  // on this instance goes out at once without them, marked pending; the reader asks again (linkWaitMs).
  const links = await linkedWithin(`library/${bookId}/${number}`, "en", () => chapter.blocks.map((block) => (typeof block === "string" ? block : "")), linkWaitMs);
  // A paragraph with references goes as its runs alone, whose texts make it up.
  const blocks = chapter.blocks.map((block, index): LibraryChapterBlock =>
    typeof block === "string" ? { type: "paragraph", text: links?.[index] ?? block } : { type: "heading", level: block.level, text: block.heading },
  );
  const words = chapter.blocks.reduce((sum, block) => sum + countWords(typeof block === "string" ? block : block.heading), 0);
  const neighbour = (n: number) => {
    const other = book.chapters[n - 1];
    return other ? { number: n, title: other.title } : null;
  };
  return {
    bookId,
    bookTitle: entry.title,
    author: entry.author,
    chapter: number,
    chapterCount: book.chapters.length,
    title: chapter.title,
    words,
    readingMinutes: readingMinutes(words),
    blocks,
    previous: neighbour(number - 1),
    next: neighbour(number + 1),
    ...(links ? {} : { linksPending: true }),
  };
}

/**
 * PDFs are a Premium and Family feature (`paymentPlan` > 0). One read: the
 * caller's profile. A signed-in account without a profile is told to sign in
 * again, as the quiz and devotionals do.
 */
export async function assertMayDownloadPdf(store: Store, uid: string): Promise<void> {
  // The effective plan: a Family member has PDFs while the owner's Family plan is active.
  const profile = await getProfileWithEffectivePlan(store, uid);
  if (!profile) throw new AppError("unauthenticated", msg("library.signInAgain"));
  if (profile.paymentPlan <= 0) throw new AppError("permission-denied", msg("library.pdfPremium"));
}
