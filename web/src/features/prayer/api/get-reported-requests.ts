import { prayerEndpoints } from "@berea/contracts/prayer";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client.ts";
import { prayerKeys } from "./get-prayer-wall.ts";

/** `POST /api/prayer/reports`: (moderators) the reported requests waiting for review, most reported first. */
export const reportedRequestsQuery = () =>
  queryOptions({
    queryKey: prayerKeys.reports,
    queryFn: () => callApi(prayerEndpoints.reports, {}),
  });

/** Read only once a moderator opens "Reports". */
export const useReportedRequests = (enabled: boolean) => useQuery({ ...reportedRequestsQuery(), enabled });
