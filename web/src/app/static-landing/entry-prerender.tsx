import type { Language } from "@berea/contracts/languages";
import { renderToString } from "react-dom/server";
import { loadLandingCopy } from "../../features/landing/landing-copy.ts";
import { setMarkupLanguage } from "../../lib/language.ts";
import { LandingDocument } from "./landing-document.tsx";

/** The landing's markup for #root in `language`, rendered at build time (scripts/web/landing-vite-plugin.ts). */
export async function renderLanding(language: Language): Promise<string> {
  setMarkupLanguage(language);
  // Its words are there before it renders (renderToString does not wait for them).
  await loadLandingCopy(language);
  return renderToString(<LandingDocument />);
}
