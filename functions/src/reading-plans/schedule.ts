import { addCalendarDays } from "./calendar-dates.ts";

/**
 * A user's schedule for one plan, as pure functions of what is stored.
 *
 * Day d (1-based) is due on `startDate + (d − 1)` unless doubling up moved
 * it (`moved[d]`). A day is done when it has a check-off date (`done[d]`,
 * the user's local date when they checked it). All dates are calendar dates
 * in the user's own calendar; comparing "YYYY-MM-DD" strings orders them.
 *
 * When the user is behind (readings not done whose date has passed) they
 * choose:
 * - shift: the start moves forward so that today is the first unread day;
 *   every later day follows one a day, and earlier moves are dropped. The
 *   plan ends later by as many days as the user was behind.
 * - double-up: the missed readings, in plan order, are added to the coming
 *   days, `extraPerDay` (default 1) on each day from today; the other days
 *   keep their dates, so the plan ends when it would have (or, when fewer
 *   days are left than missed readings, just after).
 */
export interface Progress {
  startDate: string;
  done: Readonly<Record<string, string>>;
  moved: Readonly<Record<string, string>>;
}

export interface DueDay {
  day: number;
  date: string;
}

export const dueDate = (progress: Progress, day: number): string => progress.moved[String(day)] ?? addCalendarDays(progress.startDate, day - 1);
export const isDone = (progress: Progress, day: number): boolean => progress.done[String(day)] !== undefined;

const days = (total: number) => Array.from({ length: total }, (_, index) => index + 1);

/** Every day with its date, by date and then day. */
export function schedule(progress: Progress, total: number): DueDay[] {
  return days(total)
    .map((day) => ({ day, date: dueDate(progress, day) }))
    .sort((a, b) => (a.date === b.date ? a.day - b.day : a.date < b.date ? -1 : 1));
}

/** Days not done whose date is before `today`, in plan order. */
export function missedDays(progress: Progress, total: number, today: string): number[] {
  return days(total).filter((day) => !isDone(progress, day) && dueDate(progress, day) < today);
}

export interface ScheduleSummary {
  doneDays: number;
  daysBehind: number;
  /** Days due today, done or not, in plan order. */
  dueToday: number[];
  /** The first day not done, or null. */
  next: number | null;
  endDate: string;
  finished: boolean;
}

export function summarize(progress: Progress, total: number, today: string): ScheduleSummary {
  const all = schedule(progress, total);
  const doneDays = all.filter(({ day }) => isDone(progress, day)).length;
  return {
    doneDays,
    daysBehind: missedDays(progress, total, today).length,
    dueToday: all.filter(({ date }) => date === today).map(({ day }) => day),
    next: days(total).find((day) => !isDone(progress, day)) ?? null,
    endDate: all.at(-1)?.date ?? progress.startDate,
    finished: doneDays === total,
  };
}

/** Today becomes the first unread day; null when the user is not behind. */
export function shift(progress: Progress, total: number, today: string): Progress | null {
  if (missedDays(progress, total, today).length === 0) return null;
  const first = days(total).find((day) => !isDone(progress, day));
  if (first === undefined) return null;
  return { ...progress, startDate: addCalendarDays(today, -(first - 1)), moved: {} };
}

/** The missed readings spread over the coming days, `extraPerDay` a day from today; null when the user is not behind. */
export function doubleUp(progress: Progress, total: number, today: string, extraPerDay = 1): Progress | null {
  const missed = missedDays(progress, total, today);
  if (missed.length === 0) return null;
  const moved: Record<string, string> = { ...progress.moved };
  missed.forEach((day, index) => {
    moved[String(day)] = addCalendarDays(today, Math.floor(index / extraPerDay));
  });
  // A move that lands a day back on its own date is no move at all.
  const realMoves = Object.entries(moved).filter(([day, date]) => addCalendarDays(progress.startDate, Number(day) - 1) !== date);
  return { ...progress, moved: Object.fromEntries(realMoves) };
}
