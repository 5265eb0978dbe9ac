import type Stripe from "stripe";
import { linesTotal, productName, recurringOf } from "./billing-periods.ts";
import { chargeForChange, PAYMENT_BEHAVIORS, paymentMethodFor } from "./charges.ts";
import { emit } from "./events.ts";
import { draftInvoice, finishInvoice } from "./invoices.ts";
import { listPage } from "./lists.ts";
import { days, newId, periodBoundary, subscriptionItemObject, subscriptionObject, type LineSpec } from "./model.ts";
import { invalidRequest, noSuch, StripeApiError, type Params } from "./params.ts";
import { customerPaymentMethod } from "./payment-methods.ts";
import type { StandInState } from "./state.ts";
import { setCancelAtPeriodEnd } from "./subscription-cancellation.ts";
import { trialWillEnd } from "./subscription-cycle.ts";

/**
 * Subscriptions: created (trialing, active, or incomplete when the first
 * payment fails or waits), read and listed. Changes are in
 * `subscription-updates.ts`, cancelling in `subscription-cancellation.ts`,
 * what time does to them in `subscription-cycle.ts`.
 */

const SUBSCRIPTION_STATUSES = ["active", "all", "canceled", "ended", "incomplete", "incomplete_expired", "past_due", "paused", "trialing", "unpaid"] as const;

export function retrieveSubscription(state: StandInState, id: string): Stripe.Subscription {
  return state.subscription(id);
}

export function listSubscriptions(state: StandInState, p: Params): Stripe.ApiList<Stripe.Subscription> {
  const customer = p.string("customer");
  const price = p.string("price");
  const status = p.oneOf("status", SUBSCRIPTION_STATUSES);
  p.accept("created", "collection_method", "current_period_end", "current_period_start", "test_clock", "automatic_tax");
  const matchesStatus = (sub: Stripe.Subscription) => {
    if (status === undefined) return sub.status !== "canceled" && sub.status !== "incomplete_expired";
    if (status === "all") return true;
    if (status === "ended") return sub.status === "canceled" || sub.status === "incomplete_expired";
    return sub.status === status;
  };
  const subs = [...state.subscriptions.values()]
    .reverse()
    .filter((sub) => customer === undefined || sub.customer === customer)
    .filter((sub) => price === undefined || sub.items.data.some((item) => item.price.id === price))
    .filter(matchesStatus);
  return listPage(subs, p, "/v1/subscriptions", "subscription");
}

