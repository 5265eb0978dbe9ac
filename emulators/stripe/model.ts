import { createHash, randomBytes } from "node:crypto";
import Stripe from "stripe";

/**
 * Object builders for the Stripe stand-in: every object it keeps or answers
 * is built here, typed with the installed `stripe` SDK's own types, so a
 * field the API version adds, renames or moves (e.g. `current_period_end`
 * now on subscription items, invoices' `parent.subscription_details`) is a
 * type error here rather than a surprise in production.
 */

export const API_VERSION: string = Stripe.API_VERSION;

const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** A Stripe-looking id: `cus_` and 24 base62 characters. */
export function newId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let out = "";
  for (const byte of bytes) out += alphabet[byte % alphabet.length];
  return `${prefix}_${out}`;
}

/** The id behind a field that holds an id or, expanded, the object. */
export function stringId(value: string | { id: string }): string {
  return typeof value === "string" ? value : value.id;
}

/**
 * A deep copy in wire form, exactly as it is sent over HTTP: SDK `Decimal`
 * values become the decimal strings Stripe sends (the SDK turns them back
 * into `Decimal` on the way in). Used for event snapshots and replies.
 */
export function snapshot<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T; // a JSON round trip of a JSON-shaped object keeps its shape
}

/** The top-level fields that differ, with their old values: Stripe's `previous_attributes`. */
export function previousAttributes<T extends object>(before: T, after: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(after) as Array<keyof T>) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) out[key] = before[key];
  }
  return out;
}

// ---------------------------------------------------------------- time

const DAY = 86_400;

/** Adds whole months in UTC, keeping the anchor's day of month where it exists (Jan 31 -> Feb 28 -> Mar 31). */
export function addMonths(timestamp: number, months: number): number {
  const start = new Date(timestamp * 1000);
  const day = start.getUTCDate();
  const target = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1, start.getUTCHours(), start.getUTCMinutes(), start.getUTCSeconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return Math.floor(target.getTime() / 1000);
}

/** The start of the `index`th billing period after `anchor` for a price's interval. */
export function periodBoundary(anchor: number, recurring: Stripe.Price.Recurring, index: number): number {
  const steps = recurring.interval_count * index;
  switch (recurring.interval) {
    case "day":
      return anchor + steps * DAY;
    case "week":
      return anchor + steps * 7 * DAY;
    case "year":
      return addMonths(anchor, 12 * steps);
    default:
      return addMonths(anchor, steps);
  }
}

export const days = (count: number) => count * DAY;

// ---------------------------------------------------------------- test cards

export type CardBrand = "visa" | "mastercard" | "amex" | "discover";

export interface TestCard {
  number: string;
  brand: CardBrand;
  funding: "credit" | "debit";
  /** What happens when the card is set up (SetupIntent confirm, attach). */
  setup: { ok: true } | { ok: false; code: string; declineCode?: string; message: string };
  /** Whether later charges (invoice payments) succeed. */
  charges: "succeed" | "fail";
}

const ok = { ok: true } as const;
const declined = (declineCode: string, message: string, code = "card_declined") => ({ ok: false, code, declineCode, message }) as const;

/** Stripe's documented test card numbers the stand-in knows. Any other number is refused, as in test mode. */
export const TEST_CARDS: readonly TestCard[] = [
  { number: "4242424242424242", brand: "visa", funding: "credit", setup: ok, charges: "succeed" },
  { number: "4000056655665556", brand: "visa", funding: "debit", setup: ok, charges: "succeed" },
  { number: "5555555555554444", brand: "mastercard", funding: "credit", setup: ok, charges: "succeed" },
  { number: "378282246310005", brand: "amex", funding: "credit", setup: ok, charges: "succeed" },
  { number: "6011111111111117", brand: "discover", funding: "credit", setup: ok, charges: "succeed" },
  { number: "4000000000000002", brand: "visa", funding: "credit", setup: declined("generic_decline", "Your card was declined."), charges: "fail" },
  { number: "4000000000009995", brand: "visa", funding: "credit", setup: declined("insufficient_funds", "Your card has insufficient funds."), charges: "fail" },
  { number: "4000000000000069", brand: "visa", funding: "credit", setup: declined("expired_card", "Your card has expired.", "expired_card"), charges: "fail" },
  { number: "4000000000000127", brand: "visa", funding: "credit", setup: declined("incorrect_cvc", "Your card's security code is incorrect.", "incorrect_cvc"), charges: "fail" },
  // Attaching succeeds; every charge to it fails.
  { number: "4000000000000341", brand: "visa", funding: "credit", setup: ok, charges: "fail" },
];

