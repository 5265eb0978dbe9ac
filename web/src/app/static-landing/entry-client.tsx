import "../../styles/global.css";
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
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

// As a transition, hydration yields to the browser every few milliseconds instead of holding the main
// thread for one long task; a click meanwhile makes React finish hydrating first, then handles it.
startTransition(() => {
  hydrateRoot(container, <LandingDocument />);
});
// React now listens on the page: a click from here on is handled (replayed once its part has hydrated).
document.documentElement.dataset.landing = "live";
