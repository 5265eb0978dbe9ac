import type Stripe from "stripe";
import { linesTotal } from "./billing-periods.ts";
import { charge, paymentMethodFor, type ChargeOutcome } from "./charges.ts";
import { emit, emitUpdated } from "./events.ts";
import { listPage } from "./lists.ts";
import { balanceTransactionObject, days, invoiceLineObject, invoiceObject, invoicePaymentObject, newId, snapshot, stringId, type LineSpec } from "./model.ts";
import { invalidRequest, noSuch, StripeApiError, type Params } from "./params.ts";
import { customerPaymentMethod } from "./payment-methods.ts";
import type { StandInState } from "./state.ts";

/**
 * Invoices: drafted by subscriptions (created, changed, renewed), announced,
 * and settled by a payment attempt; paid again by hand (`/pay`) or when the
 * stand-in's `recover-payment` makes a customer's cards work again.
 */

export function retrieveInvoice(state: StandInState, id: string): Stripe.Invoice {
  const invoice = state.invoices.get(id);
  if (!invoice) throw noSuch("invoice", id, "id", 404);
  return invoice;
}

export function listInvoices(state: StandInState, p: Params): Stripe.ApiList<Stripe.Invoice> {
  const customer = p.string("customer");
  const subscription = p.string("subscription");
  const status = p.string("status");
  p.accept("created", "collection_method", "due_date");
  const invoices = [...state.invoices.values()]
    .reverse()
    .filter((invoice) => customer === undefined || invoice.customer === customer)
    .filter((invoice) => subscription === undefined || invoice.parent?.subscription_details?.subscription === subscription)
    .filter((invoice) => status === undefined || invoice.status === status);
  return listPage(invoices, p, "/v1/invoices", "invoice");
}

/** `POST /v1/invoices/:id/pay`: tries the payment method again (or the one given). */
export function payInvoice(state: StandInState, id: string, p: Params): Stripe.Invoice {
  const invoice = retrieveInvoice(state, id);
  const pmParam = p.string("payment_method");
  p.accept("off_session", "paid_out_of_band", "source", "forgive", "mandate", "expand");
  p.rejectUnknown();
  if (invoice.status === "paid") throw invalidRequest("Invoice is already paid", undefined, "invoice_already_paid");
  if (invoice.status !== "open") throw invalidRequest(`You can only pay an open invoice; this one is ${invoice.status ?? "unknown"}.`, undefined, "invoice_not_editable");
  const customer = state.customer(stringId(invoice.customer ?? ""), "customer", 400);
  const sub = subscriptionOf(state, invoice);
  const pm = pmParam ? customerPaymentMethod(state, customer, pmParam, "payment_method").id : sub ? paymentMethodFor(sub, customer) : customer.invoice_settings.default_payment_method;
  const outcome = charge(state, customer, typeof pm === "string" ? pm : null);
  settleInvoice(state, invoice, customer, outcome);
  if (!outcome.ok) throw new StripeApiError(402, outcome.error, true);
  return invoice;
}

/** Marks a customer's cards as working again and pays their open invoices (the stand-in's `recover-payment`). */
export function recoverPayment(state: StandInState, customerId: string): Stripe.Event[] {
  const customer = state.customer(customerId, "customer", 400);
  const firstEvent = state.events.length;
  state.failNext.delete(customer.id);
  state.recovered.add(customer.id);
  const open = [...state.invoices.values()].filter((invoice) => invoice.customer === customer.id && invoice.status === "open");
  for (const invoice of open) settleInvoice(state, invoice, customer, { ok: true });
  return state.events.slice(firstEvent);
}

/**
 * Builds and keeps an invoice (not yet announced): applies the customer's
 * credit balance (negative balance) to it, or adds a negative total to the
 * balance, as Stripe does.
 */
