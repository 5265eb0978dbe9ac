import {
  answerValueSchema,
  difficultySchema,
  freeQuizzesPerDay,
  resultReadSeconds,
  timeLimits,
  type AnswerReply,
  type AnswerRequest,
  type AttemptedBy,
  type Difficulty,
  finishReplySchema,
  type FinishReply,
  type QuizHome,
  type QuizSettings,
  type ResumeReply,
  type StartQuizReply,
  type StartQuizRequest,
} from "@berea/contracts/quiz";
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { AppError } from "../lib/app-error.ts";
import { msg } from "../lib/messages/message.ts";
import { collection, subcollection } from "../store/collection.ts";
import type { Store, Transaction } from "../store/port.ts";
import { familyLinkOf, getProfileWithEffectivePlan, mayShowInAttemptedBy } from "../family/effective-plan.ts";
import type { UserProfile } from "../users/profiles.ts";
import { users } from "../users/users-collection.ts";
import { userToday } from "../users/user-day.ts";
import { dayBefore } from "./local-date.ts";
import { countDay } from "../activity/activity.ts";
import type { Language } from "@berea/contracts/language";
import { topicNameIn, topicText, type QuizBank } from "./quiz-bank.ts";
import { emptyQuizStats, quizStats, type QuizStats } from "./quiz-stats.ts";
import { retiredQuestionIds } from "./retired-questions.ts";
import {
  answerShapeProblem,
  blankedVerse,
  correctAnswer,
  drawQuestions,
  isCorrect,
  promptOf,
  referenceText,
  toPlayQuestion,
  type BibleTexts,
  type Random,
} from "./questions.ts";

/*
 * Quiz attempts in the store, with the Free plan's count per day and each
 * topic's 'Attempted by' list (the player's stats: quiz-stats.ts). Every
 * write is the player's own document (their attempt, day count, stats and
 * 'Attempted by' entry): many players of one topic never write one
 * document. Costs, counted as Firestore bills them, for a 10-question quiz:
 * start 3 reads / 2 writes, and the retired questions' list once a minute
 * per instance (retired-questions.ts) (the 'Attempted by' query reads up to 6 takers:
 * up to 8 reads), each answer 1 / 1, finish 2 / 3: 15 reads (up to 20) and
 * 15 writes in all.
 */

/** Someone shown in a topic's 'Attempted by': a first name only. */
const takerSchema = z.object({ uid: z.string(), name: z.string(), avatar: z.string().nullable() });
export type Taker = z.infer<typeof takerSchema>;

const storedAnswerSchema = z.object({
  /** As the player sent it; null when the countdown ran out. */
  answer: answerValueSchema.nullable(),
  correct: z.boolean(),
  timedOut: z.boolean(),
  /** Epoch ms. */
  answeredAt: z.number(),
});
type StoredAnswer = z.infer<typeof storedAnswerSchema>;

/** `quizAttempts/{attemptId}`: one quiz, its questions drawn at start and its answers as given. */
export const attemptSchema = z.object({
  uid: z.string(),
  /** A topic id, or `mixed`. */
  topic: z.string(),
  difficulty: difficultySchema,
  questionIds: z.array(z.string()),
  answers: z.array(storedAnswerSchema),
  score: z.number(),
  /** Epoch ms. */
  startedAt: z.number(),
  finishedAt: z.number().nullable(),
  /** The player's local date at start, which the Free plan's daily count and the streak use. */
  localDate: z.string(),
  /** The user's own entry for 'Attempted by' when they chose to be shown, and the list as it was at start. */
  taker: takerSchema.nullable(),
  takers: z.array(takerSchema),
  /** The reply finishing gave, so a repeated finish answers the same. */
  result: finishReplySchema.nullable(),
});
export type Attempt = z.infer<typeof attemptSchema>;

export const quizAttempts = collection("quizAttempts", attemptSchema);

/**
 * `quizDaily/{uid}_{localDate}`: how many quizzes a Free player started on a
 * date. `moved`: the user's zone changed from `zone` while this was their
 * date, and today's count went on at `to` (users/time-zone-change.ts); a
 * start that still worked in `zone` counts there instead.
 */
export const quizDaySchema = z.object({ uid: z.string(), date: z.string(), started: z.number(), moved: z.object({ zone: z.string(), to: z.string() }).optional() });
export type QuizDay = z.infer<typeof quizDaySchema>;

