import {
  authReplySchema,
  createSignInLinkRequestSchema,
  emailVerificationReplySchema,
  emailVerificationRequestSchema,
  loginRequestSchema,
  logoutRequestSchema,
  registerCodeRequestSchema,
  registerRequestSchema,
  signInLinkSchema,
} from "./auth.ts";
import { endpoint } from "./endpoint.ts";
import { messageReplySchema } from "./message-reply.ts";
import { getUserDataEndpoint } from "./user-data.ts";
import { getPricingRequestSchema, pricingReplySchema } from "./pricing.ts";
import { previewSignInCodeRequestSchema, signInCodePreviewSchema } from "./sign-in-code.ts";

/**
 * `POST /api/`: the spec's compatible contract, dispatched on the body's
 * `subject`; `POST /api/auth/callback` with `registerCode` is its sibling.
 */
export const rootEndpoints = {
  /** The browser signed in with Firebase Auth and sends the fresh ID token; the profile is made on first sign-in and the session cookie set. */
  login: endpoint({
    method: "POST",
    path: "/",
    subject: "login",
    request: loginRequestSchema,
    reply: authReplySchema,
    access: "public",
    errors: ["unauthenticated"],
  }),
  /** Creates the Firebase account and the profile; the browser then signs in. */
  register: endpoint({
    method: "POST",
    path: "/",
    subject: "register",
    request: registerRequestSchema,
    reply: authReplySchema,
    access: "public",
    errors: ["rate-limited"],
  }),
  /** Ends every session of the account (when there is one) and clears the cookie. */
  logout: endpoint({ method: "POST", path: "/", subject: "logout", request: logoutRequestSchema, reply: messageReplySchema, access: "public", errors: [] }),
  getPricing: endpoint({ method: "POST", path: "/", subject: "getPricing", request: getPricingRequestSchema, reply: pricingReplySchema, access: "public", errors: [] }),
  /** The caller's own profile with its effective plan, made on first call after a sign-in elsewhere. */
  getUserData: getUserDataEndpoint,
  /** A one-time `/login?code=` link for another device. */
  createSignInLink: endpoint({
    method: "POST",
    path: "/",
    subject: "createSignInLink",
    request: createSignInLinkRequestSchema,
    reply: signInLinkSchema,
    access: "signed-in",
    errors: ["rate-limited"],
  }),
  /**
   * Whether the caller's email is confirmed now; while it is not, a custom
   * token for the session's own user, with which the browser asks Firebase
   * Auth to email the confirmation link (again).
   */
  emailVerification: endpoint({
    method: "POST",
    path: "/",
    subject: "emailVerification",
    request: emailVerificationRequestSchema,
    reply: emailVerificationReplySchema,
    access: "signed-in",
    errors: ["rate-limited"],
  }),
  /** Exchanges a one-time sign-in code for a Firebase custom token (`token`); the browser signs in with it and calls `login`. */
  registerCode: endpoint({
    method: "POST",
    path: "/auth/callback",
    subject: "registerCode",
    request: registerCodeRequestSchema,
    reply: authReplySchema,
    access: "public",
    errors: ["not-found", "rate-limited"],
  }),
  /** Whose account a one-time sign-in code opens (and who this browser is signed in as), without using the code up: the page asks before it redeems. */
  previewSignInCode: endpoint({
    method: "POST",
    path: "/auth/callback",
    subject: "previewSignInCode",
    request: previewSignInCodeRequestSchema,
    reply: signInCodePreviewSchema,
    access: "public",
    errors: ["not-found", "rate-limited"],
  }),
};
