import { z } from "zod";
import { timeZoneSchema } from "./time-zone.ts";
import { endpoint } from "./endpoint.ts";
import { languageSchema, languages, type Language } from "./language.ts";

/**
 * Quizzes: the question bank's shape (data/quiz/), and the play API. Answers
 * live only on the server: a started quiz carries no answer, the answer to a
 * question comes back only once it has been answered.
 */

export const questionTypes = ["multiple-choice", "true-false", "fill-blank", "multi-select"] as const;
export type QuestionType = (typeof questionTypes)[number];

export const difficulties = ["easy", "medium", "hard"] as const;
export const difficultySchema = z.enum(difficulties, { error: "Choose a difficulty: easy, medium or hard." });
export type Difficulty = z.infer<typeof difficultySchema>;

/** Seconds to answer, by type (spec: 30, 45 and 60; fill in the blank and multi-select get 60). */
/**
 * Seconds a question's result may be read before the next question's clock
 * starts: the server allows no more than this for the reading time a client
 * reports, and the web app opens the next question by itself after it.
 */
export const resultReadSeconds = 5;

export const timeLimits = { "true-false": 30, "multiple-choice": 45, "fill-blank": 60, "multi-select": 60 } as const satisfies Record<QuestionType, number>;

/** The Free plan's started quizzes per calendar day in the user's time zone. */
export const freeQuizzesPerDay = 12;

// ---------------------------------------------------------------------------
// The bank (data/quiz/topics.json and data/quiz/questions/<topic>.json)

export interface QuizTopic {
  id: string;
  name: string;
  description: string;
  /** Open to the Free plan ("basic trivia categories"); the others need Premium or Family. */
  basic: boolean;
}

/** A topic's name and description in another language (data/quiz/topics-es.json: Spanish, by the topic's id). */
export type QuizTopicText = Pick<QuizTopic, "id" | "name" | "description">;

/** A passage in KJV numbering (OSIS book id); `end` equals `start` for one verse. */
export interface VerseRange {
  book: string;
  chapter: number;
  start: number;
  end: number;
}

/** What an answer names, so that multiple-choice distractors are the same kind of thing. */
export const answerKinds = ["person", "place", "number", "book", "thing", "phrase", "event"] as const;
export type AnswerKind = (typeof answerKinds)[number];

interface BankQuestionBase {
  /** Stable id: "<topic>-<nnn>". */
  id: string;
  topic: string;
  difficulty: Difficulty;
  reference: VerseRange;
}

type BankQuestionBody<Blank> =
  | { type: "multiple-choice"; prompt: string; kind: AnswerKind; options: [string, string, string, string]; answer: string }
  | { type: "true-false"; prompt: string; answer: boolean }
  | { type: "fill-blank"; blank: Blank }
  | { type: "multi-select"; prompt: string; kind: AnswerKind; options: string[]; answers: string[] };

/**
 * A question of the English bank (data/quiz/questions/). A fill-in blanks a
 * word or short phrase in each translation's text of `reference` (they can
 * differ: "shew"/"show").
 */
export type BankQuestion = BankQuestionBase & { lang?: "en" } & BankQuestionBody<{ kjv: string; web: string }>;

/**
 * A question of the Spanish bank (data/quiz/questions-es/, ids
 * "es-<topic>-<nnn>"): written in Spanish, true to the Reina-Valera 1909,
 * its fill-in blanking one word of the RV1909 text of `reference`.
 */
export type SpanishBankQuestion = BankQuestionBase & { lang: "es" } & BankQuestionBody<{ rv1909: string }>;

/** A question of either bank; `lang` tells them apart. */
export type AnyBankQuestion = BankQuestion | SpanishBankQuestion;

// ---------------------------------------------------------------------------
// Play API

/** One person shown in 'Attempted by': only those who chose to be shown. */
export const attemptedBySchema = z.object({ name: z.string(), avatar: z.string().nullable() });
export type AttemptedBy = z.infer<typeof attemptedBySchema>;

/** A question as the player first sees it: no answer, no reference (it would give the answer away). */
export const playQuestionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("multiple-choice"), prompt: z.string(), options: z.array(z.string()), timeLimit: z.number() }),
  z.object({ type: z.literal("true-false"), prompt: z.string(), options: z.tuple([z.literal("True"), z.literal("False")]), timeLimit: z.number() }),
  z.object({
    type: z.literal("fill-blank"),
    prompt: z.string(),
    /**
     * The verse with "___" where the blank is: in KJV and WEB for an English
     * quiz; in RV1909 alone for a Spanish one (`rv1909`, with `kjv` and `web`
     * empty: the English would give the word away).
     */
    template: z.object({ kjv: z.string(), web: z.string(), rv1909: z.string().optional() }),
    timeLimit: z.number(),
  }),
  z.object({ type: z.literal("multi-select"), prompt: z.string(), options: z.array(z.string()), timeLimit: z.number() }),
]);
export type PlayQuestion = z.infer<typeof playQuestionSchema>;

