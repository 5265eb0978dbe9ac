import { articleEndpoints } from "@berea/contracts/content";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Language } from "@berea/contracts/languages";
import { callApi } from "../../../lib/api-client.ts";

/** Every article's summary (public, no quota), in `lang`: Spanish sends `lang: "es"`, English no `lang` (the API's default). */
export const articleListQuery = (lang: Language = "en") =>
  queryOptions({
    queryKey: ["articles", "list", lang] as const,
    queryFn: () => callApi(articleEndpoints.list, lang === "en" ? {} : { lang }),
    staleTime: Infinity,
  });

export const useArticleList = (lang: Language = "en") => useQuery(articleListQuery(lang));
