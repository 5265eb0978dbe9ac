import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import react from "@vitejs/plugin-react";
import { build, type BuildOptions, type InlineConfig, type Manifest, type Plugin } from "vite";
import type { Language } from "../../contracts/src/languages.ts";
import { inLanguage } from "../../contracts/src/document-language.ts";
import { heldPageFile, routePatternsFile } from "../../contracts/src/held-pages.ts";
import { localizedFile, prerenderedHeldPages, prerenderedLanguages, prerenderedPages, serverRenderedHome, serverRenderedReader } from "../../web/src/app/prerendered/pages.ts";
import { bibleAssets } from "../bible/vite-plugin.ts";
import { appBootModule } from "../js-budgets.ts";
import { fontFallbacks } from "./font-fallbacks-vite-plugin.ts";

/**
 * The landing page, prerendered (issue 7: its LCP must not wait for
 * JavaScript, and a first visit may load at most 100 KB of it).
 *
 * After the app's build has written web/dist, this plugin:
 * 1. renames the app's page, dist/index.html, to dist/app.html: the page
 *    every address but `/` is served (firebase.json's `**` rewrite, the local
 *    server, the service worker's navigation route);
 * 2. builds the landing's own entry (web/src/app/static-landing/entry-boot.ts,
 *    which loads entry-client.tsx and the web fonts once the page has painted)
 *    into dist/assets with `react-router` resolved to a few plain-anchor
 *    stand-ins (router-shim.tsx): the landing needs React, its components
 *    and the site's frame, not the data router; its chunk graph goes to
 *    dist/.vite/landing-manifest.json for the budget check;
 * 3. renders the same components to HTML in Node (a server build of
 *    entry-prerender.tsx) and writes dist/index.html: app.html's head with
 *    the landing's scripts and styles instead of the app's, and the markup in
 *    #root, which entry-client.tsx hydrates; and the same in every language
 *    (`<html lang>` says which) where Hosting's i18n rewrites serve it
 *    (pages.ts's localizedFile; the app's prerendered pages likewise).
 * It runs before vite-plugin-pwa lists dist for the service worker's precache.
 */
export interface PrerenderedLandingOptions {
  /** The web app's folder (Vite's root). */
  webRoot: string;
  /** The folder with the Bible data (the card's code reads the book list). */
  bibleDataDir: string;
}

const bootEntry = "src/app/static-landing/entry-boot.ts";
const clientEntry = "src/app/static-landing/entry-client.tsx";
/** What hydrates a marketing page on Preact (app/static-landing/static-pages.ts). */
const staticPageEntry = "src/app/static-landing/entry-static-page.tsx";
const prerenderEntry = "src/app/static-landing/entry-prerender.tsx";
const routerShim = "src/app/static-landing/router-shim.tsx";
/**
 * Modules of web/src/components with a Preact twin of the same name in app/static-landing: where React 19 and Preact
 * differ (a hoisted <title>; hydration in slices).
 */
const preactStandIns = ["page-title.tsx", "hydration-slice.tsx"];
/** The prerendered app pages' script is appBootModule (built on its own, with the app entry's address in it). */
const appBootManifestFile = ".vite/app-boot-manifest.json";
const appPrerenderEntry = "src/app/prerendered/entry-prerender.tsx";
export const landingManifestFile = ".vite/landing-manifest.json";
/** The app's page, served for every address but `/`. */
export const appPage = "app.html";

/** What every build here shares: React, the font fallbacks, the Bible's virtual module (its files are the app build's). */
function baseConfig(options: PrerenderedLandingOptions): InlineConfig {
  const { generateBundle, ...bibleModule } = bibleAssets({ dataDir: options.bibleDataDir });
  void generateBundle;
  return {
    configFile: false,
    root: options.webRoot,
    mode: "production",
    logLevel: "warn",
    plugins: [react(), bibleModule, fontFallbacks()],
  };
}

/**
 * The landing's builds run on Preact (its compat layer speaks React's API, in
 * about 12 KB gzip against React DOM's 62): the page's first visit may load at
 * most 70 KB of JavaScript (issue 23). So do the marketing pages
 * (app/static-landing/static-pages.ts: /about, /careers, /tos, /privacy), which
 * the same build prerenders and its boot script hydrates. Every `react` and `react-dom` import of
 * the landing's modules and their libraries (lucide-react, TanStack Query,
 * react-hot-toast) resolves to Preact, in the browser and in the prerender
 * alike, so Preact hydrates markup Preact wrote. What Preact does not do as
 * React 19 does has a stand-in here: `react-router` (router-shim.tsx, plain
 * anchors), a `<title>` hoisted into the head (page-title.tsx) and hydration
 * that yields to the browser (hydration-slice.tsx). The app
 * and its own route of the landing stay on React.
 */
