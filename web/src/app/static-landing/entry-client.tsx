import "../../styles/global.css";
import { useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadLandingCopy } from "../../features/landing/landing-copy.ts";
import { followReaderLanguage, servedLanguage, setMarkupLanguage } from "../../lib/language.ts";
import { registerServiceWorker } from "../../lib/service-worker.ts";
import { applyTheme, preferredTheme } from "../../lib/theme.ts";
import { hydrateInSlices } from "./hydration-slice.tsx";
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
void loadLandingCopy(language).then(async () => {
  // Preact (this page's renderer: scripts/web/landing-vite-plugin.ts) hydrates in one task; the page's parts
  // (HydrationSlice) come alive in tasks of their own, so a phone's main thread is never held for long.
  await hydrateInSlices(() => {
    hydrateRoot(
      container,
      <>
        <LandingDocument />
        <FollowReaderLanguage />
      </>,
    );
  });
  // Every part of the page now answers its buttons.
  document.documentElement.dataset.landing = "live";
});
