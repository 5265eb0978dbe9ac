import { z } from "zod";
import { readLastRead } from "./last-read.ts";
import { readStored, writeStored } from "./storage.ts";

/**
 * The translation a devotional's passage is shown in, remembered on this
 * device: the devotionals use it, and the signed-in home asks the server for
 * today's devotional in it.
 */

/** The English translations a devotional's passage can come in. */
export type DevotionalTranslation = "kjv" | "web";

export const devotionalTranslations: readonly DevotionalTranslation[] = ["kjv", "web"];

export const isDevotionalTranslation = (value: unknown): value is DevotionalTranslation => value === "kjv" || value === "web";

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
