import type { ErrorCode } from "@berea/contracts/errors";
import { clientWords } from "./client-words.ts";

/**
 * An error the API answered with, or a transport failure (`code` "unavailable").
 * Kept apart from api-client.ts (which needs zod) so the app shell can test
 * for it without putting zod on every page's critical path.
 */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** The message to show a person for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return clientWords().somethingWrong;
}

/**
 * Whether an error is the server's "confirm your email first" (code
 * `email-not-verified`). Here rather than beside sendEmailConfirmation, so a
 * form that only checks for it does not load the contracts that sending needs.
 */
export const needsEmailConfirmation = (error: unknown): boolean => error instanceof ApiError && error.code === "email-not-verified";
