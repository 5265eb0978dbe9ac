import type Stripe from "stripe";
import { stringId } from "./model.ts";
import type { ApiErrorBody } from "./params.ts";
import type { StandInState } from "./state.ts";

/**
 * How a payment attempt turns out. There are no PaymentIntent or Charge
 * objects: the outcome comes from the customer's forced failures
 * (`fail-next-payment`) and the test card's behaviour, and is recorded on
 * the invoice (`invoices.ts`).
 */
export type ChargeOutcome = { ok: true } | { ok: false; error: ApiErrorBody };

/** A subscription's `payment_behavior`: what happens when its first payment of a change fails or needs the customer. */
export const PAYMENT_BEHAVIORS = ["allow_incomplete", "default_incomplete", "error_if_incomplete", "pending_if_incomplete"] as const;
export type PaymentBehavior = (typeof PAYMENT_BEHAVIORS)[number];

/** The subscription's own default payment method, else the customer's. */
export function paymentMethodFor(sub: Stripe.Subscription, customer: Stripe.Customer): string | null {
  const fromSub = sub.default_payment_method;
  if (fromSub) return stringId(fromSub);
  const fromCustomer = customer.invoice_settings.default_payment_method;
  return fromCustomer ? stringId(fromCustomer) : null;
}

/** What is left to pay on an invoice of `total` once the customer's credit (a negative balance) is applied, as the invoice will apply it. */
export function dueAfterCredit(customer: Stripe.Customer, total: number): number {
  const credit = Math.min(Math.max(0, -customer.balance), Math.max(0, total));
  return total - credit;
}

/** Charges what is due on an invoice of `total`; nothing due is paid without an attempt. */
export function chargeDue(state: StandInState, customer: Stripe.Customer, paymentMethod: string | null, total: number): ChargeOutcome {
  return dueAfterCredit(customer, total) > 0 ? charge(state, customer, paymentMethod) : { ok: true };
}

/** The payment for an invoice a subscription change makes now: `default_incomplete` leaves what is due for the customer to confirm. */
export function chargeForChange(state: StandInState, customer: Stripe.Customer, paymentMethod: string | null, total: number, behavior: PaymentBehavior): ChargeOutcome | "not_attempted" {
  if (behavior === "default_incomplete" && dueAfterCredit(customer, total) > 0) return "not_attempted";
  return chargeDue(state, customer, paymentMethod, total);
}

/** Decides a payment attempt: the customer's forced failures first, then the card's behaviour. */
export function charge(state: StandInState, customer: Stripe.Customer, paymentMethod: string | null): ChargeOutcome {
  const forced = state.failNext.get(customer.id) ?? 0;
  if (forced > 0) {
    if (forced === 1) state.failNext.delete(customer.id);
    else state.failNext.set(customer.id, forced - 1);
    return { ok: false, error: declinedCharge(paymentMethod) };
  }
  if (!paymentMethod) {
    return { ok: false, error: { type: "invalid_request_error", code: "resource_missing", message: "The customer has no default payment method and the subscription has none." } };
  }
  const card = state.cards.get(paymentMethod);
  if (card && card.charges === "fail" && !state.recovered.has(customer.id)) return { ok: false, error: declinedCharge(paymentMethod) };
  return { ok: true };
}

/** Makes the customer's next `count` payment attempts fail with a card decline (the stand-in's `fail-next-payment`). */
export function failNextPayments(state: StandInState, customerId: string, count = 1): void {
  const customer = state.customer(customerId, "customer", 400);
  state.recovered.delete(customer.id);
  state.failNext.set(customer.id, (state.failNext.get(customer.id) ?? 0) + count);
}

function declinedCharge(paymentMethod: string | null): ApiErrorBody {
  return {
    type: "card_error",
    code: "card_declined",
    decline_code: "generic_decline",
    message: "Your card was declined.",
    doc_url: "https://docs.stripe.com/error-codes/card-declined",
    ...(paymentMethod ? { payment_method_type: "card" } : {}),
  };
}
