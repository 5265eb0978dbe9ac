import type { ErrorCode } from "@berea/contracts/errors";

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
  return "Something went wrong. Please try again.";
}
