import "./styles/global.css";
import { hydrate } from "@tanstack/react-query";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, type RouteObject } from "react-router";
import { RouterProvider } from "react-router/dom";
import { AppProviders } from "./app/app.tsx";
import { routes } from "./app/router.tsx";
import { readHomeState, readReaderState, type HomeState } from "./app/server/home-state.ts";
import { appLiveEvent } from "./app/app-live.ts";
import { loadPageStrings } from "./lib/i18n/page-strings.ts";
import { applyLanguage, firstRenderLanguage, followReaderLanguage, servedLanguage, setMarkupLanguage } from "./lib/language.ts";
import { createQueryClient } from "./lib/query-client.ts";
import { registerServiceWorker } from "./lib/service-worker.ts";
import { RenderedSignedInContext } from "./lib/signed-in-hint.ts";
import { knowTimeZone } from "./lib/time-zone.ts";
import { applyTheme, preferredTheme } from "./lib/theme.ts";
import { yieldToMain } from "./lib/yield-to-main.ts";

applyTheme(preferredTheme());
registerServiceWorker();
// The web fonts' faces: the text is set in metric-matched local fallbacks until they arrive, so nothing moves.
void import("./app/static-landing/web-fonts.ts").then(({ loadWebFonts }) => loadWebFonts());

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element.");
/**
 * A held page (sent by the `pages` function for an address with a parameter, or prerendered for every query of its
 * address: the quiz's play pages) is its route's loading state rendered at another address of the same route: React renders the page afresh over it rather than hydrate markup that may not
 * be this address's (an invite code that does not parse, say), and nothing moves where it is.
 */
const held = container.hasAttribute("data-held");
// A prerendered or server-rendered page hydrates in the language its markup is in (`<html lang>` as served), then
// follows the reader's once it is live; app.html and a held page render in the reader's at once.
if (container.hasChildNodes() && !held) {
  setMarkupLanguage(servedLanguage());
  window.addEventListener(appLiveEvent, followReaderLanguage, { once: true });
} else applyLanguage();

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

/**
 * Whether this browser shows the server-rendered home (app/server/) as it was
 * rendered: the same time zone, date, greeting and translations, and no plan
 * waiting for its payment. If not (another device's settings, midnight passed),
 * the page renders afresh from the same data instead of hydrating into markup
 * that is not its own.
 */
async function showsAsRendered(state: HomeState): Promise<boolean> {
  const [{ readPendingPlan }, { deviceViewer, sameView }] = await Promise.all([import("./lib/pending-plan.ts"), import("./lib/viewer.ts")]);
  return sameView(state.viewer, deviceViewer()) && readPendingPlan() === null;
}

const queryClient = createQueryClient();
// A signed-in reader's language on their profile (lib/profile-language.ts), kept out of the entry chunk.
void import("./lib/profile-language.ts").then(({ followProfileLanguage }) => followProfileLanguage(queryClient));
const routeList = routes(queryClient);
// A prerendered page (app/prerendered/pages.ts) or a page the server rendered (the home, a chapter) arrives with its
// markup in #root; app.html with it empty. A server-rendered page also brings the query cache it was rendered from.
const homeState = readHomeState(document);
const renderedQueries = homeState?.queries ?? readReaderState(document)?.queries;
if (renderedQueries) hydrate(queryClient, renderedQueries);
if (homeState) {
  // The reader's zone, as the server rendered it: while this device keeps its offset, nothing on the home asks Intl.
  knowTimeZone(homeState.viewer.timeZone, homeState.utcOffset);
}

const render = (hydrating: boolean): void => {
  const app = (
    <AppProviders queryClient={queryClient}>
      <RenderedSignedInContext.Provider value={hydrating && homeState !== null}>
        <RouterProvider router={createBrowserRouter(routeList)} />
      </RenderedSignedInContext.Provider>
    </AppProviders>
  );
  // As a transition, the first render (or hydration) yields to the browser every few milliseconds instead of
  // holding the main thread for one long task.
  startTransition(() => {
    if (hydrating) hydrateRoot(container, app);
    else {
      // A held page's markup (the page's loading state, the same at every address: contracts/held-pages.ts) stays on
      // screen until React's first commit replaces it; other markup that is not this browser's goes at once.
      if (!held) container.replaceChildren();
      createRoot(container).render(app);
    }
  });
};

const start = async (): Promise<void> => {
  if (!container.hasChildNodes()) return render(false);
  // The markup is on screen already: each step gets a task of its own rather than one long one.
  await yieldToMain();
  const [hydrating] = await Promise.all([homeState ? showsAsRendered(homeState) : true, loadMatchedRoutes(routeList)]);
  // The page's namespaces in the markup's language (Spanish for a Spanish page; nothing to load for an English one).
  await loadPageStrings(firstRenderLanguage());
  await yieldToMain();
  render(hydrating && !held);
};

// Should a module fail to load, the app renders anyway: React then replaces the markup and the router retries.
start().catch(() => render(false));
