import { differenceInCalendarDays, differenceInMinutes, format, isValid, parseISO } from "date-fns";

/**
 * How the circles show time: a day's heading in the chat ("Today",
 * "Yesterday", "Monday 23 November"), how long ago a circle last spoke, and a
 * message's clock time. Dates are read in the device's own zone.
 */

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
export function dayLabel(iso: string, now: Date): string {
  const date = parsed(iso);
  if (!date) return "Earlier";
  const days = differenceInCalendarDays(now, date);
  if (days === 0) return "Today";
  if (days === 1) return "Yesterday";
  return format(date, date.getFullYear() === now.getFullYear() ? "EEEE d MMMM" : "d MMMM yyyy");
}

/** How long ago, briefly, for a circle's last message: "Just now", "5 min ago", "3 h ago", "Yesterday", "Monday", "23 Nov". */
export function timeAgo(iso: string, now: Date): string {
  const date = parsed(iso);
  if (!date) return "";
  const minutes = differenceInMinutes(now, date);
  if (minutes < 1) return "Just now";
  if (minutes < 60) return `${minutes} min ago`;
  const days = differenceInCalendarDays(now, date);
  if (days === 0) return `${Math.floor(minutes / 60)} h ago`;
  if (days === 1) return "Yesterday";
  if (days < 7) return format(date, "EEEE");
  return format(date, date.getFullYear() === now.getFullYear() ? "d MMM" : "d MMM yyyy");
}

let clockFormat: Intl.DateTimeFormat | null = null;

/** A message's time of day, in the reader's own habit (14:05 or 2:05 PM). */
export function clockTime(iso: string): string {
  const date = parsed(iso);
  if (!date) return "";
  clockFormat ??= new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" });
  return clockFormat.format(date);
}

/** The full date and time, for a `title` where a short label is shown. */
export function fullDateTime(iso: string): string {
  const date = parsed(iso);
  return date ? `${format(date, "EEEE d MMMM yyyy")}, ${clockTime(iso)}` : "";
}
