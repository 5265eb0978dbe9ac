import type { Language } from "./languages.ts";

/**
 * The app's pages with a parameter in their address (a devotional, a
 * circle's chat, a followed plan): what each shows before its data arrives
 * is the same for every address it serves, so the build prerenders it once
 * per language (scripts/web/landing-vite-plugin.ts) into the server build's
 * folder (homePageBuild.dir), and the `pages` function (firebase.json
 * rewrites each pattern to it) sends the file in the visitor's language:
 * Hosting's own i18n serves only exact addresses. The page paints from
 * HTML, then hydrates and asks for its data, as the prerendered pages do.
 *
 * `pattern` is the router's (web/src/app/router.tsx) and Express's form of
 * the address; firebase.json's rewrite has `*` for each parameter.
 */
export const heldPages = [
  { pattern: "/Devotionals/:id", file: "devotional.html" },
  { pattern: "/Articles/:slug", file: "article.html" },
  { pattern: "/Books/:bookId", file: "book.html" },
  { pattern: "/Books/:bookId/:chapter", file: "book-chapter.html" },
  { pattern: "/learn/:lessonId", file: "lesson.html" },
  { pattern: "/Plans/:userPlanId", file: "plan.html" },
  { pattern: "/chat/join/:code", file: "circle-join.html" },
  { pattern: "/chat/:circleId", file: "circle-chat.html" },
  { pattern: "/challenges/:runId", file: "challenge-run.html" },
] as const;

export type HeldPage = (typeof heldPages)[number];

/**
 * The page for an address no route of the app knows (the router's `*`), held the same way: the build prerenders
 * it per language, and the `pages` function, which Hosting's last rewrite (`**`) sends every other address to,
 * sends it. It answers 200, as the app always has for its not-found page (Lighthouse cannot measure a 404).
 */
export const notFoundPage = { pattern: "*", file: "not-found.html" } as const;

/**
 * Every route's pattern in the app's router but the catch-all, written by the build beside the held pages (from
 * the router itself), so the function tells an address the app answers (`/Bible`, `/subscription`, `/plans` in
 * any case, as the router matches it) from one it does not: the first gets app.html, the second the not-found page.
 */
export const routePatternsFile = "held/routes.json";

/** A held page's file in `language`, under the server build's folder. */
export const heldPageFile = (file: HeldPage["file"] | (typeof notFoundPage)["file"], language: Language): string => `held/${language}/${file}`;

/** The pattern as firebase.json's rewrite source: each `:parameter` a `*` (one segment). */
export const rewriteSource = (pattern: string): string => pattern.replace(/:[^/]+/g, "*");

/** Whether `pathname` is an address of `pattern` (one non-empty segment per parameter; a trailing slash allowed, as Hosting's globs match it). */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const segments = pattern.split("/");
  const actual = pathname.replace(/\/$/, "").split("/");
  return segments.length === actual.length && segments.every((segment, index) => (segment.startsWith(":") ? (actual[index] ?? "") !== "" : segment === actual[index]));
}

/** The held page served at `pathname`, if any. */
export const heldPageAt = (pathname: string): HeldPage | undefined => heldPages.find((page) => matchesPattern(page.pattern, pathname));

/**
 * Whether the router's `pattern` matches `pathname` as React Router does: letters in any case, an optional
 * parameter (`:chapter?`) present or not, a trailing slash allowed.
 */
export function routerMatches(pattern: string, pathname: string): boolean {
  const actual = pathname.replace(/\/+$/, "").split("/");
  const segments = pattern.replace(/\/+$/, "").split("/");
  const required = segments.filter((segment) => !segment.endsWith("?")).length;
  if (actual.length < required || actual.length > segments.length) return false;
  return actual.every((value, index) => {
    const segment = segments[index] ?? "";
    if (segment.startsWith(":")) return value !== "";
    return segment.toLowerCase() === value.toLowerCase();
  });
}
