import type { Language } from "@berea/contracts/languages";
import type { RouteObject } from "react-router";
import { createQueryClient } from "../../lib/query-client.ts";
import { routes } from "../router.tsx";
import { renderRoute } from "./render-route.tsx";

/**
 * One of the app's pages (pages.ts) as HTML for #root in `language`, rendered
 * at build time (scripts/web/landing-vite-plugin.ts) through the app's own routes.
 */
export const renderAppPage = (path: string, language: Language): Promise<string> => renderRoute(path, createQueryClient(), undefined, language);

/**
 * Every route's path in the router but the catch-all, redirects too (`/Articles`): what the `pages` function
 * answers with app.html rather than the not-found page (contracts/held-pages.ts, routePatternsFile).
 */
export function routePatterns(): string[] {
  const found: string[] = [];
  const walk = (routes: RouteObject[]) => {
    for (const route of routes) {
      if (route.path && route.path !== "*") found.push(route.path);
      if (route.children) walk(route.children);
    }
  };
  walk(routes(createQueryClient()));
  return found;
}
