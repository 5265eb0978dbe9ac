import { contactRequestSchema } from "@berea/contracts/contact";
import type { Request } from "express";
import { saveContactMessage } from "../../contact/contact-messages.ts";
import type { ApiDeps } from "../deps.ts";
import { clientAddress } from "../http.ts";
import { parseBody } from "../parse.ts";
import { findCaller } from "../session.ts";

/** `POST /api/contact`: stores a message for the team. */
export function contactHandler({ store, auth, now }: ApiDeps) {
  return async (req: Request) => {
    const body = parseBody(contactRequestSchema, req.body);
    const caller = await findCaller(auth, req);
    await saveContactMessage(store, body, { client: clientAddress(req), uid: caller?.uid ?? null }, now());
    return { message: "Thank you. Your message has reached us, and we will reply by email." };
  };
}
