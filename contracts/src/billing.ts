import { z } from "zod";
import { endpoint } from "./endpoint.ts";
import { paymentPlanSchema } from "./auth.ts";
import { billingCycleSchema, planIdSchema } from "./pricing.ts";

/**
 * Card subscriptions through Stripe. The browser never names a Stripe price:
 * it sends the plan and cycle it chose, and the server looks the price up in
 * its configuration.
 */

const fillInAll = "Please fill in all fields.";

/** `POST /api/create-subscription`. */
export const createSubscriptionRequestSchema = z.object({
  plan: planIdSchema,
  cycle: billingCycleSchema,
  fullName: z.string({ error: fillInAll }).trim().min(1, fillInAll).max(120, "fullName is at most 120 characters."),
  email: z.string({ error: fillInAll }).trim().min(1, fillInAll).pipe(z.email("Enter a valid email address.")),
});
export type CreateSubscriptionRequest = z.infer<typeof createSubscriptionRequestSchema>;

export const createSubscriptionReplySchema = z.object({
  /** The SetupIntent's client secret for Stripe.js' confirmCardSetup; null when the plan is Free. */
  clientSecret: z.string().nullable(),
});
export type CreateSubscriptionReply = z.infer<typeof createSubscriptionReplySchema>;

/** `GET /api/billing/config` takes no parameters. */
export const billingConfigQuerySchema = z.object({});

/** `GET /api/billing/config`: what the browser needs to load Stripe.js. */
export const billingConfigSchema = z.object({
  /** Null when this server takes no card payments. */
  publishableKey: z.string().nullable(),
  /** Where to load Stripe.js from when it is not js.stripe.com (the local stand-in). */
  stripeJsUrl: z.string().nullable(),
});
export type BillingConfig = z.infer<typeof billingConfigSchema>;

export const subscriptionStatuses = ["trialing", "active", "past_due", "unpaid", "canceled", "incomplete", "incomplete_expired", "paused"] as const;

/** `POST /api/billing/status` (and the reply of cancel and resume). */
export const billingStatusSchema = z.object({
  paymentPlan: paymentPlanSchema,
  plan: planIdSchema,
  cycle: billingCycleSchema.nullable(),
  status: z.enum(subscriptionStatuses).nullable(),
  /** ISO time the current period (or the trial) ends: the next charge, or the end of access when cancelling. */
  currentPeriodEnd: z.string().nullable(),
  trialEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** The last payment failed and Stripe is retrying it. */
  paymentFailed: z.boolean(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** A card was confirmed for this plan and the subscription is being set up. */
  pending: z.object({ plan: planIdSchema, cycle: billingCycleSchema }).nullable(),
});
export type BillingStatus = z.infer<typeof billingStatusSchema>;

/** Status, cancel and resume act on the caller's own subscription and take no fields. */
export const billingActionRequestSchema = z.object({});

export const billingEndpoints = {
  /** Starts a card setup for a paid plan (the SetupIntent's secret), or records the Free plan. */
  createSubscription: endpoint({
    method: "POST",
    path: "/create-subscription",
    request: createSubscriptionRequestSchema,
    reply: createSubscriptionReplySchema,
    access: "signed-in",
    errors: ["already-exists", "failed-precondition", "permission-denied", "unavailable", "rate-limited"],
  }),
  /** The publishable key (public by design) and where Stripe.js comes from. */
  config: endpoint({ method: "GET", path: "/billing/config", request: billingConfigQuerySchema, reply: billingConfigSchema, access: "public", errors: [] }),
  status: endpoint({ method: "POST", path: "/billing/status", request: billingActionRequestSchema, reply: billingStatusSchema, access: "signed-in", errors: [] }),
  /** Cancels at the period's end; the plan stays until then. */
  cancel: endpoint({
    method: "POST",
    path: "/billing/cancel",
    request: billingActionRequestSchema,
    reply: billingStatusSchema,
    access: "signed-in",
    errors: ["failed-precondition", "unavailable"],
  }),
  /** Takes back a cancellation before the period ends. */
  resume: endpoint({
    method: "POST",
    path: "/billing/resume",
    request: billingActionRequestSchema,
    reply: billingStatusSchema,
    access: "signed-in",
    errors: ["failed-precondition", "unavailable"],
  }),
};
