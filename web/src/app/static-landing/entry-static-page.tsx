import "../../styles/global.css";
import { useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadPageStrings } from "../../lib/i18n/page-strings.ts";
import { followReaderLanguage, servedLanguage, setMarkupLanguage } from "../../lib/language.ts";
import { registerServiceWorker } from "../../lib/service-worker.ts";
import { applyTheme, preferredTheme } from "../../lib/theme.ts";
import { hydrateInSlices } from "./hydration-slice.tsx";
import { StaticDocument } from "./landing-document.tsx";
import { staticPageAt } from "./static-pages.ts";

/**
 * A first visit to a marketing page (static-pages.ts): its HTML was
 * prerendered in the language Hosting chose for the reader, so it paints
 * before any script runs; this entry makes it interactive on Preact without
 * the app's router, as entry-client.tsx does the landing.
 */
applyTheme(preferredTheme());
registerServiceWorker();

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element.");
const loadPage = staticPageAt(window.location.pathname);
if (!loadPage) throw new Error(`${window.location.pathname} is not a static page.`);

/** Once hydrated, the page follows the reader's language if it is not the markup's. */
function FollowReaderLanguage() {
  useEffect(() => followReaderLanguage(), []);
  return null;
}

// The page hydrates in the language its markup is in, with that language's words already loaded (marketing-copy.ts).
const language = servedLanguage();
setMarkupLanguage(language);
void loadPage().then(async ({ default: Page }) => {
  await loadPageStrings(language);
  await hydrateInSlices(() => {
    hydrateRoot(
      container,
      <>
        <StaticDocument>
          <Page />
        </StaticDocument>
        <FollowReaderLanguage />
      </>,
    );
  });
  // The same mark as the app's pages: the page is live and answers its buttons.
  document.documentElement.dataset.app = "live";
});
