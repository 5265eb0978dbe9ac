import { ApiError } from "../../lib/api-client.ts";

/** Not signed in (or the session is gone): the plan screens send the person to /login. */
export const isSignedOut = (error: unknown): boolean => error instanceof ApiError && error.code === "unauthenticated";

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.code === "not-found";
