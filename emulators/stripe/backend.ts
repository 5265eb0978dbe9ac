import type Stripe from "stripe";
import {
  API_VERSION,
  balanceTransactionObject,
  brandOf,
  customerObject,
  days,
  invoiceLineObject,
  invoiceObject,
  invoicePaymentObject,
  luhnValid,
  newId,
  paymentMethodObject,
  periodBoundary,
  planFromPrice,
  previousAttributes,
  priceObject,
  setupIntentObject,
  snapshot,
  subscriptionItemObject,
  subscriptionObject,
  TEST_CARDS,
  TEST_TOKENS,
  testPaymentMethodNumber,
  type LineSpec,
  type PriceSeed,
  type TestCard,
} from "./model.ts";
import { cardError, invalidRequest, noSuch, StripeApiError, type ApiErrorBody, type Params } from "./params.ts";

/**
 * The stand-in's state and the behaviour of the Stripe endpoints it serves,
 * with no HTTP in it: customers (with balance transactions), payment
 * methods, setup intents, prices, subscriptions, invoices and events, plus a
 * clock that tests move forward to end trials, renew periods and carry out
 * cancellations at period end.
 */

/** The event types the stand-in emits. */
export type EmittedEventType =
  | "customer.created"
  | "customer.updated"
  | "payment_method.attached"
  | "payment_method.detached"
  | "setup_intent.created"
  | "setup_intent.succeeded"
  | "setup_intent.setup_failed"
  | "customer.subscription.created"
  | "customer.subscription.updated"
  | "customer.subscription.deleted"
  | "customer.subscription.trial_will_end"
  | "invoice.created"
  | "invoice.finalized"
  | "invoice.paid"
  | "invoice.payment_succeeded"
  | "invoice.payment_failed";

type EventOf<T extends Stripe.Event.Type> = Extract<Stripe.Event, { type: T }>;
type EventObject<T extends EmittedEventType> = EventOf<T>["data"]["object"];
type EmittedObject = Stripe.Customer | Stripe.PaymentMethod | Stripe.SetupIntent | Stripe.Subscription | Stripe.Invoice;

export interface Auth {
  key: string;
  kind: "secret" | "publishable";
}

export interface RequestInfo {
  id: string;
  idempotencyKey: string | null;
}

interface SubscriptionState {
  /** Pending proration lines, billed on the next invoice. */
  pendingLines: LineSpec[];
  trialWillEndSent: boolean;
}

type ChargeOutcome = { ok: true } | { ok: false; error: ApiErrorBody };

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

const SUBSCRIPTION_STATUSES = ["active", "all", "canceled", "ended", "incomplete", "incomplete_expired", "past_due", "paused", "trialing", "unpaid"] as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

export interface BackendOptions {
  prices: PriceSeed[];
  /** Called for every event, in the order they happen. */
  onEvent: (event: Stripe.Event, orderKey: string) => void;
}

export class StripeBackend {
  private offsetSeconds = 0;
  private frozenAt: number | undefined;
  private request: RequestInfo | null = null;

  readonly customers = new Map<string, Stripe.Customer>();
  readonly balanceTransactions = new Map<string, Stripe.CustomerBalanceTransaction[]>();
  readonly paymentMethods = new Map<string, Stripe.PaymentMethod>();
  readonly setupIntents = new Map<string, Stripe.SetupIntent>();
  readonly prices = new Map<string, Stripe.Price>();
  readonly subscriptions = new Map<string, Stripe.Subscription>();
  readonly invoices = new Map<string, Stripe.Invoice>();
  readonly events: Stripe.Event[] = [];
  private readonly cards = new Map<string, TestCard>();
  private readonly subscriptionState = new Map<string, SubscriptionState>();
  private readonly invoicePayments = new Map<string, Stripe.InvoicePayment[]>();
  private readonly failNext = new Map<string, number>();
  private readonly recovered = new Set<string>();

  constructor(private readonly options: BackendOptions) {
    for (const seed of options.prices) this.addPrice(seed);
  }

  // ------------------------------------------------------------ clock

  /** The stand-in's current time (unix seconds): real time plus however far tests advanced it. */
  now(): number {
    return this.frozenAt ?? Math.floor(Date.now() / 1000) + this.offsetSeconds;
  }

  /** Runs `work` on behalf of an API request, so the events it emits carry the request's id and idempotency key. */
  withRequest<T>(request: RequestInfo, work: () => T): T {
    this.request = request;
    try {
      return work();
    } finally {
      this.request = null;
    }
  }

  /**
   * Moves the clock forward and carries out, in time order, everything that
   * falls due: trial-will-end notices, trial ends, renewals, cancellations
   * at period end and expiry of incomplete subscriptions. Returns the events
   * that caused.
   */
  advanceClock(seconds: number): Stripe.Event[] {
    if (!Number.isFinite(seconds) || seconds < 0) throw invalidRequest("seconds must be a number of seconds, zero or more.", "seconds");
    const target = this.now() + Math.floor(seconds);
    const firstEvent = this.events.length;
    for (let guard = 0; guard < 10_000; guard++) {
      const due = this.nextDue(target);
      if (!due) break;
      this.frozenAt = due.at;
      try {
        due.run();
      } finally {
        this.frozenAt = undefined;
      }
    }
    this.offsetSeconds = target - Math.floor(Date.now() / 1000);
    return this.events.slice(firstEvent);
  }

  private nextDue(target: number): { at: number; run: () => void } | undefined {
    let best: { at: number; rank: number; run: () => void } | undefined;
    const consider = (at: number | null | undefined, rank: number, run: () => void) => {
      if (at === null || at === undefined || at > target) return;
      if (!best || at < best.at || (at === best.at && rank < best.rank)) best = { at, rank, run };
    };
    for (const sub of this.subscriptions.values()) {
      const state = this.stateOf(sub.id);
      const periodEnd = this.periodEnd(sub);
      switch (sub.status) {
        case "trialing":
          if (!state.trialWillEndSent && sub.trial_end !== null) {
            consider(Math.max(sub.trial_end - days(3), sub.trial_start ?? sub.created), 0, () => this.trialWillEnd(sub));
          }
          consider(sub.cancel_at !== null && sub.cancel_at <= periodEnd ? sub.cancel_at : null, 1, () => this.cancelNow(sub));
          consider(sub.trial_end, 2, () => this.endTrial(sub));
          break;
        case "active":
        case "past_due":
          consider(sub.cancel_at !== null && sub.cancel_at <= periodEnd ? sub.cancel_at : null, 1, () => this.cancelNow(sub));
          consider(periodEnd, 2, () => this.renew(sub));
          break;
        case "incomplete":
          consider(sub.created + 23 * 3600, 3, () => this.expireIncomplete(sub));
          break;
        default:
          break;
      }
    }
    return best;
  }

  // ------------------------------------------------------------ events

  private emit<T extends EmittedEventType>(type: T, object: EventObject<T>, previous?: Partial<EventObject<T>>): Stripe.Event {
    const target: EmittedObject = object;
    const data = previous && Object.keys(previous).length > 0 ? { object: snapshot(object), previous_attributes: snapshot(previous) } : { object: snapshot(object) };
    const event = {
      id: newId("evt"),
      object: "event",
      api_version: API_VERSION,
      created: this.now(),
      data,
      livemode: false,
      pending_webhooks: 0,
      request: { id: this.request?.id ?? null, idempotency_key: this.request?.idempotencyKey ?? null },
      type,
    } as EventOf<T>; // TypeScript cannot tie the generic `type` to its member of the Stripe.Event union; the parameters above are typed per event type
    this.events.push(event);
    const orderKey = target.object === "customer" ? target.id : typeof target.customer === "string" ? target.customer : target.id;
    this.options.onEvent(event, orderKey);
    return event;
  }

