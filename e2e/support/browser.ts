import { AxeBuilder } from "@axe-core/playwright";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { chromiumArgs } from "./chromium-args.ts";
import { watchLayoutShifts } from "./layout-shifts.ts";

export { chromiumArgs };


function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs });
}

/**
 * One Chromium for the calling test file, launched before its first test and
 * closed after its last: each test isolates itself in its own contexts
 * (newContext), which cost far less than a launch. Call it at the file's top
 * level; the function it returns gives the browser inside the tests.
 */
export function chromiumForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("Chromium is launched in beforeAll: ask for the browser inside a test or a hook.");
    return browser;
  };
}

export const baseUrl = () => inject("baseUrl");
export const authHost = () => inject("authHost");

/** A fresh context (own cookies and storage) at a phone or desktop size, in the machine's time zone unless `timezoneId` names one, in `locale`'s language if given. */
export async function newContext(
  browser: Browser,
  size: "phone" | "desktop" = "desktop",
  options: { serviceWorkers?: "allow" | "block"; timezoneId?: string; locale?: string } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    // A browser in another language (navigator.languages and Accept-Language), e.g. "es-ES".
    ...(options.locale ? { locale: options.locale } : {}),
    // The service worker would precache the whole app in every test and bypass request routing; the offline test allows it.
    serviceWorkers: options.serviceWorkers ?? "block",
    viewport: size === "phone" ? { width: 375, height: 740 } : { width: 1280, height: 860 },
    reducedMotion: "reduce",
  });
  context.setDefaultTimeout(15_000);
  return context;
}

/**
 * A fresh phone whose browser speaks `locale` (navigator.languages and Accept-Language, e.g. "es-ES"), every page of
 * which records its layout shifts from the first paint (layout-shifts.ts's `layoutShift` reads them).
 */
export async function phoneIn(browser: Browser, locale: string): Promise<BrowserContext> {
  const context = await newContext(browser, "phone", { locale });
  await watchLayoutShifts(context);
  return context;
}

/** Fails the test with the list of violations if axe-core finds any. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`);
  expect(summary).toEqual([]);
}

/** The console errors and uncaught exceptions `page` has from now on (a hydration mismatch is a console error, React #418), as a list that fills as they come. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Deletes every Auth emulator account so each test starts clean. */
export async function clearAccounts(): Promise<void> {
  const response = await fetch(`http://${authHost()}/emulator/v1/projects/demo-berea/accounts`, { method: "DELETE" });
  if (!response.ok) throw new Error(`could not clear accounts: ${response.status}`);
}

/** The text of the visible toasts. */
export async function toastTexts(page: Page): Promise<string[]> {
  return page.locator("[data-rht-toaster] [role=status]").allInnerTexts();
}

/**
 * Opens `path` and waits until React has rendered it (app.tsx marks
 * `<html data-app="live">`). The prerendered pages (sign-in, sign-up, password
 * reset) load React after their first paint; their forms validate as you
 * type from then on. Typing and sending before that is tested on its own.
 */
export async function openApp(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForSelector("html[data-app='live']", { state: "attached" });
}

/**
 * The text in the page's main region that comes within 8 px of the
 * viewport's sides (a heading, paragraph, label, field or button; not in a
 * sideways scroller), as `<tag> "its text"`: on a phone, none should.
 */
export function textTouchingEdges(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const margin = 8;
    const inScroller = (element: Element) => {
      for (let node = element.parentElement; node; node = node.parentElement) {
        if (["auto", "scroll"].includes(getComputedStyle(node).overflowX)) return true;
      }
      return false;
    };
    return Array.from(document.querySelectorAll("main :is(h1, h2, h3, p, label, input, select, textarea, button)"))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== "hidden" && !inScroller(element);
      })
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.left < margin || box.right > window.innerWidth - margin;
      })
      .map((element) => `<${element.tagName.toLowerCase()}> "${(element.textContent ?? "").trim().slice(0, 30)}"`);
  });
}
