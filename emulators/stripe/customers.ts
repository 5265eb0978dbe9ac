import type Stripe from "stripe";
import { emit, emitUpdated } from "./events.ts";
import { listPage } from "./lists.ts";
import { customerObject, newId, snapshot } from "./model.ts";
import { invalidRequest, type Params } from "./params.ts";
import { attachToCustomer, customerPaymentMethod } from "./payment-methods.ts";
import type { StandInState } from "./state.ts";

export function retrieveCustomer(state: StandInState, id: string): Stripe.Customer {
  return state.customer(id);
}

export function createCustomer(state: StandInState, p: Params): Stripe.Customer {
  const customer = customerObject({
    id: newId("cus", 14),
    created: state.now(),
    email: p.string("email") ?? null,
    name: p.string("name") ?? null,
    description: p.string("description") ?? null,
    phone: p.string("phone") ?? null,
    metadata: p.metadata("metadata") ?? {},
    defaultPaymentMethod: null,
  });
  const locales = p.strings("preferred_locales");
  const balance = p.int("balance");
  const attachId = p.string("payment_method");
  const defaultId = p.object("invoice_settings")?.string("default_payment_method");
  p.rejectUnknown();
  if (locales.length > 0) customer.preferred_locales = locales;
  if (balance !== undefined) customer.balance = balance;
  state.customers.set(customer.id, customer);
  state.balanceTransactions.set(customer.id, []);
  emit(state, "customer.created", customer);
  if (attachId) attachToCustomer(state, attachId, customer, "payment_method");
  if (defaultId) {
    const pm = customerPaymentMethod(state, customer, defaultId, "invoice_settings[default_payment_method]");
    customer.invoice_settings.default_payment_method = pm.id;
  }
  return customer;
}

export function updateCustomer(state: StandInState, id: string, p: Params): Stripe.Customer {
  const customer = state.customer(id);
  const before = snapshot(customer);
  const email = p.string("email");
  const name = p.string("name");
  const description = p.string("description");
  const phone = p.string("phone");
  const metadata = p.metadata("metadata", customer.metadata);
  const balance = p.int("balance");
  const invoiceSettings = p.object("invoice_settings");
  const defaultPm = invoiceSettings?.string("default_payment_method");
  const locales = p.has("preferred_locales") ? p.strings("preferred_locales") : undefined;
  p.rejectUnknown();
  if (defaultPm !== undefined && defaultPm !== "") customerPaymentMethod(state, customer, defaultPm, "invoice_settings[default_payment_method]");
  if (email !== undefined) customer.email = email === "" ? null : email;
  if (name !== undefined) customer.name = name === "" ? null : name;
  if (description !== undefined) customer.description = description === "" ? null : description;
  if (phone !== undefined) customer.phone = phone === "" ? null : phone;
  if (metadata !== undefined) customer.metadata = metadata;
  if (balance !== undefined) customer.balance = balance;
  if (locales !== undefined) customer.preferred_locales = locales;
  if (defaultPm !== undefined) {
    customer.invoice_settings = { ...customer.invoice_settings, default_payment_method: defaultPm === "" ? null : defaultPm };
  }
  emitUpdated(state, "customer.updated", customer, before);
  return customer;
}

export function listCustomers(state: StandInState, p: Params): Stripe.ApiList<Stripe.Customer> {
  const email = p.string("email");
  const customers = [...state.customers.values()].reverse().filter((customer) => email === undefined || customer.email === email);
  p.accept("created");
  return listPage(customers, p, "/v1/customers", "customer");
}

/**
 * Customer search with the clauses a server needs to find its customer
 * again: `metadata['key']:'value'`, `email:'value'` and `name:'value'`,
 * joined with AND. (Real search is eventually consistent; this is not.)
 */
export function searchCustomers(state: StandInState, p: Params): Stripe.ApiSearchResult<Stripe.Customer> {
  const query = p.requiredString("query");
  const limit = p.int("limit") ?? 10;
  p.accept("page");
  const clauses = query.split(/\s+AND\s+/i).map((clause) => {
    const match = /^\s*(metadata\[['"]([^'"]+)['"]\]|email|name|id)\s*:\s*['"]([^'"]*)['"]\s*$/.exec(clause);
    if (!match) throw invalidRequest(`The Stripe stand-in's search understands metadata['key']:'value', email:'value', name:'value' and id:'value' joined by AND; got: ${clause}`, "query");
    const [, field = "", metaKey, value = ""] = match;
    return (customer: Stripe.Customer) => {
      if (metaKey !== undefined) return customer.metadata[metaKey] === value;
      if (field === "email") return customer.email === value;
      if (field === "name") return customer.name === value;
      return customer.id === value;
    };
  });
  const data = [...state.customers.values()].reverse().filter((customer) => clauses.every((clause) => clause(customer)));
  return { object: "search_result", data: data.slice(0, limit), has_more: data.length > limit, next_page: null, url: "/v1/customers/search" };
}
