import { randomUUID } from "node:crypto";
import type { ContactRequest } from "@berea/contracts/contact";
import { z } from "zod";
import { consumeRateLimit, type RateLimit } from "../lib/rate-limit.ts";
import { collection } from "../store/collection.ts";
import type { Store } from "../store/port.ts";
import { msg } from "../lib/messages/message.ts";

/** `contactMessages/{id}`: a message for the team, as the form sent it (`ContactRequest`), with who sent it. */
export const contactMessageSchema = z.object({
  name: z.string(),
  email: z.string(),
  message: z.string(),
  /** The signed-in sender, or null. */
  uid: z.string().nullable(),
  /** ISO time. */
  createdAt: z.string(),
  /** The only status the app writes; the team reads the messages outside it. */
  status: z.literal("new"),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactMessages = collection("contactMessages", contactMessageSchema);

export const contactLimit: RateLimit = { name: "contact", max: 5, windowMs: 60 * 60 * 1000 };

/** Stores a message for the team, at most five an hour from one sender. */
export async function saveContactMessage(
  store: Store,
  message: ContactRequest,
  /** `client`: who the limit counts (the signed-in user, else the client address). */
  from: { client: string; uid: string | null },
  now: Date,
): Promise<void> {
  await consumeRateLimit(store, contactLimit, from.client, now, msg("contact.tooMany"));
  await contactMessages.create(store, randomUUID(), {
    ...message,
    uid: from.uid,
    createdAt: now.toISOString(),
    status: "new",
  });
}
