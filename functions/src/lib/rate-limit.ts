import { createHash } from "node:crypto";
import { z } from "zod";
import { AppError } from "./app-error.ts";
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
export async function consumeRateLimit(store: Store, limit: RateLimit, key: string, now: Date, message: string): Promise<void> {
  await store.runTransaction((tx) => consumeRateLimitIn(tx, limit, key, now, message));
}

/**
 * The same limit inside a caller's transaction, so a request refused for
 * another reason spends nothing, and one that is let through spends its
 * allowance in the same commit as its own writes. Reads first: call it
 * before the transaction's first write.
 */
export async function consumeRateLimitIn(tx: Transaction, limit: RateLimit, key: string, now: Date, message: string): Promise<void> {
  const windowStart = Math.floor(now.getTime() / limit.windowMs) * limit.windowMs;
  const id = createHash("sha256").update(`${limit.name}:${key}:${windowStart}`).digest("hex").slice(0, 40);
  const current = await rateLimits.get(tx, id);
  const count = current?.count ?? 0;
  if (count >= limit.max) throw new AppError("rate-limited", message);
  rateLimits.set(tx, id, { count: count + 1, name: limit.name, expiresAt: windowStart + limit.windowMs });
}
