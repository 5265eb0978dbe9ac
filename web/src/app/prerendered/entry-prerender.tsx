import type { Language } from "@berea/contracts/languages";
import { createQueryClient } from "../../lib/query-client.ts";
import { renderRoute } from "./render-route.tsx";

/**
 * One of the app's pages (pages.ts) as HTML for #root in `language`, rendered
 * at build time (scripts/web/landing-vite-plugin.ts) through the app's own routes.
 */
export const renderAppPage = (path: string, language: Language): Promise<string> => renderRoute(path, createQueryClient(), undefined, language);
