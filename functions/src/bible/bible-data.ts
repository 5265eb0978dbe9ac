import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { BookMeta, TranslationData, TranslationId, VerseOfTheDayEntry, VersificationData } from "@berea/contracts/bible";

/**
 * The committed Bible text (data/bible/), read from disk once per process.
 * In the deployed bundle the build copies the files next to lib/index.js
 * (functions/build.ts); from source they are read where they are committed.
 */
const candidates = [
  process.env.BIBLE_DATA_DIR,
  fileURLToPath(new URL("./bible-data/", import.meta.url)),
  fileURLToPath(new URL("../../../data/bible/", import.meta.url)),
].filter((dir): dir is string => dir !== undefined);

let dataDir: string | undefined;
function bibleDataDir(): string {
  dataDir ??= candidates.find((dir) => existsSync(`${dir}/books.json`));
  if (!dataDir) throw new Error(`Bible data not found; looked in ${candidates.join(", ")}`);
  return dataDir;
}

const readJson = <T>(name: string): T => JSON.parse(readFileSync(`${bibleDataDir()}/${name}`, "utf8")) as T;

const translationsLoaded = new Map<TranslationId, TranslationData>();
export function loadTranslation(id: TranslationId): TranslationData {
  let data = translationsLoaded.get(id);
  if (!data) {
    data = readJson<TranslationData>(`${id}.json`);
    translationsLoaded.set(id, data);
  }
  return data;
}

let booksLoaded: BookMeta[] | undefined;
export const loadBooks = (): BookMeta[] => (booksLoaded ??= readJson<{ books: BookMeta[] }>("books.json").books);

let versificationLoaded: VersificationData | undefined;
/** How the WEB's and RV1909's verse numbering differs from the KJV's (the reader's chapters carry it). */
export const loadVersification = (): VersificationData => (versificationLoaded ??= readJson<VersificationData>("versification.json"));

let verseOfTheDayLoaded: VerseOfTheDayEntry[] | undefined;
export const loadVerseOfTheDay = (): VerseOfTheDayEntry[] => (verseOfTheDayLoaded ??= readJson<VerseOfTheDayEntry[]>("verse-of-the-day.json"));

/** The files the functions bundle needs next to it. */
export const bibleDataFiles = ["kjv.json", "web.json", "rv1909.json", "books.json", "versification.json", "verse-of-the-day.json"] as const;
