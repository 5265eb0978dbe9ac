import { addDays, differenceInCalendarDays, eachDayOfInterval, endOfMonth, endOfWeek, format, parseISO, startOfMonth, startOfWeek } from "date-fns";

/**
 * Plan dates are the user's calendar dates ("YYYY-MM-DD"), as the API sends
 * them. Here they are read as local midnights only to name and count them;
 * nothing turns them into instants. Their words (long and short dates, month
 * titles, weekday names) are in i18n.ts, in the language shown.
 */

const dayKey = "yyyy-MM-dd";

export const toDateKey = (date: Date): string => format(date, dayKey);

export const addDateDays = (key: string, days: number): string => toDateKey(addDays(parseISO(key), days));

export const daysBetween = (from: string, to: string): number => differenceInCalendarDays(parseISO(to), parseISO(from));

/** "2026-11". */
export const monthOf = (key: string): string => key.slice(0, 7);

export const addMonths = (month: string, step: number): string => {
  const [year = 1970, index = 1] = month.split("-").map(Number);
  const date = new Date(year, index - 1 + step, 1);
  return format(date, "yyyy-MM");
};

/** The month's weeks, Sunday to Saturday; dates outside the month are null. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = parseISO(`${month}-01`);
  const days = eachDayOfInterval({ start: startOfWeek(startOfMonth(first)), end: endOfWeek(endOfMonth(first)) });
  const weeks: (string | null)[][] = [];
  days.forEach((date, index) => {
    if (index % 7 === 0) weeks.push([]);
    weeks.at(-1)?.push(format(date, "yyyy-MM") === month ? toDateKey(date) : null);
  });
  return weeks;
}