  retrieveEvent(id: string): Stripe.Event {
    const event = this.events.find((candidate) => candidate.id === id);
    if (!event) throw noSuch("event", id, "id", 404);
    return event;
  }

  listEvents(p: Params): Stripe.ApiList<Stripe.Event> {
    const type = p.string("type");
    const types = p.strings("types");
    const created = p.object("created");
    const gte = created?.int("gte");
    const gt = created?.int("gt");
    const lte = created?.int("lte");
    const lt = created?.int("lt");
    const matchesType = (eventType: string) => {
      if (types.length > 0) return types.includes(eventType);
      if (type === undefined) return true;
      if (type.endsWith("*")) return eventType.startsWith(type.slice(0, -1));
      return eventType === type;
    };
    const events = [...this.events]
      .reverse()
      .filter((event) => matchesType(event.type))
      .filter((event) => (gte === undefined || event.created >= gte) && (gt === undefined || event.created > gt))
      .filter((event) => (lte === undefined || event.created <= lte) && (lt === undefined || event.created < lt));
    p.accept("delivery_success");
    return this.page(events, p, "/v1/events", "event");
  }

  // ------------------------------------------------------------ rendering

  /**
   * The reply for an object: a wire copy with `expand[]` applied. Ids are
   * expanded from the stand-in's own objects; an invoice's includable
   * `payments` and `confirmation_secret` appear only when expanded, as in
   * the API.
   */
  render(value: object, expand: string[]): unknown {
    const out: unknown = snapshot(value);
    for (const path of expand) {
      const segments = path.split(".");
      if (segments.length > 4) throw invalidRequest(`You cannot expand more than 4 levels of a property. Property: ${path}`, "expand");
      this.expandNode(out, segments, path);
    }
    return out;
  }

  private expandNode(node: unknown, segments: string[], path: string): unknown {
    const [head, ...rest] = segments;
    if (head === undefined || node === null) return node;
    if (!isRecord(node)) throw this.cannotExpand(path, head);
    if (node.object === "list" || node.object === "search_result") {
      const list = node.data;
      if (head !== "data" || !Array.isArray(list)) throw this.cannotExpand(path, head);
      node.data = list.map((item: unknown) => this.expandNode(item, rest, path));
      return node;
    }
    let value = node[head];
    if (typeof value === "string") {
      if (!EXPANDABLE.has(head)) throw this.cannotExpand(path, head);
      const found = this.lookup(value);
      if (!found) throw this.cannotExpand(path, head, ` The Stripe stand-in does not keep '${value}'.`);
      value = snapshot(found);
    } else if (value === undefined) {
      value = this.includable(node, head);
      if (value === undefined) throw this.cannotExpand(path, head);
    }
    node[head] = this.expandNode(value, rest, path);
    return node;
  }

  private cannotExpand(path: string, field: string, note = ""): StripeApiError {
    return invalidRequest(`This property cannot be expanded (${field}). Expanding: ${path}.${note}`, "expand");
  }

  private lookup(id: string): object | undefined {
    return (
      this.customers.get(id) ??
      this.paymentMethods.get(id) ??
      this.invoices.get(id) ??
      this.subscriptions.get(id) ??
      this.setupIntents.get(id) ??
      this.prices.get(id)
    );
  }

