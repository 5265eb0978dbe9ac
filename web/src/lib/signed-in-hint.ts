import { createContext, useContext, useSyncExternalStore } from "react";

/**
 * Whether this browser was last seen signed in, so the header can offer the
 * dashboard instead of 'Login'. The session itself is an httpOnly cookie the
 * page cannot read; this is only a hint, set when the API confirms a session
 * (sign-in, the dashboard's profile) and cleared on sign-out or a 403.
 */
const storageKey = "berea.signedIn";
const changeEvent = "berea:signed-in-change";

export function setSignedInHint(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(storageKey, "1");
    else {
      window.localStorage.removeItem(storageKey);
      // Whose notes this device last listed (lib/notes/pending-notes.ts): the next account signed in here is confirmed afresh, never shown them.
      window.localStorage.removeItem("berea.notes.owner");
    }
  } catch {
    // Storage can be disabled; the header then keeps offering 'Login'.
  }
  window.dispatchEvent(new Event(changeEvent));
}

export function readSignedInHint(): boolean {
  try {
    return window.localStorage.getItem(storageKey) === "1";
  } catch {
    return false;
  }
}

/** Other tabs signing in or out change it too (the storage event). */
function subscribe(notify: () => void): () => void {
  window.addEventListener("storage", notify);
  window.addEventListener(changeEvent, notify);
  return () => {
    window.removeEventListener("storage", notify);
    window.removeEventListener(changeEvent, notify);
  };
}

/**
 * What the page was rendered with: true for the home the server rendered for
 * a signed-in visit (app/server/), which main.tsx provides again while it
 * hydrates it; false for the prerendered pages, which have no storage to read.
 */
export const RenderedSignedInContext = createContext(false);

/** Before hydration ends the header shows what was rendered, then catches up with this browser's hint. */
export function useSignedInHint(): boolean {
  const rendered = useContext(RenderedSignedInContext);
  return useSyncExternalStore(subscribe, readSignedInHint, () => rendered);
}
