import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { registerThroughApi, signIn } from "./support/accounts.ts";
import { chromiumForFile, expectNoAxeViolations, newContext, openApp, toastTexts } from "./support/browser.ts";

const browser = chromiumForFile();

/** A date `days` from today in the browser's zone, as a date field takes it. */
const localDate = (page: Page, days: number) =>
  page.evaluate((offset) => {
    const date = new Date(Date.now() + offset * 86_400_000);
    return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
  }, days);

describe("circle events in the browser", () => {
  it("an owner schedules a weekly study; a member answers Going on her phone; both see it under Upcoming and download its .ics with the weekly rule", async () => {
    const [lydia, anna] = await Promise.all([registerThroughApi("Lydia"), registerThroughApi("Anna")]);
    const lydiaContext = await newContext(browser(), "desktop", { timezoneId: "Europe/London" });
    const annaContext = await newContext(browser(), "phone", { timezoneId: "Europe/London" });
    const lydiaPage = await lydiaContext.newPage();
    const annaPage = await annaContext.newPage();
    await Promise.all([signIn(lydiaPage, lydia.email), signIn(annaPage, anna.email)]);

    // The circle, through the API with each one's session (the circles' own pages are circles.test.ts's).
    const made = await lydiaPage.request.post("/api/circles/create", { data: { name: "Riverside study" } });
    expect(made.ok()).toBe(true);
    const { payload: circle } = (await made.json()) as { payload: { inviteCode: string } };
    expect((await annaPage.request.post("/api/circles/join", { data: { code: circle.inviteCode } })).ok()).toBe(true);

    // Lydia schedules a weekly study from tomorrow, four times.
    await openApp(lydiaPage, "/c");
    await lydiaPage.getByRole("heading", { name: "Circle events", level: 1 }).waitFor();
    await lydiaPage.getByRole("button", { name: "New event" }).click();
    const form = lydiaPage.getByRole("form", { name: "New event" });
    await form.getByLabel("Title", { exact: true }).fill("Romans study");
    await form.getByLabel("Date", { exact: true }).fill(await localDate(lydiaPage, 1));
    // The server's checks show by their field: an end before the start.
    await form.getByLabel("Ends").fill("18:00");
    await form.getByRole("button", { name: "Save event" }).click();
    await form.getByText("The end time must be after the start time.").waitFor();
    await form.getByLabel("Ends").fill("20:30");
    await form.getByLabel("Place (optional)").fill("St Mary's hall");
    await form.getByLabel("Hosts (names, separated by commas)").fill("Lydia, Anna");
    await form.getByRole("checkbox", { name: "Bible Study" }).check();
    await form.getByRole("radio", { name: "Weekly, a number of times" }).check();
    await form.getByLabel("How many times").fill("4");
    await form.getByRole("button", { name: "Save event" }).click();
    await expect.poll(() => toastTexts(lydiaPage)).toContain("Romans study is on the calendar.");
    const lydiaCards = lydiaPage.getByTestId("event-card");
    await expect.poll(() => lydiaCards.count()).toBe(4);

    // Anna, on her phone, answers Going for the first week.
    await openApp(annaPage, "/c");
    const first = annaPage.getByTestId("event-card").first();
    await first.getByRole("heading", { name: "Romans study" }).waitFor();
    await first.getByText("hosted by Lydia, Anna").waitFor();
    await first.getByText("Upcoming", { exact: true }).waitFor();
    await first.getByRole("button", { name: "Going", exact: true }).click();
    await expect.poll(() => first.getByRole("button", { name: "Going", exact: true }).getAttribute("aria-pressed")).toBe("true");
    await first.getByText("1 going").waitFor();
    await expectNoAxeViolations(annaPage);

    // Both see it under Upcoming; Lydia sees Anna's answer.
    for (const page of [lydiaPage, annaPage]) {
      await page.reload();
      await page.getByRole("tab", { name: "Upcoming" }).waitFor();
      expect(await page.getByRole("tab", { name: "Upcoming" }).getAttribute("aria-selected")).toBe("true");
      await page.getByTestId("event-card").first().getByText("1 going").waitFor();
    }
    // The tools work: the month view marks the study's days, the feed gives an address, and all of it is axe-clean with the form open.
    await lydiaPage.getByRole("button", { name: "Calendar", exact: true }).click();
    await lydiaPage.getByRole("region", { name: "Month view" }).waitFor();
    await lydiaPage.getByRole("button", { name: "Calendar feed" }).click();
    await expect.poll(() => lydiaPage.getByLabel("Your calendar feed address").inputValue()).toMatch(/\/api\/circle-events\/feed\.ics\?token=/);
    await lydiaPage.getByRole("button", { name: "New event" }).click();
    await expectNoAxeViolations(lydiaPage);

    // The calendar file: the link each card carries.
    for (const page of [lydiaPage, annaPage]) {
      const href = await page.getByTestId("event-card").first().getByRole("link", { name: "Add to calendar" }).getAttribute("href");
      const file = await page.request.get(href ?? "");
      expect(file.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
      const text = await file.text();
      expect(text).toContain("SUMMARY:Romans study");
      expect(text).toMatch(/RRULE:FREQ=WEEKLY;COUNT=\d/);
    }
    await lydiaContext.close();
    await annaContext.close();
  });
});
