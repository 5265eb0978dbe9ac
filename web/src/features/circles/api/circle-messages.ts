import { circleEndpoints, type CircleDeleteMessageRequest, type CircleMessagesRequest, type CircleSendRequest } from "@berea/contracts/circles";
import type { z } from "zod";
import { callApi } from "../../../lib/api-client.ts";

/**
 * `POST /api/circles/messages`: the messages after one (with `wait`, held
 * open until one arrives) or the page before one. Called by the chat's own
 * loop (follow-circle.ts) rather than a query, so it can be cancelled.
 */
export const readCircleMessages = (request: CircleMessagesRequest, signal?: AbortSignal) =>
  callApi(circleEndpoints.messages, request, signal);

/** `POST /api/circles/send`: the stored message, numbered. Sending again with the same clientId returns the same message. */
export const sendCircleMessage = (request: CircleSendRequest) => callApi(circleEndpoints.send, request);

/** `POST /api/circles/delete-message`: the sender's own message, or (for the owner) anyone's. */
export const deleteCircleMessage = (request: CircleDeleteMessageRequest) => callApi(circleEndpoints.deleteMessage, request);

/** `POST /api/circles/listen`: a token to sign the browser in with, and the messages' path, to follow them with a Firestore listener. */
export const listenToCircleMessages = (request: z.input<typeof circleEndpoints.listen.request>, signal?: AbortSignal) => callApi(circleEndpoints.listen, request, signal);
