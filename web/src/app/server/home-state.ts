import type { DehydratedState } from "@tanstack/react-query";
import type { Viewer } from "../../lib/viewer.ts";

/**
 * What a server-rendered home carries for its hydration, in a
 * `<script type="application/json">` (data, never run, so the page's CSP
 * allows it): the viewer it was rendered for and the query cache it was
 * rendered from.
 */
export interface HomeState {
  viewer: Viewer;
  /** The viewer's zone's offset from UTC when the page was rendered, in minutes east (lib/time-zone.ts's `knowTimeZone`). */
  utcOffset: number;
  queries: DehydratedState;
}

export const homeStateElementId = "berea-home-state";

/** JSON safe inside a script element: no `<` can close it or open a comment. */
export const homeStateScript = (state: HomeState): string =>
  `<script type="application/json" id="${homeStateElementId}">${JSON.stringify(state).replace(/</g, "\\u003c")}</script>`;

/** The state the server rendered this page with, or null on any other page. */
export function readHomeState(document: Document): HomeState | null {
  const element = document.getElementById(homeStateElementId);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as HomeState;
  } catch {
    return null;
  }
}
