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

/**
 * What a chapter's page rendered on the server carries (render-reader.tsx):
 * only the query cache, the chapter's file as the browser would fetch it. The
 * page is the same for every visitor; nothing in it is anyone's own.
 */
export interface ReaderState {
  queries: DehydratedState;
}

export const homeStateElementId = "berea-home-state";
export const readerStateElementId = "berea-reader-state";

/** JSON safe inside a script element: no `<` can close it or open a comment. */
const stateScript = (id: string, state: HomeState | ReaderState): string =>
  `<script type="application/json" id="${id}">${JSON.stringify(state).replace(/</g, "\\u003c")}</script>`;

export const homeStateScript = (state: HomeState): string => stateScript(homeStateElementId, state);
export const readerStateScript = (state: ReaderState): string => stateScript(readerStateElementId, state);

function readState<T>(document: Document, id: string): T | null {
  const element = document.getElementById(id);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as T;
  } catch {
    return null;
  }
}

/** The state the server rendered the home with, or null on any other page. */
export const readHomeState = (document: Document): HomeState | null => readState(document, homeStateElementId);

/** The state the server rendered a chapter's page with, or null on any other page. */
export const readReaderState = (document: Document): ReaderState | null => readState(document, readerStateElementId);