/** Stripe's test tokens and test PaymentMethod ids, by the card number they stand for. */
export const TEST_TOKENS: Readonly<Record<string, string>> = {
  tok_visa: "4242424242424242",
  tok_visa_debit: "4000056655665556",
  tok_mastercard: "5555555555554444",
  tok_amex: "378282246310005",
  tok_discover: "6011111111111117",
  tok_chargeDeclined: "4000000000000002",
  tok_chargeDeclinedInsufficientFunds: "4000000000009995",
  tok_chargeDeclinedExpiredCard: "4000000000000069",
  tok_chargeDeclinedIncorrectCvc: "4000000000000127",
  tok_chargeCustomerFail: "4000000000000341",
};

export function testPaymentMethodNumber(id: string): string | undefined {
  if (!id.startsWith("pm_card_")) return undefined;
  return TEST_TOKENS[`tok_${id.slice("pm_card_".length)}`];
}

export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length >= 12 && sum % 10 === 0;
}

export function brandOf(number: string): CardBrand | "unknown" {
  if (number.startsWith("4")) return "visa";
  if (/^(5[1-5]|2[2-7])/.test(number)) return "mastercard";
  if (/^3[47]/.test(number)) return "amex";
  if (/^6(011|5)/.test(number)) return "discover";
  return "unknown";
}

// ---------------------------------------------------------------- builders

export interface PriceSeed {
  id: string;
  /** Amount in the smallest currency unit (cents). */
  unit_amount: number;
  interval: "month" | "year";
  currency?: string;
  product?: string;
  lookup_key?: string;
  nickname?: string;
  metadata?: Record<string, string>;
}

export function priceObject(seed: PriceSeed, created: number): Stripe.Price {
  return {
    id: seed.id,
    object: "price",
    active: true,
    billing_scheme: "per_unit",
    created,
    currency: seed.currency ?? "usd",
    custom_unit_amount: null,
    livemode: false,
    lookup_key: seed.lookup_key ?? null,
    metadata: { ...seed.metadata },
    nickname: seed.nickname ?? null,
    product: seed.product ?? `prod_${createHash("sha256").update(seed.id).digest("hex").slice(0, 14)}`,
    recurring: { interval: seed.interval, interval_count: 1, meter: null, trial_period_days: null, usage_type: "licensed" },
    tax_behavior: "unspecified",
    tiers_mode: null,
    transform_quantity: null,
    type: "recurring",
    unit_amount: seed.unit_amount,
    unit_amount_decimal: Stripe.Decimal.from(String(seed.unit_amount)),
  };
}

/** The legacy `plan` Stripe still embeds in subscription items, derived from the price. */
export function planFromPrice(price: Stripe.Price): Stripe.Plan {
  const recurring = price.recurring ?? { interval: "month", interval_count: 1, meter: null, trial_period_days: null, usage_type: "licensed" };
  return {
    id: price.id,
    object: "plan",
    active: price.active,
    amount: price.unit_amount,
    amount_decimal: price.unit_amount_decimal,
    billing_scheme: price.billing_scheme,
    created: price.created,
    currency: price.currency,
    interval: recurring.interval,
    interval_count: recurring.interval_count,
    livemode: false,
    metadata: { ...price.metadata },
    meter: null,
    nickname: price.nickname,
    product: price.product,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: recurring.usage_type,
  };
}

export function customerObject(fields: {
  id: string;
  created: number;
  email: string | null;
  name: string | null;
  description: string | null;
  phone: string | null;
  metadata: Stripe.Metadata;
  defaultPaymentMethod: string | null;
}): Stripe.Customer {
  return {
    id: fields.id,
    object: "customer",
    address: null,
    balance: 0,
    created: fields.created,
    currency: null,
    default_source: null,
    delinquent: false,
    description: fields.description,
    discount: null,
    email: fields.email,
    invoice_prefix: fields.id.slice(4, 12).toUpperCase().replace(/[^A-Z0-9]/g, "X"),
    invoice_settings: { custom_fields: null, default_payment_method: fields.defaultPaymentMethod, footer: null, rendering_options: null },
    livemode: false,
    metadata: fields.metadata,
    name: fields.name,
    next_invoice_sequence: 1,
    phone: fields.phone,
    preferred_locales: [],
    shipping: null,
    tax_exempt: "none",
    test_clock: null,
  };
}

