import type { DevotionalPathsReply, DevotionalView } from "@berea/contracts/content";
import type { ReactNode } from "react";
import { bodiesSentTo, fakeAreaApi, renderWithApi, type ApiHandler } from "../../test/fake-api.tsx";

/** Test doubles for the devotionals API, built from the contract's types. Imported by the devotional tests only. */

const verses = {
  kjv: [
    { verse: 6, text: "Be careful for nothing; but in every thing by prayer and supplication with thanksgiving let your requests be made known unto God." },
    { verse: 7, text: "And the peace of God, which passeth all understanding, shall keep your hearts and minds through Christ Jesus." },
  ],
  web: [
    { verse: 6, text: "In nothing be anxious, but in everything, by prayer and petition with thanksgiving, let your requests be made known to God." },
    { verse: 7, text: "And the peace of God, which surpasses all understanding, will guard your hearts and your thoughts in Christ Jesus." },
  ],
};

export function devotionalView(overrides: Partial<DevotionalView> = {}, translation: "kjv" | "web" = "kjv"): DevotionalView {
  return {
    id: "anxiety-01",
    title: "Trading Worry for Prayer with Thanksgiving",
    path: { id: "anxiety", title: "Cast Your Cares: Anxiety and Peace", theme: "Anxiety", day: 1, days: 3 },
    today: true,
    passage: {
      label: "Philippians 4:6-7",
      translation,
      reference: { book: "Phil", chapter: 4, start: 6, end: 7 },
      verses: verses[translation],
    },
    reflection: [
      "Paul wrote these words from a prison cell, not a quiet retreat. He did not know whether he would live or die, and the church at Philippi was worried about him. Into that uncertainty he wrote a short sentence.",
      "Notice that he does not simply say, stop worrying. Instead he offers an exchange.",
    ],
    prayer: "Father, you know the things pressing on me today. Guard my heart and mind with your peace, through Christ Jesus. Amen.",
    question: "What is one worry you could put into plain words before God today?",
    author: "The Berea team",
    quotedSource: null,
    language: "en",
    read: false,
    note: "",
    ...overrides,
  };
}

export function pathsReply(overrides: Partial<DevotionalPathsReply> = {}): DevotionalPathsReply {
  return {
    todayId: "anxiety-01",
    progressTracking: true,
    paths: [
      {
        id: "anxiety",
        title: "Cast Your Cares: Anxiety and Peace",
        theme: "Anxiety",
        description: "Scripture for anxious hearts.",
        days: [
          { id: "anxiety-01", title: "Trading Worry for Prayer with Thanksgiving", read: false },
          { id: "anxiety-02", title: "Consider the Lilies", read: false },
          { id: "anxiety-03", title: "The Lord Is My Shepherd", read: false },
        ],
        read: 0,
        language: "en",
      },
      {
        id: "forgiveness",
        title: "Seventy Times Seven",
        theme: "Forgiveness",
        description: "Receiving and giving mercy.",
        days: [
          { id: "forgiveness-01", title: "A Debt Cancelled", read: true },
          { id: "forgiveness-02", title: "As We Forgive", read: true },
          { id: "forgiveness-03", title: "The Prodigal's Father", read: true },
          { id: "forgiveness-04", title: "Joseph and His Brothers", read: false },
          { id: "forgiveness-05", title: "Father, Forgive Them", read: false },
        ],
        read: 3,
        language: "en",
      },
    ],
    ...overrides,
  };
}

/** The same paths as a Free user gets them: no progress. */
export const freePathsReply = (): DevotionalPathsReply => {
  const reply = pathsReply({ progressTracking: false });
  return { ...reply, paths: reply.paths.map((path) => ({ ...path, read: 0, days: path.days.map((day) => ({ ...day, read: false })) })) };
};

export type DevotionalAction = "today" | "get" | "paths" | "mark" | "note";
export type FakeDevotionalApi = Partial<Record<DevotionalAction, ApiHandler>>;

/** The JSON bodies sent to one devotionals action, in order. */
export const bodiesSent = (spy: ReturnType<typeof fakeAreaApi>, action: DevotionalAction) => bodiesSentTo(spy, `/api/devotionals/${action}`);

export const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Renders `element` at `path` (with `initialEntry`) in a memory router and a fresh QueryClient, with the devotionals API faked. */
export function renderWithDevotionalApi(api: FakeDevotionalApi, element: ReactNode, options: { path?: string; initialEntry?: string } = {}) {
  const path = options.path ?? "/Devotionals";
  const routes = [
    { path, element },
    { path: "/Devotionals", element: <h1>Devotionals page</h1> },
    { path: "/Devotionals/:id", element: <h1>Another devotional</h1> },
    { path: "/login", element: <h1>Login page</h1> },
    { path: "/Bible/:translation/:book/:chapter", element: <h1>Reader page</h1> },
    { path: "/", element: <h1>Landing page</h1> },
  ];
  return renderWithApi(fakeAreaApi<DevotionalAction>("devotionals", api), routes, options.initialEntry ?? path);
}
