import { prayerEndpoints } from "@berea/contracts/prayer";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client.ts";
import { prayerKeys } from "./get-prayer-wall.ts";

/** `POST /api/prayer/mine`: the reader's own requests, newest first, with those taken off the wall after reports. */
export const myPrayerRequestsQuery = () =>
  queryOptions({
    queryKey: prayerKeys.mine,
    queryFn: () => callApi(prayerEndpoints.mine, {}),
  });

/** Read only once "My requests" is opened. */
export const useMyPrayerRequests = (enabled: boolean) => useQuery({ ...myPrayerRequestsQuery(), enabled });