export function paymentMethodObject(fields: {
  id: string;
  created: number;
  card: TestCard;
  expMonth: number;
  expYear: number;
  billingDetails: Stripe.PaymentMethod.BillingDetails;
  customer: string | null;
}): Stripe.PaymentMethod {
  const { card } = fields;
  const postal = fields.billingDetails.address?.postal_code;
  return {
    id: fields.id,
    object: "payment_method",
    allow_redisplay: "unspecified",
    billing_details: fields.billingDetails,
    card: {
      brand: card.brand,
      checks: { address_line1_check: null, address_postal_code_check: postal ? "pass" : null, cvc_check: "pass" },
      country: "US",
      display_brand: card.brand === "amex" ? "american_express" : card.brand,
      exp_month: fields.expMonth,
      exp_year: fields.expYear,
      fingerprint: createHash("sha256").update(card.number).digest("base64url").slice(0, 16),
      funding: card.funding,
      generated_from: null,
      last4: card.number.slice(-4),
      networks: { available: [card.brand], preferred: null },
      regulated_status: "unregulated",
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: fields.created,
    customer: fields.customer,
    customer_account: null,
    livemode: false,
    metadata: {},
    type: "card",
  };
}

export function setupIntentObject(fields: {
  id: string;
  created: number;
  customer: string | null;
  description: string | null;
  metadata: Stripe.Metadata;
  paymentMethodTypes: string[];
  usage: string;
}): Stripe.SetupIntent {
  return {
    id: fields.id,
    object: "setup_intent",
    allowed_payment_method_types: null,
    application: null,
    automatic_payment_methods: null,
    cancellation_reason: null,
    client_secret: `${fields.id}_secret_${newId("x", 24).slice(2)}`,
    created: fields.created,
    customer: fields.customer,
    customer_account: null,
    description: fields.description,
    excluded_payment_method_types: null,
    flow_directions: null,
    last_setup_error: null,
    latest_attempt: null,
    livemode: false,
    mandate: null,
    metadata: fields.metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: {
      card: { mandate_options: null, network: null, request_three_d_secure: "automatic" },
    },
    payment_method_types: fields.paymentMethodTypes,
    single_use_mandate: null,
    status: "requires_payment_method",
    usage: fields.usage,
  };
}

export function subscriptionItemObject(fields: {
  id: string;
  created: number;
  price: Stripe.Price;
  quantity: number;
  subscription: string;
  periodStart: number;
  periodEnd: number;
  metadata: Stripe.Metadata;
}): Stripe.SubscriptionItem {
  return {
    id: fields.id,
    object: "subscription_item",
    billing_thresholds: null,
    created: fields.created,
    current_period_end: fields.periodEnd,
    current_period_start: fields.periodStart,
    current_trial: null,
    discounts: [],
    metadata: fields.metadata,
    plan: planFromPrice(fields.price),
    price: fields.price,
    quantity: fields.quantity,
    subscription: fields.subscription,
    tax_rates: [],
  };
}

export function subscriptionObject(fields: {
  id: string;
  created: number;
  customer: string;
  currency: string;
  defaultPaymentMethod: string | null;
  description: string | null;
  metadata: Stripe.Metadata;
  items: Stripe.SubscriptionItem[];
  status: Stripe.Subscription.Status;
  billingCycleAnchor: number;
  trialStart: number | null;
  trialEnd: number | null;
}): Stripe.Subscription {
  return {
    id: fields.id,
    object: "subscription",
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: fields.billingCycleAnchor,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: { proration_discounts: "included" }, type: "flexible", updated_at: fields.created },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: null },
    collection_method: "charge_automatically",
    created: fields.created,
    currency: fields.currency,
    customer: fields.customer,
    customer_account: null,
    days_until_due: null,
    default_payment_method: fields.defaultPaymentMethod,
    default_source: null,
    default_tax_rates: [],
    description: fields.description,
    discounts: [],
    ended_at: null,
    invoice_settings: { account_tax_ids: null, custom_fields: null, description: null, footer: null, issuer: { type: "self" } },
    items: { object: "list", data: fields.items, has_more: false, url: `/v1/subscription_items?subscription=${fields.id}` },
    latest_invoice: null,
    livemode: false,
    managed_payments: null,
    metadata: fields.metadata,
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: { payment_method_options: null, payment_method_types: null, save_default_payment_method: "off" },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: fields.created,
    status: fields.status,
    test_clock: null,
    transfer_data: null,
    trial_end: fields.trialEnd,
    trial_settings: { end_behavior: { billing_cycle_anchor: null, missing_payment_method: "create_invoice" } },
    trial_start: fields.trialStart,
  };
}

export interface LineSpec {
  amount: number;
  description: string;
  price: Stripe.Price;
  quantity: number;
  periodStart: number;
  periodEnd: number;
  subscriptionItem: string;
  proration: boolean;
}

