/**
 * Checks over the Spanish content: devotional paths (data/devotionals-es),
 * articles (data/articles-es), the reading plans' titles and
 * descriptions (data/reading-plans/catalog-es.json) and the faith
 * challenges' (data/challenges/catalog-es.json).
 *
 * Scripture in Spanish text is quoted from the Reina-Valera 1909 (the
 * Bible a Spanish reader gets, data/bible/rv1909.json, KJV numbering) and
 * only between curly double quotes “...”. Every such quote must be the
 * RV1909's words, letter for letter (case, punctuation and spacing aside):
 * from the reference that follows it in parentheses, "(Juan 3:16, RV1909)",
 * or, in a devotional with no reference after it, from the day's passage.
 * Other quotations (a hymn, a saying, a prayer in the reader's own words)
 * use «...». Every parenthesised reference must exist in RV1909. A cheap
 * word check catches English left behind.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { BookMeta, TranslationData } from "../contracts/src/bible.ts";
import { articleSchema, countWords, devotionalPathSchema, type Article, type DevotionalPath, type Passage } from "../contracts/src/content.ts";
import { dataDir, jsonFiles, readJson } from "./data-files.ts";


const { books } = readJson("bible/books.json") as { books: BookMeta[] };
const rv1909 = readJson("bible/rv1909.json") as TranslationData;

const versesOf = (book: string, chapter: number): string[] => rv1909.books.find((candidate) => candidate.id === book)?.chapters[chapter - 1]?.verses ?? [];

function passageProblem({ book, chapter, start, end }: Passage): string | null {
  const meta = books.find((candidate) => candidate.id === book);
  if (!meta) return `no book ${book}`;
  const count = meta.verses[chapter - 1];
  if (count === undefined) return `${book} has no chapter ${chapter}`;
  if (start > end) return `${book} ${chapter}: ${start} is after ${end}`;
  if (end > count) return `${book} ${chapter} has ${count} verses, not ${end}`;
  const text = versesOf(book, chapter);
  for (let verse = start; verse <= end; verse += 1) if (!text[verse - 1]) return `${book} ${chapter}:${verse} is empty in RV1909`;
  return null;
}

const passageText = ({ book, chapter, start, end }: Passage): string => versesOf(book, chapter).slice(start - 1, end).join(" ");

/** Letters and digits only, lower case, one space between words: how a quote is compared with the Bible text. */
const fold = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

// Spanish names of the books as a reference may write them: the full name, its abbreviations, and "Salmo" for one psalm.
const bookNames = new Map<string, string>();
for (const book of books) {
  for (const name of [book.name.es, ...book.abbreviations.es]) bookNames.set(fold(name), book.id);
}
bookNames.set("salmo", "Ps");

const referencePattern = /\(([^()]*?)\s(\d+):(\d+)(?:-(\d+))?(?:,\s*RV1909)?\)/g;

interface Reference {
  raw: string;
  passage: Passage | null;
  index: number;
  length: number;
}

function referencesIn(text: string): Reference[] {
  return [...text.matchAll(referencePattern)].map((match) => {
    const [raw, name = "", chapter = "", start = "", end] = match;
    const book = bookNames.get(fold(name));
    const passage = book ? { book, chapter: Number(chapter), start: Number(start), end: Number(end ?? start) } : null;
    return { raw, passage, index: match.index, length: raw.length };
  });
}

/** Every problem with the Scripture in one Spanish text: unknown or missing references, quotes that are not the RV1909's words. */
function scriptureProblems(text: string, fallback: Passage | null): string[] {
  const problems: string[] = [];
  const references = referencesIn(text);
  for (const reference of references) {
    if (!reference.passage) problems.push(`${reference.raw}: no such book`);
    else {
      const problem = passageProblem(reference.passage);
      if (problem) problems.push(`${reference.raw}: ${problem}`);
    }
  }
  for (const match of text.matchAll(/“([^”]*)”/g)) {
    const quote = match[1] ?? "";
    const after = match.index + match[0].length;
    // The reference that follows the quote (at most a few characters of punctuation between them).
    const next = references.find((reference) => reference.index >= after && reference.index - after <= 3);
    const source = next?.passage ?? fallback;
    if (!source) {
      problems.push(`“${quote}” has no reference after it`);
      continue;
    }
    // Whole words: “nada me falta” is not “nada me faltará”.
    if (!` ${fold(passageText(source))} `.includes(` ${fold(quote)} `)) problems.push(`“${quote}” is not in RV1909 ${source.book} ${source.chapter}:${source.start}-${source.end}`);
  }
  // A reference names no other translation: "(Juan 3:16, KJV)" left from the English is a quote in the wrong Bible.
  for (const match of text.matchAll(/\(([^()]*?\d+:\d+(?:-\d+)?),\s*([^()]+)\)/g)) if (match[2] !== "RV1909") problems.push(`${match[0]}: quote the RV1909`);
  if ((text.match(/“/g) ?? []).length !== (text.match(/”/g) ?? []).length) problems.push("unbalanced “ ”");
  return problems;
}

