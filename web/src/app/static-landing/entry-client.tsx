import "../../styles/global.css";
import { loadLandingCopy } from "../../features/landing/landing-copy.ts";
import { hydrateStaticPage } from "./hydrate-static-page.tsx";
import { LandingDocument } from "./landing-document.tsx";

/**
 * A first visit to `/`: index.html already holds the landing page's markup
 * (prerendered at build time, in the language Hosting chose for the reader),
 * so it paints before any script runs. This entry makes it interactive
 * without the app's router; a link loads the app at its address. The app
 * itself (main.tsx) serves every other address, and `/` too once someone is
 * in it.
 */
hydrateStaticPage(async (language) => {
  // The page hydrates with its language's words already loaded (landing-copy.ts).
  await loadLandingCopy(language);
  return <LandingDocument />;
}, "landing");
