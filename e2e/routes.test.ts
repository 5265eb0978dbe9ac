import type { BrowserContext, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { heldPages, notFoundPage } from "../contracts/src/held-pages.ts";
import { routerPages, sampleAddress, type BenchReaderData } from "../scripts/bench/app-routes.ts";
import { prerenderedPages } from "../web/src/app/prerendered/pages.ts";
import { makeModerator, registerThroughApi, setPaymentPlan, signIn } from "./support/accounts.ts";
import { callFromPage } from "./support/api.ts";
import { chromiumForFile, newContext } from "./support/browser.ts";
import { layoutShift, watchLayoutShifts } from "./support/layout-shifts.ts";

/**
 * Every page route of the router, read from the router itself (the list the
 * Lighthouse bench measures, scripts/bench/app-routes.ts), opened on a phone
 * as a first visit: signed in where the router guards it, as a Premium reader
 * (and moderator) with a plan, a circle and a challenge. Each must go live without an error in the
 * console and must not move after its first paint (layout shifts under 0.05,
 * as Lighthouse counts CLS). The prerendered pages have their own, stricter
 * test (prerendered-pages.test.ts) and are left out here.
 */

const browser = chromiumForFile();
/**
 * Covered elsewhere: the prerendered app pages, the landing (index.html, prerendered on its own: site.test.ts) and the
 * signed-in home (rendered on the server; its parts below the fold load as they near the screen: dashboard.test.ts).
 */
const coveredElsewhere = new Set(["/", "/dashboard", ...prerenderedPages.map((page) => page.path)]);
/** A step of a flow, with nothing of its own when opened alone: /subscription shows the plan chosen on the pricing screen. */
const flowSteps = new Set(["/subscription"]);
const routes = (await routerPages()).filter((route) => !coveredElsewhere.has(route.pattern) && !flowSteps.has(route.pattern));

/** A signed-in call from the page, in UTC. */
const call = <T>(page: Page, path: string, body: Record<string, unknown>): Promise<T> => callFromPage<T>(page, path, { timeZone: "UTC", ...body });

let opened: Promise<{ reader: BrowserContext; visitor: BrowserContext; data: BenchReaderData }> | undefined;
function phones() {
  opened ??= (async () => {
    // A Premium reader who is also a moderator, so every page shows its content (a Free reader gets an upgrade
    // prompt for a devotional of another day, anyone else a refusal on the moderators' queue).
    const { email, uid } = await registerThroughApi("Dorcas");
    await setPaymentPlan(uid, 1);
    await makeModerator(uid);
    const reader = await newContext(browser(), "phone");
    await watchLayoutShifts(reader);
    const page = await reader.newPage();
    await signIn(page, email);
    const plan = await call<{ userPlanId: string }>(page, "/reading-plans/start", { planId: "promises-of-god-21-days" });
    await call(page, "/reading-plans/check", { userPlanId: plan.userPlanId, day: 1, done: true });
    const circle = await call<{ id: string; inviteCode: string }>(page, "/circles/create", { name: "Thursday study", description: "" });
    await call(page, "/circles/send", { circleId: circle.id, clientId: "routes-welcome", text: "Welcome, all." });
    const run = await call<{ runId: string }>(page, "/challenges/join", { challengeId: "mark-in-16-days", with: "circle", circleId: circle.id });
    await page.close();
    const visitor = await newContext(browser(), "phone");
    await watchLayoutShifts(visitor);
    return { reader, visitor, data: { userPlanId: plan.userPlanId, circleId: circle.id, inviteCode: circle.inviteCode, challengeRunId: run.runId } };
  })();
  return opened;
}

describe("every route of the router", () => {
  afterAll(async () => {
    const contexts = await opened;
    await contexts?.reader.close();
    await contexts?.visitor.close();
  });

  it.each(routes.map((route) => [route.pattern, route] as const))("%s goes live without a console error and does not move", async (_pattern, route) => {
    const { reader, visitor, data } = await phones();
    const page = await (route.signedIn ? reader : visitor).newPage();
    const errors: string[] = [];
    page.on("console", (message) => {
      // A failed request is logged by the browser too; the responses are checked below, each by what it was.
      if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("response", (response) => {
      const request = response.request();
      // A visitor's page asks getUserData whether there is a session; 403 is its answer ("not signed in"), not a failure.
      const sessionProbe = !route.signedIn && response.status() === 403 && request.postData() === JSON.stringify({ subject: "getUserData" });
      if (response.status() >= 400 && !sessionProbe) errors.push(`${response.status()} ${request.method()} ${new URL(response.url()).pathname} ${request.postData() ?? ""}`);
    });
    const response = await page.goto(sampleAddress(route, data));
    // A route with a parameter, and an address no route knows, paint their loading state (the not-found page itself) from
    // HTML (contracts/held-pages.ts), as the `pages` function sends it.
    if ([...heldPages, notFoundPage].some((held) => held.pattern === route.pattern)) expect(await response?.text(), "the held page as served").toContain('<div id="root" data-held="">');
    await page.waitForSelector("html[data-app='live']", { state: "attached" });
    // Loaded: no spinner left (a chat holds a request open, so the network is never idle there).
    await page.waitForLoadState("load");
    await expect.poll(() => page.locator(".spinner").count()).toBe(0);
    expect(errors).toEqual([]);
    const cls = await layoutShift(page);
    expect(cls, "layout shift after the first paint").toBeLessThan(0.05);
    await page.close();
  });
});
