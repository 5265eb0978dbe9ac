import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startStripeStandIn, type StripeStandIn } from "./stand-in.ts";

/**
 * The stand-in driven by the real `stripe` SDK, with a tiny webhook receiver
 * that verifies every delivery with `stripe.webhooks.constructEvent`.
 */

const secret = "whsec_stand_in_test_secret";
const DAY = 86_400;
const prices = {
  premiumMonthly: "price_test_premium_monthly",
  premiumAnnual: "price_test_premium_annual",
  familyMonthly: "price_test_family_monthly",
};

interface Received {
  event: Stripe.Event;
  raw: string;
}

let standIn: StripeStandIn;
let receiver: Server;
let stripe: Stripe;
const received: Received[] = [];
/** Status codes the receiver answers before it answers 200 again. */
let failWith: number[] = [];
let rejectedSignatures = 0;

beforeAll(async () => {
  stripe = new Stripe("sk_test_berea_stand_in", { host: "127.0.0.1", port: 1, protocol: "http", maxNetworkRetries: 0 });
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const forced = failWith.shift();
      if (forced !== undefined) {
        res.writeHead(forced).end("not now");
        return;
      }
      try {
        const event = stripe.webhooks.constructEvent(raw, req.headers["stripe-signature"] ?? "", secret);
        received.push({ event, raw });
        res.writeHead(200, { "Content-Type": "application/json" }).end('{"received":true}');
      } catch {
        rejectedSignatures++;
        res.writeHead(400).end("bad signature");
      }
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  standIn = await startStripeStandIn({
    webhookUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhook`, // a TCP server's address is an AddressInfo
    webhookSecret: secret,
    retryDelayMs: 10,
    prices: [
      { id: prices.premiumMonthly, unit_amount: 499, interval: "month", lookup_key: "premium_monthly", metadata: { plan: "premium", cycle: "monthly" } },
      { id: prices.premiumAnnual, unit_amount: 4799, interval: "year", lookup_key: "premium_annual", metadata: { plan: "premium", cycle: "annual" } },
      { id: prices.familyMonthly, unit_amount: 999, interval: "month", lookup_key: "family_monthly", metadata: { plan: "family", cycle: "monthly" } },
    ],
  });
  stripe = new Stripe("sk_test_berea_stand_in", { ...standIn.sdkConfig, maxNetworkRetries: 0 });
});

afterAll(async () => {
  await standIn.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

beforeEach(() => {
  failWith = [];
});

/** What a browser's Stripe.js sends to confirm a SetupIntent with a card. */
async function confirmAsBrowser(clientSecret: string, number: string, billing = { name: "Ruth Moab", email: "ruth@example.com" }) {
  const id = clientSecret.split("_secret_")[0] ?? "";
  const body = new URLSearchParams({
    key: "pk_test_berea_stand_in",
    client_secret: clientSecret,
    "payment_method_data[type]": "card",
    "payment_method_data[card][number]": number,
    "payment_method_data[card][exp_month]": "12",
    // Two years past the stand-in's own date, which it checks the expiry against.
    "payment_method_data[card][exp_year]": String(new Date(standIn.now() * 1000).getUTCFullYear() + 2),
    "payment_method_data[card][cvc]": "123",
    "payment_method_data[billing_details][name]": billing.name,
    "payment_method_data[billing_details][email]": billing.email,
    "payment_method_data[billing_details][address][postal_code]": "12345",
    expected_payment_method_type: "card",
    use_stripe_sdk: "true",
  });
  const response = await fetch(`${standIn.url}/v1/setup_intents/${id}/confirm`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });
  return { status: response.status, json: (await response.json()) as { id?: string; status?: string; payment_method?: string; error?: Stripe.SetupIntent.LastSetupError & { setup_intent?: Stripe.SetupIntent } } };
}

async function control(path: string, body: Record<string, unknown> = {}) {
  const response = await fetch(`${standIn.url}/_stand-in/${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

/** The verified events the receiver got about an object, in arrival order. */
async function receivedFor(objectId: string, type?: string): Promise<Stripe.Event[]> {
  await standIn.waitForDeliveries();
  return received
    .map((entry) => entry.event)
    .filter((event) => objectIdOf(event) === objectId && (type === undefined || event.type === type));
}

function objectIdOf(event: Stripe.Event): string {
  const object: unknown = event.data.object;
  return typeof object === "object" && object !== null && "id" in object && typeof object.id === "string" ? object.id : "";
}

async function balanceOf(customerId: string): Promise<number> {
  const customer = await stripe.customers.retrieve(customerId);
  if (customer.deleted) throw new Error("customer deleted");
  return customer.balance;
}

/** A customer with a working (or failing) card set up through a SetupIntent, as the app's flow does. */
async function customerWithCard(uid: string, number = "4242424242424242") {
  const customer = await stripe.customers.create({ email: `${uid}@example.com`, metadata: { uid } });
  const intent = await stripe.setupIntents.create({ customer: customer.id, usage: "off_session", allowed_payment_method_types: ["card"], metadata: { uid, plan: "premium", cycle: "monthly" } });
  const confirmed = await confirmAsBrowser(intent.client_secret ?? "", number);
  expect(confirmed.status).toBe(200);
  const fetched = await stripe.setupIntents.retrieve(intent.id);
  const paymentMethod = typeof fetched.payment_method === "string" ? fetched.payment_method : "";
  await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: paymentMethod } });
  return { customer, intent, paymentMethod };
}

describe("Stripe stand-in, driven by the real SDK", () => {
  it("runs the whole flow: setup intent, browser confirm, signed webhooks, trial, trial end, invoice.paid", async () => {
    const customer = await stripe.customers.create({ email: "naomi@example.com", name: "Naomi", metadata: { uid: "uid-naomi" } });
    expect(customer.id).toMatch(/^cus_/);
    expect(customer.metadata).toEqual({ uid: "uid-naomi" });

    const intent = await stripe.setupIntents.create({
      customer: customer.id,
      usage: "off_session",
      allowed_payment_method_types: ["card"],
      metadata: { uid: "uid-naomi", plan: "premium", cycle: "monthly" },
    });
    expect(intent.status).toBe("requires_payment_method");
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_`));

    const confirmed = await confirmAsBrowser(intent.client_secret ?? "", "4242 4242 4242 4242");
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.status).toBe("succeeded");

    const [succeeded] = await receivedFor(intent.id, "setup_intent.succeeded");
    expect(succeeded?.api_version).toBe(Stripe.API_VERSION);
    expect(rejectedSignatures).toBe(0);

    // The server's webhook handler: re-fetch, set the default card, subscribe with a 5-day trial.
    const fetched = await stripe.setupIntents.retrieve(intent.id);
    expect(fetched.metadata).toEqual({ uid: "uid-naomi", plan: "premium", cycle: "monthly" });
    const paymentMethod = String(fetched.payment_method);
    const updated = await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: paymentMethod } });
    expect(updated.invoice_settings.default_payment_method).toBe(paymentMethod);
    const card = await stripe.paymentMethods.retrieve(paymentMethod);
    expect(card.card).toMatchObject({ brand: "visa", last4: "4242", exp_month: 12 });
    expect(card.billing_details).toMatchObject({ name: "Ruth Moab", email: "ruth@example.com" });
    expect(card.customer).toBe(customer.id);

    const start = standIn.now();
    const sub = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: prices.premiumMonthly }],
      default_payment_method: paymentMethod,
      trial_period_days: 5,
      metadata: { uid: "uid-naomi", plan: "premium", cycle: "monthly" },
    });
    expect(sub.status).toBe("trialing");
    expect(sub.trial_end).toBeGreaterThanOrEqual(start + 5 * DAY);
    const item = sub.items.data[0];
    expect(item?.price.id).toBe(prices.premiumMonthly);
    expect(item?.current_period_end).toBe(sub.trial_end);
    expect(item?.price.unit_amount_decimal?.toString()).toBe("499");

    const [created] = await receivedFor(sub.id, "customer.subscription.created");
    expect(created?.data.object).toMatchObject({ id: sub.id, status: "trialing" });

    const expanded = await stripe.subscriptions.retrieve(sub.id, { expand: ["default_payment_method", "latest_invoice"] });
    expect(typeof expanded.default_payment_method === "object" && expanded.default_payment_method?.card?.last4).toBe("4242");
    expect(typeof expanded.latest_invoice === "object" && expanded.latest_invoice?.amount_paid).toBe(0);

    // Five days later the trial ends: the subscription is active and the first month is paid.
    const advanced = await control("advance-clock", { seconds: 5 * DAY + 60 });
    const types = (advanced.events as Array<{ type: string }>).map((event) => event.type);
    expect(types).toEqual(expect.arrayContaining(["customer.subscription.trial_will_end", "customer.subscription.updated", "invoice.paid"]));
    const updates = await receivedFor(sub.id, "customer.subscription.updated");
    expect(updates.at(-1)?.data.object).toMatchObject({ status: "active" });
    expect(updates.at(-1)?.data.previous_attributes).toMatchObject({ status: "trialing" });
    const active = await stripe.subscriptions.retrieve(sub.id, { expand: ["latest_invoice.payments"] });
    expect(active.status).toBe("active");
    expect(active.items.data[0]?.current_period_start).toBe(sub.trial_end);
    const invoice = active.latest_invoice;
    if (typeof invoice !== "object" || invoice === null) throw new Error("latest_invoice was not expanded");
    expect(invoice).toMatchObject({ status: "paid", amount_paid: 499, billing_reason: "subscription_cycle" });
    expect(invoice.parent?.subscription_details?.subscription).toBe(sub.id);
    expect(invoice.payments?.data[0]).toMatchObject({ status: "paid", amount_paid: 499 });
    const paid = await receivedFor(invoice.id, "invoice.paid");
    expect(paid).toHaveLength(1);

    // Events can be fetched back from the API, as a server that re-fetches does.
    const event = await stripe.events.retrieve(paid[0]?.id ?? "");
    expect(event.type).toBe("invoice.paid");
    const listed = await stripe.events.list({ type: "customer.subscription.*", limit: 100 });
    expect(listed.data.some((candidate) => candidate.id === created?.id)).toBe(true);
  });

  it("answers a declined card as Stripe does, to the browser and through the SDK", async () => {
    const customer = await stripe.customers.create({ metadata: { uid: "uid-declined" } });
    const intent = await stripe.setupIntents.create({ customer: customer.id, usage: "off_session", allowed_payment_method_types: ["card"] });
    const declined = await confirmAsBrowser(intent.client_secret ?? "", "4000000000000002");
    expect(declined.status).toBe(402);
    expect(declined.json.error).toMatchObject({ type: "card_error", code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." });
    expect(declined.json.error?.setup_intent).toMatchObject({ id: intent.id, status: "requires_payment_method" });
    const failed = await receivedFor(intent.id, "setup_intent.setup_failed");
    expect(failed).toHaveLength(1);
    const after = await stripe.setupIntents.retrieve(intent.id);
    expect(after.last_setup_error).toMatchObject({ code: "card_declined", type: "card_error" });

    const error = await stripe.setupIntents.confirm(intent.id, { payment_method: "pm_card_chargeDeclined" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({ type: "StripeCardError", code: "card_declined", decline_code: "generic_decline", statusCode: 402, message: "Your card was declined." });

    // A number that is not a test card is refused, as in test mode; a bad number never reaches a decline.
    const live = await confirmAsBrowser(intent.client_secret ?? "", "4111111111111111");
    expect(live.json.error).toMatchObject({ type: "card_error", code: "card_declined" });
    const bad = await confirmAsBrowser(intent.client_secret ?? "", "4242424242424241");
    expect(bad.json.error).toMatchObject({ type: "card_error", code: "incorrect_number" });

    // And a good card then succeeds on the same intent.
    const retried = await confirmAsBrowser(intent.client_secret ?? "", "4242424242424242");
    expect(retried.json.status).toBe("succeeded");
  });

  it("turns a failing card into invoice.payment_failed and past_due, and recovers", async () => {
    const { customer, paymentMethod } = await customerWithCard("uid-failing", "4000000000000341");
    const sub = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: prices.premiumMonthly }], default_payment_method: paymentMethod, trial_period_days: 5 });
    expect(sub.status).toBe("trialing");
    standIn.advanceClock(5 * DAY + 1);
    const pastDue = await stripe.subscriptions.retrieve(sub.id);
    expect(pastDue.status).toBe("past_due");
    const invoiceId = String(pastDue.latest_invoice);
    expect(await receivedFor(invoiceId, "invoice.payment_failed")).toHaveLength(1);
    const invoice = await stripe.invoices.retrieve(invoiceId);
    expect(invoice).toMatchObject({ status: "open", attempt_count: 1, amount_remaining: 499 });

    const recovered = await control("recover-payment", { customer: customer.id });
    expect((recovered.events as Array<{ type: string }>).map((event) => event.type)).toEqual(expect.arrayContaining(["invoice.paid", "customer.subscription.updated"]));
    expect((await stripe.subscriptions.retrieve(sub.id)).status).toBe("active");
    expect(await receivedFor(invoiceId, "invoice.paid")).toHaveLength(1);
    const updates = await receivedFor(sub.id, "customer.subscription.updated");
    expect(updates.at(-1)?.data.previous_attributes).toMatchObject({ status: "past_due" });
  });

  it("charges a subscription without trial at once, applies balance credit, and fails and recovers renewals", async () => {
    const { customer, paymentMethod } = await customerWithCard("uid-annual");
    // A referral reward: a credit on the customer's balance, applied to the next invoice.
    const credit = await stripe.customers.createBalanceTransaction(customer.id, { amount: -499, currency: "usd", description: "Referral reward" });
    expect(credit).toMatchObject({ amount: -499, ending_balance: -499, type: "adjustment" });
    expect(await balanceOf(customer.id)).toBe(-499);
    const transactions = await stripe.customers.listBalanceTransactions(customer.id);
    expect(transactions.data.map((txn) => txn.id)).toEqual([credit.id]);

    const sub = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: prices.premiumAnnual }], default_payment_method: paymentMethod, expand: ["latest_invoice"] });
    expect(sub.status).toBe("active");
    const invoice = sub.latest_invoice;
    if (typeof invoice !== "object" || invoice === null) throw new Error("latest_invoice was not expanded");
    expect(invoice).toMatchObject({ status: "paid", total: 4799, amount_due: 4300, amount_paid: 4300, starting_balance: -499, ending_balance: 0 });
    expect(await balanceOf(customer.id)).toBe(0);
    const periodEnd = sub.items.data[0]?.current_period_end ?? 0;
    expect(new Date(periodEnd * 1000).getUTCFullYear()).toBe(new Date(sub.created * 1000).getUTCFullYear() + 1);
    expect(await receivedFor(invoice.id, "invoice.paid")).toHaveLength(1);

    standIn.failNextPayment(customer.id);
    standIn.advanceClock(periodEnd - standIn.now() + 1);
    const renewed = await stripe.subscriptions.retrieve(sub.id);
    expect(renewed.status).toBe("past_due");
    expect(renewed.items.data[0]?.current_period_start).toBe(periodEnd);
    expect(await receivedFor(String(renewed.latest_invoice), "invoice.payment_failed")).toHaveLength(1);
    const paid = await stripe.invoices.pay(String(renewed.latest_invoice));
    expect(paid.status).toBe("paid");
    expect((await stripe.subscriptions.retrieve(sub.id)).status).toBe("active");
  });

  it("cancels at period end (and can resume), and cancels now", async () => {
    const { customer, paymentMethod } = await customerWithCard("uid-cancel");
    const sub = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: prices.premiumMonthly }], default_payment_method: paymentMethod });
    const periodEnd = sub.items.data[0]?.current_period_end ?? 0;

    const resumed = await stripe.subscriptions.update(sub.id, { cancel_at_period_end: true });
    expect(resumed).toMatchObject({ cancel_at_period_end: true, cancel_at: periodEnd, status: "active" });
    expect(resumed.cancellation_details?.reason).toBe("cancellation_requested");
    const undone = await stripe.subscriptions.update(sub.id, { cancel_at_period_end: false });
    expect(undone).toMatchObject({ cancel_at_period_end: false, cancel_at: null, canceled_at: null });
    await stripe.subscriptions.update(sub.id, { cancel_at_period_end: true });
    const updates = await receivedFor(sub.id, "customer.subscription.updated");
    expect(updates.map((event) => event.data.previous_attributes)).toEqual([
      expect.objectContaining({ cancel_at_period_end: false }),
      expect.objectContaining({ cancel_at_period_end: true }),
      expect.objectContaining({ cancel_at_period_end: false }),
    ]);

    standIn.advanceClock(periodEnd - standIn.now() - 10);
    expect((await stripe.subscriptions.retrieve(sub.id)).status).toBe("active");
    standIn.advanceClock(20);
    const ended = await stripe.subscriptions.retrieve(sub.id);
    expect(ended).toMatchObject({ status: "canceled", ended_at: periodEnd });
    expect(await receivedFor(sub.id, "customer.subscription.deleted")).toHaveLength(1);

    const other = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: prices.familyMonthly }], default_payment_method: paymentMethod });
    const canceled = await stripe.subscriptions.cancel(other.id);
    expect(canceled.status).toBe("canceled");
    expect(await receivedFor(other.id, "customer.subscription.deleted")).toHaveLength(1);
    await expect(stripe.subscriptions.cancel(other.id)).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);

    const listed = await stripe.subscriptions.list({ customer: customer.id, status: "all" });
    expect(listed.data.map((s) => s.id)).toEqual([other.id, sub.id]);
    expect((await stripe.subscriptions.list({ customer: customer.id })).data).toEqual([]);
  });

  it("changes the price: same interval prorates onto the next invoice, a new interval bills now", async () => {
    const { customer, paymentMethod } = await customerWithCard("uid-upgrade");
    const sub = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: prices.premiumMonthly }], default_payment_method: paymentMethod, metadata: { plan: "premium" } });
    const itemId = sub.items.data[0]?.id ?? "";
    const firstInvoice = sub.latest_invoice;

    const family = await stripe.subscriptions.update(sub.id, { items: [{ id: itemId, price: prices.familyMonthly }], proration_behavior: "create_prorations", metadata: { plan: "family" } });
    expect(family.items.data).toHaveLength(1);
    expect(family.items.data[0]).toMatchObject({ id: itemId, price: { id: prices.familyMonthly }, plan: { id: prices.familyMonthly, amount: 999 } });
    expect(family.metadata).toEqual({ plan: "family" });
    expect(family.latest_invoice).toBe(firstInvoice);
    const [changed] = await receivedFor(sub.id, "customer.subscription.updated");
    expect(changed?.data.previous_attributes).toMatchObject({ metadata: { plan: "premium" } });

    const annual = await stripe.subscriptions.update(sub.id, { items: [{ id: itemId, price: prices.premiumAnnual }], proration_behavior: "always_invoice", expand: ["latest_invoice"] });
    const invoice = annual.latest_invoice;
    if (typeof invoice !== "object" || invoice === null) throw new Error("latest_invoice was not expanded");
    expect(invoice.billing_reason).toBe("subscription_update");
    expect(invoice.lines.data.some((line) => line.amount < 0 && line.parent?.subscription_item_details?.proration)).toBe(true);
    expect(invoice.status).toBe("paid");
    expect(invoice.amount_paid).toBeLessThan(4799);
    // 4799 for the year, less the unused family month (999), plus the pending premium-to-family proration (+999 -499).
    expect(invoice.amount_paid).toBe(4799 - 999 + 999 - 499);
    const end = annual.items.data[0]?.current_period_end ?? 0;
    expect(end - (annual.items.data[0]?.current_period_start ?? 0)).toBeGreaterThanOrEqual(365 * DAY);
  });

  it("replays an idempotent request and refuses a key reused with other parameters", async () => {
    const first = await stripe.customers.create({ email: "same@example.com" }, { idempotencyKey: "create-same" });
    const again = await stripe.customers.create({ email: "same@example.com" }, { idempotencyKey: "create-same" });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers["idempotent-replayed"]).toBe("true");
    await expect(stripe.customers.create({ email: "other@example.com" }, { idempotencyKey: "create-same" })).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    const found = await stripe.customers.list({ email: "same@example.com" });
    expect(found.data).toHaveLength(1);
    const search = await stripe.customers.search({ query: "email:'same@example.com'" });
    expect(search.data.map((c) => c.id)).toEqual([first.id]);
  });

  it("lists and retrieves prices", async () => {
    const price = await stripe.prices.retrieve(prices.premiumAnnual);
    expect(price).toMatchObject({ id: prices.premiumAnnual, unit_amount: 4799, currency: "usd", recurring: { interval: "year" }, lookup_key: "premium_annual", metadata: { plan: "premium", cycle: "annual" } });
    const byKey = await stripe.prices.list({ lookup_keys: ["premium_monthly", "family_monthly"] });
    expect(byKey.data.map((p) => p.id).sort()).toEqual([prices.familyMonthly, prices.premiumMonthly].sort());
    const all = await stripe.prices.list({ limit: 2 });
    expect(all.has_more).toBe(true);
    const rest = await stripe.prices.list({ limit: 2, starting_after: all.data[1]?.id });
    expect(rest.data).toHaveLength(1);
  });

  it("answers errors in Stripe's shapes", async () => {
    await expect(stripe.customers.retrieve("cus_missing")).rejects.toMatchObject({ type: "StripeInvalidRequestError", statusCode: 404, code: "resource_missing", param: "id" });
    await expect(stripe.subscriptions.create({ customer: "cus_missing", items: [{ price: prices.premiumMonthly }] })).rejects.toMatchObject({ statusCode: 400, param: "customer" });
    const customer = await stripe.customers.create({});
    await expect(stripe.subscriptions.create({ customer: customer.id, items: [{ price: "price_nope" }] })).rejects.toMatchObject({ param: "items[0][price]", code: "resource_missing" });
    await expect(stripe.subscriptions.create({ customer: customer.id, items: [{ price: prices.premiumMonthly }] })).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      message: expect.stringContaining("no attached payment source or default payment method"),
    });
    const unknown = await stripe.rawRequest("POST", "/v1/customers", { colour: "blue" }).catch((error: unknown) => error);
    expect(unknown).toMatchObject({ code: "parameter_unknown", param: "colour" });
    // This API version creates SetupIntents with allowed_payment_method_types; the old name is refused.
    const oldName = await stripe.rawRequest("POST", "/v1/setup_intents", { payment_method_types: ["card"] }).catch((error: unknown) => error);
    expect(oldName).toMatchObject({ code: "parameter_unknown", param: "payment_method_types", message: expect.stringContaining("allowed_payment_method_types") });
    const anonymous = await fetch(`${standIn.url}/v1/customers`);
    expect(anonymous.status).toBe(401);
    const publishable = await fetch(`${standIn.url}/v1/customers`, { headers: { Authorization: "Bearer pk_test_123" } });
    expect(publishable.status).toBe(401);
    const wrongKey = new Stripe("sk_live_nope", { ...standIn.sdkConfig, maxNetworkRetries: 0 });
    await expect(wrongKey.customers.list()).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  it("retries failed deliveries, redelivers on request, and can deliver out of order", async () => {
    const customer = await stripe.customers.create({ metadata: { uid: "uid-webhooks" } });
    await standIn.waitForDeliveries();
    failWith = [500, 503];
    const updated = await stripe.customers.update(customer.id, { name: "Boaz" });
    await standIn.waitForDeliveries();
    const attempts = standIn.deliveries().filter((delivery) => delivery.objectId === updated.id && delivery.eventType === "customer.updated");
    expect(attempts.map((delivery) => delivery.status)).toEqual([500, 503, 200]);
    const event = (await receivedFor(customer.id, "customer.updated"))[0];
    if (!event) throw new Error("customer.updated was not delivered");

    const redelivered = await control("redeliver", { eventId: event.id, times: 3 });
    expect((redelivered.data as unknown[]).length).toBe(3);
    expect((await receivedFor(customer.id, "customer.updated")).map((e) => e.id)).toEqual([event.id, event.id, event.id, event.id]);

    // Hold three updates, then deliver them newest first.
    standIn.holdDeliveries();
    for (const name of ["One", "Two", "Three"]) await stripe.customers.update(customer.id, { name });
    expect(await receivedFor(customer.id, "customer.updated")).toHaveLength(4);
    const out = await control("deliver-out-of-order");
    expect((out.data as unknown[]).length).toBe(3);
    const names = (await receivedFor(customer.id, "customer.updated")).slice(4).map((e) => (e.data.object as Stripe.Customer).name); // customer.updated carries a Customer
    expect(names).toEqual(["Three", "Two", "One"]);
    expect(rejectedSignatures).toBe(0);
  });

  it("serves the Stripe.js stand-in", async () => {
    const response = await fetch(`${standIn.url}/v3/`);
    expect(response.headers.get("content-type")).toContain("javascript");
    const text = await response.text();
    expect(text).toContain("window.Stripe = Stripe");
    expect((await fetch(`${standIn.url}/endive/stripe.js`)).status).toBe(200);
  });
});
