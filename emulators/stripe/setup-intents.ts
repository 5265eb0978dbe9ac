import type Stripe from "stripe";
import { emit } from "./events.ts";
import { listPage } from "./lists.ts";
import { API_VERSION, newId, previousAttributes, setupIntentObject, snapshot, stringId } from "./model.ts";
import { invalidRequest, noSuch, type Auth, type Params } from "./params.ts";
import {
  attachToCustomer,
  createCardPaymentMethod,
  declineError,
  emptyBillingDetails,
  readBillingDetails,
  retrieveOrTestPaymentMethod,
  type CardInput,
} from "./payment-methods.ts";
import type { StandInState } from "./state.ts";

export function createSetupIntent(state: StandInState, p: Params): Stripe.SetupIntent {
  const customerId = p.string("customer");
  const customer = customerId === undefined ? undefined : state.customer(customerId, "customer", 400);
  if (p.has("payment_method_types")) {
    // Removed from SetupIntent creation in this API version (stripe-node's changelog: "Remove support for payment_method_types on SetupIntentCreateParams").
    throw invalidRequest(
      `Received unknown parameter: payment_method_types. In API version ${API_VERSION} use allowed_payment_method_types (e.g. allowed_payment_method_types[]=card).`,
      "payment_method_types",
      "parameter_unknown",
    );
  }
  const types = p.strings("allowed_payment_method_types");
  const unsupported = types.find((type) => type !== "card");
  if (unsupported) throw invalidRequest(`The Stripe stand-in supports only card setup intents; got allowed_payment_method_types[] ${unsupported}.`, "allowed_payment_method_types");
  const usage = p.oneOf("usage", ["on_session", "off_session"]) ?? "off_session";
  const automatic = p.object("automatic_payment_methods");
  const automaticEnabled = automatic?.bool("enabled");
  automatic?.accept("allow_redirects");
  const intent = setupIntentObject({
    id: newId("seti"),
    created: state.now(),
    customer: customer?.id ?? null,
    description: p.string("description") ?? null,
    metadata: p.metadata("metadata") ?? {},
    paymentMethodTypes: ["card"],
    usage,
  });
  if (types.length > 0) intent.allowed_payment_method_types = ["card"];
  if (automaticEnabled) intent.automatic_payment_methods = { allow_redirects: "always", enabled: true };
  const paymentMethod = p.string("payment_method");
  const confirm = p.bool("confirm") ?? false;
  p.accept("return_url", "payment_method_options", "single_use", "mandate_data", "flow_directions");
  const confirmParams = confirm ? p : undefined;
  if (!confirm) p.rejectUnknown();
  if (paymentMethod !== undefined) {
    intent.payment_method = retrieveOrTestPaymentMethod(state, paymentMethod, "payment_method").id;
    intent.status = "requires_confirmation";
  }
  state.setupIntents.set(intent.id, intent);
  emit(state, "setup_intent.created", intent);
  if (confirmParams) return confirmSetupIntent(state, intent.id, confirmParams, { key: "", kind: "secret" });
  return intent;
}

/** With a publishable key (Stripe.js), only with the intent's `client_secret`. */
export function retrieveSetupIntent(state: StandInState, id: string, p: Params, auth: Auth): Stripe.SetupIntent {
  const intent = state.setupIntents.get(id);
  if (!intent) throw noSuch("setup_intent", id, "id", 404);
  const secret = p.string("client_secret");
  p.accept("key");
  p.rejectUnknown();
  if (auth.kind === "publishable") checkClientSecret(intent, secret);
  return intent;
}

export function listSetupIntents(state: StandInState, p: Params): Stripe.ApiList<Stripe.SetupIntent> {
  const customer = p.string("customer");
  const paymentMethod = p.string("payment_method");
  p.accept("created", "attach_to_self");
  const intents = [...state.setupIntents.values()]
    .reverse()
    .filter((intent) => customer === undefined || intent.customer === customer)
    .filter((intent) => paymentMethod === undefined || intent.payment_method === paymentMethod);
  return listPage(intents, p, "/v1/setup_intents", "setup_intent");
}

