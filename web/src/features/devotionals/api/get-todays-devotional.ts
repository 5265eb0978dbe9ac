import { devotionalEndpoints } from "@berea/contracts/content";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client.ts";
import type { DevotionalTranslation } from "../../../lib/devotional-translation.ts";
import type { Language } from "@berea/contracts/languages";
import { devotionalKeys, langField, localDateKey, userTimeZone } from "./devotional-request.ts";

/** Whose today: a calendar date and the time zone it is in. */
export interface LocalDay {
  date: string;
  timeZone: string;
}

const deviceDay = (): LocalDay => ({ date: localDateKey(), timeZone: userTimeZone() });

/** Today's devotional in the caller's time zone (this device's unless given): open to every signed-in user. */
/** `lang` is English for the dashboard's card (the dashboard is not translated yet); the devotionals page asks in the language shown. */
export const todaysDevotionalQuery = (translation: DevotionalTranslation, { date, timeZone }: LocalDay = deviceDay(), lang: Language = "en") =>
  queryOptions({
    queryKey: devotionalKeys.today(translation, date, lang),
    queryFn: () => callApi(devotionalEndpoints.today, { timeZone, translation, ...langField(lang) }),
  });

/** Keeps today's devotional on screen while its passage loads in another translation. */
export const useTodaysDevotional = (translation: DevotionalTranslation, day?: LocalDay, lang: Language = "en") =>
  useQuery({ ...todaysDevotionalQuery(translation, day, lang), placeholderData: keepPreviousData });
