import { bibleEndpoints, type TranslationId } from "@berea/contracts/bible";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "./api-client.ts";

export { localDate } from "./local-date.ts";

/** A date's verse never changes, so it is fetched once (and the API lets the browser cache it). */
export const verseOfTheDayQuery = (date: string, translation: TranslationId) =>
  queryOptions({
    queryKey: ["verseOfTheDay", date, translation],
    queryFn: ({ signal }) => callApi(bibleEndpoints.verseOfTheDay, { date, translation }, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
