import type { HomeView } from "@berea/contracts/dashboard";
import { createContext, useContext } from "react";
import { preferredDevotionalTranslation } from "./devotional-translation.ts";
import { lastReadTranslation } from "./last-read.ts";
import { localDateHour, userTimeZone } from "./time-zone.ts";

/**
 * Who a page is shown to, as far as the signed-in home depends on it: their
 * time zone and the date and hour there, and the translations of the day's
 * verse and devotional. In the browser it is the device's clock and what this
 * device remembers; when the server renders the home for a visit
 * (app/server/), it is the clock of the request in the time zone and
 * translations the reader's profile keeps (`homeView`), provided through
 * ViewerContext. The browser hydrates that markup only when its own viewer
 * shows the same page (`sameView`), else it renders afresh.
 */
export interface Viewer extends HomeView {
  /** The viewer's calendar date, YYYY-MM-DD. */
  date: string;
  /** The hour on their clock, 0-23. */
  hour: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function zonedFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    formats.set(timeZone, format);
  }
  return format;
}

const zonedParts = (now: Date, timeZone: string) =>
  Object.fromEntries(zonedFormat(timeZone).formatToParts(now).map(({ type, value }) => [type, value]));

/** The date and hour at `now` in `timeZone`. */
export function zonedDateHour(now: Date, timeZone: string): { date: string; hour: number } {
  const parts = zonedParts(now, timeZone);
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

/** `timeZone`'s offset from UTC at `now`, in minutes east (a whole minute: no zone in use today has seconds). */
export function zoneOffset(now: Date, timeZone: string): number {
  const parts = zonedParts(now, timeZone);
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
  // The wall clock is read to the minute: compare it with `now` to the minute too.
  const minute = Math.floor(now.getTime() / 60_000) * 60_000;
  return Math.round((wall - minute) / 60_000);
}

export function viewerAt(view: HomeView, now: Date): Viewer {
  return { ...view, ...zonedDateHour(now, view.timeZone) };
}

/**
 * The part of the day the home greets in: morning from five until noon,
 * afternoon until five, evening until eight, night after. English says "Good
 * evening" from five; Spanish "Buenas tardes" until eight, "Buenas noches"
 * after (the dashboard namespace's `greeting`).
 */
export type DayPart = "morning" | "afternoon" | "evening" | "night";

export function dayPartOf(hour: number): DayPart {
  if (hour >= 5 && hour < 12) return "morning";
  if (hour >= 12 && hour < 17) return "afternoon";
  if (hour >= 17 && hour < 20) return "evening";
  return "night";
}

/** "Good morning" before noon, "Good afternoon" until five, "Good evening" after (the English of `dayPartOf`). */
export function greetingFor(hour: number): string {
  const part = dayPartOf(hour);
  return part === "morning" ? "Good morning" : part === "afternoon" ? "Good afternoon" : "Good evening";
}

/** Whether two viewers see the same home: same zone, date, greeting (in any language) and translations. */
export function sameView(a: Viewer, b: Viewer): boolean {
  return (
    a.timeZone === b.timeZone &&
    a.date === b.date &&
    dayPartOf(a.hour) === dayPartOf(b.hour) &&
    a.verseTranslation === b.verseTranslation &&
    a.devotionalTranslation === b.devotionalTranslation
  );
}

/** The server's viewer while it renders a page; null (the device's) in the browser. */
export const ViewerContext = createContext<Viewer | null>(null);

/** This device's viewer: its clock and time zone, and the translations it remembers. */
export const deviceViewer = (now = new Date()): Viewer => ({
  timeZone: userTimeZone(now),
  verseTranslation: lastReadTranslation(),
  devotionalTranslation: preferredDevotionalTranslation(),
  // The device's own clock: Date's local fields, no Intl (lib/time-zone.ts).
  ...localDateHour(now),
});

/**
 * The home's viewer: the server's while it renders the page, else this
 * device's, read on every render so a page left open overnight moves to the
 * new date.
 */
export function useViewer(): Viewer {
  return useContext(ViewerContext) ?? deviceViewer();
}
