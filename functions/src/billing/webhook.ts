import { billingCycleSchema } from "@berea/contracts/pricing";
import type Stripe from "stripe";
import { z } from "zod";
import { logger } from "../lib/logger.ts";
import { applyReferralRewards } from "../referrals/referrals.ts";
import { collection } from "../store/collection.ts";
import type { Store } from "../store/port.ts";
import { users } from "../users/users-collection.ts";
import type { Billing, PaidPlanId } from "./billing-settings.ts";
import { applySubscription, trialDays } from "./subscriptions.ts";

/** `stripeEvents/{eventId}`: one document per Stripe event applied, written in the same transaction as its effect. */
export const stripeEventSchema = z.object({
  /** The event's type, e.g. `invoice.paid`. */
  type: z.string(),
  /** When Stripe created the event (epoch seconds, as Stripe gives it). */
  created: z.number(),
  /** ISO time. */
  appliedAt: z.string(),
  /** What applying it did, for whoever reads the store. */
  outcome: z.string(),
});
export type StripeEventRecord = z.infer<typeof stripeEventSchema>;

export const stripeEvents = collection("stripeEvents", stripeEventSchema);

/** The collection's name, for tests and tables that look at the stored data as it is. */
export const stripeEventsCollection = stripeEvents.name;

export interface WebhookDeps {
  store: Store;
  billing: Billing;
  now: () => Date;
}

export interface WebhookReply {
  status: number;
  body: { received: boolean; message: string };
}

const reply = (status: number, message: string, received = status < 300): WebhookReply => ({ status, body: { received, message } });

/**
 * `stripeWebhook`: verifies the signature over the raw body, then applies
 * the event exactly once. It never trusts the event's copy of an object: it
 * reads the subscription (or SetupIntent) fresh from Stripe, so a late or
 * repeated event can only ever write the current truth. A bad signature is
 * 400 (Stripe will not retry); a failure of Stripe or the store is 500, so
 * Stripe delivers the event again.
 */
export async function handleStripeWebhook(deps: WebhookDeps, rawBody: Buffer | string, signature: string | undefined): Promise<WebhookReply> {
  if (!signature) return reply(400, "Missing Stripe-Signature header.");
  let event: Stripe.Event;
  try {
    event = deps.billing.stripe.webhooks.constructEvent(rawBody, signature, deps.billing.settings.webhookSecret);
  } catch {
    return reply(400, "The Stripe signature does not match this payload.");
  }
  try {
    const outcome = await applyEvent(deps, event);
    return reply(200, outcome);
  } catch (error) {
    logger.error("stripe webhook failed; Stripe will retry", { eventId: event.id, type: event.type, error });
    return reply(500, "The event could not be applied now; please retry.", false);
  }
}

async function alreadyApplied(store: Store, eventId: string): Promise<boolean> {
  return (await stripeEvents.get(store, eventId)) !== null;
}

const eventRecord = (event: Stripe.Event, now: Date, outcome: string): StripeEventRecord => ({ type: event.type, created: event.created, appliedAt: now.toISOString(), outcome });

/** Records an event that changes nothing of ours, once. */
async function recordOnly(deps: WebhookDeps, event: Stripe.Event, outcome: string): Promise<string> {
  await deps.store.runTransaction(async (tx) => {
    if (await stripeEvents.get(tx, event.id)) return;
    stripeEvents.set(tx, event.id, eventRecord(event, deps.now(), outcome));
  });
  return outcome;
}

async function applyEvent(deps: WebhookDeps, event: Stripe.Event): Promise<string> {
  if (await alreadyApplied(deps.store, event.id)) return "Already applied.";
  switch (event.type) {
    case "setup_intent.succeeded":
      return startOrChangeSubscription(deps, event, event.data.object.id);
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
    case "customer.subscription.paused":
    case "customer.subscription.resumed":
    case "customer.subscription.trial_will_end":
      return syncSubscription(deps, event, event.data.object.id);
    case "invoice.paid":
    case "invoice.payment_failed":
    case "invoice.payment_succeeded": {
      const subscription = event.data.object.parent?.subscription_details?.subscription;
      if (!subscription) return recordOnly(deps, event, "An invoice without a subscription.");
      return syncSubscription(deps, event, typeof subscription === "string" ? subscription : subscription.id);
    }
    default:
      return recordOnly(deps, event, `Ignored ${event.type}.`);
  }
}

async function uidOfCustomer(store: Store, customer: string): Promise<string | null> {
  const [found] = await users.query(store, { where: [{ field: "stripeCustomerId", op: "==", value: customer }], limit: 1 });
  return found?.id ?? null;
}

