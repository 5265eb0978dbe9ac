import { ApiError } from "../../lib/api-client.ts";

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.code === "not-found";
