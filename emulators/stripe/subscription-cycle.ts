import type Stripe from "stripe";
import { advancePeriod, fullLines, linesTotal, startNewPeriod } from "./billing-periods.ts";
import { chargeDue, paymentMethodFor } from "./charges.ts";
import { emit, emitUpdated } from "./events.ts";
import { snapshot, stringId } from "./model.ts";
import { draftInvoice, finishInvoice } from "./invoices.ts";
import type { StandInState } from "./state.ts";

/**
 * What happens to a subscription as time passes (`advance-clock.ts` decides
 * when): the notice three days before a trial ends, the trial's end, each
 * renewal, and the expiry of a subscription left incomplete.
 */

export function trialWillEnd(state: StandInState, sub: Stripe.Subscription): void {
  state.subscriptionState(sub.id).trialWillEndSent = true;
  emit(state, "customer.subscription.trial_will_end", sub);
}

/** The trial is over: a new period starts at its end and is billed. */
export function endTrial(state: StandInState, sub: Stripe.Subscription): void {
  const customer = state.customer(stringId(sub.customer), "customer", 400);
  const before = snapshot(sub);
  const at = sub.trial_end ?? state.now();
  startNewPeriod(sub, at);
  billCycle(state, sub, customer, before);
}

export function renew(state: StandInState, sub: Stripe.Subscription): void {
  const customer = state.customer(stringId(sub.customer), "customer", 400);
  const before = snapshot(sub);
  advancePeriod(sub);
  billCycle(state, sub, customer, before);
}

/** Bills the period just started, with the prorations pending from changes in the last one; a failed payment leaves it past due. */
function billCycle(state: StandInState, sub: Stripe.Subscription, customer: Stripe.Customer, before: Stripe.Subscription): void {
  const subState = state.subscriptionState(sub.id);
  const lines = [...subState.pendingLines, ...fullLines(sub)];
  subState.pendingLines = [];
  const outcome = chargeDue(state, customer, paymentMethodFor(sub, customer), linesTotal(lines));
  const previousPeriodStart = before.items.data[0]?.current_period_start ?? state.now();
  const invoice = draftInvoice(state, sub, customer, "subscription_cycle", lines, previousPeriodStart, state.now());
  sub.latest_invoice = invoice.id;
  sub.status = outcome.ok ? "active" : "past_due";
  emitUpdated(state, "customer.subscription.updated", sub, before);
  finishInvoice(state, invoice, customer, outcome);
}

/** An incomplete subscription's first invoice was never paid: it ends and the invoice is voided. */
export function expireIncomplete(state: StandInState, sub: Stripe.Subscription): void {
  const now = state.now();
  sub.status = "incomplete_expired";
  sub.ended_at = now;
  const invoice = typeof sub.latest_invoice === "string" ? state.invoices.get(sub.latest_invoice) : undefined;
  if (invoice && invoice.status === "open") {
    invoice.status = "void";
    invoice.status_transitions = { ...invoice.status_transitions, voided_at: now };
  }
  emit(state, "customer.subscription.deleted", sub);
}
