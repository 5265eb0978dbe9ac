import { billingActionRequestSchema, createSubscriptionRequestSchema, type BillingConfig } from "@berea/contracts/billing";
import type { Request } from "express";
import { billingStatus, createSubscription, setCancelAtPeriodEnd, type BillingDeps } from "../../billing/subscriptions.ts";
import type { ApiDeps } from "../deps.ts";
import { parseBody } from "../parse.ts";
import { requireCaller } from "../session.ts";

/** Card subscriptions: the checkout, the billing page, cancel and resume. Signed-in users only, but `config`. */
export function billingHandlers(api: ApiDeps) {
  const deps: BillingDeps = { store: api.store, billing: api.billing ?? null, now: api.now };
  return {
    /** `GET /api/billing/config`: the publishable key (public by design) and where Stripe.js comes from. */
    config: (): Promise<BillingConfig> =>
      Promise.resolve({ publishableKey: deps.billing?.settings.publishableKey ?? null, stripeJsUrl: deps.billing?.settings.stripeJsUrl ?? null }),
    createSubscription: async (req: Request) => {
      const body = parseBody(createSubscriptionRequestSchema, req.body);
      const caller = await requireCaller(api.auth, req);
      return createSubscription(deps, caller.uid, body);
    },
    status: async (req: Request) => {
      parseBody(billingActionRequestSchema, req.body);
      const caller = await requireCaller(api.auth, req);
      return billingStatus(deps, caller.uid);
    },
    cancel: async (req: Request) => {
      parseBody(billingActionRequestSchema, req.body);
      const caller = await requireCaller(api.auth, req);
      return setCancelAtPeriodEnd(deps, caller.uid, true);
    },
    resume: async (req: Request) => {
      parseBody(billingActionRequestSchema, req.body);
      const caller = await requireCaller(api.auth, req);
      return setCancelAtPeriodEnd(deps, caller.uid, false);
    },
  };
}
