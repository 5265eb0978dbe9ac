import { readingPlanEndpoints } from "@berea/contracts/reading-plans";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client.ts";
import { readingPlanKeys } from "./reading-plan-request.ts";

/** The plans anyone may start; the same for everyone, so it is kept for the session. */
export const readingPlanCatalogQuery = () =>
  queryOptions({
    queryKey: readingPlanKeys.catalog,
    queryFn: () => callApi(readingPlanEndpoints.catalog, {}),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useReadingPlanCatalog = () => useQuery(readingPlanCatalogQuery());
