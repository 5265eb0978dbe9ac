import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { billingEndpoints, type BillingStatus, type CreateSubscriptionRequest } from "@berea/contracts/billing";
import { callApi } from "../../../lib/api-client.ts";
import { userDataQueryKey } from "../../../lib/user-data.ts";

export const billingConfigQueryOptions = queryOptions({
  queryKey: ["billingConfig"],
  queryFn: () => callApi(billingEndpoints.config, {}),
  staleTime: Infinity,
});

export const billingStatusQueryKey = ["billingStatus"] as const;

export const billingStatusQueryOptions = queryOptions({
  queryKey: billingStatusQueryKey,
  queryFn: () => callApi(billingEndpoints.status, {}),
});

export const useBillingStatus = () => useQuery(billingStatusQueryOptions);

/** `POST /api/create-subscription`: a SetupIntent's client secret for a paid plan, null for Free. */
export const createSubscription = (request: CreateSubscriptionRequest) => callApi(billingEndpoints.createSubscription, request);

/** Cancel at the end of the paid period, or keep the plan after all. */
export function useCancelAtPeriodEnd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cancel: boolean) => callApi(cancel ? billingEndpoints.cancel : billingEndpoints.resume, {}),
    onSuccess: (status: BillingStatus) => {
      queryClient.setQueryData(billingStatusQueryKey, status);
      void queryClient.invalidateQueries({ queryKey: userDataQueryKey });
    },
  });
}
