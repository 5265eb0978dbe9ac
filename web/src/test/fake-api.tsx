import type { UserData } from "@berea/contracts/auth";
import type { ErrorCode } from "@berea/contracts/errors";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router";
import { vi } from "vitest";

/**
 * A faked API for page tests: replies built as the server writes them, and a
 * `fetch` double that answers `POST /api/<area>/<action>` from one handler an
 * action, and a page rendered with it in a memory router. New features' test
 * supports build on this instead of each writing its own copy.
 */

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/** A success reply, `{ payload }`. */
export const ok = (payload: unknown) => json(200, { payload });

/** An error reply, `{ message, code, fields? }`. */
export const apiError = (status: number, code: ErrorCode, message: string, fields?: Record<string, string>) => json(status, { code, message, fields });

/** The reply to a call made without a session. */
export const signedOut = () => apiError(403, "unauthenticated", "Please sign in to continue.");

/** A profile as `getUserData` answers it. */
export function userData(overrides: Partial<UserData> = {}): UserData {
  return {
    uid: "ruth-uid",
    name: "Ruth of Moab",
    email: "ruth@example.com",
    paymentPlan: 0,
    referralCode: "RUTH2026",
    referredBy: null,
    createdAt: "2026-01-05T09:00:00.000Z",
    ...overrides,
  };
}

export type ApiHandler = (body: Record<string, unknown>) => Response | Promise<Response>;

/** A `fetch` double answering POST /api/<area>/<action> with `handlers[action]`; 404 for an action with none. */
export function fakeAreaApi<Action extends string>(area: string, handlers: Partial<Record<Action, ApiHandler>>) {
  const prefix = `/api/${area}/`;
  return vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const handler = url.startsWith(prefix) ? handlers[url.slice(prefix.length) as Action] : undefined;
    if (!handler) return apiError(404, "not-found", `No handler for ${url}`);
    return handler(JSON.parse(String(init?.body ?? "{}")) as Record<string, unknown>);
  });
}

/** The JSON bodies sent to one address (`/api/prayer/post`), in order. */
export function bodiesSentTo(spy: ReturnType<typeof fakeAreaApi>, address: string): Record<string, unknown>[] {
  return spy.mock.calls.filter(([input]) => String(input) === address).map(([, init]) => JSON.parse(String(init?.body ?? "null")) as Record<string, unknown>);
}

export type AddressHandler = (body: unknown, url: string) => Response | Promise<Response>;

/** Handlers by API address without its query ("/api/library/catalog", "/api/" for the root subjects). */
export type FakeAddressApi = Partial<Record<string, AddressHandler>>;

/** A `fetch` double: the handler for the address (without its query), else a 404. */
export function fakeAddressApi(handlers: FakeAddressApi) {
  return vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const handler = handlers[url.split("?")[0] ?? url];
    if (!handler) return apiError(404, "not-found", `No handler for ${url}`);
    return handler(init?.body ? JSON.parse(String(init.body)) : null, url);
  });
}

/** The calls made to one address, as [url, JSON body]. */
export function callsTo(spy: ReturnType<typeof fakeAddressApi>, address: string): [string, unknown][] {
  return spy.mock.calls
    .filter(([input]) => String(input).split("?")[0] === address)
    .map(([input, init]) => [String(input), init?.body ? JSON.parse(String(init.body)) : null]);
}

/** Stubs `fetch` with `fetchSpy` and renders `routes` opened at `initialEntry` in a memory router and a fresh QueryClient (no retries). */
export function renderWithApi<Spy extends typeof fetch>(fetchSpy: Spy, routes: RouteObject[], initialEntry: string) {
  vi.stubGlobal("fetch", fetchSpy);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, fetchSpy, queryClient, user: userEvent.setup() };
}
