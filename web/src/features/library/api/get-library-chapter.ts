import { libraryEndpoints } from "@berea/contracts/library";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client.ts";

/** One chapter of a readable book (signed in; a 403 `unauthenticated` otherwise). The text never changes. */
export const libraryChapterQuery = (bookId: string, chapter: number) =>
  queryOptions({
    queryKey: ["library", "chapter", bookId, chapter] as const,
    queryFn: () => callApi(libraryEndpoints.chapter, { bookId, chapter }),
    staleTime: Infinity,
  });

export const useLibraryChapter = (bookId: string, chapter: number, enabled = true) => useQuery({ ...libraryChapterQuery(bookId, chapter), enabled });
