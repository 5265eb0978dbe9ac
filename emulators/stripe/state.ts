import type Stripe from "stripe";
import { StandInClock } from "./clock.ts";
import type { LineSpec, TestCard } from "./model.ts";
import { noSuch } from "./params.ts";

/**
 * Everything the stand-in keeps, with no HTTP and no endpoint behaviour in
 * it: the objects by id, the bookkeeping Stripe keeps out of sight (which
 * test card a PaymentMethod is, pending prorations, forced payment
 * failures), the clock and the request being served. The endpoints live in
 * one module per resource (`customers.ts`, `subscriptions.ts`, ...), each
 * a set of plain functions over this state.
 */

/** The API request being served, so the events it causes carry its id and idempotency key. */
export interface RequestInfo {
  id: string;
  idempotencyKey: string | null;
}

/** What Stripe tracks about a subscription but does not show on it. */
export interface SubscriptionState {
  /** Pending proration lines, billed on the next invoice. */
  pendingLines: LineSpec[];
  trialWillEndSent: boolean;
}

export class StandInState {
  readonly clock = new StandInClock();
  /** Set while an API request is served (`withRequest`). */
  request: RequestInfo | null = null;

  readonly customers = new Map<string, Stripe.Customer>();
  readonly balanceTransactions = new Map<string, Stripe.CustomerBalanceTransaction[]>();
  readonly paymentMethods = new Map<string, Stripe.PaymentMethod>();
  readonly setupIntents = new Map<string, Stripe.SetupIntent>();
  readonly prices = new Map<string, Stripe.Price>();
  readonly subscriptions = new Map<string, Stripe.Subscription>();
  readonly invoices = new Map<string, Stripe.Invoice>();
  readonly events: Stripe.Event[] = [];
  /** The test card behind each card PaymentMethod: how it behaves when set up and charged. */
  readonly cards = new Map<string, TestCard>();
  readonly subscriptionStates = new Map<string, SubscriptionState>();
  readonly invoicePayments = new Map<string, Stripe.InvoicePayment[]>();
  /** Payment attempts per customer that fail whatever the card (`fail-next-payment`). */
  readonly failNext = new Map<string, number>();
  /** Customers whose failing test cards work again (`recover-payment`). */
  readonly recovered = new Set<string>();
  /**
   * A customer as it was before an invoice drafted now took from or added to
   * their balance: `customer.updated` follows the invoice's own events, as
   * in Stripe.
   */
  readonly pendingCustomerUpdate = new Map<string, Stripe.Customer>();

  constructor(
    /** Called for every event, in the order they happen, with the key that orders its delivery (its customer). */
    readonly onEvent: (event: Stripe.Event, orderKey: string) => void,
  ) {}

  /** The stand-in's current time (unix seconds). */
  now(): number {
    return this.clock.now();
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

  /** A kept customer, or Stripe's `No such customer` (404 for the one in the path, 400 for a reference in the parameters). */
  customer(id: string, param = "id", status: 400 | 404 = 404): Stripe.Customer {
    const customer = this.customers.get(id);
    if (!customer) throw noSuch("customer", id, param, status);
    return customer;
  }

  /** A kept subscription, or Stripe's `No such subscription`. */
  subscription(id: string, param = "id", status: 400 | 404 = 404): Stripe.Subscription {
    const sub = this.subscriptions.get(id);
    if (!sub) throw noSuch("subscription", id, param, status);
    return sub;
  }

  subscriptionState(subscriptionId: string): SubscriptionState {
    let state = this.subscriptionStates.get(subscriptionId);
    if (!state) {
      state = { pendingLines: [], trialWillEndSent: false };
      this.subscriptionStates.set(subscriptionId, state);
    }
    return state;
  }

  balanceTransactionsOf(customerId: string): Stripe.CustomerBalanceTransaction[] {
    let list = this.balanceTransactions.get(customerId);
    if (!list) {
      list = [];
      this.balanceTransactions.set(customerId, list);
    }
    return list;
  }

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
    this.subscriptionStates.clear();
    this.invoicePayments.clear();
    this.failNext.clear();
    this.recovered.clear();
    this.pendingCustomerUpdate.clear();
    this.clock.reset();
  }
}
