import { useSyncExternalStore } from "react";

const query = "(prefers-reduced-motion: reduce)";

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== "function") return () => undefined;
  const list = window.matchMedia(query);
  // Older Safari has only addListener; a list without either (a test's stub) never changes.
  if (typeof list.addEventListener !== "function") return () => undefined;
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
}

const reducedNow = () => typeof window.matchMedia === "function" && window.matchMedia(query).matches;

/** Whether the reader asked for less motion, following the setting if it changes while the page is open. */
export const useReducedMotion = (): boolean => useSyncExternalStore(subscribe, reducedNow, () => false);
