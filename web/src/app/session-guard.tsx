import type { QueryClient } from "@tanstack/react-query";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState, useSyncExternalStore } from "react";
import { Outlet, useLocation, useNavigate } from "react-router";
import { FullScreenLoader } from "../components/full-screen-loader.tsx";
import { signInThenPath } from "../config/paths.ts";
import { isSignedOutError, SessionGuardContext, type SessionGuardHandle } from "../lib/session.ts";
import { setSignedInHint } from "../lib/signed-in-hint.ts";

/** Whether a call made while the page is open has found the session gone: any query, mutation, or a report. */
function watchForSignedOut(queryClient: QueryClient) {
  let ended = false;
  // After the reader's own sign-out, a late answer (a part of the page still loading) is no news.
  let signedOutHere = false;
  const listeners = new Set<() => void>();
  const end = () => {
    if (ended || signedOutHere) return;
    ended = true;
    for (const listener of listeners) listener();
  };
  const handle: SessionGuardHandle = {
    ended: end,
    signedOut: () => {
      signedOutHere = true;
    },
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    // The caches tell their listeners as an answer lands, before the page's own observers hear of it.
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error" && isSignedOutError(event.action.error)) end();
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error" && isSignedOutError(event.action.error)) end();
    });
    return () => {
      listeners.delete(listener);
      stopQueries();
      stopMutations();
    };
  };
  return { subscribe, ended: () => ended, handle };
}

/**
 * The pages that need an account are this route's children. A signed-out
 * reader goes to `/login?next=<this page>` and comes back after signing in,
 * or to `signInPath` where a route wants another place.
 *
 * A route component that listens, not a router loader that asks: the session
 * is an httpOnly cookie only the API can judge, so a loader would hold every
 * such page behind an extra call before it shows, and the prerendered /quiz
 * and the server-rendered /dashboard could no longer paint and hydrate
 * without waiting. The page's own calls answer the question anyway: the first
 * one answered `unauthenticated` ends the page here, before it can show that
 * answer as an error. A page's own sign-out tells the guard (useSessionGuard),
 * which then lets the page go home its own way.
 */
export function SessionGuard({ signInPath }: { signInPath?: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [watch] = useState(() => watchForSignedOut(queryClient));
  const ended = useSyncExternalStore(watch.subscribe, watch.ended, () => false);
  const destination = signInPath ?? signInThenPath(`${pathname}${search}`);

  useEffect(() => {
    if (!ended) return;
    setSignedInHint(false);
    void navigate(destination, { replace: true });
  }, [ended, destination, navigate]);

  if (ended) return <FullScreenLoader />;
  return (
    <SessionGuardContext.Provider value={watch.handle}>
      <Outlet />
    </SessionGuardContext.Provider>
  );
}
