import type { PaymentPlan } from "@berea/contracts/auth";
import { subscriptionStatuses, type BillingStatus, type CreateSubscriptionReply, type CreateSubscriptionRequest } from "@berea/contracts/billing";
import type { PlanId } from "@berea/contracts/pricing";
import type Stripe from "stripe";
import { AppError } from "../lib/app-error.ts";
import { msg } from "../lib/messages/message.ts";
import type { Store, Transaction } from "../store/port.ts";
import { getProfile, users, type BillingRecord, type UserProfile } from "../users/users-collection.ts";
import { planOfPrice, type Billing, type PaidPlanId } from "./billing-settings.ts";

/** A user's subscription as Berea keeps it on the profile (users/users-collection.ts), and the profile with it. */
export type { BillingRecord } from "../users/users-collection.ts";
export type BillingProfile = UserProfile;

export interface BillingDeps {
  store: Store;
  billing: Billing | null;
  now: () => Date;
}

/** The billing record of an account that never subscribed. */
export const emptyRecord = (): BillingRecord => ({
  subscriptionId: null,
  status: null,
  plan: null,
  cycle: null,
  currentPeriodEnd: null,
  trialEnd: null,
  cancelAtPeriodEnd: false,
  card: null,
  pending: null,
  syncedAt: 0,
  trialUsed: false,
});

/** Statuses in which a subscription gives its plan's benefits (past_due: while Stripe retries the card). */
const liveStatuses: readonly Stripe.Subscription.Status[] = ["trialing", "active", "past_due"];
const paymentPlanOf: Record<PaidPlanId, PaymentPlan> = { premium: 1, family: 2 };
export const trialDays = 5;

const isoOrNull = (seconds: number | null | undefined): string | null => (seconds ? new Date(seconds * 1000).toISOString() : null);

function requireBilling(billing: Billing | null): Billing {
  if (!billing) throw new AppError("unavailable", msg("billing.unavailable"));
  return billing;
}

async function requireBillingProfile(store: Store, uid: string): Promise<UserProfile> {
  const profile = await getProfile(store, uid);
  if (!profile) throw new AppError("permission-denied", msg("billing.finishAccount"));
  return profile;
}

/** The Stripe customer for a user, created once (an idempotency key keeps two racing checkouts to one customer). */
async function ensureCustomer({ store, billing }: { store: Store; billing: Billing }, profile: UserProfile, request: CreateSubscriptionRequest): Promise<string> {
  if (profile.stripeCustomerId) return profile.stripeCustomerId;
  const customer = await billing.stripe.customers.create(
    { name: request.fullName, email: request.email, metadata: { uid: profile.uid } },
    { idempotencyKey: `berea-customer-${profile.uid}` },
  );
  return store.runTransaction(async (tx) => {
    const current = await users.get(tx, profile.uid);
    if (current?.stripeCustomerId) return current.stripeCustomerId;
    users.update(tx, profile.uid, { stripeCustomerId: customer.id });
    return customer.id;
  });
}

/**
 * `POST /api/create-subscription`: Free is recorded and needs nothing more.
 * A paid plan gets a SetupIntent for the card; once Stripe.js confirms it,
 * the webhook (setup_intent.succeeded) creates or changes the subscription.
 */
export async function createSubscription(deps: BillingDeps, uid: string, request: CreateSubscriptionRequest): Promise<CreateSubscriptionReply> {
  const profile = await requireBillingProfile(deps.store, uid);
  const record = profile.billing ?? null;
  const live = record?.status ? liveStatuses.includes(record.status) : false;
  if (request.plan === "free") {
    if (live) throw new AppError("failed-precondition", msg("billing.cancelPaidFirst"));
    await users.update(deps.store, uid, { planChoice: "free" });
    return { clientSecret: null };
  }
  if (live && record?.plan === request.plan && record.cycle === request.cycle && !record.cancelAtPeriodEnd) {
    throw new AppError("already-exists", msg("billing.alreadyThisPlan"));
  }
  const billing = requireBilling(deps.billing);
  const customer = await ensureCustomer({ store: deps.store, billing }, profile, request);
  const intent = await billing.stripe.setupIntents.create({
    customer,
    usage: "off_session",
    allowed_payment_method_types: ["card"],
    metadata: { uid, plan: request.plan, cycle: request.cycle },
  });
  if (!intent.client_secret) throw new Error(`SetupIntent ${intent.id} came back without a client secret`);
  await users.update(deps.store, uid, { planChoice: request.plan });
  return { clientSecret: intent.client_secret };
}

