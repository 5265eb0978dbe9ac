import { libraryCatalogEndpoints } from "@berea/contracts/library-catalog";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client.ts";

/** The books catalogue (public, the same for everyone until the next deploy). */
export const libraryCatalogQuery = () =>
  queryOptions({
    queryKey: ["library", "catalog"] as const,
    queryFn: () => callApi(libraryCatalogEndpoints.catalog, {}),
    staleTime: Infinity,
  });

export const useLibraryCatalog = () => useQuery(libraryCatalogQuery());
