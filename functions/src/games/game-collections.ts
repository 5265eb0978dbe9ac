import { gameIds, gamePassageSchema } from "@berea/contracts/games";
import { z } from "zod";
import { collection } from "../store/collection.ts";

/**
 * The Bible games' stored data: one document per round (its items with
 * their solutions, each answer as it was checked, and once finished its
 * result), and one per user for XP and best scores.
 */

const storedItemSchema = z.object({
  kind: z.enum(["order", "choice"]),
  prompt: z.string(),
  detail: z.string().nullable(),
  pieces: z.array(z.object({ id: z.string(), label: z.string() })),
  solution: z.array(z.string()),
  scoring: z.enum(["all", "places"]),
  passage: gamePassageSchema.nullable(),
});

const answerRecordSchema = z.object({ points: z.number().int(), correct: z.boolean(), at: z.string() });

export const roundResultSchema = z.object({
  resultId: z.string(),
  points: z.number().int(),
  total: z.number().int(),
  xp: z.number().int(),
  capped: z.boolean(),
  newBest: z.boolean(),
  finishedAt: z.string(),
});

/** `gameRounds/{idFromClient(uid, roundId)}`: a round made for one user; another user's round id names nothing of theirs. */
export const gameRoundDocSchema = z.object({
  uid: z.string(),
  roundId: z.string(),
  game: z.enum(gameIds),
  gentle: z.boolean(),
  createdAt: z.string(),
  timeLimitSeconds: z.number().int().nullable(),
  items: z.array(storedItemSchema),
  /** One per item: null until answered; the first answer stands. */
  answers: z.array(answerRecordSchema.nullable()),
  result: roundResultSchema.nullable(),
});
export type GameRoundDoc = z.infer<typeof gameRoundDocSchema>;
export const gameRounds = collection("gameRounds", gameRoundDocSchema);

const perGame = <T extends z.ZodType>(value: T) => z.partialRecord(z.enum(gameIds), value);

/** `gameStats/{uid}`: total XP, XP given today per game (for the daily cap), and each game's best score and rounds played. */
export const gameStatsDocSchema = z.object({
  uid: z.string(),
  totalXp: z.number().int(),
  /** The user's local date `xpToday` counts. */
  day: z.string(),
  xpToday: perGame(z.number().int()),
  best: perGame(z.object({ points: z.number().int(), total: z.number().int(), at: z.string() })),
  rounds: perGame(z.number().int()),
});
export type GameStatsDoc = z.infer<typeof gameStatsDocSchema>;
export const gameStats = collection("gameStats", gameStatsDocSchema);

export const gameCollections = [gameRounds.name, gameStats.name];
