import type { BillingStatus, CreateSubscriptionReply } from "@berea/contracts/billing";
import type { BillingCycle } from "@berea/contracts/pricing";
import express from "express";
import type { Server } from "node:http";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { localStripeKeys, localStripePrices, standInStripeEnv } from "../../../emulators/local-stripe.ts";
import { startStripeStandIn, type StripeStandIn } from "../../../emulators/stripe/stand-in.ts";
import { createApiApp } from "../api/app.ts";
import { adminAuth } from "../lib/firebase-admin.ts";
import { createJsonServer } from "../lib/http-server.ts";
import { planCatalog } from "../plans/plan-catalog.ts";
import { seedPlans } from "../plans/plans.ts";
import type { DocumentData, Store, Transaction, UpdateData } from "../store/port.ts";
import { signedInAccount, type SignedInAccount } from "../test-support/api-server.ts";
import { authEmulatorHost } from "../test-support/auth-emulator.ts";
import { createTestStore, type TestStore } from "../test-support/test-store.ts";
import { usersCollection } from "../users/profiles.ts";
import { billingSettingsFromEnv, createBilling, type Billing, type PaidPlanId } from "./billing-settings.ts";
import type { BillingProfile } from "./subscriptions.ts";
import { stripeEventsCollection } from "./webhook.ts";
import { stripeWebhookHandler } from "./webhook-http.ts";

/**
 * Billing end to end on one machine: the real `stripe` SDK in the server
 * talks to the Stripe stand-in (emulators/stripe/), which signs and POSTs
 * its webhook events to the real `/stripe/webhook` handler over HTTP; the
 * API runs with the real Auth emulator and the project's store. The browser's
 * part (Stripe.js confirming the SetupIntent) is done with the SDK and a
 * publishable key, sending what Stripe.js sends.
 */

const DAY = 86_400;
const secret = localStripeKeys.webhookSecret;

let standIn: StripeStandIn;
let billing: Billing;
/** The server's own view of Stripe, for assertions. */
let stripe: Stripe;
/** What a browser has: the publishable key. */
let browserStripe: Stripe;
let store: Store;
let server: Server;
let baseUrl: string;
let testStore: TestStore;
const tracker = storeTracker();

/**
 * The store the server uses, wrapped: it counts committed writes of a
 * user's billing record, and can make a transaction that writes a user
 * fail, as a store outage would.
 */
function storeTracker() {
  const billingWrites = new Map<string, number>();
  const failingWrites = new Map<string, number>();
  const wrap = (inner: Store): Store => ({
    driver: inner.driver,
    get: <T extends DocumentData>(collection: string, id: string) => inner.get<T>(collection, id),
    getMany: (collection, ids) => inner.getMany(collection, ids),
    set: (collection, id, data) => inner.set(collection, id, data),
    create: (collection, id, data) => inner.create(collection, id, data),
    update: (collection, id, data) => inner.update(collection, id, data),
    delete: (collection, id) => inner.delete(collection, id),
    query: (collection, query) => inner.query(collection, query),
    count: (collection, query) => inner.count(collection, query),
    watch: (collection, query, listener) => inner.watch(collection, query, listener),
    close: () => inner.close(),
    runTransaction: async <R,>(fn: (tx: Transaction) => Promise<R>): Promise<R> => {
      let written: string[] = [];
      const result = await inner.runTransaction((tx) => {
        written = [];
        const update = (collection: string, id: string, data: UpdateData) => {
          if (collection === usersCollection && "billing" in data) {
            const failures = failingWrites.get(id) ?? 0;
            if (failures > 0) {
              failingWrites.set(id, failures - 1);
              throw new Error("The store is unavailable (injected by the test).");
            }
            written.push(id);
          }
          tx.update(collection, id, data);
        };
        return fn({ get: (c, id) => tx.get(c, id), query: (c, q) => tx.query(c, q), set: (c, id, d) => tx.set(c, id, d), create: (c, id, d) => tx.create(c, id, d), update, delete: (c, id) => tx.delete(c, id) });
      });
      for (const uid of written) billingWrites.set(uid, (billingWrites.get(uid) ?? 0) + 1);
      return result;
    },
  });
  return {
    wrap,
    billingWrites: (uid: string) => billingWrites.get(uid) ?? 0,
    failNextBillingWrites: (uid: string, count: number) => failingWrites.set(uid, count),
  };
}

