import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { registerThroughApi, signIn } from "./support/accounts.ts";
import { callFromPage } from "./support/api.ts";
import { chromiumForFile, collectErrors, newContext } from "./support/browser.ts";
import { layoutShift, watchLayoutShifts } from "./support/layout-shifts.ts";

/**
 * A chapter's page, rendered on the server (web/src/app/server/render-reader.tsx,
 * functions/src/pages/reader-page.ts): the chapter is in the HTML as served,
 * the page hydrates into it without a mismatch, and what only the browser
 * knows (the verse in the hash, the reader's text size, their notes) applies
 * afterwards without moving the page.
 */
const browser = chromiumForFile();
const contexts: { close: () => Promise<void> }[] = [];

interface Visit {
  html: string;
  cacheControl: string | undefined;
  errors: string[];
}

async function visit(page: Page, path: string): Promise<Visit> {
  const errors = collectErrors(page);
  const response = await page.goto(path);
  const html = (await response?.text()) ?? "";
  await page.waitForSelector("html[data-app='live']", { state: "attached" });
  await page.waitForLoadState("networkidle");
  return { html, cacheControl: response?.headers()["cache-control"], errors };
}

async function phone(locale?: string) {
  const context = await newContext(browser(), "phone", locale ? { locale } : {});
  contexts.push(context);
  await watchLayoutShifts(context);
  return context;
}

/** The chapter files the page fetched itself (it should fetch none for the chapter it arrived with). */
function chapterFetches(page: Page): string[] {
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/assets/bible/")) fetched.push(new URL(request.url()).pathname);
  });
  return fetched;
}

describe("a chapter's page, rendered on the server", () => {
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
  });

  it("arrives with the chapter in it, hydrates without a mismatch or a fetch of the chapter, and does not move", async () => {
    const page = await (await phone()).newPage();
    const fetched = chapterFetches(page);
    const { html, cacheControl, errors } = await visit(page, "/Bible/kjv/John/3");
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain("For God so loved the world");
    expect(/<h1[^>]*>([^<]+)</.exec(root)?.[1]).toBe("John 3");
    expect(html).toContain("<title>John 3 (KJV) · Berea</title>");
    // The same for everyone: the CDN may keep it; the browser asks again (its ETag answers 304).
    expect(cacheControl).toBe("public, max-age=0, s-maxage=86400");
    expect(errors).toEqual([]);
    expect(await page.title()).toBe("John 3 (KJV) · Berea");
    // The chapter came with the page; only the next one is fetched, ahead of turning the page.
    expect(fetched.filter((path) => path.endsWith("/John/3.json"))).toEqual([]);
    await expect.poll(() => fetched.some((path) => path.endsWith("/John/4.json"))).toBe(true);
    expect(await layoutShift(page)).toBeLessThan(0.05);
    // The page is the app's: turning to the next chapter happens in the browser.
    await page.getByRole("link", { name: "John 4" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("John 4");
    expect(errors).toEqual([]);
  });

  it("arrives in the language of a Spanish browser, the RV1909's chapter with the reader's words in Spanish, and hydrates in it", async () => {
    const page = await (await phone("es-ES")).newPage();
    const { html, errors } = await visit(page, "/Bible/rv1909/John/3");
    expect(html).toContain('<html lang="es"');
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain("Porque de tal manera amó Dios al mundo");
    expect(root).toContain('aria-label="Capítulos"');
    expect(errors).toEqual([]);
    expect(await page.getByRole("navigation", { name: "Capítulos" }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Buscar" }).isVisible()).toBe(true);
    expect(await layoutShift(page)).toBeLessThan(0.05);
  });

  it("shows two translations side by side, lights the hash's verses and keeps the reader's text size, once live", async () => {
    const context = await phone();
    await context.addInitScript(() => window.localStorage.setItem("readerSettings", JSON.stringify({ fontSize: 24, lineSpacing: "airy", width: "medium" })));
    const page = await context.newPage();
    const { html, errors } = await visit(page, "/Bible/web/Psalms/23?parallel=rv1909#4");
    expect(html).toContain("Yahweh is my shepherd");
    expect(html).toContain("JEHOVÁ es mi pastor");
    expect(errors).toEqual([]);
    await expect.poll(() => page.locator("#v4").getAttribute("class")).toMatch(/highlight/i);
    await expect.poll(() => page.locator("article").evaluate((element) => getComputedStyle(element).getPropertyValue("--reader-font-size").trim())).toBe("24px");
  });

  it("sends an address written another way to the app, which corrects it", async () => {
    const page = await (await phone()).newPage();
    const { html, errors } = await visit(page, "/Bible/KJV/john/3");
    expect(html).not.toContain("For God so loved the world");
    await page.waitForURL("**/Bible/kjv/John/3");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("John 3");
    expect(errors).toEqual([]);
  });

  it("shows a signed-in reader's notes on the chapter once live, without moving it", async () => {
    const { email } = await registerThroughApi("Priscilla");
    const context = await phone();
    const setup = await context.newPage();
    await signIn(setup, email);
    await callFromPage(setup, "/notes/save", { id: "e2e-reader-john-3", translation: "kjv", book: "John", chapter: 3, verseStart: 16, verseEnd: 16, colour: "green", text: "The gospel in a verse.", editedAt: Date.now() });
    await setup.close();
    const page = await context.newPage();
    const { errors } = await visit(page, "/Bible/kjv/John/3");
    await expect.poll(() => page.getByRole("button", { name: "Your note on verse 16" }).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    expect(await layoutShift(page)).toBeLessThan(0.05);
  });
});
