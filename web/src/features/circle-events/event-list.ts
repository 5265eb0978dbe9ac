import type { CircleEventOccurrence, CircleEventTag } from "@berea/contracts/circle-events";

/**
 * The event list's rules as plain functions: which occurrences a tab, the
 * search box and the sidebar's filter leave, how they group under dates, and
 * how dates and times read in the reader's own language.
 */

export type EventTab = "upcoming" | "past";
export type TimeRange = "all" | "today" | "week" | "month";
export const timeRanges: readonly { id: TimeRange; label: string }[] = [
  { id: "all", label: "All Time" },
  { id: "today", label: "Today" },
  { id: "week", label: "Week" },
  { id: "month", label: "Month" },
];

export interface EventFilter {
  /** A circle's id, or all of the reader's circles. */
  circle: string | "all";
  tag: CircleEventTag | "all";
  repeating: boolean;
  multiDay: boolean;
  range: TimeRange;
  /** A venue from `venuesOf`, or all. */
  venue: string | "all";
}

/** What 'Reset Filter' restores: 'All Tags', repeating and multi-day events on, 'All Time' (and every venue; the circle stays). */
export const defaultFilter = (circle: string | "all" = "all"): EventFilter => ({ circle, tag: "all", repeating: true, multiDay: true, range: "all", venue: "all" });

/** Where an event happens, as the venue list names it: its place, or "Online" for a video link only. */
export const onlineVenue = "Online";
export const venueOf = (event: Pick<CircleEventOccurrence, "place" | "videoLink">): string | null => event.place ?? (event.videoLink ? onlineVenue : null);

/** The venues of these events, each once, in alphabetical order. */
export const venuesOf = (events: readonly CircleEventOccurrence[]): string[] =>
  [...new Set(events.flatMap((event) => venueOf(event) ?? []))].sort((a, b) => a.localeCompare(b));

/** The date `days` after `date` (both "YYYY-MM-DD"). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Today on the reader's device, "YYYY-MM-DD". */
export function localToday(now: Date): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
}

/** Days either side of today a time range keeps (an occurrence overlapping the window stays). */
const rangeDays: Record<Exclude<TimeRange, "all">, number> = { today: 0, week: 6, month: 30 };

/** Case-insensitive search over the title, the hosts and the location (place, or the video link). */
export function matchesSearch(event: CircleEventOccurrence, search: string): boolean {
  const wanted = search.trim().toLocaleLowerCase();
  if (!wanted) return true;
  return [event.title, ...event.hosts, event.place ?? "", event.videoLink ?? ""].some((text) => text.toLocaleLowerCase().includes(wanted));
}

/** The occurrences a tab, the search and the filter leave: upcoming soonest first, past most recent first. */
export function visibleEvents(events: readonly CircleEventOccurrence[], tab: EventTab, search: string, filter: EventFilter, today: string): CircleEventOccurrence[] {
  const kept = events.filter((event) => {
    if (event.status !== tab) return false;
    if (filter.circle !== "all" && event.circleId !== filter.circle) return false;
    if (filter.tag !== "all" && !event.tags.includes(filter.tag)) return false;
    if (!filter.repeating && event.weekly) return false;
    if (!filter.multiDay && event.multiDay) return false;
    if (filter.venue !== "all" && venueOf(event) !== filter.venue) return false;
    if (filter.range !== "all") {
      const days = rangeDays[filter.range];
      if (event.occurrenceEnd < addDays(today, -days) || event.occurrence > addDays(today, days)) return false;
    }
    return matchesSearch(event, search);
  });
  return tab === "past" ? kept.reverse() : kept;
}

export interface DateGroup {
  /** "YYYY-MM-DD": the occurrences' first day. */
  date: string;
  events: CircleEventOccurrence[];
}

/** Occurrences under their dates, in the order given. */
export function groupByDate(events: readonly CircleEventOccurrence[]): DateGroup[] {
  const groups: DateGroup[] = [];
  for (const event of events) {
    const last = groups[groups.length - 1];
    if (last && last.date === event.occurrence) last.events.push(event);
    else groups.push({ date: event.occurrence, events: [event] });
  }
  return groups;
}

/** At most this many date groups show until 'View More Events'. */
export const shownGroups = 5;

/** A calendar date as a long heading in the reader's language: "Sunday, 6 December 2026" (en-GB), "Sunday, December 6, 2026" (en-US). */
export function longDate(date: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));
}

/** The date on a card, under its long heading: "Sun, 6 Dec" / "Sun, Dec 6". */
export function cardDate(date: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));
}

/** A short date for a multi-day span's end: "8 Dec" / "Dec 8". */
export function shortDate(date: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));
}

/** A wall-clock "19:30" in the reader's language ("7:30 PM", "19:30"). */
export function clockTime(time: string, locale?: string): string {
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  return new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(new Date(Date.UTC(2000, 0, 1, hour, minute)));
}

/** "7:30 PM – 9:00 PM (Europe/London)", or with the last day for a multi-day event. */
export function timeText(event: Pick<CircleEventOccurrence, "startTime" | "endTime" | "timeZone" | "multiDay" | "occurrenceEnd">, locale?: string): string {
  const end = event.multiDay ? `${shortDate(event.occurrenceEnd, locale)}, ${clockTime(event.endTime, locale)}` : clockTime(event.endTime, locale);
  return `${clockTime(event.startTime, locale)} – ${end} (${event.timeZone.replaceAll("_", " ")})`;
}

/** The days of a month's calendar grid, Monday first: null before the 1st and after the last day. */
export function monthGrid(month: string): (string | null)[] {
  const first = `${month}-01`;
  const weekday = (new Date(`${first}T12:00:00Z`).getUTCDay() + 6) % 7;
  const [year = 2000, monthNumber = 1] = month.split("-").map(Number);
  const length = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const days: (string | null)[] = [...Array<null>(weekday).fill(null), ...Array.from({ length }, (_, index) => addDays(first, index))];
  while (days.length % 7 !== 0) days.push(null);
  return days;
}

/** "2026-12" → "2027-01" (or back, with -1). */
export function shiftMonth(month: string, by: number): string {
  const [year = 2000, monthNumber = 1] = month.split("-").map(Number);
  const date = new Date(Date.UTC(year, monthNumber - 1 + by, 1));
  return date.toISOString().slice(0, 7);
}
