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
  today: (translation: DevotionalTranslation, date = localDateKey()) => ["devotionals", "view", "today", translation, date] as const,
  one: (id: string, translation: DevotionalTranslation) => ["devotionals", "view", "id", id, translation] as const,
  paths: () => ["devotionals", "paths", localDateKey()] as const,
  pathsAll: ["devotionals", "paths"] as const,
};
