import { articleEndpoints } from "@berea/contracts/content";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Language } from "@berea/contracts/languages";
import { callApi } from "../../../lib/api-client.ts";
import { userTimeZone } from "../../../lib/time-zone.ts";

/**
 * One article (signed in). On the Free plan the server counts it against the
 * month's four (in the reader's time zone) and past them sends the opening
 * only, with `full: false`; opening one already counted is free.
 */
export const articleQuery = (id: string, lang: Language = "en") =>
  queryOptions({
    queryKey: ["articles", "view", id, lang] as const,
    queryFn: () => callApi(articleEndpoints.get, { id, timeZone: userTimeZone(), ...(lang === "en" ? {} : { lang }) }),
  });

export const useArticle = (id: string, enabled = true, lang: Language = "en") => useQuery({ ...articleQuery(id, lang), enabled });