// Common English words that are not Spanish words: one of them in Spanish text is English left behind.
const englishWords = new Set(
  "the and you your with that this what which is are was were have will would of to it for from but they we our his her them been who when where why how there their then than into about because should could shall thee thou thy God Lord Jesus Christ Amen Holy Spirit Advent Easter Lent".split(" ").map((word) => word.toLowerCase()),
);
function englishIn(text: string): string[] {
  // Scripture quotes are the RV1909's own words (checked above), which write JESUS without its accent.
  return text
    .replace(/“[^”]*”/g, " ")
    .split(/[^\p{L}]+/u).filter((word) => englishWords.has(word.toLowerCase()));
}

const englishPaths = new Map(jsonFiles("devotionals").map((name) => [name, devotionalPathSchema.parse(readJson(`devotionals/${name}`)) as DevotionalPath]));
const paths = jsonFiles("devotionals-es").map((name) => ({ name, path: devotionalPathSchema.parse(readJson(`devotionals-es/${name}`)) as DevotionalPath }));
const englishArticles = new Map(jsonFiles("articles").map((name) => [name, articleSchema.parse(readJson(`articles/${name}`)) as Article]));
const articles = jsonFiles("articles-es").map((name) => ({ name, article: articleSchema.parse(readJson(`articles-es/${name}`)) as Article }));

describe("Spanish devotional paths", () => {
  const days = paths.flatMap(({ path }) => path.days);

  it("hold at least 60 devotionals, in whole paths", () => {
    expect(days.length).toBeGreaterThanOrEqual(60);
  });

  it("each translate the English path of the same file day for day: same ids, same passages", () => {
    for (const { name, path } of paths) {
      const english = englishPaths.get(name);
      expect(english, `${name} has no English path`).toBeDefined();
      expect(path.id).toBe(english?.id);
      expect(path.days.map((day) => [day.id, day.passage])).toEqual(english?.days.map((day) => [day.id, day.passage]));
    }
  });

  it("have unique titles", () => {
    expect(new Set(days.map((day) => day.title.toLowerCase())).size).toBe(days.length);
  });

  // Spanish runs about a tenth longer than the English it translates (250 to 500 words), so the ceiling is 600.
  it("have reflections of 250 to 600 words, a prayer and one question asked the Spanish way", () => {
    for (const day of days) {
      const words = countWords(day.reflection.join(" "));
      expect(words, `${day.id}: ${words} words`).toBeGreaterThanOrEqual(250);
      expect(words, `${day.id}: ${words} words`).toBeLessThanOrEqual(600);
      expect(day.question.trim(), day.id).toMatch(/^¿[^?]+\?$/);
      expect(countWords(day.prayer), day.id).toBeGreaterThanOrEqual(15);
    }
  });

  it("cite passages that exist in RV1909", () => {
    const problems = days.map((day) => [day.id, passageProblem(day.passage)] as const).filter(([, problem]) => problem !== null);
    expect(problems).toEqual([]);
  });

  it("quote Scripture only in the RV1909's words", () => {
    const problems = days.flatMap((day) => scriptureProblems([...day.reflection, day.prayer, day.question].join("\n"), day.passage).map((problem) => `${day.id}: ${problem}`));
    expect(problems).toEqual([]);
  });

  it("leave no English behind", () => {
    const leftovers = paths.flatMap(({ path }) =>
      [path.title, path.theme, path.description, ...path.days.flatMap((day) => [day.title, ...day.reflection, day.prayer, day.question, day.author])].flatMap((text) => englishIn(text).map((word) => `${path.id}: "${word}" in ${text.slice(0, 60)}`)),
    );
    expect(leftovers).toEqual([]);
  });
});

