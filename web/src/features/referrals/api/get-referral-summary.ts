import { referralEndpoints } from "@berea/contracts/referrals";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client.ts";

export const referralSummaryQuery = () =>
  queryOptions({
    queryKey: ["referrals", "summary"] as const,
    queryFn: () => callApi(referralEndpoints.summary, {}),
  });

/** The signed-in user's referral link, how many referrals counted, and the reward. */
export const useReferralSummary = () => useQuery(referralSummaryQuery());
