import { libraryCatalogReplySchema } from "@berea/contracts/library";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiPost } from "../../../lib/api-client.ts";

/** The books catalogue (public, the same for everyone until the next deploy). */
export const libraryCatalogQuery = () =>
  queryOptions({
    queryKey: ["library", "catalog"] as const,
    queryFn: () => apiPost("/library/catalog", {}, libraryCatalogReplySchema),
    staleTime: Infinity,
  });

export const useLibraryCatalog = () => useQuery(libraryCatalogQuery());
