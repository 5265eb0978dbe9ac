import type { contactEndpoints } from "@berea/contracts/contact";
import { saveContactMessage } from "../../contact/contact-messages.ts";
import type { ApiDeps } from "../deps.ts";
import { clientAddress } from "../client-address.ts";
import type { AreaHandlers } from "../mount.ts";
import { msg } from "../../lib/messages/message.ts";

/** `POST /api/contact`: stores a message for the team. */
export function contactHandlers({ store, now, trustedProxyHops }: ApiDeps): AreaHandlers<typeof contactEndpoints> {
  return {
    send: async (request, { req, findCaller }) => {
      const caller = await findCaller();
      // The limit counts the signed-in sender, else the client address.
      const sender = caller ? `user:${caller.uid}` : `client:${clientAddress(req, trustedProxyHops ?? 0)}`;
      await saveContactMessage(store, request, { client: sender, uid: caller?.uid ?? null }, now());
      return { message: msg("said.contactThanks") };
    },
  };
}
