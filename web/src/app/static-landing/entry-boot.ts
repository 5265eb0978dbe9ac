/**
 * The first script of the landing and of the marketing pages on Preact
 * (static-pages.ts; index.html's only one): it waits until the
 * prerendered page has painted, then loads the rest. The page paints from
 * HTML and CSS alone; fetching and running Preact and the page (entry-client.tsx, ~22 KB)
 * or the web fonts (fonts.ts, ~100 KB; the text is set in their metric-matched
 * local fallbacks until they arrive) before that paint only competes with it
 * for the network and the main thread. entry-client.tsx's style sheet is
 * linked from index.html itself, so nothing on the page changes when it runs.
 * Until then the page's links work (plain anchors); its buttons (the menu, the
 * FAQ, the carousel) respond once the page has hydrated, as before, only a
 * little later; entry-client.tsx marks `<html data-landing="live">` then.
 */
import { afterFirstPaint } from "../../lib/after-first-paint.ts";
import { carryQueryIntoLinks } from "../../lib/carry-query.ts";
import { applyTheme, preferredTheme } from "../../lib/theme.ts";
import { staticPageAt } from "./static-pages.ts";
import { loadWebFonts } from "./web-fonts.ts";

// The chosen (or the system's dark) theme before the first paint, not once the page's script has loaded.
applyTheme(preferredTheme());
carryQueryIntoLinks(document.getElementById("root") ?? document, window.location.search);

void afterFirstPaint().then(() => {
  void loadWebFonts();
  // A marketing page (static-pages.ts), its own chunk asked for beside the entry that hydrates it; or the landing.
  const staticPage = staticPageAt(window.location.pathname);
  if (staticPage) {
    void staticPage();
    void import("./entry-static-page.tsx");
    return;
  }
  // The Spanish landing's words (features/landing/copy-es.tsx) load beside Preact and the page, not after them.
  if (document.documentElement.lang === "es") void import("../../features/landing/copy-es.tsx");
  void import("./entry-client.tsx");
});
