import type { UserData } from "./auth.ts";
import type { VerseOfTheDay } from "./bible.ts";
import type { DevotionalView } from "./content.ts";
import type { DashboardReply, HomeView } from "./dashboard.ts";

/**
 * The signed-in home (`/dashboard`) rendered on the server for a visit: the
 * functions gather what the page's first screen shows, exactly as the API
 * answers it, and the web app's server build (web/src/app/server/) renders
 * the page with it. The browser then hydrates the markup with the same data
 * in its query cache instead of asking for it again.
 */
export interface HomePageData {
  /** The reader's time zone and translations, from their profile. */
  view: HomeView;
  /** The instant the data was read at (ISO): the page's date and greeting are of this moment in the reader's zone. */
  renderedAt: string;
  userData: UserData;
  dashboard: DashboardReply;
  verse: VerseOfTheDay;
  devotional: DevotionalView;
}

/** What the web app's server build exports (render-home.mjs). */
export interface HomePageRenderer {
  /** The page: `template` (the home's HTML shell from the web build) with the markup and the query cache in it. */
  renderHomePage(template: string, data: HomePageData): Promise<string>;
}

/**
 * Where the web build leaves the home's server render and its shell
 * (web/dist/<dir>/, a dot folder Hosting does not upload), which the
 * functions' build ships and the `pages` function loads. Both sides read
 * these names from here, so neither imports the other's source.
 */
export const homePageBuild = {
  /** The address the `pages` function renders (firebase.json's rewrite to it). */
  path: "/dashboard",
  dir: ".server",
  template: "home.html",
  renderer: "render-home.mjs",
} as const;
