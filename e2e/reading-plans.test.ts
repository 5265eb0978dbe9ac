import { describe, expect, it } from "vitest";
import { registerThroughApi, signIn } from "./support/accounts.ts";
import { chromiumForFile, expectNoAxeViolations, newContext } from "./support/browser.ts";

/** A new user starts the one-year plan, reads today's passage in the reader from the plan, and checks it off. */
const browser = chromiumForFile();

describe("reading plans", () => {
  it("a new user starts the one-year plan, opens today's reading in the reader, comes back and checks it off, then reads today's devotional", async () => {
    const { email } = await registerThroughApi("Lois");
    const context = await newContext(browser(), "phone");
    const page = await context.newPage();
    await signIn(page, email);

    // From the header's menu, as a person would find it.
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Plans" }).click();
    await page.waitForURL("**/Plans");
    await expect.poll(() => page.getByText("You are not following a plan yet.", { exact: false }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    const year = page.getByRole("listitem", { name: "The Bible in a year", exact: true });
    await year.getByRole("button", { name: "Start today" }).click();
    await page.waitForURL(/\/Plans\/[A-Za-z0-9]+_bible-in-a-year$/);
    const planUrl = page.url();
    const today = page.getByRole("region", { name: "Today’s reading" });
    await expect.poll(() => today.getByText("Genesis 1–3").isVisible()).toBe(true);
    expect(await page.getByRole("progressbar", { name: "Progress in The Bible in a year" }).getAttribute("aria-valuenow")).toBe("0");
    await expectNoAxeViolations(page);

    // Today's first reading opens the reader at that chapter.
    await today.getByRole("link", { name: "Read Genesis 1" }).click();
    await page.waitForURL("**/Bible/kjv/Genesis/1");
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "Genesis 1" }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText("In the beginning God created the heaven and the earth.").isVisible()).toBe(true);

    // Back to the plan, and the day is checked off.
    await page.goBack();
    await page.waitForURL(planUrl);
    const box = page.getByRole("checkbox", { name: "Mark day 1 of 365 as read" });
    await box.check();
    await expect.poll(() => page.getByText("1 of 365 days read", { exact: false }).first().isVisible()).toBe(true);
    await expect.poll(() => page.getByRole("heading", { name: "1-day reading streak" }).isVisible()).toBe(true);

    // It was saved: a reload shows the same, on the plan page and the list of plans.
    await page.reload();
    await expect.poll(() => page.getByRole("checkbox", { name: "Mark day 1 of 365 as read" }).isChecked()).toBe(true);
    expect(await page.getByRole("progressbar", { name: "Progress in The Bible in a year" }).getAttribute("aria-valuenow")).toBe("1");
    await expect.poll(() => page.getByRole("heading", { name: "1-day reading streak" }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await page.goto("/Plans");
    const mine = page.getByRole("list", { name: "Plans you follow" });
    await expect.poll(() => mine.getByText("1 of 365 days read", { exact: false }).isVisible()).toBe(true);
    expect(await mine.getByRole("checkbox", { name: "Mark day 1 of 365 as read" }).isChecked()).toBe(true);

    // The calendar file the page links to downloads with the session: the remaining 364 days.
    const ics = await page.request.get(`/api/reading-plans/calendar.ics?plan=${encodeURIComponent(planUrl.split("/").at(-1) ?? "")}`);
    expect(ics.status()).toBe(200);
    const text = await ics.text();
    expect(text).toMatch(/^BEGIN:VCALENDAR/);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(364);

    // Then today's devotional, from the dashboard's card: read it and mark it read.
    await page.goto("/dashboard");
    const card = page.getByRole("region", { name: "Today’s devotional" });
    await expect.poll(() => card.getByText("Not read yet").isVisible()).toBe(true);
    const title = await card.locator("p").first().innerText();
    await card.getByRole("link", { name: "Read today’s devotional" }).click();
    await page.waitForURL("**/Devotionals");
    await expect.poll(() => page.getByRole("heading", { name: title }).first().isVisible()).toBe(true);
    const mark = page.getByRole("button", { name: "Mark as read" });
    await mark.click();
    await expect.poll(() => mark.getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => page.getByText("Marked as read.").isVisible()).toBe(true);
    await page.goto("/dashboard");
    await expect.poll(() => card.getByText("Read today", { exact: true }).isVisible()).toBe(true);
    await context.close();
  });
});
