/** The reader's IANA time zone: a plan's "today" and the streak are counted on the user's own calendar. */
export function userTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

/** Today's date where the reader is (YYYY-MM-DD), so a page left open overnight asks again the next day. */
export function localDateKey(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Query keys. Everything that depends on the user's progress sits under
 * `progress`, so a check-off, a reschedule or a stop refreshes it all.
 */
export const readingPlanKeys = {
  catalog: ["reading-plans", "catalog"] as const,
  progress: ["reading-plans", "progress"] as const,
  mine: () => ["reading-plans", "progress", "mine", localDateKey()] as const,
  calendar: (userPlanId: string) => ["reading-plans", "progress", "calendar", userPlanId, localDateKey()] as const,
};

/** `GET /api/reading-plans/calendar.ics?plan=`: the browser downloads it with the session cookie. */
export const calendarFileHref = (userPlanId: string): string => `/api/reading-plans/calendar.ics?plan=${encodeURIComponent(userPlanId)}`;
