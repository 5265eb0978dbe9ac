import type { CalendarReply } from "@berea/contracts/reading-plans";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../lib/i18n/i18n.ts";
import { apiError, ok } from "../../test/fake-api.tsx";
import { doubleUpPreview, shiftPreview } from "./behind-panel.tsx";
import { planDates } from "./i18n.ts";
import { dateState } from "./plan-calendar.tsx";
import PlanPage from "./plan-page.tsx";
import { bodiesSent, myPlan, noStreak, renderWithReadingPlanApi, scheduledDay, timeZone, today } from "./reading-plan-test-support.tsx";

const userPlanId = "u1_bible-in-a-year";
const renderPage = (api: Parameters<typeof renderWithReadingPlanApi>[0], id = userPlanId) =>
  renderWithReadingPlanApi(api, <PlanPage />, { path: "/Plans/:userPlanId", initialEntry: `/Plans/${id}` });

/** A plan started on 18 November: days 1 and 2 read on the 18th (day 2 a day ahead), 3 to 5 missed, 6 due today. */
function behindCalendar(): CalendarReply {
  const dates = ["2026-11-18", "2026-11-19", "2026-11-20", "2026-11-21", "2026-11-22", "2026-11-23", "2026-11-24", "2026-11-25"];
  const days = dates.map((date, index) => scheduledDay(index + 1, date, index < 2 ? { done: true, doneOn: "2026-11-18" } : {}));
  const plan = myPlan({
    startDate: "2026-11-18",
    endDate: "2027-11-17",
    doneDays: 2,
    daysBehind: 3,
    today: [days[5] ?? scheduledDay(6, today)],
    next: days[2] ?? null,
  });
  return { today, plan, days };
}

const mine = () => ok({ today, plans: [], streak: { current: 2, readToday: false, graceUsedThisWeek: true } });

