import { timeZoneEndpoints, type TimeZoneSettings } from "@berea/contracts/time-zone";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client.ts";

/** The browser's own zone: kept as the account's when the account has none yet. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

export const timeZoneQuery = () =>
  queryOptions({
    queryKey: ["time-zone"] as const,
    queryFn: () => callApi(timeZoneEndpoints.get, { timeZone: browserTimeZone() }),
  });

/** The zone the server counts the user's days in, and when it may next change. */
export const useTimeZoneSettings = () => useQuery(timeZoneQuery());

/** Changes the zone (once a day); everything dated by it is read again. */
export function useChangeTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timeZone: string) => callApi(timeZoneEndpoints.change, { timeZone }),
    onSuccess: (settings: TimeZoneSettings) => {
      queryClient.setQueryData(timeZoneQuery().queryKey, settings);
      // Allowances, streaks and today's devotional are dated in the zone.
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== "time-zone" });
    },
  });
}
