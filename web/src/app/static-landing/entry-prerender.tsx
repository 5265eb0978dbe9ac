import type { Language } from "@berea/contracts/languages";
import { renderToString } from "react-dom/server";
import { loadLandingCopy } from "../../features/landing/landing-copy.ts";
import { setMarkupLanguage } from "../../lib/language.ts";
import { LandingDocument } from "./landing-document.tsx";

/** The landing's markup for #root in `language` and the title for the head, rendered at build time (scripts/web/landing-vite-plugin.ts). */
export async function renderLanding(language: Language): Promise<{ markup: string; title: string }> {
  setMarkupLanguage(language);
  // Its words are there before it renders (renderToString does not wait for them).
  const copy = await loadLandingCopy(language);
  // On Preact (the landing's build), the page's <title> is not in its markup (page-title.tsx): the head gets it here.
  return { markup: renderToString(<LandingDocument />), title: copy.title };
}
