import { describe, expect, it } from "vitest";
import { registerThroughApi, signIn } from "./support/accounts.ts";
import { chromiumForFile, expectNoAxeViolations, newContext, openApp } from "./support/browser.ts";

/**
 * A new user adds John 3:16 to scripture memory from the reader, practises it
 * with its first letters and then types it from memory, grades it, and sees
 * it scheduled for a later day with a 1-day streak.
 */
const browser = chromiumForFile();

describe("scripture memory", () => {
  it("adds John 3:16 from the reader, reviews it with first letters then by typing it, grades it by keyboard, and sees it come back in 3 days with the streak at 1", async () => {
    const { email } = await registerThroughApi("Timothy");
    const context = await newContext(browser(), "phone");
    const page = await context.newPage();
    await signIn(page, email);

    // From the footer, as a person would find it.
    await page.getByRole("contentinfo").getByRole("link", { name: "Scripture memory" }).click();
    await page.waitForURL("**/memory");
    await expect.poll(() => page.getByText("Add a verse to begin.").isVisible()).toBe(true);

    // In the reader: select John 3:16 and choose Memorize, which opens scripture memory with the verse filled in.
    await openApp(page, "/Bible/kjv/John/3");
    await page.getByRole("button", { name: "Select verse 16", exact: true }).click();
    await page.getByRole("region", { name: "Selected verses" }).getByRole("link", { name: "Memorize" }).click();
    await page.waitForURL("**/memory?**");
    await expect.poll(() => page.getByLabel("Reference").inputValue()).toBe("John 3:16");
    await page.getByRole("button", { name: "Add verse" }).click();
    await expect.poll(() => page.getByText("John 3:16 (KJV) is in your verses, ready to review today.").isVisible()).toBe(true);
    const list = page.getByRole("list", { name: "Your memory verses" });
    await expect.poll(() => list.getByText("Due today").isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Start today’s review" }).click();
    await expect.poll(() => page.getByText("Verse 1 of 1").isVisible()).toBe(true);
    // A new verse starts with reading it. First the first letters only, then the verse shown to check.
    await page.getByText("First letters", { exact: true }).click();
    await expect.poll(() => page.getByText("F G s l t w, t h g h o b S,", { exact: false }).isVisible()).toBe(true);
    await page.getByRole("button", { name: /^Show the verse/ }).click();
    await expect.poll(() => page.getByText("For God so loved the world", { exact: false }).isVisible()).toBe(true);
    // Then typed from memory.
    await page.getByText("Type it", { exact: true }).click();
    await page.getByLabel("Type the verse from memory").fill(
      "for god so loved the world that he gave his only son, that whosoever believeth in him should not perish but have everlasting life",
    );
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByText("24 of 25 words right.").isVisible()).toBe(true);
    // The word left out is shown in its place.
    expect(await page.getByLabel("Your words checked").locator("ins").allInnerTexts()).toEqual(["begotten"]);
    await expectNoAxeViolations(page);

    // 3 is Good.
    await page.keyboard.press("3");
    await expect.poll(() => page.getByText("That is today’s review done: 1 verse.").isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Start today’s review" }).count()).toBe(0);
    const progress = page.getByRole("region", { name: "Your progress" });
    await expect.poll(() => progress.innerText()).toMatch(/1\s+day in a row/);

    // Saved on the server: after a reload the verse comes back in three days (FSRS's first Good), and the streak is 1.
    await page.reload();
    const inThreeDays = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric" }).format(new Date(Date.now() + 3 * 24 * 3600 * 1000));
    await expect.poll(() => list.getByText(`Next review ${inThreeDays}`).isVisible()).toBe(true);
    await expect.poll(() => progress.innerText()).toMatch(/1\s+day in a row/);
    await context.close();
  });
});
