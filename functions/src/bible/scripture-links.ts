import { translationIdSchema, type BookMeta } from "@berea/contracts/bible";
import type { Language } from "@berea/contracts/language";
import type { LinkedParagraph, ScriptureTarget, TextSegment } from "@berea/contracts/scripture-links";
import { logger } from "../lib/logger.ts";
import { loadBooks } from "./bible-data.ts";

/**
 * Bible references in the books' and articles' text ("Nu 12:11,12", "Psalm
 * 32:30", "Rom. 5", "Juan 20:31"), found with bible-passage-reference-parser
 * where the text is served, so a phone never runs the parser's regexes over
 * a long chapter (issue 23). The texts carry no markup for them. The parser
 * (about 300 KB of code and regexes) loads with the first text that needs
 * it, not with the API, and the callers keep what it found per chapter and
 * article: the texts are committed and never change in a running process.
 */

interface FoundReference {
  osis: string;
  indices: [number, number];
  /** A translation named with the reference ("Psalm 103:1, KJV"), upper case; "" when none. */
  translations: string[];
}

interface ReferenceParser {
  parse: (text: string) => { osis_and_indices: () => FoundReference[] };
}

const parsers = new Map<Language, Promise<ReferenceParser>>();

/** The parser for `language`'s book names ("Juan", "Salmo"), loaded on first use. */
function referenceParser(language: Language): Promise<ReferenceParser> {
  let parser = parsers.get(language);
  if (!parser) {
    parser = (async () => {
      const [{ bcv_parser: BcvParser }, lang] = await Promise.all([
        import("bible-passage-reference-parser/esm/bcv_parser.js"),
        language === "es" ? import("bible-passage-reference-parser/esm/lang/es.js") : import("bible-passage-reference-parser/esm/lang/en.js"),
      ]);
      const instance = new BcvParser(lang);
      // "Jos 11:21; 15:50" is two links, each on its own words.
      instance.set_options({ versification_system: "kjv", sequence_combination_strategy: "separate", consecutive_combination_strategy: "separate" });
      return instance;
    })();
    // A parser that failed to load is asked for again next time, not kept as a failure.
    parser.catch(() => parsers.delete(language));
    parsers.set(language, parser);
  }
  return parser;
}

let booksById: Map<string, BookMeta> | undefined;
const bookById = (id: string): BookMeta | undefined => (booksById ??= new Map(loadBooks().map((book) => [book.id, book]))).get(id);

/**
 * Where one parsed reference ("John.3.16-John.3.18", the parser's OSIS)
 * opens the reader: its first passage, in a book and chapter the Bible has;
 * verses beyond the chapter's end give the chapter, a range into a later
 * chapter this chapter's part of it, and a whole chapter no verses.
 */
export function referenceTarget(osis: string): ScriptureTarget | undefined {
  const [first = ""] = osis.split(",");
  const [start = "", end = start] = first.split("-");
  const [bookId = "", chapterText, verseText] = start.split(".");
  const book = bookById(bookId);
  if (!book) return undefined;
  const chapter = Number(chapterText ?? 1);
  if (!Number.isInteger(chapter) || chapter < 1 || chapter > book.chapters) return undefined;
  if (verseText === undefined) return { book: book.id, chapter };
  const [endBook, endChapter, endVerse] = end.split(".");
  const startVerse = Number(verseText);
  const count = book.verses[chapter - 1] ?? 0;
  const sameChapter = endBook === bookId && Number(endChapter) === chapter;
  const lastVerse = sameChapter ? Number(endVerse ?? startVerse) : endBook === bookId && Number(endChapter) > chapter ? count : startVerse;
  if (startVerse < 1 || startVerse > count) return { book: book.id, chapter };
  const verses = { start: startVerse, end: Math.min(Math.max(lastVerse, startVerse), count) };
  return verses.start === 1 && verses.end === count ? { book: book.id, chapter } : { book: book.id, chapter, ...verses };
}

/** Splits `text` at the references found in it; a reference that names a translation Berea carries opens in it. */
export function linkSegments(text: string, found: readonly FoundReference[]): TextSegment[] {
  const segments: TextSegment[] = [];
  let at = 0;
  for (const { osis, indices, translations } of [...found].sort((a, b) => a.indices[0] - b.indices[0])) {
    const [start, end] = indices;
    if (start < at || end <= start || end > text.length) continue;
    const target = referenceTarget(osis);
    if (!target) continue;
    const named = translationIdSchema.safeParse(translations[0]?.toLowerCase());
    if (start > at) segments.push({ text: text.slice(at, start) });
    segments.push({ text: text.slice(start, end), to: named.success ? { ...target, translation: named.data } : target });
    at = end;
  }
  if (at < text.length) segments.push({ text: text.slice(at) });
  return segments;
}

/** How long finding references may hold the event loop at a time, in ms. */
const sliceMs = 20;

/**
 * Each paragraph as linked runs of text, or null when it names no reference
 * (a heading's "" too). The parser's names are `language`'s: an English
 * text's "John 3:16", a Spanish one's "Juan 3:16".
 */
export async function linkParagraphs(paragraphs: readonly string[], language: Language): Promise<(LinkedParagraph | null)[]> {
  const parser = await referenceParser(language);
  const linked: (LinkedParagraph | null)[] = [];
  let sliceStart = performance.now();
  for (const paragraph of paragraphs) {
    const found = paragraph === "" ? [] : parser.parse(paragraph).osis_and_indices();
    const segments = found.length > 0 ? linkSegments(paragraph, found) : [];
    linked.push(segments.some((segment) => segment.to) ? segments : null);
    // A long chapter (Nave's "J" takes about a second) lets the instance's other requests run between slices.
    if (performance.now() - sliceStart > sliceMs) {
      await new Promise((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
  }
  return linked;
}

const kept = new Map<string, Promise<(LinkedParagraph | null)[]>>();

/**
 * {@link linkParagraphs} for a committed text (a chapter, an article), found
 * once per process under `key` and kept: the first reader of a text waits
 * for it, every later one gets it at once. Should the parser fail, the text
 * goes out without links (it still reads) and the next request tries again.
 */
export function linkedOnce(key: string, language: Language, paragraphs: () => readonly string[]): Promise<(LinkedParagraph | null)[]> {
  const cacheKey = `${language}:${key}`;
  let links = kept.get(cacheKey);
  if (!links) {
    const texts = paragraphs();
    links = linkParagraphs(texts, language).catch((error: unknown) => {
      kept.delete(cacheKey);
      logger.error("Finding Bible references failed", { key, language, error });
      return texts.map(() => null);
    });
    kept.set(cacheKey, links);
  }
  return links;
}

/**
 * {@link linkedOnce}'s links if they are ready within `waitMs`, else null (the finding goes on and is kept): the
 * first reader of a long chapter gets its text at once rather than waiting a second or two for the parser
 * (Nave's "J", Spurgeon's long psalms), and asks again for its links (the reply says they are pending).
 */
export async function linkedWithin(key: string, language: Language, paragraphs: () => readonly string[], waitMs: number): Promise<(LinkedParagraph | null)[] | null> {
  const links = linkedOnce(key, language, paragraphs);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), waitMs);
  });
  try {
    return await Promise.race([links, late]);
  } finally {
    clearTimeout(timer);
  }
}
