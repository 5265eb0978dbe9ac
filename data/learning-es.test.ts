/**
 * Checks over the Spanish learning tracks (data/learning-es): each file
 * translates the English track of the same file name (data/learning) and
 * keeps everything but its words: the track's id, each lesson's id in
 * order, its passage, its number of sections and paragraphs, and its five
 * questions in order with their references. Every mastery answer is one
 * of its own options. A track with no Spanish file is served in English
 * (functions/src/learning/learning-data.ts), so none is required here.
 *
 * Scripture is quoted from the Reina-Valera 1909 (data/bible/rv1909.json),
 * between «...» (or “...”): each quote of four words or more must be the
 * RV1909's words (case and punctuation aside), looked for in the chapters
 * the lesson reads or names (its passage, its questions' references, a
 * reference in its text such as "Hebreos 1:1" or "(9:4)"), then in the whole
 * RV1909. A translated KJV phrase almost never is, so this catches the KJV
 * left behind; a shorter quote may be a gloss on a word and is not checked. A cheap word check catches English left behind.
 */
import { describe, expect, it } from "vitest";
import type { BookMeta, TranslationData } from "../contracts/src/bible.ts";
import { countWords } from "../contracts/src/content.ts";
import { trackSchema, type Lesson, type Track } from "../contracts/src/learning.ts";
import { jsonFiles, readJson } from "./data-files.ts";


const { books } = readJson("bible/books.json") as { books: BookMeta[] };
const rv1909 = readJson("bible/rv1909.json") as TranslationData;

const english = new Map(jsonFiles("learning").map((name) => [name, trackSchema.parse(readJson(`learning/${name}`))]));
const spanish = jsonFiles("learning-es").map((name) => ({ name, track: trackSchema.parse(readJson(`learning-es/${name}`)) }));

/** Letters and digits only, lower case, one space between words: how a quote is compared with the Bible text. */
const fold = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

const bookIds = new Map<string, string>();
for (const book of books) for (const name of [book.name.es, ...book.abbreviations.es]) bookIds.set(fold(name), book.id);
bookIds.set("salmo", "Ps");

const chapterText = (book: string, chapter: number): string => rv1909.books.find((candidate) => candidate.id === book)?.chapters[chapter - 1]?.verses.join(" ") ?? "";

/** The chapters a text names: "Hebreos 1:1", "1 Corintios 13", "Salmo 23:1", and "(9:4)" or "(22:6-16)" in `book`. */
function chaptersNamed(text: string, book: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/((?:[1-3]\s)?\p{Lu}[\p{L}]+(?:\s(?:de\s)?\p{Lu}[\p{L}]+)?)\s(\d+)(?::\d+)?/gu)) {
    const id = bookIds.get(fold(match[1] ?? ""));
    if (id) found.push(`${id} ${match[2]}`);
  }
  for (const match of text.matchAll(/\((\d+):\d+(?:-\d+)?\)/g)) found.push(`${book} ${match[1]}`);
  return found;
}

/** Every text of a lesson: title, summary, headings, paragraphs, and each question's prompt, options and explanation. */
const textsOf = (lesson: Lesson): string[] => [
  lesson.title,
  lesson.summary,
  ...lesson.sections.flatMap((section) => [section.heading, ...section.paragraphs]),
  ...lesson.mastery.flatMap((question) => [question.prompt, ...question.options, question.explanation]),
];

/** The whole RV1909, folded, one space around each verse's words. */
const wholeBible = ` ${rv1909.books.flatMap((book) => book.chapters.flatMap((chapter) => chapter.verses)).map(fold).join("  ")} `;

function quoteProblems(lesson: Lesson): string[] {
  const texts = textsOf(lesson);
  const chapters = new Set([`${lesson.passage.book} ${lesson.passage.chapter}`, ...lesson.mastery.map((question) => `${question.reference.book} ${question.reference.chapter}`)]);
  for (const text of texts) for (const chapter of chaptersNamed(text, lesson.passage.book)) chapters.add(chapter);
  const scripture = [...chapters].map((entry) => {
    const [book = "", chapter = "0"] = entry.split(" ");
    return ` ${fold(chapterText(book, Number(chapter)))} `;
  });
  const problems: string[] = [];
  for (const text of texts) {
    for (const match of text.matchAll(/«([^»]*)»|“([^”]*)”/g)) {
      const quote = ` ${fold(match[1] ?? match[2] ?? "")} `;
      // A word or two in quotes may be a gloss ("es menester", «letras»); four words or more are Scripture, from a chapter the lesson names or, at the least, from the RV1909.
      const words = quote.trim().split(" ").length;
      if (words < 4 || scripture.some((chapter) => chapter.includes(quote)) || wholeBible.includes(quote)) continue;
      problems.push(`${lesson.id}: «${quote.trim()}» is not the RV1909's words`);
    }
    if ((text.match(/«/g) ?? []).length !== (text.match(/»/g) ?? []).length) problems.push(`${lesson.id}: unbalanced « » in ${text.slice(0, 60)}`);
  }
  return problems;
}

