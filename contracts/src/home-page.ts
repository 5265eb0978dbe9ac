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
