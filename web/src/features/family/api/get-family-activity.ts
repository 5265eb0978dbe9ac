import { familyEndpoints } from "@berea/contracts/family";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client.ts";
import { userTimeZone } from "../../../lib/time-zone.ts";
import { familyKeys } from "./get-family-overview.ts";

/** The parental view: each member's last 14 days, quiz XP and streaks. */
export const familyActivityQuery = (timeZone = userTimeZone()) =>
  queryOptions({
    queryKey: familyKeys.activity(timeZone),
    queryFn: () => callApi(familyEndpoints.activity, { timeZone }),
  });

export const useFamilyActivity = (enabled: boolean) => useQuery({ ...familyActivityQuery(), enabled });
