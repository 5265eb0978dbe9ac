import { z } from "zod";
import { quizStats, type QuizStats } from "../quiz/quiz-stats.ts";
import { collection } from "../store/collection.ts";
import type { Store, Transaction } from "../store/port.ts";

/**
 * What a user did on each local date, for the dashboard's charts: one
 * document per user holding the last 60 days, so a dashboard costs one read
 * and an action one transaction. Quizzes are counted on the quiz stats
 * document finishing already writes (quiz/attempts.ts), so a quiz costs
 * nothing more.
 */
export const activityKinds = ["quizzes", "devotionals", "readings", "articles"] as const;
export type ActivityKind = (typeof activityKinds)[number];
export type DayActivity = Record<ActivityKind, number>;

/** `activity/{uid}`. */
export const activityDocSchema = z.object({
  uid: z.string(),
  /** "YYYY-MM-DD" (the user's local date) → activity kind → count; kinds not done that day are absent. */
  days: z.record(z.string(), z.record(z.string(), z.number())),
});
export type ActivityDoc = z.infer<typeof activityDocSchema>;

export const activities = collection("activity", activityDocSchema);

/** The collection's name, for tests and tables that look at the stored data as it is. */
export const activityCollection = activities.name;

const keptDays = 60;

/** The part of the quiz stats (quiz/quiz-stats.ts) the chart reads; stats read without their schema may lack it. */
export type QuizDays = Partial<Pick<QuizStats, "days">>;

/** One more on a date in a date → count map, keeping the last 60 dates. */
export function countDay(days: { [date: string]: number }, date: string): { [date: string]: number } {
  const next = { ...days, [date]: (days[date] ?? 0) + 1 };
  return Object.fromEntries(
    Object.keys(next)
      .sort()
      .slice(-keptDays)
      .map((key) => [key, next[key] ?? 0]),
  );
}

/**
 * Reads the user's activity inside a transaction (reads come before writes)
 * and returns the write that adds one to a kind on a local date.
 */
export async function prepareActivity(tx: Transaction, uid: string): Promise<(date: string, kind: ActivityKind) => void> {
  const doc = await activities.get(tx, uid);
  const previous: ActivityDoc["days"] = doc?.days ?? {};
  return (date, kind) => {
    const day = previous[date] ?? {};
    const days = { ...previous, [date]: { ...day, [kind]: (day[kind] ?? 0) + 1 } };
    const kept = Object.keys(days).sort().slice(-keptDays);
    activities.set(tx, uid, { uid, days: Object.fromEntries(kept.map((key) => [key, days[key] ?? {}])) });
  };
}

/** Adds one to a kind of activity on a local date (1 read, 1 write). */
export async function recordActivity(store: Store, uid: string, date: string, kind: ActivityKind): Promise<void> {
  await store.runTransaction(async (tx) => (await prepareActivity(tx, uid))(date, kind));
}

/** The dates ending at `today` (inclusive), oldest first. */
export function lastDates(today: string, count: number): string[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(end - (count - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

/**
 * The last `count` local dates' activity from documents already read (the
 * dashboard reads them together with others), zeros where nothing happened.
 * `readingDays` (the reading streak's record of check-offs per date,
 * reading-plans/streak.ts) counts plan readings instead of the activity
 * document when a caller has it at hand.
 */
export function activityFrom(
  sources: { activity: ActivityDoc | null; quizStats: QuizDays | null; readingDays?: { [date: string]: number } },
  today: string,
  count = 30,
): ({ date: string } & DayActivity)[] {
  const { activity, quizStats: stats, readingDays } = sources;
  return lastDates(today, count).map((date) => {
    const day = activity?.days[date] ?? {};
    const readings = readingDays ? Math.max(0, readingDays[date] ?? 0) : (day.readings ?? 0);
    return { date, quizzes: stats?.days?.[date] ?? 0, devotionals: day.devotionals ?? 0, readings, articles: day.articles ?? 0 };
  });
}

/** The last `count` local dates' activity, zeros where nothing happened (2 reads: this and the quiz stats). */
export async function readActivity(store: Store, uid: string, today: string, count = 30): Promise<({ date: string } & DayActivity)[]> {
  const [activity, stats] = await Promise.all([activities.get(store, uid), quizStats.get(store, uid)]);
  return activityFrom({ activity, quizStats: stats }, today, count);
}
