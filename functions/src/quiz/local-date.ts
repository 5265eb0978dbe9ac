import { canonicalTimeZone, unknownTimeZoneMessage } from "@berea/contracts/time-zone";
import { AppError } from "../lib/app-error.ts";

/** Calendar dates in a user's own time zone, as "YYYY-MM-DD". */

/** One format per canonical zone name: every spelling of a zone shares it, so the map is bounded by the zones that exist. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's canonical name, or a 400 that says what to send. */
export function requireTimeZone(name: string): string {
  const canonical = canonicalTimeZone(name);
  if (canonical === null) throw new AppError("invalid-argument", unknownTimeZoneMessage(name), { timeZone: unknownTimeZoneMessage(name) });
  return canonical;
}

export function localDate(now: Date, timeZone: string): string {
  const zone = requireTimeZone(timeZone);
  let format = formatters.get(zone);
  if (!format) {
    // en-CA formats as YYYY-MM-DD.
    format = new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" });
    formatters.set(zone, format);
  }
  return format.format(now);
}

/** The calendar day before a "YYYY-MM-DD" date. */
export function dayBefore(date: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day - 1)).toISOString().slice(0, 10);
}

/** How many zones have a cached format (for the test that proves the cache stays bounded). */
export const cachedTimeZoneFormats = (): number => formatters.size;