describe("Spanish articles", () => {
  it("are at least 6, each translating the English article of the same id, topic and tags", () => {
    expect(articles.length).toBeGreaterThanOrEqual(6);
    for (const { name, article } of articles) {
      expect(name, article.id).toBe(`${article.id}.json`);
      const english = englishArticles.get(name);
      expect(english, `${article.id} has no English article`).toBeDefined();
      expect(article.topic, article.id).toBe(english?.topic);
      expect(article.tags, article.id).toEqual(english?.tags);
    }
    expect(new Set(articles.map(({ article }) => article.title.toLowerCase())).size).toBe(articles.length);
  });

  it("run 600 to 1,500 words, with a heading on every section but the first", () => {
    for (const { article } of articles) {
      const words = countWords(article.sections.flatMap((section) => section.paragraphs).join(" "));
      expect(words, `${article.id}: ${words} words`).toBeGreaterThanOrEqual(600);
      expect(words, `${article.id}: ${words} words`).toBeLessThanOrEqual(1500);
      expect(article.sections[0]?.heading, article.id).toBeUndefined();
      article.sections.slice(1).forEach((section, i) => expect(section.heading, `${article.id} section ${i + 2}`).toBeDefined());
    }
  });

  it("quote Scripture only in the RV1909's words, each quote with its reference, every reference in RV1909", () => {
    const problems = articles.flatMap(({ article }) =>
      [article.title, article.summary, ...article.sections.flatMap((section) => [section.heading ?? "", ...section.paragraphs])].flatMap((text) => scriptureProblems(text, null).map((problem) => `${article.id}: ${problem}`)),
    );
    expect(problems).toEqual([]);
  });

  it("quote Scripture as their English articles do: at least once each", () => {
    for (const { article } of articles) {
      const quotes = article.sections.flatMap((section) => section.paragraphs).join("\n").match(/“[^”]*”\s?\([^()]+\d+:\d+/g) ?? [];
      expect(quotes.length, article.id).toBeGreaterThan(0);
    }
  });

  it("leave no English behind", () => {
    const leftovers = articles.flatMap(({ article }) =>
      [article.title, article.summary, article.author, ...article.sections.flatMap((section) => [section.heading ?? "", ...section.paragraphs])].flatMap((text) => englishIn(text).map((word) => `${article.id}: "${word}" in ${text.slice(0, 60)}`)),
    );
    expect(leftovers).toEqual([]);
  });
});

describe("Spanish reading plan titles and descriptions", () => {
  const catalog = readJson("reading-plans/catalog.json") as { plans: { id: string }[] };
  const spanish = readJson("reading-plans/catalog-es.json") as { plans: Record<string, { title: string; description: string }> };

  it("name every plan of the catalogue, and only those", () => {
    expect(Object.keys(spanish.plans).sort()).toEqual(catalog.plans.map((plan) => plan.id).sort());
  });

  it("name each plan once (JSON.parse keeps the last of a repeated key and says nothing)", () => {
    const raw = readFileSync(join(dataDir, "reading-plans/catalog-es.json"), "utf8");
    const repeated = catalog.plans.map((plan) => plan.id).filter((id) => raw.split(`"${id}":`).length - 1 !== 1);
    expect(repeated).toEqual([]);
  });

  it("leave no English behind", () => {
    const leftovers = Object.entries(spanish.plans).flatMap(([id, plan]) => englishIn(`${plan.title} ${plan.description}`).map((word) => `${id}: ${word}`));
    expect(leftovers).toEqual([]);
  });
});

describe("Spanish challenge titles and descriptions", () => {
  type Goal = { kind: string; book?: string; chapter?: number; start?: number; end?: number };
  const catalog = readJson("challenges/catalog.json") as { challenges: { id: string; goal: Goal }[] };
  const spanish = readJson("challenges/catalog-es.json") as { challenges: Record<string, { title: string; description: string }> };
  const entries = Object.entries(spanish.challenges);

  it("name every challenge of the catalogue, and only those, each with a title and a description", () => {
    expect(Object.keys(spanish.challenges).sort()).toEqual(catalog.challenges.map((challenge) => challenge.id).sort());
    const empty = entries.filter(([, words]) => typeof words.title !== "string" || words.title.trim() === "" || typeof words.description !== "string" || words.description.trim() === "");
    expect(empty.map(([id]) => id)).toEqual([]);
  });

  it("hold only words, never a goal (the goals are the English catalogue's)", () => {
    expect(entries.filter(([, words]) => Object.keys(words).sort().join() !== "description,title").map(([id]) => id)).toEqual([]);
  });

  it("quote Scripture only in the RV1909's words: a memory challenge's quote from its passage", () => {
    const problems = entries.flatMap(([id, words]) => {
      const goal = catalog.challenges.find((challenge) => challenge.id === id)?.goal;
      const passage = goal?.kind === "memory-passage" && goal.book && goal.chapter && goal.start && goal.end ? { book: goal.book, chapter: goal.chapter, start: goal.start, end: goal.end } : null;
      return scriptureProblems(`${words.title} ${words.description}`, passage).map((problem) => `${id}: ${problem}`);
    });
    expect(problems).toEqual([]);
  });

  it("leave no English behind", () => {
    const leftovers = entries.flatMap(([id, words]) => englishIn(`${words.title} ${words.description}`).map((word) => `${id}: ${word}`));
    expect(leftovers).toEqual([]);
  });
});

describe("the Scripture check itself", () => {
  it("accepts the RV1909's words and refuses others", () => {
    expect(scriptureProblems("“JEHOVÁ es mi pastor; nada me faltará” (Salmo 23:1, RV1909).", null)).toEqual([]);
    expect(scriptureProblems("“Jehová es mi pastor, nada me falta” (Salmo 23:1, RV1909).", null)).toHaveLength(1);
    expect(scriptureProblems("“nada me faltará”", { book: "Ps", chapter: 23, start: 1, end: 2 })).toEqual([]);
    expect(scriptureProblems("“nada me faltará”", null)).toHaveLength(1);
    expect(scriptureProblems("(Salmos 23:9)", null)).toHaveLength(1);
    expect(scriptureProblems("(Hechizos 2:1)", null)).toHaveLength(1);
    expect(scriptureProblems("“nada me faltará” (Salmo 23:1, KJV).", null)).toHaveLength(2);
    expect(scriptureProblems("“nada me falta”", { book: "Ps", chapter: 23, start: 1, end: 2 })).toHaveLength(1);
    expect(englishIn("Señor, the day and tu gracia")).toEqual(["the", "and"]);
  });
});
