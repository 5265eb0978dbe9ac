import { describe, expect, it } from "vitest";
import { chromiumForFile, expectNoAxeViolations, newContext } from "./support/browser.ts";
import { registerThroughApi, signIn } from "./support/accounts.ts";
import { answerCurrent, verdictPattern } from "./support/quiz.ts";

/** A Free user plays a whole mixed quiz in Chromium, sees the results, and meets the daily limit at the 13th quiz. */
const browser = chromiumForFile();

describe("quizzes", () => {
  it("a Free user plays a full mixed quiz of all four types, sees results, and is stopped with an upgrade prompt at the 13th quiz of the day", async () => {
    const { email } = await registerThroughApi("Timothy");
    const context = await newContext(browser());
    const page = await context.newPage();
    await signIn(page, email);

    await page.goto("/quiz");
    await expect.poll(() => page.getByText("12 free quizzes left today").isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Start a mixed quiz" }).click();
    await page.waitForURL(/\/qz\?topic=mixed/);

    const kinds = new Set<string>();
    const prompts: string[] = [];
    for (let number = 1; number <= 10; number += 1) {
      await expect.poll(() => page.getByText(`Question ${number} of 10`).isVisible()).toBe(true);
      if (number === 1) await expectNoAxeViolations(page);
      if (number === 4) {
        // A reload mid-quiz picks the same attempt up where it was.
        await page.reload();
        await expect.poll(() => page.getByText("Question 4 of 10").isVisible()).toBe(true);
      }
      prompts.push(await page.getByRole("heading", { level: 2 }).first().innerText());
      const kind = await answerCurrent(page);
      kinds.add(kind === "single" ? ((await page.getByRole("button", { name: /^[AB]\. (True|False)$/ }).count()) === 2 ? "true-false" : "multiple-choice") : kind);
      const verdict = page.getByText(verdictPattern);
      await expect.poll(() => verdict.first().isVisible()).toBe(true);
      // Every answer comes back with its verse.
      // The next question also opens by itself 5 s after a result (the server's clock allows no longer): Next may be gone.
      if (number === 10) await page.getByRole("button", { name: "See results" }).click();
      else await page.getByRole("button", { name: "Next question" }).click({ timeout: 4_000 }).catch(() => undefined);
    }
    expect([...kinds].sort()).toEqual(["fill-blank", "multi-select", "multiple-choice", "true-false"]);

    await expect.poll(() => page.getByRole("heading", { name: "Your answers" }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByText(/^\d+ \/ 10$/).isVisible()).toBe(true);
    const review = page.locator("ol li[data-state]");
    expect(await review.count()).toBe(10);
    const readerLinks = await page.locator("ol li[data-state] a[href^='/Bible/kjv/']").count();
    expect(readerLinks).toBeGreaterThanOrEqual(10);
    await expectNoAxeViolations(page);

    // Eleven more quizzes today (started straight through the API with this browser's session): twelve in all,
    // so the reload above did not start (and count) a new one.
    const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    for (let count = 2; count <= 12; count += 1) {
      const response = await page.request.post("/api/quiz/start", { data: { topic: "mixed", difficulty: "easy", timeZone } });
      expect(response.status()).toBe(200);
    }
    await page.goto("/quiz");
    await expect.poll(() => page.getByText("0 free quizzes left today").isVisible()).toBe(true);

    // The thirteenth, opened from a link, is refused by the server and turned into an upgrade prompt.
    await page.goto("/qz?topic=genesis&difficulty=easy");
    const prompt = page.getByRole("region", { name: "Keep going with Premium" });
    await expect.poll(() => prompt.isVisible()).toBe(true);
    expect(await prompt.innerText()).toContain("You have played today's 12 free quizzes. Upgrade to Premium for unlimited quizzes, or come back tomorrow.");
    expect(await prompt.getByRole("link", { name: "See Premium" }).getAttribute("href")).toBe("/#pricing");
    await expectNoAxeViolations(page);
    await context.close();
  });
});
