/**
 * Checks over the daily-walk content: devotional paths (data/devotionals)
 * and articles (data/articles). Shapes come from the shared schema; this
 * adds counts, lengths, uniqueness and that every passage resolves in the
 * Bible data, in every translation the reader offers.
 */
import { describe, expect, it } from "vitest";
import type { BookMeta, TranslationData } from "../contracts/src/bible.ts";
import { articleSchema, countWords, devotionalPathSchema, type Article, type DevotionalPath, type Passage } from "../contracts/src/content.ts";
import { jsonFiles, readJson } from "./data-files.ts";


const { books } = readJson("bible/books.json") as { books: BookMeta[] };
const kjv = readJson("bible/kjv.json") as TranslationData;
const web = readJson("bible/web.json") as TranslationData;

function passageProblem({ book, chapter, start, end }: Passage): string | null {
  const meta = books.find((candidate) => candidate.id === book);
  if (!meta) return `no book ${book}`;
  const verses = meta.verses[chapter - 1];
  if (verses === undefined) return `${book} has no chapter ${chapter}`;
  if (start > end) return `${book} ${chapter}: ${start} is after ${end}`;
  if (end > verses) return `${book} ${chapter} has ${verses} verses, not ${end}`;
  if (end - start > 30) return `${book} ${chapter}:${start}-${end} is too long for one reading`;
  for (const data of [kjv, web]) {
    const text = data.books.find((candidate) => candidate.id === book)?.chapters[chapter - 1]?.verses;
    for (let verse = start; verse <= end; verse += 1) if (!text?.[verse - 1]) return `${book} ${chapter}:${verse} is empty in ${data.id}`;
  }
  return null;
}

const paths = jsonFiles("devotionals").map((name) => ({ name, path: devotionalPathSchema.parse(readJson(`devotionals/${name}`)) as DevotionalPath }));
const articles = jsonFiles("articles").map((name) => ({ name, article: articleSchema.parse(readJson(`articles/${name}`)) as Article }));

describe("devotional paths", () => {
  const days = paths.flatMap(({ path }) => path.days);

  it("hold at least 150 devotionals (90 days ahead and 60 more) in paths of 5 to 14 days", () => {
    expect(days.length).toBeGreaterThanOrEqual(150);
    for (const { path } of paths) expect(path.days.length, path.id).toBeGreaterThanOrEqual(5);
  });

  it("are named after their files and have unique ids and titles", () => {
    for (const { name, path } of paths) expect(name, path.id).toBe(`${path.id}.json`);
    const ids = [...paths.map(({ path }) => path.id), ...days.map((day) => day.id)];
    expect(ids.length).toBe(new Set(ids).size);
    expect(days.length).toBe(new Set(days.map((day) => day.title.toLowerCase())).size);
  });

  it("have reflections of 250 to 500 words, a prayer and one question", () => {
    for (const day of days) {
      const words = countWords(day.reflection.join(" "));
      expect(words, `${day.id}: ${words} words`).toBeGreaterThanOrEqual(250);
      expect(words, `${day.id}: ${words} words`).toBeLessThanOrEqual(500);
      expect(day.question.trim().endsWith("?"), day.id).toBe(true);
      expect(countWords(day.prayer), day.id).toBeGreaterThanOrEqual(15);
    }
  });

  it("cite passages that exist in KJV and WEB", () => {
    const problems = days.map((day) => [day.id, passageProblem(day.passage)] as const).filter(([, problem]) => problem !== null);
    expect(problems).toEqual([]);
  });
});

describe("articles", () => {
  it("are at least 24, named after their files, unique, over every topic", () => {
    expect(articles.length).toBeGreaterThanOrEqual(24);
    for (const { name, article } of articles) expect(name, article.id).toBe(`${article.id}.json`);
    expect(new Set(articles.map(({ article }) => article.title.toLowerCase())).size).toBe(articles.length);
    const topics = new Set(articles.map(({ article }) => article.topic));
    expect([...topics].sort()).toEqual(["apologetics", "christian-living", "church-history", "prayer", "reading-the-bible"]);
  });

  it("run 600 to 1,500 words, with a heading on every section but the first", () => {
    for (const { article } of articles) {
      const words = countWords(article.sections.flatMap((section) => section.paragraphs).join(" "));
      expect(words, `${article.id}: ${words} words`).toBeGreaterThanOrEqual(600);
      expect(words, `${article.id}: ${words} words`).toBeLessThanOrEqual(1500);
      article.sections.slice(1).forEach((section, i) => expect(section.heading, `${article.id} section ${i + 2}`).toBeDefined());
    }
  });
});
