import type { ErrorCode } from "@berea/contracts/errors";
import type { ServerMessage } from "./messages/message.ts";

/**
 * An error meant for the caller: its message is shown to a person. Domain
 * code gives a `ServerMessage` (`msg("key", values)`, lib/messages/),
 * which the API's error handler says in the request's language; a plain
 * string is sent as it is (English). `message` holds the key then, for logs.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly text: string | ServerMessage,
    readonly fields?: Readonly<Record<string, string | ServerMessage>>,
    /** For `rate-limited`: how many seconds until a retry can succeed (the reply's Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(typeof text === "string" ? text : text.key);
    this.name = "AppError";
  }
}

/** The one place error codes become HTTP statuses. */
export const statusForCode: Record<ErrorCode, number> = {
  "invalid-argument": 400,
  // The spec's dashboard treats 403 as "not signed in", so unauthenticated is 403, not 401.
  unauthenticated: 403,
  "permission-denied": 403,
  "not-found": 404,
  "already-exists": 409,
  "failed-precondition": 409,
  "quota-exceeded": 403,
  "rate-limited": 429,
  // The action waits for the user's confirmed email address (users/email-verification.ts).
  "email-not-verified": 403,
  "method-not-allowed": 405,
  "payload-too-large": 413,
  "headers-too-large": 431,
  "unsupported-media-type": 415,
  unavailable: 503,
  internal: 500,
};
