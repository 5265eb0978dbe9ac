import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { prerenderedHeldPages, prerenderedPages, serverRenderedHome } from "../web/src/app/prerendered/pages.ts";
import { appBootModule, defaultRouteBudgetKB, landingFirstVisit, landingFirstVisitSpanish, routeBudgets, staticPageBudgets, type RouteBudget } from "./js-budgets.ts";

/**
 * The build's check on each route's initial JavaScript (issue 7): what a
 * first visit to the route downloads before it can show the page, i.e. the
 * app's entry chunk, the route's lazy chunk, and every chunk either imports
 * statically, gzipped. Read from Vite's manifest (web/dist/.vite/manifest.json).
 * Exits non-zero naming each route over its budget (scripts/js-budgets.ts).
 * Chunks a page imports later (dynamic imports inside the page) are not
 * initial JavaScript; `npm run bench` measures a real load with Lighthouse.
 */

/** The parts of a Vite manifest entry the check reads. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The HTML entry's key in the manifest. */
export const entryKey = "index.html";

/** The JavaScript files of `keys` and everything they import statically, each once, in a stable order. */
export function staticClosure(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk ${key}.`);
    if (chunk.file.endsWith(".js")) files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

export interface RouteSize {
  route: string;
  module: string;
  files: string[];
  bytes: number;
  budgetBytes: number;
  /** True when the route has no row in the budget table and the default applies. */
  defaultBudget: boolean;
  over: boolean;
}

/**
 * Every route chunk (each dynamic import of the entry: the router's lazy
 * pages) with its initial JavaScript and budget. `gzipSize` gives a built
 * file's gzipped size.
 */
export function routeSizes(manifest: Manifest, budgets: RouteBudget[], gzipSize: (file: string) => number, defaultBudgetKB = defaultRouteBudgetKB): RouteSize[] {
  const entry = manifest[entryKey];
  if (!entry?.isEntry) throw new Error(`The manifest has no entry ${entryKey}.`);
  const routeModules = entry.dynamicImports ?? [];
  for (const budget of budgets) {
    if (!routeModules.includes(budget.module)) throw new Error(`${budget.route}: ${budget.module} is not a lazily loaded route of the app (renamed, or no longer lazy?). Fix scripts/js-budgets.ts.`);
  }
  return routeModules.map((module) => {
    const budget = budgets.find((row) => row.module === module);
    const files = staticClosure(manifest, [entryKey, module]);
    const bytes = files.reduce((sum, file) => sum + gzipSize(file), 0);
    const budgetBytes = Math.round((budget?.budgetKB ?? defaultBudgetKB) * 1024);
    return { route: budget?.route ?? module, module, files, bytes, budgetBytes, defaultBudget: !budget, over: bytes > budgetBytes };
  });
}

/**
 * A separately built page (the prerendered landing): its entry module, the
 * modules it always loads (`deferred`) and every chunk those import
 * statically, against its budget.
 */
export function pageSize(manifest: Manifest, budget: RouteBudget, gzipSize: (file: string) => number): RouteSize {
  if (!manifest[budget.module]?.isEntry) throw new Error(`${budget.route}: ${budget.module} is not an entry of its build. Fix scripts/js-budgets.ts.`);
  for (const module of budget.deferred ?? []) if (!manifest[module]) throw new Error(`${budget.route}: ${module} is not in its build's manifest. Fix scripts/js-budgets.ts.`);
  const files = staticClosure(manifest, [budget.module, ...(budget.deferred ?? [])]);
  const bytes = files.reduce((sum, file) => sum + gzipSize(file), 0);
  const budgetBytes = Math.round(budget.budgetKB * 1024);
  return { route: budget.route, module: budget.module, files, bytes, budgetBytes, defaultBudget: false, over: bytes > budgetBytes };
}

/**
 * A prerendered app page (web/src/app/prerendered/pages.ts) first runs its
 * boot script, then the app's entry and the route: its initial JavaScript is
 * the route's plus the boot script's files.
 */
export function withBootScript(size: RouteSize, bootFiles: string[], gzipSize: (file: string) => number): RouteSize {
  const files = [...bootFiles, ...size.files.filter((file) => !bootFiles.includes(file))];
  const bytes = files.reduce((sum, file) => sum + gzipSize(file), 0);
  return { ...size, route: `${size.route} (prerendered)`, files, bytes, over: bytes > size.budgetBytes };
}

/** `tsx scripts/check-js-budgets.ts [dist folder]`; web/dist when none is given. */
function main(): void {
  const dist = process.argv[2] ?? fileURLToPath(new URL("../web/dist/", import.meta.url));
  const manifestFile = join(dist, ".vite", "manifest.json");
  if (!existsSync(manifestFile)) {
    console.error(`${manifestFile} is missing: build the web app first (npm run build -w web).`);
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest;
  const cache = new Map<string, number>();
  const gzipSize = (file: string) => {
    let size = cache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(dist, file))).length;
      cache.set(file, size);
    }
    return size;
  };
  const landingManifestFile = join(dist, ".vite", "landing-manifest.json");
  if (!existsSync(landingManifestFile)) {
    console.error(`${landingManifestFile} is missing: the build did not prerender the landing page.`);
    process.exit(1);
  }
  const landingManifest = JSON.parse(readFileSync(landingManifestFile, "utf8")) as Manifest;
  const bootManifestFile = join(dist, ".vite", "app-boot-manifest.json");
  if (!existsSync(bootManifestFile)) {
    console.error(`${bootManifestFile} is missing: the build did not prerender the app's pages.`);
    process.exit(1);
  }
  const bootFiles = staticClosure(JSON.parse(readFileSync(bootManifestFile, "utf8")) as Manifest, [appBootModule]);
  // The server-rendered home and the held pages start from the same boot script.
  for (const page of prerenderedPages.filter((page) => page.static)) {
    if (!staticPageBudgets.some((budget) => budget.deferred?.includes(page.module))) {
      console.error(`${page.path} is a static page without a first visit's row in scripts/js-budgets.ts (staticPageBudgets).`);
      process.exit(1);
    }
  }
  // A static page (on Preact) is the landing build's; inside the app it is a route like any other.
  const prerendered = new Set([...prerenderedPages.filter((page) => !page.static).map((page) => page.module), ...prerenderedHeldPages.map((page) => page.module), serverRenderedHome.module]);
  const sizes = [
    pageSize(landingManifest, landingFirstVisit, gzipSize),
    pageSize(landingManifest, landingFirstVisitSpanish, gzipSize),
    ...staticPageBudgets.map((budget) => pageSize(landingManifest, budget, gzipSize)),
    ...routeSizes(manifest, routeBudgets, gzipSize).map((size) => (prerendered.has(size.module) ? withBootScript(size, bootFiles, gzipSize) : size)),
  ];
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  console.table(
    sizes.map((size) => ({
      route: size.route,
      "initial JS (KB gzip)": kb(size.bytes),
      "budget (KB)": `${kb(size.budgetBytes)}${size.defaultBudget ? " (default)" : ""}`,
      files: size.files.length,
      ok: size.over ? "NO" : "yes",
    })),
  );
  const over = sizes.filter((size) => size.over);
  for (const size of over) {
    console.error(
      `${size.route}: ${kb(size.bytes)} KB of gzipped JavaScript before the page shows, over its ${kb(size.budgetBytes)} KB budget. Files: ${size.files.join(", ")}`,
    );
  }
  if (over.length > 0) {
    console.error("Make the route lighter (lazy-load what it does not need at once), or raise its budget in scripts/js-budgets.ts with a reason.");
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
