import { freshDashboard } from "@berea/contracts/test-support/dashboard";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { json, ok, userData } from "../../test/fake-api.tsx";
import { DashboardPage, type DashboardParts } from "./dashboard-page.tsx";
import { greetingFor } from "../../lib/viewer.ts";
import { busyDashboard, dashboardBodies, onDashboardMorning, renderDashboard } from "./dashboard-test-support.tsx";

const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Stand-ins for the parts the app puts in (app/routes/dashboard-page.test.tsx renders the real ones). */
const parts: DashboardParts = {
  devotional: (viewer) => <section aria-label="Today’s devotional">{viewer.devotionalTranslation}</section>,
  referral: <p>Referral card</p>,
  pricing: <h1>Plans to choose from</h1>,
  pendingNotice: (pending) => <p role="status">Waiting for {pending.plan}</p>,
};
const region = (name: string) => screen.findByRole("region", { name });

describe("greetingFor", () => {
  it("says good morning from five until noon, good afternoon until five, good evening after", () => {
    expect([4, 5, 11, 12, 16, 17, 23, 0].map(greetingFor)).toEqual([
      "Good evening",
      "Good morning",
      "Good morning",
      "Good afternoon",
      "Good afternoon",
      "Good evening",
      "Good evening",
      "Good evening",
    ]);
  });
});

