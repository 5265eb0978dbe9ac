import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  translationIds,
  type AlignmentGroup,
  type BookMeta,
  type ChapterAlignmentRow,
  type ChapterAsset,
  type TranslationData,
  type TranslationId,
  type VersificationData,
} from "../../contracts/src/bible.ts";

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

const refParts = (ref: string): { book: string; chapter: number; verse: number } => {
  const [book = "", chapter = "0", verse = "0"] = ref.split(".");
  return { book, chapter: Number(chapter), verse: Number(verse) };
};

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

/** Footnotes for slots the WEB leaves empty or prints elsewhere. */
function webNotes(versification: VersificationData, books: BookMeta[]): Map<string, Record<string, string>> {
  const byChapter = new Map<string, Record<string, string>>();
  const add = (ref: string, note: string) => {
    const { book, chapter, verse } = refParts(ref);
    const key = `${book}.${chapter}`;
    byChapter.set(key, { ...byChapter.get(key), [verse]: note });
  };
  for (const ref of versification.web.lacks) {
    const footnote = versification.web.lacksNotes[ref];
    add(ref, `The World English Bible does not include this verse.${footnote ? ` Its footnote: ${footnote}` : ""}`);
  }
  for (const move of versification.web.moved) {
    const from = refParts(move.from);
    move.to.forEach((ref, index) => {
      const name = books.find((b) => b.id === from.book)?.name.en ?? from.book;
      add(ref, `The World English Bible prints this verse as ${name} ${from.chapter}:${from.verse + 1 + index}.`);
    });
  }
  return byChapter;
}

/** For each KJV chapter where RV1909's slots differ, the rows that line the two up. */
function rvAlignment(rv: TranslationData, versification: VersificationData): Map<string, ChapterAlignmentRow[]> {
  const text = (ref: string): string => {
    const { book, chapter, verse } = refParts(ref);
    return rv.books.find((b) => b.id === book)?.chapters[chapter - 1]?.verses[verse - 1] ?? "";
  };
  const seen = new Set<string>();
  const rows = new Map<string, ChapterAlignmentRow[]>();
  const groups: AlignmentGroup[] = Object.values(versification.rv1909.mapping).flat();
  for (const group of groups) {
    const key = JSON.stringify(group);
    if (seen.has(key)) continue;
    seen.add(key);
    const labels = group.rv1909.map((ref) => {
      const { chapter, verse } = refParts(ref);
      return `${chapter}:${verse}`;
    });
    const texts = group.rv1909.map(text);
    // A group can run across a KJV chapter break (Job 39:27-40:5): each chapter gets its part.
    const kjvChapters = new Map<string, number[]>();
    for (const ref of group.kjv) {
      const { book, chapter, verse } = refParts(ref);
      const chapterKey = `${book}.${chapter}`;
      kjvChapters.set(chapterKey, [...(kjvChapters.get(chapterKey) ?? []), verse]);
    }
    for (const [chapterKey, verses] of kjvChapters) {
      rows.set(chapterKey, [...(rows.get(chapterKey) ?? []), { kjv: verses, labels, texts }]);
    }
  }
  for (const list of rows.values()) list.sort((a, b) => (a.kjv[0] ?? 0) - (b.kjv[0] ?? 0));
  return rows;
}

export function buildChapterAssets(dataDir: string): ChapterAssets {
  const { texts, books, versification } = readBibleData(dataDir);
  const notes = webNotes(versification, books);
  const alignment = rvAlignment(texts.rv1909, versification);
  const files = new Map<string, string>();
  const folders = {} as Record<TranslationId, string>;

  for (const id of translationIds) {
    const chapters: { book: string; chapter: number; json: string }[] = [];
    for (const book of texts[id].books) {
      book.chapters.forEach((data, index) => {
        const chapter = index + 1;
        const key = `${book.id}.${chapter}`;
        const asset: ChapterAsset = {
          translation: id,
          book: book.id,
          chapter,
          ...(data.title === undefined ? {} : { title: data.title }),
          ...(data.headings === undefined ? {} : { headings: data.headings }),
          ...(data.subscription === undefined ? {} : { subscription: data.subscription }),
          verses: data.verses,
          ...(id === "web" && notes.has(key) ? { notes: notes.get(key) } : {}),
          ...(id === "rv1909" && alignment.has(key) ? { alignment: alignment.get(key) } : {}),
        };
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
