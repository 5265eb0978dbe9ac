import type { BillingCycle } from "@berea/contracts/pricing";
import type Stripe from "stripe";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { localPriceId } from "../../../emulators/local-stripe.ts";
import type { StripeStandIn } from "../../../emulators/stripe/stand-in.ts";
import { meterCost } from "../store/cost-meter.ts";
import type { Store } from "../store/port.ts";
import { appErrorOf, refusalOf, openDomainStore, testClock, type DomainStore, type TestClock } from "../test-support/domain-test.ts";
import { ensureProfile, getProfile } from "../users/profiles.ts";
import type { Billing, PaidPlanId } from "./billing-settings.ts";
import {
  applySubscription,
  emptyRecord,
  billingStatus,
  createSubscription,
  paymentPlanOfRecord,
  recordFromSubscription,
  setCancelAtPeriodEnd,
  statusOf,
  type BillingDeps,
  type BillingRecord,
} from "./subscriptions.ts";
import { startStandInBilling } from "../test-support/stand-in-billing.ts";

/**
 * Subscriptions as plain functions over a real sqlite store and a clock the
 * test moves, with the real `stripe` SDK talking to the Stripe stand-in
 * (emulators/stripe/) started in this process. Subscriptions are made at the
 * stand-in and written onto the user the way the webhook writes them
 * (`applySubscription`); the webhook itself is billing.integration.test.ts's.
 */

let standIn: StripeStandIn;
let billing: Billing;
let domain: DomainStore;
let store: Store;
let clock: TestClock;

beforeAll(async () => {
  ({ standIn, billing } = await startStandInBilling());
});

afterAll(async () => {
  await standIn.close();
});

beforeEach(async () => {
  await standIn.reset();
  domain = openDomainStore("subscriptions");
  store = domain.store;
  clock = testClock("2026-07-01T09:00:00Z");
  await ensureProfile(store, { uid: "lydia", name: "Lydia of Thyatira", email: "lydia@example.com" }, clock.now());
});

afterEach(async () => {
  await domain.close();
});

const withStripe = (): BillingDeps => ({ store, billing, now: clock.now });
const withoutStripe = (): BillingDeps => ({ store, billing: null, now: clock.now });
const checkout = (plan: "free" | PaidPlanId, cycle: BillingCycle = "monthly", deps = withStripe()) =>
  createSubscription(deps, "lydia", { plan, cycle, fullName: "Lydia of Thyatira", email: "lydia@example.com" });
const profile = async () => {
  const found = await getProfile(store, "lydia");
  if (!found) throw new Error("no profile");
  return found;
};
const setupIntentOf = (clientSecret: string | null) => standIn.state.setupIntent(clientSecret?.split("_secret_")[0] ?? "");

/** A subscription at Stripe with a Visa card, for a customer of its own. */
async function stripeSubscription(plan: PaidPlanId, cycle: BillingCycle, trialDays?: number): Promise<Stripe.Subscription> {
  const customer = await billing.stripe.customers.create({ name: "Lydia of Thyatira", metadata: { uid: "lydia" } });
  const card = await billing.stripe.paymentMethods.attach("pm_card_visa", { customer: customer.id });
  return billing.stripe.subscriptions.create({
    customer: customer.id,
    items: [{ price: localPriceId(plan, cycle) }],
    default_payment_method: card.id,
    ...(trialDays ? { trial_period_days: trialDays } : {}),
    expand: ["default_payment_method"],
  });
}

/** Lydia's subscription as the webhook would write it, read from Stripe a second before the test's now. */
async function liveOn(plan: PaidPlanId, cycle: BillingCycle = "monthly"): Promise<Stripe.Subscription> {
  const subscription = await stripeSubscription(plan, cycle);
  await store.runTransaction((tx) => applySubscription(tx, billing, "lydia", subscription, clock.now().getTime() - 1000));
  return subscription;
}

const isoOf = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000).toISOString() : null);

