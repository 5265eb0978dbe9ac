/**
 * The landing's first script (index.html's only one): it waits until the
 * prerendered page has painted, then loads the rest. The page paints from
 * HTML and CSS alone; fetching and running React (entry-client.tsx, ~80 KB)
 * or the web fonts (fonts.ts, ~100 KB; the text is set in their metric-matched
 * local fallbacks until they arrive) before that paint only competes with it
 * for the network and the main thread. entry-client.tsx's style sheet is
 * linked from index.html itself, so nothing on the page changes when it runs.
 * Until then the page's links work (plain anchors); its buttons (the menu, the
 * FAQ, the carousel) respond once React has hydrated, as before, only a
 * little later; entry-client.tsx marks `<html data-landing="live">` then.
 */
import { carryQuery } from "../../lib/carry-query.ts";

// The markup was rendered for a bare `/`. Links carry the visit's query string (a `ref` code) from the
// start, not only once React has loaded and caught up with the address.
if (window.location.search) {
  for (const link of document.querySelectorAll<HTMLAnchorElement>("#root a[href]")) {
    const href = link.getAttribute("href") ?? "";
    if (!href.startsWith("/")) continue;
    const carried = carryQuery(href, window.location.search);
    if (carried !== href) link.setAttribute("href", carried);
  }
}

function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => setTimeout(resolve, 0);
    // The browser's own record of the first contentful paint (the prerendered hero), once it is on the screen:
    // a frame's callback comes too early, the paint reaches the screen some time after it.
    if (typeof PerformanceObserver !== "undefined" && PerformanceObserver.supportedEntryTypes.includes("paint")) {
      const observer = new PerformanceObserver((list) => {
        if (!list.getEntriesByName("first-contentful-paint").length) return;
        observer.disconnect();
        done();
      });
      observer.observe({ type: "paint", buffered: true });
    } else {
      requestAnimationFrame(() => requestAnimationFrame(done));
    }
    // A tab opened in the background does not paint; load anyway.
    setTimeout(resolve, 1000);
  });
}

void afterFirstPaint().then(() => {
  void import("./fonts.ts");
  void import("./entry-client.tsx");
});
