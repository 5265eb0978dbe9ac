import { z } from "zod";
import { readStored, writeStored } from "../../../lib/storage.ts";
import { readLastRead } from "../../bible/reader-settings.ts";

/** The English translations a devotional's passage can come in. */
export type DevotionalTranslation = "kjv" | "web";

export const devotionalTranslations: readonly DevotionalTranslation[] = ["kjv", "web"];

export const isDevotionalTranslation = (value: unknown): value is DevotionalTranslation => value === "kjv" || value === "web";

/** The reader's IANA time zone: "today's devotional" is the devotional of their own date. */
export function userTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

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

/** Today's date where the reader is (YYYY-MM-DD), so a page left open overnight asks again the next day. */
export function localDateKey(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

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