describe("choosing a plan", () => {
  it("records a Free choice, with no card and no Stripe needed", async () => {
    expect(await checkout("free", "monthly", withoutStripe())).toEqual({ clientSecret: null });
    expect((await profile())["planChoice"]).toBe("free");
    expect(await billingStatus({ store }, "lydia")).toMatchObject({ paymentPlan: 0, plan: "free", status: null });
  });

  it("starts a card setup for a paid plan: one Stripe customer for the user, and a SetupIntent naming the plan", async () => {
    const first = await checkout("premium", "monthly");
    const intent = setupIntentOf(first.clientSecret);
    expect(intent).toMatchObject({ usage: "off_session", metadata: { uid: "lydia", plan: "premium", cycle: "monthly" } });
    const customerId = (await profile())["stripeCustomerId"];
    expect(intent?.customer).toBe(customerId);
    expect(standIn.state.customer(String(customerId))).toMatchObject({ email: "lydia@example.com", name: "Lydia of Thyatira", metadata: { uid: "lydia" } });
    expect((await profile())["planChoice"]).toBe("premium");

    const second = await checkout("family", "annual");
    expect(setupIntentOf(second.clientSecret)).toMatchObject({ customer: customerId, metadata: { plan: "family", cycle: "annual" } });
    expect((await billing.stripe.customers.list({ limit: 10 })).data).toHaveLength(1);
  });

  it("answers unavailable for a paid plan when this server takes no card payments, and records nothing", async () => {
    const refused = await refusalOf(checkout("premium", "monthly", withoutStripe()));
    expect(refused.code).toBe("unavailable");
    expect((await profile())["planChoice"] ?? null).toBeNull();
  });

  it("refuses the plan already held, but lets the user change cycle or plan, or take back a cancellation", async () => {
    await liveOn("premium", "monthly");
    const same = await refusalOf(checkout("premium", "monthly"));
    expect([same.code, same.message]).toEqual(["already-exists", "You already have this plan. You can manage it from the billing page."]);
    expect((await checkout("premium", "annual")).clientSecret).toMatch(/_secret_/);
    expect((await checkout("family", "monthly")).clientSecret).toMatch(/_secret_/);

    await setCancelAtPeriodEnd(withStripe(), "lydia", true);
    expect((await checkout("premium", "monthly")).clientSecret).toMatch(/_secret_/);
  });

  it("refuses Free while a paid plan is live: that is a cancellation, made on the billing page", async () => {
    await liveOn("premium");
    const refused = await refusalOf(checkout("free"));
    expect(refused.code).toBe("failed-precondition");
    expect(refused.message).toMatch(/Cancel it from the billing page/);
  });

  it("refuses someone who has no profile yet", async () => {
    const refused = await refusalOf(createSubscription(withStripe(), "nobody", { plan: "free", cycle: "monthly", fullName: "No One", email: "no@example.com" }));
    expect(refused.code).toBe("permission-denied");
  });
});

describe("cancelling and resuming", () => {
  it("is refused with failed-precondition when there is no paid plan to change", async () => {
    for (const cancel of [true, false]) {
      const refused = await refusalOf(setCancelAtPeriodEnd(withStripe(), "lydia", cancel));
      expect([refused.code, refused.message]).toEqual(["failed-precondition", "You have no paid plan to change."]);
    }
    // A subscription that has ended is no paid plan either.
    const ended = await billing.stripe.subscriptions.cancel((await liveOn("premium")).id);
    await store.runTransaction((tx) => applySubscription(tx, billing, "lydia", ended, clock.now().getTime()));
    expect((await appErrorOf(setCancelAtPeriodEnd(withStripe(), "lydia", true))).code).toBe("failed-precondition");
  });

  it("cancels at the period's end, keeping the plan until then, and resumes; Stripe and the stored copy agree", async () => {
    const subscription = await liveOn("family", "annual");
    const cancelled = await setCancelAtPeriodEnd(withStripe(), "lydia", true);
    expect(cancelled).toMatchObject({ paymentPlan: 2, plan: "family", cycle: "annual", status: "active", cancelAtPeriodEnd: true });
    expect(await billingStatus({ store }, "lydia")).toEqual(cancelled);
    expect(standIn.state.subscription(subscription.id)?.cancel_at_period_end).toBe(true);
    // Asking again answers the same and writes nothing.
    const again = await meterCost(() => setCancelAtPeriodEnd(withStripe(), "lydia", true));
    expect(again.result).toEqual(cancelled);
    expect(again.cost.writes).toBe(0);

    clock.advance(60_000);
    const resumed = await setCancelAtPeriodEnd(withStripe(), "lydia", false);
    expect(resumed).toMatchObject({ paymentPlan: 2, cancelAtPeriodEnd: false });
    expect(await billingStatus({ store }, "lydia")).toEqual(resumed);
    expect(standIn.state.subscription(subscription.id)?.cancel_at_period_end).toBe(false);
  });

  it("answers unavailable when this server takes no card payments", async () => {
    await liveOn("premium");
    expect((await appErrorOf(setCancelAtPeriodEnd(withoutStripe(), "lydia", true))).code).toBe("unavailable");
  });
});

