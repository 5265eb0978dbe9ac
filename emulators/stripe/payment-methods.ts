import type Stripe from "stripe";
import { emit, emitUpdated } from "./events.ts";
import { listPage } from "./lists.ts";
import { brandOf, luhnValid, newId, paymentMethodObject, previousAttributes, snapshot, TEST_CARDS, TEST_TOKENS, testPaymentMethodNumber, type TestCard } from "./model.ts";
import { cardError, invalidRequest, noSuch, type Params, type StripeApiError } from "./params.ts";
import type { StandInState } from "./state.ts";

/** Card details as a form or Stripe.js sends them: a number or a test token. */
export interface CardInput {
  number?: string;
  token?: string;
  expMonth?: number;
  expYear?: number;
  cvc?: string;
}

export function retrievePaymentMethod(state: StandInState, id: string): Stripe.PaymentMethod {
  const pm = state.paymentMethods.get(id);
  if (!pm) throw noSuch("PaymentMethod", id, "id", 404);
  return pm;
}

/** `GET /v1/payment_methods` (customer in the parameters) and `GET /v1/customers/:id/payment_methods` (customer in the path). */
export function listPaymentMethods(state: StandInState, p: Params, customerId?: string): Stripe.ApiList<Stripe.PaymentMethod> {
  const customer = customerId ?? p.string("customer");
  if (customer !== undefined) state.customer(customer, customerId ? "id" : "customer", customerId ? 404 : 400);
  const type = p.string("type");
  p.accept("allow_redisplay");
  const pms = [...state.paymentMethods.values()]
    .reverse()
    .filter((pm) => customer === undefined || pm.customer === customer)
    .filter((pm) => type === undefined || pm.type === type);
  return listPage(pms, p, customerId ? `/v1/customers/${customerId}/payment_methods` : "/v1/payment_methods", "payment_method");
}

export function attachPaymentMethod(state: StandInState, id: string, p: Params): Stripe.PaymentMethod {
  const customerId = p.requiredString("customer");
  p.rejectUnknown();
  const customer = state.customer(customerId, "customer", 400);
  return attachToCustomer(state, id, customer, "id");
}

export function detachPaymentMethod(state: StandInState, id: string, p: Params): Stripe.PaymentMethod {
  p.rejectUnknown();
  const pm = retrievePaymentMethod(state, id);
  if (typeof pm.customer !== "string") throw invalidRequest(`The payment method you provided is not attached to a customer so detachment is impossible.`, undefined, "payment_method_unexpected_state");
  const customer = state.customers.get(pm.customer);
  const before = snapshot(pm);
  pm.customer = null;
  emit(state, "payment_method.detached", pm, previousAttributes(before, snapshot(pm)));
  if (customer && customer.invoice_settings.default_payment_method === pm.id) {
    const customerBefore = snapshot(customer);
    customer.invoice_settings = { ...customer.invoice_settings, default_payment_method: null };
    emitUpdated(state, "customer.updated", customer, customerBefore);
  }
  return pm;
}

/** Attaches an existing PaymentMethod, or a test one (`pm_card_visa`...) as a fresh copy, to a customer. */
export function attachToCustomer(state: StandInState, id: string, customer: Stripe.Customer, param: string): Stripe.PaymentMethod {
  let pm = state.paymentMethods.get(id);
  if (!pm) {
    const number = testPaymentMethodNumber(id);
    if (!number) throw noSuch("PaymentMethod", id, param, param === "id" ? 404 : 400);
    pm = createCardPaymentMethod(state, { number, expMonth: 12, expYear: new Date().getUTCFullYear() + 3 }, emptyBillingDetails(), param);
    const card = state.cards.get(pm.id);
    if (card && !card.setup.ok) throw declineError(card, pm);
  }
  if (pm.customer === customer.id) return pm;
  if (pm.customer !== null) {
    throw invalidRequest("The payment method you provided has already been attached to a customer.", param, "payment_method_unexpected_state");
  }
  pm.customer = customer.id;
  emit(state, "payment_method.attached", pm);
  return pm;
}

/** A PaymentMethod the customer already has, as a parameter that names one must be (`default_payment_method`...). */
export function customerPaymentMethod(state: StandInState, customer: Stripe.Customer, id: string, param: string): Stripe.PaymentMethod {
  const pm = state.paymentMethods.get(id);
  if (!pm) throw noSuch("PaymentMethod", id, param);
  if (pm.customer !== customer.id) {
    throw invalidRequest(`The customer does not have a payment method with the ID ${id}. The payment method must be attached to the customer.`, param, "resource_missing");
  }
  return pm;
}

