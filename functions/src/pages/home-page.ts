import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { HomePageData, HomePageRenderer, homePageBuild } from "@berea/contracts/home-page";
import type { Request, Response } from "express";
import { dashboardDeps } from "../api/routes/dashboard.ts";
import { devotionalDeps } from "../api/routes/devotionals.ts";
import { userDataOf } from "../users/user-data.ts";
import type { ApiDeps } from "../api/deps.ts";
import { findCaller } from "../api/session.ts";
import { verseOfTheDay } from "../bible/verse-of-the-day.ts";
import { getDashboard } from "../dashboard/dashboard.ts";
import { todaysDevotional } from "../devotionals/devotionals.ts";
import { withEffectivePlan } from "../family/effective-plan.ts";
import { logger } from "../lib/logger.ts";
import { applySecurityHeaders } from "../lib/security-headers.ts";
import { localDate } from "../quiz/local-date.ts";
import { meterCost } from "../store/cost-meter.ts";
import { homeViewOf } from "../users/home-view.ts";
import { getProfile } from "../users/profiles.ts";
import { pageLanguage } from "./page-language.ts";

/**
 * `GET /dashboard`, the signed-in home, rendered on the server for each visit
 * (issue 7: its largest paint, the day's verse, must not wait for the app's
 * scripts and three API calls). Hosting rewrites the address to the `pages`
 * function; locally the local server mounts the same handler.
 *
 * A visitor with a valid session cookie whose profile says how their home was
 * last shown (`homeView`: time zone and translations, kept by the dashboard's
 * own call) gets the page with their greeting, verse, devotional and progress
 * in it, and the query cache it was rendered from, which the browser hydrates
 * without asking again. Everyone else, and any visit whose render fails, gets
 * app.html: the app then loads the home as it always has, or sends a visitor
 * who is not signed in to /login. A navigation never sees an error page.
 * The page is in the reader's language (`pageLanguage`: the profile's, else
 * the browser's choice in the override cookie, else Accept-Language), with
 * `<html lang>` saying which, the language the browser hydrates it in.
 *
 * Cost: the Auth lookup of the cookie, then the profile (1 read, and the
 * owner's for a Family member), the rest of the dashboard and today's
 * devotional (its read mark and note): what the page's own calls would cost,
 * less the profile they would each read again.
 */

/**
 * Where the functions' build (build.ts) puts the web build's files next to the
 * bundle: web/dist/.server's files in `server` (no dot folder: the deploy
 * would not be sure to upload it) and app.html.
 */
export const shippedWebFiles = { serverDir: "web/server", appHtml: "web/app.html" } as const;

/** The web build's files the pages need (web/dist/.server and app.html). */
export interface HomePageFiles {
  renderer: HomePageRenderer;
  template: string;
  /** The shell of a chapter's page (pages/reader-page.ts). */
  readerTemplate: string;
  appHtml: string;
}

/** The names of the server build's files in its folder (contracts' homePageBuild). */
export type ServerBuildNames = Pick<typeof homePageBuild, "renderer" | "template" | "readerTemplate">;

/** Reads the files on the first visit and keeps them; the server build loads only then, not at cold start. */
export function homePageFiles(serverDir: string, appHtmlFile: string, names: ServerBuildNames): () => Promise<HomePageFiles> {
  let files: Promise<HomePageFiles> | undefined;
  return () =>
    (files ??= (async () => {
      const [module, template, readerTemplate, appHtml] = await Promise.all([
        import(pathToFileURL(join(serverDir, names.renderer)).href) as Promise<{ renderer: HomePageRenderer }>,
        readFile(join(serverDir, names.template), "utf8"),
        readFile(join(serverDir, names.readerTemplate), "utf8"),
        readFile(appHtmlFile, "utf8"),
      ]);
      return { renderer: module.renderer, template, readerTemplate, appHtml };
    })());
}

export function homePageHandler(api: ApiDeps, files: () => Promise<HomePageFiles>) {
  const dashboard = dashboardDeps(api);
  const devotionals = devotionalDeps(api);

  /** The visitor's home, or null when it is app.html's to show. */
  async function render(req: Request, { renderer, template }: HomePageFiles): Promise<string | null> {
    const caller = await findCaller(api.auth, req);
    if (!caller) return null;
    const profile = await getProfile(api.store, caller.uid);
    const view = profile ? homeViewOf(profile) : null;
    if (!profile || !view) return null;
    const at = api.now();
    // Read once, with its effective plan, for all three parts of the page.
    const effective = await withEffectivePlan(api.store, profile);
    const language = pageLanguage(profile.language, { cookie: req.headers.cookie, acceptLanguage: req.headers["accept-language"] });
    const [userData, dashboardReply, devotional] = await Promise.all([
      userDataOf(api, caller, effective),
      // The reading plans' titles and labels in the page's language, as the browser asks for them (lang in the query key).
      getDashboard(dashboard(), caller.uid, view.timeZone, { profile: effective, language }),
      todaysDevotional(devotionals(), caller.uid, view.timeZone, view.devotionalTranslation, effective),
    ]);
    const verse = verseOfTheDay({ date: localDate(at, profile.timeZone ?? view.timeZone), translation: view.verseTranslation });
    const data: HomePageData = { view, language, renderedAt: at.toISOString(), userData, dashboard: dashboardReply, verse, devotional };
    return renderer.renderHomePage(template, data);
  }

  return async (req: Request, res: Response): Promise<void> => {
    applySecurityHeaders(res);
    const pageFiles = await files();
    const { result: page, cost } = await meterCost(() =>
      render(req, pageFiles).catch((error: unknown) => {
        logger.error("The home could not be rendered on the server; app.html was sent instead.", { error });
        return null;
      }),
    );
    // Someone's own page: no shared cache may keep it.
    res
      .status(200)
      .set({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-store", "X-Store-Cost": `reads=${cost.reads}, writes=${cost.writes}` })
      .send(page ?? pageFiles.appHtml);
  };
}
