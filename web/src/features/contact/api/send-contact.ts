import { contactEndpoints, type ContactRequest } from "@berea/contracts/contact";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client.ts";

/** POST /api/contact: stores the message and answers `{ payload: { message } }`. */
export function sendContact(body: ContactRequest) {
  return callApi(contactEndpoints.send, body);
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
