import { bibleEndpoints, type TranslationId } from "@berea/contracts/bible";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "./api-client.ts";

/** Today's date where the reader is, as YYYY-MM-DD: everyone gets the same verse on the same local date. */
export function localDate(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A date's verse never changes, so it is fetched once (and the API lets the browser cache it). */
export const verseOfTheDayQuery = (date: string, translation: TranslationId) =>
  queryOptions({
    queryKey: ["verseOfTheDay", date, translation],
    queryFn: ({ signal }) => callApi(bibleEndpoints.verseOfTheDay, { date, translation }, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
