import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { BookMeta, TranslationData } from "../../contracts/src/bible.ts";
import { answerKinds, difficulties, questionTypes, type BankQuestion, type QuizTopic } from "../../contracts/src/quiz.ts";

/**
 * Every question in the bank checked against the committed Bible text: the
 * reference resolves, blanks are really in the verse, options are the same
 * kind of thing as the answer and never repeat, and the bank has the size,
 * spread and balance the quiz engine needs.
 */
const here = dirname(fileURLToPath(import.meta.url));
const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(here, path), "utf8")) as T;

const topics = readJson<QuizTopic[]>("topics.json");
const kjv = readJson<TranslationData>("../bible/kjv.json");
const web = readJson<TranslationData>("../bible/web.json");
const books = readJson<{ books: BookMeta[] }>("../bible/books.json").books;
const bank: BankQuestion[] = topics.flatMap((topic) =>
  existsSync(join(here, "questions", `${topic.id}.json`)) ? readJson<BankQuestion[]>(`questions/${topic.id}.json`) : [],
);

const fold = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/[^\p{L}\p{N}' ]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

function passage(translation: TranslationData, { book, chapter, start, end }: BankQuestion["reference"]): string[] {
  const verses = translation.books.find((entry) => entry.id === book)?.chapters[chapter - 1]?.verses ?? [];
  return verses.slice(start - 1, end);
}

const bookNames = new Set(books.flatMap((book) => [book.name.en, book.id]));
const numberWords = /^(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|and|a|score|half|-|\s)+$/i;

/** Why the options do not look like the same kind of thing, or null. */
function kindProblem(kind: string, options: string[]): string | null {
  switch (kind) {
    case "number":
      return options.every((option) => /^[\d,.\s]+( \p{L}+)*$/u.test(option) || numberWords.test(option)) ? null : "number options must all be numbers";
    case "book":
      return options.every((option) => bookNames.has(option)) ? null : "book options must all be names of Bible books";
    case "person":
    case "place":
      return options.every((option) => /^\p{Lu}/u.test(option)) ? null : `${kind} options must all be proper names`;
    default:
      return null;
  }
}

describe("quiz bank", () => {
  it("has at least 15 topics with unique ids, some open to the Free plan", () => {
    expect(topics.length).toBeGreaterThanOrEqual(15);
    expect(new Set(topics.map((topic) => topic.id)).size).toBe(topics.length);
    expect(topics.filter((topic) => topic.basic).length).toBeGreaterThanOrEqual(4);
    expect(topics.filter((topic) => !topic.basic).length).toBeGreaterThanOrEqual(8);
  });

  it("has at least 1,200 questions, every topic at least 45, with unique ids and prompts", () => {
    expect(bank.length).toBeGreaterThanOrEqual(1200);
    for (const topic of topics) expect(bank.filter((question) => question.topic === topic.id).length, topic.id).toBeGreaterThanOrEqual(45);
    expect(new Set(bank.map((question) => question.id)).size).toBe(bank.length);
    for (const question of bank) expect(question.id.startsWith(`${question.topic}-`), question.id).toBe(true);
    const prompts = bank.filter((question) => question.type !== "fill-blank").map((question) => ("prompt" in question ? fold(question.prompt) : ""));
    const repeated = prompts.filter((prompt, index) => prompts.indexOf(prompt) !== index);
    expect(repeated).toEqual([]);
  });

  it("asks at least 3 questions from every one of the 66 books", () => {
    expect(books).toHaveLength(66);
    const few = books.map((book) => [book.id, bank.filter((question) => question.reference.book === book.id).length] as const).filter(([, count]) => count < 3);
    expect(few).toEqual([]);
  });

  it("spreads every topic over the three difficulties and at least three question types, all four overall", () => {
    for (const type of questionTypes) expect(bank.filter((question) => question.type === type).length, type).toBeGreaterThanOrEqual(60);
    for (const topic of topics) {
      const questions = bank.filter((question) => question.topic === topic.id);
      for (const difficulty of difficulties) expect(questions.filter((question) => question.difficulty === difficulty).length, `${topic.id} ${difficulty}`).toBeGreaterThanOrEqual(8);
      expect(new Set(questions.map((question) => question.type)).size, topic.id).toBeGreaterThanOrEqual(3);
    }
  });

  it("cites a passage that exists, with text in the KJV and the WEB", () => {
    for (const question of bank) {
      const { book, chapter, start, end } = question.reference;
      const meta = books.find((entry) => entry.id === book);
      expect(meta, `${question.id}: unknown book ${book}`).toBeDefined();
      const count = meta?.verses[chapter - 1] ?? 0;
      expect(start >= 1 && start <= end && end <= count && end - start <= 5, `${question.id}: ${book} ${chapter}:${start}-${end}`).toBe(true);
      for (const translation of [kjv, web]) {
        for (const text of passage(translation, question.reference)) expect(text, `${question.id} ${translation.id}`).not.toBe("");
      }
    }
  });

  it("blanks a real word of the verse in both translations", () => {
    for (const question of bank) {
      if (question.type !== "fill-blank") continue;
      for (const [translation, word] of [
        [kjv, question.blank.kjv],
        [web, question.blank.web],
      ] as const) {
        expect(fold(word).length, `${question.id}: blank too short`).toBeGreaterThanOrEqual(3);
        const text = ` ${fold(passage(translation, question.reference).join(" "))} `;
        expect(text.includes(` ${fold(word)} `), `${question.id}: "${word}" not in ${translation.id} ${JSON.stringify(question.reference)}`).toBe(true);
      }
    }
  });

  it("gives multiple choice four distinct options of one kind, the answer among them", () => {
    for (const question of bank) {
      if (question.type !== "multiple-choice") continue;
      expect(question.options.length, question.id).toBe(4);
      expect(new Set(question.options.map(fold)).size, `${question.id}: repeated option`).toBe(4);
      expect(question.options.includes(question.answer), `${question.id}: answer not an option`).toBe(true);
      expect(answerKinds.includes(question.kind), question.id).toBe(true);
      expect(kindProblem(question.kind, question.options), question.id).toBeNull();
    }
  });

  it("gives multi-select four to six distinct options and at least two right ones, but not all", () => {
    for (const question of bank) {
      if (question.type !== "multi-select") continue;
      expect(question.options.length >= 4 && question.options.length <= 6, question.id).toBe(true);
      expect(new Set(question.options.map(fold)).size, `${question.id}: repeated option`).toBe(question.options.length);
      expect(question.answers.length >= 2 && question.answers.length < question.options.length, question.id).toBe(true);
      for (const answer of question.answers) expect(question.options.includes(answer), `${question.id}: ${answer}`).toBe(true);
      expect(kindProblem(question.kind, question.options), question.id).toBeNull();
    }
  });

  it("balances true and false", () => {
    const answers = bank.flatMap((question) => (question.type === "true-false" ? [question.answer] : []));
    const share = answers.filter(Boolean).length / answers.length;
    expect(share).toBeGreaterThan(0.35);
    expect(share).toBeLessThan(0.65);
  });
});