describe("PlanPage", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows the plan: progress, today's reading, the month marked read, read ahead, missed and due, the streak and the .ics link", async () => {
    const { fetchSpy } = renderPage({ calendar: () => ok(behindCalendar()), mine });

    expect(await screen.findByRole("heading", { level: 1, name: "The Bible in a year" })).toBeTruthy();
    expect(screen.getByText("Nov 18, 2026 to Nov 17, 2027 · 365 days")).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "Progress in The Bible in a year" }).getAttribute("aria-valuenow")).toBe("2");

    const todays = screen.getByRole("region", { name: "Today’s reading" });
    expect(within(todays).getByRole("checkbox", { name: "Mark day 6 of 365 as read" })).toBeTruthy();
    expect(within(todays).getByRole("link", { name: "Read Genesis 16" }).getAttribute("href")).toBe("/Bible/kjv/Genesis/16");

    const calendar = screen.getByRole("region", { name: "November 2026" });
    const cell = (name: string) => within(calendar).getByRole("button", { name });
    expect(cell("Wednesday, November 18: day 1, read")).toBeTruthy();
    expect(cell("Thursday, November 19: day 2, read ahead")).toBeTruthy();
    expect(cell("Friday, November 20: day 3, missed")).toBeTruthy();
    expect(cell("Monday, November 23: day 6, due today").getAttribute("aria-pressed")).toBe("true");
    expect(cell("Tuesday, November 24: day 7, to come")).toBeTruthy();
    expect((cell("Tuesday, November 17: no reading") as HTMLButtonElement).disabled).toBe(true);

    expect(await screen.findByRole("heading", { name: "2-day reading streak" })).toBeTruthy();
    expect(screen.getByText(/This week's grace day is used/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Download calendar (.ics)" }).getAttribute("href")).toBe("/api/reading-plans/calendar.ics?plan=u1_bible-in-a-year&translation=kjv");
    expect(bodiesSent(fetchSpy, "calendar")).toEqual([{ userPlanId, timeZone }]);
    expect(document.title).toBe("The Bible in a year · Reading plans · Berea");
  });

  it("links the readings and the .ics file in the translation last read", async () => {
    window.localStorage.setItem("lastRead", JSON.stringify({ translation: "rv1909", book: "John", chapter: 3 }));
    try {
      renderPage({ calendar: () => ok(behindCalendar()), mine });
      const todays = await screen.findByRole("region", { name: "Today’s reading" });
      expect(within(todays).getByRole("link", { name: "Read Genesis 16" }).getAttribute("href")).toBe("/Bible/rv1909/Genesis/16");
      expect(screen.getByRole("link", { name: "Download calendar (.ics)" }).getAttribute("href")).toBe("/api/reading-plans/calendar.ics?plan=u1_bible-in-a-year&translation=rv1909");
    } finally {
      window.localStorage.removeItem("lastRead");
    }
  });

  it("shows a missed date's readings when it is chosen on the calendar, to catch up on it", async () => {
    const { user, fetchSpy } = renderPage({ calendar: () => ok(behindCalendar()), mine, check: () => ok({ plan: behindCalendar().plan, streak: noStreak }) });
    await user.click(await screen.findByRole("button", { name: "Friday, November 20: day 3, missed" }));
    const shown = screen.getByRole("region", { name: "Reading for Friday, November 20" });
    await user.click(within(shown).getByRole("checkbox", { name: "Mark day 3 of 365 as read" }));
    expect(bodiesSent(fetchSpy, "check")).toEqual([{ userPlanId, day: 3, done: true, timeZone }]);
    await user.click(within(shown).getByRole("button", { name: "Back to today" }));
    expect(screen.getByRole("region", { name: "Today’s reading" })).toBeTruthy();
  });

  it("offers to shift or double up when behind, with a preview of each, and does what the user chooses", async () => {
    let reply = behindCalendar();
    const { user, fetchSpy } = renderPage({
      calendar: () => ok(reply),
      mine,
      reschedule: () => {
        reply = { ...reply, plan: { ...reply.plan, daysBehind: 0 } };
        return ok(reply.plan);
      },
    });
    const panel = await screen.findByRole("region", { name: "You’re 3 days behind" });
    expect(within(panel).getByText(/Pick up at day 3 today\. Every reading after it moves on by 3 days, one a day as before, and the plan ends on Nov 20, 2027 instead of Nov 17, 2027\./)).toBeTruthy();
    expect(within(panel).getByText(/Read 1 extra day's reading each day from today to Nov 25, 2026, alongside that day's own, until the 3 missed readings are caught up\. You still finish on Nov 17, 2027\./)).toBeTruthy();

    await user.selectOptions(within(panel).getByLabelText("Extra readings a day"), "2");
    expect(within(panel).getByText(/Read 2 extra days' readings each day from today to Nov 24, 2026/)).toBeTruthy();
    await user.click(within(panel).getByRole("button", { name: "Double up" }));
    expect(await screen.findByText("The missed readings are added to the coming days.")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "You’re 3 days behind" })).toBeNull();
    expect(bodiesSent(fetchSpy, "reschedule")).toEqual([{ userPlanId, mode: "double-up", extraPerDay: 2, timeZone }]);
  });

  it("shifts the schedule when asked", async () => {
    const { user, fetchSpy } = renderPage({ calendar: () => ok(behindCalendar()), mine, reschedule: () => ok(behindCalendar().plan) });
    await user.click(await screen.findByRole("button", { name: "Shift my schedule" }));
    await waitFor(() => expect(bodiesSent(fetchSpy, "reschedule")).toEqual([{ userPlanId, mode: "shift", timeZone }]));
  });

  it("asks before stopping a plan, and goes back to the plans once stopped", async () => {
    const { user, fetchSpy, router } = renderPage({ calendar: () => ok(behindCalendar()), mine, stop: () => ok({ userPlanId, stopped: true }) });
    const ask = await screen.findByRole("button", { name: "Stop this plan" });
    await user.click(ask);
    const question = screen.getByRole("group", { name: "Stop “The Bible in a year”?" });
    expect(within(question).getByText(/Your reading streak stays/)).toBeTruthy();
    expect(document.activeElement).toBe(within(question).getByRole("button", { name: "Yes, stop it" }));
    await user.click(within(question).getByRole("button", { name: "Keep reading" }));
    expect(bodiesSent(fetchSpy, "stop")).toEqual([]);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Stop this plan" }));

    await user.click(screen.getByRole("button", { name: "Stop this plan" }));
    await user.click(screen.getByRole("button", { name: "Yes, stop it" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/Plans"));
    expect(bodiesSent(fetchSpy, "stop")).toEqual([{ userPlanId }]);
  });

  it("says so when the plan is not the user's or no longer exists", async () => {
    renderPage({ calendar: () => apiError(404, "not-found", "There is no reading plan of yours with that id. Choose one from your plans."), mine });
    expect(await screen.findByRole("heading", { name: "We couldn’t find that plan" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "See reading plans" }).getAttribute("href")).toBe("/Plans");
  });
});

describe("calendar states and catch-up previews", () => {
  it("marks a date by its readings", () => {
    const day = (overrides = {}) => scheduledDay(1, "2026-11-20", overrides);
    expect(dateState([], "2026-11-20", today)).toBe("none");
    expect(dateState([day({ done: true, doneOn: "2026-11-20" })], "2026-11-20", today)).toBe("done");
    expect(dateState([day({ done: true, doneOn: "2026-11-21" })], "2026-11-20", today)).toBe("done");
    expect(dateState([day({ done: true, doneOn: "2026-11-19" })], "2026-11-20", today)).toBe("ahead");
    expect(dateState([day(), day({ done: true, doneOn: "2026-11-20" })], "2026-11-20", today)).toBe("missed");
    expect(dateState([day()], today, today)).toBe("today");
    expect(dateState([day()], "2026-11-30", today)).toBe("upcoming");
  });

  it("previews doubling up past the plan's end when fewer days are left than readings missed", () => {
    const plan = myPlan({ totalDays: 5, endDate: "2026-11-24", daysBehind: 3, next: scheduledDay(1, "2026-11-19") });
    const t = i18n.getFixedT("en", "readingPlans");
    const dates = planDates(t, "en");
    expect(doubleUpPreview(plan, today, 1, t, dates)).toMatch(/until the 3 missed readings are caught up\. You finish on Nov 25, 2026\.$/);
    expect(doubleUpPreview(plan, today, 3, t, dates)).toMatch(/^Read 3 extra days' readings today, .* You still finish on Nov 24, 2026\.$/);
    expect(shiftPreview(plan, today, t, dates)).toBe("Pick up at day 1 today. Every reading after it moves on by 3 days, one a day as before, and the plan ends on Nov 27, 2026 instead of Nov 24, 2026.");
  });
});
