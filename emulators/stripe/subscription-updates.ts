import type Stripe from "stripe";
import { fullLines, linesTotal, prorationLines, startNewPeriod } from "./billing-periods.ts";
import { chargeForChange, PAYMENT_BEHAVIORS, paymentMethodFor, type ChargeOutcome } from "./charges.ts";
import { emitUpdated } from "./events.ts";
import { draftInvoice, finishInvoice } from "./invoices.ts";
import { newId, planFromPrice, snapshot, stringId, subscriptionItemObject, type LineSpec } from "./model.ts";
import { invalidRequest, noSuch, StripeApiError, type Params } from "./params.ts";
import { customerPaymentMethod } from "./payment-methods.ts";
import type { StandInState } from "./state.ts";
import { applyCancellationDetails, setCancelAt, setCancelAtPeriodEnd } from "./subscription-cancellation.ts";
import { trialWillEnd } from "./subscription-cycle.ts";

/**
 * `POST /v1/subscriptions/:id`: plan and quantity changes with prorations
 * (pending for the next invoice, or billed now), a new interval billed at
 * once, trial changes, scheduled cancellation, and the plain fields.
 */

/** One entry of `items[]`: a change to an existing item (by `id`) or a new one (by `price`). */
interface ItemChange {
  id: string | undefined;
  price: Stripe.Price | undefined;
  quantity: number | undefined;
  deleted: boolean;
  metadata: Stripe.Metadata | undefined;
}

/** An invoice the update bills now. */
interface InvoiceNow {
  lines: LineSpec[];
  reason: Stripe.Invoice.BillingReason;
}

export function updateSubscription(state: StandInState, id: string, p: Params): Stripe.Subscription {
  const sub = state.subscription(id);
  const customer = state.customer(stringId(sub.customer), "customer", 400);
  const before = snapshot(sub);
  const metadata = p.metadata("metadata", sub.metadata);
  const details = p.object("cancellation_details");
  const comment = details?.string("comment");
  const feedback = details?.string("feedback");
  if (sub.status === "canceled" || sub.status === "incomplete_expired") {
    const others = Object.keys(p.raw).filter((key) => key !== "metadata" && key !== "cancellation_details" && key !== "expand");
    if (others.length > 0) throw invalidRequest("A canceled subscription can only update its cancellation_details and metadata.", others[0]);
    p.rejectUnknown();
    if (metadata !== undefined) sub.metadata = metadata;
    applyCancellationDetails(sub, comment, feedback);
    emitUpdated(state, "customer.subscription.updated", sub, before);
    return sub;
  }
  const description = p.string("description");
  const pmParam = p.string("default_payment_method");
  const cancelAtPeriodEnd = p.bool("cancel_at_period_end");
  const cancelAt = p.string("cancel_at");
  const trialEndParam = p.string("trial_end");
  const proration = p.oneOf("proration_behavior", ["create_prorations", "none", "always_invoice"]) ?? "create_prorations";
  const behavior = p.oneOf("payment_behavior", PAYMENT_BEHAVIORS) ?? "allow_incomplete";
  const prorationDate = p.int("proration_date");
  const itemChanges = readItemChanges(state, sub, p);
  p.accept("off_session", "payment_settings", "trial_settings", "expand", "billing_cycle_anchor");
  p.rejectUnknown();

  const now = state.now();
  if (pmParam !== undefined) sub.default_payment_method = pmParam === "" ? null : customerPaymentMethod(state, customer, pmParam, "default_payment_method").id;
  if (description !== undefined) sub.description = description === "" ? null : description;
  if (metadata !== undefined) sub.metadata = metadata;
  applyCancellationDetails(sub, comment, feedback);
  if (cancelAtPeriodEnd !== undefined) setCancelAtPeriodEnd(state, sub, cancelAtPeriodEnd);
  if (cancelAt !== undefined) setCancelAt(state, sub, cancelAt, now);

  const oldItems = snapshot(sub.items.data);
  applyItemChanges(sub, itemChanges, now);
  if (sub.items.data.length === 0) throw invalidRequest("A subscription must have at least one active plan. To cancel a subscription, please use the cancel API endpoint.", "items");

  let invoice = trialEndParam === undefined ? undefined : changeTrialEnd(state, sub, trialEndParam, now);
  if (itemChanges.length > 0 && !invoice && sub.status !== "trialing") {
    invoice = prorateItemChanges(state, sub, oldItems, proration, prorationDate ?? now, now);
  }

  let outcome: ChargeOutcome | "not_attempted" | undefined;
  let draft: Stripe.Invoice | undefined;
  if (invoice) {
    // An invoice made now also bills the prorations still pending from earlier changes.
    const pending = state.subscriptionState(sub.id).pendingLines;
    invoice.lines = [...pending, ...invoice.lines];
    outcome = chargeForChange(state, customer, paymentMethodFor(sub, customer), linesTotal(invoice.lines), behavior);
    if (behavior === "error_if_incomplete" && outcome !== "not_attempted" && !outcome.ok) {
      // Nothing happened: put the subscription back as it was (its wire copy, which is what every reply and event is made of).
      Object.assign(sub, before);
      throw new StripeApiError(402, outcome.error, true);
    }
    state.subscriptionState(sub.id).pendingLines = [];
    draft = draftInvoice(state, sub, customer, invoice.reason, invoice.lines, now, now);
    sub.latest_invoice = draft.id;
    sub.status = outcome !== "not_attempted" && outcome.ok ? "active" : "past_due";
  }
  emitUpdated(state, "customer.subscription.updated", sub, before);
  if (draft && outcome) finishInvoice(state, draft, customer, outcome);
  return sub;
}

