import type { DocumentData, Store, Transaction } from "../store/port.ts";

/**
 * What a user did on each local date, for the dashboard's charts: one
 * document per user holding the last 60 days, so a dashboard costs one read
 * and an action one transaction. Quizzes are counted on the quiz stats
 * document finishing already writes (quiz/attempts.ts), so a quiz costs
 * nothing more.
 */
export const activityCollection = "activity";
export const activityKinds = ["quizzes", "devotionals", "readings", "articles"] as const;
export type ActivityKind = (typeof activityKinds)[number];
export type DayActivity = Record<ActivityKind, number>;

export interface ActivityDoc extends DocumentData {
  uid: string;
  /** "YYYY-MM-DD" (the user's local date) → counts. */
  days: { [date: string]: { [kind: string]: number } };
}

const keptDays = 60;

/** Where quiz/attempts.ts counts finished quizzes per date (`quizStats`, field `days`). */
const quizStatsCollection = "quizStats";
/** Stats written before `days` existed have none. */
export type QuizDays = DocumentData & { days?: { [date: string]: number } };

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
  const doc = await tx.get<ActivityDoc>(activityCollection, uid);
  const previous: ActivityDoc["days"] = doc?.days ?? {};
  return (date, kind) => {
    const day = previous[date] ?? {};
    const days = { ...previous, [date]: { ...day, [kind]: (day[kind] ?? 0) + 1 } };
    const kept = Object.keys(days).sort().slice(-keptDays);
    tx.set(activityCollection, uid, { uid, days: Object.fromEntries(kept.map((key) => [key, days[key] ?? {}])) });
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
  const { activity, quizStats, readingDays } = sources;
  return lastDates(today, count).map((date) => {
    const day = activity?.days[date] ?? {};
    const readings = readingDays ? Math.max(0, readingDays[date] ?? 0) : (day.readings ?? 0);
    return { date, quizzes: quizStats?.days?.[date] ?? 0, devotionals: day.devotionals ?? 0, readings, articles: day.articles ?? 0 };
  });
}

/** The last `count` local dates' activity, zeros where nothing happened (2 reads: this and the quiz stats). */
export async function readActivity(store: Store, uid: string, today: string, count = 30): Promise<({ date: string } & DayActivity)[]> {
  const [activity, quizStats] = await Promise.all([store.get<ActivityDoc>(activityCollection, uid), store.get<QuizDays>(quizStatsCollection, uid)]);
  return activityFrom({ activity, quizStats }, today, count);
}