export const quizDaily = collection("quizDaily", quizDaySchema);

/**
 * `quizTakers/{topic}`: the list of the last people who took a topic (or
 * `mixed`), as every finish rewrote it before each player got a record of
 * their own (`topicTakers`); no longer written or read for 'Attempted by',
 * only cleaned (a member hidden, an account erased).
 */
export const quizTakersSchema = z.object({ recent: z.array(takerSchema) });
export type QuizTakers = z.infer<typeof quizTakersSchema>;

export const quizTakers = collection("quizTakers", quizTakersSchema);

/**
 * `quizTakers/{topic}/takers/{uid}`: a player's own entry in a topic's
 * 'Attempted by', written when they finish a quiz of it (only when they
 * chose to be shown), so no document is rewritten by every player of a
 * popular topic; the list is the newest few, one query.
 */
export const topicTakers = subcollection((topic: string) => `${quizTakers.name}/${topic}/takers`, takerSchema.extend({ finishedAt: z.number() }));

/** The newest takers of a topic, newest first: enough to show `takersShown` besides the player. */
async function recentTakers(store: Store, topic: string): Promise<Taker[]> {
  const newest = await topicTakers(topic).query(store, { orderBy: [{ field: "finishedAt", direction: "desc" }], limit: takersShown + 1 });
  return newest.map(({ data }) => ({ uid: data.uid, name: data.name, avatar: data.avatar }));
}

/** Takes a player off 'Attempted by' for the topics they played (their stats list them; `mixed` too). */
export function removeFromTopicTakers(tx: Transaction, uid: string, stats: QuizStats | null): void {
  for (const topic of new Set([...Object.keys(stats?.topics ?? {}), "mixed"])) topicTakers(topic).delete(tx, uid);
}

/** The collections' names, for tests and tables that look at the stored data as it is. */
export const attemptsCollection = quizAttempts.name;
export const dailyCollection = quizDaily.name;
export const statsCollection = quizStats.name;
export const takersCollection = quizTakers.name;

/** Seconds added to each time limit for the network. */
export const answerGraceSeconds = 3;
/**
 * Most reading time of a result the server accepts before the next question's
 * clock starts. The client reports it, so it is a claim: every question is
 * already in the browser from the start, and a longer allowance would be
 * time to look the next answer up. The web app moves to the next question by
 * itself once this pause is over (web/src/features/quiz/use-question-answer.ts).
 */
export const maxReadSeconds = resultReadSeconds;
const takersShown = 5;
const xpPerCorrect: Record<Difficulty, number> = { easy: 10, medium: 15, hard: 20 };
const perfectBonus = 20;

export interface QuizDeps {
  store: Store;
  bank: QuizBank;
  texts: BibleTexts;
  now: () => Date;
  random: Random;
}

const isPaid = (profile: UserProfile) => profile.paymentPlan > 0;
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** The caller's profile with the plan whose limits apply (a Family member's is Family). */
async function requireProfile(store: Store, uid: string): Promise<UserProfile> {
  const profile = await getProfileWithEffectivePlan(store, uid);
  if (!profile) throw new AppError("unauthenticated", msg("quiz.signInAgain"));
  return profile;
}

function openTopics(bank: QuizBank, profile: UserProfile) {
  return bank.topics.filter((topic) => topic.basic || isPaid(profile));
}

/** The topic and difficulty everyone shares on a date: a basic topic, so every plan can play it. */
export function dailyChallenge(bank: QuizBank, date: string): QuizHome["dailyChallenge"] {
  const basic = bank.topics.filter((topic) => topic.basic);
  const day = Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
  const topic = basic[day % basic.length] ?? bank.topics[0];
  const difficulty = (["easy", "medium", "hard"] as const)[day % 3] ?? "easy";
  return { topic: topic?.id ?? "", difficulty };
}

/**
 * The streak as it stands on `today`: it survives until a whole day passes
 * without a quiz. A last date after today (played further east, then asked
 * from a zone still on the day before) keeps it too.
 */
export function currentStreak(stats: Pick<QuizStats, "streak" | "lastPlayedDate">, today: string): number {
  if (stats.lastPlayedDate !== null && stats.lastPlayedDate >= dayBefore(today)) return stats.streak;
  return 0;
}

