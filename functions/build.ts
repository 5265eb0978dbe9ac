import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { basename, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "esbuild";
import { bibleDataFiles } from "./src/bible/bible-data.ts";
import { quizDataDirs, quizDataFiles } from "./src/quiz/quiz-bank.ts";
import { articleFiles } from "./src/articles/articles.ts";
import { challengeDataFiles } from "./src/challenges/challenge-data.ts";
import { devotionalDataFiles } from "./src/devotionals/devotional-data.ts";
import { learningDataFiles } from "./src/learning/learning-data.ts";
import { libraryDataFiles, loadLibraryCatalog } from "./src/library/library-data.ts";
import { readCatalogFile, readingPlanDataFiles } from "./src/reading-plans/catalog.ts";
import { homePageBuild } from "@berea/contracts/home-page";
import type { QuizTopic } from "@berea/contracts/quiz";
import { shippedWebFiles } from "./src/pages/home-page.ts";
import { apiRoutes } from "./src/api/api-routes.ts";

/**
 * Bundles the functions into lib/ for deploy: lib/index.js, the entry, and
 * chunks beside it. Workspace code (@berea/contracts) and small libraries are
 * inlined; the packages listed in this package's dependencies stay external
 * and are installed by Cloud Build, except those in `inlined` below.
 *
 * A cold start evaluates lib/index.js and what it imports statically, nothing
 * more: every `import()` in the source becomes a chunk loaded on first use
 * (the API's app and each area of it, the store drivers, the pages and the
 * webhook), and an external package imported only from such a chunk loads
 * with it. The chunks sit next to index.js, not in a folder, because modules
 * find the data shipped below relative to their own file (`import.meta.url`).
 */
const root = fileURLToPath(new URL(".", import.meta.url));
const pkg = JSON.parse(readFileSync(`${root}package.json`, "utf8")) as { dependencies?: Record<string, string> };

/**
 * Dependencies bundled anyway, because a first request waits for them:
 * date-fns's package entry loads every function it has (over a hundred
 * milliseconds) where the bundle keeps the few we call, and Express, which
 * every API request needs, loads faster from one file than as seventy-odd
 * modules looked up and read one by one in node_modules.
 */
const inlined = new Set(["date-fns", "@date-fns/tz", "express"]);

/**
 * zod's `locales` export carries the error messages of forty languages, which
 * a cold start would parse for nothing: zod itself uses English unless told
 * otherwise, and nothing here tells it otherwise. The bundle keeps English only.
 */
const zodEnglishOnly: Plugin = {
  name: "zod-english-only",
  setup(builder) {
    builder.onLoad({ filter: /[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/ }, () => ({ contents: 'export { default as en } from "./en.js";', loader: "js" }));
  },
};

/**
 * Express and body-parser load qs as they load, and call it only to parse
 * "extended" query strings and urlencoded bodies, neither of which the API
 * takes; qs and the small packages it needs make about a third of Express's
 * load. Their `require("qs")` gets a stand-in that loads qs on its first
 * parse. The build stops if a module uses more of qs than `parse`.
 */
const qsOnFirstParse: Plugin = {
  name: "qs-on-first-parse",
  setup(builder) {
    builder.onResolve({ filter: /^qs$/ }, (args) => {
      // The stand-in's own require is the real qs, resolved from where the module that asked for it sits.
      if (args.namespace === "qs-on-first-parse") return undefined;
      const used = new Set([...readFileSync(args.importer, "utf8").matchAll(/\bqs\.(\w+)/g)].map((match) => match[1]));
      const others = [...used].filter((name) => name !== "parse");
      if (others.length > 0) throw new Error(`${args.importer} uses qs.${others.join(", qs.")}; the qs stand-in in build.ts has only parse.`);
      return { path: args.importer, namespace: "qs-on-first-parse" };
    });
    builder.onLoad({ filter: /.*/, namespace: "qs-on-first-parse" }, (args) => ({
      contents: 'let qs; module.exports = { parse: (...args) => (qs ??= require("qs")).parse(...args) };',
      resolveDir: dirname(args.path),
      loader: "js",
    }));
  },
};

/**
 * JSON that bundled packages require (mime-db's table of media types, which
 * Express reads as it loads; iconv-lite's code pages) is emitted as
 * JSON.parse of a string: V8 reads JSON several times faster than the same
 * data written as a JavaScript object, and skims a string it does not parse
 * yet. Parsed here first, so a broken file stops the build.
 */
const jsonAsJsonParse: Plugin = {
  name: "json-as-json-parse",
  setup(builder) {
    builder.onLoad({ filter: /\.json$/ }, async (args) => {
      const text = await readFile(args.path, "utf8");
      JSON.parse(text);
      return { contents: `module.exports = JSON.parse(${JSON.stringify(text)});`, loader: "js" };
    });
  },
};

/**
 * The API's routes as data (src/api/api-routes.ts reads them from every
 * contract, which would build all their schemas at a cold start): the same
 * list, computed here from the same contracts.
 */
const apiRoutesAsData: Plugin = {
  name: "api-routes-as-data",
  setup(builder) {
    builder.onLoad({ filter: /[\\/]src[\\/]api[\\/]api-routes\.ts$/ }, () => ({ contents: `export const apiRoutes = ${JSON.stringify(apiRoutes)};`, loader: "js" }));
  },
};

const built = await build({
  entryPoints: { index: `${root}src/index.ts` },
  outdir: `${root}lib`,
  chunkNames: "[name]-[hash]",
  bundle: true,
  splitting: true,
  platform: "node",
  format: "esm",
  target: "node22",
  sourcemap: true,
  // better-sqlite3 is loaded only by the local sqlite driver, never in production.
  external: [...Object.keys(pkg.dependencies ?? {}).filter((name) => !inlined.has(name)), "better-sqlite3"],
  plugins: [zodEnglishOnly, qsOnFirstParse, jsonAsJsonParse, apiRoutesAsData],
  // `require` for the CommonJS dependencies esbuild inlines; aliased, since bundled modules import createRequire themselves.
  banner: { js: "import { createRequire as __bundleCreateRequire } from 'node:module'; const require = __bundleCreateRequire(import.meta.url);" },
  logLevel: "info",
  metafile: true,
});

// Earlier builds' chunks would otherwise stay in lib/ and be deployed with the new ones. Removed after the
// build, not before, so a server running from lib/ never finds index.js missing.
const current = new Set(Object.keys(built.metafile.outputs).map((file) => basename(file)));
for (const file of readdirSync(`${root}lib`)) if (/\.js(\.map)?$/.test(file) && !current.has(file)) rmSync(`${root}lib/${file}`);

// The Bible text the API serves (search, verse of the day) ships next to the bundle.
const dataDir = fileURLToPath(new URL("../data/bible/", import.meta.url));
mkdirSync(`${root}lib/bible-data`, { recursive: true });
for (const file of bibleDataFiles) copyFileSync(`${dataDir}${file}`, `${root}lib/bible-data/${file}`);

// The question bank, likewise.
const quizDir = fileURLToPath(new URL("../data/quiz/", import.meta.url));
const topics = JSON.parse(readFileSync(`${quizDir}topics.json`, "utf8")) as QuizTopic[];
for (const folder of quizDataDirs) mkdirSync(`${root}lib/quiz-data/${folder}`, { recursive: true });
for (const file of quizDataFiles(topics)) copyFileSync(`${quizDir}${file}`, `${root}lib/quiz-data/${file}`);

// The devotionals and their calendar, and the articles.
const contentDir = fileURLToPath(new URL("../data/", import.meta.url));
mkdirSync(`${root}lib/devotional-data/devotionals`, { recursive: true });
mkdirSync(`${root}lib/devotional-data/devotionals-es`, { recursive: true });
for (const file of devotionalDataFiles(contentDir)) copyFileSync(`${contentDir}${file}`, `${root}lib/devotional-data/${file}`);
mkdirSync(`${root}lib/learning-data`, { recursive: true });
for (const file of learningDataFiles(`${contentDir}learning`)) copyFileSync(`${contentDir}learning/${file}`, `${root}lib/learning-data/${file}`);
mkdirSync(`${root}lib/learning-data-es`, { recursive: true });
for (const file of learningDataFiles(`${contentDir}learning-es`)) copyFileSync(`${contentDir}learning-es/${file}`, `${root}lib/learning-data-es/${file}`);
mkdirSync(`${root}lib/article-data`, { recursive: true });
for (const file of articleFiles(`${contentDir}articles`)) copyFileSync(`${contentDir}articles/${file}`, `${root}lib/article-data/${file}`);
mkdirSync(`${root}lib/article-data-es`, { recursive: true });
for (const file of articleFiles(`${contentDir}articles-es`)) copyFileSync(`${contentDir}articles-es/${file}`, `${root}lib/article-data-es/${file}`);

// The library's catalogue and the text of its readable books.
const libraryDir = fileURLToPath(new URL("../data/library/", import.meta.url));
mkdirSync(`${root}lib/library-data/books`, { recursive: true });
for (const file of libraryDataFiles(loadLibraryCatalog(libraryDir))) copyFileSync(`${libraryDir}${file}`, `${root}lib/library-data/${file}`);

// The reading plans: the catalogue, the chronological order and the hand-built plans with their Spanish themes (generated plans are computed at load).
const readingPlansDir = fileURLToPath(new URL("../data/reading-plans/", import.meta.url));
for (const folder of ["thematic", "thematic-es"]) mkdirSync(`${root}lib/reading-plans-data/${folder}`, { recursive: true });
for (const file of readingPlanDataFiles(readCatalogFile(readingPlansDir))) copyFileSync(`${readingPlansDir}${file}`, `${root}lib/reading-plans-data/${file}`);

// The faith challenges' catalogue, and its titles and descriptions in Spanish.
mkdirSync(`${root}lib/challenges-data`, { recursive: true });
for (const file of challengeDataFiles) copyFileSync(fileURLToPath(new URL(`../data/challenges/${file}`, import.meta.url)), `${root}lib/challenges-data/${file}`);

// The web build's server render of the home and its shell (the `pages` function), and app.html for visits it does not render.
const webDist = fileURLToPath(new URL("../web/dist/", import.meta.url));
const homeServerBuild = `${webDist}${homePageBuild.dir}/`;
if (!existsSync(`${homeServerBuild}${homePageBuild.renderer}`)) {
  throw new Error(`The web app's server build is missing (${homeServerBuild}${homePageBuild.renderer}). Run npm run build -w web first.`);
}
rmSync(`${root}lib/${shippedWebFiles.serverDir}`, { recursive: true, force: true });
cpSync(homeServerBuild, `${root}lib/${shippedWebFiles.serverDir}`, { recursive: true });
copyFileSync(`${webDist}app.html`, `${root}lib/${shippedWebFiles.appHtml}`);
