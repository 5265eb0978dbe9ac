import type Stripe from "stripe";
import { snapshot } from "./model.ts";
import { invalidRequest, type StripeApiError } from "./params.ts";
import type { StandInState } from "./state.ts";

/** Fields that hold the id of another object and may be expanded. */
const EXPANDABLE = new Set([
  "customer",
  "default_payment_method",
  "latest_invoice",
  "payment_method",
  "pending_setup_intent",
  "subscription",
  "invoice",
  "setup_intent",
  "product",
  "default_source",
  "latest_attempt",
  "mandate",
  "schedule",
  "test_clock",
  "on_behalf_of",
  "application",
]);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The reply for an object: a wire copy with `expand[]` applied. Ids are
 * expanded from the stand-in's own objects; an invoice's includable
 * `payments` and `confirmation_secret` appear only when expanded, as in
 * the API.
 */
export function render(state: StandInState, value: object, expand: string[]): unknown {
  const out: unknown = snapshot(value);
  for (const path of expand) {
    const segments = path.split(".");
    if (segments.length > 4) throw invalidRequest(`You cannot expand more than 4 levels of a property. Property: ${path}`, "expand");
    expandNode(state, out, segments, path);
  }
  return out;
}

function expandNode(state: StandInState, node: unknown, segments: string[], path: string): unknown {
  const [head, ...rest] = segments;
  if (head === undefined || node === null) return node;
  if (!isRecord(node)) throw cannotExpand(path, head);
  if (node.object === "list" || node.object === "search_result") {
    const list = node.data;
    if (head !== "data" || !Array.isArray(list)) throw cannotExpand(path, head);
    node.data = list.map((item: unknown) => expandNode(state, item, rest, path));
    return node;
  }
  let value = node[head];
  if (typeof value === "string") {
    if (!EXPANDABLE.has(head)) throw cannotExpand(path, head);
    const found = lookup(state, value);
    if (!found) throw cannotExpand(path, head, ` The Stripe stand-in does not keep '${value}'.`);
    value = snapshot(found);
  } else if (value === undefined) {
    value = includable(state, node, head);
    if (value === undefined) throw cannotExpand(path, head);
  }
  node[head] = expandNode(state, value, rest, path);
  return node;
}

function cannotExpand(path: string, field: string, note = ""): StripeApiError {
  return invalidRequest(`This property cannot be expanded (${field}). Expanding: ${path}.${note}`, "expand");
}

function lookup(state: StandInState, id: string): object | undefined {
  return (
    state.customers.get(id) ??
    state.paymentMethods.get(id) ??
    state.invoices.get(id) ??
    state.subscriptions.get(id) ??
    state.setupIntents.get(id) ??
    state.prices.get(id)
  );
}

/** An invoice's fields that the API leaves out unless asked for by `expand[]`. */
function includable(state: StandInState, node: Record<string, unknown>, field: string): unknown {
  if (node.object !== "invoice" || typeof node.id !== "string") return undefined;
  const payments = state.invoicePayments.get(node.id) ?? [];
  if (field === "payments") {
    const list: Stripe.ApiList<Stripe.InvoicePayment> = { object: "list", data: [...payments].reverse(), has_more: false, url: `/v1/invoice_payments?invoice=${node.id}` };
    return snapshot(list);
  }
  if (field === "confirmation_secret") {
    const latest = payments.at(-1);
    const paymentIntent = latest?.payment.payment_intent;
    if (typeof paymentIntent !== "string") return null;
    const secret: Stripe.Invoice.ConfirmationSecret = { client_secret: `${paymentIntent}_secret_${node.id.slice(3, 15)}`, type: "payment_intent" };
    return secret;
  }
  return undefined;
}