export const topicSummarySchema = z.object({
  id: z.string(),
  /** In the language the home was asked in (`lang`): Spanish names and descriptions for "es". */
  name: z.string(),
  description: z.string(),
  basic: z.boolean(),
  /** False when the caller's plan does not include the topic. */
  open: z.boolean(),
  questionCount: z.number().int(),
  attempts: z.number().int(),
  /** Best score in percent, or null before the first finished quiz. */
  bestScore: z.number().nullable(),
});
export type TopicSummary = z.infer<typeof topicSummarySchema>;

export const quizHomeSchema = z.object({
  topics: z.array(topicSummarySchema),
  /** Quizzes the caller may still start today; null when unlimited. */
  remainingToday: z.number().int().nullable(),
  xp: z.number().int(),
  streak: z.number().int(),
  /** Today's daily challenge: a topic and difficulty everyone shares on the date. */
  dailyChallenge: z.object({ topic: z.string(), difficulty: difficultySchema }),
  /** The caller chose to appear (first name) in other players' 'Attempted by'. */
  showInAttemptedBy: z.boolean(),
});
export type QuizHome = z.infer<typeof quizHomeSchema>;

/** Re-exported where it used to live: the one time-zone schema is time-zone.ts's. */
export { timeZoneSchema };

const chooseLanguage = `Choose a language: ${languages.join(", ")}.`;
const isLanguage = (value: string): value is Language => (languages as readonly string[]).includes(value);

/**
 * The quiz's language: a Spanish quiz draws from the Spanish bank (its
 * fill-ins from the RV1909). Checked by a refinement before the enum, so a
 * wrong value is answered with the language list's own message.
 */
export const quizLanguageSchema = z.string({ error: chooseLanguage }).refine(isLanguage, { error: chooseLanguage }).pipe(languageSchema);

export const quizHomeRequestSchema = z.object({
  timeZone: timeZoneSchema,
  /** Whose bank's question counts the topics show, and the topics' names' language: "en" (the default) or "es". */
  lang: quizLanguageSchema.default("en"),
});

export const quizSettingsSchema = z.object({
  showInAttemptedBy: z.boolean({ error: "showInAttemptedBy must be true or false." }),
});
export type QuizSettings = z.infer<typeof quizSettingsSchema>;

/** "mixed" draws from every topic the caller's plan opens. */
export const startQuizRequestSchema = z.object({
  topic: z.string({ error: "Choose a topic." }).trim().min(1, "Choose a topic.").max(40, "Choose a topic."),
  difficulty: difficultySchema,
  length: z.number({ error: "length must be a number." }).int("length must be a whole number.").min(4, "A quiz has at least 4 questions.").max(20, "A quiz has at most 20 questions.").default(10),
  /** Only these types (the spec's single-type screens); all four by default. */
  types: z.array(z.enum(questionTypes, { error: "Unknown question type." })).min(1, "Choose at least one question type.").max(4).optional(),
  timeZone: timeZoneSchema,
  /** "en" (the default) or "es": the bank drawn from, and the language of `topicName` in the reply. */
  lang: quizLanguageSchema.default("en"),
});
/** A quiz to start as the server takes it; `lang` left out means English (callers written before it need not name it). */
export type StartQuizRequest = Omit<z.infer<typeof startQuizRequestSchema>, "lang"> & { lang?: Language };
/** What a client sends (length, types and lang may be left out). */
export type StartQuizBody = z.input<typeof startQuizRequestSchema>;

export const startQuizReplySchema = z.object({
  attemptId: z.string(),
  topic: z.string(),
  topicName: z.string(),
  difficulty: difficultySchema,
  questions: z.array(playQuestionSchema),
  attemptedBy: z.array(attemptedBySchema),
  remainingToday: z.number().int().nullable(),
});
export type StartQuizReply = z.infer<typeof startQuizReplySchema>;

/** The id `start` returned: base64url, so it is always a usable document id. */
const attemptIdSchema = z
  .string({ error: "attemptId is required." })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, "attemptId is not the id of a quiz attempt.");

