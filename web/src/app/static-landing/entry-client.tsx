import "@fontsource-variable/inter/wght.css";
import "@fontsource-variable/literata/wght.css";
import "../../styles/global.css";
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { carryQuery } from "../../lib/carry-query.ts";
import { registerServiceWorker } from "../../lib/service-worker.ts";
import { applyTheme, preferredTheme } from "../../lib/theme.ts";
import { LandingDocument } from "./landing-document.tsx";

/**
 * A first visit to `/`: index.html already holds the landing page's markup
 * (prerendered at build time), so it paints before any script runs. This
 * entry makes it interactive without the app's router; a link loads the app
 * at its address. The app itself (main.tsx) serves every other address,
 * and `/` too once someone is in it.
 */
applyTheme(preferredTheme());
registerServiceWorker();

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element.");

// The markup was rendered for a bare `/`. Links carry the visit's query string
// (a `ref` code) from now, not only once React has caught up with the address.
if (window.location.search) {
  for (const link of container.querySelectorAll<HTMLAnchorElement>("a[href]")) {
    const href = link.getAttribute("href") ?? "";
    if (!href.startsWith("/")) continue;
    const carried = carryQuery(href, window.location.search);
    if (carried !== href) link.setAttribute("href", carried);
  }
}

// As a transition, hydration yields to the browser every few milliseconds instead of holding the main
// thread for one long task; a click meanwhile makes React finish hydrating first, then handles it.
startTransition(() => {
  hydrateRoot(container, <LandingDocument />);
});