export function invoiceLineObject(invoice: string, subscription: string, currency: string, line: LineSpec): Stripe.InvoiceLineItem {
  return {
    id: newId("il"),
    object: "line_item",
    amount: line.amount,
    currency,
    description: line.description,
    discount_amounts: [],
    discountable: !line.proration,
    discounts: [],
    invoice,
    livemode: false,
    metadata: {},
    parent: {
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: line.proration ? newId("ii") : null,
        proration: line.proration,
        proration_details: { credited_items: null },
        subscription,
        subscription_item: line.subscriptionItem,
      },
      type: "subscription_item_details",
    },
    period: { end: line.periodEnd, start: line.periodStart },
    pretax_credit_amounts: [],
    pricing: {
      price_details: { price: line.price.id, product: typeof line.price.product === "string" ? line.price.product : line.price.product.id },
      type: "price_details",
      unit_amount_decimal: line.price.unit_amount_decimal,
    },
    quantity: line.quantity,
    quantity_decimal: Stripe.Decimal.from(String(line.quantity)),
    subscription,
    subtotal: line.amount,
    taxes: [],
  };
}

export function invoiceObject(fields: {
  id: string;
  created: number;
  customer: Stripe.Customer;
  subscription: Stripe.Subscription;
  billingReason: Stripe.Invoice.BillingReason;
  lines: Stripe.InvoiceLineItem[];
  periodStart: number;
  periodEnd: number;
  total: number;
  startingBalance: number;
  endingBalance: number;
  amountDue: number;
  number: string;
}): Stripe.Invoice {
  return {
    id: fields.id,
    object: "invoice",
    account_country: "US",
    account_name: "Berea (Stripe stand-in)",
    account_tax_ids: null,
    amount_due: fields.amountDue,
    amount_overpaid: 0,
    amount_paid: 0,
    amount_remaining: fields.amountDue,
    amount_shipping: 0,
    application: null,
    attempt_count: 0,
    attempted: false,
    auto_advance: true,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: null,
    billing_reason: fields.billingReason,
    collection_method: "charge_automatically",
    created: fields.created,
    currency: fields.subscription.currency,
    custom_fields: null,
    customer: fields.customer.id,
    customer_account: null,
    customer_address: null,
    customer_email: fields.customer.email,
    customer_name: fields.customer.name ?? null,
    customer_phone: fields.customer.phone ?? null,
    customer_shipping: null,
    customer_tax_exempt: "none",
    customer_tax_ids: [],
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    due_date: null,
    effective_at: fields.created,
    ending_balance: fields.endingBalance,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: null,
    invoice_pdf: null,
    issuer: { type: "self" },
    last_finalization_error: null,
    latest_revision: null,
    lines: { object: "list", data: fields.lines, has_more: false, url: `/v1/invoices/${fields.id}/lines` },
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number: fields.number,
    on_behalf_of: null,
    parent: {
      quote_details: null,
      subscription_details: { metadata: { ...fields.subscription.metadata }, subscription: fields.subscription.id },
      type: "subscription_details",
    },
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    period_end: fields.periodEnd,
    period_start: fields.periodStart,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: fields.startingBalance,
    statement_descriptor: null,
    status: "open",
    status_transitions: { finalized_at: fields.created, marked_uncollectible_at: null, paid_at: null, voided_at: null },
    subtotal: fields.total,
    subtotal_excluding_tax: fields.total,
    test_clock: null,
    total: fields.total,
    total_discount_amounts: [],
    total_excluding_tax: fields.total,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: fields.created,
  };
}

export function invoicePaymentObject(invoice: Stripe.Invoice, created: number): Stripe.InvoicePayment {
  return {
    id: newId("inpay"),
    object: "invoice_payment",
    amount_paid: null,
    amount_requested: invoice.amount_due,
    created,
    currency: invoice.currency,
    invoice: invoice.id,
    is_default: true,
    livemode: false,
    payment: { payment_intent: newId("pi"), type: "payment_intent" },
    status: "open",
    status_transitions: { canceled_at: null, paid_at: null },
  };
}

export function balanceTransactionObject(fields: {
  customer: string;
  amount: number;
  currency: string;
  description: string | null;
  endingBalance: number;
  invoice: string | null;
  metadata: Stripe.Metadata | null;
  type: Stripe.CustomerBalanceTransaction.Type;
  created: number;
}): Stripe.CustomerBalanceTransaction {
  return {
    id: newId("cbtxn"),
    object: "customer_balance_transaction",
    amount: fields.amount,
    checkout_session: null,
    created: fields.created,
    credit_note: null,
    currency: fields.currency,
    customer: fields.customer,
    customer_account: null,
    description: fields.description,
    ending_balance: fields.endingBalance,
    invoice: fields.invoice,
    livemode: false,
    metadata: fields.metadata,
    type: fields.type,
  };
}
