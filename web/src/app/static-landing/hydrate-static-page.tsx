import type { Language } from "@berea/contracts/languages";
import { useEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { followReaderLanguage, servedLanguage, setMarkupLanguage } from "../../lib/language.ts";
import { registerServiceWorker } from "../../lib/service-worker.ts";
import { applyTheme, preferredTheme } from "../../lib/theme.ts";
import { hydrateInSlices } from "./hydration-slice.tsx";

/** Once hydrated, the page follows the reader's language if it is not the markup's (the page loads its words). */
function FollowReaderLanguage() {
  useEffect(() => followReaderLanguage(), []);
  return null;
}

/**
 * Makes a static page's prerendered markup interactive on Preact (the
 * landing, a marketing page: scripts/web/landing-vite-plugin.ts). `prepare`
 * loads what the page's first render needs in the language its markup is in
 * (the one Hosting chose for the reader) and gives the page; it hydrates in
 * that language. Preact hydrates in one task; the page's parts
 * (HydrationSlice) come alive in tasks of their own, so a phone's main
 * thread is never held for long. Then `<html data-{live}="live">` says every
 * part of the page answers its buttons.
 */
export function hydrateStaticPage(prepare: (language: Language) => Promise<ReactNode>, live: "landing" | "app"): void {
  applyTheme(preferredTheme());
  registerServiceWorker();
  const container = document.getElementById("root");
  if (!container) throw new Error("The page has no #root element.");
  const language = servedLanguage();
  setMarkupLanguage(language);
  void prepare(language).then(async (page) => {
    await hydrateInSlices(() => {
      hydrateRoot(
        container,
        <>
          {page}
          <FollowReaderLanguage />
        </>,
      );
    });
    document.documentElement.dataset[live] = "live";
  });
}
