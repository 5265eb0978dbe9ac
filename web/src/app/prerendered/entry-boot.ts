/**
 * A prerendered page's only script (login.html, register.html, …; see
 * pages.ts). The page paints from HTML and CSS alone; the app (main.tsx,
 * which hydrates the markup) loads once it has painted, so it does not
 * compete with that paint for the network and the main thread. Built on its
 * own after the app (scripts/web/landing-vite-plugin.ts), with the app
 * entry's hashed address in place of `__BEREA_APP_ENTRY__`.
 *
 * Until React has hydrated, the page's links work (plain anchors) and its
 * fields take typing (the forms read what is in them when React arrives). A
 * form sent in that time is held, never sent by the browser itself (that
 * would put a password in the address), and sent through the app once it is
 * live.
 */
import { afterFirstPaint } from "../../lib/after-first-paint.ts";
import { carryQueryIntoLinks } from "../../lib/carry-query.ts";
import { applyTheme, preferredTheme } from "../../lib/theme.ts";
import { appLiveEvent } from "../app-live.ts";

declare const __BEREA_APP_ENTRY__: string;

applyTheme(preferredTheme());
carryQueryIntoLinks(document.getElementById("root") ?? document, window.location.search);

let heldForm: HTMLFormElement | null = null;
const holdSubmit = (event: SubmitEvent) => {
  event.preventDefault();
  if (event.target instanceof HTMLFormElement) heldForm = event.target;
};
document.addEventListener("submit", holdSubmit, true);
window.addEventListener(
  appLiveEvent,
  () => {
    document.removeEventListener("submit", holdSubmit, true);
    if (heldForm?.isConnected) heldForm.requestSubmit();
    heldForm = null;
  },
  { once: true },
);

void afterFirstPaint().then(() => import(/* @vite-ignore */ __BEREA_APP_ENTRY__));