beforeAll(async () => {
  authEmulatorHost();
  process.env.GCLOUD_PROJECT ??= "demo-berea";
  standIn = await startStripeStandIn({ webhookSecret: secret, prices: localStripePrices(), retryDelayMs: 20 });
  // The same settings `npm start` puts in the environment, read the way the server reads them.
  const settings = billingSettingsFromEnv(standInStripeEnv(standIn));
  if (!settings) throw new Error("the stand-in's settings did not configure billing");
  billing = createBilling(settings);
  stripe = new Stripe(localStripeKeys.secretKey, { ...standIn.sdkConfig, maxNetworkRetries: 0 });
  browserStripe = new Stripe(localStripeKeys.publishableKey, { ...standIn.sdkConfig, maxNetworkRetries: 0 });

  testStore = await createTestStore("billing");
  await seedPlans(testStore.store);
  store = tracker.wrap(testStore.store);
  const now = () => new Date();
  const app = express();
  app.all("/stripe/webhook", express.raw({ type: "*/*", limit: "1mb" }), stripeWebhookHandler({ store, billing, now }));
  app.use(createApiApp({ store, auth: adminAuth(), now, billing }));
  server = createJsonServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (typeof address !== "object" || !address) throw new Error("no address");
  baseUrl = `http://127.0.0.1:${address.port}`;
  standIn.setWebhookUrl(`${baseUrl}/stripe/webhook`);
});

afterAll(async () => {
  await standIn.waitForDeliveries();
  await standIn.close();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await testStore.close();
});

beforeEach(async () => {
  // Every test starts with an empty Stripe at real time (the clock moves in some).
  await standIn.waitForDeliveries();
  await standIn.releaseDeliveries();
  await standIn.reset();
});

interface Reply<T> {
  status: number;
  body: { payload?: T; message?: string; code?: string };
}

async function post<T>(path: string, body: unknown, cookie?: string): Promise<Reply<T>> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Reply<T>["body"] };
}

type Member = SignedInAccount;
const member = (name: string) => signedInAccount({ baseUrl, store }, name);

const profileOf = async (uid: string) => {
  const profile = await store.get<BillingProfile>(usersCollection, uid);
  if (!profile) throw new Error(`no profile ${uid}`);
  return profile;
};

async function statusOf(user: Member): Promise<BillingStatus> {
  const reply = await post<BillingStatus>("/billing/status", {}, user.cookie);
  expect(reply.status).toBe(200);
  if (!reply.body.payload) throw new Error("no status");
  return reply.body.payload;
}

/** `POST /api/create-subscription` for a paid plan: the SetupIntent's id and client secret. */
async function startCheckout(user: Member, plan: PaidPlanId, cycle: BillingCycle): Promise<{ id: string; clientSecret: string }> {
  const reply = await post<CreateSubscriptionReply>("/create-subscription", { plan, cycle, fullName: "Lydia of Thyatira", email: user.email }, user.cookie);
  expect(reply.status).toBe(200);
  const clientSecret = reply.body.payload?.clientSecret;
  if (!clientSecret) throw new Error(`no client secret: ${JSON.stringify(reply.body)}`);
  return { id: clientSecret.split("_secret_")[0] ?? "", clientSecret };
}

/** What Stripe.js sends when the card form is submitted: the publishable key, the client secret and the card. */
type BrowserConfirm = Stripe.SetupIntentConfirmParams & {
  client_secret: string;
  payment_method_data: Stripe.SetupIntentConfirmParams.PaymentMethodData & { card: { number: string; exp_month: number; exp_year: number; cvc: string } };
};

