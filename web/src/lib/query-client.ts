import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-error.ts";

/** The app's TanStack Query client: the same defaults wherever one is made. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change on retry; a network blip might.
        retry: (failureCount, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
    },
  });
}
