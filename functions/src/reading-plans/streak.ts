import type { ReadingStreak } from "@berea/contracts/reading-plans";
import { addCalendarDays, isoWeekOf } from "./calendar-dates.ts";

/**
 * The reading streak: consecutive days on which the user checked off at
 * least one reading in any plan, forgiving one missed day per ISO week
 * (Monday to Sunday).
 *
 * Each check-off is recorded under the user's local date when it happened
 * (`days`: date → check-offs that date), never as an instant to be turned
 * into a date later. So the streak reads the same wherever the user is now:
 * a reading at 00:30 on 11 March in Madrid stays on 11 March after the user
 * flies to Los Angeles, where that instant was still 10 March. Only "today"
 * comes from the current time zone.
 *
 * Counting walks back one calendar day at a time from the later of today
 * and the last recorded date (after flying west, the last reading may be
 * dated "tomorrow"). Today not read yet does not break anything: the day is
 * not over. A missed day is forgiven if it is the first missed day of its
 * ISO week; a second missed day in the same week ends the run. The streak
 * counts the days read in the run (grace days keep it alive but do not add
 * to it).
 */

/** How long the record of reading days is kept; older dates cannot change the current streak in practice. */
export const streakHistoryDays = 400;

export type ReadingDays = Readonly<Record<string, number>>;

export function readingStreak(days: ReadingDays, today: string): ReadingStreak {
  const read = (date: string) => (days[date] ?? 0) > 0;
  const dates = Object.keys(days).filter(read).sort();
  const earliest = dates[0];
  const latest = dates.at(-1);
  const readToday = read(today);
  if (earliest === undefined || latest === undefined) return { current: 0, readToday, graceUsedThisWeek: false };

  const graceWeeks = new Set<string>();
  let cursor = latest > today ? latest : readToday ? today : addCalendarDays(today, -1);
  let current = 0;
  while (cursor >= earliest) {
    if (read(cursor)) {
      current += 1;
    } else {
      const week = isoWeekOf(cursor);
      if (graceWeeks.has(week)) break;
      graceWeeks.add(week);
    }
    cursor = addCalendarDays(cursor, -1);
  }
  return { current, readToday, graceUsedThisWeek: current > 0 && graceWeeks.has(isoWeekOf(today)) };
}

/**
 * The record after a check-off (+1) or its undo (−1) on `date`, keeping only
 * the last `streakHistoryDays` days before `today`.
 */
export function recordReading(days: ReadingDays, date: string, change: 1 | -1, today: string): Record<string, number> {
  const oldest = addCalendarDays(today, -streakHistoryDays);
  const next: Record<string, number> = {};
  for (const [day, count] of Object.entries(days)) if (day >= oldest && count > 0) next[day] = count;
  const count = (next[date] ?? 0) + change;
  if (count > 0) return { ...next, [date]: count };
  return Object.fromEntries(Object.entries(next).filter(([day]) => day !== date));
}