/** What Stripe's subscription says, as Berea keeps it. */
export function recordFromSubscription(billing: Billing, subscription: Stripe.Subscription, previous: BillingRecord, syncedAt: number): BillingRecord {
  const item = subscription.items.data[0];
  const price = item?.price.id;
  const planned = price ? planOfPrice(billing.settings.prices, price) : null;
  const card = typeof subscription.default_payment_method === "object" && subscription.default_payment_method?.card ? subscription.default_payment_method.card : null;
  const live = liveStatuses.includes(subscription.status);
  return {
    subscriptionId: subscription.id,
    status: knownStatus(subscription.status),
    plan: planned?.plan ?? previous.plan,
    cycle: planned?.cycle ?? previous.cycle,
    currentPeriodEnd: isoOrNull(subscription.status === "trialing" ? subscription.trial_end : item?.current_period_end),
    trialEnd: isoOrNull(subscription.trial_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
    card: card ? { brand: card.brand, last4: card.last4 } : previous.card,
    // A live subscription on the plan that was pending settles it; an ended one leaves nothing pending.
    pending: live && previous.pending && planned?.plan === previous.pending.plan && planned.cycle === previous.pending.cycle ? null : live ? previous.pending : null,
    syncedAt,
    trialUsed: previous.trialUsed || subscription.trial_end !== null,
  };
}

/** Stripe's status, when it is one Berea knows (the SDK's type leaves room for new ones). */
function knownStatus(status: Stripe.Subscription.Status): BillingRecord["status"] {
  return subscriptionStatuses.find((known) => known === status) ?? null;
}

export const paymentPlanOfRecord = (record: BillingRecord): PaymentPlan =>
  record.status && liveStatuses.includes(record.status) && record.plan ? paymentPlanOf[record.plan] : 0;

/**
 * Writes a fresh copy of the subscription onto its user inside `tx`, unless
 * a copy from a later Stripe read is already there (out-of-order or racing
 * deliveries never bring back a stale plan). Returns whether it wrote.
 */
export async function applySubscription(tx: Transaction, billing: Billing, uid: string, subscription: Stripe.Subscription, syncedAt: number, pending?: BillingRecord["pending"]): Promise<boolean> {
  const profile = await users.get(tx, uid);
  if (!profile) return false;
  const previous = profile.billing ?? emptyRecord();
  if (previous.syncedAt > syncedAt) return false;
  // A different, older subscription ending must not end the one that replaced it.
  if (previous.subscriptionId && previous.subscriptionId !== subscription.id && !liveStatuses.includes(subscription.status) && previous.status && liveStatuses.includes(previous.status)) {
    return false;
  }
  const record = recordFromSubscription(billing, subscription, { ...previous, pending: pending ?? previous.pending }, syncedAt);
  users.update(tx, uid, { billing: record, paymentPlan: paymentPlanOfRecord(record), stripeCustomerId: typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id });
  return true;
}

export function statusOf(profile: UserProfile): BillingStatus {
  const record = profile.billing ?? emptyRecord();
  const paymentPlan = profile.paymentPlan;
  const plan: PlanId = paymentPlan === 2 ? "family" : paymentPlan === 1 ? "premium" : "free";
  return {
    paymentPlan,
    plan,
    cycle: record.cycle,
    status: record.status,
    currentPeriodEnd: record.currentPeriodEnd,
    trialEnd: record.trialEnd,
    cancelAtPeriodEnd: record.cancelAtPeriodEnd,
    paymentFailed: record.status === "past_due" || record.status === "unpaid",
    card: record.card,
    pending: record.pending,
  };
}

/** `POST /api/billing/status` (1 read). */
export async function billingStatus({ store }: Pick<BillingDeps, "store">, uid: string): Promise<BillingStatus> {
  return statusOf(await requireBillingProfile(store, uid));
}

/** Cancel at the end of the paid period, or take that back (`resume`). The reply is Stripe's fresh answer. */
export async function setCancelAtPeriodEnd(deps: BillingDeps, uid: string, cancel: boolean): Promise<BillingStatus> {
  const profile = await requireBillingProfile(deps.store, uid);
  const record = profile.billing;
  if (!record?.subscriptionId || !record.status || !liveStatuses.includes(record.status)) {
    throw new AppError("failed-precondition", msg("billing.noPaidPlan"));
  }
  const billing = requireBilling(deps.billing);
  if (record.cancelAtPeriodEnd === cancel) return statusOf(profile);
  const syncedAt = deps.now().getTime();
  const subscription = await billing.stripe.subscriptions.update(record.subscriptionId, { cancel_at_period_end: cancel, expand: ["default_payment_method"] });
  await deps.store.runTransaction((tx) => applySubscription(tx, billing, uid, subscription, syncedAt));
  const fresh = recordFromSubscription(billing, subscription, record, syncedAt);
  return statusOf({ ...profile, billing: fresh, paymentPlan: paymentPlanOfRecord(fresh) });
}
