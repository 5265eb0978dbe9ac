/// <reference lib="webworker" />
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute } from "workbox-precaching";
import type { RouteHandlerCallback } from "workbox-core";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst } from "workbox-strategies";
import { languageFrom, type Language } from "@berea/contracts/languages";
import { localizedFile, prerenderedPages, servedPath, serverRenderedHome } from "./app/prerendered/pages.ts";

/**
 * Berea's service worker (built by vite-plugin-pwa from this file):
 * - the app shell (HTML, scripts, styles, fonts, icons) is precached, so the
 *   app opens without a connection;
 * - Bible chapters are cached as they are read. Their URLs carry a hash of
 *   the text, so a cached chapter is never stale: cache first, forever;
 * - the signed-in home is rendered by the server for each visit: from the
 *   network, else (offline) the precached app page, which loads it in the browser;
 * - the API, sign-in and payments always go to the network;
 * - the landing and the prerendered pages come in the reader's language, as
 *   Hosting's i18n rewrites serve them (pages.ts's localizedFile).
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

registerRoute(
  ({ url, request }) => url.origin === self.location.origin && request.method === "GET" && url.pathname.startsWith("/assets/bible/"),
  new CacheFirst({
    cacheName: "bible-chapters",
    plugins: [new ExpirationPlugin({ maxEntries: 4000, purgeOnQuotaError: true })],
  }),
);

/**
 * The reader's language as Hosting picks the page's: the `firebase-language-override`
 * cookie (lib/language.ts sets it with the reader's choice), else the browser's
 * languages (which its Accept-Language says). The cookie is read through the
 * Cookie Store API where the browser has it (Chromium); elsewhere the browser's
 * languages decide, and a page in another language than the reader chose
 * follows their choice once live (main.tsx).
 */
async function readerLanguage(): Promise<Language> {
  const cookieStore = (self as { cookieStore?: { get: (name: string) => Promise<{ value: string } | null> } }).cookieStore;
  const chosen = await cookieStore?.get("firebase-language-override").catch(() => null);
  return languageFrom(chosen?.value ? chosen.value.split(",") : self.navigator.languages);
}

/** A prerendered page (`path`) in the reader's language from the precache, else its English file. */
function prerendered(path: string, englishFile: string): RouteHandlerCallback {
  const english = createHandlerBoundToURL(`/${englishFile}`);
  return async (options) => (await matchPrecache(`/${localizedFile(path, await readerLanguage())}`)) ?? english(options);
}

// `/` is the prerendered landing page (index.html); every other address is the app's page (app.html), as on Hosting.
registerRoute(new NavigationRoute(prerendered("/", "index.html"), { allowlist: [/^\/(\?.*)?$/] }));
// The app's prerendered pages (sign-in, sign-up, password reset, …) for their own addresses, with or without a
// trailing slash as Hosting's rewrites match them (`/tos/` and `/tos`; pages.ts's servedPath).
for (const page of prerenderedPages) {
  registerRoute(({ request, url }) => request.mode === "navigate" && servedPath(url.pathname) === servedPath(page.path), prerendered(page.path, page.file));
}
registerRoute(
  ({ request, url }) => request.mode === "navigate" && url.pathname === serverRenderedHome.path,
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch {
      return (await matchPrecache("/app.html")) ?? Response.error();
    }
  },
);
registerRoute(
  new NavigationRoute(createHandlerBoundToURL("/app.html"), {
    denylist: [/^\/api\//, /^\/stripe\//, /^\/__\//],
  }),
);
