import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { bibleDataFiles } from "./src/bible/bible-data.ts";
import { quizDataFiles } from "./src/quiz/quiz-bank.ts";
import { articleFiles } from "./src/articles/articles.ts";
import { devotionalDataFiles } from "./src/devotionals/devotional-data.ts";
import { libraryDataFiles, loadLibraryCatalog } from "./src/library/library-data.ts";
import { readCatalogFile, readingPlanDataFiles } from "./src/reading-plans/catalog.ts";
import { homePageBuild } from "@berea/contracts/home-page";
import type { QuizTopic } from "@berea/contracts/quiz";
import { shippedWebFiles } from "./src/pages/home-page.ts";

/**
 * Bundles the functions into lib/index.js for deploy. Workspace code
 * (@berea/contracts) and small libraries are inlined; the packages listed in
 * this package's dependencies stay external and are installed by Cloud Build.
 */
const root = fileURLToPath(new URL(".", import.meta.url));
const pkg = JSON.parse(readFileSync(`${root}package.json`, "utf8")) as { dependencies?: Record<string, string> };

await build({
  entryPoints: [`${root}src/index.ts`],
  outfile: `${root}lib/index.js`,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  sourcemap: true,
  // better-sqlite3 is loaded only by the local sqlite driver, never in production.
  external: [...Object.keys(pkg.dependencies ?? {}), "better-sqlite3"],
  // `require` for the CommonJS dependencies esbuild inlines; aliased, since bundled modules import createRequire themselves.
  banner: { js: "import { createRequire as __bundleCreateRequire } from 'node:module'; const require = __bundleCreateRequire(import.meta.url);" },
  logLevel: "info",
});

// The Bible text the API serves (search, verse of the day) ships next to the bundle.
const dataDir = fileURLToPath(new URL("../data/bible/", import.meta.url));
mkdirSync(`${root}lib/bible-data`, { recursive: true });
for (const file of bibleDataFiles) copyFileSync(`${dataDir}${file}`, `${root}lib/bible-data/${file}`);

// The question bank, likewise.
const quizDir = fileURLToPath(new URL("../data/quiz/", import.meta.url));
const topics = JSON.parse(readFileSync(`${quizDir}topics.json`, "utf8")) as QuizTopic[];
mkdirSync(`${root}lib/quiz-data/questions`, { recursive: true });
for (const file of quizDataFiles(topics)) copyFileSync(`${quizDir}${file}`, `${root}lib/quiz-data/${file}`);

// The devotionals and their calendar, and the articles.
const contentDir = fileURLToPath(new URL("../data/", import.meta.url));
mkdirSync(`${root}lib/devotional-data/devotionals`, { recursive: true });
for (const file of devotionalDataFiles(contentDir)) copyFileSync(`${contentDir}${file}`, `${root}lib/devotional-data/${file}`);
mkdirSync(`${root}lib/article-data`, { recursive: true });
for (const file of articleFiles(`${contentDir}articles`)) copyFileSync(`${contentDir}articles/${file}`, `${root}lib/article-data/${file}`);

// The library's catalogue and the text of its readable books.
const libraryDir = fileURLToPath(new URL("../data/library/", import.meta.url));
mkdirSync(`${root}lib/library-data/books`, { recursive: true });
for (const file of libraryDataFiles(loadLibraryCatalog(libraryDir))) copyFileSync(`${libraryDir}${file}`, `${root}lib/library-data/${file}`);

// The reading plans: the catalogue, the chronological order and the hand-built plans (generated plans are computed at load).
const readingPlansDir = fileURLToPath(new URL("../data/reading-plans/", import.meta.url));
mkdirSync(`${root}lib/reading-plans-data/thematic`, { recursive: true });
for (const file of readingPlanDataFiles(readCatalogFile(readingPlansDir))) copyFileSync(`${readingPlansDir}${file}`, `${root}lib/reading-plans-data/${file}`);

// The web build's server render of the home and its shell (the `pages` function), and app.html for visits it does not render.
const webDist = fileURLToPath(new URL("../web/dist/", import.meta.url));
const homeServerBuild = `${webDist}${homePageBuild.dir}/`;
if (!existsSync(`${homeServerBuild}${homePageBuild.renderer}`)) {
  throw new Error(`The web app's server build is missing (${homeServerBuild}${homePageBuild.renderer}). Run npm run build -w web first.`);
}
rmSync(`${root}lib/${shippedWebFiles.serverDir}`, { recursive: true, force: true });
cpSync(homeServerBuild, `${root}lib/${shippedWebFiles.serverDir}`, { recursive: true });
copyFileSync(`${webDist}app.html`, `${root}lib/${shippedWebFiles.appHtml}`);
