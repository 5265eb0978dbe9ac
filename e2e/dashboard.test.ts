import type { Page } from "playwright-core";
import { beforeEach, describe, expect, it } from "vitest";
import { registerThroughApi, signIn } from "./support/accounts.ts";
import { baseUrl, chromiumForFile, clearAccounts, collectErrors, expectNoAxeViolations, newContext, textTouchingEdges } from "./support/browser.ts";

const browser = chromiumForFile();
beforeEach(clearAccounts);

/** A signed-in API call from the page, as the app makes them (the session cookie rides along). */
async function api<T>(page: Page, path: string, body: Record<string, unknown>): Promise<T> {
  const reply = await page.evaluate(
    async ([address, sent]) => {
      const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      const response = await fetch(`/api${address}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ timeZone, ...sent }) });
      return { status: response.status, json: (await response.json()) as { payload?: unknown; message?: string } };
    },
    [path, body] as const,
  );
  expect(reply.status, `${path}: ${reply.json.message ?? ""}`).toBe(200);
  return reply.json.payload as T;
}

describe("the dashboard", () => {
  it("brings a Free reader's day together: readings into the reader, the 30-day chart with its numbers, and the plans a tap away", async () => {
    const { email } = await registerThroughApi("Ruth");
    const context = await newContext(browser(), "phone");
    const page = await context.newPage();
    await signIn(page, email);
    await expect.poll(() => page.getByRole("heading", { level: 1, name: /^Good (morning|afternoon|evening), Ruth$/ }).isVisible()).toBe(true);

    // A day's walk through the API: a reading plan checked off, today's devotional read, a short quiz.
    const plan = await api<{ userPlanId: string; title: string }>(page, "/reading-plans/start", { planId: "promises-of-god-21-days" });
    await api(page, "/reading-plans/check", { userPlanId: plan.userPlanId, day: 1, done: true });
    const devotional = await api<{ id: string }>(page, "/devotionals/today", {});
    await api(page, "/devotionals/mark", { id: devotional.id, read: true });
    const quiz = await api<{ attemptId: string; questions: unknown[] }>(page, "/quiz/start", { topic: "mixed", difficulty: "easy", length: 4 });
    for (const index of quiz.questions.keys()) await api(page, "/quiz/answer", { attemptId: quiz.attemptId, index, answer: null });
    await api(page, "/quiz/finish", { attemptId: quiz.attemptId });

    await page.reload();
    const activity = page.getByRole("region", { name: "Your last 30 days" });
    await expect.poll(() => activity.getByText("1 plan reading, 1 devotional and 1 quiz, on 1 day.").isVisible()).toBe(true);
    // recharts arrives in its own chunk once the page is live (AfterHydration), and draws the bars. It is the app's
    // largest chunk (113 KB gzipped). One CI run in seven found no bars within the usual 10 s, beside the unit and
    // integration suites on two cores; it passed alone and in the next run. Loading that chunk under load is the
    // likeliest cause, not a proven one: a chart that never draws still fails here.
    await activity.scrollIntoViewIfNeeded();
    await expect.poll(() => activity.locator(".recharts-bar-rectangle").count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await activity.getByRole("table").locator("tbody tr").count()).toBe(1);

    const plansCard = page.getByRole("region", { name: "Your plan" });
    expect(await plansCard.getByText("11 of 12 quizzes left today").isVisible()).toBe(true);
    const streaks = page.getByRole("region", { name: "Streaks" });
    expect(await streaks.getByText("You have read today.").isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    // "See plans" brings the spec's pricing screen into view.
    await plansCard.getByRole("link", { name: "See plans" }).click();
    await expect.poll(() => page.evaluate(() => document.getElementById("pricing-title")?.getBoundingClientRect().top ?? -1)).toBeGreaterThanOrEqual(0);
    expect(await page.evaluate(() => (document.getElementById("pricing-title")?.getBoundingClientRect().top ?? 9999) < window.innerHeight)).toBe(true);

    // Today's reading opens in the reader.
    const readings = page.getByRole("region", { name: "Today’s readings" });
    expect(await readings.getByRole("link", { name: plan.title }).isVisible()).toBe(true);
    await readings.locator("a[href^='/Bible/']").first().click();
    await page.waitForURL(/\/Bible\/kjv\/[^/]+\/\d+/);
    await context.close();
  });

  it("keeps the signed-in pages' text off the edges of a phone's screen, in English and in Spanish (longer words)", async () => {
    const { email } = await registerThroughApi("Naomi");
    const english = await newContext(browser(), "phone");
    await signIn(await english.newPage(), email);
    const spanish = await newContext(browser(), "phone", { locale: "es-ES" });
    await spanish.addCookies((await english.cookies()).filter((cookie) => cookie.name === "__session"));
    const touching: string[] = [];
    for (const context of [english, spanish]) {
      const page = await context.newPage();
      for (const path of ["/dashboard", "/quiz", "/Devotionals", "/Plans", "/Books", "/family", "/billing", "/subscription", "/chat", "/memory", "/prayer", "/notes"]) {
        await page.goto(path);
        await page.locator("main h1").first().waitFor();
        // Below the fold too: some parts render as they near the screen.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForLoadState("networkidle");
        const where = `${await page.evaluate(() => document.documentElement.lang)} ${path}`;
        touching.push(...(await textTouchingEdges(page)).map((offender) => `${where}: ${offender}`));
        const wider = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        if (wider > 0) touching.push(`${where}: the page is ${wider} px wider than the phone`);
      }
    }
    expect(touching).toEqual([]);
    await english.close();
    await spanish.close();
  });
});

/**
 * Signs in and waits for the home's own call to answer: it keeps how the home was shown (homeView) on the profile,
 * which the server renders a later visit in, and the greeting can show before it has answered.
 */
async function signInAndKeepHome(page: Page, email: string, name: string): Promise<void> {
  const homeKept = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/dashboard" && response.ok());
  await signIn(page, email);
  await page.getByRole("heading", { name: new RegExp(name) }).waitFor();
  await homeKept;
}

describe("the dashboard rendered on the server", () => {
  it("arrives with the reader's home in it and hydrates it without a mismatch or a second fetch", async () => {
    const { email } = await registerThroughApi("Priscilla");
    const context = await newContext(browser(), "phone");
    const page = await context.newPage();
    await signInAndKeepHome(page, email, "Priscilla");

    // A later visit: the page is rendered by the server with the day's verse in it.
    const errors = collectErrors(page);
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/")) asked.push(`${request.method()} ${new URL(request.url()).pathname} ${request.postData() ?? ""}`);
    });
    const response = await page.goto("/dashboard");
    const html = (await response?.text()) ?? "";
    expect(html).toContain('id="berea-home-state"');
    expect(html).toMatch(/<blockquote[^>]*><p>[^<]{20,}<\/p>/);
    await page.waitForSelector('html[data-app="live"]');
    const verse = page.getByRole("region", { name: "Verse of the day" });
    expect(await verse.locator("blockquote p").textContent()).toBe(/<blockquote[^>]*><p>([^<]+)<\/p>/.exec(html)?.[1]?.replace(/&#x27;/g, "'"));

    // Live: a click works, the below-the-fold parts load as they near the screen, and nothing the page showed was asked
    // for again.
    await page.getByRole("region", { name: "Verse of the day" }).getByRole("button", { name: "Copy" }).waitFor();
    await page.getByRole("link", { name: "See plans" }).click();
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe("#plans");
    await page.getByRole("heading", { name: "Choose your plan" }).waitFor();
    expect(asked.filter((line) => /getUserData|\/api\/dashboard|verse-of-the-day|devotionals\/today/.test(line))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("renders afresh, in the browser's own date, when the reader's zone has moved since the page was rendered", async () => {
    const { email } = await registerThroughApi("Aquila");
    const context = await browser().newContext({ baseURL: baseUrl(), serviceWorkers: "block", timezoneId: "Pacific/Kiritimati" });
    const page = await context.newPage();
    await signInAndKeepHome(page, email, "Aquila");
    // The profile now says Kiritimati (UTC+14); the same account opens the home on a device in Honolulu (UTC-10), a day behind.
    const honolulu = await browser().newContext({ baseURL: baseUrl(), serviceWorkers: "block", timezoneId: "Pacific/Honolulu" });
    await honolulu.addCookies(await context.cookies());
    const other = await honolulu.newPage();
    // The browser's own date is its clock's: pinned at 10:00 on 10 March in Honolulu.
    await other.clock.setFixedTime(new Date("2026-03-10T20:00:00Z"));
    const errors = collectErrors(other);
    const response = await other.goto("/dashboard");
    expect(await response?.text()).toContain('"timeZone":"Pacific/Kiritimati"');
    await other.waitForSelector('html[data-app="live"]');
    await expect.poll(() => other.locator("#dashboard-title + p").textContent()).toBe("Tuesday 10 March");
    expect(await other.locator("#dashboard-title").textContent()).toBe("Good morning, Aquila");
    await other.getByRole("region", { name: "Verse of the day" }).locator("blockquote p").waitFor();
    expect(errors).toEqual([]);
    await honolulu.close();
    await context.close();
  });
});