describe("Stripe's subscription as Berea keeps it", () => {
  it("takes the plan and cycle from the price, the card, and the period's end", async () => {
    const subscription = await stripeSubscription("premium", "annual");
    const record = recordFromSubscription(billing, subscription, emptyRecord(), 1234);
    expect(record).toEqual({
      subscriptionId: subscription.id,
      status: "active",
      plan: "premium",
      cycle: "annual",
      currentPeriodEnd: isoOf(subscription.items.data[0]?.current_period_end),
      trialEnd: null,
      cancelAtPeriodEnd: false,
      card: { brand: "visa", last4: "4242" },
      pending: null,
      syncedAt: 1234,
      trialUsed: false,
    });
    expect(record.currentPeriodEnd).not.toBeNull();
    expect(paymentPlanOfRecord(record)).toBe(1);
  });

  it("ends a trial's period with the trial, and remembers the trial was used", async () => {
    const trial = await stripeSubscription("family", "monthly", 5);
    const record = recordFromSubscription(billing, trial, emptyRecord(), 1);
    expect(record).toMatchObject({ status: "trialing", plan: "family", currentPeriodEnd: isoOf(trial.trial_end), trialEnd: isoOf(trial.trial_end), trialUsed: true });
    expect(paymentPlanOfRecord(record)).toBe(2);

    // The record says when the trial ends, whatever period the subscription's item names.
    const [item] = trial.items.data;
    if (!item || !trial.trial_end) throw new Error("no trial item");
    const longerItem = { ...trial, items: { ...trial.items, data: [{ ...item, current_period_end: trial.trial_end + 86_400 }] } };
    expect(recordFromSubscription(billing, longerItem, emptyRecord(), 1).currentPeriodEnd).toBe(isoOf(trial.trial_end));

    const later = await stripeSubscription("premium", "monthly");
    expect(recordFromSubscription(billing, later, record, 2).trialUsed).toBe(true);
  });

  it("keeps what the subscription does not say: the plan of a price it does not know, the card when it is not expanded", async () => {
    const subscription = await stripeSubscription("premium", "monthly");
    const previous: BillingRecord = { ...emptyRecord(), plan: "family", cycle: "annual", card: { brand: "mastercard", last4: "4444" } };
    const [item] = subscription.items.data;
    if (!item) throw new Error("no item");
    const unknownPrice = { ...subscription, items: { ...subscription.items, data: [{ ...item, price: { ...item.price, id: "price_retired" } }] } };
    expect(recordFromSubscription(billing, unknownPrice, previous, 1)).toMatchObject({ plan: "family", cycle: "annual" });
    expect(recordFromSubscription(billing, { ...subscription, default_payment_method: "pm_not_expanded" }, previous, 1).card).toEqual({ brand: "mastercard", last4: "4444" });
  });

  it("settles a pending plan once live on it, keeps it while live on another, and drops it when the subscription ends", async () => {
    const premium = await stripeSubscription("premium", "monthly");
    const waitingForFamily: BillingRecord = { ...emptyRecord(), pending: { plan: "family", cycle: "monthly" } };
    expect(recordFromSubscription(billing, premium, waitingForFamily, 1).pending).toEqual({ plan: "family", cycle: "monthly" });
    const family = await stripeSubscription("family", "monthly");
    expect(recordFromSubscription(billing, family, waitingForFamily, 1).pending).toBeNull();
    expect(recordFromSubscription(billing, { ...premium, status: "canceled" }, waitingForFamily, 1).pending).toBeNull();
  });

  it("gives the plan's benefits while trialing, active or past due, and none otherwise", async () => {
    const family = await stripeSubscription("family", "annual");
    const planWhile = (status: Stripe.Subscription.Status) => paymentPlanOfRecord(recordFromSubscription(billing, { ...family, status }, emptyRecord(), 1));
    expect((["trialing", "active", "past_due"] as const).map(planWhile)).toEqual([2, 2, 2]);
    expect((["canceled", "unpaid", "incomplete", "incomplete_expired", "paused"] as const).map(planWhile)).toEqual([0, 0, 0, 0, 0]);
  });

  it("counts a cancellation at a set time as cancelling", async () => {
    const subscription = await stripeSubscription("premium", "monthly");
    expect(recordFromSubscription(billing, { ...subscription, cancel_at: subscription.created + 86_400 }, emptyRecord(), 1).cancelAtPeriodEnd).toBe(true);
  });
});

