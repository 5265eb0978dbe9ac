import { once } from "node:events";
import type { libraryEndpoints } from "@berea/contracts/library";
import type { Response } from "express";
import { loadBooks, loadTranslation } from "../../bible/bible-data.ts";
import { loadDevotionalLibrary } from "../../devotionals/devotional-data.ts";
import { AppError } from "../../lib/app-error.ts";
import { msg } from "../../lib/messages/message.ts";
import { logger } from "../../lib/logger.ts";
import { assertMayDownloadPdf, libraryCatalog, libraryChapter, readableBook } from "../../library/library.ts";
import { loadLibraryBook } from "../../library/library-data.ts";
import type { PdfJob } from "../../library/pdf.ts";
import type { ApiDeps } from "../deps.ts";
import type { AreaHandlers, FileAnswer } from "../mount.ts";

/** PDFKit and its fonts load with the first PDF, not with the library's other calls. */
const loadPdf = () => import("../../library/pdf.ts");

class ClientGone extends Error {}

/** Resolves when the response can take more, or is closed; leaves no listener behind. */
function drainedOrClosed(res: Response): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      res.off("drain", done);
      res.off("close", done);
      resolve();
    };
    res.on("drain", done);
    res.on("close", done);
  });
}

/**
 * A PDF, streamed as its pages are made, waiting for the client between
 * chapters and stopping if it goes away. A failure after the first byte can
 * only cut the download short: the error is logged and the connection closed.
 */
function streamedPdf(job: PdfJob): FileAnswer {
  return {
    filename: job.filename,
    write: async (res) => {
      let gone = false;
      res.on("close", () => {
        if (!res.writableFinished) gone = true;
      });
      job.doc.on("data", (chunk: Buffer) => {
        if (!gone) res.write(chunk);
      });
      const ended = once(job.doc, "end");
      try {
        await job.write(async () => {
          if (gone) throw new ClientGone();
          if (res.writableNeedDrain) await drainedOrClosed(res);
          // Let other requests run between chapters: a long book takes a few seconds to set.
          await new Promise((resolve) => setImmediate(resolve));
          if (gone) throw new ClientGone();
        });
        await ended;
        res.end();
      } catch (error) {
        if (!(error instanceof ClientGone)) logger.error("PDF generation failed", { filename: job.filename, error });
        res.destroy();
      }
    },
  };
}

/** The library: the catalogue, a chapter, and books and devotional paths as PDFs (Premium and Family). */
export function libraryHandlers(api: ApiDeps): AreaHandlers<typeof libraryEndpoints> {
  return {
    catalog: () => Promise.resolve(libraryCatalog()),
    chapter: ({ bookId, chapter }) => libraryChapter(bookId, chapter),
    bookPdf: async ({ book }, { caller }) => {
      const entry = readableBook(book);
      await assertMayDownloadPdf(api.store, caller.uid);
      const { bookPdf } = await loadPdf();
      return streamedPdf(bookPdf(entry, loadLibraryBook(entry.id)));
    },
    devotionalPdf: async ({ path: pathId }, { caller }) => {
      const path = loadDevotionalLibrary().paths.find((candidate) => candidate.id === pathId);
      if (!path) throw new AppError("not-found", msg("library.noSuchPath"));
      await assertMayDownloadPdf(api.store, caller.uid);
      const { devotionalPathPdf } = await loadPdf();
      return streamedPdf(devotionalPathPdf(path, { kjv: loadTranslation("kjv"), books: loadBooks() }));
    },
  };
}
