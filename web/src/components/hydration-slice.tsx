import type { ReactNode } from "react";

/**
 * A part of a prerendered page that may come alive in a task of its own, so
 * hydrating the page is never one long task on a phone. React's hydration
 * in a transition already yields every few milliseconds: here it is its
 * children. The landing's Preact build, whose hydration is one task, swaps
 * this module for app/static-landing/hydration-slice.tsx
 * (scripts/web/landing-vite-plugin.ts). Its child must be one element.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  return children;
}
