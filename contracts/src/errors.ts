import { z } from "zod";

/**
 * Every error the API can answer with. The server maps each code to one HTTP
 * status (functions/src/api/app-error.ts); the web app maps codes to what
 * the user sees (web/src/lib/api-client.ts). Add a code here, never a status.
 */
export const errorCodes = [
  "invalid-argument",
  "unauthenticated",
  "permission-denied",
  "not-found",
  "already-exists",
  "failed-precondition",
  "quota-exceeded",
  "rate-limited",
  "email-not-verified",
  "method-not-allowed",
  "payload-too-large",
  "headers-too-large",
  "unsupported-media-type",
  "unavailable",
  "internal",
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/** The body of every error reply: `{ message }` as the spec shows, plus a stable code. */
export const errorReplySchema = z.object({
  message: z.string(),
  code: z.enum(errorCodes),
  /** Field-level messages for invalid input, keyed by the field's path. */
  fields: z.record(z.string(), z.string()).optional(),
  /** For `rate-limited`: seconds until a retry can succeed, as the Retry-After header says. */
  retryAfter: z.number().int().nonnegative().optional(),
});
export type ErrorReply = z.infer<typeof errorReplySchema>;

/** Success replies wrap their data in `payload`, as the spec's calls read it. */
export function successReplySchema<T extends z.ZodType>(payload: T) {
  return z.object({ payload });
}
