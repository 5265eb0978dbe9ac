import { z } from "zod";
import { collection } from "../store/collection.ts";
import type { Store } from "../store/port.ts";

/** `quizSettings/retired`: the questions moderators retired (question-flags.ts); no quiz draws them any more. */
export const quizSettingsSchema = z.object({ retired: z.array(z.string()) });
export const quizSettings = collection("quizSettings", quizSettingsSchema);
export const retiredDoc = "retired";

/**
 * How long an instance keeps the list before reading it again: a retirement
 * reaches every instance within a minute, and a quiz start costs no extra
 * read but once a minute per instance (the instance that retires a question
 * knows at once).
 */
export const retiredListMs = 60_000;
const kept = new WeakMap<Store, { readAt: number; ids: ReadonlySet<string> }>();

/** The retired questions' ids: the instance's copy if under a minute old, else 1 read. */
export async function retiredQuestionIds(store: Store, now: Date): Promise<ReadonlySet<string>> {
  const copy = kept.get(store);
  if (copy && now.getTime() - copy.readAt < retiredListMs && now.getTime() >= copy.readAt) return copy.ids;
  const ids = new Set((await quizSettings.get(store, retiredDoc))?.retired ?? []);
  kept.set(store, { readAt: now.getTime(), ids });
  return ids;
}

/** After this instance retires a question: its draws leave it out at once. */
export function rememberRetired(store: Store, ids: readonly string[], now: Date): void {
  kept.set(store, { readAt: now.getTime(), ids: new Set(ids) });
}
