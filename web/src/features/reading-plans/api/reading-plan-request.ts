import type { TranslationId } from "@berea/contracts/bible";
import type { Language } from "@berea/contracts/languages";
import { readingPlanEndpoints } from "@berea/contracts/reading-plans";
import { apiUrl } from "../../../lib/api-client.ts";
import { localDateKey } from "../../../lib/time-zone.ts";

/** The reader's zone and date (lib/time-zone.ts): a plan's "today" and the streak are counted on the user's own calendar. */
export { localDateKey, userTimeZone } from "../../../lib/time-zone.ts";

/**
 * Query keys. Everything that depends on the user's progress sits under
 * `progress`, so a check-off, a reschedule or a stop refreshes it all.
 */
export const readingPlanKeys = {
  catalog: (lang: Language = "en") => ["reading-plans", "catalog", lang] as const,
  progress: ["reading-plans", "progress"] as const,
  mine: () => ["reading-plans", "progress", "mine", localDateKey()] as const,
  calendar: (userPlanId: string) => ["reading-plans", "progress", "calendar", userPlanId, localDateKey()] as const,
};

/** `GET /api/reading-plans/calendar.ics?plan=&translation=`: the browser downloads it with the session cookie; its links open in `translation`. */
export const calendarFileHref = (userPlanId: string, translation: TranslationId): string => apiUrl(readingPlanEndpoints.calendarIcs, { plan: userPlanId, translation });
