import type { LibraryCatalog, LibraryChapterReply, ReadableBook } from "@berea/contracts/library";
import type { ReactNode } from "react";
import { fakeAddressApi, renderWithApi, type FakeAddressApi } from "../../test/fake-api.tsx";

/** Test doubles for the library's API, built from the contract's types. Imported by the library tests only. */

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
      {
        type: "paragraph",
        // As runs, as the API sends a paragraph once it has found references in it (functions/src/bible/scripture-links.ts).
        text: [
          { text: "Compare " },
          { text: "Jos 1:8", to: { book: "Josh", chapter: 1, start: 8, end: 8 } },
          { text: " and " },
          { text: "Ps 119:97", to: { book: "Ps", chapter: 119, start: 97, end: 97 } },
          { text: "; see also " },
          { text: "Romans 5", to: { book: "Rom", chapter: 5 } },
          { text: " for the same blessedness." },
        ],
      },
    ],
    previous: { number: 1, title: "Preface" },
    next: { number: 3, title: "Psalm 2" },
    ...overrides,
  };
}

/** Renders `element` at `path` in a memory router and a fresh QueryClient, with the API faked by address. */
export function renderWithLibraryApi(api: FakeAddressApi, element: ReactNode, options: { path: string; initialEntry: string }) {
  const routes = [
    { path: options.path, element },
    { path: "/Books", element: <h1>Books page</h1> },
    { path: "/Books/:bookId", element: <h1>Book page</h1> },
    { path: "/Books/:bookId/:chapter", element: <h1>Chapter page</h1> },
    { path: "/login", element: <h1>Login page</h1> },
    { path: "/Bible/:translation/:book/:chapter", element: <h1>Reader page</h1> },
    { path: "/", element: <h1>Landing page</h1> },
  ];
  return renderWithApi(fakeAddressApi(api), routes, options.initialEntry);
}
