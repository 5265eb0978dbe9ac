import type { UserData } from "@berea/contracts/auth";
import type { ArticleSummary, ArticleView } from "@berea/contracts/content";
import type { LibraryCatalog, LibraryChapterReply, ReadableBook } from "@berea/contracts/library";
import type { ReactNode } from "react";
import { vi } from "vitest";
import { apiError, renderWithApi } from "../../test/fake-api.tsx";

/** Test doubles for the library and articles API, built from the contract's types. Imported by the library and article tests only. */

export function readableBook(overrides: Partial<ReadableBook> = {}): ReadableBook {
  return {
    id: "treasury-of-david",
    title: "The Treasury of David",
    author: "Charles Haddon Spurgeon",
    published: "1869–1885",
    category: "Commentary",
    description: "Spurgeon's great work on the Psalms: his own exposition of each psalm, verse by verse.",
    cover: "/covers/treasury-of-david.svg",
    readable: true,
    includes: "Psalms 1–41",
    words: 538_000,
    readingMinutes: 2341,
    source: { package: "sword-comm-tdavid", version: "1.1-1", module: "TDavid" },
    chapters: [
      { number: 1, title: "Preface", words: 700, readingMinutes: 3 },
      { number: 2, title: "Psalm 1", words: 9_000, readingMinutes: 39 },
      { number: 3, title: "Psalm 2", words: 11_000, readingMinutes: 48 },
    ],
    ...overrides,
  };
}

export function catalog(): LibraryCatalog {
  return {
    books: [
      readableBook(),
      {
        id: "pilgrims-progress",
        title: "The Pilgrim’s Progress",
        author: "John Bunyan",
        published: "1678",
        category: "Allegory",
        description: "Christian's journey from the City of Destruction to the Celestial City.",
        cover: "/covers/pilgrims-progress.svg",
        readable: false,
        note: "Not available to read in Berea: it is in the public domain, but no Debian SWORD package carries it.",
      },
    ],
  };
}

export function chapterReply(overrides: Partial<LibraryChapterReply> = {}): LibraryChapterReply {
  return {
    bookId: "treasury-of-david",
    bookTitle: "The Treasury of David",
    author: "Charles Haddon Spurgeon",
    chapter: 2,
    chapterCount: 3,
    title: "Psalm 1",
    words: 9_000,
    readingMinutes: 39,
    blocks: [
      { type: "heading", level: 2, text: "Exposition" },
      { type: "paragraph", text: "Verse 1. Blessed is the man who walks not in the counsel of the ungodly." },
      { type: "heading", level: 3, text: "Explanatory Notes" },
      { type: "paragraph", text: "Compare Jos 1:8 and Ps 119:97; see also Romans 5 for the same blessedness." },
    ],
    previous: { number: 1, title: "Preface" },
    next: { number: 3, title: "Psalm 2" },
    ...overrides,
  };
}

export function articleSummary(overrides: Partial<ArticleSummary> = {}): ArticleSummary {
  return {
    id: "praying-the-psalms",
    title: "Praying the Psalms",
    summary: "The Psalms teach us to bring everything to God.",
    topic: "prayer",
    tags: ["psalms", "prayer"],
    author: "The Berea team",
    readingMinutes: 5,
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

export const user = (paymentPlan: 0 | 1 | 2): UserData => ({
  uid: "u1",
  name: "Lydia",
  email: "lydia@example.com",
  paymentPlan,
  referralCode: "LYDIA1",
  referredBy: null,
  createdAt: "2026-01-01T00:00:00.000Z",
});

export const signedOut = () => apiError(403, "unauthenticated", "Please sign in to continue.");

type Handler = (body: unknown, url: string) => Response | Promise<Response>;

/** Handlers by API address ("/api/library/catalog", "/api/library/pdf", "/api/" for getUserData). */
export type FakeLibraryApi = Partial<Record<string, Handler>>;

/** A `fetch` double: the handler for the address (without its query), else a 404. */
export function fakeApi(handlers: FakeLibraryApi) {
  return vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const handler = handlers[url.split("?")[0] ?? url];
    if (!handler) return apiError(404, "not-found", `No handler for ${url}`);
    return handler(init?.body ? JSON.parse(String(init.body)) : null, url);
  });
}

/** The calls made to one address, as [url, JSON body]. */
export function callsTo(spy: ReturnType<typeof fakeApi>, address: string): [string, unknown][] {
  return spy.mock.calls
    .filter(([input]) => String(input).split("?")[0] === address)
    .map(([input, init]) => [String(input), init?.body ? JSON.parse(String(init.body)) : null]);
}

/** Renders `element` at `path` in a memory router and a fresh QueryClient, with the API faked. */
export function renderWithLibraryApi(api: FakeLibraryApi, element: ReactNode, options: { path: string; initialEntry: string }) {
  const routes = [
    { path: options.path, element },
    { path: "/Books", element: <h1>Books page</h1> },
    { path: "/Books/:bookId", element: <h1>Book page</h1> },
    { path: "/Books/:bookId/:chapter", element: <h1>Chapter page</h1> },
    { path: "/Articles/:slug", element: <h1>Article page</h1> },
    { path: "/login", element: <h1>Login page</h1> },
    { path: "/Bible/:translation/:book/:chapter", element: <h1>Reader page</h1> },
    { path: "/", element: <h1>Landing page</h1> },
  ];
  return renderWithApi(fakeApi(api), routes, options.initialEntry);
}
