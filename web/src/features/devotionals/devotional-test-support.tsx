import type { DevotionalPathsReply, DevotionalView } from "@berea/contracts/content";
import type { ErrorCode } from "@berea/contracts/errors";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { vi } from "vitest";

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

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

export const ok = (payload: unknown) => json(200, { payload });

export const apiError = (status: number, code: ErrorCode, message: string) => json(status, { code, message });

type Handler = (body: unknown) => Response | Promise<Response>;

export interface FakeDevotionalApi {
  today?: Handler;
  get?: Handler;
  paths?: Handler;
  mark?: Handler;
  note?: Handler;
}

/** A `fetch` double answering POST /api/devotionals/<action> with the given handlers (404 for anything else). */
export function fakeDevotionalApi(handlers: FakeDevotionalApi) {
  return vi.fn<typeof fetch>(async (input, init) => {
    const action = /^\/api\/devotionals\/(today|get|paths|mark|note)$/.exec(String(input))?.[1] as keyof FakeDevotionalApi | undefined;
    const handler = action ? handlers[action] : undefined;
    if (!handler) return apiError(404, "not-found", `No handler for ${String(input)}`);
    return handler(JSON.parse(String(init?.body ?? "null")));
  });
}

/** The JSON bodies sent to one devotionals action, in order. */
export function bodiesSent(spy: ReturnType<typeof fakeDevotionalApi>, action: keyof FakeDevotionalApi): unknown[] {
  return spy.mock.calls
    .filter(([input]) => String(input) === `/api/devotionals/${action}`)
    .map(([, init]) => JSON.parse(String(init?.body ?? "null")));
}

export const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Renders `element` at `path` (with `initialEntry`) in a memory router and a fresh QueryClient, with the API faked. */
export function renderWithApi(api: FakeDevotionalApi, element: ReactNode, options: { path?: string; initialEntry?: string } = {}) {
  const path = options.path ?? "/Devotionals";
  const initialEntry = options.initialEntry ?? path;
  const fetchSpy = fakeDevotionalApi(api);
  vi.stubGlobal("fetch", fetchSpy);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: "/Devotionals", element: <h1>Devotionals page</h1> },
      { path: "/Devotionals/:id", element: <h1>Another devotional</h1> },
      { path: "/login", element: <h1>Login page</h1> },
      { path: "/Bible/:translation/:book/:chapter", element: <h1>Reader page</h1> },
      { path: "/", element: <h1>Landing page</h1> },
    ],
    { initialEntries: [initialEntry] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, fetchSpy, queryClient, user: userEvent.setup() };
}
