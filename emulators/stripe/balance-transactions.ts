import type Stripe from "stripe";
import { emitUpdated } from "./events.ts";
import { listPage } from "./lists.ts";
import { balanceTransactionObject, snapshot } from "./model.ts";
import { invalidRequest, noSuch, type Params } from "./params.ts";
import type { StandInState } from "./state.ts";

/**
 * A customer's credit balance by hand (`adjustment`); invoices add their own
 * `applied_to_invoice` and `unapplied_from_invoice` entries (`invoices.ts`).
 */
export function createBalanceTransaction(state: StandInState, customerId: string, p: Params): Stripe.CustomerBalanceTransaction {
  const customer = state.customer(customerId);
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
    created: state.now(),
  });
  state.balanceTransactionsOf(customer.id).push(txn);
  emitUpdated(state, "customer.updated", customer, before);
  return txn;
}

export function listBalanceTransactions(state: StandInState, customerId: string, p: Params): Stripe.ApiList<Stripe.CustomerBalanceTransaction> {
  state.customer(customerId);
  return listPage([...state.balanceTransactionsOf(customerId)].reverse(), p, `/v1/customers/${customerId}/balance_transactions`, "customer_balance_transaction");
}

export function retrieveBalanceTransaction(state: StandInState, customerId: string, id: string): Stripe.CustomerBalanceTransaction {
  state.customer(customerId);
  const txn = state.balanceTransactionsOf(customerId).find((candidate) => candidate.id === id);
  if (!txn) throw noSuch("customer balance transaction", id, "id", 404);
  return txn;
}
