import type { contactEndpoints } from "@berea/contracts/contact";
import { saveContactMessage } from "../../contact/contact-messages.ts";
import type { ApiDeps } from "../deps.ts";
import { clientAddress } from "../http.ts";
import type { AreaHandlers } from "../mount.ts";

/** `POST /api/contact`: stores a message for the team. */
export function contactHandlers({ store, now }: ApiDeps): AreaHandlers<typeof contactEndpoints> {
  return {
    send: async (request, { req, findCaller }) => {
      const caller = await findCaller();
      await saveContactMessage(store, request, { client: clientAddress(req), uid: caller?.uid ?? null }, now());
      return { message: "Thank you. Your message has reached us, and we will reply by email." };
    },
  };
}
