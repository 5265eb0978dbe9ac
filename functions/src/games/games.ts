import { randomBytes } from "node:crypto";
import {
  answerGraceSeconds,
  dailyXpCapPerGame,
  gameIds,
  gameTitles,
  perfectRoundBonusXp,
  xpPerPoint,
  type GameAnswerReply,
  type GameAnswerRequest,
  type GameFinishReply,
  type GameFinishRequest,
  type GameResult,
  type GameRound,
  type GameRoundRequest,
  type GamesMineReply,
} from "@berea/contracts/games";
import { AppError } from "../lib/app-error.ts";
import { msg } from "../lib/messages/message.ts";
import { idFromClient } from "../lib/client-id.ts";
import type { Language } from "@berea/contracts/languages";
import type { Store } from "../store/port.ts";
import { userToday } from "../users/user-day.ts";
import { getProfile, type UserProfile } from "../users/users-collection.ts";
import { gameRounds, gameStats, type GameRoundDoc, type GameStatsDoc } from "./game-collections.ts";
import { checkAnswer, itemTotal, makeRound, type GameData, type Quote } from "./round-makers.ts";

export interface GamesDeps {
  store: Store;
  now: () => Date;
  random: () => number;
  data: GameData;
  /** The who-said-it quotes derived from the KJV, or in Spanish from the RV1909 (round-makers.ts), worked out once. */
  quotes: (lang: Language) => Quote[];
}

export const roundDocId = (uid: string, roundId: string) => idFromClient(uid, `game-round:${roundId}`);

async function requireProfile(store: Store, uid: string): Promise<UserProfile> {
  const profile = await getProfile(store, uid);
  if (!profile) throw new AppError("unauthenticated", msg("games.signInAgain"));
  return profile;
}

/** A Family child plays the gentle mode. */
export const isGentle = (profile: Pick<UserProfile, "family">): boolean => profile.family?.child === true;

const emptyStats = (uid: string, today: string): GameStatsDoc => ({ uid, totalXp: 0, day: today, xpToday: {}, best: {}, rounds: {} });

function summaryOf(stats: GameStatsDoc | null, today: string, gentle: boolean): GamesMineReply {
  const xpToday = stats?.day === today ? stats.xpToday : {};
  return {
    today,
    totalXp: stats?.totalXp ?? 0,
    dailyXpCap: dailyXpCapPerGame,
    gentle,
    games: gameIds.map((game) => ({ game, title: gameTitles[game], best: stats?.best[game] ?? null, rounds: stats?.rounds[game] ?? 0, xpToday: xpToday[game] ?? 0 })),
  };
}

/** The caller's total XP, best score per game and XP today. */
export async function myGames(deps: GamesDeps, uid: string, requestedZone: string): Promise<GamesMineReply> {
  const profile = await requireProfile(deps.store, uid);
  const { today } = await userToday(deps.store, profile, requestedZone, deps.now());
  return summaryOf(await gameStats.get(deps.store, uid), today, isGentle(profile));
}

/** A new round in the reader's language, stored with its solutions; the reply has none of them. */
export async function startRound(deps: GamesDeps, uid: string, request: Omit<GameRoundRequest, "lang">, lang: Language = "en"): Promise<GameRound> {
  const profile = await requireProfile(deps.store, uid);
  const gentle = isGentle(profile);
  const plan = makeRound(request.game, deps.data, deps.quotes, request.translation ?? "kjv", gentle, deps.random, lang);
  const roundId = randomBytes(16).toString("base64url");
  const createdAt = deps.now().toISOString();
  const doc: GameRoundDoc = {
    uid,
    roundId,
    game: request.game,
    gentle,
    createdAt,
    timeLimitSeconds: plan.timeLimitSeconds,
    items: plan.items,
    answers: plan.items.map(() => null),
    result: null,
  };
  await gameRounds.create(deps.store, roundDocId(uid, roundId), doc);
  return {
    roundId,
    game: request.game,
    gentle,
    timeLimitSeconds: plan.timeLimitSeconds,
    startedAt: createdAt,
    items: plan.items.map(({ kind, prompt, detail, pieces }) => ({ kind, prompt, detail, pieces })),
  };
}

const notFound = () => new AppError("not-found", msg("games.noSuchRound"));

const pointsOf = (doc: Pick<GameRoundDoc, "answers">): number => doc.answers.reduce((sum, answer) => sum + (answer?.points ?? 0), 0);

