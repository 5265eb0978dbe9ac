import type { TranslationId } from "@berea/contracts/bible";
import type { Language } from "@berea/contracts/languages";
import { readingPlanEndpoints } from "@berea/contracts/reading-plans";
import { apiUrl } from "../../../lib/api-client.ts";
import { localDateKey } from "../../../lib/time-zone.ts";

/** The reader's zone and date (lib/time-zone.ts): a plan's "today" and the streak are counted on the user's own calendar. */
export { localDateKey, userTimeZone } from "../../../lib/time-zone.ts";

/**
 * Query keys. Everything that depends on the user's progress sits under
 * `progress`, so a check-off, a reschedule or a stop refreshes it all. The
 * replies are in a language (plan titles, day titles, reading labels), so
 * the language is in the key: choosing another asks again.
 */
export const readingPlanKeys = {
  catalog: (lang: Language = "en") => ["reading-plans", "catalog", lang] as const,
  progress: ["reading-plans", "progress"] as const,
  mine: (lang: Language = "en") => ["reading-plans", "progress", "mine", lang, localDateKey()] as const,
  calendar: (userPlanId: string, lang: Language = "en") => ["reading-plans", "progress", "calendar", userPlanId, lang, localDateKey()] as const,
};

/** A request's `lang`: sent in Spanish only, English being the API's default (as the catalogue's query does). */
export const planLanguage = (lang: Language): { lang?: Language } => (lang === "en" ? {} : { lang });

/** `GET /api/reading-plans/calendar.ics?plan=&translation=&lang=`: the browser downloads it with the session cookie; its links open in `translation`, its words in `lang` (sent in Spanish only). */
export const calendarFileHref = (userPlanId: string, translation: TranslationId, lang: Language = "en"): string =>
  apiUrl(readingPlanEndpoints.calendarIcs, { plan: userPlanId, translation, ...planLanguage(lang) });
