import { circleEndpoints } from "@berea/contracts/circles";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client.ts";

/** Every circles query sits under this key, so a change refreshes them together. */
export const circleKeys = {
  all: ["circles"] as const,
  mine: ["circles", "mine"] as const,
  detail: (circleId: string) => ["circles", "detail", circleId] as const,
  preview: (code: string) => ["circles", "preview", code] as const,
};

/** The caller's circles, most recently active first, and whether they may use chat at all. */
export const myCirclesQuery = () =>
  queryOptions({
    queryKey: circleKeys.mine,
    queryFn: () => callApi(circleEndpoints.mine, {}),
  });

/** Read again each minute while the list is open, so the last messages and times stay fresh. */
export const useMyCircles = () => useQuery({ ...myCirclesQuery(), refetchInterval: 60_000 });
