import { createContext, useContext } from "react";
import { ApiError } from "./api-error.ts";

/**
 * The session is an httpOnly cookie the page cannot read: it learns the
 * reader is signed out only when the API answers `unauthenticated` (403).
 */
export const isSignedOutError = (error: unknown): error is ApiError => error instanceof ApiError && error.code === "unauthenticated";

/** What a page tells the session guard around it (app/session-guard.tsx), which sees the query cache's own calls by itself. */
export interface SessionGuardHandle {
  /** A call made outside the query cache (a long poll, say) found the session gone: the guard takes the reader to sign in. */
  ended: () => void;
  /** The reader signed out here, on purpose: answers that say so are expected from now on, and the page leaves its own way. */
  signedOut: () => void;
}

const outsideAGuard: SessionGuardHandle = { ended: () => undefined, signedOut: () => undefined };

export const SessionGuardContext = createContext<SessionGuardHandle>(outsideAGuard);

export const useSessionGuard = (): SessionGuardHandle => useContext(SessionGuardContext);
