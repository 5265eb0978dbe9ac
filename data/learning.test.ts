/**
 * Checks over the guided learning tracks (data/learning/*.json): the shape
 * from the shared schema, then counts, lengths, uniqueness, that every
 * passage and every question's reference resolve in the KJV and the WEB,
 * and that each mastery question has four distinct options with its answer
 * among them.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { BookMeta, TranslationData } from "../contracts/src/bible.ts";
import { countWords, type Passage } from "../contracts/src/content.ts";
import { trackSchema, type Track } from "../contracts/src/learning.ts";

const here = dirname(fileURLToPath(import.meta.url));
const readJson = (path: string): unknown => JSON.parse(readFileSync(join(here, path), "utf8"));
const files = readdirSync(join(here, "learning"))
  .filter((name) => name.endsWith(".json"))
  .sort();
const tracks = files.map((name) => ({ name, track: trackSchema.parse(readJson(`learning/${name}`)) as Track }));
const lessons = tracks.flatMap(({ track }) => track.lessons);

const { books } = readJson("bible/books.json") as { books: BookMeta[] };
const translations = [readJson("bible/kjv.json"), readJson("bible/web.json")] as TranslationData[];

function passageProblem({ book, chapter, start, end }: Passage): string | null {
  const meta = books.find((candidate) => candidate.id === book);
  if (!meta) return `no book ${book}`;
  const verses = meta.verses[chapter - 1];
  if (verses === undefined) return `${book} has no chapter ${chapter}`;
  if (start > end) return `${book} ${chapter}: ${start} is after ${end}`;
  if (end > verses) return `${book} ${chapter} has ${verses} verses, not ${end}`;
  if (end - start > 30) return `${book} ${chapter}:${start}-${end} is too long for one reading`;
  for (const data of translations) {
    const text = data.books.find((candidate) => candidate.id === book)?.chapters[chapter - 1]?.verses;
    for (let verse = start; verse <= end; verse += 1) if (!text?.[verse - 1]) return `${book} ${chapter}:${verse} is empty in ${data.id}`;
  }
  return null;
}

describe("learning tracks", () => {
  it("are at least four, of 6 to 12 lessons, named after their files, with unique ids and titles", () => {
    expect(tracks.length).toBeGreaterThanOrEqual(4);
    for (const { name, track } of tracks) {
      expect(name, track.id).toBe(`${track.id}.json`);
      track.lessons.forEach((lesson, index) => expect(lesson.id, track.id).toBe(`${track.id}-${String(index + 1).padStart(2, "0")}`));
    }
    const ids = [...tracks.map(({ track }) => track.id), ...lessons.map((lesson) => lesson.id)];
    expect(new Set(ids).size).toBe(ids.length);
    const titles = lessons.map((lesson) => lesson.title.toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("teach 300 to 700 words a lesson, in sections with distinct headings", () => {
    for (const lesson of lessons) {
      const words = countWords(lesson.sections.flatMap((section) => section.paragraphs).join(" "));
      expect(words, `${lesson.id}: ${words} words`).toBeGreaterThanOrEqual(300);
      expect(words, `${lesson.id}: ${words} words`).toBeLessThanOrEqual(700);
      expect(new Set(lesson.sections.map((section) => section.heading.toLowerCase())).size, lesson.id).toBe(lesson.sections.length);
    }
  });

  it("cite passages that exist in the KJV and the WEB, for the reading and every question", () => {
    const problems = lessons.flatMap((lesson) =>
      [lesson.passage, ...lesson.mastery.map((question) => question.reference)].flatMap((passage) => {
        const problem = passageProblem(passage);
        return problem ? [`${lesson.id}: ${problem}`] : [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it("check mastery with five questions of four distinct options, the answer among them", () => {
    for (const lesson of lessons) {
      for (const question of lesson.mastery) {
        expect(new Set(question.options.map((option) => option.toLowerCase())).size, `${lesson.id}: ${question.prompt}`).toBe(4);
        expect(question.options, `${lesson.id}: ${question.prompt}`).toContain(question.answer);
      }
      expect(new Set(lesson.mastery.map((question) => question.prompt)).size, lesson.id).toBe(5);
    }
  });
});
