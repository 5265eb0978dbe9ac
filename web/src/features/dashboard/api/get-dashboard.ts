import { dashboardReplySchema } from "@berea/contracts/dashboard";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiPost } from "../../../lib/api-client.ts";
import { localDateKey, userTimeZone } from "../../devotionals/api/devotional-request.ts";

export const dashboardKeys = {
  all: ["dashboard"] as const,
  /** Keyed by the local date, so a dashboard left open overnight asks again the next day. */
  today: () => ["dashboard", localDateKey()] as const,
};

/** The signed-in home in one call (`POST /api/dashboard`), in the reader's own time zone. */
export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.today(),
    queryFn: () => apiPost("/dashboard", { timeZone: userTimeZone() }, dashboardReplySchema),
    // Long enough that the page's prefetch serves the home when it mounts a moment later; short enough that coming back from a quiz asks again.
    staleTime: 10_000,
  });

export const useDashboard = () => useQuery(dashboardQueryOptions());