function landingConfig(options: PrerenderedLandingOptions): InlineConfig {
  const alias = [
    { find: /^react-router$/, replacement: join(options.webRoot, routerShim) },
    ...preactStandIns.map((module) => ({ find: new RegExp(`^(\\.\\.?/)+components/${module.replace(".", "\\.")}$`), replacement: join(options.webRoot, "src/app/static-landing", module) })),
    { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
    { find: /^react-dom\/server$/, replacement: "preact/compat/server" },
    { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
    { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
    { find: /^react(-dom)?$/, replacement: "preact/compat" },
  ];
  // The prerender bundles its libraries too, so theirs resolve to Preact as the page's do.
  return { ...baseConfig(options), resolve: { alias }, ssr: { noExternal: true } };
}

/**
 * Builds `entry` for Node, imports it, hands it to `use` and removes the build.
 * The build lives under node_modules so its imports of react and react-dom resolve,
 * in a folder of its own each time (Node caches a module by its address): the
 * entry is imported by its plain address, the one its lazy chunks import it by
 * too, so they share its modules (a query on it would load a second copy of
 * them for the chunks, with state of its own: the page's language, say).
 */
async function withServerBuild<T, R>(config: InlineConfig, webRoot: string, entry: string, use: (module: T) => R | Promise<R>): Promise<R> {
  const serverDir = join(webRoot, "..", "node_modules", ".cache", `berea-prerender-${entry.replace(/\W+/g, "-")}-${process.pid}-${Date.now()}`);
  try {
    await build({
      ...config,
      build: { ssr: join(webRoot, entry), outDir: serverDir, emptyOutDir: true, target: "node20", rollupOptions: { output: { entryFileNames: "prerender.mjs" } } },
    });
    const serverFile = join(serverDir, "prerender.mjs");
    if (!existsSync(serverFile)) throw new Error(`The server build of ${entry} wrote no ${relative(webRoot, serverFile)}.`);
    return await use((await import(pathToFileURL(serverFile).href)) as T);
  } finally {
    rmSync(serverDir, { recursive: true, force: true });
  }
}

/**
 * The page's script (the boot entry and its static imports) and the style sheets of it and of the
 * client entry it loads after the first paint: those are linked from the page, render-blocking, so
 * the prerendered markup paints styled (Vite's loader then finds them in place and does not add them again).
 */
function initialFiles(manifest: Manifest): { scripts: string[]; styles: string[] } {
  const boot = closure(manifest, bootEntry);
  const client = closure(manifest, clientEntry);
  const styles = [...new Set([...boot.styles, ...client.styles])];
  return { scripts: boot.scripts, styles };
}

/** A marketing page's files (static-pages.ts): the boot script, and the style sheets of its entry and of its own module. */
function staticPageFiles(manifest: Manifest, module: string): { scripts: string[]; styles: string[] } {
  const boot = closure(manifest, bootEntry);
  const styles = [...new Set([...boot.styles, ...closure(manifest, staticPageEntry).styles, ...closure(manifest, module).styles])];
  return { scripts: boot.scripts, styles };
}

/** The JavaScript files `key` loads before it runs (itself and its static imports) and the style sheets they bring. */
function closure(manifest: Manifest, key: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (chunkKey: string) => {
    if (seen.has(chunkKey)) return;
    seen.add(chunkKey);
    const chunk = manifest[chunkKey];
    if (!chunk) throw new Error(`The landing manifest has no chunk ${chunkKey}.`);
    scripts.push(chunk.file);
    for (const css of chunk.css ?? []) if (!styles.includes(css)) styles.push(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return { scripts, styles };
}

/** Writes `html` to `file` under `outDir`, making its folder. */
function writePage(outDir: string, file: string, html: string): void {
  mkdirSync(dirname(join(outDir, file)), { recursive: true });
  writeFileSync(join(outDir, file), html);
}

/**
 * app.html's head and body with the landing's files and markup in place of the app's. `title` is the page's
 * title where its markup does not carry it (Preact's, the landing's).
 */
export function prerenderedHtml(appHtml: string, files: { scripts: string[]; styles: string[] }, markup: string, pageTitle?: string): string {
  const appAssetTag = /^\s*<(?:script type="module"[^>]*src|link rel="(?:modulepreload|stylesheet)"[^>]*href)="\/assets\/[^"]+"[^>]*>(?:<\/script>)?\n/gm;
  const stripped = appHtml.replace(appAssetTag, "");
  if (/\/assets\/index-/.test(stripped)) throw new Error("app.html has an app asset tag the prerender does not recognise.");
  const [entry, ...preloads] = files.scripts;
  if (!entry) throw new Error("The prerendered page has no entry script.");
  const tags = [
    `    <script type="module" crossorigin src="/${entry}"></script>`,
    ...preloads.map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">`),
    ...files.styles.map((file) => `    <link rel="stylesheet" crossorigin href="/${file}">`),
  ].join("\n");
  if (!stripped.includes("</head>") || !stripped.includes('<div id="root"></div>')) throw new Error("app.html has no </head> or empty #root.");
  // React renders the page's <title> first; in the document it belongs in the head, where hydration looks for it.
  const title = pageTitle === undefined ? /^<title>[^<]*<\/title>/.exec(markup)?.[0] : `<title>${pageTitle.replaceAll("&", "&amp;").replaceAll("<", "&lt;")}</title>`;
  const body = title && pageTitle === undefined ? markup.slice(title.length) : markup;
  const head = title ? stripped.replace(/<title>[^<]*<\/title>/, () => title) : stripped;
  return head.replace("</head>", `\n${tags}\n  </head>`).replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
}

/** A browser build of `input` into the app's output folder, beside the app's own files, with a manifest of its own. */
export const browserBuild = (outDir: string, manifest: string, input: Record<string, string>): BuildOptions => ({
  outDir,
  emptyOutDir: false,
  copyPublicDir: false,
  target: "es2022",
  // As the app's build: no source maps for Hosting to publish.
  sourcemap: false,
  manifest,
  rollupOptions: { input },
});

/**
 * The app's prerendered pages (web/src/app/prerendered/pages.ts): each rendered
 * through the app's routes in Node and written next to app.html with its head,
 * the boot script in place of the app's entry, and the style sheets of the
 * entry and of the page's route module linked, so the markup paints styled.
 */
async function prerenderAppPages(options: PrerenderedLandingOptions, outDir: string, appHtml: string): Promise<void> {
  const manifest = JSON.parse(readFileSync(join(outDir, ".vite", "manifest.json"), "utf8")) as Manifest;
  const appEntry = manifest["index.html"];
  if (!appEntry) throw new Error("The app's manifest has no index.html entry.");
  await build({
    ...baseConfig(options),
    define: { __BEREA_APP_ENTRY__: JSON.stringify(`/${appEntry.file}`) },
    build: browserBuild(outDir, appBootManifestFile, { "app-boot": join(options.webRoot, appBootModule) }),
  });
  const bootManifest = JSON.parse(readFileSync(join(outDir, appBootManifestFile), "utf8")) as Manifest;
  const boot = closure(bootManifest, appBootModule);
  const appStyles = closure(manifest, "index.html").styles;
  // The app's own routes and plugins, with the real router.
  const stylesOf = (module: string) => [...new Set([...appStyles, ...closure(manifest, module).styles])];
  type RenderAppPage = (path: string, language: Language) => Promise<string>;
  const heldFiles: [file: string, content: string][] = [];
  await withServerBuild(baseConfig(options), options.webRoot, appPrerenderEntry, async ({ renderAppPage, routePatterns }: { renderAppPage: RenderAppPage; routePatterns: () => string[] }) => {
    heldFiles.push([routePatternsFile, JSON.stringify(routePatterns())]);
    for (const language of prerenderedLanguages) {
      for (const page of prerenderedPages) {
        // A static page is the landing's build's (below).
        if (page.static) continue;
        const markup = await renderAppPage(page.path, language);
        if (page.heldFor !== undefined) {
          // The header's and footer's links carry the address's query (spec section 2: `?ref=` survives navigation);
          // React's first commit over the held markup puts it in. Nothing else may differ.
          const query = new URL(page.heldFor, "http://berea.invalid").search.replaceAll("&", "&amp;");
          sameEverywhere([page.path, page.heldFor], language, markup, (await renderAppPage(page.heldFor, language)).replaceAll(query, ""));
        }
        const rendered = prerenderedHtml(inLanguage(appHtml, language), { scripts: boot.scripts, styles: stylesOf(page.module) }, markup);
        // A page held for its query's values is rendered over, not hydrated (main.tsx).
        const html = page.heldFor === undefined ? rendered : heldHtml(rendered);
        // English is also the page's own file, for a browser that names none of Berea's languages.
        if (language === "en") writePage(outDir, page.file, html);
        writePage(outDir, localizedFile(page.path, language), html);
      }
      for (const page of prerenderedHeldPages) {
        // One at a time: a render sets the page's language in module state.
        const first = await renderAppPage(page.samples[0], language);
        const second = await renderAppPage(page.samples[1], language);
        sameEverywhere(page.samples, language, first, second);
        heldFiles.push([heldPageFile(page.file, language), heldHtml(prerenderedHtml(inLanguage(appHtml, language), { scripts: boot.scripts, styles: stylesOf(page.module) }, first))]);
      }
    }
  });

  // The signed-in home and a chapter's page: their shells, and the server build the functions render them with.
  const serverDir = join(outDir, serverRenderedHome.dir);
  await build({
    ...baseConfig(options),
    ssr: { noExternal: true },
    build: {
      ssr: join(options.webRoot, serverRenderedHome.entry),
      outDir: serverDir,
      emptyOutDir: true,
      copyPublicDir: false,
      target: "node20",
      rollupOptions: { output: { entryFileNames: serverRenderedHome.renderer, chunkFileNames: "[name]-[hash].mjs" } },
    },
  });
  mkdirSync(serverDir, { recursive: true });
  writeFileSync(join(serverDir, serverRenderedHome.template), prerenderedHtml(appHtml, { scripts: boot.scripts, styles: stylesOf(serverRenderedHome.module) }, ""));
  writeFileSync(join(serverDir, serverRenderedReader.template), prerenderedHtml(appHtml, { scripts: boot.scripts, styles: stylesOf(serverRenderedReader.module) }, ""));
  for (const [file, content] of heldFiles) writePage(serverDir, file, content);
}

/** Fails the build when a held page renders differently at two of its addresses, showing where. */
function sameEverywhere(addresses: readonly [string, string], language: Language, first: string, second: string): void {
  if (first === second) return;
  let at = 0;
  while (first[at] === second[at]) at += 1;
  const around = (markup: string) => markup.slice(Math.max(0, at - 80), at + 80);
  throw new Error(
    `${addresses[0]} renders differently at ${addresses[1]} (${language}): a held page must be the same for every address it serves.\n${around(first)}\n${around(second)}`,
  );
}

/** Marks a held page's #root: main.tsx renders over its markup (the page at its own address) instead of hydrating it. */
export const heldHtml = (html: string): string => {
  if (!html.includes('<div id="root">')) throw new Error("The held page has no #root.");
  return html.replace('<div id="root">', '<div id="root" data-held="">');
};

export function prerenderedLanding(options: PrerenderedLandingOptions): Plugin {
  let outDir = "";
  let ssrBuild = false;
  return {
    name: "berea-prerendered-landing",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      ssrBuild = Boolean(config.build.ssr);
    },
    async writeBundle(_, bundle) {
      if (ssrBuild || !("index.html" in bundle)) return;
      renameSync(join(outDir, "index.html"), join(outDir, appPage));

      const shared = landingConfig(options);
      await build({
        ...shared,
        build: { ...browserBuild(outDir, landingManifestFile, { landing: join(options.webRoot, bootEntry) }), assetsInlineLimit: 0 },
      });

      type Rendered = { markup: string; title: string };
      type Renderers = { renderLanding: (language: Language) => Promise<Rendered>; renderStaticPage: (path: string, language: Language) => Promise<Rendered> };
      const staticPages = prerenderedPages.filter((page) => page.static);
      const rendered = await withServerBuild(shared, options.webRoot, prerenderEntry, async ({ renderLanding, renderStaticPage }: Renderers) => {
        const pages: { path: string; file: string; module: string | null; language: Language; page: Rendered }[] = [];
        // One at a time: a render sets the page's language in module state.
        for (const language of prerenderedLanguages) {
          pages.push({ path: "/", file: "index.html", module: null, language, page: await renderLanding(language) });
          for (const page of staticPages) pages.push({ path: page.path, file: page.file, module: page.module, language, page: await renderStaticPage(page.path, language) });
        }
        return pages;
      });

      const manifest = JSON.parse(readFileSync(join(outDir, landingManifestFile), "utf8")) as Manifest;
      const appHtml = readFileSync(join(outDir, appPage), "utf8");
      for (const { path, file, module, language, page } of rendered) {
        const html = prerenderedHtml(inLanguage(appHtml, language), module === null ? initialFiles(manifest) : staticPageFiles(manifest, module), page.markup, page.title);
        // English is also the page's own file, for a browser that names none of Berea's languages.
        if (language === "en") writePage(outDir, file, html);
        writePage(outDir, localizedFile(path, language), html);
      }

      await prerenderAppPages(options, outDir, appHtml);
    },
  };
}
