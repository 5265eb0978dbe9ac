import { gameEndpoints, type GameFinishReply, type GameId, type GamesMineReply } from "@berea/contracts/games";
import type { Language } from "@berea/contracts/languages";
import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { ApiError, callApi } from "../../../lib/api-client.ts";
import { readStored, writeStored } from "../../../lib/storage.ts";
import { localDateKey, userTimeZone } from "../../../lib/time-zone.ts";

export const gameKeys = {
  all: ["games"] as const,
  mine: () => ["games", "mine", localDateKey()] as const,
};

/** The caller's total XP, best scores and XP today. */
export const myGamesQuery = () => queryOptions({ queryKey: gameKeys.mine(), queryFn: () => callApi(gameEndpoints.mine, { timeZone: userTimeZone() }) });
export const useMyGames = () => useQuery(myGamesQuery());

/** A new round in the reader's language (English asks with no `lang`, as before there was one). */
export const startRound = (game: GameId, lang: Language = "en") => callApi(gameEndpoints.round, { game, ...(lang === "en" ? {} : { lang }) });

export const answerItem = (roundId: string, item: number, answer: string[]) => callApi(gameEndpoints.answer, { roundId, item, answer });

// ---------------------------------------------------------------------------
// Results, sent at once or kept until the device is back online

const pendingKey = "berea.games.pendingResults";
const pendingSchema = z.array(z.object({ roundId: z.string(), resultId: z.string() }));
export type PendingResult = z.infer<typeof pendingSchema>[number];

export const pendingResults = (): PendingResult[] => readStored(pendingKey, pendingSchema) ?? [];
const setPending = (results: PendingResult[]) => writeStored(pendingKey, results);

/** Offline, or the server could not be reached. */
const unreachable = (error: unknown) => error instanceof ApiError && error.code === "unavailable";

function applyStats(queryClient: QueryClient, reply: GameFinishReply) {
  queryClient.setQueryData<GamesMineReply>(gameKeys.mine(), reply.stats);
}

/**
 * Scores a round. The result carries its own id: when the server cannot be
 * reached it waits on the device and is sent again later with the same id,
 * so it counts once however often it is sent.
 */
export async function finishRound(queryClient: QueryClient, roundId: string): Promise<GameFinishReply | "queued"> {
  const result = { roundId, resultId: crypto.randomUUID() };
  try {
    const reply = await callApi(gameEndpoints.finish, { ...result, timeZone: userTimeZone() });
    applyStats(queryClient, reply);
    return reply;
  } catch (error) {
    if (!unreachable(error)) throw error;
    setPending([...pendingResults(), result]);
    return "queued";
  }
}

/** Sends the results that waited; one the server no longer knows, or already scored under another id, is dropped. */
export async function flushPendingResults(queryClient: QueryClient): Promise<void> {
  for (const result of pendingResults()) {
    try {
      applyStats(queryClient, await callApi(gameEndpoints.finish, { ...result, timeZone: userTimeZone() }));
    } catch (error) {
      if (unreachable(error)) return;
    }
    setPending(pendingResults().filter((waiting) => waiting.resultId !== result.resultId));
  }
  await queryClient.invalidateQueries({ queryKey: gameKeys.all });
}
