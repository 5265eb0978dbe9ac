import { translationIds } from "@berea/contracts/bible";
import { memoryRatings } from "@berea/contracts/memory";
import { z } from "zod";
import { collection } from "../store/collection.ts";

/**
 * Scripture memory's stored data: one document per card, one per counted
 * review (so a review sent twice counts once), and one per user for the
 * review streak.
 */

/** The FSRS card as ts-fsrs keeps it, with dates as ISO strings and the state as its number (0 new, 1 learning, 2 review, 3 relearning). */
export const fsrsStateSchema = z.object({
  due: z.string(),
  stability: z.number(),
  difficulty: z.number(),
  elapsedDays: z.number(),
  scheduledDays: z.number(),
  learningSteps: z.number(),
  reps: z.number(),
  lapses: z.number(),
  state: z.number().int().min(0).max(3),
  lastReview: z.string().nullable(),
});
export type FsrsState = z.infer<typeof fsrsStateSchema>;

/** `memoryCards/{idFromClient(uid, cardId)}`: a verse or passage the user learns, its text as added and its schedule. */
export const memoryCardDocSchema = z.object({
  uid: z.string(),
  cardId: z.string(),
  translation: z.enum(translationIds),
  book: z.string(),
  chapter: z.number().int(),
  start: z.number().int(),
  end: z.number().int(),
  reference: z.string(),
  verses: z.array(z.object({ verse: z.number().int(), text: z.string() })),
  addedAt: z.string(),
  fsrs: fsrsStateSchema,
  /**
   * `fsrs.due` and whether the card is known (memory.ts `isKnown`), kept
   * top-level so a count can ask for them (queries name top-level fields
   * only): the Family progress view (family/progress.ts) counts a member's
   * cards due and known without reading them. Absent on a card not written
   * since they were added, until its next review.
   */
  due: z.string().optional(),
  known: z.boolean().optional(),
});
export type MemoryCardDoc = z.infer<typeof memoryCardDocSchema>;

export const memoryCards = collection("memoryCards", memoryCardDocSchema);

/** `memoryReviews/{idFromClient(uid, reviewId)}`: one counted review; its id makes a second send of the same review a no-op. */
export const memoryReviewDocSchema = z.object({
  uid: z.string(),
  cardId: z.string(),
  rating: z.enum(memoryRatings),
  reviewedAt: z.string(),
  /** The user's local date of the review. */
  date: z.string(),
});
export const memoryReviews = collection("memoryReviews", memoryReviewDocSchema);

/** `memoryStats/{uid}`: the review streak (days in a row with a review, ending on `lastDay`). */
export const memoryStatsDocSchema = z.object({
  uid: z.string(),
  lastDay: z.string(),
  streak: z.number().int(),
});
export type MemoryStatsDoc = z.infer<typeof memoryStatsDocSchema>;
export const memoryStatsStore = collection("memoryStats", memoryStatsDocSchema);

export const memoryCollections = [memoryCards.name, memoryReviews.name, memoryStatsStore.name];
