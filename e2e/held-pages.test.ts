import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { heldPages } from "../contracts/src/held-pages.ts";
import { routeSamples } from "../scripts/bench/app-routes.ts";
import { registerThroughApi, setPaymentPlan, signIn } from "./support/accounts.ts";
import { callFromPage } from "./support/api.ts";
import { baseUrl, chromiumForFile, collectErrors, expectNoAxeViolations, newContext, phoneIn } from "./support/browser.ts";
import { layoutShift } from "./support/layout-shifts.ts";
import { englishOnSpanishPage } from "./support/spanish-text.ts";

/**
 * The pages with a parameter in their address (contracts/held-pages.ts), as
 * the local server sends them the way the `pages` function does: a Spanish
 * phone gets the page's loading state in Spanish as HTML, frame and all,
 * which the app then renders over at its own address, without an error, a
 * shift or an axe violation. e2e/routes.test.ts opens every one in English.
 */
const browser = chromiumForFile();

interface Visit {
  html: string;
  errors: string[];
  cls: number;
}

async function visit(page: Page, path: string): Promise<Visit> {
  const errors = collectErrors(page);
  const response = await page.goto(path);
  const html = (await response?.text()) ?? "";
  await page.waitForSelector("html[data-app='live']", { state: "attached" });
  // Loaded: no spinner or held bars left (a chat holds a request open, so the network is never idle there).
  await page.waitForLoadState("load");
  await expect.poll(() => page.locator(".spinner, [aria-busy='true']").count()).toBe(0);
  return { html, errors, cls: await layoutShift(page) };
}

describe("the held pages in Spanish", () => {
  it("come as Spanish HTML to a signed-in Spanish reader (a plan, a devotional, a circle's chat and its invite, a challenge), then show the page in Spanish", async () => {
    const { email, uid } = await registerThroughApi("Tabita");
    // Premium, so a devotional of any day opens rather than the upgrade prompt.
    await setPaymentPlan(uid, 1);
    const english = await newContext(browser(), "phone");
    const setup = await english.newPage();
    await signIn(setup, email);
    const call = <T>(path: string, body: Record<string, unknown>) => callFromPage<T>(setup, path, { timeZone: "UTC", ...body });
    const plan = await call<{ userPlanId: string }>("/reading-plans/start", { planId: "gospels-30-days" });
    const circle = await call<{ id: string; inviteCode: string }>("/circles/create", { name: "Estudio del jueves", description: "" });
    await call("/circles/send", { circleId: circle.id, clientId: "held-welcome", text: "Bienvenidos." });
    const run = await call<{ runId: string }>("/challenges/join", { challengeId: "pray-7-days", with: "alone" });
    const reader = { userPlanId: plan.userPlanId, circleId: circle.id, inviteCode: circle.inviteCode, challengeRunId: run.runId };

    // A Spanish phone with the English browser's session.
    const context = await phoneIn(browser(), "es-ES");
    await context.addCookies((await english.cookies()).filter((cookie) => cookie.name === "__session"));
    await english.close();

    const opened = ["/Plans/:userPlanId", "/Devotionals/:id", "/chat/:circleId", "/chat/join/:code", "/challenges/:runId"];
    expect(opened.every((pattern) => heldPages.some((page) => page.pattern === pattern))).toBe(true);
    for (const pattern of opened) {
      const address = routeSamples[pattern]?.(reader);
      if (!address) throw new Error(`No sample address for ${pattern}.`);
      const page = await context.newPage();
      const { html, errors, cls } = await visit(page, address);
      expect(html, `${address} as served`).toContain('<html lang="es">');
      expect(html, `${address} as served is a held page`).toContain('<div id="root" data-held="">');
      expect(html, `${address}: the frame as served`).toContain(">Saltar al contenido<");
      expect(html, `${address}: no English frame as served`).not.toContain(">Skip to content<");
      expect(await page.evaluate(() => document.documentElement.lang), address).toBe("es");
      expect(await page.getByRole("link", { name: "Saltar al contenido" }).count(), address).toBe(1);
      await expect.poll(() => page.getByRole("heading", { level: 1 }).count(), { message: address }).toBeGreaterThan(0);
      expect(errors, address).toEqual([]);
      expect(cls, `${address}: layout shift after the first paint`).toBeLessThan(0.05);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${address}: wider than the phone`).toBe(0);
      expect(await englishOnSpanishPage(page), `${address}: English in the page's own words`).toEqual([]);
      await expectNoAxeViolations(page);
      await page.close();
    }

    // A devotional of a path not yet translated comes in English: the page says so, marks its words English for a
    // screen reader, and the English translations' longer Spanish names in its translation choice fit the phone.
    const untranslated = await context.newPage();
    const shown = await visit(untranslated, "/Devotionals/anxiety-01");
    expect(shown.errors).toEqual([]);
    await untranslated.getByText("Este devocional aún no está traducido, así que lo lees en inglés.").waitFor();
    expect(await untranslated.getByRole("heading", { level: 1 }).getAttribute("lang")).toBe("en");
    expect(await untranslated.getByRole("combobox", { name: "Traducción" }).inputValue()).toBe("kjv");
    expect(await untranslated.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), "wider than the phone").toBe(0);
    // Its English words are all marked so; the page's own are Spanish.
    expect(await englishOnSpanishPage(untranslated)).toEqual([]);
    await expectNoAxeViolations(untranslated);
    await untranslated.close();

    // A reader whose browser speaks Spanish but who chose English in the app (the language cookie, which the CDN's
    // copy cannot follow): the held page comes in Spanish, and the app renders the page over it in English at once.
    await context.addCookies([{ name: "firebase-language-override", value: "en", url: baseUrl() }]);
    const page = await context.newPage();
    const address = routeSamples["/Plans/:userPlanId"]?.(reader) ?? "";
    const { html, errors, cls } = await visit(page, address);
    expect(html).toContain('<html lang="es">');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");
    expect(await page.getByRole("link", { name: "Skip to content" }).count()).toBe(1);
    expect(errors).toEqual([]);
    expect(cls, "layout shift after the first paint").toBeLessThan(0.05);
    await context.close();
  });
});
