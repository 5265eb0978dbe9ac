import { createHash } from "node:crypto";
import { AppError } from "../api/app-error.ts";
import type { Store } from "../store/port.ts";

export interface RateLimit {
  /** Names the limit, e.g. `contact`. */
  name: string;
  max: number;
  windowMs: number;
}

const rateLimitsCollection = "rateLimits";

/**
 * A fixed-window limit kept in the store, so it holds across function
 * instances. One document per key and window; the key is hashed so no
 * address is stored in the clear. Costs 1 read and 1 write.
 */
export async function consumeRateLimit(store: Store, limit: RateLimit, key: string, now: Date, message: string): Promise<void> {
  const windowStart = Math.floor(now.getTime() / limit.windowMs) * limit.windowMs;
  const id = createHash("sha256").update(`${limit.name}:${key}:${windowStart}`).digest("hex").slice(0, 40);
  const allowed = await store.runTransaction(async (tx) => {
    const current = await tx.get<{ count: number }>(rateLimitsCollection, id);
    const count = current?.count ?? 0;
    if (count >= limit.max) return false;
    tx.set(rateLimitsCollection, id, { count: count + 1, name: limit.name, expiresAt: windowStart + limit.windowMs });
    return true;
  });
  if (!allowed) throw new AppError("rate-limited", message);
}
