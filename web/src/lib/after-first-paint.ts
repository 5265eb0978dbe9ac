/**
 * Resolves once the page's first contentful paint is on the screen (or after
 * a second, for a tab opened in the background, which does not paint). The
 * prerendered pages' boot scripts wait for it before they load React: fetching
 * and running the app's JavaScript before that paint only competes with it for
 * the network and the main thread.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => setTimeout(resolve, 0);
    // The browser's own record of the first contentful paint: a frame's callback comes too early, the paint
    // reaches the screen some time after it.
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
    setTimeout(resolve, 1000);
  });
}
