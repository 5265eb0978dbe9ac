import { translations, type VerseOfTheDay, type VerseOfTheDayRequest } from "@berea/contracts/bible";
import { loadBooks, loadTranslation, loadVerseOfTheDay } from "./bible-data.ts";

/**
 * One verse per calendar date ("MM-DD", 366 entries). The client sends its
 * own local date, so everyone sees the same verse on the same date wherever
 * they are, and a date's answer never changes (it is cached for a year).
 */
export function verseOfTheDay({ date, translation }: VerseOfTheDayRequest): VerseOfTheDay {
  const monthDay = date.slice(5);
  const entry = loadVerseOfTheDay().find((candidate) => candidate.date === monthDay);
  if (!entry) throw new Error(`No verse of the day for ${monthDay}`);
  const book = loadBooks().find((candidate) => candidate.id === entry.book);
  const chapter = loadTranslation(translation).books.find((candidate) => candidate.id === entry.book)?.chapters[entry.chapter - 1];
  if (!book || !chapter) throw new Error(`Verse of the day ${monthDay} names a missing passage`);
  const verses = [];
  for (let verse = entry.start; verse <= entry.end; verse += 1) verses.push({ verse, text: chapter.verses[verse - 1] ?? "" });
  const name = translations[translation].language === "es" ? book.name.es : book.name.en;
  const range = entry.start === entry.end ? `${entry.start}` : `${entry.start}-${entry.end}`;
  return { date, translation, book: entry.book, chapter: entry.chapter, start: entry.start, end: entry.end, reference: `${name} ${entry.chapter}:${range}`, verses };
}
