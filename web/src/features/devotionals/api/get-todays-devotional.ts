import { devotionalEndpoints } from "@berea/contracts/content";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client.ts";
import type { DevotionalTranslation } from "../../../lib/devotional-translation.ts";
import { devotionalKeys, localDateKey, userTimeZone } from "./devotional-request.ts";

/** Whose today: a calendar date and the time zone it is in. */
export interface LocalDay {
  date: string;
  timeZone: string;
}

const deviceDay = (): LocalDay => ({ date: localDateKey(), timeZone: userTimeZone() });

/** Today's devotional in the caller's time zone (this device's unless given): open to every signed-in user. */
export const todaysDevotionalQuery = (translation: DevotionalTranslation, { date, timeZone }: LocalDay = deviceDay()) =>
  queryOptions({
    queryKey: devotionalKeys.today(translation, date),
    queryFn: () => callApi(devotionalEndpoints.today, { timeZone, translation }),
  });

/** Keeps today's devotional on screen while its passage loads in another translation. */
export const useTodaysDevotional = (translation: DevotionalTranslation, day?: LocalDay) =>
  useQuery({ ...todaysDevotionalQuery(translation, day), placeholderData: keepPreviousData });
