import { ApiError } from "../../lib/api-client.ts";

/** Today's free quizzes are used up, or the topic needs Premium: both show the upgrade prompt. */
export const needsUpgrade = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.code === "quota-exceeded" || error.code === "permission-denied");
