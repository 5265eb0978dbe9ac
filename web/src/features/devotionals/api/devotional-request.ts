import type { Language } from "@berea/contracts/languages";
import type { DevotionalTranslation } from "../../../lib/devotional-translation.ts";
import { localDateKey } from "../../../lib/time-zone.ts";

/** The reader's zone and date: "today's devotional" is the devotional of their own date (lib/time-zone.ts). */
export { localDateKey, userTimeZone } from "../../../lib/time-zone.ts";

/**
 * Query keys. Every devotional view sits under `view`, so marking one read
 * or saving its note can update today's card and its own page together.
 */
export const devotionalKeys = {
  all: ["devotionals"] as const,
  views: ["devotionals", "view"] as const,
  today: (translation: DevotionalTranslation, date = localDateKey(), lang: Language = "en") => ["devotionals", "view", "today", translation, date, lang] as const,
  one: (id: string, translation: DevotionalTranslation, lang: Language = "en") => ["devotionals", "view", "id", id, translation, lang] as const,
  paths: (lang: Language = "en") => ["devotionals", "paths", localDateKey(), lang] as const,
  pathsAll: ["devotionals", "paths"] as const,
};

/**
 * The request's `lang`: sent only for Spanish (the API's default is English),
 * so the Spanish devotionals, quoting the RV1909, come back.
 */
export const langField = (lang: Language): { lang?: Language } => (lang === "en" ? {} : { lang });
