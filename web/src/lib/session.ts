import { createContext, useContext } from "react";
import { ApiError } from "./api-error.ts";

/**
 * The session is an httpOnly cookie the page cannot read: it learns the
 * reader is signed out only when the API answers `unauthenticated` (403).
 */
export const isSignedOutError = (error: unknown): error is ApiError => error instanceof ApiError && error.code === "unauthenticated";

/**
 * Reports a signed-out answer to a call made outside the query cache (a long
 * poll, say); the session guard around the page (app/session-guard.tsx) sees
 * the cache's own calls by itself. Outside a guard it does nothing.
 */
export const SessionEndedContext = createContext<() => void>(() => undefined);

export const useSessionEnded = (): (() => void) => useContext(SessionEndedContext);
