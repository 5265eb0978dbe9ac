import { readingPlanEndpoints } from "@berea/contracts/reading-plans";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client.ts";
import type { Language } from "@berea/contracts/languages";
import { readingPlanKeys } from "./reading-plan-request.ts";

/**
 * The plans anyone may start; the same for everyone, so it is kept for the
 * session. In Spanish it is asked with `lang: "es"` (Spanish titles and
 * descriptions); English sends no `lang`, the API's default.
 */
export const readingPlanCatalogQuery = (lang: Language = "en") =>
  queryOptions({
    queryKey: readingPlanKeys.catalog(lang),
    queryFn: () => callApi(readingPlanEndpoints.catalog, lang === "en" ? {} : { lang }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useReadingPlanCatalog = (lang: Language = "en") => useQuery(readingPlanCatalogQuery(lang));
