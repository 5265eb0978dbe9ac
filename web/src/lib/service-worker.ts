/**
 * Registers the service worker (web/src/sw.ts) in production builds, once
 * the page has loaded (at once when it has: a prerendered page loads the app
 * after that), so it never competes with the first paint. A new
 * version takes over at once; a page still running the old code that then
 * fails to load one of its old chunks reloads itself once onto the new one.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {
      // Private windows and some browsers refuse service workers; the app works without one.
    });
  };
  // A prerendered or server-rendered page loads the app after its first paint, often after its load event.
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
  window.addEventListener("vite:preloadError", (event) => {
    const key = "berea:reloaded-for-update";
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, "1");
    event.preventDefault();
    window.location.reload();
  });
}
