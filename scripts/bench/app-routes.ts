import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { createServer } from "vite";

/**
 * The pages the web benches measure, taken from the app's router itself
 * (web/src/app/router.tsx, loaded through Vite as the build would): a new
 * route is measured without anyone adding it to a list. A route under a
 * `SessionGuard` is opened signed in. A route with parameters needs a sample
 * address below, made from the data a bench reader holds; a route without
 * one fails the bench and `app-routes.test.ts`, so none is left out quietly.
 */

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
const webRoot = join(repoRoot, "web");

export interface RouterPage {
  /** The route's path as the router declares it, e.g. "/Plans/:userPlanId". */
  pattern: string;
  /** Under a SessionGuard: the page needs an account. */
  signedIn: boolean;
}

/** What the bench's signed-in reader holds (scripts/bench/lighthouse.ts seeds it), for the addresses that name it. */
export interface BenchReaderData {
  userPlanId: string;
  circleId: string;
  inviteCode: string;
  challengeRunId: string;
}

const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(repoRoot, path), "utf8")) as T;

/** Something real to open for each parameter, from the committed data. */
function committedSamples() {
  const readableBook = readJson<{ books: { id: string; readable: boolean }[] }>("data/library/catalog.json").books.find((book) => book.readable);
  const firstArticle = readdirSync(join(repoRoot, "data/articles")).find((file) => file.endsWith(".json"));
  const firstPath = readdirSync(join(repoRoot, "data/devotionals")).find((file) => file.endsWith(".json"));
  if (!readableBook || !firstArticle || !firstPath) throw new Error("The committed data has no readable book, article or devotional to measure.");
  const devotional = readJson<{ days: { id: string }[] }>(`data/devotionals/${firstPath}`).days[0];
  if (!devotional) throw new Error(`data/devotionals/${firstPath} has no days.`);
  return { bookId: readableBook.id, articleSlug: firstArticle.replace(/\.json$/, ""), devotionalId: devotional.id };
}

/** The address measured for each route with parameters (and the catch-all). */
export const routeSamples: Record<string, (reader: BenchReaderData) => string> = {
  "/Bible/:translation/:book/:chapter?": () => "/Bible/kjv/John/3",
  "/Books/:bookId": () => `/Books/${committedSamples().bookId}`,
  "/Books/:bookId/:chapter": () => `/Books/${committedSamples().bookId}/1`,
  "/Articles/:slug": () => `/Articles/${committedSamples().articleSlug}`,
  "/Devotionals/:id": () => `/Devotionals/${committedSamples().devotionalId}`,
  "/learn/:lessonId": () => "/learn/bible-basics-01",
  "/Plans/:userPlanId": (reader) => `/Plans/${encodeURIComponent(reader.userPlanId)}`,
  "/games/:game": () => "/games/books-order",
  "/chat/join/:code": (reader) => `/chat/join/${encodeURIComponent(reader.inviteCode)}`,
  "/chat/:circleId": (reader) => `/chat/${encodeURIComponent(reader.circleId)}`,
  "/challenges/:runId": (reader) => `/challenges/${encodeURIComponent(reader.challengeRunId)}`,
  "*": () => "/no-such-page",
  // The address Hosting serves them at: firebase.json's trailingSlash: false redirects /tos/ to /tos (pages.ts's servedPath).
  "/tos/": () => "/tos",
  "/privacy/": () => "/privacy",
};

/** The quiz's play routes open a quiz of a topic and difficulty, as the quiz home links to them. */
const quizPlay = new Set(["/q", "/qz", "/tf", "/fb", "/sq"]);

/** The address to measure for a route, or an error naming the route that has no sample. */
export function sampleAddress(page: RouterPage, reader: BenchReaderData): string {
  const sample = routeSamples[page.pattern];
  if (sample) return sample(reader);
  // A mixed quiz: every play route has enough questions of its type in it at every difficulty.
  if (quizPlay.has(page.pattern)) return `${page.pattern}?topic=mixed&difficulty=easy`;
  if (page.pattern.includes(":")) throw new Error(`The route ${page.pattern} has parameters but no sample address in scripts/bench/app-routes.ts routeSamples.`);
  return page.pattern;
}

/** Routes with parameters that have no sample address (what the test checks is empty). */
export const unsampledRoutes = (pages: RouterPage[]): string[] =>
  pages.filter((page) => page.pattern.includes(":") && !routeSamples[page.pattern]).map((page) => page.pattern);

/**
 * Every page route of the app's router, in its order: each route with a
 * path and a page to show (a route that only redirects, like /Articles, has
 * a loader and no page, and is left out).
 */
export async function routerPages(): Promise<RouterPage[]> {
  const server = await createServer({
    configFile: join(webRoot, "vite.config.ts"),
    root: webRoot,
    logLevel: "error",
    appType: "custom",
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const router = (await server.ssrLoadModule("/src/app/router.tsx")) as { routes: (queryClient: unknown) => RouteObject[] };
    const guard = (await server.ssrLoadModule("/src/app/session-guard.tsx")) as { SessionGuard: ComponentType };
    const pages: RouterPage[] = [];
    const walk = (routes: RouteObject[], signedIn: boolean) => {
      for (const route of routes) {
        const element = route.element as { type?: unknown } | null | undefined;
        const guarded = signedIn || element?.type === guard.SessionGuard;
        if (route.path && (route.lazy || route.Component || route.element)) pages.push({ pattern: route.path, signedIn: guarded });
        if (route.children) walk(route.children, guarded);
      }
    };
    // The query client is only used inside the reader's loader, which is never called here.
    walk(router.routes(null), false);
    return pages;
  } finally {
    await server.close();
  }
}