function confirmAsBrowser(intent: { id: string; clientSecret: string }, number = "4242424242424242"): Promise<Stripe.Response<Stripe.SetupIntent>> {
  const params: BrowserConfirm = {
    client_secret: intent.clientSecret,
    payment_method_data: {
      type: "card",
      // Two years past the stand-in's own date, which it checks the expiry against.
      card: { number, exp_month: 12, exp_year: new Date(standIn.now() * 1000).getUTCFullYear() + 2, cvc: "123" },
      billing_details: { name: "Lydia of Thyatira", address: { postal_code: "12345" } },
    },
  };
  return browserStripe.setupIntents.confirm(intent.id, params);
}

/** The whole checkout: the app's call, the card confirmed in the browser, and every webhook delivered. */
async function subscribe(user: Member, plan: PaidPlanId, cycle: BillingCycle, card?: string): Promise<Stripe.SetupIntent> {
  const intent = await startCheckout(user, plan, cycle);
  const confirmed = await confirmAsBrowser(intent, card);
  await standIn.waitForDeliveries();
  return confirmed;
}

async function subscriptionsOf(user: Member): Promise<Stripe.Subscription[]> {
  const customer = (await profileOf(user.uid)).stripeCustomerId;
  if (!customer) return [];
  return (await stripe.subscriptions.list({ customer, status: "all" })).data;
}

async function liveSubscription(user: Member): Promise<Stripe.Subscription> {
  const live = (await subscriptionsOf(user)).filter((sub) => ["trialing", "active", "past_due"].includes(sub.status));
  expect(live).toHaveLength(1);
  const [only] = live;
  if (!only) throw new Error("no live subscription");
  return only;
}

const periodEnd = (sub: Stripe.Subscription) => new Date((sub.items.data[0]?.current_period_end ?? 0) * 1000).toISOString();
const eventsOf = (type: Stripe.Event.Type, objectId: string) => standIn.events().filter((event) => event.type === type && "id" in event.data.object && event.data.object.id === objectId);

async function advanceClock(seconds: number) {
  const response = await fetch(`${standIn.url}/_stand-in/advance-clock`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ seconds }) });
  expect(response.status).toBe(200);
  await standIn.waitForDeliveries();
}

