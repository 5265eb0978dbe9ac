/**
 * The device's time zone and calendar, as the API's "today" needs them (the
 * day's devotional, the Free plan's daily quizzes, a plan's readings, the
 * streaks).
 *
 * Its IANA name comes from Temporal where the browser has it (`Temporal.Now.timeZoneId()`,
 * under 5 ms with the CPU slowed 4x), else from Intl, whose first use on a page
 * starts ICU (about 100 ms of main thread on a mid-range phone: 90-150 ms in
 * Chromium slowed 4x, paid on every prerendered page that asks the API for
 * its "today"). The date and hour come from
 * Date's own local fields, which need no Intl. A page that already knows the
 * reader's zone, the server-rendered home (app/server/), passes it on with
 * `knowTimeZone`, so hydrating the home asks Intl nothing; the name is trusted
 * while this device's UTC offset is the offset it was known with, and asked
 * again once it is not (a move, or a change to or from summer time).
 */

interface KnownZone {
  timeZone: string;
  /** Minutes east of UTC. */
  offset: number;
}

let known: KnownZone | null = null;

/** This device's offset from UTC now, in minutes east (Date's own is west). */
const deviceOffset = (now: Date): number => -now.getTimezoneOffset();

/** A zone this device is known to be in, with its offset from UTC at the time, in minutes east. */
export function knowTimeZone(timeZone: string, offset: number): void {
  known = { timeZone, offset };
}

/** The device's IANA time zone ("UTC" when the browser cannot tell). */
export function userTimeZone(now: Date = new Date()): string {
  const offset = deviceOffset(now);
  if (known?.offset === offset) return known.timeZone;
  let timeZone = "UTC";
  try {
    // Temporal does not start ICU's date formatting; Intl where the browser has no Temporal.
    timeZone = (globalThis as TemporalNow).Temporal?.Now?.timeZoneId?.() || Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    // An old browser without time zone support: the API then counts days in UTC.
  }
  known = { timeZone, offset };
  return timeZone;
}

/** What this file uses of Temporal (not yet in TypeScript's libraries). */
interface TemporalNow {
  Temporal?: { Now?: { timeZoneId?: () => string } };
}

const pad = (value: number) => String(value).padStart(2, "0");

/** Today's date on this device, YYYY-MM-DD. */
export const localDateKey = (now: Date = new Date()): string => `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

/** The date and hour on this device's clock. */
export const localDateHour = (now: Date = new Date()): { date: string; hour: number } => ({ date: localDateKey(now), hour: now.getHours() });
