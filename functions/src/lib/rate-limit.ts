import { createHash, randomUUID } from "node:crypto";
import { z } from "zod";
import { AppError } from "./app-error.ts";
import type { ServerMessage } from "./messages/message.ts";
import { collection } from "../store/collection.ts";
import type { Store, Transaction } from "../store/port.ts";

export interface RateLimit {
  /** Names the limit, e.g. `contact`. */
  name: string;
  max: number;
  windowMs: number;
}

/** `rateLimits/{hash of limit, key and window}`: the requests counted in one window. */
export const rateLimitWindowSchema = z.object({
  count: z.number(),
  /** The limit's name, so the documents of one limit can be told apart. */
  name: z.string(),
  /** The window's end (epoch ms): the next window counts in a new document, so this one is never read again. */
  expiresAt: z.number(),
});
export type RateLimitWindow = z.infer<typeof rateLimitWindowSchema>;

export const rateLimits = collection("rateLimits", rateLimitWindowSchema);

/**
 * A fixed-window limit kept in the store, so it holds across function
 * instances. One document per key and window; the key is hashed so no
 * address is stored in the clear. Costs 1 read and 1 write.
 */
export async function consumeRateLimit(store: Store, limit: RateLimit, key: string, now: Date, message: string | ServerMessage): Promise<void> {
  await store.runTransaction((tx) => consumeRateLimitIn(tx, limit, key, now, message));
}

/**
 * The same limit inside a caller's transaction, so a request refused for
 * another reason spends nothing, and one that is let through spends its
 * allowance in the same commit as its own writes. Reads first: call it
 * before the transaction's first write.
 */
export async function consumeRateLimitIn(tx: Transaction, limit: RateLimit, key: string, now: Date, message: string | ServerMessage): Promise<void> {
  const windowStart = Math.floor(now.getTime() / limit.windowMs) * limit.windowMs;
  const id = createHash("sha256").update(`${limit.name}:${key}:${windowStart}`).digest("hex").slice(0, 40);
  const current = await rateLimits.get(tx, id);
  const count = current?.count ?? 0;
  if (count >= limit.max) {
    const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + limit.windowMs - now.getTime()) / 1000));
    throw new AppError("rate-limited", message, undefined, retryAfterSeconds);
  }
  rateLimits.set(tx, id, { count: count + 1, name: limit.name, expiresAt: windowStart + limit.windowMs });
}

/**
 * A limit on how many of one kind of request a key may have open at once
 * (a user's waiting chat reads), kept in the store so it holds across
 * function instances.
 */
export interface ConcurrencyLimit {
  name: string;
  max: number;
}

/**
 * `rateLimitLeases/{hash of limit and key}`: the requests open now, each
 * with the time its lease ends. A lease is released when its request ends;
 * one whose instance died ends by itself at `until`.
 */
export const rateLimitLeaseSchema = z.object({
  name: z.string(),
  leases: z.array(z.object({ id: z.string(), until: z.number() })),
});
export type RateLimitLease = z.infer<typeof rateLimitLeaseSchema>;

export const rateLimitLeases = collection("rateLimitLeases", rateLimitLeaseSchema);

const leaseDocId = (limit: ConcurrencyLimit, key: string) => createHash("sha256").update(`${limit.name}:${key}`).digest("hex").slice(0, 40);

/**
 * Takes one of `limit.max` places for a request that stays open up to
 * `holdMs`, or answers 429 (Retry-After: when the soonest open one ends).
 * Returns the release, to call when the request ends (1 read, 1 write each
 * way).
 */
export async function takeConcurrencySlot(
  store: Store,
  limit: ConcurrencyLimit,
  key: string,
  now: Date,
  holdMs: number,
  message: string | ServerMessage,
): Promise<() => Promise<void>> {
  const id = leaseDocId(limit, key);
  const leaseId = randomUUID();
  const at = now.getTime();
  await store.runTransaction(async (tx) => {
    const current = await rateLimitLeases.get(tx, id);
    const open = (current?.leases ?? []).filter((lease) => lease.until > at);
    if (open.length >= limit.max) {
      const soonest = Math.min(...open.map((lease) => lease.until));
      throw new AppError("rate-limited", message, undefined, Math.max(1, Math.ceil((soonest - at) / 1000)));
    }
    rateLimitLeases.set(tx, id, { name: limit.name, leases: [...open, { id: leaseId, until: at + holdMs }] });
  });
  return async () => {
    await store.runTransaction(async (tx) => {
      const current = await rateLimitLeases.get(tx, id);
      if (!current?.leases.some((lease) => lease.id === leaseId)) return;
      rateLimitLeases.set(tx, id, { name: limit.name, leases: current.leases.filter((lease) => lease.id !== leaseId) });
    });
  };
}
