import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/**
 * False while React hydrates a prerendered page (the markup was rendered for
 * the bare address, with no query string or storage), true on every other
 * render. Parts of a page that depend on what only the browser knows render
 * once it is true, so hydration meets the markup it expects and the page
 * catches up in the render right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
