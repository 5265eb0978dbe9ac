/// <reference lib="webworker" />
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst } from "workbox-strategies";
import { prerenderedPages, serverRenderedHome } from "./app/prerendered/pages.ts";

/**
 * Berea's service worker (built by vite-plugin-pwa from this file):
 * - the app shell (HTML, scripts, styles, fonts, icons) is precached, so the
 *   app opens without a connection;
 * - Bible chapters are cached as they are read. Their URLs carry a hash of
 *   the text, so a cached chapter is never stale: cache first, forever;
 * - the signed-in home is rendered by the server for each visit: from the
 *   network, else (offline) the precached app page, which loads it in the browser;
 * - the API, sign-in and payments always go to the network.
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

// `/` is the prerendered landing page (index.html); every other address is the app's page (app.html), as on Hosting.
registerRoute(new NavigationRoute(createHandlerBoundToURL("/index.html"), { allowlist: [/^\/(\?.*)?$/] }));
// The app's prerendered pages (sign-in, sign-up, password reset) for their own addresses.
for (const page of prerenderedPages) {
  registerRoute(({ request, url }) => request.mode === "navigate" && url.pathname === page.path, createHandlerBoundToURL(`/${page.file}`));
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
