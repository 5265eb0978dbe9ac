import { familyActivityReplySchema } from "@berea/contracts/family";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiPost } from "../../../lib/api-client.ts";
import { familyKeys } from "./get-family-overview.ts";

/** The reader's IANA time zone: the parental view's dates are the owner's own. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

/** The parental view: each member's last 14 days, quiz XP and streaks. */
export const familyActivityQuery = (timeZone = browserTimeZone()) =>
  queryOptions({
    queryKey: familyKeys.activity(timeZone),
    queryFn: () => apiPost("/family/activity", { timeZone }, familyActivityReplySchema),
  });

export const useFamilyActivity = (enabled: boolean) => useQuery({ ...familyActivityQuery(), enabled });