/** The quiz page: each topic's question count is the `lang` bank's (English by default). */
export async function quizHome({ store, bank, now }: QuizDeps, uid: string, timeZone: string, lang: Language = "en"): Promise<QuizHome> {
  const [profile, stats] = await Promise.all([requireProfile(store, uid), quizStats.get(store, uid)]);
  // The user's own day (the zone on the profile), not the one the request names.
  const { today } = await userToday(store, profile, timeZone, now());
  const daily = isPaid(profile) ? null : await quizDaily.get(store, `${uid}_${today}`);
  const current = stats ?? emptyQuizStats();
  return {
    topics: bank.topics.map((topic) => ({
      id: topic.id,
      ...topicText(bank, topic, lang),
      basic: topic.basic,
      open: topic.basic || isPaid(profile),
      questionCount: bank.byTopic[lang].get(topic.id)?.length ?? 0,
      attempts: current.topics[topic.id]?.attempts ?? 0,
      bestScore: current.topics[topic.id]?.best ?? null,
    })),
    remainingToday: isPaid(profile) ? null : Math.max(0, freeQuizzesPerDay - (daily?.started ?? 0)),
    xp: current.xp,
    streak: currentStreak(current, today),
    dailyChallenge: dailyChallenge(bank, today),
    showInAttemptedBy: mayShowInAttemptedBy(profile),
  };
}

/** The caller's own choice to appear in 'Attempted by' (1 read, 1 write). */
export async function updateQuizSettings({ store }: QuizDeps, uid: string, settings: QuizSettings): Promise<QuizSettings> {
  const profile = await requireProfile(store, uid);
  if (settings.showInAttemptedBy && familyLinkOf(profile)?.attemptedBy === false) {
    throw new AppError("failed-precondition", msg("quiz.attemptedByOff"));
  }
  await users.update(store, uid, { showInAttemptedBy: settings.showInAttemptedBy });
  return settings;
}

export async function startQuiz(deps: QuizDeps, uid: string, request: StartQuizRequest): Promise<StartQuizReply> {
  const { store, bank, texts, now, random } = deps;
  const lang = request.lang ?? "en";
  const [profile, retired] = await Promise.all([requireProfile(store, uid), retiredQuestionIds(store, now())]);
  const mixed = request.topic === "mixed";
  const topic = bank.topics.find((entry) => entry.id === request.topic);
  if (!mixed && !topic) throw new AppError("invalid-argument", msg("quiz.noSuchTopic", { topic: request.topic }), { topic: msg("quiz.chooseTopic") });
  if (topic && !topic.basic && !isPaid(profile)) {
    throw new AppError("permission-denied", msg("quiz.premiumTopic", { topic: { en: topicNameIn(bank, topic, "en"), es: topicNameIn(bank, topic, "es") } }));
  }
  const topics = mixed ? openTopics(bank, profile) : topic ? [topic] : [];
  const types = new Set(request.types ?? ["multiple-choice", "true-false", "fill-blank", "multi-select"]);
  // A Spanish quiz draws from the Spanish bank by the same rules: topics, difficulty, types, retired questions.
  const pool = topics
    .flatMap((entry) => bank.byTopic[lang].get(entry.id) ?? [])
    .filter((question) => question.difficulty === request.difficulty && types.has(question.type) && !retired.has(question.id));
  if (pool.length < Math.min(request.length, 4)) {
    throw new AppError("invalid-argument", msg(lang === "es" ? "quiz.notEnoughSpanishQuestions" : "quiz.notEnoughQuestions"));
  }
  const questions = drawQuestions(pool, request.length, random);

  const startedAt = now();
  const { timeZone: zone, today: dated } = await userToday(store, profile, request.timeZone, startedAt);
  const attemptId = randomBytes(12).toString("base64url");
  const takerKey = mixed ? "mixed" : request.topic;

  // Outside the transaction: many players starting one topic then share no document in it.
  const current = await recentTakers(store, takerKey);
  const { remaining, takers } = await store.runTransaction(async (tx) => {
    // Every read before any write (Firestore's rule for transactions).
    let today = dated;
    let daily = isPaid(profile) ? null : await quizDaily.get(tx, `${uid}_${today}`);
    // The zone changed after the profile was read: the day's count went on at the new zone's date (a change
    // writes this document, so the transaction sees it, or retries on Firestore).
    if (daily?.moved && daily.moved.zone === zone) {
      today = daily.moved.to;
      daily = await quizDaily.get(tx, `${uid}_${today}`);
    }
    let remainingToday: number | null = null;
    if (!isPaid(profile)) {
      const started = daily?.started ?? 0;
      if (started >= freeQuizzesPerDay) {
        throw new AppError("quota-exceeded", msg("quiz.dailyQuota", { limit: freeQuizzesPerDay }));
      }
      quizDaily.set(tx, `${uid}_${today}`, { uid, date: today, started: started + 1 });
      remainingToday = freeQuizzesPerDay - started - 1;
    }
    const attempt: Attempt = {
      uid,
      topic: takerKey,
      difficulty: request.difficulty,
      questionIds: questions.map((question) => question.id),
      answers: [],
      score: 0,
      startedAt: startedAt.getTime(),
      finishedAt: null,
      localDate: today,
      // Shown only when the user chose to be (older profiles lack the field) and, in a family, the owner allows it.
      taker: mayShowInAttemptedBy(profile) ? { uid, name: firstName(profile.name), avatar: null } : null,
      takers: current,
      result: null,
    };
    quizAttempts.create(tx, attemptId, attempt);
    return { remaining: remainingToday, takers: current, today };
  });

  const attemptedBy: AttemptedBy[] = takers
    .filter((taker) => taker.uid !== uid)
    .slice(0, takersShown)
    .map(({ name, avatar }) => ({ name, avatar }));
  return {
    attemptId,
    topic: takerKey,
    topicName: topicNameIn(bank, topic, lang),
    difficulty: request.difficulty,
    questions: questions.map((question) => toPlayQuestion(question, texts, random)),
    attemptedBy,
    remainingToday: remaining,
  };
}

