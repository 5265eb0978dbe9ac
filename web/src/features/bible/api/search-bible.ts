import { bibleEndpoints, type TranslationId } from "@berea/contracts/bible";
import { infiniteQueryOptions } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client.ts";

export const searchPageSize = 20;

export interface BibleSearch {
  q: string;
  translation: TranslationId;
  scope: string;
}

/** Pages of ranked search results; the text never changes between deploys, so results stay fresh for the visit. */
export const bibleSearchQuery = ({ q, translation, scope }: BibleSearch) =>
  infiniteQueryOptions({
    queryKey: ["bible", "search", translation, scope, q],
    queryFn: ({ pageParam, signal }) =>
      callApi(bibleEndpoints.search, { q, translation, scope, offset: pageParam, limit: searchPageSize }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.hits.length, 0);
      return loaded < last.total ? loaded : undefined;
    },
    staleTime: Number.POSITIVE_INFINITY,
    enabled: q.trim().length >= 2,
  });
