import type { CatalogPlan, MyPlan, ScheduledDay } from "@berea/contracts/reading-plans";
import type { ReactNode } from "react";
import { bodiesSentTo, fakeAreaApi, renderWithApi, type ApiHandler } from "../../test/fake-api.tsx";

/** Test doubles for the reading plans API, built from the contract's types. Imported by the reading plan tests only. */

export const today = "2026-11-23";

export const catalogPlans: CatalogPlan[] = [
  { id: "bible-in-a-year", title: "The Bible in a year", description: "Genesis to Revelation in 365 days.", days: 365, kind: "whole-bible" },
  { id: "gospels-30-days", title: "The Gospels in 30 days", description: "Matthew, Mark, Luke and John in a month.", days: 30, kind: "books" },
  { id: "prayer-14-days", title: "Prayer in the Bible", description: "Two weeks with the people of the Bible at prayer.", days: 14, kind: "thematic" },
];

export function scheduledDay(day: number, date: string, overrides: Partial<ScheduledDay> = {}): ScheduledDay {
  const first = (day - 1) * 3 + 1;
  return {
    day,
    date,
    title: `Genesis ${first}–${first + 2}`,
    readings: [0, 1, 2].map((offset) => ({ label: `Genesis ${first + offset}`, link: { book: "Gen", chapter: first + offset } })),
    done: false,
    doneOn: null,
    ...overrides,
  };
}

export function myPlan(overrides: Partial<MyPlan> = {}): MyPlan {
  return {
    userPlanId: "u1_bible-in-a-year",
    planId: "bible-in-a-year",
    title: "The Bible in a year",
    kind: "whole-bible",
    startDate: today,
    endDate: "2027-11-22",
    totalDays: 365,
    doneDays: 0,
    daysBehind: 0,
    finished: false,
    today: [scheduledDay(1, today)],
    next: scheduledDay(1, today),
    ...overrides,
  };
}

export const noStreak = { current: 0, readToday: false, graceUsedThisWeek: false };

export type Action = "catalog" | "start" | "mine" | "check" | "reschedule" | "stop" | "calendar";
export type FakeReadingPlanApi = Partial<Record<Action, ApiHandler>>;

/** The JSON bodies sent to one action, in order. */
export const bodiesSent = (spy: ReturnType<typeof fakeAreaApi>, action: Action) => bodiesSentTo(spy, `/api/reading-plans/${action}`);

export const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Renders `element` at `path` (with `initialEntry`) in a memory router and a fresh QueryClient, with the reading plans API faked. */
export function renderWithReadingPlanApi(api: FakeReadingPlanApi, element: ReactNode, options: { path?: string; initialEntry?: string } = {}) {
  const path = options.path ?? "/Plans";
  const routes = [
    { path, element },
    ...(path === "/Plans" ? [] : [{ path: "/Plans", element: <h1>Plans page</h1> }]),
    ...(path === "/Plans/:userPlanId" ? [] : [{ path: "/Plans/:userPlanId", element: <h1>A plan page</h1> }]),
    { path: "/login", element: <h1>Login page</h1> },
    { path: "/Devotionals", element: <h1>Devotionals page</h1> },
    { path: "/Bible/:translation/:book/:chapter", element: <h1>Reader page</h1> },
  ];
  return renderWithApi(fakeAreaApi<Action>("reading-plans", api), routes, options.initialEntry ?? path);
}
