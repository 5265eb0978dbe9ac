import { memoryEndpoints, type MemoryCard, type MemoryMineReply, type MemoryRating, type MemoryReviewReply } from "@berea/contracts/memory";
import type { TranslationId } from "@berea/contracts/bible";
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { ApiError, callApi } from "../../../lib/api-client.ts";
import { readStored, writeStored } from "../../../lib/storage.ts";
import { localDateKey, userTimeZone } from "../../../lib/time-zone.ts";

export const memoryKeys = {
  all: ["memory"] as const,
  mine: () => ["memory", "mine", localDateKey()] as const,
};

/** The caller's memory verses, their schedule, the streak and verses known. */
export const myMemoryQuery = () => queryOptions({ queryKey: memoryKeys.mine(), queryFn: () => callApi(memoryEndpoints.mine, { timeZone: userTimeZone() }) });
export const useMyMemory = () => useQuery(myMemoryQuery());

/** A fresh client id (a card's, a review's): 8-64 letters, digits, - or _. */
export const newClientId = (): string => crypto.randomUUID();

export interface AddVerseInput {
  cardId: string;
  translation: TranslationId;
  book: string;
  chapter: number;
  start: number;
  end: number;
}

export function useAddMemoryVerse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddVerseInput) => callApi(memoryEndpoints.add, { ...input, timeZone: userTimeZone() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memoryKeys.all }),
  });
}

export function useRemoveMemoryVerse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: string) => callApi(memoryEndpoints.remove, { cardId }),
    onSuccess: (_reply, cardId) => {
      queryClient.setQueriesData<MemoryMineReply>({ queryKey: ["memory", "mine"] }, (mine) => (mine ? { ...mine, cards: mine.cards.filter((card) => card.cardId !== cardId) } : mine));
      void queryClient.invalidateQueries({ queryKey: memoryKeys.all });
    },
  });
}

// ---------------------------------------------------------------------------
// Grades, sent at once or kept until the device is back online

const pendingKey = "berea.memory.pendingReviews";
const pendingSchema = z.array(z.object({ cardId: z.string(), reviewId: z.string(), rating: z.enum(["again", "hard", "good", "easy"]) }));
export type PendingReview = z.infer<typeof pendingSchema>[number];

export const pendingReviews = (): PendingReview[] => readStored(pendingKey, pendingSchema) ?? [];
const setPending = (reviews: PendingReview[]) => writeStored(pendingKey, reviews);

/** Puts a server's answer to a review into the cached list. */
function applyReply(queryClient: QueryClient, reply: MemoryReviewReply) {
  queryClient.setQueriesData<MemoryMineReply>({ queryKey: ["memory", "mine"] }, (mine) =>
    mine ? { ...mine, stats: reply.stats, cards: mine.cards.map((card): MemoryCard => (card.cardId === reply.card.cardId ? reply.card : card)) } : mine,
  );
}

/** Offline, or the server could not be reached: the grade waits in the queue. */
const unreachable = (error: unknown) => error instanceof ApiError && error.code === "unavailable";

let flushing: Promise<void> | null = null;

/**
 * Sends the queued grades in order. Each carries its own review id, so one
 * the server already counted (the reply was lost) is not counted again; a
 * grade for a card since removed is dropped. Stops at the first that cannot
 * reach the server, to try again when the device is back online.
 */
export function flushPendingReviews(queryClient: QueryClient): Promise<void> {
  // Cleared in a callback, which runs after the assignment even when there was nothing to send.
  flushing ??= sendPending(queryClient).finally(() => {
    flushing = null;
  });
  return flushing;
}

async function sendPending(queryClient: QueryClient): Promise<void> {
  for (;;) {
    const [next] = pendingReviews();
    if (!next) return;
    try {
      const reply = await callApi(memoryEndpoints.review, { ...next, timeZone: userTimeZone() });
      applyReply(queryClient, reply);
    } catch (error) {
      if (unreachable(error)) return;
      // Refused for good (the card was removed): nothing to retry.
    }
    setPending(pendingReviews().filter((review) => review.reviewId !== next.reviewId));
  }
}

/**
 * Grades a card: the grade is queued first (with its review id), then sent;
 * offline it stays queued and goes when the browser is back online. Resolves
 * once sent or queued, with whether it reached the server.
 */
export async function gradeCard(queryClient: QueryClient, cardId: string, rating: MemoryRating): Promise<"sent" | "queued"> {
  setPending([...pendingReviews(), { cardId, reviewId: newClientId(), rating }]);
  await flushPendingReviews(queryClient);
  const sent = !pendingReviews().some((review) => review.cardId === cardId);
  if (sent) void queryClient.invalidateQueries({ queryKey: memoryKeys.all });
  return sent ? "sent" : "queued";
}
