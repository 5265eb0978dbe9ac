import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { translationIds, type BookMeta, type TranslationData, type TranslationId, type VersificationData } from "../../contracts/src/bible.ts";
import { chapterAssets } from "../../contracts/src/chapter-asset.ts";

/**
 * Turns the committed Bible data into one small JSON file per translation
 * and chapter (3 × 1,189), served as immutable static assets: reading a
 * chapter costs no function call and no database read. Each translation's
 * files live under a folder named by a hash of their content, so a change to
 * the text gets new URLs and old caches never serve stale verses.
 */

/** Bump when the shape of ChapterAsset changes, so every URL changes with it. */
const formatVersion = 1;

export const chapterAssetRoot = "assets/bible";

export interface ChapterAssets {
  /** Folder of each translation under chapterAssetRoot, e.g. "kjv-3f9a1c2b0d". */
  folders: Record<TranslationId, string>;
  /** Path under the site root (no leading slash) → JSON text. */
  files: Map<string, string>;
  books: BookMeta[];
}

export const chapterAssetPath = (folder: string, book: string, chapter: number): string =>
  `${chapterAssetRoot}/${folder}/${book}/${chapter}.json`;

export function readBibleData(dataDir: string) {
  const read = <T>(name: string): T => JSON.parse(readFileSync(join(dataDir, name), "utf8")) as T;
  const texts = Object.fromEntries(translationIds.map((id) => [id, read<TranslationData>(`${id}.json`)])) as Record<
    TranslationId,
    TranslationData
  >;
  return {
    texts,
    books: read<{ books: BookMeta[] }>("books.json").books,
    versification: read<VersificationData>("versification.json"),
  };
}

export function buildChapterAssets(dataDir: string): ChapterAssets {
  const { texts, books, versification } = readBibleData(dataDir);
  const assetOf = chapterAssets({ text: (id) => texts[id], books: () => books, versification: () => versification });
  const files = new Map<string, string>();
  const folders = {} as Record<TranslationId, string>;

  for (const id of translationIds) {
    const chapters: { book: string; chapter: number; json: string }[] = [];
    for (const book of texts[id].books) {
      book.chapters.forEach((_, index) => {
        const chapter = index + 1;
        const asset = assetOf(id, book.id, chapter);
        if (!asset) throw new Error(`${id} has no ${book.id} ${chapter}.`);
        chapters.push({ book: book.id, chapter, json: JSON.stringify(asset) });
      });
    }
    const hash = createHash("sha256").update(String(formatVersion));
    for (const { json } of chapters) hash.update(json);
    const folder = `${id}-${hash.digest("hex").slice(0, 10)}`;
    folders[id] = folder;
    for (const { book, chapter, json } of chapters) files.set(chapterAssetPath(folder, book, chapter), json);
  }
  return { folders, files, books };
}
