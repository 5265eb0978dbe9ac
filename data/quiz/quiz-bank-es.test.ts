import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { BookMeta, TranslationData } from "../../contracts/src/bible.ts";
import { answerKinds, difficulties, questionTypes, type QuizTopic, type SpanishBankQuestion } from "../../contracts/src/quiz.ts";

/**
 * The Spanish bank (data/quiz/questions-es/<topic>.json) checked against the
 * committed Reina-Valera 1909 as the English bank is against the KJV and WEB:
 * the shape of every question, the reference resolves to RV1909 text, a
 * fill-in's word is a word of that text, options are one kind of thing and
 * hold the answer, every topic has questions of every difficulty, and no
 * English was left in the Spanish.
 */
const here = dirname(fileURLToPath(import.meta.url));
const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(here, path), "utf8")) as T;

const topics = readJson<QuizTopic[]>("topics.json");
const rv1909 = readJson<TranslationData>("../bible/rv1909.json");
const books = readJson<{ books: BookMeta[] }>("../bible/books.json").books;
const written = topics.filter((topic) => existsSync(join(here, `questions-es/${topic.id}.json`)));
const files = written.map((topic) => `questions-es/${topic.id}.json`);
const raw: unknown[] = files.flatMap((path) => readJson<unknown[]>(path));

/** The bank's floor: 300 questions (issue 22), every topic and type well represented. */
const minimum = { topics: 16, questions: 300, perTopic: 18, perType: 60, perTopicDifficulty: 4, books: 50, oldTestamentBooks: 25, newTestamentBooks: 20 };

const text = z.string().trim().min(1);
const base = {
  id: z.string().regex(/^es-[a-z-]+-\d{3}$/),
  lang: z.literal("es"),
  topic: z.enum(topics.map((topic) => topic.id) as [string, ...string[]]),
  difficulty: z.enum(difficulties),
  reference: z.strictObject({ book: z.string(), chapter: z.number().int().min(1), start: z.number().int().min(1), end: z.number().int().min(1) }),
};
const questionSchema = z.discriminatedUnion("type", [
  z.strictObject({ ...base, type: z.literal("multiple-choice"), prompt: text, kind: z.enum(answerKinds), options: z.tuple([text, text, text, text]), answer: text }),
  z.strictObject({ ...base, type: z.literal("true-false"), prompt: text, answer: z.boolean() }),
  z.strictObject({ ...base, type: z.literal("fill-blank"), blank: z.strictObject({ rv1909: text }) }),
  z.strictObject({ ...base, type: z.literal("multi-select"), prompt: text, kind: z.enum(answerKinds), options: z.array(text), answers: z.array(text) }),
]);

const parsed = raw.map((question) => questionSchema.safeParse(question));
const bank: SpanishBankQuestion[] = parsed.flatMap((result) => (result.success ? [result.data as SpanishBankQuestion] : []));

const fold = (value: string): string =>
  value
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N} ]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

function passage({ book, chapter, start, end }: SpanishBankQuestion["reference"]): string[] {
  const verses = rv1909.books.find((entry) => entry.id === book)?.chapters[chapter - 1]?.verses ?? [];
  return verses.slice(start - 1, end);
}

const spanishBookNames = new Set(books.map((book) => book.name.es));
const numberWords =
  /^((un|uno|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|veinte|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa|cien|ciento|mil|y|primer|primero|primera|segundo|segunda|tercero|tercera|cuarto|cuarta|quinto|quinta|séptimo|séptima|el|la|a)\b\s*)+$/i;

function kindProblem(kind: string, options: string[]): string | null {
  switch (kind) {
    case "number":
      return options.every((option) => /^[\d.\s]+( \p{L}+)*$/u.test(option) || numberWords.test(option)) ? null : "number options must all be numbers";
    case "book":
      return options.every((option) => spanishBookNames.has(option)) ? null : "book options must all be Spanish names of Bible books";
    case "person":
    case "place":
      return options.every((option) => /^\p{Lu}/u.test(option)) ? null : `${kind} options must all be proper names`;
    default:
      return null;
  }
}

/** English words that are not also Spanish ones: any of them in a prompt or an option is a slip of translation. */
const englishWords = /\b(the|which|what|who|whom|whose|where|when|why|how|and|of|is|was|were|did|does|his|her|their|they|she|from|with|this|that|these|for|true|false|unto|shall|will|would|said)\b/i;

const textsOf = (question: SpanishBankQuestion): string[] =>
  question.type === "fill-blank"
    ? []
    : question.type === "true-false"
      ? [question.prompt]
      : question.type === "multiple-choice"
        ? [question.prompt, ...question.options]
        : [question.prompt, ...question.options];

