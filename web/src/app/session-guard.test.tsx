import { QueryClient, QueryClientProvider, useMutation, useQuery } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { isValidElement, useState, type ReactNode } from "react";
import { createMemoryRouter, matchPath, RouterProvider, type RouteObject } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ApiError } from "../lib/api-error.ts";
import { useSessionGuard } from "../lib/session.ts";
import { setSignedInHint } from "../lib/signed-in-hint.ts";
import { apiError } from "../test/fake-api.tsx";
import { routes } from "./router.tsx";
import { SessionGuard } from "./session-guard.tsx";

const signedOutError = () => new ApiError("unauthenticated", 403, "Please sign in to continue.");

function renderGuarded(page: ReactNode, { signInPath, entry = "/guarded?tab=mine" }: { signInPath?: string; entry?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { element: <SessionGuard signInPath={signInPath} />, children: [{ path: "/guarded", element: page }] },
      { path: "/login", element: <h1>Login page</h1> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

/** A page whose one read fails with `error`, and says so. */
function ReadingPage({ error }: { error: () => Error }) {
  const read = useQuery({ queryKey: ["read"], queryFn: () => Promise.reject(error()) });
  return read.isError ? <p role="alert">{read.error.message}</p> : <p>Reading …</p>;
}

/** A page with a button whose action fails as signed out. */
function ActingPage() {
  const act = useMutation({ mutationFn: () => Promise.reject(signedOutError()) });
  return (
    <button type="button" onClick={() => act.mutate()}>
      Act
    </button>
  );
}

/** A page that learns of the ended session outside the query cache (a long poll) and reports it. */
function PollingPage() {
  const { ended } = useSessionGuard();
  return (
    <button type="button" onClick={ended}>
      Poll
    </button>
  );
}

/** A page that signs the reader out itself, after which one of its parts still asks and is refused. */
function SigningOutPage() {
  const { signedOut } = useSessionGuard();
  const [late, setLate] = useState(false);
  return late ? (
    <ReadingPage error={signedOutError} />
  ) : (
    <button
      type="button"
      onClick={() => {
        signedOut();
        setLate(true);
      }}
    >
      Sign out
    </button>
  );
}

describe("SessionGuard", () => {
  afterEach(() => window.localStorage.clear());

  it("sends a reader whose page is answered 'unauthenticated' to sign in and back to the same address, and forgets the signed-in hint", async () => {
    setSignedInHint(true);
    const { router } = renderGuarded(<ReadingPage error={signedOutError} />);
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent("/guarded?tab=mine")}`);
    expect(window.localStorage.getItem("berea.signedIn")).toBeNull();
    // Replaced, so Back does not return to a page that would send the reader here again.
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("does the same for an action refused as signed out, and for a session ended outside the query cache", async () => {
    const acting = renderGuarded(<ActingPage />);
    await acting.user.click(await screen.findByRole("button", { name: "Act" }));
    await waitFor(() => expect(acting.router.state.location.pathname).toBe("/login"));
    acting.router.dispose();

    const polling = renderGuarded(<PollingPage />, { entry: "/guarded" });
    await polling.user.click(await screen.findByRole("button", { name: "Poll" }));
    await waitFor(() => expect(polling.router.state.location.search).toBe("?next=%2Fguarded"));
  });

  it("goes where the route says instead, when it says", async () => {
    const { router } = renderGuarded(<ReadingPage error={signedOutError} />, { signInPath: "/login" });
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(router.state.location.search).toBe("");
  });

  it("stands aside once the page has signed the reader out itself", async () => {
    const { router, user } = renderGuarded(<SigningOutPage />);
    await user.click(await screen.findByRole("button", { name: "Sign out" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Please sign in to continue.");
    expect(router.state.location.pathname).toBe("/guarded");
  });

  it("leaves every other error to the page", async () => {
    const { router } = renderGuarded(<ReadingPage error={() => new ApiError("permission-denied", 403, "Premium only.")} />);
    expect((await screen.findByRole("alert")).textContent).toBe("Premium only.");
    expect(router.state.location.pathname).toBe("/guarded");
  });
});

/** The app's routes under a guard, with where a signed-out visit to each must end up. */
const signedOutVisits: { visit: string; to: string }[] = [
  // The home goes to the sign-in page itself (after signing in, the home is where it leads).
  { visit: "/dashboard", to: "/login" },
  { visit: "/billing", to: "/login?next=%2Fbilling" },
  { visit: "/account", to: "/login?next=%2Faccount" },
  { visit: "/family", to: "/login?next=%2Ffamily" },
  { visit: "/Books/treasury-of-david/2", to: `/login?next=${encodeURIComponent("/Books/treasury-of-david/2")}` },
  { visit: "/Articles/praying-the-psalms", to: `/login?next=${encodeURIComponent("/Articles/praying-the-psalms")}` },
  { visit: "/Devotionals", to: "/login?next=%2FDevotionals" },
  { visit: "/Devotionals/anxiety-02", to: "/login?next=%2FDevotionals%2Fanxiety-02" },
  { visit: "/Plans", to: "/login?next=%2FPlans" },
  { visit: "/Plans/ruth-uid_gospels-90-days", to: "/login?next=%2FPlans%2Fruth-uid_gospels-90-days" },
  { visit: "/chat", to: "/login?next=%2Fchat" },
  { visit: "/chat/join/CIR-7K3QX9PD", to: "/login?next=%2Fchat%2Fjoin%2FCIR-7K3QX9PD" },
  { visit: "/chat/c1", to: "/login?next=%2Fchat%2Fc1" },
  { visit: "/prayer?tab=mine", to: "/login?next=%2Fprayer%3Ftab%3Dmine" },
  { visit: "/notes", to: "/login?next=%2Fnotes" },
  { visit: "/learn", to: "/login?next=%2Flearn" },
  { visit: "/learn/bible-basics-02", to: "/login?next=%2Flearn%2Fbible-basics-02" },
  { visit: "/bl", to: "/login?next=%2Fbl" },
  { visit: "/games", to: "/login?next=%2Fgames" },
  { visit: "/games/verse-scramble", to: "/login?next=%2Fgames%2Fverse-scramble" },
  { visit: "/c", to: "/login?next=%2Fc" },
  { visit: "/memory?add=John%203%3A16", to: `/login?next=${encodeURIComponent("/memory?add=John%203%3A16")}` },
  { visit: "/challenges", to: "/login?next=%2Fchallenges" },
  { visit: "/challenges/run-1", to: "/login?next=%2Fchallenges%2Frun-1" },
  // Every quiz leads back to the quizzes' home.
  { visit: "/quiz", to: "/login?next=%2Fquiz" },
  { visit: "/quiz/flags", to: "/login?next=%2Fquiz" },
  ...["/qz", "/q", "/tf", "/fb", "/sq?topic=genesis"].map((visit) => ({ visit, to: "/login?next=%2Fquiz" })),
];

/** The paths of the routes under a SessionGuard, from the app's own route table. */
function guardedPaths(list: RouteObject[], guarded = false): string[] {
  return list.flatMap((route) => {
    const underGuard = guarded || (isValidElement(route.element) && route.element.type === SessionGuard);
    const own = underGuard && route.path ? [route.path] : [];
    return [...own, ...guardedPaths(route.children ?? [], underGuard)];
  });
}

function renderApp(entry: string) {
  // Every call is answered as for a visitor without a session.
  vi.stubGlobal(
    "fetch",
    vi.fn<typeof fetch>(async () => apiError(403, "unauthenticated", "Please sign in to continue.")),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes(queryClient), { initialEntries: [entry] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const addressOf = (router: ReturnType<typeof createMemoryRouter>) => `${router.state.location.pathname}${router.state.location.search}`;

describe("the app's pages that need an account", () => {
  // The sign-in page these visits end on reads the Firebase settings when it loads.
  beforeAll(() => {
    vi.stubEnv("VITE_FIREBASE_API_KEY", "test-key");
    vi.stubEnv("VITE_FIREBASE_AUTH_DOMAIN", "berea.test");
    vi.stubEnv("VITE_FIREBASE_PROJECT_ID", "berea-test");
  });
  afterAll(() => vi.unstubAllEnvs());
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it("are each visited by this test, so a new one cannot be left out", () => {
    const guarded = guardedPaths(routes(new QueryClient()));
    expect(guarded.length).toBeGreaterThan(0);
    const unvisited = guarded.filter((path) => !signedOutVisits.some(({ visit }) => matchPath(path, visit.split("?")[0] ?? visit)));
    expect(unvisited).toEqual([]);
  });

  it.each(signedOutVisits)("sends a signed-out visit to $visit on to $to", async ({ visit, to }) => {
    const router = renderApp(visit);
    await waitFor(() => expect(addressOf(router)).toBe(to), { timeout: 10_000 });
  });

  it("leaves a signed-out visitor on a page open to all (/Books)", async () => {
    const router = renderApp("/Books");
    expect(await screen.findByRole("heading", { level: 1, name: "Books and articles" }, { timeout: 10_000 })).toBeTruthy();
    expect(addressOf(router)).toBe("/Books");
  });
});