  private includable(node: Record<string, unknown>, field: string): unknown {
    if (node.object !== "invoice" || typeof node.id !== "string") return undefined;
    const payments = this.invoicePayments.get(node.id) ?? [];
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

  /** A page of a list (newest first), with Stripe's `limit`, `starting_after` and `ending_before`. */
  private page<T extends { id: string }>(all: T[], p: Params, url: string, kind: string): Stripe.ApiList<T> {
    const limit = p.int("limit") ?? 10;
    if (limit < 1 || limit > 100) throw invalidRequest("Invalid limit: must be between 1 and 100", "limit");
    const after = p.string("starting_after");
    const before = p.string("ending_before");
    let items = all;
    if (after !== undefined) {
      const index = all.findIndex((item) => item.id === after);
      if (index < 0) throw noSuch(kind, after, "starting_after");
      items = all.slice(index + 1);
      return { object: "list", data: items.slice(0, limit), has_more: items.length > limit, url };
    }
    if (before !== undefined) {
      const index = all.findIndex((item) => item.id === before);
      if (index < 0) throw noSuch(kind, before, "ending_before");
      items = all.slice(0, index);
      return { object: "list", data: items.slice(Math.max(0, items.length - limit)), has_more: items.length > limit, url };
    }
    return { object: "list", data: items.slice(0, limit), has_more: items.length > limit, url };
  }

  // ------------------------------------------------------------ prices

  addPrice(seed: PriceSeed): Stripe.Price {
    const price = priceObject(seed, this.now());
    this.prices.set(price.id, price);
    return price;
  }

  retrievePrice(id: string): Stripe.Price {
    const price = this.prices.get(id);
    if (!price) throw noSuch("price", id, "id", 404);
    return price;
  }

  listPrices(p: Params): Stripe.ApiList<Stripe.Price> {
    const active = p.bool("active");
    const lookupKeys = p.strings("lookup_keys");
    const product = p.string("product");
    const type = p.string("type");
    const currency = p.string("currency");
    const interval = p.object("recurring")?.string("interval");
    const prices = [...this.prices.values()]
      .reverse()
      .filter((price) => active === undefined || price.active === active)
      .filter((price) => lookupKeys.length === 0 || (price.lookup_key !== null && lookupKeys.includes(price.lookup_key)))
      .filter((price) => product === undefined || price.product === product)
      .filter((price) => type === undefined || price.type === type)
      .filter((price) => currency === undefined || price.currency === currency)
      .filter((price) => interval === undefined || price.recurring?.interval === interval);
    return this.page(prices, p, "/v1/prices", "price");
  }

  // ------------------------------------------------------------ customers

  retrieveCustomer(id: string, param = "id", status: 400 | 404 = 404): Stripe.Customer {
    const customer = this.customers.get(id);
    if (!customer) throw noSuch("customer", id, param, status);
    return customer;
  }

  createCustomer(p: Params): Stripe.Customer {
    const customer = customerObject({
      id: newId("cus", 14),
      created: this.now(),
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
    this.customers.set(customer.id, customer);
    this.balanceTransactions.set(customer.id, []);
    this.emit("customer.created", customer);
    if (attachId) this.attach(attachId, customer, "payment_method");
    if (defaultId) {
      const pm = this.attachedPaymentMethod(customer, defaultId, "invoice_settings[default_payment_method]");
      customer.invoice_settings.default_payment_method = pm.id;
    }
    return customer;
  }

  updateCustomer(id: string, p: Params): Stripe.Customer {
    const customer = this.retrieveCustomer(id);
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
    if (defaultPm !== undefined && defaultPm !== "") this.attachedPaymentMethod(customer, defaultPm, "invoice_settings[default_payment_method]");
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
    this.customerUpdated(customer, before);
    return customer;
  }

  private customerUpdated(customer: Stripe.Customer, before: Stripe.Customer): void {
    const previous = previousAttributes(before, snapshot(customer));
    if (Object.keys(previous).length > 0) this.emit("customer.updated", customer, previous);
  }

  listCustomers(p: Params): Stripe.ApiList<Stripe.Customer> {
    const email = p.string("email");
    const customers = [...this.customers.values()].reverse().filter((customer) => email === undefined || customer.email === email);
    p.accept("created");
    return this.page(customers, p, "/v1/customers", "customer");
  }

  /**
   * Customer search with the clauses a server needs to find its customer
   * again: `metadata['key']:'value'`, `email:'value'` and `name:'value'`,
   * joined with AND. (Real search is eventually consistent; this is not.)
   */
  searchCustomers(p: Params): Stripe.ApiSearchResult<Stripe.Customer> {
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
    const data = [...this.customers.values()].reverse().filter((customer) => clauses.every((clause) => clause(customer)));
    return { object: "search_result", data: data.slice(0, limit), has_more: data.length > limit, next_page: null, url: "/v1/customers/search" };
  }

  createBalanceTransaction(customerId: string, p: Params): Stripe.CustomerBalanceTransaction {
    const customer = this.retrieveCustomer(customerId);
    const amount = p.int("amount");
    if (amount === undefined) throw invalidRequest("Missing required param: amount.", "amount", "parameter_missing");
    const currency = p.requiredString("currency").toLowerCase();
    const description = p.string("description") ?? null;
    const metadata = p.metadata("metadata") ?? {};
    p.rejectUnknown();
    if (customer.currency && customer.currency !== currency) {
      throw invalidRequest(`The currency ${currency} does not match the customer's currency ${customer.currency}.`, "currency");
    }
    const before = snapshot(customer);
    customer.currency = currency;
    customer.balance += amount;
    const txn = balanceTransactionObject({
      customer: customer.id,
      amount,
      currency,
      description,
      endingBalance: customer.balance,
      invoice: null,
      metadata,
      type: "adjustment",
      created: this.now(),
    });
    this.transactionsOf(customer.id).push(txn);
    this.customerUpdated(customer, before);
    return txn;
  }

  listBalanceTransactions(customerId: string, p: Params): Stripe.ApiList<Stripe.CustomerBalanceTransaction> {
    this.retrieveCustomer(customerId);
    return this.page([...this.transactionsOf(customerId)].reverse(), p, `/v1/customers/${customerId}/balance_transactions`, "customer_balance_transaction");
  }

  retrieveBalanceTransaction(customerId: string, id: string): Stripe.CustomerBalanceTransaction {
    this.retrieveCustomer(customerId);
    const txn = this.transactionsOf(customerId).find((candidate) => candidate.id === id);
    if (!txn) throw noSuch("customer balance transaction", id, "id", 404);
    return txn;
  }

  private transactionsOf(customerId: string): Stripe.CustomerBalanceTransaction[] {
    let list = this.balanceTransactions.get(customerId);
    if (!list) {
      list = [];
      this.balanceTransactions.set(customerId, list);
    }
    return list;
  }

  // ------------------------------------------------------------ payment methods

  retrievePaymentMethod(id: string): Stripe.PaymentMethod {
    const pm = this.paymentMethods.get(id);
    if (!pm) throw noSuch("PaymentMethod", id, "id", 404);
    return pm;
  }

  listPaymentMethods(p: Params, customerId?: string): Stripe.ApiList<Stripe.PaymentMethod> {
    const customer = customerId ?? p.string("customer");
    if (customer !== undefined) this.retrieveCustomer(customer, customerId ? "id" : "customer", customerId ? 404 : 400);
    const type = p.string("type");
    p.accept("allow_redisplay");
    const pms = [...this.paymentMethods.values()]
      .reverse()
      .filter((pm) => customer === undefined || pm.customer === customer)
      .filter((pm) => type === undefined || pm.type === type);
    return this.page(pms, p, customerId ? `/v1/customers/${customerId}/payment_methods` : "/v1/payment_methods", "payment_method");
  }

  attachPaymentMethod(id: string, p: Params): Stripe.PaymentMethod {
    const customerId = p.requiredString("customer");
    p.rejectUnknown();
    const customer = this.retrieveCustomer(customerId, "customer", 400);
    return this.attach(id, customer, "id");
  }

  detachPaymentMethod(id: string, p: Params): Stripe.PaymentMethod {
    p.rejectUnknown();
    const pm = this.retrievePaymentMethod(id);
    if (typeof pm.customer !== "string") throw invalidRequest(`The payment method you provided is not attached to a customer so detachment is impossible.`, undefined, "payment_method_unexpected_state");
    const customer = this.customers.get(pm.customer);
    const before = snapshot(pm);
    pm.customer = null;
    this.emit("payment_method.detached", pm, previousAttributes(before, snapshot(pm)));
    if (customer && customer.invoice_settings.default_payment_method === pm.id) {
      const customerBefore = snapshot(customer);
      customer.invoice_settings = { ...customer.invoice_settings, default_payment_method: null };
      this.customerUpdated(customer, customerBefore);
    }
    return pm;
  }

  /** Attaches an existing PaymentMethod, or a test one (`pm_card_visa`...) as a fresh copy, to a customer. */
  private attach(id: string, customer: Stripe.Customer, param: string): Stripe.PaymentMethod {
    let pm = this.paymentMethods.get(id);
    if (!pm) {
      const number = testPaymentMethodNumber(id);
      if (!number) throw noSuch("PaymentMethod", id, param, param === "id" ? 404 : 400);
      pm = this.createCardPaymentMethod({ number, expMonth: 12, expYear: new Date().getUTCFullYear() + 3 }, emptyBillingDetails(), param);
      const card = this.cards.get(pm.id);
      if (card && !card.setup.ok) throw this.declineError(card, pm);
    }
    if (pm.customer === customer.id) return pm;
    if (pm.customer !== null) {
      throw invalidRequest("The payment method you provided has already been attached to a customer.", param, "payment_method_unexpected_state");
    }
    pm.customer = customer.id;
    this.emit("payment_method.attached", pm);
    return pm;
  }

  private attachedPaymentMethod(customer: Stripe.Customer, id: string, param: string): Stripe.PaymentMethod {
    const pm = this.paymentMethods.get(id);
    if (!pm) throw noSuch("PaymentMethod", id, param);
    if (pm.customer !== customer.id) {
      throw invalidRequest(`The customer does not have a payment method with the ID ${id}. The payment method must be attached to the customer.`, param, "resource_missing");
    }
    return pm;
  }

  /**
   * A card PaymentMethod from a test number or test token. Validation
   * failures (bad number, past expiry) are card errors and create nothing;
   * a known decline creates the PaymentMethod (the decline comes when it is
   * set up or charged), as Stripe does.
   */
  private createCardPaymentMethod(
    input: { number?: string; token?: string; expMonth?: number; expYear?: number; cvc?: string },
    billingDetails: Stripe.PaymentMethod.BillingDetails,
    param: string,
  ): Stripe.PaymentMethod {
    const number = (input.token !== undefined ? TEST_TOKENS[input.token] : input.number)?.replace(/[\s-]/g, "");
    if (input.token !== undefined && number === undefined) throw noSuch("token", input.token, `${param}[card][token]`);
    if (number === undefined || number === "") throw invalidRequest(`Missing required param: ${param}[card][number].`, `${param}[card][number]`, "parameter_missing");
    if (!/^\d+$/.test(number) || !luhnValid(number)) throw cardError("Your card number is incorrect.", "incorrect_number", { param: "number" });
    const year = input.expYear === undefined ? undefined : input.expYear < 100 ? 2000 + input.expYear : input.expYear;
    if (input.expMonth === undefined || input.expMonth < 1 || input.expMonth > 12) throw cardError("Your card's expiration month is invalid.", "invalid_expiry_month", { param: "exp_month" });
    const today = new Date(this.now() * 1000);
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
    const pm = paymentMethodObject({ id: newId("pm"), created: this.now(), card, expMonth: input.expMonth, expYear: year, billingDetails, customer: null });
    this.paymentMethods.set(pm.id, pm);
    this.cards.set(pm.id, card);
    return pm;
  }

  private declineError(card: TestCard, pm: Stripe.PaymentMethod, setupIntent?: Stripe.SetupIntent): StripeApiError {
    if (card.setup.ok) throw new Error("not a declined card");
    return cardError(card.setup.message, card.setup.code, {
      ...(card.setup.declineCode ? { decline_code: card.setup.declineCode } : {}),
      payment_method: snapshot(pm),
      ...(setupIntent ? { setup_intent: snapshot(setupIntent) } : {}),
    });
  }

  // ------------------------------------------------------------ setup intents

  createSetupIntent(p: Params): Stripe.SetupIntent {
    const customerId = p.string("customer");
    const customer = customerId === undefined ? undefined : this.retrieveCustomer(customerId, "customer", 400);
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
      created: this.now(),
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
      intent.payment_method = this.retrieveOrTestPaymentMethod(paymentMethod, "payment_method").id;
      intent.status = "requires_confirmation";
    }
    this.setupIntents.set(intent.id, intent);
    this.emit("setup_intent.created", intent);
    if (confirmParams) return this.confirmSetupIntent(intent.id, confirmParams, { key: "", kind: "secret" });
    return intent;
  }

  retrieveSetupIntent(id: string, p: Params, auth: Auth): Stripe.SetupIntent {
    const intent = this.setupIntents.get(id);
    if (!intent) throw noSuch("setup_intent", id, "id", 404);
    const secret = p.string("client_secret");
    p.accept("key");
    p.rejectUnknown();
    if (auth.kind === "publishable") this.checkClientSecret(intent, secret);
    return intent;
  }

  listSetupIntents(p: Params): Stripe.ApiList<Stripe.SetupIntent> {
    const customer = p.string("customer");
    const paymentMethod = p.string("payment_method");
    p.accept("created", "attach_to_self");
    const intents = [...this.setupIntents.values()]
      .reverse()
      .filter((intent) => customer === undefined || intent.customer === customer)
      .filter((intent) => paymentMethod === undefined || intent.payment_method === paymentMethod);
    return this.page(intents, p, "/v1/setup_intents", "setup_intent");
  }

  private checkClientSecret(intent: Stripe.SetupIntent, secret: string | undefined): void {
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
  confirmSetupIntent(id: string, p: Params, auth: Auth): Stripe.SetupIntent {
    const intent = this.setupIntents.get(id);
    if (!intent) throw noSuch("setup_intent", id, "id", 404);
    const secret = p.string("client_secret");
    if (auth.kind === "publishable") this.checkClientSecret(intent, secret);
    const paymentMethodId = p.string("payment_method") ?? (intent.payment_method === null ? undefined : stringId(intent.payment_method));
    const data = p.object("payment_method_data");
    p.accept("key", "return_url", "use_stripe_sdk", "expected_payment_method_type", "allowed_payment_method_types", "payment_method_options", "mandate_data", "_stripe_version", "_stripe_account");
    let cardInput: { number?: string; token?: string; expMonth?: number; expYear?: number; cvc?: string } | undefined;
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
    if (cardInput) pm = this.createCardPaymentMethod(cardInput, billing, "payment_method_data");
    else if (paymentMethodId !== undefined) pm = this.retrieveOrTestPaymentMethod(paymentMethodId, "payment_method");
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
    const card = this.cards.get(pm.id);
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
      this.emit("setup_intent.setup_failed", intent, previousAttributes(before, snapshot(intent)));
      throw this.declineError(card, pm, intent);
    }
    if (typeof intent.customer === "string") {
      const customer = this.customers.get(intent.customer);
      if (customer) this.attach(pm.id, customer, "payment_method");
    }
    intent.status = "succeeded";
    intent.payment_method = pm.id;
    intent.last_setup_error = null;
    this.emit("setup_intent.succeeded", intent);
    return intent;
  }

  private retrieveOrTestPaymentMethod(id: string, param: string): Stripe.PaymentMethod {
    const existing = this.paymentMethods.get(id);
    if (existing) return existing;
    const number = testPaymentMethodNumber(id);
    if (!number) throw noSuch("PaymentMethod", id, param);
    return this.createCardPaymentMethod({ number, expMonth: 12, expYear: new Date(this.now() * 1000).getUTCFullYear() + 3 }, emptyBillingDetails(), param);
  }

  // ------------------------------------------------------------ subscriptions

  retrieveSubscription(id: string, param = "id", status: 400 | 404 = 404): Stripe.Subscription {
    const sub = this.subscriptions.get(id);
    if (!sub) throw noSuch("subscription", id, param, status);
    return sub;
  }

  listSubscriptions(p: Params): Stripe.ApiList<Stripe.Subscription> {
    const customer = p.string("customer");
    const price = p.string("price");
    const status = p.oneOf("status", SUBSCRIPTION_STATUSES);
    p.accept("created", "collection_method", "current_period_end", "current_period_start", "test_clock", "automatic_tax");
    const matchesStatus = (sub: Stripe.Subscription) => {
      if (status === undefined) return sub.status !== "canceled" && sub.status !== "incomplete_expired";
      if (status === "all") return true;
      if (status === "ended") return sub.status === "canceled" || sub.status === "incomplete_expired";
      return sub.status === status;
    };
    const subs = [...this.subscriptions.values()]
      .reverse()
      .filter((sub) => customer === undefined || sub.customer === customer)
      .filter((sub) => price === undefined || sub.items.data.some((item) => item.price.id === price))
      .filter(matchesStatus);
    return this.page(subs, p, "/v1/subscriptions", "subscription");
  }

  createSubscription(p: Params): Stripe.Subscription {
    const customer = this.retrieveCustomer(p.requiredString("customer"), "customer", 400);
    const itemParams = p.objects("items");
    if (itemParams.length === 0) throw invalidRequest("Missing required param: items.", "items", "parameter_missing");
    const now = this.now();
    const subId = newId("sub");
    const items = itemParams.map((item, index) => {
      const priceId = item.requiredString("price");
      const price = this.prices.get(priceId);
      if (!price) throw noSuch("price", priceId, `items[${index}][price]`);
      const quantity = item.int("quantity") ?? 1;
      if (quantity < 0) throw invalidRequest("Invalid quantity: must be zero or more.", `items[${index}][quantity]`);
      const metadata = item.metadata("metadata") ?? {};
      return { price, quantity, metadata };
    });
    const first = items[0];
    if (!first) throw invalidRequest("Missing required param: items.", "items", "parameter_missing");
    const currency = first.price.currency;
    if (items.some((item) => item.price.currency !== currency)) throw invalidRequest("All prices on a subscription must have the same currency.", "items");
    const pmParam = p.string("default_payment_method");
    const defaultPm = pmParam ? this.attachedPaymentMethod(customer, pmParam, "default_payment_method").id : null;
    const trialDays = p.int("trial_period_days");
    const trialEndParam = p.string("trial_end");
    const behavior = p.oneOf("payment_behavior", ["allow_incomplete", "default_incomplete", "error_if_incomplete", "pending_if_incomplete"]) ?? "allow_incomplete";
    const cancelAtPeriodEnd = p.bool("cancel_at_period_end") ?? false;
    const collection = p.oneOf("collection_method", ["charge_automatically", "send_invoice"]);
    if (collection === "send_invoice") throw invalidRequest("The Stripe stand-in supports only collection_method=charge_automatically.", "collection_method");
    const currencyParam = p.string("currency");
    if (currencyParam !== undefined && currencyParam.toLowerCase() !== currency) throw invalidRequest(`currency ${currencyParam} does not match the price's currency ${currency}.`, "currency");
    const metadata = p.metadata("metadata") ?? {};
    const description = p.string("description") ?? null;
    const settings = p.object("payment_settings");
    settings?.accept("save_default_payment_method", "payment_method_types", "payment_method_options");
    p.accept("proration_behavior", "off_session", "trial_settings", "expand");
    p.rejectUnknown();

    let trialEnd: number | null = null;
    if (trialDays !== undefined) {
      if (trialDays < 1 || trialDays > 730) throw invalidRequest("trial_period_days must be between 1 and 730.", "trial_period_days");
      trialEnd = now + days(trialDays);
    }
    if (trialEndParam !== undefined && trialEndParam !== "now") {
      if (!/^\d+$/.test(trialEndParam)) throw invalidRequest(`Invalid timestamp: ${trialEndParam}`, "trial_end");
      const at = Number(trialEndParam);
      if (at <= now) throw invalidRequest("Invalid timestamp: must be an integer Unix timestamp in the future.", "trial_end");
      trialEnd = at;
    }
    const anchor = trialEnd ?? now;
    const recurring = recurringOf(first.price);
    const periodEnd = trialEnd ?? periodBoundary(anchor, recurring, 1);
    const subItems = items.map((item) =>
      subscriptionItemObject({ id: newId("si", 14), created: now, price: item.price, quantity: item.quantity, subscription: subId, periodStart: now, periodEnd, metadata: item.metadata }),
    );
    const sub = subscriptionObject({
      id: subId,
      created: now,
      customer: customer.id,
      currency,
      defaultPaymentMethod: defaultPm,
      description,
      metadata,
      items: subItems,
      status: trialEnd ? "trialing" : "incomplete",
      billingCycleAnchor: anchor,
      trialStart: trialEnd ? now : null,
      trialEnd,
    });
    if (cancelAtPeriodEnd) this.setCancelAtPeriodEnd(sub, true);

    const lines: LineSpec[] = subItems.map((item) => ({
      amount: trialEnd ? 0 : (item.price.unit_amount ?? 0) * (item.quantity ?? 1),
      description: `${trialEnd ? "Trial period for" : `${item.quantity ?? 1} ×`} ${productName(item.price)}`,
      price: item.price,
      quantity: item.quantity ?? 1,
      periodStart: now,
      periodEnd,
      subscriptionItem: item.id,
      proration: false,
    }));
    const total = lines.reduce((sum, line) => sum + line.amount, 0);
    const paymentMethod = this.paymentMethodFor(sub, customer);
    if (!trialEnd && total > 0 && !paymentMethod && behavior !== "default_incomplete") {
      throw invalidRequest(
        "This customer has no attached payment source or default payment method. Please consider adding a default payment method. For more information, visit https://docs.stripe.com/billing/subscriptions/payment-methods-setting#payment-method-priority.",
        undefined,
        "resource_missing",
      );
    }
    const creditPreview = Math.min(Math.max(0, -customer.balance), Math.max(0, total));
    const outcome: ChargeOutcome | "not_attempted" =
      total - creditPreview > 0 ? (behavior === "default_incomplete" ? "not_attempted" : this.charge(customer, paymentMethod)) : { ok: true };
    if (behavior === "error_if_incomplete" && outcome !== "not_attempted" && !outcome.ok) {
      throw new StripeApiError(402, outcome.error, true);
    }

    this.subscriptions.set(sub.id, sub);
    this.subscriptionState.set(sub.id, { pendingLines: [], trialWillEndSent: false });
    const invoice = this.draftInvoice(sub, customer, "subscription_create", lines, now, now);
    sub.latest_invoice = invoice.id;
    if (!trialEnd) sub.status = outcome !== "not_attempted" && outcome.ok ? "active" : "incomplete";
    this.emit("customer.subscription.created", sub);
    this.finishInvoice(invoice, customer, outcome);
    if (trialEnd && trialEnd - now <= days(3)) this.trialWillEnd(sub);
    return sub;
  }

  updateSubscription(id: string, p: Params): Stripe.Subscription {
    const sub = this.retrieveSubscription(id);
    const customer = this.retrieveCustomer(stringId(sub.customer), "customer", 400);
    const before = snapshot(sub);
    const metadata = p.metadata("metadata", sub.metadata);
    const details = p.object("cancellation_details");
    const comment = details?.string("comment");
    const feedback = details?.string("feedback");
    if (sub.status === "canceled" || sub.status === "incomplete_expired") {
      const others = Object.keys(p.raw).filter((key) => key !== "metadata" && key !== "cancellation_details" && key !== "expand");
      if (others.length > 0) throw invalidRequest("A canceled subscription can only update its cancellation_details and metadata.", others[0]);
      p.rejectUnknown();
      if (metadata !== undefined) sub.metadata = metadata;
      this.applyCancellationDetails(sub, comment, feedback);
      this.subscriptionUpdated(sub, before);
      return sub;
    }
    const description = p.string("description");
    const pmParam = p.string("default_payment_method");
    const cancelAtPeriodEnd = p.bool("cancel_at_period_end");
    const cancelAt = p.string("cancel_at");
    const trialEndParam = p.string("trial_end");
    const proration = p.oneOf("proration_behavior", ["create_prorations", "none", "always_invoice"]) ?? "create_prorations";
    const behavior = p.oneOf("payment_behavior", ["allow_incomplete", "default_incomplete", "error_if_incomplete", "pending_if_incomplete"]) ?? "allow_incomplete";
    const prorationDate = p.int("proration_date");
    const itemChanges = p.objects("items").map((item, index) => {
      const priceId = item.string("price");
      const change = {
        index,
        id: item.string("id"),
        price: priceId === undefined ? undefined : this.prices.get(priceId),
        quantity: item.int("quantity"),
        deleted: item.bool("deleted") ?? false,
        metadata: item.metadata("metadata"),
      };
      item.accept("clear_usage", "discounts", "tax_rates");
      if (priceId !== undefined && !change.price) throw noSuch("price", priceId, `items[${index}][price]`);
      if (change.price && change.price.currency !== sub.currency) throw invalidRequest("All prices on a subscription must have the same currency.", `items[${index}][price]`);
      if (change.id !== undefined && !sub.items.data.some((candidate) => candidate.id === change.id)) throw noSuch("subscription item", change.id, `items[${index}][id]`);
      if (change.id === undefined && !change.price) throw invalidRequest(`Missing required param: items[${index}][price].`, `items[${index}][price]`, "parameter_missing");
      return change;
    });
    p.accept("off_session", "payment_settings", "trial_settings", "expand", "billing_cycle_anchor");
    p.rejectUnknown();

    const now = this.now();
    if (pmParam !== undefined) sub.default_payment_method = pmParam === "" ? null : this.attachedPaymentMethod(customer, pmParam, "default_payment_method").id;
    if (description !== undefined) sub.description = description === "" ? null : description;
    if (metadata !== undefined) sub.metadata = metadata;
    this.applyCancellationDetails(sub, comment, feedback);
    if (cancelAtPeriodEnd !== undefined) this.setCancelAtPeriodEnd(sub, cancelAtPeriodEnd);
    if (cancelAt !== undefined) {
      if (cancelAt === "") this.setCancelAtPeriodEnd(sub, false);
      else if (cancelAt === "max_period_end" || cancelAt === "min_period_end") this.setCancelAtPeriodEnd(sub, true);
      else {
        if (!/^\d+$/.test(cancelAt) || Number(cancelAt) <= now) throw invalidRequest("cancel_at must be a Unix timestamp in the future.", "cancel_at");
        sub.cancel_at = Number(cancelAt);
        sub.cancel_at_period_end = sub.cancel_at === this.periodEnd(sub);
        sub.canceled_at = now;
        sub.cancellation_details = { ...emptyCancellation(), ...sub.cancellation_details, reason: "cancellation_requested" };
      }
    }

    // Item changes: price, quantity, additions and removals.
    const oldItems = snapshot(sub.items.data);
    const itemsChanged = itemChanges.length > 0;
    for (const change of itemChanges) {
      const existing = change.id === undefined ? undefined : sub.items.data.find((candidate) => candidate.id === change.id);
      if (existing && change.deleted) {
        sub.items.data = sub.items.data.filter((candidate) => candidate !== existing);
      } else if (existing) {
        if (change.price) {
          existing.price = change.price;
          existing.plan = planFromPrice(change.price);
        }
        if (change.quantity !== undefined) existing.quantity = change.quantity;
        if (change.metadata !== undefined) existing.metadata = change.metadata;
      } else if (change.price) {
        const template = sub.items.data[0];
        sub.items.data.push(
          subscriptionItemObject({
            id: newId("si", 14),
            created: now,
            price: change.price,
            quantity: change.quantity ?? 1,
            subscription: sub.id,
            periodStart: template?.current_period_start ?? now,
            periodEnd: template?.current_period_end ?? now,
            metadata: change.metadata ?? {},
          }),
        );
      }
    }
    if (sub.items.data.length === 0) throw invalidRequest("A subscription must have at least one active plan. To cancel a subscription, please use the cancel API endpoint.", "items");

    let invoice: { lines: LineSpec[]; reason: Stripe.Invoice.BillingReason } | undefined;
    const changeTime = prorationDate ?? now;
    if (trialEndParam !== undefined) {
      if (trialEndParam === "now") {
        if (sub.status === "trialing") {
          sub.trial_end = now;
          this.startNewPeriod(sub, now);
          invoice = { lines: this.fullLines(sub), reason: "subscription_update" };
          this.trialWillEnd(sub);
        }
      } else {
        if (!/^\d+$/.test(trialEndParam) || Number(trialEndParam) <= now) throw invalidRequest("Invalid timestamp: must be an integer Unix timestamp in the future.", "trial_end");
        const at = Number(trialEndParam);
        sub.status = "trialing";
        sub.trial_start = sub.trial_start ?? now;
        sub.trial_end = at;
        sub.billing_cycle_anchor = at;
        for (const item of sub.items.data) item.current_period_end = at;
        this.stateOf(sub.id).trialWillEndSent = false;
      }
    }
    if (itemsChanged && !invoice && sub.status !== "trialing") {
      const intervalChanged = sub.items.data.some((item) => {
        const old = oldItems.find((candidate) => candidate.id === item.id);
        return !old || old.price.recurring?.interval !== item.price.recurring?.interval || old.price.recurring?.interval_count !== item.price.recurring?.interval_count;
      });
      const credits = proration === "none" ? [] : this.prorationLines(oldItems, changeTime, -1);
      if (intervalChanged) {
        // A new billing interval resets the billing cycle anchor and bills now.
        this.startNewPeriod(sub, now);
        invoice = { lines: [...credits, ...this.fullLines(sub)], reason: "subscription_update" };
      } else if (proration !== "none") {
        const lines = [...credits, ...this.prorationLines(sub.items.data, changeTime, 1)].filter((line) => line.amount !== 0);
        if (proration === "always_invoice") invoice = { lines, reason: "subscription_update" };
        else this.stateOf(sub.id).pendingLines.push(...lines);
      }
    }

    let outcome: ChargeOutcome | "not_attempted" | undefined;
    let draft: Stripe.Invoice | undefined;
    if (invoice) {
      // An invoice made now also bills the prorations still pending from earlier changes.
      const pending = this.stateOf(sub.id).pendingLines;
      invoice.lines = [...pending, ...invoice.lines];
      const total = invoice.lines.reduce((sum, line) => sum + line.amount, 0);
      const creditPreview = Math.min(Math.max(0, -customer.balance), Math.max(0, total));
      outcome = total - creditPreview > 0 ? (behavior === "default_incomplete" ? "not_attempted" : this.charge(customer, this.paymentMethodFor(sub, customer))) : { ok: true };
      if (behavior === "error_if_incomplete" && outcome !== "not_attempted" && !outcome.ok) {
        // Nothing happened: put the subscription back as it was (its wire copy, which is what every reply and event is made of).
        Object.assign(sub, before);
        throw new StripeApiError(402, outcome.error, true);
      }
      this.stateOf(sub.id).pendingLines = [];
      draft = this.draftInvoice(sub, customer, invoice.reason, invoice.lines, now, now);
      sub.latest_invoice = draft.id;
      sub.status = outcome !== "not_attempted" && outcome.ok ? "active" : "past_due";
    }
    this.subscriptionUpdated(sub, before);
    if (draft && outcome) this.finishInvoice(draft, customer, outcome);
    return sub;
  }

  cancelSubscription(id: string, p: Params): Stripe.Subscription {
    const sub = this.retrieveSubscription(id);
    const details = p.object("cancellation_details");
    const comment = details?.string("comment");
    const feedback = details?.string("feedback");
    p.accept("invoice_now", "prorate", "expand");
    p.rejectUnknown();
    if (sub.status === "canceled" || sub.status === "incomplete_expired") {
      throw invalidRequest(`This subscription has already been canceled: ${sub.id}.`, undefined, "resource_missing");
    }
    this.applyCancellationDetails(sub, comment, feedback);
    this.cancelNow(sub, this.now());
    return sub;
  }

  private applyCancellationDetails(sub: Stripe.Subscription, comment: string | undefined, feedback: string | undefined): void {
    if (comment === undefined && feedback === undefined) return;
    const current = sub.cancellation_details ?? emptyCancellation();
    sub.cancellation_details = {
      ...current,
      ...(comment === undefined ? {} : { comment: comment === "" ? null : comment }),
      ...(feedback === undefined ? {} : { feedback: feedback === "" ? null : feedback }),
    };
  }

  private setCancelAtPeriodEnd(sub: Stripe.Subscription, value: boolean): void {
    sub.cancel_at_period_end = value;
    sub.cancel_at = value ? this.periodEnd(sub) : null;
    sub.canceled_at = value ? this.now() : null;
    sub.cancellation_details = { ...emptyCancellation(), ...sub.cancellation_details, reason: value ? "cancellation_requested" : null };
  }

  private cancelNow(sub: Stripe.Subscription, canceledAt?: number): void {
    const now = this.now();
    sub.status = "canceled";
    sub.ended_at = now;
    sub.canceled_at = canceledAt ?? sub.canceled_at ?? now;
    sub.cancel_at = canceledAt === undefined ? sub.cancel_at : null;
    sub.cancel_at_period_end = canceledAt === undefined ? sub.cancel_at_period_end : false;
    sub.cancellation_details = { ...emptyCancellation(), ...sub.cancellation_details, reason: sub.cancellation_details?.reason ?? "cancellation_requested" };
    this.emit("customer.subscription.deleted", sub);
  }

  private subscriptionUpdated(sub: Stripe.Subscription, before: Stripe.Subscription): void {
    const previous = previousAttributes(before, snapshot(sub));
    if (Object.keys(previous).length > 0) this.emit("customer.subscription.updated", sub, previous);
  }

  private trialWillEnd(sub: Stripe.Subscription): void {
    this.stateOf(sub.id).trialWillEndSent = true;
    this.emit("customer.subscription.trial_will_end", sub);
  }

  private endTrial(sub: Stripe.Subscription): void {
    const customer = this.retrieveCustomer(stringId(sub.customer), "customer", 400);
    const before = snapshot(sub);
    const at = sub.trial_end ?? this.now();
    this.startNewPeriod(sub, at);
    this.billCycle(sub, customer, before, "subscription_cycle");
  }

  private renew(sub: Stripe.Subscription): void {
    const customer = this.retrieveCustomer(stringId(sub.customer), "customer", 400);
    const before = snapshot(sub);
    const start = this.periodEnd(sub);
    const recurring = recurringOf(sub.items.data[0]?.price);
    const end = periodBoundary(sub.billing_cycle_anchor, recurring, periodIndex(sub.billing_cycle_anchor, recurring, start) + 1);
    for (const item of sub.items.data) {
      item.current_period_start = start;
      item.current_period_end = end;
    }
    this.billCycle(sub, customer, before, "subscription_cycle");
  }

  private billCycle(sub: Stripe.Subscription, customer: Stripe.Customer, before: Stripe.Subscription, reason: Stripe.Invoice.BillingReason): void {
    const state = this.stateOf(sub.id);
    const lines = [...state.pendingLines, ...this.fullLines(sub)];
    state.pendingLines = [];
    const total = lines.reduce((sum, line) => sum + line.amount, 0);
    const creditPreview = Math.min(Math.max(0, -customer.balance), Math.max(0, total));
    const outcome = total - creditPreview > 0 ? this.charge(customer, this.paymentMethodFor(sub, customer)) : ({ ok: true } as const);
    const previousPeriodStart = before.items.data[0]?.current_period_start ?? this.now();
    const invoice = this.draftInvoice(sub, customer, reason, lines, previousPeriodStart, this.now());
    sub.latest_invoice = invoice.id;
    sub.status = outcome.ok ? "active" : "past_due";
    this.subscriptionUpdated(sub, before);
    this.finishInvoice(invoice, customer, outcome);
  }

  private expireIncomplete(sub: Stripe.Subscription): void {
    const now = this.now();
    sub.status = "incomplete_expired";
    sub.ended_at = now;
    const invoice = typeof sub.latest_invoice === "string" ? this.invoices.get(sub.latest_invoice) : undefined;
    if (invoice && invoice.status === "open") {
      invoice.status = "void";
      invoice.status_transitions = { ...invoice.status_transitions, voided_at: now };
    }
    this.emit("customer.subscription.deleted", sub);
  }

  /** Starts a fresh period at `at` (trial end, trial_end=now, or an interval change) and makes it the billing cycle anchor. */
  private startNewPeriod(sub: Stripe.Subscription, at: number): void {
    sub.billing_cycle_anchor = at;
    const recurring = recurringOf(sub.items.data[0]?.price);
    const end = periodBoundary(at, recurring, 1);
    for (const item of sub.items.data) {
      item.current_period_start = at;
      item.current_period_end = end;
    }
  }

  private periodEnd(sub: Stripe.Subscription): number {
    return sub.items.data[0]?.current_period_end ?? sub.billing_cycle_anchor;
  }

  private fullLines(sub: Stripe.Subscription): LineSpec[] {
    return sub.items.data.map((item) => ({
      amount: (item.price.unit_amount ?? 0) * (item.quantity ?? 1),
      description: `${item.quantity ?? 1} × ${productName(item.price)}`,
      price: item.price,
      quantity: item.quantity ?? 1,
      periodStart: item.current_period_start,
      periodEnd: item.current_period_end,
      subscriptionItem: item.id,
      proration: false,
    }));
  }

  /** Proration for the rest of the current period: `sign` -1 credits unused time on old items, +1 charges remaining time on new ones. */
  private prorationLines(items: Stripe.SubscriptionItem[], at: number, sign: 1 | -1): LineSpec[] {
    return items.map((item) => {
      const length = Math.max(1, item.current_period_end - item.current_period_start);
      const remaining = Math.min(length, Math.max(0, item.current_period_end - at));
      const amount = sign * Math.round(((item.price.unit_amount ?? 0) * (item.quantity ?? 1) * remaining) / length);
      return {
        amount,
        description: `${sign < 0 ? "Unused time on" : "Remaining time on"} ${item.quantity ?? 1} × ${productName(item.price)} after ${new Date(at * 1000).toUTCString()}`,
        price: item.price,
        quantity: item.quantity ?? 1,
        periodStart: at,
        periodEnd: item.current_period_end,
        subscriptionItem: item.id,
        proration: true,
      };
    });
  }

  private stateOf(subscriptionId: string): SubscriptionState {
    let state = this.subscriptionState.get(subscriptionId);
    if (!state) {
      state = { pendingLines: [], trialWillEndSent: false };
      this.subscriptionState.set(subscriptionId, state);
    }
    return state;
  }

  // ------------------------------------------------------------ invoices and payments

  retrieveInvoice(id: string): Stripe.Invoice {
    const invoice = this.invoices.get(id);
    if (!invoice) throw noSuch("invoice", id, "id", 404);
    return invoice;
  }

  listInvoices(p: Params): Stripe.ApiList<Stripe.Invoice> {
    const customer = p.string("customer");
    const subscription = p.string("subscription");
    const status = p.string("status");
    p.accept("created", "collection_method", "due_date");
    const invoices = [...this.invoices.values()]
      .reverse()
      .filter((invoice) => customer === undefined || invoice.customer === customer)
      .filter((invoice) => subscription === undefined || invoice.parent?.subscription_details?.subscription === subscription)
      .filter((invoice) => status === undefined || invoice.status === status);
    return this.page(invoices, p, "/v1/invoices", "invoice");
  }

  /** `POST /v1/invoices/:id/pay`: tries the payment method again (or the one given). */
  payInvoice(id: string, p: Params): Stripe.Invoice {
    const invoice = this.retrieveInvoice(id);
    const pmParam = p.string("payment_method");
    p.accept("off_session", "paid_out_of_band", "source", "forgive", "mandate", "expand");
    p.rejectUnknown();
    if (invoice.status === "paid") throw invalidRequest("Invoice is already paid", undefined, "invoice_already_paid" );
    if (invoice.status !== "open") throw invalidRequest(`You can only pay an open invoice; this one is ${invoice.status ?? "unknown"}.`, undefined, "invoice_not_editable");
    const customer = this.retrieveCustomer(stringId(invoice.customer ?? ""), "customer", 400);
    const subId = invoice.parent?.subscription_details?.subscription;
    const sub = typeof subId === "string" ? this.subscriptions.get(subId) : undefined;
    const pm = pmParam ? this.attachedPaymentMethod(customer, pmParam, "payment_method").id : sub ? this.paymentMethodFor(sub, customer) : customer.invoice_settings.default_payment_method;
    const outcome = this.charge(customer, typeof pm === "string" ? pm : null);
    this.settleInvoice(invoice, customer, outcome);
    if (!outcome.ok) throw new StripeApiError(402, outcome.error, true);
    return invoice;
  }

  /** Marks a customer's cards as working again and pays their open invoices (the stand-in's `recover-payment`). */
  recoverPayment(customerId: string): Stripe.Event[] {
    const customer = this.retrieveCustomer(customerId, "customer", 400);
    const firstEvent = this.events.length;
    this.failNext.delete(customer.id);
    this.recovered.add(customer.id);
    const open = [...this.invoices.values()].filter((invoice) => invoice.customer === customer.id && invoice.status === "open");
    for (const invoice of open) this.settleInvoice(invoice, customer, { ok: true });
    return this.events.slice(firstEvent);
  }

  /** Makes the customer's next `count` payment attempts fail with a card decline (the stand-in's `fail-next-payment`). */
  failNextPayments(customerId: string, count = 1): void {
    const customer = this.retrieveCustomer(customerId, "customer", 400);
    this.recovered.delete(customer.id);
    this.failNext.set(customer.id, (this.failNext.get(customer.id) ?? 0) + count);
  }

  private paymentMethodFor(sub: Stripe.Subscription, customer: Stripe.Customer): string | null {
    const fromSub = sub.default_payment_method;
    if (fromSub) return stringId(fromSub);
    const fromCustomer = customer.invoice_settings.default_payment_method;
    return fromCustomer ? stringId(fromCustomer) : null;
  }

  /** Decides a payment attempt: the customer's forced failures first, then the card's behaviour. */
  private charge(customer: Stripe.Customer, paymentMethod: string | null): ChargeOutcome {
    const forced = this.failNext.get(customer.id) ?? 0;
    if (forced > 0) {
      if (forced === 1) this.failNext.delete(customer.id);
      else this.failNext.set(customer.id, forced - 1);
      return { ok: false, error: declinedCharge(paymentMethod) };
    }
    if (!paymentMethod) {
      return { ok: false, error: { type: "invalid_request_error", code: "resource_missing", message: "The customer has no default payment method and the subscription has none." } };
    }
    const card = this.cards.get(paymentMethod);
    if (card && card.charges === "fail" && !this.recovered.has(customer.id)) return { ok: false, error: declinedCharge(paymentMethod) };
    return { ok: true };
  }

  /**
   * Builds and keeps an invoice (not yet announced): applies the customer's
   * credit balance (negative balance) to it, or adds a negative total to the
   * balance, as Stripe does.
   */
  private draftInvoice(
    sub: Stripe.Subscription,
    customer: Stripe.Customer,
    reason: Stripe.Invoice.BillingReason,
    lines: LineSpec[],
    periodStart: number,
    periodEnd: number,
  ): Stripe.Invoice {
    const id = newId("in");
    const now = this.now();
    const total = lines.reduce((sum, line) => sum + line.amount, 0);
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
      this.transactionsOf(customer.id).push(
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
      this.pendingCustomerUpdate.set(customer.id, before);
    }
    this.invoices.set(id, invoice);
    this.invoicePayments.set(id, []);
    return invoice;
  }

  private readonly pendingCustomerUpdate = new Map<string, Stripe.Customer>();

  /** Announces a drafted invoice (created, finalized) and settles it with the decided payment outcome. */
  private finishInvoice(invoice: Stripe.Invoice, customer: Stripe.Customer, outcome: ChargeOutcome | "not_attempted"): void {
    this.emit("invoice.created", invoice);
    invoice.status = "open";
    invoice.status_transitions = { ...invoice.status_transitions, finalized_at: this.now() };
    this.emit("invoice.finalized", invoice);
    const customerBefore = this.pendingCustomerUpdate.get(customer.id);
    if (customerBefore) {
      this.pendingCustomerUpdate.delete(customer.id);
      this.customerUpdated(customer, customerBefore);
    }
    if (outcome === "not_attempted") {
      if (invoice.amount_due > 0) this.invoicePayments.get(invoice.id)?.push(invoicePaymentObject(invoice, this.now()));
      return;
    }
    this.settleInvoice(invoice, customer, outcome, false);
  }

  /** Records a payment attempt on an open invoice: paid (and its subscription active again) or failed (subscription past due). */
  private settleInvoice(invoice: Stripe.Invoice, customer: Stripe.Customer, outcome: ChargeOutcome, updateSubscription = true): void {
    const now = this.now();
    const payments = this.invoicePayments.get(invoice.id) ?? [];
    this.invoicePayments.set(invoice.id, payments);
    const subId = invoice.parent?.subscription_details?.subscription;
    const sub = typeof subId === "string" ? this.subscriptions.get(subId) : undefined;
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
        this.customerUpdated(customer, before);
      }
      if (updateSubscription && sub && subBefore && (sub.status === "past_due" || sub.status === "incomplete" || sub.status === "unpaid") && sub.latest_invoice === invoice.id) {
        sub.status = "active";
        this.subscriptionUpdated(sub, subBefore);
      }
      this.emit("invoice.paid", invoice);
      this.emit("invoice.payment_succeeded", invoice);
      return;
    }
    if (!payments.some((candidate) => candidate.status === "open")) payments.push(invoicePaymentObject(invoice, now));
    invoice.attempt_count += 1;
    invoice.attempted = true;
    invoice.next_payment_attempt = now + days(3);
    if (!customer.delinquent) {
      const before = snapshot(customer);
      customer.delinquent = true;
      this.customerUpdated(customer, before);
    }
    if (updateSubscription && sub && subBefore && sub.status === "active" && sub.latest_invoice === invoice.id) {
      sub.status = "past_due";
      this.subscriptionUpdated(sub, subBefore);
    }
    this.emit("invoice.payment_failed", invoice);
  }

