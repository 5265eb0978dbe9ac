import type { billingEndpoints } from "@berea/contracts/billing";
import { billingStatus, createSubscription, setCancelAtPeriodEnd, type BillingDeps } from "../../billing/subscriptions.ts";
import type { ApiDeps } from "../deps.ts";
import type { AreaHandlers } from "../mount.ts";

/** Card subscriptions: the checkout, the billing page, cancel and resume. */
export function billingHandlers(api: ApiDeps): AreaHandlers<typeof billingEndpoints> {
  const deps: BillingDeps = { store: api.store, billing: api.billing ?? null, now: api.now };
  return {
    config: () => Promise.resolve({ publishableKey: deps.billing?.settings.publishableKey ?? null, stripeJsUrl: deps.billing?.settings.stripeJsUrl ?? null }),
    createSubscription: (request, { caller }) => createSubscription(deps, caller.uid, request),
    status: (_request, { caller }) => billingStatus(deps, caller.uid),
    cancel: (_request, { caller }) => setCancelAtPeriodEnd(deps, caller.uid, true),
    resume: (_request, { caller }) => setCancelAtPeriodEnd(deps, caller.uid, false),
  };
}
