import type { BookMeta, TranslationData } from "@berea/contracts/bible";
import { timeLimits, type AnyBankQuestion, type PlayQuestion, type ReferenceText } from "@berea/contracts/quiz";
// A CommonJS package whose exports Node's ES module loader cannot list: imported whole (a named import fails at run time under Node, not under Vitest).
import numberToWords from "number-to-words";
import { msg, type ServerMessage } from "../lib/messages/message.ts";

/**
 * Pure question logic: drawing a quiz, what the player sees before answering,
 * checking an answer, and the answer and passage shown after.
 */

export interface BibleTexts {
  kjv: TranslationData;
  web: TranslationData;
  /** The Spanish quiz's Bible; only the quiz API loads it (a Spanish question without it is an internal error). */
  rv1909?: TranslationData;
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
export function drawQuestions<Question extends AnyBankQuestion>(pool: readonly Question[], length: number, random: Random): Question[] {
  const byType = new Map<string, Question[]>();
  for (const question of shuffle(pool, random)) byType.set(question.type, [...(byType.get(question.type) ?? []), question]);
  const queues = shuffle([...byType.values()], random);
  const drawn: Question[] = [];
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

/**
 * A typed Spanish answer as words to compare: case, punctuation and accents
 * do not matter ("jehova" = "Jehová"), and a number is the same in digits or
 * words, in today's spelling or the RV1909's ("40" = "cuarenta", "16" =
 * "dieciséis" = "diez y seis", "120" = "ciento y veinte", "3.000" = "tres mil").
 */
export function spanishAnswerKey(text: string): string {
  const compact = text.trim().replace(/(?<=\d)[.,\s](?=\d{3}(?!\d))/g, "");
  if (/^\d{1,9}$/.test(compact)) return String(Number(compact));
  const words = fold(compact)
    .split(" ")
    .filter((word) => word !== "");
  const value = spanishNumber(words);
  return value === null ? words.join(" ") : String(value);
}

const spanishNumberWords: Record<string, number> = {
  un: 1, uno: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10,
  once: 11, doce: 12, trece: 13, catorce: 14, quince: 15, dieciseis: 16, diecisiete: 17, dieciocho: 18, diecinueve: 19,
  veinte: 20, veintiun: 21, veintiuno: 21, veintiuna: 21, veintidos: 22, veintitres: 23, veinticuatro: 24, veinticinco: 25,
  veintiseis: 26, veintisiete: 27, veintiocho: 28, veintinueve: 29,
  treinta: 30, cuarenta: 40, cincuenta: 50, sesenta: 60, setenta: 70, ochenta: 80, noventa: 90,
  cien: 100, ciento: 100, doscientos: 200, doscientas: 200, trescientos: 300, trescientas: 300, cuatrocientos: 400, cuatrocientas: 400,
  quinientos: 500, quinientas: 500, seiscientos: 600, seiscientas: 600, setecientos: 700, setecientas: 700,
  ochocientos: 800, ochocientas: 800, novecientos: 900, novecientas: 900,
};

/** The number Spanish words spell ("novecientos sesenta y nueve" = 969, "catorce mil" = 14000), or null when they are not a number. */
function spanishNumber(words: readonly string[]): number | null {
  const parts = words.filter((word) => word !== "y");
  if (parts.length === 0) return null;
  let total = 0;
  let group = 0;
  for (const word of parts) {
    if (word === "mil") {
      total += (group === 0 ? 1 : group) * 1000;
      group = 0;
      continue;
    }
    const value = spanishNumberWords[word];
    if (value === undefined) return null;
    group += value;
  }
  return total + group;
}

export function passage(translation: TranslationData, { book, chapter, start, end }: AnyBankQuestion["reference"]): string {
  const verses = translation.books.find((entry) => entry.id === book)?.chapters[chapter - 1]?.verses ?? [];
  return verses.slice(start - 1, end).join(" ");
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The passage with every whole-word occurrence of `word` (any case) replaced by ___, so the answer never shows. */
export function blankOut(text: string, word: string): string {
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, "giu");
  return text.replace(pattern, "___");
}

/** The Spanish quiz's Bible text; the quiz API always loads it. */
function spanishBible(texts: BibleTexts): TranslationData {
  if (!texts.rv1909) throw new Error("A Spanish question needs the RV1909 text, and the quiz was given none.");
  return texts.rv1909;
}

/** The instruction a fill-in shows in place of a prompt, in the question's language. */
const fillInInstruction = { en: "Fill in the blank.", es: "Completa el espacio en blanco." } as const;

/** A fill-in's verse with its blank: the KJV's for an English question, the RV1909's for a Spanish one (the review and the moderators' queue show it). */
export function blankedVerse(question: AnyBankQuestion & { type: "fill-blank" }, texts: BibleTexts): string {
  return question.lang === "es"
    ? blankOut(passage(spanishBible(texts), question.reference), question.blank.rv1909)
    : blankOut(passage(texts.kjv, question.reference), question.blank.kjv);
}

export function toPlayQuestion(question: AnyBankQuestion, texts: BibleTexts, random: Random): PlayQuestion {
  const timeLimit = timeLimits[question.type];
  switch (question.type) {
    case "multiple-choice":
      return { type: question.type, prompt: question.prompt, options: shuffle(question.options, random), timeLimit };
    case "true-false":
      return { type: question.type, prompt: question.prompt, options: ["True", "False"], timeLimit };
    case "fill-blank":
      if (question.lang === "es") return { type: question.type, prompt: fillInInstruction.es, template: { kjv: "", web: "", rv1909: blankedVerse(question, texts) }, timeLimit };
      return {
        type: question.type,
        prompt: fillInInstruction.en,
        template: { kjv: blankOut(passage(texts.kjv, question.reference), question.blank.kjv), web: blankOut(passage(texts.web, question.reference), question.blank.web) },
        timeLimit,
      };
    case "multi-select":
      return { type: question.type, prompt: question.prompt, options: shuffle(question.options, random), timeLimit };
  }
}

export type AnswerValue = string | boolean | string[];

/** Why an answer is not even the right shape for its question (a 400), or null. */
export function answerShapeProblem(question: AnyBankQuestion, answer: AnswerValue): ServerMessage | null {
  switch (question.type) {
    case "multiple-choice":
      return typeof answer === "string" && question.options.includes(answer) ? null : msg("quiz.chooseOneOfFour");
    case "true-false":
      return typeof answer === "boolean" ? null : msg("quiz.answerTrueOrFalse");
    case "fill-blank":
      return typeof answer === "string" && fold(answer).length > 0 ? null : msg("quiz.typeMissingWord");
    case "multi-select":
      return Array.isArray(answer) && answer.length > 0 && answer.every((option) => question.options.includes(option)) && new Set(answer).size === answer.length
        ? null
        : msg("quiz.chooseOneOrMore");
  }
}

/**
 * Case, punctuation, accents, the KJV/WEB spelling pair and numbers in digits
 * or words do not matter in a typed answer (in Spanish: spanishAnswerKey).
 */
export function isCorrect(question: AnyBankQuestion, answer: AnswerValue): boolean {
  switch (question.type) {
    case "multiple-choice":
      return answer === question.answer;
    case "true-false":
      return answer === question.answer;
    case "fill-blank":
      if (typeof answer !== "string") return false;
      if (question.lang === "es") return spanishAnswerKey(question.blank.rv1909) === spanishAnswerKey(answer);
      return [question.blank.kjv, question.blank.web].some((word) => answerKey(word) === answerKey(answer));
    case "multi-select": {
      if (!Array.isArray(answer)) return false;
      const chosen = new Set(answer);
      return chosen.size === question.answers.length && question.answers.every((option) => chosen.has(option));
    }
  }
}

export function correctAnswer(question: AnyBankQuestion): string | string[] {
  switch (question.type) {
    case "multiple-choice":
      return question.answer;
    case "true-false":
      return question.answer ? "True" : "False";
    case "fill-blank":
      if (question.lang === "es") return question.blank.rv1909;
      return question.blank.kjv === question.blank.web ? question.blank.kjv : `${question.blank.kjv} (WEB: ${question.blank.web})`;
    case "multi-select":
      return question.answers;
  }
}

export function promptOf(question: AnyBankQuestion): string {
  return question.type === "fill-blank" ? fillInInstruction[question.lang ?? "en"] : question.prompt;
}

/** The passage shown once a question is answered: named in the question's language, in KJV and WEB, and in RV1909 too for a Spanish question. */
export function referenceText(question: AnyBankQuestion, texts: BibleTexts): ReferenceText {
  const { book, chapter, start, end } = question.reference;
  const lang = question.lang ?? "en";
  const name = texts.books.find((entry) => entry.id === book)?.name[lang] ?? book;
  const english = { kjv: passage(texts.kjv, question.reference), web: passage(texts.web, question.reference) };
  return {
    book,
    chapter,
    start,
    end,
    label: `${name} ${chapter}:${start === end ? start : `${start}-${end}`}`,
    text: lang === "es" ? { ...english, rv1909: passage(spanishBible(texts), question.reference) } : english,
  };
}
