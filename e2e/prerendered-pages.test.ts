import type { BrowserContext, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { prerenderedPages } from "../web/src/app/prerendered/pages.ts";
import { paths } from "../web/src/config/paths.ts";
import { makeModerator, registerThroughApi, signIn } from "./support/accounts.ts";
import { callFromPage } from "./support/api.ts";
import { chromiumForFile, newContext } from "./support/browser.ts";
import { layoutShift, watchLayoutShifts } from "./support/layout-shifts.ts";

const browser = chromiumForFile();

/** The sign-in forms are for visitors; every other prerendered page is opened by a signed-in reader. */
const visitorPages = new Set<string>([paths.login, paths.register, paths.passwordReset]);

interface Visit {
  /** The first heading in the HTML as served, before any script ran. */
  servedHeading: string | undefined;
  /** #root as served. */
  served: string;
  errors: string[];
  cls: number;
}

/** Opens `path` as a first visit would, waits for the app to be live and its calls to settle, and reports what happened. */
async function visit(page: Page, path: string): Promise<Visit> {
  const errors: string[] = [];
  const onConsole = (message: { type: () => string; text: () => string }) => {
    if (message.type() === "error") errors.push(message.text());
  };
  const onError = (error: Error) => errors.push(error.message);
  page.on("console", onConsole);
  page.on("pageerror", onError);
  const response = await page.goto(path);
  const html = (await response?.text()) ?? "";
  // A held page's root is marked (data-held): the app renders over it.
  const root = html.slice(html.indexOf('<div id="root"'));
  const servedHeading = /<h1[^>]*>([^<]+)</.exec(root)?.[1];
  await page.waitForSelector("html[data-app='live']", { state: "attached" });
  await page.waitForLoadState("networkidle");
  // What the page held open while its data loaded is filled in by now.
  await expect.poll(() => page.locator("[aria-busy='true']").count()).toBe(0);
  const cls = await layoutShift(page);
  page.off("console", onConsole);
  page.off("pageerror", onError);
  return { servedHeading, served: root, errors, cls };
}

/** A phone that records its layout shifts: one signed-in reader with a verse to review, a challenge and a note, and one visitor, made on first use. */
let contexts: Promise<{ reader: BrowserContext; visitor: BrowserContext }> | undefined;
function phones() {
  contexts ??= (async () => {
    const { email, uid } = await registerThroughApi("Lydia");
    // A moderator, so /quiz/flags (the moderators' queue) shows the queue rather than a refusal.
    await makeModerator(uid);
    const reader = await newContext(browser(), "phone");
    await watchLayoutShifts(reader);
    const page = await reader.newPage();
    await signIn(page, email);
    const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    // A verse to review, so scripture memory shows a day's review rather than an empty list.
    await callFromPage(page, "/memory/add", { cardId: "e2e-john-3-16", translation: "kjv", book: "John", chapter: 3, start: 16, timeZone });
    // A challenge under way, as most readers who open /challenges have.
    await callFromPage(page, "/challenges/join", { challengeId: "pray-7-days", with: "alone", timeZone });
    // And a highlighted note, so /notes lists one.
    await callFromPage(page, "/notes/save", { id: "e2e-note-john-3", translation: "kjv", book: "John", chapter: 3, verseStart: 16, verseEnd: 17, colour: "yellow", text: "For the whole world.", editedAt: Date.now() });
    // A reading plan under way, so /Plans lists today's readings rather than no plan.
    await callFromPage(page, "/reading-plans/start", { planId: "gospels-30-days", timeZone });
    // A faith circle with a message, so /chat lists one.
    const circle = await callFromPage<{ id: string }>(page, "/circles/create", { name: "Thursday study", description: "", timeZone });
    await callFromPage(page, "/circles/send", { circleId: circle.id, clientId: "prerendered-welcome", text: "Welcome, all.", timeZone });
    await page.close();
    const visitor = await newContext(browser(), "phone");
    await watchLayoutShifts(visitor);
    return { reader, visitor };
  })();
  return contexts;
}

describe("the prerendered pages", () => {
  afterAll(async () => {
    const opened = await contexts;
    await opened?.reader.close();
    await opened?.visitor.close();
  });

  it.each(prerenderedPages.map((page) => [page.path, page] as const))("%s arrives painted, hydrates without a mismatch and does not move when its data lands", async (path, { heldFor }) => {
    const { reader, visitor } = await phones();
    const page = await (visitorPages.has(path) ? visitor : reader).newPage();
    const { servedHeading, served, errors, cls } = await visit(page, path);
    expect(servedHeading?.trim(), "the page's heading is in the HTML as served").toBeTruthy();
    const liveHeading = () => page.getByRole("heading", { level: 1 }).first().textContent();
    if (heldFor === undefined) await expect.poll(liveHeading).toBe(servedHeading);
    else {
      // Held for every query (a quiz's topic): rendered over, not hydrated, and the live heading names what the query chose ("Mixed quiz").
      expect(served).toMatch(/^<div id="root" data-held="">/);
      await expect.poll(liveHeading).toMatch(new RegExp(`. ${servedHeading ?? "-"}$`, "i"));
    }
    // A hydration mismatch shows up as a console error (React #418).
    expect(errors).toEqual([]);
    expect(cls, "layout shift after the first paint").toBeLessThan(0.05);
    await page.close();
  });

  it("fills scripture memory's add form from ?add= once the page is live (it is prerendered for the bare address)", async () => {
    const page = await (await phones()).reader.newPage();
    const { errors } = await visit(page, `${paths.memory}?add=Psalm%2023%3A1-3&translation=web`);
    await expect.poll(() => page.getByLabel("Reference").inputValue()).toBe("Psalm 23:1-3");
    expect(await page.getByLabel("Translation").inputValue()).toBe("web");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("serves /tos/ at /tos, as Hosting redirects it (trailingSlash: false), in the browser's language, and /tos itself", async () => {
    const page = await (await phones()).visitor.newPage();
    await page.setExtraHTTPHeaders({ "Accept-Language": "es-ES,es;q=0.9" });
    const response = await page.goto(paths.terms);
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/tos\/$/);
    expect(new URL(page.url()).pathname).toBe("/tos");
    const html = (await response?.text()) ?? "";
    expect(html).toContain('<html lang="es">');
    // The Spanish terms (features/marketing/terms-es.tsx).
    expect(html).toMatch(/<h1 id="legal-title">Términos del servicio<\/h1>/);
    await page.setExtraHTTPHeaders({});
    const again = await page.goto("/privacy");
    expect(again?.request().redirectedFrom()).toBeNull();
    expect(await again?.text()).toMatch(/<h1 id="legal-title">Privacy Policy<\/h1>/);
    await page.close();
  });

  it("fills /Bible/search's search from the address once live, without a mismatch or a shift (it is prerendered for the bare address)", async () => {
    const page = await (await phones()).visitor.newPage();
    const { served, errors, cls } = await visit(page, `${paths.bibleSearch}?q=waters&translation=web&scope=Ps`);
    expect(served).not.toContain("waters");
    expect(await page.getByRole("searchbox").inputValue()).toBe("waters");
    expect(await page.getByLabel("Translation").inputValue()).toBe("web");
    await expect.poll(() => page.getByRole("list", { name: "Search results" }).getByRole("listitem").first().innerText()).toMatch(/^Psalms? \d+:\d+/);
    expect(errors).toEqual([]);
    expect(cls, "layout shift after the first paint").toBeLessThan(0.05);
    await page.close();
  });

  it("serves /verse without a day (the build's is not the reader's) and fills in the reader's date and verse once live", async () => {
    const page = await (await phones()).visitor.newPage();
    const { served, errors, cls } = await visit(page, `${paths.verse}?translation=web`);
    expect(served).not.toContain("<time");
    expect(served).not.toContain("<blockquote");
    const today = await page.evaluate(() => {
      const now = new Date();
      return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
    });
    expect(await page.locator("time").getAttribute("datetime")).toBe(today);
    expect(await page.getByLabel("Translation").inputValue()).toBe("web");
    expect(await page.getByRole("region", { name: "Verse of the day" }).locator("cite").innerText()).toMatch(/ · WEB$/);
    expect(errors).toEqual([]);
    expect(cls, "layout shift after the first paint").toBeLessThan(0.05);
    await page.close();
  });
});
