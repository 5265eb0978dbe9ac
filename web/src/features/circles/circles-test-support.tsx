import type { CircleDetail, CircleMessage, CircleSummary } from "@berea/contracts/circles";
import type { ErrorCode } from "@berea/contracts/errors";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { vi } from "vitest";

/** Test doubles for the circles API, built from the contract's types. Imported by the circles tests only. */

export const you = { uid: "u-lydia", name: "Lydia" };

/** The instant the circles tests pin the page's clock to (`pinCircleClock`), so "Today" and "5 min ago" hold at any hour. */
export const circlesNow = new Date("2026-11-24T15:00:00Z");

/** Fakes only Date, at `circlesNow`: timers stay real for Testing Library's waits. Undo with `vi.useRealTimers()`. */
export function pinCircleClock(): void {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(circlesNow);
}

/** `minutes` before `circlesNow`, as the server writes times. */
export const minutesAgo = (minutes: number): string => new Date(circlesNow.getTime() - minutes * 60_000).toISOString();

export function summary(overrides: Partial<CircleSummary> = {}): CircleSummary {
  return {
    id: "c1",
    name: "Tuesday study",
    description: "Reading Acts together, a chapter a week.",
    ownerName: "Lydia",
    role: "owner",
    memberCount: 3,
    inviteCode: "CIR-7K3QX9PD",
    invitePath: "/chat/join/CIR-7K3QX9PD",
    createdAt: minutesAgo(60 * 24 * 30),
    lastSeq: 2,
    lastMessage: { name: "Anna", text: "See you Tuesday.", sentAt: minutesAgo(5) },
    ...overrides,
  };
}

export function chatMessage(seq: number, uid: string, name: string, text: string, options: { sentAt?: string; clientId?: string } = {}): CircleMessage {
  return { id: `m${seq}`, seq, uid, name, text, sentAt: options.sentAt ?? minutesAgo(Math.max(0, 10 - seq)), clientId: options.clientId ?? `client-${seq}`, deleted: false, deletes: null };
}

export function detail(overrides: Partial<CircleDetail> = {}): CircleDetail {
  return {
    circle: summary(),
    members: [
      { uid: you.uid, name: you.name, role: "owner", joinedAt: minutesAgo(60 * 24 * 30) },
      { uid: "u-anna", name: "Anna", role: "member", joinedAt: minutesAgo(60 * 24 * 20) },
      { uid: "u-silas", name: "Silas", role: "member", joinedAt: minutesAgo(60 * 24 * 10) },
    ],
    messages: [chatMessage(1, "u-anna", "Anna", "Which chapter are we on?"), chatMessage(2, you.uid, you.name, "Acts 17, the Bereans.")],
    hasEarlier: false,
    you: { uid: you.uid },
    maxMembers: 50,
    follow: "poll",
    ...overrides,
  };
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

export const ok = (payload: unknown) => json(200, { payload });

export const apiError = (status: number, code: ErrorCode, message: string, fields?: Record<string, string>) => json(status, { code, message, fields });

type Handler = (body: Record<string, unknown>) => Response | Promise<Response>;

export type Action = "mine" | "create" | "preview" | "join" | "get" | "messages" | "send" | "delete-message" | "leave" | "remove" | "new-code";
export type FakeCirclesApi = Partial<Record<Action, Handler>>;

/** A read that waits (`wait: true`) and has nothing new: held open until the page stops it, as the server would. */
function heldUntilAborted(signal: AbortSignal | null | undefined): Promise<Response> {
  return new Promise((_resolve, reject) => {
    signal?.addEventListener("abort", () => reject(new DOMException("The operation was aborted.", "AbortError")));
  });
}

/** A `fetch` double answering POST /api/circles/<action>; waiting reads with no handler are held open. */
export function fakeCirclesApi(handlers: FakeCirclesApi) {
  return vi.fn<typeof fetch>(async (input, init) => {
    const action = /^\/api\/circles\/([\w-]+)$/.exec(String(input))?.[1] as Action | undefined;
    const body = JSON.parse(String(init?.body ?? "{}")) as Record<string, unknown>;
    const handler = action ? handlers[action] : undefined;
    if (!handler) {
      if (action === "messages" && body.wait) return heldUntilAborted(init?.signal);
      return apiError(404, "not-found", `No handler for ${String(input)}`);
    }
    return handler(body);
  });
}

/** The JSON bodies sent to one action, in order. */
export function bodiesSent(spy: ReturnType<typeof fakeCirclesApi>, action: Action): Record<string, unknown>[] {
  return spy.mock.calls
    .filter(([input]) => String(input) === `/api/circles/${action}`)
    .map(([, init]) => JSON.parse(String(init?.body ?? "null")) as Record<string, unknown>);
}

function Where({ name }: { name: string }) {
  const location = useLocation();
  return (
    <h1>
      {name} at {location.pathname}
      {location.search}
    </h1>
  );
}

/** Renders `element` at `path` (opened at `initialEntry`) in a memory router and a fresh QueryClient, with the API faked. */
export function renderWithCircles(api: FakeCirclesApi, element: ReactNode, options: { path: string; initialEntry?: string }) {
  const fetchSpy = fakeCirclesApi(api);
  vi.stubGlobal("fetch", fetchSpy);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const others = [
    { path: "/chat", element: <Where name="Circles page" /> },
    { path: "/chat/join/:code", element: <Where name="Invite page" /> },
    { path: "/chat/:circleId", element: <Where name="Chat page" /> },
    { path: "/login", element: <Where name="Login page" /> },
    { path: "/dashboard", element: <Where name="Dashboard" /> },
  ].filter((route) => route.path !== options.path);
  const router = createMemoryRouter([{ path: options.path, element }, ...others], { initialEntries: [options.initialEntry ?? options.path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, fetchSpy, queryClient, user: userEvent.setup() };
}
