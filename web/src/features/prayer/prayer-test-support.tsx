import { prayerAnonymousName, type PrayerReportedRequest, type PrayerRequestView, type PrayerWallReply } from "@berea/contracts/prayer";
import { vi } from "vitest";
import { bodiesSentTo, fakeAreaApi, ok, renderWithApi, type ApiHandler } from "../../test/fake-api.tsx";
import PrayerPage from "./prayer-page.tsx";

/** Test doubles for the prayer wall API, built from the contract's types. Imported by the prayer tests only. */

/** The instant the prayer tests pin the page's clock to (`pinPrayerClock`), so "2 hours ago" is the same at any hour. */
export const prayerNow = new Date("2026-11-23T15:00:00Z");

/** Fakes only Date, at `prayerNow`: timers stay real for Testing Library's waits. Undo with `vi.useRealTimers()`. */
export function pinPrayerClock(): void {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(prayerNow);
}

/** `minutes` before `prayerNow`, as the server writes times. */
export const minutesAgo = (minutes: number): string => new Date(prayerNow.getTime() - minutes * 60_000).toISOString();

export function prayerRequest(overrides: Partial<PrayerRequestView> = {}): PrayerRequestView {
  return {
    id: "r1",
    name: "Anna",
    anonymous: false,
    text: "Please pray for my mother's surgery on Thursday.\nShe is anxious about it.",
    postedAt: minutesAgo(120),
    prayedCount: 0,
    youPrayed: false,
    mine: false,
    reportedByYou: false,
    answered: null,
    hidden: false,
    ...overrides,
  };
}

/** The reader's own request. */
export const ownRequest = (overrides: Partial<PrayerRequestView> = {}) =>
  prayerRequest({ id: "own1", name: "Lydia", text: "Pray that I would find work near home this spring.", mine: true, ...overrides });

export const anonymousRequest = (overrides: Partial<PrayerRequestView> = {}) =>
  prayerRequest({ id: "anon1", name: prayerAnonymousName, anonymous: true, text: "For peace in our home, please.", ...overrides });

export function wallReply(overrides: Partial<PrayerWallReply> = {}): PrayerWallReply {
  return { requests: [prayerRequest()], next: null, canPost: true, postsLeftToday: 5, moderator: false, ...overrides };
}

/** A request in a moderator's review list. */
export const reportedRequest = (overrides: Partial<PrayerReportedRequest> = {}): PrayerReportedRequest => ({
  ...prayerRequest({ id: "rep1", name: "Demas", text: "Buy my great product today!", hidden: true, reportedByYou: false }),
  reports: 3,
  ...overrides,
});

export type PrayerAction = "wall" | "mine" | "post" | "pray" | "answer" | "report" | "delete" | "reports" | "review";
export type FakePrayerApi = Partial<Record<PrayerAction, ApiHandler>>;

/** A wall handler that always answers `reply`. */
export const wallOf = (reply: PrayerWallReply = wallReply()): ApiHandler => () => ok(reply);

export const bodiesSent = (spy: ReturnType<typeof fakeAreaApi>, action: PrayerAction) => bodiesSentTo(spy, `/api/prayer/${action}`);

/** Renders the prayer page at `initialEntry` (default `/prayer`) in a memory router and a fresh QueryClient, with the API faked. */
export function renderPrayerPage(api: FakePrayerApi, initialEntry = "/prayer") {
  const routes = [
    { path: "/prayer", element: <PrayerPage /> },
    { path: "/login", element: <h1>Login page</h1> },
  ];
  return renderWithApi(fakeAreaApi<PrayerAction>("prayer", api), routes, initialEntry);
}
