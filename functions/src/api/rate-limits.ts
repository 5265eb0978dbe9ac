import type { ApiRouteName } from "@berea/contracts/endpoints";
import type { ConcurrencyLimit, RateLimit } from "../lib/rate-limit.ts";
import { msg, type ServerMessage } from "../lib/messages/message.ts";

/**
 * Who a limit counts: the signed-in user (`user`), the client address
 * (`client`, see client-address.ts), or the user when there is a session and
 * the address otherwise (`user-or-client`, public endpoints).
 */
export type LimitKey = "user" | "client" | "user-or-client";

export interface EndpointLimit {
  limit: RateLimit;
  key: LimitKey;
  /** What the 429 says; Retry-After says when. */
  message: ServerMessage;
}

const minute = 60 * 1000;
const hour = 60 * minute;

/** Joining a circle and looking one up by its code spend one allowance: both try codes. */
const circleCodes: EndpointLimit = {
  limit: { name: "circle-code", max: 20, windowMs: hour },
  key: "user",
  message: msg("limits.circleCodes"),
};

/** Redeeming a one-time sign-in code and asking whose account it opens spend one allowance: both try codes. */
const signInCodes: EndpointLimit = {
  limit: { name: "sign-in-code", max: 20, windowMs: 10 * minute },
  key: "client",
  message: msg("limits.signInCodes"),
};

/**
 * The request limits the mount applies before an endpoint's handler, in
 * fixed windows kept in the store (`rateLimits`, lib/rate-limit.ts), so every
 * function instance counts against the same allowance. Past the limit: 429
 * with Retry-After and the message below. Contact messages (5 an hour) are
 * limited in their own domain function (contact/contact-messages.ts), keyed
 * the same way.
 */
export const endpointLimits: Partial<Record<ApiRouteName, EndpointLimit>> = {
  "POST /api/ register": {
    limit: { name: "register", max: 10, windowMs: hour },
    key: "client",
    message: msg("limits.register"),
  },
  "POST /api/ createSignInLink": {
    limit: { name: "sign-in-link", max: 10, windowMs: hour },
    key: "user",
    message: msg("limits.signInLinks"),
  },
  "POST /api/ emailVerification": {
    limit: { name: "email-verification", max: 5, windowMs: hour },
    key: "user",
    message: msg("limits.emailVerification"),
  },
  "POST /api/auth/callback registerCode": signInCodes,
  "POST /api/auth/callback previewSignInCode": signInCodes,
  "POST /api/create-subscription": {
    limit: { name: "create-subscription", max: 5, windowMs: hour },
    key: "user",
    message: msg("limits.cardSetups"),
  },
  "GET /api/bible/search": {
    limit: { name: "search", max: 60, windowMs: minute },
    key: "user-or-client",
    message: msg("limits.search"),
  },
  "POST /api/circles/join": circleCodes,
  "POST /api/circles/preview": circleCodes,
};

/**
 * Waiting chat reads (`circles/messages` with `wait`) a user may have open at
 * once, across tabs, devices and instances; a third is refused with 429
 * until one of the two ends.
 */
export const waitingChatReads: ConcurrencyLimit = { name: "waiting-chat-read", max: 2 };
export const waitingChatReadsMessage = "Your chat is already open in two other places. Close one of them, or wait a moment, and the chat will catch up.";
