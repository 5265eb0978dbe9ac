import type { Language } from "@berea/contracts/languages";
import { renderToString } from "react-dom/server";
import { loadLandingCopy } from "../../features/landing/landing-copy.ts";
import { loadPageStrings } from "../../lib/i18n/page-strings.ts";
import { setMarkupLanguage } from "../../lib/language.ts";
import { LandingDocument, StaticDocument } from "./landing-document.tsx";
import { takeRenderedTitle } from "./page-title.tsx";
import { staticPageAt } from "./static-pages.ts";

/** A static page's markup for #root and its title for the head (on Preact the title is not in the markup: page-title.tsx). */
export interface RenderedStaticPage {
  markup: string;
  title: string;
}

/** The markup rendered last, with the title it named. */
function rendered(markup: string): RenderedStaticPage {
  const title = takeRenderedTitle();
  if (title === undefined) throw new Error("The page rendered no PageTitle.");
  return { markup, title };
}

/** The landing in `language`, rendered at build time (scripts/web/landing-vite-plugin.ts). */
export async function renderLanding(language: Language): Promise<RenderedStaticPage> {
  setMarkupLanguage(language);
  // Its words are there before it renders (renderToString does not wait for them).
  await loadLandingCopy(language);
  return rendered(renderToString(<LandingDocument />));
}

/** The marketing page at `path` (static-pages.ts) in `language`, rendered at build time. */
export async function renderStaticPage(path: string, language: Language): Promise<RenderedStaticPage> {
  const load = staticPageAt(path);
  if (!load) throw new Error(`${path} is not a static page (static-pages.ts).`);
  setMarkupLanguage(language);
  const { default: Page } = await load();
  await loadPageStrings(language);
  return rendered(
    renderToString(
      <StaticDocument>
        <Page />
      </StaticDocument>,
    ),
  );
}
