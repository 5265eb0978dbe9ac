// A relative path rather than @berea/contracts: the web build's Vite config reads this file, and Node cannot load a workspace package's TypeScript.
import type { GameId } from "../../../../contracts/src/games.ts";
import { heldPages, notFoundPage, type HeldPage } from "../../../../contracts/src/held-pages.ts";
import { homePageBuild } from "../../../../contracts/src/home-page.ts";
import { languages, type Language } from "../../../../contracts/src/languages.ts";
import { paths } from "../../config/paths.ts";
import type { QuizPlayRoute } from "../../features/quiz/quiz-paths.ts";

/**
 * The app's pages that are prerendered at build time (issue 7: their LCP must
 * not wait for JavaScript). Each is written to its own file in web/dist from
 * the same components the app renders, and served for its address: by
 * firebase.json's rewrites, the local server and the service worker. The
 * page then loads React after its first paint and hydrates the markup
 * (entry-boot.ts, main.tsx). A page belongs here when what it shows before
 * its data arrives is the page itself: a form, or the quiz topics with the
 * caller's own numbers held open (they fill in without moving anything).
 */
export interface PrerenderedPage {
  /** The address, exactly as the app links to it. */
  path: string;
  /** Its file in web/dist. */
  file: string;
  /** The lazy module the router loads for it (a key of Vite's manifest): its style sheets are linked from the page. */
  module: string;
  /**
   * For a page that shows what its address's query names (a quiz's topic): another address it serves. Its file is
   * the page's loading state, which the build renders at both addresses and requires to be the same, and the app
   * renders over it (a held page, as contracts/held-pages.ts's) rather than hydrating it.
   */
  heldFor?: string;
  /**
   * A static page: prerendered and hydrated on Preact without the app, as the landing is
   * (app/static-landing/static-pages.ts lists their modules), not through the app's routes.
   */
  static?: true;
}

/**
 * Each game's page (`/games/:game`): the games are a fixed list, and a round's page names its game
 * before the round arrives, so each is a page of its own. Spelt out rather than imported (the
 * service worker reads this file; the games' contracts bring zod): a game missing here does not compile.
 */
const games = ["books-order", "verse-scramble", "who-said-it", "reference-match"] as const satisfies readonly GameId[];
const everyGame: [Exclude<GameId, (typeof games)[number]>] extends [never] ? true : never = true;
void everyGame;

/** The quiz's play pages (features/quiz/quiz-paths.ts), spelt out for the same reason: one missing does not compile. */
const quizPlayPaths = ["/qz", "/q", "/tf", "/fb", "/sq"] as const satisfies readonly QuizPlayRoute[];
const everyPlayPage: [Exclude<QuizPlayRoute, (typeof quizPlayPaths)[number]>] extends [never] ? true : never = true;
void everyPlayPage;

