import { devotionalEndpoints } from "@berea/contracts/content";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client.ts";
import { devotionalKeys, userTimeZone } from "./devotional-request.ts";

/** Every devotional path with the caller's progress (Premium) and today's devotional id. */
export const devotionalPathsQuery = () =>
  queryOptions({
    queryKey: devotionalKeys.paths(),
    queryFn: () => callApi(devotionalEndpoints.paths, { timeZone: userTimeZone() }),
  });

export const useDevotionalPaths = (enabled = true) => useQuery({ ...devotionalPathsQuery(), enabled });
