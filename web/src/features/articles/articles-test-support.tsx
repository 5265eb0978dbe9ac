import type { ArticleSummary, ArticleView } from "@berea/contracts/content";
import type { ReactNode } from "react";
import { fakeAddressApi, renderWithApi, type FakeAddressApi } from "../../test/fake-api.tsx";

/** Test doubles for the articles' API, built from the contract's types. Imported by the article tests only. */

export function articleSummary(overrides: Partial<ArticleSummary> = {}): ArticleSummary {
  return {
    id: "praying-the-psalms",
    title: "Praying the Psalms",
    summary: "The Psalms teach us to bring everything to God.",
    topic: "prayer",
    tags: ["psalms", "prayer"],
    author: "The Berea team",
    readingMinutes: 5,
    language: "en",
    ...overrides,
  };
}

export const articleList = (): ArticleSummary[] => [
  articleSummary(),
  articleSummary({ id: "augustine-of-hippo", title: "Augustine of Hippo", topic: "church-history", tags: ["augustine"], readingMinutes: 6 }),
  articleSummary({ id: "building-a-daily-bible-habit", title: "Building a Daily Bible Habit", topic: "reading-the-bible", tags: ["habits"], readingMinutes: 4 }),
];

export function articleView(overrides: Partial<ArticleView> = {}): ArticleView {
  return {
    ...articleSummary(),
    sections: [
      { paragraphs: ["The Psalms were Israel's prayer book.", "Jesus prayed them too."] },
      { heading: "Lament", paragraphs: ["Many psalms are laments."] },
    ],
    full: true,
    freeLeft: 2,
    ...overrides,
  };
}

/** Renders `element` at `path` in a memory router and a fresh QueryClient, with the API faked by address. */
export function renderWithArticleApi(api: FakeAddressApi, element: ReactNode, options: { path: string; initialEntry: string }) {
  const routes = [
    { path: options.path, element },
    { path: "/Books", element: <h1>Books page</h1> },
    { path: "/Articles/:slug", element: <h1>Article page</h1> },
    { path: "/login", element: <h1>Login page</h1> },
    { path: "/Bible/:translation/:book/:chapter", element: <h1>Reader page</h1> },
  ];
  return renderWithApi(fakeAddressApi(api), routes, options.initialEntry);
}
