import { articleListReplySchema } from "@berea/contracts/content";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiPost } from "../../../lib/api-client.ts";

/** Every article's summary (public, no quota). */
export const articleListQuery = () =>
  queryOptions({
    queryKey: ["articles", "list"] as const,
    queryFn: () => apiPost("/articles/list", {}, articleListReplySchema),
    staleTime: Infinity,
  });

export const useArticleList = () => useQuery(articleListQuery());
