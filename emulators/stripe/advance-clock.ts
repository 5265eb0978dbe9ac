import type Stripe from "stripe";
import { periodEnd } from "./billing-periods.ts";
import { days } from "./model.ts";
import { invalidRequest } from "./params.ts";
import type { StandInState } from "./state.ts";
import { cancelNow } from "./subscription-cancellation.ts";
import { endTrial, expireIncomplete, renew, trialWillEnd } from "./subscription-cycle.ts";

/**
 * Moves the clock forward and carries out, in time order, everything that
 * falls due: trial-will-end notices, trial ends, renewals, cancellations
 * at period end and expiry of incomplete subscriptions. Returns the events
 * that caused. (Stripe's test clocks do this per customer; the stand-in
 * has one clock for everyone.)
 */
export function advanceClock(state: StandInState, seconds: number): Stripe.Event[] {
  if (!Number.isFinite(seconds) || seconds < 0) throw invalidRequest("seconds must be a number of seconds, zero or more.", "seconds");
  const target = state.now() + Math.floor(seconds);
  const firstEvent = state.events.length;
  for (let guard = 0; guard < 10_000; guard++) {
    const due = nextDue(state, target);
    if (!due) break;
    state.clock.runAt(due.at, due.run);
  }
  state.clock.moveTo(target);
  return state.events.slice(firstEvent);
}

/** The earliest thing due by `target`; at the same moment, a lower rank goes first. */
function nextDue(state: StandInState, target: number): { at: number; run: () => void } | undefined {
  let best: { at: number; rank: number; run: () => void } | undefined;
  const consider = (at: number | null | undefined, rank: number, run: () => void) => {
    if (at === null || at === undefined || at > target) return;
    if (!best || at < best.at || (at === best.at && rank < best.rank)) best = { at, rank, run };
  };
  for (const sub of state.subscriptions.values()) {
    const subState = state.subscriptionState(sub.id);
    const end = periodEnd(sub);
    const scheduledCancel = sub.cancel_at !== null && sub.cancel_at <= end ? sub.cancel_at : null;
    switch (sub.status) {
      case "trialing":
        if (!subState.trialWillEndSent && sub.trial_end !== null) {
          consider(Math.max(sub.trial_end - days(3), sub.trial_start ?? sub.created), 0, () => trialWillEnd(state, sub));
        }
        consider(scheduledCancel, 1, () => cancelNow(state, sub));
        consider(sub.trial_end, 2, () => endTrial(state, sub));
        break;
      case "active":
      case "past_due":
        consider(scheduledCancel, 1, () => cancelNow(state, sub));
        consider(end, 2, () => renew(state, sub));
        break;
      case "incomplete":
        consider(sub.created + 23 * 3600, 3, () => expireIncomplete(state, sub));
        break;
      default:
        break;
    }
  }
  return best;
}
