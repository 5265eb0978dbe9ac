import type { ComponentType } from "react";
import { paths } from "../../config/paths.ts";

/**
 * The pages served as static pages on Preact, as the landing is
 * (scripts/web/landing-vite-plugin.ts): the marketing pages (/about,
 * /careers, /tos and /privacy), /wave and /verse. Their words need no
 * i18next and they ask the API nothing but the day's verse, so a first visit
 * needs neither React DOM nor the router. Each loads as a chunk of its own.
 * The app still renders them on React when a reader reaches them from
 * inside it. web/src/app/prerendered/pages.ts marks them `static`.
 */
export const staticPages: Record<string, () => Promise<{ default: ComponentType }>> = {
  [paths.about]: () => import("../../features/marketing/about-page.tsx"),
  [paths.careers]: () => import("../../features/marketing/careers-page.tsx"),
  [paths.terms]: () => import("../../features/marketing/terms-page.tsx"),
  [paths.privacy]: () => import("../../features/marketing/privacy-page.tsx"),
  [paths.wave]: () => import("../../features/wave/wave-page.tsx"),
  [paths.verse]: () => import("../../features/verse/verse-page.tsx"),
};

/** The static page at `pathname` (with or without its trailing slash: Hosting serves `/tos/` at `/tos`), if one is. */
export function staticPageAt(pathname: string): (() => Promise<{ default: ComponentType }>) | undefined {
  const bare = (path: string) => path.replace(/\/+$/, "");
  const key = Object.keys(staticPages).find((path) => bare(path) === bare(pathname));
  return key === undefined ? undefined : staticPages[key];
}
