import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { inLanguage } from "@berea/contracts/document-language";
import { heldPageAt, heldPageFile, notFoundPage, routePatternsFile, routerMatches, type HeldPage } from "@berea/contracts/held-pages";
import type { Language } from "@berea/contracts/languages";
import type { Request, Response } from "express";
import { logger } from "../lib/logger.ts";
import { applySecurityHeaders } from "../lib/security-headers.ts";
import { pageLanguage } from "./page-language.ts";
import { sharedPageCacheControl } from "./page-cache.ts";

/**
 * The app's pages with a parameter in their address (contracts/held-pages.ts:
 * `/Devotionals/:id`, `/chat/:circleId`, …), in the visitor's language. Each
 * is the page's loading state, prerendered by the web build once per
 * language into the server build's folder; the browser paints it from HTML,
 * then the app renders the page over it and asks for its data (issue 23: no
 * page waits for its script to paint). Hosting rewrites each pattern to the
 * `pages` function; locally the local server mounts the same handler.
 *
 * Every other address comes here too (Hosting's last rewrite): one no route
 * of the app knows gets the not-found page, held the same way; one the
 * router answers without a page of its own here (`/Bible`, which goes on to
 * the last chapter read, `/subscription`, `/plans` typed in lower case) gets
 * app.html, as does any address when a file cannot be read: in the visitor's
 * language (its title, description and `<html lang>` until the app is live).
 *
 * The page is the same for every visitor and every address of its pattern,
 * so the CDN keeps it for a day per Accept-Language (`Vary`), as it keeps a
 * chapter's page (reader-page.ts, which explains why not by the language
 * cookie); Hosting empties its cache on every deploy. app.html is not kept.
 */
export function heldPageHandler(serverDir: string, appHtml: () => Promise<string>) {
  const files = new Map<string, Promise<string>>();
  const read = (page: HeldPage | typeof notFoundPage, language: Language): Promise<string> => {
    const file = heldPageFile(page.file, language);
    let html = files.get(file);
    if (!html) {
      html = readFile(join(serverDir, file), "utf8");
      files.set(file, html);
      // A failed read is tried again by the next visit.
      html.catch(() => files.delete(file));
    }
    return html;
  };
  let routePatterns: Promise<string[]> | undefined;
  const routerKnows = async (pathname: string): Promise<boolean> => {
    if (!routePatterns) {
      routePatterns = readFile(join(serverDir, routePatternsFile), "utf8").then((text) => JSON.parse(text) as string[]);
      // A failed read is tried again by the next visit.
      routePatterns.catch(() => (routePatterns = undefined));
    }
    return (await routePatterns).some((pattern) => routerMatches(pattern, pathname));
  };
  /** The held page for `pathname`: its pattern's, else the not-found page where no route answers it; none for app.html. */
  const pageFor = async (pathname: string): Promise<HeldPage | typeof notFoundPage | undefined> => {
    const page = heldPageAt(pathname);
    if (page) return page;
    return (await routerKnows(pathname)) ? undefined : notFoundPage;
  };
  return async (req: Request, res: Response): Promise<void> => {
    applySecurityHeaders(res);
    const page = await pageFor(req.path).catch((error: unknown) => {
      logger.error("The router's routes could not be read; app.html was sent instead.", { error, address: req.originalUrl });
      return undefined;
    });
    const language = pageLanguage(undefined, { acceptLanguage: req.headers["accept-language"] });
    const html = page
      ? await read(page, language).catch((error: unknown) => {
          logger.error("A held page could not be read; app.html was sent instead.", { error, address: req.originalUrl, page: page.file, language });
          return null;
        })
      : null;
    res
      .status(200)
      .set({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": html ? sharedPageCacheControl : "no-cache", Vary: "Accept-Language" })
      .send(html ?? inLanguage(await appHtml(), language));
  };
}
