import type { UserData } from "./auth.ts";
import type { ChapterAsset, TranslationId, VerseOfTheDay } from "./bible.ts";
import type { DevotionalView } from "./content.ts";
import type { DashboardReply, HomeView } from "./dashboard.ts";
import type { Language } from "./languages.ts";

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
  /**
   * The page's language: the profile's if the reader chose one, else the
   * `firebase-language-override` cookie's, else Accept-Language's (the choice
   * Hosting's i18n rewrites make for the prerendered pages).
   */
  language: Language;
  /** The instant the data was read at (ISO): the page's date and greeting are of this moment in the reader's zone. */
  renderedAt: string;
  userData: UserData;
  dashboard: DashboardReply;
  verse: VerseOfTheDay;
  devotional: DevotionalView;
}

/** A chapter of a translation as the reader shows it (contracts/chapter-asset.ts), or undefined when there is none. */
export type ChapterSource = (translation: TranslationId, book: string, chapter: number) => ChapterAsset | undefined;

/** What the web app's server build exports (render-home.mjs). */
export interface HomePageRenderer {
  /** The page: `template` (the home's HTML shell from the web build) with the markup and the query cache in it. */
  renderHomePage(template: string, data: HomePageData): Promise<string>;
  /**
   * A chapter's page in the reader (`/Bible/kjv/John/3`, `?parallel=web`):
   * `template` (the reader's shell) with the chapter in it and the query
   * cache it was rendered from. Null when `address` is not a chapter written
   * as the app writes it (another case, an unknown book): the app corrects
   * or explains it in the browser. `language`: the reader's tools and words
   * around the Scripture (and `<html lang>`, which the page hydrates in).
   */
  renderReaderPage(template: string, address: string, chapters: ChapterSource, language: Language): Promise<string | null>;
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
  /** The reader's shell, for the chapters the `pages` function renders (firebase.json rewrites a chapter's address to it). */
  readerTemplate: "reader.html",
} as const;
