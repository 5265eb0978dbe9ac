import { dashboardEndpoints } from "@berea/contracts/dashboard";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client.ts";
import { deviceViewer, type Viewer } from "../../../lib/viewer.ts";
import { localDateKey } from "../../../lib/time-zone.ts";

export const dashboardKeys = {
  all: ["dashboard"] as const,
  /** Keyed by the local date, so a dashboard left open overnight asks again the next day. */
  today: (date = localDateKey()) => ["dashboard", date] as const,
};

/**
 * The signed-in home in one call (`POST /api/dashboard`), in the reader's own
 * time zone; the translations go along so the server can render their next
 * visit as they see it.
 */
export const dashboardQueryOptions = ({ date, timeZone, verseTranslation, devotionalTranslation }: Viewer = deviceViewer()) =>
  queryOptions({
    queryKey: dashboardKeys.today(date),
    queryFn: () => callApi(dashboardEndpoints.home, { timeZone, verseTranslation, devotionalTranslation }),
    // Long enough that the page's prefetch serves the home when it mounts a moment later; short enough that coming back from a quiz asks again.
    staleTime: 10_000,
  });

export const useDashboard = (viewer?: Viewer) => useQuery(dashboardQueryOptions(viewer));
