import type { Language } from "@berea/contracts/languages";
import { readingPlanEndpoints } from "@berea/contracts/reading-plans";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client.ts";
import { useLanguage } from "../../../lib/language.ts";
import { planLanguage, readingPlanKeys, userTimeZone } from "./reading-plan-request.ts";

/** One plan of the caller's with every day of its schedule; titles and labels in `lang`. */
export const planCalendarQuery = (userPlanId: string, lang: Language = "en") =>
  queryOptions({
    queryKey: readingPlanKeys.calendar(userPlanId, lang),
    queryFn: () => callApi(readingPlanEndpoints.calendar, { userPlanId, timeZone: userTimeZone(), ...planLanguage(lang) }),
  });

/** The plan's calendar in the language shown, asked again when the reader chooses another. */
export const usePlanCalendar = (userPlanId: string, enabled = true) => useQuery({ ...planCalendarQuery(userPlanId, useLanguage()), enabled });
