import { familyEndpoints } from "@berea/contracts/family";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client.ts";

/** Every family query sits under this key, so a change refreshes them together. */
export const familyKeys = {
  all: ["family"] as const,
  overview: ["family", "overview"] as const,
  activity: (timeZone: string) => ["family", "activity", timeZone] as const,
};

/** The caller's place in a Family plan: an owner's members and invites, or a member's owner and switches. */
export const familyOverviewQuery = () =>
  queryOptions({
    queryKey: familyKeys.overview,
    queryFn: () => callApi(familyEndpoints.overview, {}),
  });

export const useFamilyOverview = () => useQuery(familyOverviewQuery());
