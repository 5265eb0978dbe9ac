/**
 * Registers the service worker (web/src/sw.ts) in production builds, after
 * the page has loaded so it never competes with the first paint. A new
 * version takes over at once; a page still running the old code that then
 * fails to load one of its old chunks reloads itself once onto the new one.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  window.addEventListener("load", () => {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {
      // Private windows and some browsers refuse service workers; the app works without one.
    });
  });
  window.addEventListener("vite:preloadError", (event) => {
    const key = "berea:reloaded-for-update";
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, "1");
    event.preventDefault();
    window.location.reload();
  });
}