describe("checkout", () => {
  it("subscribes each plan and cycle at its configured price once the card is confirmed and the webhook applied", async () => {
    const combos = (["premium", "family"] as const).flatMap((plan) => (["monthly", "annual"] as const).map((cycle) => ({ plan, cycle })));
    for (const { plan, cycle } of combos) {
      const user = await member(`${plan} ${cycle}`);
      const intent = await startCheckout(user, plan, cycle);
      const setupIntent = await stripe.setupIntents.retrieve(intent.id);
      expect(setupIntent.metadata).toMatchObject({ uid: user.uid, plan, cycle });
      expect(setupIntent.customer).toBe((await profileOf(user.uid)).stripeCustomerId);
      expect((await profileOf(user.uid)).paymentPlan).toBe(0);

      const confirmed = await confirmAsBrowser(intent);
      expect(confirmed.status).toBe("succeeded");
      await standIn.waitForDeliveries();

      const sub = await liveSubscription(user);
      const price = sub.items.data[0]?.price;
      expect(price?.id).toBe(billing.settings.prices[plan][cycle]);
      const catalogue = planCatalog.find((entry) => entry.id === plan);
      expect(price?.unit_amount).toBe(Math.round((cycle === "monthly" ? (catalogue?.monthly ?? 0) : (catalogue?.annual ?? 0)) * 100));
      expect(price?.recurring?.interval).toBe(cycle === "monthly" ? "month" : "year");
      // Only monthly Premium has the 5-day trial.
      const trial = plan === "premium" && cycle === "monthly";
      expect(sub.status).toBe(trial ? "trialing" : "active");

      const profile = await profileOf(user.uid);
      expect(profile.paymentPlan).toBe(plan === "premium" ? 1 : 2);
      const expectedEnd = trial ? new Date((sub.trial_end ?? 0) * 1000).toISOString() : periodEnd(sub);
      expect(profile.billing?.currentPeriodEnd).toBe(expectedEnd);
      if (trial) expect((sub.trial_end ?? 0) - sub.created).toBe(5 * DAY);

      const status = await statusOf(user);
      expect(status).toMatchObject({ plan, cycle, paymentPlan: plan === "premium" ? 1 : 2, status: trial ? "trialing" : "active", cancelAtPeriodEnd: false, paymentFailed: false, pending: null, currentPeriodEnd: expectedEnd });
      expect(status.card).toEqual({ brand: "visa", last4: "4242" });
      // Choosing the same plan again is refused with a plain message.
      const again = await post("/create-subscription", { plan, cycle, fullName: "Lydia", email: user.email }, user.cookie);
      expect(again).toMatchObject({ status: 409, body: { code: "already-exists", message: "You already have this plan. You can manage it from the billing page." } });
    }
  });

  it("records a Free choice without Stripe, and refuses Free while a paid plan runs", async () => {
    const user = await member("Free Chooser");
    const reply = await post<CreateSubscriptionReply>("/create-subscription", { plan: "free", cycle: "monthly", fullName: "Free Chooser", email: user.email }, user.cookie);
    expect(reply).toMatchObject({ status: 200, body: { payload: { clientSecret: null } } });
    const profile = await profileOf(user.uid);
    expect(profile.planChoice).toBe("free");
    expect(profile.paymentPlan).toBe(0);
    expect(profile.stripeCustomerId ?? null).toBeNull();
    expect(standIn.events("customer.created")).toHaveLength(0);

    const paid = await member("Paid Chooser");
    await subscribe(paid, "premium", "annual");
    const refused = await post("/create-subscription", { plan: "free", cycle: "monthly", fullName: "Paid", email: paid.email }, paid.cookie);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/Cancel it from the billing page/);
  });

  it("leaves a declined card on Free with Stripe's message", async () => {
    const user = await member("Declined Card");
    const intent = await startCheckout(user, "premium", "annual");
    const declined = await confirmAsBrowser(intent, "4000000000000002").then(
      () => null,
      (error: unknown) => error,
    );
    expect(declined).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(declined instanceof Stripe.errors.StripeError ? declined.message : "").toBe("Your card was declined.");
    await standIn.waitForDeliveries();
    expect(await subscriptionsOf(user)).toHaveLength(0);
    expect((await profileOf(user.uid)).paymentPlan).toBe(0);
    // The failure was delivered and recorded, and changed nothing.
    const [failed] = standIn.events("setup_intent.setup_failed");
    expect(failed && (await store.get(stripeEventsCollection, failed.id))).toMatchObject({ type: "setup_intent.setup_failed" });
  });
});

