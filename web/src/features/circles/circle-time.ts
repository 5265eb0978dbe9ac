import { differenceInCalendarDays, differenceInMinutes, format, isValid, parseISO, type Locale } from "date-fns";

/**
 * How the circles show time: a day's heading in the chat ("Today",
 * "Yesterday", "Monday 23 November"), how long ago a circle last spoke, and a
 * message's clock time. Dates are read in the device's own zone. The words
 * and date patterns are the reader's language's (`TimeWords`, from the
 * circles namespace); English by default.
 */

export interface TimeWords {
  earlier: string;
  today: string;
  yesterday: string;
  justNow: string;
  minutesAgo: (minutes: number) => string;
  hoursAgo: (hours: number) => string;
  /** date-fns patterns: a day this year and another year's, a weekday, a short date this year and another year's, a full date. */
  patterns: { dayThisYear: string; dayOtherYear: string; weekday: string; shortThisYear: string; shortOtherYear: string; full: string };
  /** date-fns's locale for the language (none for English). */
  locale?: Locale;
  /** The language's tag for the clock time (Intl); the device's habit when left out. */
  language?: string;
}

export const englishTimeWords: TimeWords = {
  earlier: "Earlier",
  today: "Today",
  yesterday: "Yesterday",
  justNow: "Just now",
  minutesAgo: (minutes) => `${minutes} min ago`,
  hoursAgo: (hours) => `${hours} h ago`,
  patterns: { dayThisYear: "EEEE d MMMM", dayOtherYear: "d MMMM yyyy", weekday: "EEEE", shortThisYear: "d MMM", shortOtherYear: "d MMM yyyy", full: "EEEE d MMMM yyyy" },
};

const parsed = (iso: string): Date | null => {
  const date = parseISO(iso);
  return isValid(date) ? date : null;
};

/** The calendar day of a moment on this device, YYYY-MM-DD: messages on the same one share a heading. */
export function localDayKey(iso: string): string {
  const date = parsed(iso);
  return date ? format(date, "yyyy-MM-dd") : "unknown";
}

/** A day's heading in the chat: "Today", "Yesterday", "Monday 23 November", or with its year when it is not this year's. */
export function dayLabel(iso: string, now: Date, words: TimeWords = englishTimeWords): string {
  const date = parsed(iso);
  if (!date) return words.earlier;
  const days = differenceInCalendarDays(now, date);
  if (days === 0) return words.today;
  if (days === 1) return words.yesterday;
  return format(date, date.getFullYear() === now.getFullYear() ? words.patterns.dayThisYear : words.patterns.dayOtherYear, { locale: words.locale });
}

/** How long ago, briefly, for a circle's last message: "Just now", "5 min ago", "3 h ago", "Yesterday", "Monday", "23 Nov". */
export function timeAgo(iso: string, now: Date, words: TimeWords = englishTimeWords): string {
  const date = parsed(iso);
  if (!date) return "";
  const minutes = differenceInMinutes(now, date);
  if (minutes < 1) return words.justNow;
  if (minutes < 60) return words.minutesAgo(minutes);
  const days = differenceInCalendarDays(now, date);
  if (days === 0) return words.hoursAgo(Math.floor(minutes / 60));
  if (days === 1) return words.yesterday;
  if (days < 7) return format(date, words.patterns.weekday, { locale: words.locale });
  return format(date, date.getFullYear() === now.getFullYear() ? words.patterns.shortThisYear : words.patterns.shortOtherYear, { locale: words.locale });
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** A message's time of day, in the reader's own habit (14:05 or 2:05 PM), or their language's. */
export function clockTime(iso: string, language?: string): string {
  const date = parsed(iso);
  if (!date) return "";
  const key = language ?? "";
  let clockFormat = clockFormats.get(key);
  if (!clockFormat) {
    clockFormat = new Intl.DateTimeFormat(language, { hour: "numeric", minute: "2-digit" });
    clockFormats.set(key, clockFormat);
  }
  return clockFormat.format(date);
}

/** The full date and time, for a `title` where a short label is shown. */
export function fullDateTime(iso: string, words: TimeWords = englishTimeWords): string {
  const date = parsed(iso);
  return date ? `${format(date, words.patterns.full, { locale: words.locale })}, ${clockTime(iso, words.language)}` : "";
}
