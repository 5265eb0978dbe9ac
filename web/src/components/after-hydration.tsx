import { Suspense, type ReactNode } from "react";
import { useHydrated } from "../lib/use-hydrated.ts";

/**
 * A lazily loaded part of a page the server renders (app/server/): the server
 * and the hydrating browser both show `fallback`, and the part loads once the
 * page is React's. A server render cannot wait for a lazy module, and a
 * Suspense boundary it left unfinished would make hydration start that part
 * over and report it as an error.
 */
export function AfterHydration({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return useHydrated() ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