/** Reads the subscription from Stripe and writes it onto its user, with the event's record, in one transaction. */
async function syncSubscription(deps: WebhookDeps, event: Stripe.Event, subscriptionId: string): Promise<string> {
  const syncedAt = deps.now().getTime();
  const subscription = await deps.billing.stripe.subscriptions.retrieve(subscriptionId, { expand: ["default_payment_method"] });
  const customer = typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id;
  const uid = subscription.metadata.uid || (await uidOfCustomer(deps.store, customer));
  if (!uid) return recordOnly(deps, event, `No Berea user for customer ${customer}.`);
  return deps.store.runTransaction(async (tx) => {
    if (await stripeEvents.get(tx, event.id)) return "Already applied.";
    const wrote = await applySubscription(tx, deps.billing, uid, subscription, syncedAt);
    const outcome = wrote ? `Subscription ${subscription.id} is ${subscription.status}.` : "A newer copy of the subscription was already applied.";
    stripeEvents.set(tx, event.id, eventRecord(event, deps.now(), outcome));
    return outcome;
  });
}

const paidPlans: readonly string[] = ["premium", "family"];

/**
 * A card was confirmed for a plan (the SetupIntent's metadata names it):
 * make it the customer's default, then create the subscription, or move the
 * live one to the new price. Stripe calls carry idempotency keys from the
 * SetupIntent, so a redelivered event cannot create a second subscription.
 */
async function startOrChangeSubscription(deps: WebhookDeps, event: Stripe.Event, setupIntentId: string): Promise<string> {
  const { stripe, settings } = deps.billing;
  const intent = await stripe.setupIntents.retrieve(setupIntentId, { expand: ["payment_method"] });
  const { uid, plan, cycle: rawCycle } = intent.metadata ?? {};
  const cycle = billingCycleSchema.safeParse(rawCycle);
  if (intent.status !== "succeeded" || !uid || !plan || !paidPlans.includes(plan) || !cycle.success) {
    return recordOnly(deps, event, `SetupIntent ${intent.id} names no plan to start.`);
  }
  const paidPlan = plan as PaidPlanId;
  const customer = typeof intent.customer === "string" ? intent.customer : intent.customer?.id;
  const paymentMethod = typeof intent.payment_method === "string" ? intent.payment_method : intent.payment_method?.id;
  if (!customer || !paymentMethod) return recordOnly(deps, event, `SetupIntent ${intent.id} has no customer or card.`);
  const profile = await users.get(deps.store, uid);
  if (!profile) return recordOnly(deps, event, `No Berea user ${uid}.`);

  await stripe.customers.update(customer, { invoice_settings: { default_payment_method: paymentMethod } }, { idempotencyKey: `berea-default-card-${intent.id}` });
  // Referral rewards earned before this user was a Stripe customer: credit them now, before the first invoice.
  // Best effort: a failure leaves them pending for the next try and never holds up the subscription.
  await applyReferralRewards({ store: deps.store, billing: deps.billing, now: deps.now }, uid, customer).catch((error: unknown) =>
    logger.error("pending referral rewards not applied", { uid, error }),
  );
  const price = settings.prices[paidPlan][cycle.data];
  // The SetupIntent is named on the subscription, so a repeated or concurrent delivery of this event finds its own work done.
  const metadata = { uid, plan: paidPlan, cycle: cycle.data, setupIntent: intent.id };
  const existing = await stripe.subscriptions.list({ customer, status: "all", limit: 10 });
  const liveSubscriptions = existing.data.filter((candidate) => ["trialing", "active", "past_due"].includes(candidate.status));
  const done = liveSubscriptions.find((candidate) => candidate.metadata.setupIntent === intent.id);
  const live = done ?? liveSubscriptions[0];
  let changed: Stripe.Subscription;
  if (done) {
    changed = done;
  } else if (live) {
    const item = live.items.data[0];
    changed = await stripe.subscriptions.update(
      live.id,
      {
        items: [{ ...(item ? { id: item.id } : {}), price }],
        default_payment_method: paymentMethod,
        cancel_at_period_end: false,
        proration_behavior: "create_prorations",
        metadata,
      },
      { idempotencyKey: `berea-change-${intent.id}` },
    );
  } else {
    const trial = paidPlan === "premium" && cycle.data === "monthly" && !profile.billing?.trialUsed;
    changed = await stripe.subscriptions.create(
      { customer, items: [{ price }], default_payment_method: paymentMethod, metadata, ...(trial ? { trial_period_days: trialDays } : {}) },
      { idempotencyKey: `berea-subscribe-${intent.id}` },
    );
  }
  // An idempotent replay answers with the subscription as it was then; what is written is a fresh read.
  const syncedAt = deps.now().getTime();
  const subscription = await stripe.subscriptions.retrieve(changed.id, { expand: ["default_payment_method"] });
  return deps.store.runTransaction(async (tx) => {
    if (await stripeEvents.get(tx, event.id)) return "Already applied.";
    const wrote = await applySubscription(tx, deps.billing, uid, subscription, syncedAt, { plan: paidPlan, cycle: cycle.data });
    const outcome = `${done ? "Applied" : live ? "Changed" : "Started"} subscription ${subscription.id} (${paidPlan}, ${cycle.data})${wrote ? "" : "; a newer copy was already applied"}.`;
    stripeEvents.set(tx, event.id, eventRecord(event, deps.now(), outcome));
    return outcome;
  });
}
