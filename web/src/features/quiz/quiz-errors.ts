import { ApiError } from "../../lib/api-client.ts";

/** Not signed in (or the session is gone): the quiz screens send the person to /login. */
export const isSignedOut = (error: unknown): boolean => error instanceof ApiError && error.code === "unauthenticated";

/** Today's free quizzes are used up, or the topic needs Premium: both show the upgrade prompt. */
export const needsUpgrade = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.code === "quota-exceeded" || error.code === "permission-denied");
