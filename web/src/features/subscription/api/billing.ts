import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  billingConfigSchema,
  billingStatusSchema,
  createSubscriptionReplySchema,
  type BillingStatus,
  type CreateSubscriptionRequest,
} from "@berea/contracts/billing";
import { apiGet, apiPost } from "../../../lib/api-client.ts";
import { userDataQueryKey } from "../../../lib/user-data.ts";

export const billingConfigQueryOptions = queryOptions({
  queryKey: ["billingConfig"],
  queryFn: () => apiGet("/billing/config", {}, billingConfigSchema),
  staleTime: Infinity,
});

export const billingStatusQueryKey = ["billingStatus"] as const;

export const billingStatusQueryOptions = queryOptions({
  queryKey: billingStatusQueryKey,
  queryFn: () => apiPost("/billing/status", {}, billingStatusSchema),
});

export const useBillingStatus = () => useQuery(billingStatusQueryOptions);

/** `POST /api/create-subscription`: a SetupIntent's client secret for a paid plan, null for Free. */
export const createSubscription = (request: CreateSubscriptionRequest) => apiPost("/create-subscription", request, createSubscriptionReplySchema);

/** Cancel at the end of the paid period, or keep the plan after all. */
export function useCancelAtPeriodEnd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cancel: boolean) => apiPost(cancel ? "/billing/cancel" : "/billing/resume", {}, billingStatusSchema),
    onSuccess: (status: BillingStatus) => {
      queryClient.setQueryData(billingStatusQueryKey, status);
      void queryClient.invalidateQueries({ queryKey: userDataQueryKey });
    },
  });
}
