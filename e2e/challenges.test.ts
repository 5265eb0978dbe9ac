import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { password, registerThroughApi, signIn } from "./support/accounts.ts";
import { chromiumForFile, expectNoAxeViolations, newContext, openApp, textTouchingEdges } from "./support/browser.ts";

/** Two members of a faith circle take "Read Mark in 16 days" together: one reads, the other sees it. */
const browser = chromiumForFile();

/** Calls the API from the page, with its session, as the app does. */
async function api<T>(page: Page, path: string, body: unknown): Promise<T> {
  const reply = await page.evaluate(
    async ({ path: address, body: sent }) => {
      const response = await fetch(`/api${address}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(sent) });
      return { status: response.status, json: (await response.json()) as { payload?: unknown } };
    },
    { path, body },
  );
  expect(reply.status, JSON.stringify(reply.json)).toBe(200);
  return reply.json.payload as T;
}

async function joinWithCircle(page: Page, circleName: string): Promise<string> {
  await page.goto("/challenges");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Read Mark in 16 days" }) });
  await card.getByRole("button", { name: "Join" }).click();
  await card.getByRole("radio", { name: "With a circle" }).check();
  await card.getByRole("combobox", { name: "Circle" }).selectOption({ label: circleName });
  await card.getByRole("button", { name: "Join" }).click();
  await page.waitForURL(/\/challenges\/[A-Za-z0-9_-]+$/);
  await page.getByRole("heading", { level: 1, name: "Read Mark in 16 days" }).waitFor();
  return new URL(page.url()).pathname;
}

describe("faith challenges", () => {
  it("two circle members join one run of a challenge; one checks off a reading and the other sees their progress", async () => {
    const priscilla = await registerThroughApi("Priscilla");
    const aquila = await registerThroughApi("Aquila");
    const contextA = await newContext(browser(), "phone");
    const contextB = await newContext(browser(), "desktop");
    const pageA = await contextA.newPage();
    const pageB = await contextB.newPage();
    await signIn(pageA, priscilla.email);
    await signIn(pageB, aquila.email);

    // Priscilla's circle, which Aquila joins with its invite code.
    const circle = await api<{ id: string; inviteCode: string }>(pageA, "/circles/create", { name: "House church", description: "" });
    await api(pageB, "/circles/join", { code: circle.inviteCode });

    // The dashboard links to the challenges, in a tile further down that renders as the reader scrolls near it.
    await pageA.getByRole("heading", { name: "Sign in on another device" }).scrollIntoViewIfNeeded();
    await pageA.getByRole("link", { name: "See the challenges" }).click();
    await pageA.getByRole("heading", { level: 1, name: "Faith challenges" }).waitFor();
    await pageA.getByRole("heading", { name: "Read Mark in 16 days" }).waitFor();
    await expectNoAxeViolations(pageA);
    expect(await textTouchingEdges(pageA)).toEqual([]);

    const runPath = await joinWithCircle(pageA, "House church");
    expect(await pageA.getByText("With House church").isVisible()).toBe(true);
    await expectNoAxeViolations(pageA);
    expect(await textTouchingEdges(pageA)).toEqual([]);

    // Aquila joins with the same circle: the same run.
    expect(await joinWithCircle(pageB, "House church")).toBe(runPath);

    // Aquila reads Mark 1 and checks it off in the reading plan (the real record the challenge counts).
    const plan = await api<{ userPlanId: string }>(pageB, "/reading-plans/start", { planId: "mark-16-days", timeZone: "UTC" });
    await api(pageB, "/reading-plans/check", { userPlanId: plan.userPlanId, day: 1, done: true, timeZone: "UTC" });
    await pageB.goto(runPath);
    await expect.poll(() => pageB.getByRole("progressbar", { name: "Aquila's progress" }).getAttribute("value")).toBe("1");

    // Priscilla opens the run again and sees Aquila's bar.
    await pageA.goto(runPath);
    await expect.poll(() => pageA.getByRole("progressbar", { name: "Aquila's progress" }).getAttribute("value")).toBe("1");
    expect(await pageA.getByText("1 of 16 readings").isVisible()).toBe(true);
    expect(await pageA.getByRole("progressbar", { name: "Priscilla's progress" }).getAttribute("value")).toBe("0");
    await expectNoAxeViolations(pageA);

    // On the list, Priscilla's challenge shows under hers.
    await pageA.goto("/challenges");
    await pageA.getByRole("link", { name: "Read Mark in 16 days" }).waitFor();
    await contextA.close();
    await contextB.close();
  });

  it("a Spanish reader sees every challenge in Spanish, and on a phone each run's title and description fit the lines held for them while it loads", async () => {
    const lidia = await registerThroughApi("Lidia");
    const context = await newContext(browser(), "phone", { locale: "es-ES" });
    const page = await context.newPage();
    // Signing in as a Spanish reader does, on the Spanish form.
    await openApp(page, "/login");
    await page.getByLabel("Correo electrónico").fill(lidia.email);
    await page.getByLabel("Contraseña", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Iniciar sesión", exact: true }).click();
    await page.waitForURL("**/dashboard");
    await page.goto("/challenges");
    await page.getByRole("heading", { level: 1, name: "Retos de fe" }).waitFor();
    await page.getByRole("heading", { name: "Ora siete días seguidos" }).waitFor();
    expect(await page.getByText("Pray seven days in a row").count()).toBe(0);
    await expectNoAxeViolations(page);
    expect(await textTouchingEdges(page)).toEqual([]);

    const titles = ["Lee Marcos en 16 días", "Ora siete días seguidos", "El Salmo 23 de memoria en 14 días", "Termina un camino devocional", "Diez cuestionarios en 14 días"];
    for (const title of titles) {
      await page.goto("/challenges");
      const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
      await card.getByRole("button", { name: "Unirme" }).click();
      await card.getByRole("button", { name: "Unirme" }).click();
      await page.waitForURL(/\/challenges\/[A-Za-z0-9_-]+$/);
      const heading = page.getByRole("heading", { level: 1, name: title });
      await heading.waitFor();
      // The run's held shape keeps 2 lines for the title and 4 for the description (challenges.module.css): longer would move the page once it loads.
      const lines = await heading.evaluate((h1) => {
        const description = h1.parentElement?.querySelector("p");
        const count = (element: Element) => Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight));
        return { title: count(h1), description: description ? count(description) : 0 };
      });
      expect(lines, title).toEqual({ title: 2, description: 4 });
      expect(await textTouchingEdges(page)).toEqual([]);
    }
    await expectNoAxeViolations(page);
    await context.close();
  });
});