export const answerValueSchema = z.union([z.string().max(200, "That answer is too long."), z.boolean(), z.array(z.string().max(200)).max(8)], {
  error: (issue) => (issue.input === undefined ? "answer is required." : "answer must be text, true or false, or a list of options."),
});

export const answerRequestSchema = z.object({
  attemptId: attemptIdSchema,
  /** 0-based; questions are answered in order. */
  index: z.number({ error: "index must be a number." }).int().min(0).max(19),
  /** null when the countdown ran out. */
  answer: answerValueSchema.nullable(),
  /**
   * How long the previous question's result stayed on screen before this
   * question was shown (ms). The server starts this question's clock that
   * much after the previous answer, up to a cap (see attempts.ts).
   */
  readMs: z.number({ error: "readMs must be a number." }).int().min(0, "readMs cannot be negative.").max(3_600_000).optional(),
});
export type AnswerRequest = z.infer<typeof answerRequestSchema>;

export const referenceTextSchema = z.object({
  book: z.string(),
  chapter: z.number().int(),
  start: z.number().int(),
  end: z.number().int(),
  /** "John 3:16"; "Juan 3:16" in a Spanish quiz. */
  label: z.string(),
  /** The passage in KJV and WEB, and in a Spanish quiz in RV1909 too. */
  text: z.object({ kjv: z.string(), web: z.string(), rv1909: z.string().optional() }),
});
export type ReferenceText = z.infer<typeof referenceTextSchema>;

export const answerReplySchema = z.object({
  correct: z.boolean(),
  timedOut: z.boolean(),
  /** The right answer as shown: an option's text, "True"/"False", the blank's word, or the list of options. */
  correctAnswer: z.union([z.string(), z.array(z.string())]),
  reference: referenceTextSchema,
  score: z.number().int(),
});
export type AnswerReply = z.infer<typeof answerReplySchema>;

export const finishRequestSchema = z.object({ attemptId: attemptIdSchema });

export const finishReplySchema = z.object({
  score: z.number().int(),
  total: z.number().int(),
  percent: z.number().int(),
  timeMs: z.number().int(),
  xp: z.number().int(),
  totalXp: z.number().int(),
  bestScore: z.number().int(),
  streak: z.number().int(),
  review: z.array(
    z.object({
      prompt: z.string(),
      type: z.enum(questionTypes),
      yourAnswer: answerValueSchema.nullable(),
      correctAnswer: z.union([z.string(), z.array(z.string())]),
      correct: z.boolean(),
      timedOut: z.boolean(),
      reference: referenceTextSchema,
    }),
  ),
});
export type FinishReply = z.infer<typeof finishReplySchema>;

/** Picks an attempt up again after a reload: the same questions, and the answers given so far. */
export const resumeRequestSchema = z.object({ attemptId: attemptIdSchema });

export const resumeReplySchema = startQuizReplySchema.omit({ remainingToday: true }).extend({
  answers: z.array(answerReplySchema),
  finished: z.boolean(),
});
export type ResumeReply = z.infer<typeof resumeReplySchema>;

export const quizEndpoints = {
  /** Topics with the caller's progress, quizzes left today, XP, streak and the daily challenge. */
  home: endpoint({ method: "POST", path: "/quiz/home", request: quizHomeRequestSchema, reply: quizHomeSchema, access: "signed-in", errors: [] }),
  /** Draws the questions, without answers; the Free plan's quizzes a day are counted here. */
  start: endpoint({
    method: "POST",
    path: "/quiz/start",
    request: startQuizRequestSchema,
    reply: startQuizReplySchema,
    access: "signed-in",
    errors: ["permission-denied", "quota-exceeded"],
  }),
  resume: endpoint({ method: "POST", path: "/quiz/resume", request: resumeRequestSchema, reply: resumeReplySchema, access: "owner", errors: ["not-found", "failed-precondition"] }),
  /** Checks one answer, in order, against the question's clock. */
  answer: endpoint({
    method: "POST",
    path: "/quiz/answer",
    request: answerRequestSchema,
    reply: answerReplySchema,
    access: "owner",
    errors: ["not-found", "already-exists", "failed-precondition"],
  }),
  /** Score, XP, best score and streak; idempotent. */
  finish: endpoint({ method: "POST", path: "/quiz/finish", request: finishRequestSchema, reply: finishReplySchema, access: "owner", errors: ["not-found"] }),
  /** Whether the caller appears in others' 'Attempted by'. */
  settings: endpoint({ method: "POST", path: "/quiz/settings", request: quizSettingsSchema, reply: quizSettingsSchema, access: "signed-in", errors: ["failed-precondition"] }),
};
