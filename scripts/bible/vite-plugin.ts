import type { Plugin } from "vite";
import { buildChapterAssets, chapterAssetRoot, type ChapterAssets } from "./chapter-assets.ts";

const virtualId = "virtual:bible-assets";
const resolvedVirtualId = `\0${virtualId}`;

/**
 * Emits the per-chapter JSON files into the build (and serves them from
 * memory in the dev server), and exposes `virtual:bible-assets`: each
 * translation's asset folder and the book list the reader needs.
 */
export function bibleAssets(options: { dataDir: string }): Plugin {
  let assets: ChapterAssets | undefined;
  const load = (): ChapterAssets => (assets ??= buildChapterAssets(options.dataDir));

  return {
    name: "berea-bible-assets",
    resolveId(id) {
      return id === virtualId ? resolvedVirtualId : undefined;
    },
    load(id) {
      if (id !== resolvedVirtualId) return undefined;
      const { folders, books } = load();
      const slim = books.map(({ id: book, testament, name, abbreviations, chapters, verses }) => ({
        id: book,
        testament,
        name,
        abbreviations,
        chapters,
        verses,
      }));
      return [
        `export const chapterAssetBase = ${JSON.stringify(`/${chapterAssetRoot}`)};`,
        `export const chapterAssetFolders = ${JSON.stringify(folders)};`,
        `export const books = ${JSON.stringify(slim)};`,
      ].join("\n");
    },
    generateBundle() {
      for (const [fileName, source] of load().files) this.emitFile({ type: "asset", fileName, source });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split("?")[0]?.slice(1);
        const body = path === undefined ? undefined : load().files.get(path);
        if (body === undefined) return next();
        res.setHeader("Content-Type", "application/json");
        res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
        res.end(body);
      });
    },
  };
}