/** A kept PaymentMethod, or a fresh one for a test id (`pm_card_visa`...). */
export function retrieveOrTestPaymentMethod(state: StandInState, id: string, param: string): Stripe.PaymentMethod {
  const existing = state.paymentMethods.get(id);
  if (existing) return existing;
  const number = testPaymentMethodNumber(id);
  if (!number) throw noSuch("PaymentMethod", id, param);
  return createCardPaymentMethod(state, { number, expMonth: 12, expYear: new Date(state.now() * 1000).getUTCFullYear() + 3 }, emptyBillingDetails(), param);
}

/**
 * A card PaymentMethod from a test number or test token. Validation
 * failures (bad number, past expiry) are card errors and create nothing;
 * a known decline creates the PaymentMethod (the decline comes when it is
 * set up or charged), as Stripe does.
 */
export function createCardPaymentMethod(state: StandInState, input: CardInput, billingDetails: Stripe.PaymentMethod.BillingDetails, param: string): Stripe.PaymentMethod {
  const number = (input.token !== undefined ? TEST_TOKENS[input.token] : input.number)?.replace(/[\s-]/g, "");
  if (input.token !== undefined && number === undefined) throw noSuch("token", input.token, `${param}[card][token]`);
  if (number === undefined || number === "") throw invalidRequest(`Missing required param: ${param}[card][number].`, `${param}[card][number]`, "parameter_missing");
  if (!/^\d+$/.test(number) || !luhnValid(number)) throw cardError("Your card number is incorrect.", "incorrect_number", { param: "number" });
  const year = input.expYear === undefined ? undefined : input.expYear < 100 ? 2000 + input.expYear : input.expYear;
  if (input.expMonth === undefined || input.expMonth < 1 || input.expMonth > 12) throw cardError("Your card's expiration month is invalid.", "invalid_expiry_month", { param: "exp_month" });
  const today = new Date(state.now() * 1000);
  if (year === undefined || year < today.getUTCFullYear() || year > today.getUTCFullYear() + 50) {
    throw cardError("Your card's expiration year is invalid.", "invalid_expiry_year", { param: "exp_year" });
  }
  if (year === today.getUTCFullYear() && input.expMonth < today.getUTCMonth() + 1) throw cardError("Your card's expiration month is invalid.", "invalid_expiry_month", { param: "exp_month" });
  if (input.cvc !== undefined && !/^\d{3,4}$/.test(input.cvc)) throw cardError("Your card's security code is invalid.", "invalid_cvc", { param: "cvc" });
  const card = TEST_CARDS.find((candidate) => candidate.number === number);
  if (!card) {
    throw cardError(
      `Your card was declined. Your request was in test mode, but used a non test (live) card (a ${brandOf(number)} card). For a list of valid test cards, visit: https://docs.stripe.com/testing.`,
      "card_declined",
      { decline_code: "live_mode_test_card" },
    );
  }
  const pm = paymentMethodObject({ id: newId("pm"), created: state.now(), card, expMonth: input.expMonth, expYear: year, billingDetails, customer: null });
  state.paymentMethods.set(pm.id, pm);
  state.cards.set(pm.id, card);
  return pm;
}

/** The card error for a test card that is declined when set up. */
export function declineError(card: TestCard, pm: Stripe.PaymentMethod, setupIntent?: Stripe.SetupIntent): StripeApiError {
  if (card.setup.ok) throw new Error("not a declined card");
  return cardError(card.setup.message, card.setup.code, {
    ...(card.setup.declineCode ? { decline_code: card.setup.declineCode } : {}),
    payment_method: snapshot(pm),
    ...(setupIntent ? { setup_intent: snapshot(setupIntent) } : {}),
  });
}

export function emptyBillingDetails(): Stripe.PaymentMethod.BillingDetails {
  return { address: null, email: null, name: null, phone: null, tax_id: null };
}

/** `billing_details` as Stripe.js sends them; an empty string is no value. */
export function readBillingDetails(details: Params): Stripe.PaymentMethod.BillingDetails {
  const address = details.object("address");
  const read = (name: string) => {
    const value = address?.string(name);
    return value === undefined || value === "" ? null : value;
  };
  const orNull = (value: string | undefined) => (value === undefined || value === "" ? null : value);
  return {
    address: address ? { city: read("city"), country: read("country"), line1: read("line1"), line2: read("line2"), postal_code: read("postal_code"), state: read("state") } : null,
    email: orNull(details.string("email")),
    name: orNull(details.string("name")),
    phone: orNull(details.string("phone")),
    tax_id: orNull(details.string("tax_id")),
  };
}
