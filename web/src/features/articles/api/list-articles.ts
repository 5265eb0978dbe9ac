import { articleEndpoints } from "@berea/contracts/content";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client.ts";

/** Every article's summary (public, no quota). */
export const articleListQuery = () =>
  queryOptions({
    queryKey: ["articles", "list"] as const,
    queryFn: () => callApi(articleEndpoints.list, {}),
    staleTime: Infinity,
  });

export const useArticleList = () => useQuery(articleListQuery());
