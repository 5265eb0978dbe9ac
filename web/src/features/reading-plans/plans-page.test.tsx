import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, ok } from "../../test/fake-api.tsx";
import PlansPage from "./plans-page.tsx";
import { bodiesSent, catalogPlans, myPlan, noStreak, renderWithReadingPlanApi, scheduledDay, timeZone, today } from "./reading-plan-test-support.tsx";

const renderPage = (api: Parameters<typeof renderWithReadingPlanApi>[0]) => renderWithReadingPlanApi(api, <PlansPage />);
const catalog = () => ok({ plans: catalogPlans });

describe("PlansPage", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    window.localStorage.clear();
  });

  it("shows the plans the user follows: progress, today's readings opening in the reader, and the streak with its grace day", async () => {
    const plan = myPlan({ doneDays: 12, today: [scheduledDay(13, today)], next: scheduledDay(13, today) });
    const { fetchSpy } = renderPage({ mine: () => ok({ today, plans: [plan], streak: { current: 5, readToday: false, graceUsedThisWeek: false } }), catalog });

    const mine = await screen.findByRole("list", { name: "Plans you follow" });
    const card = within(mine).getByRole("listitem", { name: "The Bible in a year" });
    expect(within(card).getByRole("link", { name: "The Bible in a year" }).getAttribute("href")).toBe("/Plans/u1_bible-in-a-year");
    const bar = within(card).getByRole("progressbar", { name: "Progress in The Bible in a year" });
    expect([bar.getAttribute("aria-valuenow"), bar.getAttribute("aria-valuemax")]).toEqual(["12", "365"]);
    expect(within(card).getByText(/days read/).textContent).toBe("12 of 365 days read (3%)");
    expect(within(card).getByText("Genesis 37–39")).toBeTruthy();
    expect(within(card).getByRole("link", { name: "Read Genesis 37" }).getAttribute("href")).toBe("/Bible/kjv/Genesis/37");
    expect((within(card).getByRole("checkbox", { name: "Mark day 13 of 365 as read" }) as HTMLInputElement).checked).toBe(false);

    expect(screen.getByRole("heading", { name: "5-day reading streak" })).toBeTruthy();
    expect(screen.getByText(/one missed day each week \(Monday to Sunday\) is forgiven/)).toBeTruthy();
    expect(screen.getByText(/counted in your own time zone/)).toBeTruthy();

    // The catalogue offers the other plans, and the one already followed is opened instead of started.
    const catalogue = await screen.findByRole("list", { name: "Reading plans" });
    const yearCard = within(catalogue).getByRole("listitem", { name: "The Bible in a year" });
    expect(within(yearCard).getByRole("link", { name: "Open your plan" }).getAttribute("href")).toBe("/Plans/u1_bible-in-a-year");
    expect(within(yearCard).queryByRole("button", { name: "Start today" })).toBeNull();
    expect(within(within(catalogue).getByRole("listitem", { name: "Prayer in the Bible" })).getByText("Topical · 14 days")).toBeTruthy();

    expect(bodiesSent(fetchSpy, "mine")).toEqual([{ timeZone }]);
    expect(document.title).toBe("Reading plans · Berea");
  });

  it("opens readings in the translation last read, scrolled to the verses of a part of a chapter", async () => {
    window.localStorage.setItem("lastRead", JSON.stringify({ translation: "web", book: "John", chapter: 3 }));
    const day = scheduledDay(1, today, { title: "The prayer Jesus taught (Matthew 6:5–15)", readings: [{ label: "Matthew 6:5–15", link: { book: "Matt", chapter: 6, start: 5, end: 15 } }] });
    renderPage({ mine: () => ok({ today, plans: [myPlan({ today: [day] })], streak: noStreak }), catalog });
    expect((await screen.findByRole("link", { name: "Read Matthew 6:5–15" })).getAttribute("href")).toBe("/Bible/web/Matthew/6#5-15");
  });

  it("starts a plan today and opens it", async () => {
    const started = myPlan({ userPlanId: "u1_gospels-30-days", planId: "gospels-30-days", title: "The Gospels in 30 days" });
    const { fetchSpy, user, router } = renderPage({ mine: () => ok({ today, plans: [], streak: noStreak }), catalog, start: () => ok(started) });
    expect(await screen.findByText(/You are not following a plan yet/)).toBeTruthy();
    expect(screen.getByRole("heading", { name: "0-day reading streak" })).toBeTruthy();

    const card = await screen.findByRole("listitem", { name: "The Gospels in 30 days" });
    await user.click(within(card).getByRole("button", { name: "Start today" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/Plans/u1_gospels-30-days"));
    expect(bodiesSent(fetchSpy, "start")).toEqual([{ planId: "gospels-30-days", timeZone }]);
  });

  it("starts a plan on a chosen date, and says why when the server refuses", async () => {
    const { fetchSpy, user } = renderPage({
      mine: () => ok({ today, plans: [], streak: noStreak }),
      catalog,
      start: () => apiError(400, "invalid-argument", "Start the plan within a year of today (2026-11-23)."),
    });
    const card = await screen.findByRole("listitem", { name: "Prayer in the Bible" });
    const choose = within(card).getByRole("button", { name: "Choose a start date" });
    expect(choose.getAttribute("aria-expanded")).toBe("false");
    await user.click(choose);
    expect(choose.getAttribute("aria-expanded")).toBe("true");
    const date = within(card).getByLabelText("Start date");
    await user.clear(date);
    await user.type(date, "2028-01-05");
    await user.click(within(card).getByRole("button", { name: "Start on this date" }));
    expect((await within(card).findByRole("alert")).textContent).toBe("Start the plan within a year of today (2026-11-23).");
    expect(bodiesSent(fetchSpy, "start")).toEqual([{ planId: "prayer-14-days", startDate: "2028-01-05", timeZone }]);
  });

  it("checks today's reading off at once and keeps it when the server agrees", async () => {
    const plan = myPlan();
    const checked = { ...plan, doneDays: 1, today: [scheduledDay(1, today, { done: true, doneOn: today })] };
    let mine = { today, plans: [plan], streak: noStreak };
    const { fetchSpy, user } = renderPage({
      mine: () => ok(mine),
      catalog,
      check: () => {
        mine = { today, plans: [checked], streak: { current: 1, readToday: true, graceUsedThisWeek: false } };
        return ok({ plan: checked, streak: mine.streak });
      },
    });
    const box = await screen.findByRole("checkbox", { name: "Mark day 1 of 365 as read" });
    await user.click(box);
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(await screen.findByRole("heading", { name: "1-day reading streak" })).toBeTruthy();
    expect(screen.getByText(/days read/).textContent).toBe("1 of 365 days read (0%)");
    expect(screen.getByText("You have read today. Well done.")).toBeTruthy();
    expect(bodiesSent(fetchSpy, "check")).toEqual([{ userPlanId: "u1_bible-in-a-year", day: 1, done: true, timeZone }]);
  });

  it("puts the box back and says why when a check-off is refused", async () => {
    const { user } = renderPage({
      mine: () => ok({ today, plans: [myPlan()], streak: noStreak }),
      catalog,
      check: () => apiError(404, "not-found", "There is no reading plan of yours with that id. Choose one from your plans."),
    });
    const box = await screen.findByRole("checkbox", { name: "Mark day 1 of 365 as read" });
    await user.click(box);
    expect((await screen.findByRole("alert")).textContent).toBe("There is no reading plan of yours with that id. Choose one from your plans.");
    expect((box as HTMLInputElement).checked).toBe(false);
  });

  it("points a plan that is behind to the ways of catching up", async () => {
    renderPage({ mine: () => ok({ today, plans: [myPlan({ daysBehind: 3 })], streak: noStreak }), catalog });
    expect((await screen.findByText(/You’re 3 days behind/)).textContent).toContain("See ways to catch up");
  });
});
