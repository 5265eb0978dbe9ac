import type Stripe from "stripe";
import { periodEnd } from "./billing-periods.ts";
import { emit } from "./events.ts";
import { invalidRequest, type Params } from "./params.ts";
import type { StandInState } from "./state.ts";

/**
 * Ending a subscription: at once (`DELETE /v1/subscriptions/:id`), at the
 * end of the period or at a set time (`cancel_at_period_end`, `cancel_at`
 * on update, carried out when the clock gets there).
 */

export function cancelSubscription(state: StandInState, id: string, p: Params): Stripe.Subscription {
  const sub = state.subscription(id);
  const details = p.object("cancellation_details");
  const comment = details?.string("comment");
  const feedback = details?.string("feedback");
  p.accept("invoice_now", "prorate", "expand");
  p.rejectUnknown();
  if (sub.status === "canceled" || sub.status === "incomplete_expired") {
    throw invalidRequest(`This subscription has already been canceled: ${sub.id}.`, undefined, "resource_missing");
  }
  applyCancellationDetails(sub, comment, feedback);
  cancelNow(state, sub, state.now());
  return sub;
}

/**
 * Ends the subscription now. `canceledAt` is given for a cancellation asked
 * for now; without it, a scheduled cancellation falls due and keeps when
 * it was asked for.
 */
export function cancelNow(state: StandInState, sub: Stripe.Subscription, canceledAt?: number): void {
  const now = state.now();
  sub.status = "canceled";
  sub.ended_at = now;
  sub.canceled_at = canceledAt ?? sub.canceled_at ?? now;
  sub.cancel_at = canceledAt === undefined ? sub.cancel_at : null;
  sub.cancel_at_period_end = canceledAt === undefined ? sub.cancel_at_period_end : false;
  sub.cancellation_details = { ...emptyCancellation(), ...sub.cancellation_details, reason: sub.cancellation_details?.reason ?? "cancellation_requested" };
  emit(state, "customer.subscription.deleted", sub);
}

export function setCancelAtPeriodEnd(state: StandInState, sub: Stripe.Subscription, value: boolean): void {
  sub.cancel_at_period_end = value;
  sub.cancel_at = value ? periodEnd(sub) : null;
  sub.canceled_at = value ? state.now() : null;
  sub.cancellation_details = { ...emptyCancellation(), ...sub.cancellation_details, reason: value ? "cancellation_requested" : null };
}

/** `cancel_at` on update: "" withdraws a cancellation, `max_period_end`/`min_period_end` mean the period's end, a timestamp a set time. */
export function setCancelAt(state: StandInState, sub: Stripe.Subscription, cancelAt: string, now: number): void {
  if (cancelAt === "") setCancelAtPeriodEnd(state, sub, false);
  else if (cancelAt === "max_period_end" || cancelAt === "min_period_end") setCancelAtPeriodEnd(state, sub, true);
  else {
    if (!/^\d+$/.test(cancelAt) || Number(cancelAt) <= now) throw invalidRequest("cancel_at must be a Unix timestamp in the future.", "cancel_at");
    sub.cancel_at = Number(cancelAt);
    sub.cancel_at_period_end = sub.cancel_at === periodEnd(sub);
    sub.canceled_at = now;
    sub.cancellation_details = { ...emptyCancellation(), ...sub.cancellation_details, reason: "cancellation_requested" };
  }
}

/** The customer's comment and feedback on a cancellation; an empty string clears one. */
export function applyCancellationDetails(sub: Stripe.Subscription, comment: string | undefined, feedback: string | undefined): void {
  if (comment === undefined && feedback === undefined) return;
  const current = sub.cancellation_details ?? emptyCancellation();
  sub.cancellation_details = {
    ...current,
    ...(comment === undefined ? {} : { comment: comment === "" ? null : comment }),
    ...(feedback === undefined ? {} : { feedback: feedback === "" ? null : feedback }),
  };
}

function emptyCancellation(): Stripe.Subscription.CancellationDetails {
  return { comment: null, feedback: null, feedback_option: null, reason: null };
}
