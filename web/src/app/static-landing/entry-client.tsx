import "../../styles/global.css";
import { startTransition, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadLandingCopy } from "../../features/landing/landing-copy.ts";
import { followReaderLanguage, servedLanguage, setMarkupLanguage } from "../../lib/language.ts";
import { registerServiceWorker } from "../../lib/service-worker.ts";
import { applyTheme, preferredTheme } from "../../lib/theme.ts";
import { LandingDocument } from "./landing-document.tsx";

/**
 * A first visit to `/`: index.html already holds the landing page's markup
 * (prerendered at build time, in the language Hosting chose for the reader),
 * so it paints before any script runs. This entry makes it interactive
 * without the app's router; a link loads the app at its address. The app
 * itself (main.tsx) serves every other address, and `/` too once someone is
 * in it.
 */
applyTheme(preferredTheme());
registerServiceWorker();

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element.");

/** Once hydrated, the page follows the reader's language if it is not the markup's (LandingPage loads its words). */
function FollowReaderLanguage() {
  useEffect(() => followReaderLanguage(), []);
  return null;
}

// The page hydrates in the language its markup is in, with that language's words already loaded (landing-copy.ts).
const language = servedLanguage();
setMarkupLanguage(language);
void loadLandingCopy(language).then(() => {
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread for one long task; a click meanwhile makes React finish hydrating first, then handles it.
  startTransition(() => {
    hydrateRoot(
      container,
      <>
        <LandingDocument />
        <FollowReaderLanguage />
      </>,
    );
  });
  // React now listens on the page: a click from here on is handled (replayed once its part has hydrated).
  document.documentElement.dataset.landing = "live";
});