// Common English words that are not Spanish words: one of them in Spanish text is English left behind.
const englishWords = new Set("the and you your with that this what which is are was were have will would of to it for from but they we our his her them been who when where why how there their then than into about because should could shall thee thou thy".split(" "));
const englishIn = (text: string): string[] =>
  text
    .replace(/«[^»]*»|“[^”]*”/g, " ")
    .split(/[^\p{L}]+/u)
    .filter((word) => englishWords.has(word.toLowerCase()));

const shape = (track: Track) => ({
  id: track.id,
  lessons: track.lessons.map((lesson) => ({
    id: lesson.id,
    passage: lesson.passage,
    sections: lesson.sections.map((section) => section.paragraphs.length),
    mastery: lesson.mastery.map((question) => question.reference),
  })),
});

describe("Spanish learning tracks", () => {
  it("each translate the English track of the same file name: same track and lesson ids in order, passages, sections, paragraphs and questions' references", () => {
    for (const { name, track } of spanish) {
      const original = english.get(name);
      expect(original, `${name} has no English track`).toBeDefined();
      if (original) expect(shape(track), name).toEqual(shape(original));
    }
  });

  it("translate every word: no title, summary, heading, prompt or option is left the same as the English", () => {
    for (const { name, track } of spanish) {
      const original = english.get(name);
      if (!original) continue;
      expect(track.title, name).not.toBe(original.title);
      expect(track.author, name).not.toBe(original.author);
      track.lessons.forEach((lesson, i) => {
        const before = original.lessons[i];
        if (!before) return;
        expect(lesson.title, lesson.id).not.toBe(before.title);
        expect(lesson.summary, lesson.id).not.toBe(before.summary);
        lesson.sections.forEach((section, j) => expect(section.heading, lesson.id).not.toBe(before.sections[j]?.heading));
        lesson.mastery.forEach((question, j) => expect(question.prompt, `${lesson.id} question ${j + 1}`).not.toBe(before.mastery[j]?.prompt));
      });
    }
  });

  // Spanish runs about a tenth longer than the English it translates (300 to 700 words), so the ceiling is 770.
  it("teach 300 to 770 words a lesson, in sections with distinct headings", () => {
    for (const { track } of spanish) {
      for (const lesson of track.lessons) {
        const words = countWords(lesson.sections.flatMap((section) => section.paragraphs).join(" "));
        expect(words, `${lesson.id}: ${words} words`).toBeGreaterThanOrEqual(300);
        expect(words, `${lesson.id}: ${words} words`).toBeLessThanOrEqual(770);
        expect(new Set(lesson.sections.map((section) => section.heading.toLowerCase())).size, lesson.id).toBe(lesson.sections.length);
      }
    }
  });

  it("have each mastery answer among its four distinct options", () => {
    for (const { track } of spanish) {
      for (const lesson of track.lessons) {
        lesson.mastery.forEach((question, i) => {
          expect(question.options, `${lesson.id} question ${i + 1}`).toContain(question.answer);
          expect(new Set(question.options).size, `${lesson.id} question ${i + 1}`).toBe(4);
        });
      }
    }
  });

  it("quote Scripture only in the RV1909's words", () => {
    expect(spanish.flatMap(({ track }) => track.lessons.flatMap(quoteProblems))).toEqual([]);
  });

  it("leave no English behind", () => {
    const leftovers = spanish.flatMap(({ track }) =>
      [track.title, track.summary, track.author, ...track.lessons.flatMap(textsOf)].flatMap((text) => englishIn(text).map((word) => `${track.id}: "${word}" in ${text.slice(0, 60)}`)),
    );
    expect(leftovers).toEqual([]);
  });
});