export const prerenderedPages: PrerenderedPage[] = [
  { path: paths.login, file: "login.html", module: "src/app/routes/login-page.tsx" },
  { path: paths.register, file: "register.html", module: "src/app/routes/register-page.tsx" },
  { path: paths.passwordReset, file: "password-reset.html", module: "src/features/auth/password-reset-page.tsx" },
  { path: paths.quiz, file: "quiz.html", module: "src/features/quiz/quiz-home-page.tsx" },
  { path: paths.memory, file: "memory.html", module: "src/features/memory/memory-page.tsx" },
  { path: paths.games, file: "games.html", module: "src/features/games/games-page.tsx" },
  ...games.map((game) => ({ path: `${paths.games}/${game}`, file: `game-${game}.html`, module: "src/features/games/game-play-page.tsx" })),
  { path: paths.learn, file: "learn.html", module: "src/features/learn/learn-page.tsx" },
  { path: paths.studyGuides, file: "study-guides.html", module: "src/features/learn/study-guides-page.tsx" },
  { path: paths.notes, file: "notes.html", module: "src/features/notes/notes-page.tsx" },
  { path: paths.circleEvents, file: "circle-events.html", module: "src/features/circle-events/circle-events-page.tsx" },
  { path: paths.wave, file: "wave.html", module: "src/features/wave/wave-page.tsx", static: true },
  { path: paths.challenges, file: "challenges.html", module: "src/features/challenges/challenges-page.tsx" },
  { path: paths.plans, file: "plans.html", module: "src/features/reading-plans/plans-page.tsx" },
  { path: paths.devotionals, file: "devotionals.html", module: "src/features/devotionals/devotionals-page.tsx" },
  { path: paths.family, file: "family.html", module: "src/features/family/family-page.tsx" },
  { path: paths.account, file: "account.html", module: "src/features/account/account-page.tsx" },
  { path: paths.prayer, file: "prayer.html", module: "src/features/prayer/prayer-page.tsx" },
  { path: paths.circles, file: "chat.html", module: "src/features/circles/circles-page.tsx" },
  { path: `${paths.quiz}/flags`, file: "quiz-flags.html", module: "src/features/quiz/flag-queue-page.tsx" },
  { path: paths.about, file: "about.html", module: "src/features/marketing/about-page.tsx", static: true },
  { path: paths.careers, file: "careers.html", module: "src/features/marketing/careers-page.tsx", static: true },
  { path: paths.contact, file: "contact-us.html", module: "src/features/contact/contact-page.tsx" },
  { path: paths.contactAlias, file: "contact.html", module: "src/features/contact/contact-page.tsx" },
  { path: paths.terms, file: "tos.html", module: "src/features/marketing/terms-page.tsx", static: true },
  { path: paths.privacy, file: "privacy.html", module: "src/features/marketing/privacy-page.tsx", static: true },
  { path: paths.bibleSearch, file: "bible-search.html", module: "src/features/bible/search-page.tsx" },
  { path: paths.verse, file: "verse.html", module: "src/features/verse/verse-page.tsx", static: true },
  { path: paths.books, file: "books.html", module: "src/app/routes/books-page.tsx" },
  { path: paths.billing, file: "billing.html", module: "src/features/subscription/billing-page.tsx" },
  // The quiz's play pages: the topic and difficulty are the address's query, named once the quiz arrives.
  ...quizPlayPaths.map((path) => ({ path, file: `play${path.replace("/", "-")}.html`, module: "src/features/quiz/quiz-play-page.tsx", heldFor: `${path}?topic=law&difficulty=hard` })),
];

/**
 * Each held page's route module and two of its addresses (contracts/held-pages.ts): a held
 * page without them does not compile. The build renders both, which must give the same
 * markup: the page the function sends is the same for every address it serves.
 */
const heldPageSources: Record<HeldPage["file"] | (typeof notFoundPage)["file"], { module: string; samples: readonly [string, string] }> = {
  "devotional.html": { module: "src/features/devotionals/devotional-page.tsx", samples: ["/Devotionals/advent-01", "/Devotionals/lent-12"] },
  "article.html": { module: "src/features/articles/article-page.tsx", samples: ["/Articles/how-to-read-a-psalm", "/Articles/other"] },
  "book.html": { module: "src/features/library/book-page.tsx", samples: ["/Books/henry-concise-commentary", "/Books/pilgrims-progress"] },
  "book-chapter.html": { module: "src/features/library/chapter-page.tsx", samples: ["/Books/henry-concise-commentary/1", "/Books/pilgrims-progress/12"] },
  "lesson.html": { module: "src/features/learn/lesson-page.tsx", samples: ["/learn/bible-basics-01", "/learn/gospels-03"] },
  "plan.html": { module: "src/features/reading-plans/plan-page.tsx", samples: ["/Plans/abc123", "/Plans/Zx-9_q"] },
  "circle-join.html": { module: "src/features/circles/circle-join-page.tsx", samples: ["/chat/join/CIR-2JYUEG8W", "/chat/join/CIR-7K3QX9PD"] },
  "circle-chat.html": { module: "src/features/circles/circle-chat-page.tsx", samples: ["/chat/pRwuvq2PvhF1vN43MpLh", "/chat/other-circle"] },
  "challenge-run.html": { module: "src/features/challenges/challenge-run-page.tsx", samples: ["/challenges/uSBmO32-maFd2wloHmayPXWg", "/challenges/another-run"] },
  "not-found.html": { module: "src/features/marketing/not-found-page.tsx", samples: ["/no-such-page", "/another/missing/page"] },
};

