import { randomUUID } from "node:crypto";
import type { ContactRequest } from "@berea/contracts/contact";
import { consumeRateLimit, type RateLimit } from "../lib/rate-limit.ts";
import type { Store } from "../store/port.ts";

export const contactLimit: RateLimit = { name: "contact", max: 5, windowMs: 60 * 60 * 1000 };

/** Stores a message for the team, at most five an hour from one client. */
export async function saveContactMessage(
  store: Store,
  message: ContactRequest,
  from: { client: string; uid: string | null },
  now: Date,
): Promise<void> {
  await consumeRateLimit(store, contactLimit, from.client, now, "You have sent several messages in the last hour. Please wait a little before sending another.");
  await store.create("contactMessages", randomUUID(), {
    ...message,
    uid: from.uid,
    createdAt: now.toISOString(),
    status: "new",
  });
}