export function createSubscription(state: StandInState, p: Params): Stripe.Subscription {
  const customer = state.customer(p.requiredString("customer"), "customer", 400);
  const itemParams = p.objects("items");
  if (itemParams.length === 0) throw invalidRequest("Missing required param: items.", "items", "parameter_missing");
  const now = state.now();
  const subId = newId("sub");
  const items = itemParams.map((item, index) => {
    const priceId = item.requiredString("price");
    const price = state.prices.get(priceId);
    if (!price) throw noSuch("price", priceId, `items[${index}][price]`);
    const quantity = item.int("quantity") ?? 1;
    if (quantity < 0) throw invalidRequest("Invalid quantity: must be zero or more.", `items[${index}][quantity]`);
    const metadata = item.metadata("metadata") ?? {};
    return { price, quantity, metadata };
  });
  const first = items[0];
  if (!first) throw invalidRequest("Missing required param: items.", "items", "parameter_missing");
  const currency = first.price.currency;
  if (items.some((item) => item.price.currency !== currency)) throw invalidRequest("All prices on a subscription must have the same currency.", "items");
  const pmParam = p.string("default_payment_method");
  const defaultPm = pmParam ? customerPaymentMethod(state, customer, pmParam, "default_payment_method").id : null;
  const trialDays = p.int("trial_period_days");
  const trialEndParam = p.string("trial_end");
  const behavior = p.oneOf("payment_behavior", PAYMENT_BEHAVIORS) ?? "allow_incomplete";
  const cancelAtPeriodEnd = p.bool("cancel_at_period_end") ?? false;
  const collection = p.oneOf("collection_method", ["charge_automatically", "send_invoice"]);
  if (collection === "send_invoice") throw invalidRequest("The Stripe stand-in supports only collection_method=charge_automatically.", "collection_method");
  const currencyParam = p.string("currency");
  if (currencyParam !== undefined && currencyParam.toLowerCase() !== currency) throw invalidRequest(`currency ${currencyParam} does not match the price's currency ${currency}.`, "currency");
  const metadata = p.metadata("metadata") ?? {};
  const description = p.string("description") ?? null;
  const settings = p.object("payment_settings");
  settings?.accept("save_default_payment_method", "payment_method_types", "payment_method_options");
  p.accept("proration_behavior", "off_session", "trial_settings", "expand");
  p.rejectUnknown();

  let trialEnd: number | null = null;
  if (trialDays !== undefined) {
    if (trialDays < 1 || trialDays > 730) throw invalidRequest("trial_period_days must be between 1 and 730.", "trial_period_days");
    trialEnd = now + days(trialDays);
  }
  if (trialEndParam !== undefined && trialEndParam !== "now") {
    if (!/^\d+$/.test(trialEndParam)) throw invalidRequest(`Invalid timestamp: ${trialEndParam}`, "trial_end");
    const at = Number(trialEndParam);
    if (at <= now) throw invalidRequest("Invalid timestamp: must be an integer Unix timestamp in the future.", "trial_end");
    trialEnd = at;
  }
  const anchor = trialEnd ?? now;
  const recurring = recurringOf(first.price);
  const periodEnd = trialEnd ?? periodBoundary(anchor, recurring, 1);
  const subItems = items.map((item) =>
    subscriptionItemObject({ id: newId("si", 14), created: now, price: item.price, quantity: item.quantity, subscription: subId, periodStart: now, periodEnd, metadata: item.metadata }),
  );
  const sub = subscriptionObject({
    id: subId,
    created: now,
    customer: customer.id,
    currency,
    defaultPaymentMethod: defaultPm,
    description,
    metadata,
    items: subItems,
    status: trialEnd ? "trialing" : "incomplete",
    billingCycleAnchor: anchor,
    trialStart: trialEnd ? now : null,
    trialEnd,
  });
  if (cancelAtPeriodEnd) setCancelAtPeriodEnd(state, sub, true);

  const lines: LineSpec[] = subItems.map((item) => ({
    amount: trialEnd ? 0 : (item.price.unit_amount ?? 0) * (item.quantity ?? 1),
    description: `${trialEnd ? "Trial period for" : `${item.quantity ?? 1} ×`} ${productName(item.price)}`,
    price: item.price,
    quantity: item.quantity ?? 1,
    periodStart: now,
    periodEnd,
    subscriptionItem: item.id,
    proration: false,
  }));
  const total = linesTotal(lines);
  const paymentMethod = paymentMethodFor(sub, customer);
  if (!trialEnd && total > 0 && !paymentMethod && behavior !== "default_incomplete") {
    throw invalidRequest(
      "This customer has no attached payment source or default payment method. Please consider adding a default payment method. For more information, visit https://docs.stripe.com/billing/subscriptions/payment-methods-setting#payment-method-priority.",
      undefined,
      "resource_missing",
    );
  }
  const outcome = chargeForChange(state, customer, paymentMethod, total, behavior);
  if (behavior === "error_if_incomplete" && outcome !== "not_attempted" && !outcome.ok) {
    throw new StripeApiError(402, outcome.error, true);
  }

  state.subscriptions.set(sub.id, sub);
  state.subscriptionStates.set(sub.id, { pendingLines: [], trialWillEndSent: false });
  const invoice = draftInvoice(state, sub, customer, "subscription_create", lines, now, now);
  sub.latest_invoice = invoice.id;
  if (!trialEnd) sub.status = outcome !== "not_attempted" && outcome.ok ? "active" : "incomplete";
  emit(state, "customer.subscription.created", sub);
  finishInvoice(state, invoice, customer, outcome);
  if (trialEnd && trialEnd - now <= days(3)) trialWillEnd(state, sub);
  return sub;
}