/** The held pages (contracts/held-pages.ts), the not-found page among them, with what the build renders them from. */
export const prerenderedHeldPages = [...heldPages, notFoundPage].map((page) => ({ ...page, ...heldPageSources[page.file] }));

/**
 * The signed-in home, rendered for each visit by the server instead
 * (web/src/app/server/, functions/src/pages/): the build writes its shell
 * (app.html with the boot script and the page's style sheets) and the server
 * build that renders it to the folder and file names the functions read too
 * (contracts' homePageBuild); the functions' build ships both.
 */
export const serverRenderedHome = {
  ...homePageBuild,
  // The app's route and the address the functions serve are one: a change to either fails the typecheck.
  path: paths.dashboard satisfies typeof homePageBuild.path,
  module: "src/app/routes/dashboard-page.tsx",
  entry: "src/app/server/render-home.tsx",
} as const;

/**
 * A chapter's page in the reader, rendered by the same server build for any
 * visitor (app/server/render-reader.tsx): the build writes its shell with the
 * reader's style sheets beside the home's.
 */
export const serverRenderedReader = {
  template: homePageBuild.readerTemplate,
  module: "src/features/bible/reader-page.tsx",
} as const;

/**
 * The address Hosting serves a page at: `path` without a trailing slash
 * (`/tos/` is `/tos`). firebase.json's `trailingSlash: false` answers
 * `/tos/` with a redirect to `/tos` wherever the page's folder index is found
 * (every language's folder has it), and the page's rewrite, whose source is
 * this address, matches it with or without the slash (a glob's last segment
 * matches a trailing slash), so either form gets the page.
 */
export const servedPath = (path: string): string => (path === "/" ? path : path.replace(/\/+$/, ""));

/** The prerendered page served at `pathname` (with or without a trailing slash, as Hosting's rewrites match), if any. */
export const prerenderedPageAt = (pathname: string): PrerenderedPage | undefined =>
  prerenderedPages.find((page) => servedPath(page.path) === servedPath(pathname));

/**
 * The landing and the pages above are prerendered in every language
 * (docs/ARCHITECTURE.md, "Languages"). English is also at the files above
 * (the landing's index.html, `file`), which serve a visitor whose browser
 * names none of Berea's languages; each language, English too, has a copy
 * under firebase.json's `hosting.i18n.root`, where Hosting's i18n rewrites
 * look first for an exact match of the address, choosing the folder by the
 * `firebase-language-override` cookie, else by Accept-Language, in order.
 * English needs its folder as much as Spanish: a browser asking for
 * "en-US, es" would otherwise get the Spanish page (Hosting skips a language
 * without a folder). The folder is `<language>_ALL` (any country) and the
 * file is the address's own index.html: `i18n` content is only an exact
 * match, never a rewrite's destination, so `/login` is
 * `localized/es_ALL/login/index.html` (served at `/login` itself since
 * firebase.json's `trailingSlash` is false).
 */
export const localizedRoot = "localized";

/** The languages each prerendered page is written in. */
export const prerenderedLanguages: readonly Language[] = languages;

/** The file (under web/dist) of the page at `path` in `language` that Hosting's i18n rewrites serve for that address. */
export const localizedFile = (path: string, language: Language): string => `${localizedRoot}/${language}_ALL${path === "/" ? "" : servedPath(path)}/index.html`;

/** The English file served where no language folder matches (the landing's is index.html). */
export const defaultFile = (path: string): string => (path === "/" ? "index.html" : (prerenderedPageAt(path)?.file ?? "app.html"));
