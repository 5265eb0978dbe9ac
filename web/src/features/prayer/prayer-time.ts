import { differenceInSeconds, format, formatDistanceStrict, isValid, parseISO } from "date-fns";
import { useEffect, useState } from "react";

/** How long ago a request was shared, in words: "Just now", "5 minutes ago", "2 hours ago", "3 days ago". */
export function postedAgo(iso: string, now: Date): string {
  const date = parseISO(iso);
  if (!isValid(date)) return "";
  // The device's clock may run a little behind the server's, so a request just shared can seem to come from the future.
  if (differenceInSeconds(now, date) < 60) return "Just now";
  return formatDistanceStrict(date, now, { addSuffix: true, roundingMethod: "floor" });
}

/** The full date and time, for the `title` of the short label. */
export function postedOn(iso: string): string {
  const date = parseISO(iso);
  return isValid(date) ? format(date, "PPPp") : "";
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
