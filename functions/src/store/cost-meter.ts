import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Counts document reads and writes per request (or any unit of work) the way
 * Firestore bills them, so both drivers report the same cost for the same
 * action and a change that doubles the cost shows up in tests and benchmarks.
 *
 * - a get costs 1 read, found or not; getMany 1 per id;
 * - a query costs 1 read per document returned, and 1 when it returns none;
 * - a count costs 1 read per 1,000 matching documents, at least 1;
 * - set, create, update and delete cost 1 write each;
 * - a watched query costs what the query would for its first snapshot, then
 *   1 read per document added or changed (`watchMeter`).
 */
export interface Cost {
  reads: number;
  writes: number;
}

const current = new AsyncLocalStorage<Cost>();

/** Runs `fn` with a fresh meter and returns its result together with what it cost. */
export async function meterCost<R>(fn: () => Promise<R>): Promise<{ result: R; cost: Cost }> {
  const cost: Cost = { reads: 0, writes: 0 };
  const result = await current.run(cost, fn);
  return { result, cost };
}

/** Starts metering the rest of this async context (for middleware that cannot wrap a callback). */
export function startMetering(): Cost {
  const cost: Cost = { reads: 0, writes: 0 };
  current.enterWith(cost);
  return cost;
}

/** The meter of the current unit of work, if any. */
export function currentCost(): Cost | undefined {
  return current.getStore();
}

export function chargeReads(documents: number): void {
  const cost = current.getStore();
  if (cost) cost.reads += documents;
}

export function chargeWrites(documents: number): void {
  const cost = current.getStore();
  if (cost) cost.writes += documents;
}

/** What a query that returned `returned` documents costs. */
export const queryReadCost = (returned: number): number => Math.max(1, returned);

/** What a count over `matched` documents costs. */
export const countReadCost = (matched: number): number => Math.max(1, Math.ceil(matched / 1000));

/**
 * Bills a watch to the unit of work that started it. Its later snapshots are
 * delivered in other async contexts (a writer's, a timer's), so the meter is
 * captured now: the first snapshot costs as a query, each later one 1 read
 * per document added or changed (removals are free).
 */
export function watchMeter(): { first(returned: number): void; changed(documents: number): void } {
  const cost = current.getStore();
  return {
    first: (returned) => {
      if (cost) cost.reads += queryReadCost(returned);
    },
    changed: (documents) => {
      if (cost) cost.reads += documents;
    },
  };
}
