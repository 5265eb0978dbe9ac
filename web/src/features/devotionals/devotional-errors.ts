import { ApiError } from "../../lib/api-client.ts";

/** Not signed in (or the session is gone): the devotional screens send the person to /login. */
export const isSignedOut = (error: unknown): boolean => error instanceof ApiError && error.code === "unauthenticated";

/** A Free user opening a devotional that is not today's: the paths are Premium. */
export const needsPremium = (error: unknown): error is ApiError => error instanceof ApiError && error.code === "permission-denied";

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.code === "not-found";
