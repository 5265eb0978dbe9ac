import { TZDate } from "@date-fns/tz";
import { requireTimeZone } from "../quiz/local-date.ts";
import { addDays, differenceInCalendarDays, format, getISOWeek, getISOWeekYear } from "date-fns";

/**
 * Calendar dates ("YYYY-MM-DD") as a person's own calendar shows them.
 *
 * "Today" depends on where the user is: it is the date on the wall clock of
 * their time zone at that instant (`todayIn`, DST included). Everything after
 * that is arithmetic on calendar dates, never on instants: a date plus one
 * day is the next date, whether that day has 23, 24 or 25 hours in the
 * user's zone. Internally a date is a midnight in UTC (a zone without DST),
 * so the answers never depend on the server's own time zone.
 */

const dateFormat = "yyyy-MM-dd";

/** The date on the user's wall clock at `now`. */
export function todayIn(now: Date, timeZone: string): string {
  // The canonical name: @date-fns/tz caches a format per name it is given.
  return format(new TZDate(now.getTime(), requireTimeZone(timeZone)), dateFormat);
}

function toDate(date: string): TZDate {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new TZDate(year, month - 1, day, "UTC");
}

export function addCalendarDays(date: string, days: number): string {
  return format(addDays(toDate(date), days), dateFormat);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function calendarDaysBetween(from: string, to: string): number {
  return differenceInCalendarDays(toDate(to), toDate(from));
}

/** The ISO week a date belongs to ("2026-W10"): weeks start on Monday; the week with the year's first Thursday is week 1. */
export function isoWeekOf(date: string): string {
  const value = toDate(date);
  return `${getISOWeekYear(value)}-W${String(getISOWeek(value)).padStart(2, "0")}`;
}

/** [year, month, day] for calendar formats (ics). */
export function dateParts(date: string): [number, number, number] {
  return date.split("-").map(Number) as [number, number, number];
}
