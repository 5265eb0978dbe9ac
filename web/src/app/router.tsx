import type { QueryClient } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { redirect, type RouteObject } from "react-router";
import { FullScreenLoader } from "../components/full-screen-loader.tsx";
import { paths, signInThenPath } from "../config/paths.ts";
import { RootLayout } from "./root-layout.tsx";
import { SessionGuard } from "./session-guard.tsx";

/** Every page is its own chunk, loaded when its route is first visited. */
const page = (load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, "lazy"> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes = (queryClient: QueryClient): RouteObject[] => [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <FullScreenLoader />,
    children: [
      { path: paths.home, ...page(() => import("../features/landing/landing-page.tsx")) },
      { path: paths.login, ...page(() => import("./routes/login-page.tsx")) },
      { path: paths.register, ...page(() => import("./routes/register-page.tsx")) },
      { path: paths.passwordReset, ...page(() => import("../features/auth/password-reset-page.tsx")) },
      { path: paths.subscription, ...page(() => import("../features/subscription/subscription-page.tsx")) },
      { path: paths.about, ...page(() => import("../features/marketing/about-page.tsx")) },
      { path: paths.contact, ...page(() => import("../features/contact/contact-page.tsx")) },
      { path: paths.contactAlias, ...page(() => import("../features/contact/contact-page.tsx")) },
      { path: paths.terms, ...page(() => import("../features/marketing/terms-page.tsx")) },
      { path: paths.privacy, ...page(() => import("../features/marketing/privacy-page.tsx")) },
      { path: paths.bible, ...page(() => import("../features/bible/bible-home.tsx")) },
      { path: paths.bibleSearch, ...page(() => import("../features/bible/search-page.tsx")) },
      {
        path: `${paths.bible}/:translation/:book/:chapter?`,
        // The chapter's file is asked for as the navigation starts, while the page's code loads.
        lazy: async () => {
          const { default: Component, readerLoader } = await import("../features/bible/reader-page.tsx");
          return { Component, loader: readerLoader(queryClient) };
        },
      },
      { path: paths.verse, ...page(() => import("../features/verse/verse-page.tsx")) },
      { path: paths.books, ...page(() => import("./routes/books-page.tsx")) },
      { path: `${paths.books}/:bookId`, ...page(() => import("../features/library/book-page.tsx")) },
      // The articles are listed on /Books; their own address leads there.
      { path: paths.articles, loader: () => redirect(`${paths.books}#articles`) },
      { path: paths.careers, ...page(() => import("../features/marketing/careers-page.tsx")) },
      { path: paths.wave, ...page(() => import("../features/wave/wave-page.tsx")) },
      // Pages that need an account: a signed-out reader signs in and comes back (session-guard.tsx).
      {
        element: <SessionGuard />,
        children: [
          { path: paths.billing, ...page(() => import("../features/subscription/billing-page.tsx")) },
          { path: paths.account, ...page(() => import("../features/account/account-page.tsx")) },
          { path: paths.family, ...page(() => import("../features/family/family-page.tsx")) },
          { path: paths.notes, ...page(() => import("../features/notes/notes-page.tsx")) },
          { path: `${paths.books}/:bookId/:chapter`, ...page(() => import("../features/library/chapter-page.tsx")) },
          { path: `${paths.articles}/:slug`, ...page(() => import("../features/articles/article-page.tsx")) },
          { path: paths.devotionals, ...page(() => import("../features/devotionals/devotionals-page.tsx")) },
          { path: `${paths.devotionals}/:id`, ...page(() => import("../features/devotionals/devotional-page.tsx")) },
          { path: paths.learn, ...page(() => import("../features/learn/learn-page.tsx")) },
          { path: `${paths.learn}/:lessonId`, ...page(() => import("../features/learn/lesson-page.tsx")) },
          { path: paths.studyGuides, ...page(() => import("../features/learn/study-guides-page.tsx")) },
          { path: paths.plans, ...page(() => import("../features/reading-plans/plans-page.tsx")) },
          { path: `${paths.plans}/:userPlanId`, ...page(() => import("../features/reading-plans/plan-page.tsx")) },
          { path: paths.circles, ...page(() => import("../features/circles/circles-page.tsx")) },
          { path: paths.games, ...page(() => import("../features/games/games-page.tsx")) },
          { path: `${paths.games}/:game`, ...page(() => import("../features/games/game-play-page.tsx")) },
          { path: `${paths.circles}/join/:code`, ...page(() => import("../features/circles/circle-join-page.tsx")) },
          { path: paths.circleEvents, ...page(() => import("../features/circle-events/circle-events-page.tsx")) },
          { path: `${paths.circles}/:circleId`, ...page(() => import("../features/circles/circle-chat-page.tsx")) },
          { path: paths.prayer, ...page(() => import("../features/prayer/prayer-page.tsx")) },
          { path: paths.memory, ...page(() => import("../features/memory/memory-page.tsx")) },
          { path: paths.challenges, ...page(() => import("../features/challenges/challenges-page.tsx")) },
          { path: `${paths.challenges}/:runId`, ...page(() => import("../features/challenges/challenge-run-page.tsx")) },
        ],
      },
      // The quizzes send a signed-out reader back to the quiz home, whichever quiz they opened.
      {
        element: <SessionGuard signInPath={signInThenPath(paths.quiz)} />,
        children: [
          { path: paths.quiz, ...page(() => import("../features/quiz/quiz-home-page.tsx")) },
          { path: `${paths.quiz}/flags`, ...page(() => import("../features/quiz/flag-queue-page.tsx")) },
          ...["/q", "/qz", "/tf", "/fb", "/sq"].map((path) => ({ path, ...page(() => import("../features/quiz/quiz-play-page.tsx")) })),
        ],
      },
      // The home goes to the sign-in page itself, which leads back home.
      {
        element: <SessionGuard signInPath={paths.login} />,
        children: [{ path: paths.dashboard, ...page(() => import("./routes/dashboard-page.tsx")) }],
      },
      { path: "*", ...page(() => import("../features/marketing/not-found-page.tsx")) },
    ],
  },
];
