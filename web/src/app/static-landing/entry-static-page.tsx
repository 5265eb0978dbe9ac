import "../../styles/global.css";
import { loadPageStrings } from "../../lib/i18n/page-strings.ts";
import { hydrateStaticPage } from "./hydrate-static-page.tsx";
import { StaticDocument } from "./landing-document.tsx";
import { staticPageAt } from "./static-pages.ts";

/**
 * A first visit to a marketing page (static-pages.ts): its HTML was
 * prerendered in the language Hosting chose for the reader, so it paints
 * before any script runs; this entry makes it interactive on Preact without
 * the app's router, as entry-client.tsx does the landing.
 */
const loadPage = staticPageAt(window.location.pathname);
if (!loadPage) throw new Error(`${window.location.pathname} is not a static page.`);

hydrateStaticPage(async (language) => {
  const { default: Page } = await loadPage();
  // Its words in the markup's language before it hydrates (marketing-copy.ts).
  await loadPageStrings(language);
  return (
    <StaticDocument>
      <Page />
    </StaticDocument>
  );
  // Live, it carries the mark the app's pages carry (root-layout.tsx), which the end-to-end tests wait on.
}, "app");