describe("the webhook endpoint", () => {
  async function deliver(payload: string, signature: string | null) {
    const response = await fetch(`${baseUrl}/stripe/webhook`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(signature === null ? {} : { "Stripe-Signature": signature }) },
      body: payload,
    });
    return { status: response.status, body: (await response.json()) as { received: boolean; message: string } };
  }

  it("accepts a correctly signed event and refuses tampered, stale, wrongly keyed and unsigned ones with 400", async () => {
    await stripe.customers.create({ name: "Signed Event" });
    await standIn.waitForDeliveries();
    const [event] = standIn.events("customer.created");
    if (!event) throw new Error("no event");
    await store.delete(stripeEventsCollection, event.id); // the stand-in delivered it already; deliver it by hand from scratch
    const payload = JSON.stringify(event);
    const signed = stripe.webhooks.generateTestHeaderString({ payload, secret });

    const tampered = payload.replace('"Signed Event"', '"Signed Evil"');
    expect(tampered).not.toBe(payload);
    expect(await deliver(tampered, signed)).toEqual({ status: 400, body: { received: false, message: "The Stripe signature does not match this payload." } });
    // The stripe SDK checks a signature's age against the real clock, so ten minutes before the real now is what it must refuse.
    const stale = stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(Date.now() / 1000) - 10 * 60 });
    expect((await deliver(payload, stale)).status).toBe(400);
    const wrongKey = stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_someone_else" });
    expect((await deliver(payload, wrongKey)).status).toBe(400);
    expect(await deliver(payload, null)).toEqual({ status: 400, body: { received: false, message: "Missing Stripe-Signature header." } });
    expect(await store.get(stripeEventsCollection, event.id)).toBeNull();

    expect(await deliver(payload, signed)).toEqual({ status: 200, body: { received: true, message: "Ignored customer.created." } });
    expect(await store.get(stripeEventsCollection, event.id)).toMatchObject({ type: "customer.created", outcome: "Ignored customer.created." });
    expect(await deliver(payload, stripe.webhooks.generateTestHeaderString({ payload, secret }))).toEqual({ status: 200, body: { received: true, message: "Already applied." } });
  });

  it("applies the same event delivered 10 times at once exactly once: one subscription, one event record, one plan change", async () => {
    const user = await member("Ten Deliveries");
    standIn.holdDeliveries();
    const intent = await startCheckout(user, "premium", "annual");
    await confirmAsBrowser(intent);
    const [succeeded] = eventsOf("setup_intent.succeeded", intent.id);
    if (!succeeded) throw new Error("no setup_intent.succeeded");
    const eventDocsBefore = await store.count(stripeEventsCollection);
    expect(tracker.billingWrites(user.uid)).toBe(0);

    const deliveries = await standIn.redeliver(succeeded.id, 10, true);
    expect(deliveries.map((delivery) => delivery.status)).toEqual(Array(10).fill(200));
    expect(await store.count(stripeEventsCollection)).toBe(eventDocsBefore + 1);
    expect(tracker.billingWrites(user.uid)).toBe(1);
    expect(await subscriptionsOf(user)).toHaveLength(1);
    expect((await profileOf(user.uid)).paymentPlan).toBe(1);

    // The events the new subscription caused, each delivered 10 times too, after the held copies.
    await standIn.releaseDeliveries("fifo");
    await standIn.waitForDeliveries();
    const created = eventsOf("customer.subscription.created", (await liveSubscription(user)).id)[0];
    if (!created) throw new Error("no customer.subscription.created");
    const writes = tracker.billingWrites(user.uid);
    const again = await standIn.redeliver(created.id, 10, true);
    expect(again.every((delivery) => delivery.status === 200)).toBe(true);
    expect(tracker.billingWrites(user.uid)).toBe(writes);
    expect(await store.get(stripeEventsCollection, created.id)).toMatchObject({ type: "customer.subscription.created" });
    expect(await statusOf(user)).toMatchObject({ plan: "premium", cycle: "annual", status: "active", paymentPlan: 1 });
  });

  it("ends in the right state when events arrive newest first: an old subscription's end never ends its replacement", async () => {
    const user = await member("Out Of Order");
    await subscribe(user, "premium", "annual");
    const first = await liveSubscription(user);

    standIn.holdDeliveries();
    // The first subscription is ended in Stripe (as from the Dashboard), and a new plan is bought.
    await stripe.subscriptions.cancel(first.id);
    const intent = await startCheckout(user, "family", "monthly");
    await confirmAsBrowser(intent);
    const [succeeded] = eventsOf("setup_intent.succeeded", intent.id);
    if (!succeeded) throw new Error("no setup_intent.succeeded");
    await standIn.deliverEvents([succeeded.id]);
    // Everything else, the old subscription's deletion last.
    const replies = await standIn.releaseDeliveries("reverse");
    expect(replies.every((delivery) => delivery.status === 200)).toBe(true);
    await standIn.waitForDeliveries();
    expect(eventsOf("customer.subscription.deleted", first.id)).toHaveLength(1);

    const second = await liveSubscription(user);
    expect(second.id).not.toBe(first.id);
    expect((await profileOf(user.uid)).paymentPlan).toBe(2);
    expect(await statusOf(user)).toMatchObject({ plan: "family", cycle: "monthly", status: "active", paymentPlan: 2 });
    expect((await profileOf(user.uid)).billing?.subscriptionId).toBe(second.id);

    // Every event of both subscriptions, delivered once more in a shuffled order, changes nothing.
    const writes = tracker.billingWrites(user.uid);
    const customer = (await profileOf(user.uid)).stripeCustomerId;
    const all = standIn.events().filter((event) => JSON.stringify(event.data.object).includes(customer ?? "-"));
    await standIn.deliverEvents([...all].sort(() => Math.random() - 0.5).map((event) => event.id));
    expect(tracker.billingWrites(user.uid)).toBe(writes);
    expect(await statusOf(user)).toMatchObject({ plan: "family", cycle: "monthly", paymentPlan: 2 });
  });

  it("answers 500 when the store fails, so Stripe retries, and the retry applies the event once", async () => {
    const user = await member("Store Outage");
    const intent = await startCheckout(user, "family", "annual");
    await standIn.waitForDeliveries();
    tracker.failNextBillingWrites(user.uid, 1);
    await confirmAsBrowser(intent);
    await standIn.waitForDeliveries();
    const [succeeded] = eventsOf("setup_intent.succeeded", intent.id);
    const attempts = standIn.deliveries().filter((delivery) => delivery.eventId === succeeded?.id);
    expect(attempts.map((delivery) => delivery.status)).toEqual([500, 200]);
    expect(await subscriptionsOf(user)).toHaveLength(1);
    expect(await statusOf(user)).toMatchObject({ plan: "family", cycle: "annual", status: "active", paymentPlan: 2 });
  });
});

