import { devotionalViewSchema } from "@berea/contracts/content";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiPost } from "../../../lib/api-client.ts";
import { devotionalKeys, userTimeZone, type DevotionalTranslation } from "./devotional-request.ts";

/** Today's devotional in the caller's time zone: open to every signed-in user. */
export const todaysDevotionalQuery = (translation: DevotionalTranslation) =>
  queryOptions({
    queryKey: devotionalKeys.today(translation),
    queryFn: () => apiPost("/devotionals/today", { timeZone: userTimeZone(), translation }, devotionalViewSchema),
  });

/** Keeps today's devotional on screen while its passage loads in another translation. */
export const useTodaysDevotional = (translation: DevotionalTranslation) =>
  useQuery({ ...todaysDevotionalQuery(translation), placeholderData: keepPreviousData });
