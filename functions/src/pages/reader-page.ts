import { chapterAssets } from "@berea/contracts/chapter-asset";
import type { ChapterSource } from "@berea/contracts/home-page";
import type { Request, Response } from "express";
import { loadBooks, loadTranslation, loadVersification } from "../bible/bible-data.ts";
import { logger } from "../lib/logger.ts";
import { applySecurityHeaders } from "../lib/security-headers.ts";
import type { HomePageFiles } from "./home-page.ts";
import { sharedPageCacheControl } from "./page-cache.ts";
import { pageLanguage } from "./page-language.ts";

/**
 * `GET /Bible/:translation/:book/:chapter`, a chapter's page in the reader,
 * rendered on the server (issue 23: the reader paints the chapter before any
 * script runs). Hosting rewrites a chapter's address to the `pages`
 * function; locally the local server mounts the same handler.
 *
 * The page is the same for everyone (a reader's notes, text size and the
 * verse in the address's hash apply in the browser), so the CDN may keep it
 * for a day; Hosting empties its cache on every deploy, so a kept page never
 * names scripts an older build had. The browser asks again each time (its
 * ETag makes that a 304). No database is read. An address that is not a
 * chapter as the app writes it, or a render that fails, gets app.html: the
 * app then corrects the address or explains, as it always has.
 *
 * Its words (the reader's tools, not the Scripture, which the address names)
 * are in the language of the visitor's Accept-Language, and the response
 * says `Vary: Accept-Language`, so the CDN keeps a copy per language list.
 * Not by the language cookie: Hosting passes no cookie but `__session` to a
 * function, and a page kept per cookie would be kept per visitor. A reader
 * who chose another language in the app than their browser's sees the page
 * switch to it once live, as on any page.
 */

/** The chapters exactly as the web build writes their static files (contracts/chapter-asset.ts), from the Bible data the functions ship. */
export const bibleChapters: ChapterSource = chapterAssets({ text: loadTranslation, books: loadBooks, versification: loadVersification });

/** The addresses the handler renders: Express's form of firebase.json's rewrite of a chapter's address to the `pages` function. */
export const readerPagePattern = "/Bible/:translation/:book/:chapter";

export const readerPageCacheControl = sharedPageCacheControl;

export function readerPageHandler(files: () => Promise<HomePageFiles>, chapters: ChapterSource = bibleChapters) {
  return async (req: Request, res: Response): Promise<void> => {
    applySecurityHeaders(res);
    const { renderer, readerTemplate, appHtml } = await files();
    const language = pageLanguage(undefined, { acceptLanguage: req.headers["accept-language"] });
    const page = await renderer.renderReaderPage(readerTemplate, req.originalUrl, chapters, language).catch((error: unknown) => {
      logger.error("A chapter's page could not be rendered on the server; app.html was sent instead.", { error, address: req.originalUrl });
      return null;
    });
    res
      .status(200)
      .set({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": page ? readerPageCacheControl : "no-cache", Vary: "Accept-Language" })
      .send(page ?? appHtml);
  };
}
