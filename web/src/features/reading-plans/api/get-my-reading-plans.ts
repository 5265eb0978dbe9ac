import type { Language } from "@berea/contracts/languages";
import { readingPlanEndpoints } from "@berea/contracts/reading-plans";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client.ts";
import { useLanguage } from "../../../lib/language.ts";
import { planLanguage, readingPlanKeys, userTimeZone } from "./reading-plan-request.ts";

/** The plans the caller follows, with today's readings in their time zone, and the reading streak; titles and labels in `lang`. */
export const myReadingPlansQuery = (lang: Language = "en") =>
  queryOptions({
    queryKey: readingPlanKeys.mine(lang),
    queryFn: () => callApi(readingPlanEndpoints.mine, { timeZone: userTimeZone(), ...planLanguage(lang) }),
  });

/** The caller's plans in the language shown, asked again when the reader chooses another. */
export const useMyReadingPlans = () => useQuery(myReadingPlansQuery(useLanguage()));
