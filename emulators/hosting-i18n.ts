import { readFileSync } from "node:fs";

/**
 * Firebase Hosting's i18n rewrites, for the local server (`npm start`): which
 * file Hosting serves for a request from the static content, with
 * firebase.json's `hosting.i18n.root`. Hosting's documented order
 * (https://firebase.google.com/docs/hosting/i18n-rewrites, "Priority order"),
 * which firebase-tools' emulator (superstatic's utils/i18n.js and
 * middleware/files.js) does the same way:
 * - the languages are the `firebase-language-override` cookie's list if it
 *   is set, else the `Accept-Language` header's, in order, each without its
 *   region ("es-ES" is "es");
 * - for the address, each language's folder `<root>/<language>_ALL/`, then
 *   `<root>/<language>/`, then the public folder itself: the first that
 *   holds the file wins;
 * - then the same for the address's index.html (with `trailingSlash: false`,
 *   `/login` is served `login/index.html` without a redirect, and `/login/`
 *   is redirected to `/login`: trailingSlashRedirect);
 * - only then the rewrites (`/login` → `/login.html`, `**` → the `pages` function): i18n
 *   content is an exact match or nothing, never a rewrite's destination.
 * The country (`<language>_<country>`, `ALL_<country>`) is left out: Berea's
 * folders are per language only.
 */
export interface I18nRequest {
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
}

/** The request's languages in Hosting's order: the override cookie's, else Accept-Language's (regions dropped, duplicates once). */
export function requestLanguages({ cookie, acceptLanguage }: I18nRequest): string[] {
  const override = cookie
    ?.split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith("firebase-language-override="))
    ?.slice("firebase-language-override=".length);
  if (override) return override.split(",").map((language) => language.trim().toLowerCase()).filter(Boolean);
  const seen: string[] = [];
  for (const entry of (acceptLanguage ?? "").split(",")) {
    const language = entry.split(";")[0]?.trim().split("-")[0]?.toLowerCase();
    if (language && language !== "*" && !seen.includes(language)) seen.push(language);
  }
  return seen;
}

/**
 * The file Hosting's static step serves for `pathname` (a path under the
 * public folder, with a leading slash), or null when none matches and the
 * rewrites decide. `isFile` answers for a path under the public folder.
 */
export function hostingStaticFile(pathname: string, request: I18nRequest, i18nRoot: string | null, isFile: (path: string) => boolean): string | null {
  const root = i18nRoot ? `/${i18nRoot.replace(/^\/+|\/+$/g, "")}` : null;
  const languages = root ? requestLanguages(request) : [];
  const candidates = (path: string) => [...languages.flatMap((language) => [`${root}/${language}_ALL${path}`, `${root}/${language}${path}`]), path];
  const index = `${pathname.endsWith("/") ? pathname : `${pathname}/`}index.html`;
  for (const path of [pathname, index]) {
    const found = candidates(path.replace(/\/{2,}/g, "/")).find((candidate) => isFile(candidate));
    if (found) return found;
  }
  return null;
}

/**
 * Where Hosting redirects `pathname` (with its query string, `search`), or
 * null when it does not. With firebase.json's `trailingSlash: false`, an
 * address with a trailing slash whose folder index the static step would
 * serve (`/tos/` → `localized/en_ALL/tos/index.html`) is redirected to the
 * address without it, which then serves that index (superstatic's
 * middleware/files.js, which firebase-tools' emulator runs, does the same).
 * An address whose index is found in no folder (a language without one) is
 * left to the rewrites, which match it with or without the slash.
 */
export function trailingSlashRedirect(pathname: string, search: string, request: I18nRequest, i18nRoot: string | null, isFile: (path: string) => boolean): string | null {
  if (pathname === "/" || !pathname.endsWith("/")) return null;
  const file = hostingStaticFile(pathname, request, i18nRoot, isFile);
  if (!file?.endsWith("/index.html")) return null;
  return `${pathname.replace(/\/+$/, "") || "/"}${search}`;
}

/** firebase.json's `hosting.i18n.root`, or null without i18n rewrites. */
export function i18nRootOf(firebaseJsonPath: string): string | null {
  const config = JSON.parse(readFileSync(firebaseJsonPath, "utf8")) as { hosting?: { i18n?: { root?: string } } };
  return config.hosting?.i18n?.root ?? null;
}
