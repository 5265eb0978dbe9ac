import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { createQueryClient } from "../../lib/query-client.ts";
import { AppProviders } from "../app.tsx";
import { routes } from "../router.tsx";

/**
 * One of the app's pages (pages.ts) as HTML for #root, rendered at build time
 * (scripts/web/landing-vite-plugin.ts) through the app's own routes, exactly
 * as main.tsx hydrates it: the same providers, the route's module loaded.
 */
export async function renderAppPage(path: string): Promise<string> {
  const queryClient = createQueryClient();
  const handler = createStaticHandler(routes(queryClient));
  const context = await handler.query(new Request(new URL(path, "http://berea.invalid")));
  if (context instanceof Response) throw new Error(`Prerendering ${path} gave a ${context.status} response instead of a page.`);
  if (context.statusCode !== 200) throw new Error(`Prerendering ${path} gave status ${context.statusCode}.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <AppProviders queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
}