export function draftInvoice(
  state: StandInState,
  sub: Stripe.Subscription,
  customer: Stripe.Customer,
  reason: Stripe.Invoice.BillingReason,
  lines: LineSpec[],
  periodStart: number,
  periodEnd: number,
): Stripe.Invoice {
  const id = newId("in");
  const now = state.now();
  const total = linesTotal(lines);
  const startingBalance = customer.balance;
  let amountDue = Math.max(0, total);
  let balanceChange = 0;
  if (total > 0 && startingBalance < 0) {
    balanceChange = Math.min(total, -startingBalance);
    amountDue = total - balanceChange;
  } else if (total < 0) {
    balanceChange = total;
  }
  const sequence = customer.next_invoice_sequence ?? 1;
  customer.next_invoice_sequence = sequence + 1;
  const invoice = invoiceObject({
    id,
    created: now,
    customer,
    subscription: sub,
    billingReason: reason,
    lines: lines.map((line) => invoiceLineObject(id, sub.id, sub.currency, line)),
    periodStart,
    periodEnd,
    total,
    startingBalance,
    endingBalance: startingBalance + balanceChange,
    amountDue,
    number: `${customer.invoice_prefix ?? "INV"}-${String(sequence).padStart(4, "0")}`,
  });
  invoice.status = "draft";
  invoice.status_transitions = { ...invoice.status_transitions, finalized_at: null };
  if (balanceChange !== 0) {
    const before = snapshot(customer);
    customer.balance += balanceChange;
    customer.currency = customer.currency ?? sub.currency;
    state.balanceTransactionsOf(customer.id).push(
      balanceTransactionObject({
        customer: customer.id,
        amount: balanceChange,
        currency: sub.currency,
        description: null,
        endingBalance: customer.balance,
        invoice: id,
        metadata: null,
        type: total < 0 ? "unapplied_from_invoice" : "applied_to_invoice",
        created: now,
      }),
    );
    state.pendingCustomerUpdate.set(customer.id, before);
  }
  state.invoices.set(id, invoice);
  state.invoicePayments.set(id, []);
  return invoice;
}

/** Announces a drafted invoice (created, finalized) and settles it with the decided payment outcome. */
export function finishInvoice(state: StandInState, invoice: Stripe.Invoice, customer: Stripe.Customer, outcome: ChargeOutcome | "not_attempted"): void {
  emit(state, "invoice.created", invoice);
  invoice.status = "open";
  invoice.status_transitions = { ...invoice.status_transitions, finalized_at: state.now() };
  emit(state, "invoice.finalized", invoice);
  const customerBefore = state.pendingCustomerUpdate.get(customer.id);
  if (customerBefore) {
    state.pendingCustomerUpdate.delete(customer.id);
    emitUpdated(state, "customer.updated", customer, customerBefore);
  }
  if (outcome === "not_attempted") {
    if (invoice.amount_due > 0) state.invoicePayments.get(invoice.id)?.push(invoicePaymentObject(invoice, state.now()));
    return;
  }
  settleInvoice(state, invoice, customer, outcome, false);
}

/** Records a payment attempt on an open invoice: paid (and its subscription active again) or failed (subscription past due). */
function settleInvoice(state: StandInState, invoice: Stripe.Invoice, customer: Stripe.Customer, outcome: ChargeOutcome, updateSubscription = true): void {
  const now = state.now();
  const payments = state.invoicePayments.get(invoice.id) ?? [];
  state.invoicePayments.set(invoice.id, payments);
  const sub = subscriptionOf(state, invoice);
  const subBefore = sub ? snapshot(sub) : undefined;
  if (outcome.ok) {
    if (invoice.amount_due > 0) {
      const payment = payments.find((candidate) => candidate.status === "open") ?? invoicePaymentObject(invoice, now);
      if (!payments.includes(payment)) payments.push(payment);
      payment.status = "paid";
      payment.amount_paid = invoice.amount_due;
      payment.status_transitions = { ...payment.status_transitions, paid_at: now };
      invoice.attempt_count += 1;
      invoice.attempted = true;
    }
    invoice.status = "paid";
    invoice.amount_paid = invoice.amount_due;
    invoice.amount_remaining = 0;
    invoice.next_payment_attempt = null;
    invoice.status_transitions = { ...invoice.status_transitions, paid_at: now };
    if (customer.delinquent) {
      const before = snapshot(customer);
      customer.delinquent = false;
      emitUpdated(state, "customer.updated", customer, before);
    }
    if (updateSubscription && sub && subBefore && (sub.status === "past_due" || sub.status === "incomplete" || sub.status === "unpaid") && sub.latest_invoice === invoice.id) {
      sub.status = "active";
      emitUpdated(state, "customer.subscription.updated", sub, subBefore);
    }
    emit(state, "invoice.paid", invoice);
    emit(state, "invoice.payment_succeeded", invoice);
    return;
  }
  if (!payments.some((candidate) => candidate.status === "open")) payments.push(invoicePaymentObject(invoice, now));
  invoice.attempt_count += 1;
  invoice.attempted = true;
  invoice.next_payment_attempt = now + days(3);
  if (!customer.delinquent) {
    const before = snapshot(customer);
    customer.delinquent = true;
    emitUpdated(state, "customer.updated", customer, before);
  }
  if (updateSubscription && sub && subBefore && sub.status === "active" && sub.latest_invoice === invoice.id) {
    sub.status = "past_due";
    emitUpdated(state, "customer.subscription.updated", sub, subBefore);
  }
  emit(state, "invoice.payment_failed", invoice);
}

function subscriptionOf(state: StandInState, invoice: Stripe.Invoice): Stripe.Subscription | undefined {
  const subId = invoice.parent?.subscription_details?.subscription;
  return typeof subId === "string" ? state.subscriptions.get(subId) : undefined;
}