/** Reads and checks `items[]` before anything changes. */
function readItemChanges(state: StandInState, sub: Stripe.Subscription, p: Params): ItemChange[] {
  return p.objects("items").map((item, index) => {
    const priceId = item.string("price");
    const change: ItemChange = {
      id: item.string("id"),
      price: priceId === undefined ? undefined : state.prices.get(priceId),
      quantity: item.int("quantity"),
      deleted: item.bool("deleted") ?? false,
      metadata: item.metadata("metadata"),
    };
    item.accept("clear_usage", "discounts", "tax_rates");
    if (priceId !== undefined && !change.price) throw noSuch("price", priceId, `items[${index}][price]`);
    if (change.price && change.price.currency !== sub.currency) throw invalidRequest("All prices on a subscription must have the same currency.", `items[${index}][price]`);
    if (change.id !== undefined && !sub.items.data.some((candidate) => candidate.id === change.id)) throw noSuch("subscription item", change.id, `items[${index}][id]`);
    if (change.id === undefined && !change.price) throw invalidRequest(`Missing required param: items[${index}][price].`, `items[${index}][price]`, "parameter_missing");
    return change;
  });
}

/** Price, quantity, additions and removals; a new item joins the current period. */
function applyItemChanges(sub: Stripe.Subscription, changes: ItemChange[], now: number): void {
  for (const change of changes) {
    const existing = change.id === undefined ? undefined : sub.items.data.find((candidate) => candidate.id === change.id);
    if (existing && change.deleted) {
      sub.items.data = sub.items.data.filter((candidate) => candidate !== existing);
    } else if (existing) {
      if (change.price) {
        existing.price = change.price;
        existing.plan = planFromPrice(change.price);
      }
      if (change.quantity !== undefined) existing.quantity = change.quantity;
      if (change.metadata !== undefined) existing.metadata = change.metadata;
    } else if (change.price) {
      const template = sub.items.data[0];
      sub.items.data.push(
        subscriptionItemObject({
          id: newId("si", 14),
          created: now,
          price: change.price,
          quantity: change.quantity ?? 1,
          subscription: sub.id,
          periodStart: template?.current_period_start ?? now,
          periodEnd: template?.current_period_end ?? now,
          metadata: change.metadata ?? {},
        }),
      );
    }
  }
}

/** `trial_end`: "now" ends a trial and bills a fresh period at once; a timestamp (re)starts a trial until then. */
function changeTrialEnd(state: StandInState, sub: Stripe.Subscription, trialEnd: string, now: number): InvoiceNow | undefined {
  if (trialEnd === "now") {
    if (sub.status !== "trialing") return undefined;
    sub.trial_end = now;
    startNewPeriod(sub, now);
    const invoice: InvoiceNow = { lines: fullLines(sub), reason: "subscription_update" };
    trialWillEnd(state, sub);
    return invoice;
  }
  if (!/^\d+$/.test(trialEnd) || Number(trialEnd) <= now) throw invalidRequest("Invalid timestamp: must be an integer Unix timestamp in the future.", "trial_end");
  const at = Number(trialEnd);
  sub.status = "trialing";
  sub.trial_start = sub.trial_start ?? now;
  sub.trial_end = at;
  sub.billing_cycle_anchor = at;
  for (const item of sub.items.data) item.current_period_end = at;
  state.subscriptionState(sub.id).trialWillEndSent = false;
  return undefined;
}

/**
 * Credits unused time on the old items and charges the rest of the period
 * on the new ones: kept for the next invoice, or billed now with
 * `always_invoice`. A new billing interval resets the billing cycle anchor
 * and bills a whole new period now.
 */
function prorateItemChanges(
  state: StandInState,
  sub: Stripe.Subscription,
  oldItems: Stripe.SubscriptionItem[],
  proration: "create_prorations" | "none" | "always_invoice",
  changeTime: number,
  now: number,
): InvoiceNow | undefined {
  const intervalChanged = sub.items.data.some((item) => {
    const old = oldItems.find((candidate) => candidate.id === item.id);
    return !old || old.price.recurring?.interval !== item.price.recurring?.interval || old.price.recurring?.interval_count !== item.price.recurring?.interval_count;
  });
  const credits = proration === "none" ? [] : prorationLines(oldItems, changeTime, -1);
  if (intervalChanged) {
    startNewPeriod(sub, now);
    return { lines: [...credits, ...fullLines(sub)], reason: "subscription_update" };
  }
  if (proration === "none") return undefined;
  const lines = [...credits, ...prorationLines(sub.items.data, changeTime, 1)].filter((line) => line.amount !== 0);
  if (proration === "always_invoice") return { lines, reason: "subscription_update" };
  state.subscriptionState(sub.id).pendingLines.push(...lines);
  return undefined;
}