describe("the billing page's status", () => {
  it("shows Free with nothing else for an account that never subscribed", async () => {
    expect(statusOf(await profile())).toEqual({
      paymentPlan: 0,
      plan: "free",
      cycle: null,
      status: null,
      currentPeriodEnd: null,
      trialEnd: null,
      cancelAtPeriodEnd: false,
      paymentFailed: false,
      card: null,
      pending: null,
    });
  });

  it("names the plan from the account's plan, and says a payment failed while Stripe retries it", async () => {
    const base = await profile();
    const record: BillingRecord = { ...emptyRecord(), subscriptionId: "sub_1", plan: "family", cycle: "monthly", card: { brand: "visa", last4: "4242" } };
    expect(statusOf({ ...base, paymentPlan: 2, billing: { ...record, status: "active" } })).toMatchObject({ plan: "family", cycle: "monthly", status: "active", paymentFailed: false, card: { brand: "visa", last4: "4242" } });
    expect(statusOf({ ...base, paymentPlan: 2, billing: { ...record, status: "past_due" } })).toMatchObject({ plan: "family", paymentFailed: true });
    expect(statusOf({ ...base, paymentPlan: 0, billing: { ...record, status: "unpaid" } })).toMatchObject({ plan: "free", paymentFailed: true });
    expect(statusOf({ ...base, paymentPlan: 1, billing: { ...record, plan: "premium", status: "active" } }).plan).toBe("premium");
  });
});

describe("writing Stripe's copy onto the user", () => {
  it("never lets an older read, or the end of a replaced subscription, overwrite a newer copy", async () => {
    const first = await stripeSubscription("premium", "monthly");
    await store.runTransaction((tx) => applySubscription(tx, billing, "lydia", first, 2000));
    expect((await profile()).paymentPlan).toBe(1);

    const older = await store.runTransaction((tx) => applySubscription(tx, billing, "lydia", { ...first, status: "canceled" }, 1000));
    expect(older).toBe(false);
    const replacement = await stripeSubscription("family", "monthly");
    await store.runTransaction((tx) => applySubscription(tx, billing, "lydia", replacement, 3000));
    const replacedEnds = await store.runTransaction((tx) => applySubscription(tx, billing, "lydia", { ...first, status: "canceled" }, 4000));
    expect(replacedEnds).toBe(false);
    expect(await billingStatus({ store }, "lydia")).toMatchObject({ paymentPlan: 2, plan: "family", status: "active" });

    expect(await store.runTransaction((tx) => applySubscription(tx, billing, "lydia", { ...replacement, status: "canceled" }, 5000))).toBe(true);
    expect(await billingStatus({ store }, "lydia")).toMatchObject({ paymentPlan: 0, plan: "free", status: "canceled" });
  });
});
