import { existsSync, statSync } from "node:fs";
import type { Server } from "node:http";
import { join } from "node:path";
import compression from "compression";
import express from "express";
import { createApiApp } from "../functions/src/api/app.ts";
import { billingFromEnv } from "../functions/src/billing/billing-settings.ts";
import { stripeWebhookHandler } from "../functions/src/billing/webhook-http.ts";
import { adminAuth } from "../functions/src/lib/firebase-admin.ts";
import { seedPlans } from "../functions/src/plans/plans.ts";
import { createStoreFromEnv } from "../functions/src/store/create-store.ts";
import type { Store } from "../functions/src/store/port.ts";
import { headerMatcher, loadFirebaseJson, localContentSecurityPolicy } from "./hosting-headers.ts";
import { hostingStaticFile, i18nRootOf, trailingSlashRedirect } from "./hosting-i18n.ts";
import { testLoginRouter } from "./test-login.ts";
import { createJsonServer } from "../functions/src/lib/http-server.ts";
import { homePageFiles, homePageHandler } from "../functions/src/pages/home-page.ts";
import { heldPageHandler } from "../functions/src/pages/held-page.ts";
import { readerPageHandler, readerPagePattern } from "../functions/src/pages/reader-page.ts";
import { heldPages } from "../contracts/src/held-pages.ts";
import { prerenderedPageAt, prerenderedPages, serverRenderedHome } from "../web/src/app/prerendered/pages.ts";

export interface LocalServerOptions {
  repoRoot: string;
  port: number;
  host?: string;
  /** Origins the page may reach besides its own, e.g. the Auth emulator. */
  extraOrigins: string[];
  /** Serve the built SPA from web/dist (omit for an API-only server). */
  serveWeb: boolean;
  /** The built web app to serve; web/dist by default (the bench serves a private build). */
  webDist?: string;
  /** Serve the spec's test login screen (an operator tool, emulators/test-login.ts) signing in to this Auth emulator host. */
  testLogin?: { authEmulatorHost: string };
}

export interface LocalServer {
  url: string;
  store: Store;
  server: Server;
  close: () => Promise<void>;
}

/**
 * What Firebase Hosting plus the `api` function do in production, in one
 * Node process: `/api/**` goes to the same Express app the function runs,
 * everything else is the built SPA with Hosting's headers and fallback.
 */
export async function startLocalServer(options: LocalServerOptions): Promise<LocalServer> {
  const store = await createStoreFromEnv();
  await seedPlans(store);
  const app = express();
  app.disable("x-powered-by");
  // Hosting serves responses gzip- or brotli-compressed; so does this server, so byte counts are honest.
  app.use(compression());
  const now = () => new Date();
  const billing = billingFromEnv();
  // As the `stripeWebhook` function behind Hosting's /stripe/webhook rewrite: the raw body, for the signature.
  app.all("/stripe/webhook", express.raw({ type: "*/*", limit: "1mb" }), stripeWebhookHandler({ store, billing, now }));
  const apiDeps = { store, auth: adminAuth(), now, billing };
  app.use(createApiApp(apiDeps));
  // Before Hosting's headers: the operator page has a policy of its own.
  if (options.testLogin) app.use(testLoginRouter(options.testLogin));

  if (options.serveWeb) {
    const dist = options.webDist ?? join(options.repoRoot, "web", "dist");
    // index.html is the landing page (prerendered), app.html the app's page for an address the router answers without a page of its own.
    const homeDir = join(dist, serverRenderedHome.dir);
    for (const page of ["index.html", "app.html", ...prerenderedPages.map(({ file }) => file), `${serverRenderedHome.dir}/${serverRenderedHome.renderer}`]) {
      if (!existsSync(join(dist, page))) throw new Error(`The web app is not built: ${dist}/${page} is missing. Run npm run build -w web.`);
    }
    const headersFor = headerMatcher(loadFirebaseJson(join(options.repoRoot, "firebase.json")));
    const setHeaders = (res: express.Response, path: string) => {
      for (const [key, value] of Object.entries(headersFor(path))) {
        if (key === "Strict-Transport-Security") continue; // http on loopback
        res.setHeader(key, key === "Content-Security-Policy" ? localContentSecurityPolicy(value, options.extraOrigins) : value);
      }
    };
    app.use((req, res, next) => {
      setHeaders(res, req.path);
      next();
    });
    // As firebase.json's rewrites of the home and of a chapter's page to the `pages` function.
    const pageFiles = homePageFiles(homeDir, join(dist, "app.html"), serverRenderedHome);
    const home = homePageHandler(apiDeps, pageFiles);
    app.get(serverRenderedHome.path, (req, res, next) => void home(req, res).catch(next));
    const reader = readerPageHandler(pageFiles);
    app.get(readerPagePattern, (req, res, next) => void reader(req, res).catch(next));
    // As firebase.json's rewrites of each held page's pattern (contracts/held-pages.ts) to the `pages` function.
    const held = heldPageHandler(homeDir, async () => (await pageFiles()).appHtml);
    app.get(
      heldPages.map(({ pattern }) => pattern),
      (req, res, next) => void held(req, res).catch(next),
    );
    // As Hosting's i18n rewrites (firebase.json's hosting.i18n): a page prerendered in the reader's language
    // (the cookie's, else Accept-Language's) for its exact address, before the public folder's own files.
    const i18nRoot = i18nRootOf(join(options.repoRoot, "firebase.json"));
    const isFile = (path: string) => statSync(join(dist, path), { throwIfNoEntry: false })?.isFile() ?? false;
    app.use((req, res, next) => {
      if (req.method !== "GET" && req.method !== "HEAD") return next();
      const request = { cookie: req.headers.cookie, acceptLanguage: req.headers["accept-language"] };
      // As Hosting with `trailingSlash: false`: `/tos/`, whose folder index is found, is redirected to `/tos`.
      const redirect = trailingSlashRedirect(req.path, req.url.slice(req.path.length), request, i18nRoot, isFile);
      if (redirect) {
        res.vary("Cookie").vary("Accept-Language");
        return res.redirect(301, redirect);
      }
      const file = hostingStaticFile(req.path, request, i18nRoot, isFile);
      if (!file || !i18nRoot || !file.startsWith(`/${i18nRoot.replace(/^\/+|\/+$/g, "")}/`)) return next();
      setHeaders(res, file);
      // The answer depends on these: a cache must not give one reader's language to another.
      res.vary("Cookie").vary("Accept-Language");
      res.sendFile(join(dist, file));
    });
    // As Hosting: a folder's index.html (so `/` is the landing page), then the files.
    app.use(express.static(dist, { index: "index.html", etag: true, lastModified: false, cacheControl: false }));
    // As firebase.json's rewrites: a prerendered page for its address (with or without a trailing slash), else the
    // `pages` function (`**`): app.html for an address the router answers, the not-found page for any other.
    app.get(/.*/, (req, res, next) => {
      const page = prerenderedPageAt(req.path);
      if (!page) return void held(req, res).catch(next);
      setHeaders(res, `/${page.file}`);
      res.sendFile(join(dist, page.file));
    });
  }

  const server = createJsonServer(app);
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, host, resolve);
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  return {
    url: `http://${host}:${port}`,
    store,
    server,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await store.close();
    },
  };
}