/**
 * The same attempt again after a reload (1 read): its questions (options
 * shuffled afresh) and the answers given so far, so a reload neither loses
 * the quiz nor costs another of the day's free quizzes.
 */
export async function resumeQuiz({ store, bank, texts, random }: QuizDeps, uid: string, attemptId: string): Promise<ResumeReply> {
  const attempt = await quizAttempts.get(store, attemptId);
  if (!attempt || attempt.uid !== uid) throw new AppError("not-found", msg("quiz.noSuchQuiz"));
  const questions = attempt.questionIds.map((id) => bank.byId.get(id));
  if (questions.some((question) => question === undefined)) throw new AppError("failed-precondition", msg("quiz.questionsChanged"));
  const known = questions.filter((question) => question !== undefined);
  let score = 0;
  const answers = attempt.answers.map((given, index) => {
    const question = known[index];
    if (!question) throw new AppError("internal", msg("quiz.answerWithoutQuestion"));
    score += given.correct ? 1 : 0;
    return { correct: given.correct, timedOut: given.timedOut, correctAnswer: correctAnswer(question), reference: referenceText(question, texts), score };
  });
  const topic = bank.topics.find((entry) => entry.id === attempt.topic);
  return {
    attemptId,
    topic: attempt.topic,
    // An attempt's language is its questions' (a Spanish quiz draws only Spanish ones).
    topicName: topicNameIn(bank, topic, known[0]?.lang ?? "en"),
    difficulty: attempt.difficulty,
    questions: known.map((question) => toPlayQuestion(question, texts, random)),
    attemptedBy: attempt.takers.filter((taker) => taker.uid !== uid).slice(0, takersShown).map(({ name, avatar }) => ({ name, avatar })),
    answers,
    finished: attempt.finishedAt !== null,
  };
}

/** Reads an attempt of the caller's inside a transaction; someone else's is as good as missing. */
async function callersAttempt(tx: Transaction, uid: string, attemptId: string): Promise<Attempt> {
  const attempt = await quizAttempts.get(tx, attemptId);
  if (!attempt || attempt.uid !== uid) throw new AppError("not-found", msg("quiz.noSuchQuiz"));
  return attempt;
}