describe("Spanish quiz bank", () => {
  it("reads every question in the shape the quiz engine expects", () => {
    const problems = parsed.flatMap((result, index) => (result.success ? [] : [`${JSON.stringify(raw[index]).slice(0, 60)}: ${result.error.message}`]));
    expect(problems).toEqual([]);
    expect(bank.length).toBe(raw.length);
  });

  it(`has ${minimum.topics} topics, at least ${minimum.questions} questions, every topic at least ${minimum.perTopic}, with unique ids and prompts`, () => {
    expect(written.length).toBeGreaterThanOrEqual(minimum.topics);
    expect(bank.length).toBeGreaterThanOrEqual(minimum.questions);
    for (const topic of written) expect(bank.filter((question) => question.topic === topic.id).length, topic.id).toBeGreaterThanOrEqual(minimum.perTopic);
    expect(new Set(bank.map((question) => question.id)).size).toBe(bank.length);
    for (const question of bank) expect(question.id.startsWith(`es-${question.topic}-`), question.id).toBe(true);
    const prompts = bank.flatMap((question) => ("prompt" in question ? [fold(question.prompt)] : []));
    expect(prompts.filter((prompt, index) => prompts.indexOf(prompt) !== index)).toEqual([]);
  });

  it("names every topic in Spanish (topics-es.json: the same ids, in order, each with a name and description)", () => {
    const spanish = z.array(z.strictObject({ id: z.string(), name: text, description: text })).parse(readJson<unknown>("topics-es.json"));
    expect(spanish.map((topic) => topic.id)).toEqual(topics.map((topic) => topic.id));
    for (const [index, topic] of spanish.entries()) expect(topic.name, `${topic.id} is still in English`).not.toBe(topics[index]?.name);
  });

  it("uses all four types in every topic, and every difficulty at least 4 times per topic (enough to start any topic's quiz)", () => {
    for (const type of questionTypes) expect(bank.filter((question) => question.type === type).length, type).toBeGreaterThanOrEqual(minimum.perType);
    for (const topic of written) {
      const questions = bank.filter((question) => question.topic === topic.id);
      for (const type of questionTypes) expect(questions.some((question) => question.type === type), `${topic.id} ${type}`).toBe(true);
      for (const difficulty of difficulties) expect(questions.filter((question) => question.difficulty === difficulty).length, `${topic.id} ${difficulty}`).toBeGreaterThanOrEqual(minimum.perTopicDifficulty);
    }
  });

  it("asks from many books of both testaments", () => {
    const used = new Set(bank.map((question) => question.reference.book));
    expect(used.size).toBeGreaterThanOrEqual(minimum.books);
    expect(books.filter((book) => book.testament === "OT" && used.has(book.id)).length).toBeGreaterThanOrEqual(minimum.oldTestamentBooks);
    expect(books.filter((book) => book.testament === "NT" && used.has(book.id)).length).toBeGreaterThanOrEqual(minimum.newTestamentBooks);
  });

  it("cites a passage of at most six verses with text in the RV1909", () => {
    for (const question of bank) {
      const { book, chapter, start, end } = question.reference;
      const meta = books.find((entry) => entry.id === book);
      expect(meta, `${question.id}: unknown book ${book}`).toBeDefined();
      const count = meta?.verses[chapter - 1] ?? 0;
      expect(start <= end && end <= count && end - start <= 5, `${question.id}: ${book} ${chapter}:${start}-${end}`).toBe(true);
      const verses = passage(question.reference);
      expect(verses.length, question.id).toBe(end - start + 1);
      for (const verse of verses) expect(verse, `${question.id}: a verse the RV1909 lacks`).not.toBe("");
    }
  });

  it("blanks one whole word exactly as the RV1909 spells it", () => {
    for (const question of bank) {
      if (question.type !== "fill-blank") continue;
      const word = question.blank.rv1909;
      expect(/^\p{L}{3,}$/u.test(word), `${question.id}: "${word}" is not one word of 3 letters or more`).toBe(true);
      const inVerse = new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, "iu").test(passage(question.reference).join(" "));
      expect(inVerse, `${question.id}: "${word}" not in RV1909 ${JSON.stringify(question.reference)}`).toBe(true);
    }
  });

  it("gives multiple choice four distinct options of one kind, the answer among them", () => {
    for (const question of bank) {
      if (question.type !== "multiple-choice") continue;
      expect(new Set(question.options.map(fold)).size, `${question.id}: repeated option`).toBe(4);
      expect(question.options.includes(question.answer), `${question.id}: answer not an option`).toBe(true);
      expect(kindProblem(question.kind, question.options), question.id).toBeNull();
    }
  });

  it("gives multi-select four to six distinct options and at least two right ones, but not all", () => {
    for (const question of bank) {
      if (question.type !== "multi-select") continue;
      expect(question.options.length >= 4 && question.options.length <= 6, question.id).toBe(true);
      expect(new Set(question.options.map(fold)).size, `${question.id}: repeated option`).toBe(question.options.length);
      expect(question.answers.length >= 2 && question.answers.length < question.options.length, question.id).toBe(true);
      expect(new Set(question.answers).size, question.id).toBe(question.answers.length);
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

  it("leaves no English in a prompt or an option, and asks Spanish questions with both marks", () => {
    const slips = bank.flatMap((question) => textsOf(question).filter((value) => englishWords.test(value)).map((value) => `${question.id}: ${value}`));
    expect(slips).toEqual([]);
    const unopened = bank.flatMap((question) => ("prompt" in question && question.prompt.includes("?") && !question.prompt.includes("¿") ? [question.id] : []));
    expect(unopened).toEqual([]);
  });
});
