import { ApiError } from "../../lib/api-client.ts";

/** A Free user opening a devotional that is not today's: the paths are Premium. */
export const needsPremium = (error: unknown): error is ApiError => error instanceof ApiError && error.code === "permission-denied";

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.code === "not-found";
