import { libraryEndpoints } from "@berea/contracts/library";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client.ts";

const linksRetryMs = 1_000;

/**
 * One chapter of a readable book (signed in; a 403 `unauthenticated` otherwise). The text never changes; on a
 * chapter's first reading the server may send it before its Bible references are found (`linksPending`), and the
 * page asks again each second until they come.
 */
export const libraryChapterQuery = (bookId: string, chapter: number) =>
  queryOptions({
    queryKey: ["library", "chapter", bookId, chapter] as const,
    queryFn: () => callApi(libraryEndpoints.chapter, { bookId, chapter }),
    staleTime: Infinity,
    refetchInterval: (query) => (query.state.data?.linksPending ? linksRetryMs : false),
  });


export const useLibraryChapter = (bookId: string, chapter: number, enabled = true) => useQuery({ ...libraryChapterQuery(bookId, chapter), enabled });
