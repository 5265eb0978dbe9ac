import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { heldPageFile } from "../contracts/src/held-pages.ts";
import { localizedFile, prerenderedHeldPages, prerenderedLanguages, prerenderedPages, serverRenderedHome } from "../web/src/app/prerendered/pages.ts";

/**
 * The pages prerendered per language (docs/ARCHITECTURE.md, "Languages"):
 * after `npm run build -w web` (scripts/test.ts runs this), every
 * prerendered page and the landing must have its file in every language where
 * Hosting's i18n rewrites look for it, saying its language in `<html lang>`
 * (main.tsx and the landing hydrate in that language), with its markup in
 * #root; English's copy is the page's own file. The held pages likewise,
 * in the server build's folder the `pages` function sends them from
 * (contracts/held-pages.ts), marked for main.tsx to render over.
 */
export function localizedPageProblems(dist: string): string[] {
  const problems: string[] = [];
  const pages = [{ path: "/", file: "index.html" }, ...prerenderedPages];
  for (const language of prerenderedLanguages) {
    for (const page of pages) {
      const file = localizedFile(page.path, language);
      if (!existsSync(join(dist, file))) {
        problems.push(`${page.path} in ${language}: ${file} is missing.`);
        continue;
      }
      const html = readFileSync(join(dist, file), "utf8");
      if (!html.includes(`<html lang="${language}">`)) problems.push(`${page.path} in ${language}: ${file} does not say <html lang="${language}">.`);
      if (html.includes('<div id="root"></div>')) problems.push(`${page.path} in ${language}: ${file} has no markup in #root.`);
      if (language === "en" && html !== readFileSync(join(dist, page.file), "utf8")) problems.push(`${page.path}: ${file} is not the same page as ${page.file}.`);
    }
    for (const page of prerenderedHeldPages) {
      const file = join(serverRenderedHome.dir, heldPageFile(page.file, language));
      if (!existsSync(join(dist, file))) {
        problems.push(`${page.pattern} in ${language}: ${file} is missing.`);
        continue;
      }
      const html = readFileSync(join(dist, file), "utf8");
      if (!html.includes(`<html lang="${language}">`)) problems.push(`${page.pattern} in ${language}: ${file} does not say <html lang="${language}">.`);
      if (!/<div id="root" data-held="">\s*<./.test(html)) problems.push(`${page.pattern} in ${language}: ${file} has no held markup in #root.`);
    }
  }
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const dist = process.argv[2] ?? fileURLToPath(new URL("../web/dist", import.meta.url));
  const problems = localizedPageProblems(dist);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
  console.log(`Every prerendered page is built in ${prerenderedLanguages.join(", ")} (${prerenderedPages.length + 1} pages each), and the ${prerenderedHeldPages.length} held pages too.`);
}
