import { differenceInSeconds, formatDistanceStrict, isValid, parseISO } from "date-fns";
import { useEffect, useState } from "react";
import { dateLocaleFor, formatterFor } from "../../lib/i18n/format.ts";

/** How long ago a request was shared, in words: "Just now", "5 minutes ago", "2 hours ago", "3 days ago" (in `language`; `justNow` is its "Just now"). */
export function postedAgo(iso: string, now: Date, language = "en", justNow = "Just now"): string {
  const date = parseISO(iso);
  if (!isValid(date)) return "";
  // The device's clock may run a little behind the server's, so a request just shared can seem to come from the future.
  if (differenceInSeconds(now, date) < 60) return justNow;
  return formatDistanceStrict(date, now, { addSuffix: true, roundingMethod: "floor", locale: dateLocaleFor(language) });
}

/** The full date and time, for the `title` of the short label. */
export function postedOn(iso: string, language = "en"): string {
  const date = parseISO(iso);
  return isValid(date) ? formatterFor(language).date(date, "PPPp") : "";
}

/** The time now, moved on each minute, so "5 minutes ago" stays true while the page is open. */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