describe("a subscription's life", () => {
  it("turns the trial into a paid subscription when it ends", async () => {
    const user = await member("Trial Ender");
    await subscribe(user, "premium", "monthly");
    const trialing = await statusOf(user);
    expect(trialing).toMatchObject({ status: "trialing", paymentPlan: 1 });
    expect(trialing.trialEnd).toBe(trialing.currentPeriodEnd);

    await advanceClock(5 * DAY + 3600);
    const sub = await liveSubscription(user);
    expect(sub.status).toBe("active");
    const active = await statusOf(user);
    expect(active).toMatchObject({ status: "active", paymentPlan: 1, plan: "premium", cycle: "monthly", paymentFailed: false });
    expect(active.currentPeriodEnd).toBe(periodEnd(sub));
    expect(Date.parse(active.currentPeriodEnd ?? "")).toBeGreaterThan(Date.parse(trialing.currentPeriodEnd ?? ""));
    expect((await profileOf(user.uid)).billing?.trialUsed).toBe(true);
  });

  it("keeps the plan while a failed payment is retried, and clears the warning when it is paid", async () => {
    const user = await member("Card Fails Later");
    // 4000000000000341 sets up fine; its charges fail.
    await subscribe(user, "premium", "monthly", "4000000000000341");
    await advanceClock(5 * DAY + 3600);
    const sub = await liveSubscription(user);
    expect(sub.status).toBe("past_due");
    expect(eventsOf("invoice.payment_failed", typeof sub.latest_invoice === "string" ? sub.latest_invoice : (sub.latest_invoice?.id ?? ""))).toHaveLength(1);
    expect(await statusOf(user)).toMatchObject({ status: "past_due", paymentFailed: true, paymentPlan: 1 });

    const customer = (await profileOf(user.uid)).stripeCustomerId ?? "";
    const recovered = await fetch(`${standIn.url}/_stand-in/recover-payment`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ customer }) });
    expect(recovered.status).toBe(200);
    await standIn.waitForDeliveries();
    expect(await statusOf(user)).toMatchObject({ status: "active", paymentFailed: false, paymentPlan: 1 });

    // A renewal that fails (fail-next-payment) and is then paid.
    standIn.failNextPayment(customer);
    await advanceClock(31 * DAY);
    expect(await statusOf(user)).toMatchObject({ status: "past_due", paymentFailed: true, paymentPlan: 1 });
    standIn.recoverPayment(customer);
    await standIn.waitForDeliveries();
    expect(await statusOf(user)).toMatchObject({ status: "active", paymentFailed: false, paymentPlan: 1 });
  });

  it("upgrades, changes cycle and downgrades on the same subscription", async () => {
    const user = await member("Plan Changer");
    await subscribe(user, "premium", "monthly");
    const { id } = await liveSubscription(user);
    const steps: { plan: PaidPlanId; cycle: BillingCycle; paymentPlan: number }[] = [
      { plan: "family", cycle: "monthly", paymentPlan: 2 },
      { plan: "family", cycle: "annual", paymentPlan: 2 },
      { plan: "premium", cycle: "annual", paymentPlan: 1 },
    ];
    for (const step of steps) {
      await subscribe(user, step.plan, step.cycle);
      const sub = await liveSubscription(user);
      expect(sub.id).toBe(id);
      expect(sub.items.data[0]?.price.id).toBe(billing.settings.prices[step.plan][step.cycle]);
      expect(await statusOf(user)).toMatchObject({ plan: step.plan, cycle: step.cycle, paymentPlan: step.paymentPlan, pending: null });
      expect((await profileOf(user.uid)).paymentPlan).toBe(step.paymentPlan);
    }
  });

  it("cancels at the end of the period, shows it, and ends on Free when the period is over", async () => {
    const user = await member("Canceller");
    await subscribe(user, "family", "monthly");
    const sub = await liveSubscription(user);
    const cancelled = await post<BillingStatus>("/billing/cancel", {}, user.cookie);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.payload).toMatchObject({ cancelAtPeriodEnd: true, paymentPlan: 2, status: "active", currentPeriodEnd: periodEnd(sub) });
    await standIn.waitForDeliveries();
    expect((await stripe.subscriptions.retrieve(sub.id)).cancel_at_period_end).toBe(true);
    expect(await statusOf(user)).toMatchObject({ cancelAtPeriodEnd: true, paymentPlan: 2, currentPeriodEnd: periodEnd(sub) });

    await advanceClock((sub.items.data[0]?.current_period_end ?? 0) - standIn.now() + 60);
    expect(eventsOf("customer.subscription.deleted", sub.id)).toHaveLength(1);
    expect(await statusOf(user)).toMatchObject({ paymentPlan: 0, plan: "free", status: "canceled" });
    expect((await profileOf(user.uid)).paymentPlan).toBe(0);
    const again = await post("/billing/cancel", {}, user.cookie);
    expect(again).toMatchObject({ status: 409, body: { message: "You have no paid plan to change." } });
  });

  it("resumes a cancelled plan, which then renews", async () => {
    const user = await member("Resumer");
    await subscribe(user, "premium", "annual");
    const sub = await liveSubscription(user);
    expect((await post<BillingStatus>("/billing/cancel", {}, user.cookie)).body.payload?.cancelAtPeriodEnd).toBe(true);
    const resumed = await post<BillingStatus>("/billing/resume", {}, user.cookie);
    expect(resumed.status).toBe(200);
    expect(resumed.body.payload).toMatchObject({ cancelAtPeriodEnd: false, paymentPlan: 1 });
    await standIn.waitForDeliveries();
    expect((await stripe.subscriptions.retrieve(sub.id)).cancel_at_period_end).toBe(false);

    await advanceClock((sub.items.data[0]?.current_period_end ?? 0) - standIn.now() + 60);
    const renewed = await liveSubscription(user);
    expect(renewed.id).toBe(sub.id);
    const status = await statusOf(user);
    expect(status).toMatchObject({ status: "active", paymentPlan: 1, cancelAtPeriodEnd: false, currentPeriodEnd: periodEnd(renewed) });
    expect(Date.parse(status.currentPeriodEnd ?? "")).toBeGreaterThan(Date.parse(periodEnd(sub)));
  });
});
