import type {
  AnswerReply,
  AnswerRequest,
  FinishReply,
  PlayQuestion,
  QuizHome,
  ReferenceText,
  StartQuizReply,
  TopicSummary,
} from "@berea/contracts/quiz";
import { apiError, bodiesSentTo, fakeAreaApi, ok, type ApiHandler } from "../../test/fake-api.tsx";
import type { AnswerValue } from "./quiz-format.ts";

/** Test doubles for the quiz API, built from the contract's types. Imported by the quiz tests only. */

export const topics: TopicSummary[] = [
  { id: "genesis", name: "Genesis", description: "Creation, the patriarchs and Joseph.", basic: true, open: true, questionCount: 40, attempts: 3, bestScore: 80 },
  { id: "exodus-law", name: "Exodus and the Law", description: "Moses, the plagues and Sinai.", basic: false, open: false, questionCount: 36, attempts: 0, bestScore: null },
  { id: "psalms-wisdom", name: "Psalms and Wisdom", description: "Songs and sayings for life.", basic: true, open: true, questionCount: 32, attempts: 0, bestScore: null },
  { id: "acts-church", name: "Acts and the Early Church", description: "Pentecost, Peter and Paul.", basic: false, open: false, questionCount: 30, attempts: 0, bestScore: null },
];

export function quizHome(overrides: Partial<QuizHome> = {}): QuizHome {
  return { topics, remainingToday: 9, xp: 340, streak: 4, dailyChallenge: { topic: "psalms-wisdom", difficulty: "medium" }, showInAttemptedBy: false, ...overrides };
}

export const acts1711: ReferenceText = {
  book: "Acts",
  chapter: 17,
  start: 11,
  end: 11,
  label: "Acts 17:11",
  text: {
    kjv: "These were more noble than those in Thessalonica, in that they received the word with all readiness of mind, and searched the scriptures daily, whether those things were so.",
    web: "Now these were more noble than those in Thessalonica, in that they received the word with all readiness of mind, examining the Scriptures daily to see whether these things were so.",
  },
};

export const john1135: ReferenceText = {
  book: "John",
  chapter: 11,
  start: 35,
  end: 35,
  label: "John 11:35",
  text: { kjv: "Jesus wept.", web: "Jesus wept." },
};

export const psalm119105: ReferenceText = {
  book: "Ps",
  chapter: 119,
  start: 105,
  end: 105,
  label: "Psalms 119:105",
  text: { kjv: "Thy word is a lamp unto my feet, and a light unto my path.", web: "Your word is a lamp to my feet, and a light for my path." },
};

export const gal522: ReferenceText = {
  book: "Gal",
  chapter: 5,
  start: 22,
  end: 23,
  label: "Galatians 5:22-23",
  text: {
    kjv: "But the fruit of the Spirit is love, joy, peace, longsuffering, gentleness, goodness, faith, Meekness, temperance: against such there is no law.",
    web: "But the fruit of the Spirit is love, joy, peace, patience, kindness, goodness, faith, gentleness, and self-control. Against such things there is no law.",
  },
};

/** A question as the player sees it, with what the server knows about it. */
export interface ServedQuestion {
  question: PlayQuestion;
  answer: string | boolean | string[];
  /** The right answer as the server shows it. */
  shown: string | string[];
  reference: ReferenceText;
}

export const multipleChoice: ServedQuestion = {
  question: {
    type: "multiple-choice",
    prompt: "In which city did the people search the Scriptures daily?",
    options: ["Thessalonica", "Berea", "Athens", "Corinth"],
    timeLimit: 45,
  },
  answer: "Berea",
  shown: "Berea",
  reference: acts1711,
};

export const trueFalse: ServedQuestion = {
  question: { type: "true-false", prompt: "“Jesus wept” is the shortest verse in the KJV.", options: ["True", "False"], timeLimit: 30 },
  answer: true,
  shown: "True",
  reference: john1135,
};

export const fillBlank: ServedQuestion = {
  question: {
    type: "fill-blank",
    prompt: "Fill in the blank.",
    template: { kjv: "Thy word is a ___ unto my feet, and a light unto my path.", web: "Your word is a ___ to my feet, and a light for my path." },
    timeLimit: 60,
  },
  answer: "lamp",
  shown: "lamp",
  reference: psalm119105,
};

export const multiSelect: ServedQuestion = {
  question: { type: "multi-select", prompt: "Which are named as the fruit of the Spirit?", options: ["Love", "Wealth", "Joy", "Fame", "Peace"], timeLimit: 60 },
  answer: ["Love", "Joy", "Peace"],
  shown: ["Love", "Joy", "Peace"],
  reference: gal522,
};

export function startReply(served: ServedQuestion[], overrides: Partial<StartQuizReply> = {}): StartQuizReply {
  return {
    attemptId: "attempt-1",
    topic: "genesis",
    topicName: "Genesis",
    difficulty: "easy",
    questions: served.map((entry) => entry.question),
    attemptedBy: [
      { name: "Ruth Adeyemi", avatar: null },
      { name: "Samuel", avatar: "https://example.org/samuel.png" },
    ],
    remainingToday: 8,
    ...overrides,
  };
}

const sameAnswer = (given: AnswerValue, expected: ServedQuestion["answer"]) => {
  if (Array.isArray(expected)) return Array.isArray(given) && given.length === expected.length && expected.every((entry) => given.includes(entry));
  if (typeof expected === "string" && typeof given === "string") return given.trim().toLowerCase() === expected.toLowerCase();
  return given === expected;
};

export function finishReply(overrides: Partial<FinishReply> = {}): FinishReply {
  return {
    score: 3,
    total: 4,
    percent: 75,
    timeMs: 134_000,
    xp: 30,
    totalXp: 370,
    bestScore: 80,
    streak: 5,
    review: [
      { prompt: multipleChoice.question.prompt, type: "multiple-choice", yourAnswer: "Berea", correctAnswer: "Berea", correct: true, timedOut: false, reference: acts1711 },
      { prompt: trueFalse.question.prompt, type: "true-false", yourAnswer: false, correctAnswer: "True", correct: false, timedOut: false, reference: john1135 },
      { prompt: "Fill in the blank.", type: "fill-blank", yourAnswer: null, correctAnswer: "lamp", correct: false, timedOut: true, reference: psalm119105 },
    ],
    ...overrides,
  };
}

export type QuizAction = "home" | "start" | "resume" | "answer" | "finish" | "settings";
export type FakeQuizApi = Partial<Record<QuizAction, ApiHandler>>;

/** A `fetch` double answering POST /api/quiz/<action> with the given handlers (404 for anything else). */
export const fakeQuizApi = (handlers: FakeQuizApi) => fakeAreaApi<QuizAction>("quiz", handlers);

/** The JSON bodies sent to one quiz action, in order. */
export const bodiesSent = (spy: ReturnType<typeof fakeQuizApi>, action: QuizAction) => bodiesSentTo(spy, `/api/quiz/${action}`);

/** Checks answers like the server: in order, null as a time-out, a running score. */
export function answerHandler(served: ServedQuestion[]): ApiHandler {
  let score = 0;
  return (body) => {
    const { index, answer } = body as AnswerRequest;
    const entry = served[index];
    if (!entry) return apiError(400, "invalid-argument", `This quiz has ${served.length} questions.`);
    const timedOut = answer === null;
    const correct = answer !== null && sameAnswer(answer, entry.answer);
    if (correct) score += 1;
    const reply: AnswerReply = { correct, timedOut, correctAnswer: entry.shown, reference: entry.reference, score };
    return ok(reply);
  };
}