function checkClientSecret(intent: Stripe.SetupIntent, secret: string | undefined): void {
  if (secret === undefined) throw invalidRequest("Missing required param: client_secret.", "client_secret", "parameter_missing");
  if (secret !== intent.client_secret) {
    throw invalidRequest("The client_secret provided does not match the client_secret associated with the SetupIntent.", "client_secret", "resource_missing");
  }
}

/**
 * Confirms a SetupIntent as Stripe.js does from the browser (publishable
 * key and `client_secret`, card details in `payment_method_data`) or as a
 * server does (secret key, `payment_method`).
 */
export function confirmSetupIntent(state: StandInState, id: string, p: Params, auth: Auth): Stripe.SetupIntent {
  const intent = state.setupIntents.get(id);
  if (!intent) throw noSuch("setup_intent", id, "id", 404);
  const secret = p.string("client_secret");
  if (auth.kind === "publishable") checkClientSecret(intent, secret);
  const paymentMethodId = p.string("payment_method") ?? (intent.payment_method === null ? undefined : stringId(intent.payment_method));
  const data = p.object("payment_method_data");
  p.accept("key", "return_url", "use_stripe_sdk", "expected_payment_method_type", "allowed_payment_method_types", "payment_method_options", "mandate_data", "_stripe_version", "_stripe_account");
  let cardInput: CardInput | undefined;
  let billing = emptyBillingDetails();
  if (data) {
    const type = data.requiredString("type");
    if (type !== "card") throw invalidRequest(`The Stripe stand-in supports only card payment methods; got payment_method_data[type] ${type}.`, "payment_method_data[type]");
    const card = data.object("card");
    if (!card) throw invalidRequest("Missing required param: payment_method_data[card].", "payment_method_data[card]", "parameter_missing");
    cardInput = { number: card.string("number"), token: card.string("token"), expMonth: card.int("exp_month"), expYear: card.int("exp_year"), cvc: card.string("cvc") };
    const details = data.object("billing_details");
    if (details) billing = readBillingDetails(details);
    data.accept("metadata", "allow_redisplay", "payment_user_agent", "time_on_page", "guid", "muid", "sid", "referrer", "client_attribution_metadata");
  }
  p.rejectUnknown();
  if (intent.status === "succeeded") {
    throw invalidRequest(
      "You cannot confirm this SetupIntent because it has already succeeded after being previously confirmed.",
      undefined,
      "setup_intent_unexpected_state",
    );
  }
  if (intent.status === "canceled") throw invalidRequest("You cannot confirm this SetupIntent because it has been canceled.", undefined, "setup_intent_unexpected_state");
  let pm: Stripe.PaymentMethod;
  if (cardInput) pm = createCardPaymentMethod(state, cardInput, billing, "payment_method_data");
  else if (paymentMethodId !== undefined) pm = retrieveOrTestPaymentMethod(state, paymentMethodId, "payment_method");
  else {
    throw invalidRequest(
      "You cannot confirm this SetupIntent because it's missing a payment method. Update the SetupIntent with a payment method and then confirm it again.",
      "payment_method",
      "setup_intent_unexpected_state",
    );
  }
  if (typeof intent.customer === "string" && pm.customer !== null && pm.customer !== intent.customer) {
    throw invalidRequest("The provided PaymentMethod is attached to another customer.", "payment_method", "payment_method_unexpected_state");
  }
  const card = state.cards.get(pm.id);
  if (card && !card.setup.ok) {
    const before = snapshot(intent);
    intent.status = "requires_payment_method";
    intent.payment_method = null;
    intent.last_setup_error = {
      type: "card_error",
      code: card.setup.code,
      ...(card.setup.declineCode ? { decline_code: card.setup.declineCode } : {}),
      message: card.setup.message,
      doc_url: `https://docs.stripe.com/error-codes/${card.setup.code.replaceAll("_", "-")}`,
      payment_method: snapshot(pm),
    };
    emit(state, "setup_intent.setup_failed", intent, previousAttributes(before, snapshot(intent)));
    throw declineError(card, pm, intent);
  }
  if (typeof intent.customer === "string") {
    const customer = state.customers.get(intent.customer);
    if (customer) attachToCustomer(state, pm.id, customer, "payment_method");
  }
  intent.status = "succeeded";
  intent.payment_method = pm.id;
  intent.last_setup_error = null;
  emit(state, "setup_intent.succeeded", intent);
  return intent;
}
