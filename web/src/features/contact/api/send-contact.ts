import { contactReplySchema, type ContactRequest } from "@berea/contracts/contact";
import { useMutation } from "@tanstack/react-query";
import { apiPost } from "../../../lib/api-client.ts";

/** POST /api/contact: stores the message and answers `{ payload: { message } }`. */
export function sendContact(body: ContactRequest) {
  return apiPost("/contact", body, contactReplySchema);
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
