import type { BookMeta, TranslationId } from "@berea/contracts/bible";
import type { Language } from "@berea/contracts/language";
import type { PlanDay, PlanPassage, Reading, ReaderLink } from "@berea/contracts/reading-plans";

/**
 * A plan day's passages as a person reads them: labels ("Genesis 1–3",
 * "Matthew 6:5–15") and reader links, which name the book by its OSIS id and
 * no translation, so the app opens them in the reader's own translation.
 * Spanish labels name the books as the RV1909 does ("Génesis 1–3", "Salmo 23"),
 * with the same (KJV) chapter and verse numbers the links carry.
 */

/** A day's title and readings as one language shows them. */
export interface DayText {
  title: string;
  readings: Reading[];
}

export interface DayReadings extends DayText {
  /** The same day in Spanish: the theme from thematic-es/, the labels with Spanish book names. */
  es: DayText;
  /** Verses in the day (for balancing checks and reading time). */
  verses: number;
}

export class PassageError extends Error {}

const isWholeChapter = (passage: PlanPassage, book: BookMeta) =>
  passage.start === undefined || (passage.start === 1 && passage.end === book.verses[passage.chapter - 1]);

/** Checks a passage against the Bible data; throws a PassageError naming the problem. */
export function checkPassage(passage: PlanPassage, books: ReadonlyMap<string, BookMeta>): BookMeta {
  const book = books.get(passage.book);
  if (!book) throw new PassageError(`Unknown book "${passage.book}".`);
  const verses = book.verses[passage.chapter - 1];
  if (!Number.isInteger(passage.chapter) || verses === undefined) throw new PassageError(`${book.name.en} has no chapter ${passage.chapter}.`);
  if ((passage.start === undefined) !== (passage.end === undefined)) throw new PassageError(`${book.name.en} ${passage.chapter}: give both start and end, or neither.`);
  if (passage.start !== undefined && passage.end !== undefined) {
    if (!Number.isInteger(passage.start) || !Number.isInteger(passage.end) || passage.start < 1 || passage.end < passage.start || passage.end > verses) {
      throw new PassageError(`${book.name.en} ${passage.chapter}:${passage.start}-${passage.end} is not within its ${verses} verses.`);
    }
  }
  return book;
}

/** One psalm is "Psalm 23", "Salmo 23"; several are "Psalms 120–127", "Salmos 120–127" (the book's name). */
const onePsalm: Record<Language, string> = { en: "Psalm", es: "Salmo" };

const chapterName = (book: BookMeta, single: boolean, language: Language) => (book.id === "Ps" && single ? onePsalm[language] : book.name[language]);

export function passageLabel(passage: PlanPassage, book: BookMeta, language: Language = "en"): string {
  if (isWholeChapter(passage, book)) return `${chapterName(book, true, language)} ${passage.chapter}`;
  const verses = passage.start === passage.end ? `${passage.start}` : `${passage.start}–${passage.end}`;
  return `${chapterName(book, true, language)} ${passage.chapter}:${verses}`;
}

export function readerLink(passage: PlanPassage, book: BookMeta): ReaderLink {
  if (isWholeChapter(passage, book) || passage.start === undefined || passage.end === undefined) return { book: passage.book, chapter: passage.chapter };
  return { book: passage.book, chapter: passage.chapter, start: passage.start, end: passage.end };
}

/** "/Bible/kjv/1-Corinthians/13#4-7": the reader's address for a link (web/src/web/src/lib/reader-paths.ts). */
export function readerPath(link: ReaderLink, book: BookMeta, translation: TranslationId = "kjv"): string {
  const verses = link.start === undefined || link.end === undefined ? "" : `#${link.start === link.end ? link.start : `${link.start}-${link.end}`}`;
  return `/Bible/${translation}/${book.name.en.replace(/\s+/g, "-")}/${link.chapter}${verses}`;
}

/**
 * A compact label for a day: consecutive whole chapters of one book become
 * a range ("Genesis 50; Exodus 1–2", "Psalms 120–127").
 */
export function passagesLabel(passages: readonly PlanPassage[], books: ReadonlyMap<string, BookMeta>, language: Language = "en"): string {
  const parts: string[] = [];
  let run: { book: BookMeta; first: number; last: number } | undefined;
  const flush = () => {
    if (!run) return;
    const single = run.first === run.last;
    parts.push(`${chapterName(run.book, single, language)} ${single ? run.first : `${run.first}–${run.last}`}`);
    run = undefined;
  };
  for (const passage of passages) {
    const book = checkPassage(passage, books);
    if (!isWholeChapter(passage, book)) {
      flush();
      parts.push(passageLabel(passage, book, language));
      continue;
    }
    if (run && run.book.id === book.id && passage.chapter === run.last + 1) {
      run.last = passage.chapter;
      continue;
    }
    flush();
    run = { book, first: passage.chapter, last: passage.chapter };
  }
  flush();
  return parts.join("; ");
}

/** A day in `language`: its theme (when it has one) followed by its passages, and each reading's label. */
function dayText(passages: readonly PlanPassage[], theme: string | undefined, books: ReadonlyMap<string, BookMeta>, language: Language): DayText {
  const readings = passages.map((passage) => {
    const book = checkPassage(passage, books);
    return { label: passageLabel(passage, book, language), link: readerLink(passage, book) };
  });
  const label = passagesLabel(passages, books, language);
  return { title: theme ? `${theme} (${label})` : label, readings };
}

/** A plan day in English and Spanish; `spanishTheme` is a hand-built day's theme in Spanish (thematic-es/). */
export function dayReadings(day: PlanDay, books: ReadonlyMap<string, BookMeta>, spanishTheme?: string): DayReadings {
  const verses = day.passages.reduce((sum, passage) => {
    const book = checkPassage(passage, books);
    const inChapter = book.verses[passage.chapter - 1] ?? 0;
    return sum + (passage.start === undefined || passage.end === undefined ? inChapter : passage.end - passage.start + 1);
  }, 0);
  return { ...dayText(day.passages, day.title, books, "en"), es: dayText(day.passages, spanishTheme ?? day.title, books, "es"), verses };
}
