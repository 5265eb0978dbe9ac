import { devotionalEndpoints } from "@berea/contracts/content";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client.ts";
import type { Language } from "@berea/contracts/languages";
import { devotionalKeys, langField, userTimeZone } from "./devotional-request.ts";

/** Every devotional path with the caller's progress (Premium) and today's devotional id. */
export const devotionalPathsQuery = (lang: Language = "en") =>
  queryOptions({
    queryKey: devotionalKeys.paths(lang),
    queryFn: () => callApi(devotionalEndpoints.paths, { timeZone: userTimeZone(), ...langField(lang) }),
  });

export const useDevotionalPaths = (enabled = true, lang: Language = "en") => useQuery({ ...devotionalPathsQuery(lang), enabled });
