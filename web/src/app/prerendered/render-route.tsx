import { defaultLanguage, type Language } from "@berea/contracts/languages";
import type { QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { loadPageStrings } from "../../lib/i18n/page-strings.ts";
import { setMarkupLanguage } from "../../lib/language.ts";
import { AppProviders } from "../app.tsx";
import { routes } from "../router.tsx";

/**
 * The app's page at `path` as HTML for #root, through the app's own routes,
 * exactly as main.tsx hydrates it: the same providers, the route's module
 * loaded, the query cache as given. `around` wraps the router (the server's
 * viewer for the home). `language`: the page's language (main.tsx hydrates it
 * in the one `<html lang>` says), its namespaces loaded in it before it
 * renders. Used by the build's prerender and the server render.
 */
export async function renderRoute(
  path: string,
  queryClient: QueryClient,
  around: (page: ReactNode) => ReactNode = (page) => page,
  language: Language = defaultLanguage,
): Promise<string> {
  setMarkupLanguage(language);
  const handler = createStaticHandler(routes(queryClient));
  const context = await handler.query(new Request(new URL(path, "http://berea.invalid")));
  if (context instanceof Response) throw new Error(`Rendering ${path} gave a ${context.status} response instead of a page.`);
  if (context.statusCode !== 200) throw new Error(`Rendering ${path} gave status ${context.statusCode}.`);
  // The route's modules are loaded now, and with them the namespaces they translate with.
  await loadPageStrings(language);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<AppProviders queryClient={queryClient}>{around(<StaticRouterProvider router={router} context={context} hydrate={false} />)}</AppProviders>);
}