/** Past the time limit and its grace, an answer is still checked but no longer counts. */
const timeIsUp = (doc: GameRoundDoc, now: Date): boolean =>
  doc.timeLimitSeconds !== null && now.getTime() > Date.parse(doc.createdAt) + (doc.timeLimitSeconds + answerGraceSeconds) * 1000;

/**
 * Checks one item's answer and says at once whether it was right, with the
 * solution. The first answer to an item is the one that counts; answers
 * after the round was scored or its time ran out are checked but not counted.
 */
export async function answerItem(deps: GamesDeps, uid: string, request: GameAnswerRequest): Promise<GameAnswerReply> {
  const id = roundDocId(uid, request.roundId);
  return deps.store.runTransaction(async (tx) => {
    const doc = await gameRounds.get(tx, id);
    if (!doc) throw notFound();
    const item = doc.items[request.item];
    if (!item) throw new AppError("invalid-argument", msg("games.items", { count: doc.items.length, last: doc.items.length - 1 }), { item: msg("games.noSuchItem") });
    const verdict = checkAnswer(item, request.answer);
    if (!verdict.valid) {
      throw new AppError("invalid-argument", msg(item.kind === "order" ? "games.orderEveryPiece" : "games.chooseAnOption"), { answer: msg("games.notAnAnswer") });
    }
    const now = deps.now();
    const counted = doc.answers[request.item] === null && doc.result === null && !timeIsUp(doc, now);
    const points = verdict.placesRight && item.scoring === "places" ? verdict.placesRight.filter(Boolean).length : verdict.correct ? 1 : 0;
    let answers = doc.answers;
    if (counted) {
      answers = doc.answers.map((answer, index) => (index === request.item ? { points, correct: verdict.correct, at: now.toISOString() } : answer));
      gameRounds.update(tx, id, { answers });
    }
    return { correct: verdict.correct, solution: item.solution, placesRight: verdict.placesRight, counted, points: pointsOf({ answers }), passage: item.passage };
  });
}

const xpFor = (points: number, total: number): number => points * xpPerPoint + (points === total && total > 0 ? perfectRoundBonusXp : 0);

const resultOf = (doc: GameRoundDoc, result: NonNullable<GameRoundDoc["result"]>): GameResult => ({ roundId: doc.roundId, game: doc.game, ...result });

/**
 * Scores a round from its counted answers (items never answered score
 * nothing) and adds its XP, held to `dailyXpCapPerGame` a day per game in
 * the user's day. The same `resultId` again (a result sent offline, then
 * synced) answers the stored result and changes nothing; another result
 * for a round already scored is refused.
 */
export async function finishRound(deps: GamesDeps, uid: string, request: GameFinishRequest): Promise<GameFinishReply> {
  const profile = await requireProfile(deps.store, uid);
  const { today } = await userToday(deps.store, profile, request.timeZone, deps.now());
  const id = roundDocId(uid, request.roundId);
  const { doc, result, stats, duplicate } = await deps.store.runTransaction(async (tx) => {
    const [round, current] = await Promise.all([gameRounds.get(tx, id), gameStats.get(tx, uid)]);
    if (!round) throw notFound();
    if (round.result) {
      if (round.result.resultId !== request.resultId) throw new AppError("already-exists", msg("games.alreadyScored"));
      return { doc: round, result: round.result, stats: current, duplicate: true };
    }
    const now = deps.now();
    const points = pointsOf(round);
    const total = round.items.reduce((sum, item) => sum + itemTotal(item), 0);
    const base = current ?? emptyStats(uid, today);
    const xpToday = base.day === today ? base.xpToday : {};
    const earlier = xpToday[round.game] ?? 0;
    const earned = xpFor(points, total);
    const xp = Math.max(0, Math.min(earned, dailyXpCapPerGame - earlier));
    const best = base.best[round.game];
    const newBest = points > 0 && (!best || points / total > best.points / best.total);
    const finished = { resultId: request.resultId, points, total, xp, capped: xp < earned, newBest, finishedAt: now.toISOString() };
    const next: GameStatsDoc = {
      uid,
      totalXp: base.totalXp + xp,
      day: today,
      xpToday: { ...xpToday, [round.game]: earlier + xp },
      best: newBest ? { ...base.best, [round.game]: { points, total, at: finished.finishedAt } } : base.best,
      rounds: { ...base.rounds, [round.game]: (base.rounds[round.game] ?? 0) + 1 },
    };
    gameRounds.update(tx, id, { result: finished });
    gameStats.set(tx, uid, next);
    return { doc: round, result: finished, stats: next, duplicate: false };
  });
  return { result: resultOf(doc, result), duplicate, stats: summaryOf(stats, today, isGentle(profile)) };
}