export async function answerQuestion({ store, bank, texts, now }: QuizDeps, uid: string, request: AnswerRequest): Promise<AnswerReply> {
  return store.runTransaction(async (tx) => {
    const attempt = await callersAttempt(tx, uid, request.attemptId);
    if (attempt.finishedAt !== null) throw new AppError("failed-precondition", msg("quiz.finished"));
    if (request.index >= attempt.questionIds.length) throw new AppError("invalid-argument", msg("quiz.questionCount", { count: attempt.questionIds.length }));
    if (request.index < attempt.answers.length) throw new AppError("already-exists", msg("quiz.alreadyAnswered", { number: request.index + 1 }));
    if (request.index > attempt.answers.length) throw new AppError("failed-precondition", msg("quiz.answerFirst", { number: attempt.answers.length + 1 }));
    const question = bank.byId.get(attempt.questionIds[request.index] ?? "");
    if (!question) throw new AppError("internal", msg("quiz.questionMissing", { id: attempt.questionIds[request.index] ?? "?" }));
    if (request.answer !== null) {
      const problem = answerShapeProblem(question, request.answer);
      if (problem) throw new AppError("invalid-argument", problem, { answer: problem });
    }

    // The clock for a question starts when the quiz started, or when the previous answer was given
    // plus the time its result was read (capped).
    const answeredAt = now().getTime();
    const previous = attempt.answers.at(-1);
    const servedAt = previous ? previous.answeredAt + Math.min(request.readMs ?? 0, maxReadSeconds * 1000) : attempt.startedAt;
    const timedOut = request.answer === null || answeredAt - servedAt > (timeLimits[question.type] + answerGraceSeconds) * 1000;
    const correct = !timedOut && request.answer !== null && isCorrect(question, request.answer);
    const score = attempt.score + (correct ? 1 : 0);
    const answer: StoredAnswer = { answer: request.answer, correct, timedOut, answeredAt };
    quizAttempts.update(tx, request.attemptId, { answers: [...attempt.answers, answer], score });
    return { correct, timedOut, correctAnswer: correctAnswer(question), reference: referenceText(question, texts), score };
  });
}

export async function finishQuiz({ store, bank, texts, now }: QuizDeps, uid: string, attemptId: string): Promise<FinishReply> {
  return store.runTransaction(async (tx) => {
    const attempt = await callersAttempt(tx, uid, attemptId);
    if (attempt.finishedAt !== null && attempt.result !== null) return attempt.result;
    const stats = (await quizStats.get(tx, uid)) ?? emptyQuizStats();

    const finishedAt = now().getTime();
    const questions = attempt.questionIds.map((id) => bank.byId.get(id));
    const review = questions.flatMap((question, index) => {
      if (!question) return [];
      const given = attempt.answers[index];
      return [
        {
          // A fill-in-the-blank is reviewed as its verse with the blank, not the bare instruction.
          prompt: question.type === "fill-blank" ? blankedVerse(question, texts) : promptOf(question),
          type: question.type,
          yourAnswer: given?.answer ?? null,
          correctAnswer: correctAnswer(question),
          correct: given?.correct ?? false,
          // A question never answered ran out of time.
          timedOut: given?.timedOut ?? true,
          reference: referenceText(question, texts),
        },
      ];
    });
    const total = attempt.questionIds.length;
    const percent = Math.round((attempt.score / total) * 100);
    const xp = attempt.score * xpPerCorrect[attempt.difficulty] + (attempt.score === total ? perfectBonus : 0);
    const previousBest = stats.topics[attempt.topic]?.best ?? 0;
    // A day in a row adds one; a gap starts again at one; a quiz finished late for an earlier day changes nothing.
    const last = stats.lastPlayedDate;
    const streak = last === null ? 1 : attempt.localDate <= last ? Math.max(stats.streak, 1) : last === dayBefore(attempt.localDate) ? stats.streak + 1 : 1;
    const lastPlayedDate = last !== null && last > attempt.localDate ? last : attempt.localDate;
    const nextStats: QuizStats = {
      xp: stats.xp + xp,
      streak,
      lastPlayedDate,
      topics: { ...stats.topics, [attempt.topic]: { attempts: (stats.topics[attempt.topic]?.attempts ?? 0) + 1, best: Math.max(previousBest, percent) } },
      days: countDay(stats.days, attempt.localDate),
    };
    const result: FinishReply = {
      score: attempt.score,
      total,
      percent,
      timeMs: finishedAt - attempt.startedAt,
      xp,
      totalXp: nextStats.xp,
      bestScore: Math.max(previousBest, percent),
      streak,
      review,
    };
    quizStats.set(tx, uid, nextStats);
    quizAttempts.update(tx, attemptId, { finishedAt, result });
    // The player's own entry, written without a read: no other player writes it.
    if (attempt.taker) topicTakers(attempt.topic).set(tx, uid, { ...attempt.taker, finishedAt });
    return result;
  });
}
