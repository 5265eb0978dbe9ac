import type { PrayerMineReply, PrayerRequestView } from "@berea/contracts/prayer";
import type { QueryClient } from "@tanstack/react-query";
import { prayerKeys, type PrayerWallPages } from "./get-prayer-wall.ts";

/**
 * Changes to requests the page already holds, made in the cache rather than
 * by reading the wall again (which would read every page shown so far): a
 * request is the same in "The wall" and "My requests", so both change.
 */

/** Applies `change` to the request with `id` wherever it is held; null takes it out. */
export function changeRequest(queryClient: QueryClient, id: string, change: (request: PrayerRequestView) => PrayerRequestView | null) {
  const changeIn = (requests: PrayerRequestView[]) =>
    requests.flatMap((request) => {
      if (request.id !== id) return [request];
      const changed = change(request);
      return changed ? [changed] : [];
    });
  queryClient.setQueryData<PrayerWallPages>(prayerKeys.wall, (wall) =>
    wall ? { ...wall, pages: wall.pages.map((page) => ({ ...page, requests: changeIn(page.requests) })) } : wall,
  );
  queryClient.setQueryData<PrayerMineReply>(prayerKeys.mine, (mine) => (mine ? { requests: changeIn(mine.requests) } : mine));
}

/** The reader's new request at the top of both lists, and one fewer left to share today. A retry's answer (already held) is not added twice. */
export function addOwnRequest(queryClient: QueryClient, added: PrayerRequestView) {
  const withAdded = (requests: PrayerRequestView[]) => [added, ...requests.filter((request) => request.id !== added.id)];
  queryClient.setQueryData<PrayerWallPages>(prayerKeys.wall, (wall) => {
    const [first, ...rest] = wall?.pages ?? [];
    if (!wall || !first) return wall;
    const wasHeld = wall.pages.some((page) => page.requests.some((request) => request.id === added.id));
    const postsLeftToday = wasHeld ? first.postsLeftToday : Math.max(0, first.postsLeftToday - 1);
    const others = rest.map((page) => ({ ...page, requests: page.requests.filter((request) => request.id !== added.id) }));
    return { ...wall, pages: [{ ...first, requests: withAdded(first.requests), postsLeftToday }, ...others] };
  });
  queryClient.setQueryData<PrayerMineReply>(prayerKeys.mine, (mine) => (mine ? { requests: withAdded(mine.requests) } : mine));
}