describe("the dashboard", () => {
  onDashboardMorning();

  it("greets a new Free user by first name and local hour, with the Free plan's allowances and the pricing screen below", async () => {
    const { fetchSpy, user } = renderDashboard({}, <DashboardPage {...parts} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Good morning, Ruth" })).toBeTruthy();
    expect(screen.getByText("Tuesday 10 March")).toBeTruthy();

    const plan = await region("Your plan");
    expect(within(plan).getByText("Free")).toBeTruthy();
    expect(within(plan).getByText("12 of 12 quizzes left today")).toBeTruthy();
    expect(within(plan).getByText("4 of 4 full articles left this month")).toBeTruthy();
    expect(within(plan).getByText("The basic quiz topics")).toBeTruthy();
    // The Premium features are marked as such.
    expect(within(plan).getByText("Devotional paths with progress").closest("li")?.textContent).toBe("Devotional paths with progressPremium and Family");
    expect(within(plan).getByText("Books and devotional paths as PDFs").closest("li")?.getAttribute("data-open")).toBe("false");
    const seePlans = within(plan).getByRole("link", { name: "See plans" });
    expect(seePlans.getAttribute("href")).toBe("#plans");
    // The spec's pricing screen is still there for paymentPlan 0, where "See plans" leads.
    const pricing = await screen.findByRole("heading", { level: 1, name: "Plans to choose from" });
    expect(pricing.closest("#plans")).not.toBeNull();

    const readings = await region("Today’s readings");
    expect(within(readings).getByText(/not following a reading plan yet/)).toBeTruthy();
    await user.click(within(readings).getByRole("link", { name: "Choose a reading plan" }));
    expect(await screen.findByRole("heading", { name: "Plans page" })).toBeTruthy();
    expect(dashboardBodies(fetchSpy)).toEqual([{ timeZone, verseTranslation: "kjv", devotionalTranslation: "kjv" }]);
  });

  it("shows a new user's empty days and streaks with encouragement, and loads no chart", async () => {
    renderDashboard({}, <DashboardPage {...parts} />);
    const activity = await region("Your last 30 days");
    expect(within(activity).getByText(/Your days will gather here/)).toBeTruthy();
    expect(within(activity).queryByRole("table")).toBeNull();
    const streaks = await region("Streaks");
    expect(within(streaks).getByText("A day of reading or a quiz starts a streak. Begin whenever you are ready.")).toBeTruthy();
    const quiz = await region("Quiz progress");
    expect(within(quiz).getByText("Finish a quiz and your best topics will show here.")).toBeTruthy();
  });

  it("shows a busy Premium reader's readings as reader links, quiz progress, streaks, plan and 30 days in numbers", async () => {
    vi.setSystemTime(new Date(2026, 2, 10, 19, 40));
    const { user, router } = renderDashboard({ user: () => ok(userData({ paymentPlan: 1 })), dashboard: () => ok(busyDashboard()) }, <DashboardPage {...parts} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Good evening, Ruth" })).toBeTruthy();

    const readings = await region("Today’s readings");
    expect(within(readings).getByRole("link", { name: "The Gospels in 90 Days" }).getAttribute("href")).toBe("/Plans/ruth-uid_gospels-90-days");
    expect(within(readings).getByRole("link", { name: "Matthew 12" }).getAttribute("href")).toBe("/Bible/kjv/Matthew/12");
    expect(within(readings).getByRole("link", { name: "Matthew 13:1–23" }).getAttribute("href")).toBe("/Bible/kjv/Matthew/13#1-23");
    expect(within(readings).getByText("Day 12").textContent).toContain("Read");
    expect(within(readings).getByText("Day 13").textContent).not.toContain("Read");
    expect(within(readings).getByText("2 earlier readings are waiting for you. There is grace to catch up.")).toBeTruthy();

    const quiz = await region("Quiz progress");
    const figures = within(quiz).getAllByRole("definition").map((figure) => [figure.previousElementSibling?.textContent, figure.textContent]);
    expect(figures).toEqual([
      ["XP", "1,240"],
      ["Today", "1"],
      ["All time", "18"],
    ]);
    expect(within(quiz).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["The Gospels100%", "Genesis90%"]);

    const streaks = await region("Streaks");
    expect(within(streaks).getByText("4 days")).toBeTruthy();
    expect(within(streaks).getByText("9 days")).toBeTruthy();
    expect(within(streaks).getByText("You have read today. This week’s grace day is already used.")).toBeTruthy();

    const plan = await region("Your plan");
    expect(within(plan).getByText("Premium")).toBeTruthy();
    expect(within(plan).getByText("Unlimited quizzes")).toBeTruthy();
    expect(within(plan).getByText("Every article in full")).toBeTruthy();
    expect(within(plan).queryByText("Premium and Family")).toBeNull();
    expect(screen.queryByRole("heading", { name: "Plans to choose from" })).toBeNull();

    const activity = await region("Your last 30 days");
    expect(within(activity).getByText("2 plan readings, 3 devotionals and 1 quiz, on 3 days.")).toBeTruthy();
    const table = within(activity).getByRole("table", { name: "Activity on each day with any, the last 30 days" });
    expect(within(table).getAllByRole("row").map((row) => row.textContent)).toEqual([
      "DayPlan readingsDevotionalsQuizzesArticles",
      "Sun 8 Mar1100",
      "Mon 9 Mar0110",
      "Tue 10 Mar1100",
    ]);
    // The drawing is for the eye only; the numbers above are what a screen reader reads.
    expect(activity.querySelector("[aria-hidden='true']")).not.toBeNull();

    await user.click(within(plan).getByRole("link", { name: "Manage billing" }));
    expect(router.state.location.pathname).toBe("/billing");
  });

  it("waits quietly for the numbers, and offers to try again after an error", async () => {
    let busy = true;
    const { user } = renderDashboard(
      { dashboard: () => (busy ? json(503, { code: "unavailable", message: "Berea is busy. Please try again in a moment." }) : ok(freshDashboard())) },
      <DashboardPage {...parts} />,
    );
    expect((await region("Streaks")).getAttribute("aria-busy")).toBe("true");
    expect(await screen.findByText("Berea is busy. Please try again in a moment.")).toBeTruthy();
    busy = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await region("Your plan")).toBeTruthy();
    await waitFor(() => expect(screen.queryByText("Berea is busy. Please try again in a moment.")).toBeNull());
  });
});
