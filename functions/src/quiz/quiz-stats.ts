import { z } from "zod";
import { collection } from "../store/collection.ts";

/**
 * `quizStats/{uid}`: a player's XP, streak and each topic's best score,
 * which finishing a quiz rewrites whole (attempts.ts). Its own module because
 * the dashboard's activity (activity/activity.ts) reads it too, and the quiz
 * imports the activity's day counting.
 */
export const quizStatsSchema = z.object({
  xp: z.number(),
  streak: z.number(),
  /** The local date ("YYYY-MM-DD") of the last quiz finished. */
  lastPlayedDate: z.string().nullable(),
  /** Topic id (or `mixed`) → quizzes finished and the best score in percent. */
  topics: z.record(z.string(), z.object({ attempts: z.number(), best: z.number() })),
  /**
   * Quizzes finished per local date, the last 60 dates (the dashboard's
   * chart); kept here so a quiz costs no extra write. Stats written before
   * it existed have none.
   */
  days: z.record(z.string(), z.number()).default({}),
});
export type QuizStats = z.infer<typeof quizStatsSchema>;

export const quizStats = collection("quizStats", quizStatsSchema);

/** A player who has finished no quiz yet. */
export const emptyQuizStats = (): QuizStats => ({ xp: 0, streak: 0, lastPlayedDate: null, topics: {}, days: {} });
