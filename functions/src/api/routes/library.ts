import { once } from "node:events";
import {
  devotionalPdfQuerySchema,
  libraryCatalogRequestSchema,
  libraryChapterRequestSchema,
  libraryPdfQuerySchema,
  pdfUpgradeMessage,
} from "@berea/contracts/library";
import type { NextFunction, Request, Response } from "express";
import { loadBooks, loadTranslation } from "../../bible/bible-data.ts";
import { loadDevotionalLibrary } from "../../devotionals/devotional-data.ts";
import { assertMayDownloadPdf, libraryCatalog, libraryChapter, readableBook } from "../../library/library.ts";
import { loadLibraryBook } from "../../library/library-data.ts";
import { bookPdf, devotionalPathPdf, type PdfJob } from "../../library/pdf.ts";
import { logger } from "../../lib/logger.ts";
import { meterCost } from "../../store/cost-meter.ts";
import { AppError } from "../app-error.ts";
import type { ApiDeps } from "../deps.ts";
import { parseBody } from "../parse.ts";
import { requireCaller } from "../session.ts";

/**
 * `Content-Disposition` for a download: the title as the file name, with an
 * ASCII fallback for old clients and the exact name in RFC 5987 form.
 */
export function attachment(filename: string): string {
  const ascii = filename
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, "")
    .replace(/[–—]/g, "-")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/["\\]/g, "");
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

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
 * A route that answers with a PDF: `prepare` validates, checks the caller
 * and returns the job (its errors are JSON replies like any route's); the
 * pages are then streamed as they are made, waiting for the client between
 * chapters and stopping if it goes away. A failure after the first byte can
 * only cut the download short: the error is logged and the connection closed.
 */
function pdfRoute(prepare: (req: Request) => Promise<PdfJob>) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    let job: PdfJob;
    try {
      const { result, cost } = await meterCost(() => prepare(req));
      res.setHeader("X-Store-Cost", `reads=${cost.reads}, writes=${cost.writes}`);
      job = result;
    } catch (error) {
      next(error);
      return;
    }
    res.status(200);
    res.setHeader("Content-Type", "application/pdf");
    res.setHeader("Content-Disposition", attachment(job.filename));
    res.setHeader("Cache-Control", "private, no-store");
    res.setHeader("X-Content-Type-Options", "nosniff");
    if (req.method === "HEAD") {
      res.end();
      return;
    }
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
      if (!(error instanceof ClientGone)) logger.error("PDF generation failed", { path: req.path, error });
      res.destroy();
    }
  };
}

/**
 * The library: `POST /api/library/catalog` (public), `POST /api/library/chapter`
 * (signed in), and the PDFs `GET /api/library/pdf?book=` and
 * `GET /api/library/devotional-pdf?path=` (Premium and Family).
 */
export function libraryHandlers(api: ApiDeps) {
  return {
    catalog: (req: Request) => {
      parseBody(libraryCatalogRequestSchema, req.body);
      return Promise.resolve(libraryCatalog());
    },
    chapter: async (req: Request) => {
      const { bookId, chapter } = parseBody(libraryChapterRequestSchema, req.body);
      await requireCaller(api.auth, req);
      return libraryChapter(bookId, chapter);
    },
    bookPdf: pdfRoute(async (req) => {
      const { book } = parseBody(libraryPdfQuerySchema, req.query);
      const caller = await requireCaller(api.auth, req);
      const entry = readableBook(book);
      await assertMayDownloadPdf(api.store, caller.uid, pdfUpgradeMessage);
      return bookPdf(entry, loadLibraryBook(entry.id));
    }),
    devotionalPdf: pdfRoute(async (req) => {
      const { path: pathId } = parseBody(devotionalPdfQuerySchema, req.query);
      const caller = await requireCaller(api.auth, req);
      const path = loadDevotionalLibrary().paths.find((candidate) => candidate.id === pathId);
      if (!path) throw new AppError("not-found", "There is no devotional path with that id.");
      await assertMayDownloadPdf(api.store, caller.uid, pdfUpgradeMessage);
      return devotionalPathPdf(path, { kjv: loadTranslation("kjv"), books: loadBooks() });
    }),
  };
}
