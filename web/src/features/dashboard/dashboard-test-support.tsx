import type { DashboardReply } from "@berea/contracts/dashboard";
import type { Plan } from "@berea/contracts/pricing";
import { activityDays, freshDashboard, unlimitedPlan } from "@berea/contracts/test-support/dashboard";
import type { ReactNode } from "react";
import { afterEach, beforeEach, vi } from "vitest";
import { apiError, bodiesSentTo, ok, renderWithApi, userData } from "../../test/fake-api.tsx";

/** Test doubles for the dashboard's API calls, built from the contracts' types. Imported by the dashboard tests only. */

/**
 * The morning the dashboard tests are set in: each test of the calling
 * describe runs at 08:15 local time on Tuesday 10 March 2026 (only Date is
 * faked), and the clock, stubbed globals and spies are restored after it.
 */
export function onDashboardMorning(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2026, 2, 10, 8, 15));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

/** A Premium reader some weeks in: a plan due today (one day done, one not), quizzes, streaks and activity. */
export function busyDashboard(): DashboardReply {
  return freshDashboard({
    plan: unlimitedPlan(1),
    readingPlans: [
      {
        userPlanId: "ruth-uid_gospels-90-days",
        planId: "gospels-90-days",
        title: "The Gospels in 90 Days",
        daysBehind: 2,
        readings: [
          {
            day: 12,
            date: "2026-03-10",
            title: "Matthew 12",
            readings: [{ label: "Matthew 12", link: { book: "Matt", chapter: 12 } }],
            done: true,
            doneOn: "2026-03-10",
          },
          {
            day: 13,
            date: "2026-03-10",
            title: "Matthew 13:1–23",
            readings: [{ label: "Matthew 13:1–23", link: { book: "Matt", chapter: 13, start: 1, end: 23 } }],
            done: false,
            doneOn: null,
          },
        ],
      },
    ],
    quiz: {
      xp: 1240,
      finishedToday: 1,
      finished: 18,
      bestTopics: [
        { id: "gospels", name: "The Gospels", bestScore: 100, attempts: 4 },
        { id: "genesis", name: "Genesis", bestScore: 90, attempts: 6 },
      ],
    },
    streaks: { quiz: 4, reading: { current: 9, readToday: true, graceUsedThisWeek: true } },
    activity: activityDays("2026-03-10", {
      "2026-03-08": { readings: 1, devotionals: 1 },
      "2026-03-09": { devotionals: 1, quizzes: 1 },
      "2026-03-10": { readings: 1, devotionals: 1 },
    }),
  });
}

const plans: Plan[] = [
  { id: "free", name: "Free Plan", paymentPlan: 0, monthly: 0, annual: 0, annualDiscountPercent: 0, trialDays: 0, features: ["12 quizzes per day"], order: 0 },
  { id: "premium", name: "Premium", paymentPlan: 1, monthly: 2.99, annual: 28.99, annualDiscountPercent: 19, trialDays: 5, features: ["Unlimited quizzes"], order: 1 },
  { id: "family", name: "Family", paymentPlan: 2, monthly: 9.99, annual: 79.99, annualDiscountPercent: 33, trialDays: 0, features: ["All Premium features"], order: 2 },
];

type Handler = (body: unknown) => Response | Promise<Response>;

export interface FakeDashboardApi {
  user?: Handler;
  dashboard?: Handler;
}

/**
 * A `fetch` double for what the dashboard's page asks: the profile and
 * pricing (`POST /api/`), the dashboard and the verse of the day. The profile
 * and the dashboard come from the handlers.
 */
export function fakeDashboardApi(handlers: FakeDashboardApi) {
  return vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), "http://localhost");
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : null;
    const subject = typeof body === "object" && body !== null && "subject" in body ? body.subject : undefined;
    if (url.pathname === "/api/" && subject === "getUserData") return (handlers.user ?? (() => ok(userData())))(body);
    if (url.pathname === "/api/" && subject === "getPricing") return ok({ plans });
    if (url.pathname === "/api/dashboard") return (handlers.dashboard ?? (() => ok(freshDashboard())))(body);
    if (url.pathname === "/api/verse-of-the-day") {
      return ok({ date: "2026-03-10", translation: "kjv", book: "Ps", chapter: 119, start: 105, end: 105, reference: "Psalm 119:105", verses: [{ verse: 105, text: "Thy word is a lamp unto my feet, and a light unto my path." }] });
    }
    return apiError(404, "not-found", `No handler for ${url.pathname}`);
  });
}

/** The JSON bodies sent to `POST /api/dashboard`, in order. */
export const dashboardBodies = (spy: ReturnType<typeof fakeDashboardApi>) => bodiesSentTo(spy, "/api/dashboard");

/** Renders `element` at /dashboard in a memory router and a fresh QueryClient, with the API faked. */
export function renderDashboard(api: FakeDashboardApi, element: ReactNode) {
  const routes = [
    { path: "/dashboard", element },
    { path: "/login", element: <h1>Login page</h1> },
    { path: "/Plans", element: <h1>Plans page</h1> },
    { path: "/Plans/:id", element: <h1>Plan page</h1> },
    { path: "/quiz", element: <h1>Quiz page</h1> },
    { path: "/billing", element: <h1>Billing page</h1> },
    { path: "/Bible/:translation/:book/:chapter", element: <h1>Reader page</h1> },
  ];
  return renderWithApi(fakeDashboardApi(api), routes, "/dashboard");
}