  // ------------------------------------------------------------ reset

  /** Forgets every object and event; keeps the prices and moves the clock back to real time. */
  reset(): void {
    this.customers.clear();
    this.balanceTransactions.clear();
    this.paymentMethods.clear();
    this.setupIntents.clear();
    this.subscriptions.clear();
    this.invoices.clear();
    this.events.length = 0;
    this.cards.clear();
    this.subscriptionState.clear();
    this.invoicePayments.clear();
    this.failNext.clear();
    this.recovered.clear();
    this.pendingCustomerUpdate.clear();
    this.offsetSeconds = 0;
  }
}

function stringId(value: string | { id: string }): string {
  return typeof value === "string" ? value : value.id;
}

function recurringOf(price: Stripe.Price | undefined): Stripe.Price.Recurring {
  return price?.recurring ?? { interval: "month", interval_count: 1, meter: null, trial_period_days: null, usage_type: "licensed" };
}

/** Which period (0, 1, ...) after `anchor` starts at `start`. */
function periodIndex(anchor: number, recurring: Stripe.Price.Recurring, start: number): number {
  let index = 0;
  while (periodBoundary(anchor, recurring, index + 1) <= start && index < 100_000) index++;
  return index;
}

function productName(price: Stripe.Price): string {
  return price.nickname ?? price.metadata.plan ?? (typeof price.product === "string" ? price.product : price.product.id);
}

function emptyCancellation(): Stripe.Subscription.CancellationDetails {
  return { comment: null, feedback: null, feedback_option: null, reason: null };
}

function emptyBillingDetails(): Stripe.PaymentMethod.BillingDetails {
  return { address: null, email: null, name: null, phone: null, tax_id: null };
}

function readBillingDetails(details: Params): Stripe.PaymentMethod.BillingDetails {
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
