import "./styles/global.css";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, type RouteObject } from "react-router";
import { RouterProvider } from "react-router/dom";
import { AppProviders } from "./app/app.tsx";
import { routes } from "./app/router.tsx";
import { createQueryClient } from "./lib/query-client.ts";
import { registerServiceWorker } from "./lib/service-worker.ts";
import { applyTheme, preferredTheme } from "./lib/theme.ts";

applyTheme(preferredTheme());
registerServiceWorker();
// The web fonts' faces: the text is set in metric-matched local fallbacks until they arrive, so nothing moves.
void import("./app/static-landing/fonts.ts");

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element.");

/**
 * The route modules the address needs, loaded before the first render, so a
 * prerendered page hydrates into itself instead of React Router's fallback.
 */
async function loadMatchedRoutes(routeList: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routeList, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

const queryClient = createQueryClient();
const routeList = routes(queryClient);
// A prerendered page (app/prerendered/pages.ts) arrives with its markup in #root; app.html with it empty.
const prerendered = container.hasChildNodes();

const render = (): void => {
  const app = (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={createBrowserRouter(routeList)} />
    </AppProviders>
  );
  // As a transition, the first render (or hydration) yields to the browser every few milliseconds instead of
  // holding the main thread for one long task.
  startTransition(() => {
    if (prerendered) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
};

// Should a route module fail to load, the app renders anyway: React then replaces the markup and the router retries.
if (prerendered) void loadMatchedRoutes(routeList).then(render, render);
else render();
