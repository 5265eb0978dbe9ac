import type { BookMeta, TranslationData } from "@berea/contracts/bible";
import { timeLimits, type BankQuestion, type PlayQuestion, type ReferenceText } from "@berea/contracts/quiz";
// A CommonJS package whose exports Node's ES module loader cannot list: imported whole (a named import fails at run time under Node, not under Vitest).
import numberToWords from "number-to-words";

/**
 * Pure question logic: drawing a quiz, what the player sees before answering,
 * checking an answer, and the answer and passage shown after.
 */

export interface BibleTexts {
  kjv: TranslationData;
  web: TranslationData;
  books: BookMeta[];
}

export type Random = () => number;

/** Fisher-Yates with an injectable source of randomness (tests pass a seeded one). */
export function shuffle<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/** Up to `length` questions, none repeated, types interleaved so a mixed quiz really is mixed. */
export function drawQuestions(pool: readonly BankQuestion[], length: number, random: Random): BankQuestion[] {
  const byType = new Map<string, BankQuestion[]>();
  for (const question of shuffle(pool, random)) byType.set(question.type, [...(byType.get(question.type) ?? []), question]);
  const queues = shuffle([...byType.values()], random);
  const drawn: BankQuestion[] = [];
  while (drawn.length < length && queues.some((queue) => queue.length > 0)) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next && drawn.length < length) drawn.push(next);
    }
  }
  return shuffle(drawn, random);
}

export const fold = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/[^\p{L}\p{N}' ]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

/**
 * A typed answer as words to compare, numbers spelled out: "40" and "forty",
 * "3,000" and "three thousand", "3rd" and "third", "forty-two" and the KJV's
 * "forty and two", "an hundred" and "one hundred" all come out the same.
 */
export function answerKey(text: string): string {
  const compact = text.trim().replace(/(?<=\d)[,\s](?=\d{3}(?!\d))/g, "");
  const number = /^(\d{1,15})(st|nd|rd|th)?$/i.exec(compact);
  const spelled = number?.[1] === undefined ? compact : number[2] ? numberToWords.toWordsOrdinal(number[1]) : numberToWords.toWords(number[1]);
  const words = fold(spelled.replaceAll("-", " ")).split(" ");
  return words
    .filter((word) => word !== "and")
    .map((word, i) => ((word === "a" || word === "an") && ["hundred", "thousand"].includes(words[i + 1] ?? "") ? "one" : word))
    .join(" ");
}

export function passage(translation: TranslationData, { book, chapter, start, end }: BankQuestion["reference"]): string {
  const verses = translation.books.find((entry) => entry.id === book)?.chapters[chapter - 1]?.verses ?? [];
  return verses.slice(start - 1, end).join(" ");
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The passage with every whole-word occurrence of `word` (any case) replaced by ___, so the answer never shows. */
export function blankOut(text: string, word: string): string {
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, "giu");
  return text.replace(pattern, "___");
}

export function toPlayQuestion(question: BankQuestion, texts: BibleTexts, random: Random): PlayQuestion {
  const timeLimit = timeLimits[question.type];
  switch (question.type) {
    case "multiple-choice":
      return { type: question.type, prompt: question.prompt, options: shuffle(question.options, random), timeLimit };
    case "true-false":
      return { type: question.type, prompt: question.prompt, options: ["True", "False"], timeLimit };
    case "fill-blank":
      return {
        type: question.type,
        prompt: "Fill in the blank.",
        template: { kjv: blankOut(passage(texts.kjv, question.reference), question.blank.kjv), web: blankOut(passage(texts.web, question.reference), question.blank.web) },
        timeLimit,
      };
    case "multi-select":
      return { type: question.type, prompt: question.prompt, options: shuffle(question.options, random), timeLimit };
  }
}

export type AnswerValue = string | boolean | string[];

/** Why an answer is not even the right shape for its question (a 400), or null. */
export function answerShapeProblem(question: BankQuestion, answer: AnswerValue): string | null {
  switch (question.type) {
    case "multiple-choice":
      return typeof answer === "string" && question.options.includes(answer) ? null : "Choose one of the four options.";
    case "true-false":
      return typeof answer === "boolean" ? null : "Answer true or false.";
    case "fill-blank":
      return typeof answer === "string" && fold(answer).length > 0 ? null : "Type the missing word.";
    case "multi-select":
      return Array.isArray(answer) && answer.length > 0 && answer.every((option) => question.options.includes(option)) && new Set(answer).size === answer.length
        ? null
        : "Choose one or more of the options.";
  }
}

/** Case, punctuation, accents, the KJV/WEB spelling pair and numbers in digits or words do not matter in a typed answer. */
export function isCorrect(question: BankQuestion, answer: AnswerValue): boolean {
  switch (question.type) {
    case "multiple-choice":
      return answer === question.answer;
    case "true-false":
      return answer === question.answer;
    case "fill-blank":
      return typeof answer === "string" && [question.blank.kjv, question.blank.web].some((word) => answerKey(word) === answerKey(answer));
    case "multi-select": {
      if (!Array.isArray(answer)) return false;
      const chosen = new Set(answer);
      return chosen.size === question.answers.length && question.answers.every((option) => chosen.has(option));
    }
  }
}

export function correctAnswer(question: BankQuestion): string | string[] {
  switch (question.type) {
    case "multiple-choice":
      return question.answer;
    case "true-false":
      return question.answer ? "True" : "False";
    case "fill-blank":
      return question.blank.kjv === question.blank.web ? question.blank.kjv : `${question.blank.kjv} (WEB: ${question.blank.web})`;
    case "multi-select":
      return question.answers;
  }
}

export function promptOf(question: BankQuestion): string {
  return question.type === "fill-blank" ? "Fill in the blank." : question.prompt;
}

export function referenceText(question: BankQuestion, texts: BibleTexts): ReferenceText {
  const { book, chapter, start, end } = question.reference;
  const name = texts.books.find((entry) => entry.id === book)?.name.en ?? book;
  return {
    book,
    chapter,
    start,
    end,
    label: `${name} ${chapter}:${start === end ? start : `${start}-${end}`}`,
    text: { kjv: passage(texts.kjv, question.reference), web: passage(texts.web, question.reference) },
  };
}
