import type Stripe from "stripe";
import { periodBoundary, type LineSpec } from "./model.ts";

/** A subscription's billing periods, and the invoice lines that bill a period or prorate a change within one. */

export function periodEnd(sub: Stripe.Subscription): number {
  return sub.items.data[0]?.current_period_end ?? sub.billing_cycle_anchor;
}

/** Starts a fresh period at `at` (trial end, trial_end=now, or an interval change) and makes it the billing cycle anchor. */
export function startNewPeriod(sub: Stripe.Subscription, at: number): void {
  sub.billing_cycle_anchor = at;
  const recurring = recurringOf(sub.items.data[0]?.price);
  const end = periodBoundary(at, recurring, 1);
  for (const item of sub.items.data) {
    item.current_period_start = at;
    item.current_period_end = end;
  }
}

/** Moves a subscription to its next period, counted from its billing cycle anchor so month ends do not drift. */
export function advancePeriod(sub: Stripe.Subscription): void {
  const start = periodEnd(sub);
  const recurring = recurringOf(sub.items.data[0]?.price);
  const end = periodBoundary(sub.billing_cycle_anchor, recurring, periodIndex(sub.billing_cycle_anchor, recurring, start) + 1);
  for (const item of sub.items.data) {
    item.current_period_start = start;
    item.current_period_end = end;
  }
}

export function recurringOf(price: Stripe.Price | undefined): Stripe.Price.Recurring {
  return price?.recurring ?? { interval: "month", interval_count: 1, meter: null, trial_period_days: null, usage_type: "licensed" };
}

/** Which period (0, 1, ...) after `anchor` starts at `start`. */
function periodIndex(anchor: number, recurring: Stripe.Price.Recurring, start: number): number {
  let index = 0;
  while (periodBoundary(anchor, recurring, index + 1) <= start && index < 100_000) index++;
  return index;
}

export function productName(price: Stripe.Price): string {
  return price.nickname ?? price.metadata.plan ?? (typeof price.product === "string" ? price.product : price.product.id);
}

/** A line per item for its whole current period. */
export function fullLines(sub: Stripe.Subscription): LineSpec[] {
  return sub.items.data.map((item) => ({
    amount: (item.price.unit_amount ?? 0) * (item.quantity ?? 1),
    description: `${item.quantity ?? 1} × ${productName(item.price)}`,
    price: item.price,
    quantity: item.quantity ?? 1,
    periodStart: item.current_period_start,
    periodEnd: item.current_period_end,
    subscriptionItem: item.id,
    proration: false,
  }));
}

/** Proration for the rest of the current period: `sign` -1 credits unused time on old items, +1 charges remaining time on new ones. */
export function prorationLines(items: Stripe.SubscriptionItem[], at: number, sign: 1 | -1): LineSpec[] {
  return items.map((item) => {
    const length = Math.max(1, item.current_period_end - item.current_period_start);
    const remaining = Math.min(length, Math.max(0, item.current_period_end - at));
    const amount = sign * Math.round(((item.price.unit_amount ?? 0) * (item.quantity ?? 1) * remaining) / length);
    return {
      amount,
      description: `${sign < 0 ? "Unused time on" : "Remaining time on"} ${item.quantity ?? 1} × ${productName(item.price)} after ${new Date(at * 1000).toUTCString()}`,
      price: item.price,
      quantity: item.quantity ?? 1,
      periodStart: at,
      periodEnd: item.current_period_end,
      subscriptionItem: item.id,
      proration: true,
    };
  });
}

export function linesTotal(lines: LineSpec[]): number {
  return lines.reduce((sum, line) => sum + line.amount, 0);
}
