import { prayerEndpoints, type PrayerWallReply } from "@berea/contracts/prayer";
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client.ts";

/** Every prayer wall query sits under this key, so a change can reach them together. */
export const prayerKeys = {
  all: ["prayer"] as const,
  wall: ["prayer", "wall"] as const,
  mine: ["prayer", "mine"] as const,
  reports: ["prayer", "reports"] as const,
};

/** The wall as the cache holds it: its pages so far, each read with the `next` of the one before. */
export type PrayerWallPages = InfiniteData<PrayerWallReply, string | null>;

/** `POST /api/prayer/wall`: the newest requests, then older pages from each page's `next`. */
export const prayerWallQuery = () =>
  infiniteQueryOptions({
    queryKey: prayerKeys.wall,
    queryFn: ({ pageParam }) => callApi(prayerEndpoints.wall, pageParam ? { before: pageParam } : {}),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    // A wall others write to: coming back to the tab after a minute reads it again (every page shown so far).
    refetchOnWindowFocus: true,
  });

export const usePrayerWall = () => useInfiniteQuery(prayerWallQuery());
