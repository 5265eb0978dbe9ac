import { z } from "zod";
import { readStored, writeStored } from "../../../lib/storage.ts";
import { localDateKey } from "../../../lib/time-zone.ts";
import { readLastRead } from "../../../lib/last-read.ts";

/** The English translations a devotional's passage can come in. */
export type DevotionalTranslation = "kjv" | "web";

export const devotionalTranslations: readonly DevotionalTranslation[] = ["kjv", "web"];

export const isDevotionalTranslation = (value: unknown): value is DevotionalTranslation => value === "kjv" || value === "web";

/** The reader's zone and date: "today's devotional" is the devotional of their own date (lib/time-zone.ts). */
export { localDateKey, userTimeZone } from "../../../lib/time-zone.ts";

const choiceKey = "devotionalTranslation";
const choiceSchema = z.enum(["kjv", "web"]);

/**
 * The translation for a devotional's passage: the one chosen on a devotional
 * before, else the one last read in the reader when devotionals come in it,
 * else the KJV.
 */
export function preferredDevotionalTranslation(): DevotionalTranslation {
  const chosen = readStored(choiceKey, choiceSchema);
  if (chosen) return chosen;
  const last = readLastRead()?.translation;
  return isDevotionalTranslation(last) ? last : "kjv";
}

/** Remembers a translation chosen on a devotional, on this device. */
export const rememberDevotionalTranslation = (translation: DevotionalTranslation) => writeStored(choiceKey, translation);

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
