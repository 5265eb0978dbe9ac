import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { prerenderedPages } from "../web/src/app/prerendered/pages.ts";
import { chromiumForFile, collectErrors, expectNoAxeViolations, newContext, textTouchingEdges, toastTexts } from "./support/browser.ts";

/** The public pages a visitor meets before signing in. */
const browser = chromiumForFile();

/**
 * The prerendered landing at `path`, once React has taken it over (it loads after the first paint):
 * its buttons respond from then on; its links work from the start.
 */
async function openLanding(page: Page, path = "/"): Promise<void> {
  await page.goto(path);
  await page.waitForSelector("html[data-landing='live']", { state: "attached" });
}

describe("landing page", () => {
  it("has no accessibility violations and links each plan to sign-up", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await openLanding(page);
    await expect.poll(() => page.locator("#pricing").isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    const hrefs = await page.locator("#pricing a[href*='pricing=']").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(["/register/?pricing=free", "/register/?pricing=premium", "/register/?pricing=family"]);
    await context.close();
  });

  it("comes alive on the markup it arrived with, as do the marketing pages (Preact): hydration replaces, adds and removes no element, in English and in Spanish", async () => {
    for (const locale of ["en-US", "es-ES"]) {
      const context = await newContext(browser(), "desktop", { locale });
      // Every element added to or removed from #root between the parser's end and the moment the page goes live, all
      // its parts hydrated (the attribute's record comes in the same batch as hydration's own changes, in order).
      await context.addInitScript(() => {
        const changed: string[] = [];
        const describe = (node: Node) => (node instanceof Element ? `${node.localName}${node.id ? `#${node.id}` : ""}.${node.className.toString()}` : "");
        let parsed = false;
        document.addEventListener("DOMContentLoaded", () => (parsed = true));
        const observer = new MutationObserver((records) => {
          for (const record of records) {
            if (record.type === "attributes") {
              observer.disconnect();
              Object.assign(window, { hydrationChanges: changed });
              return;
            }
            // An island (the day's verse) loads its own content when it nears the screen, after hydration or during it.
            const island = record.target instanceof Element && record.target.closest("[data-island]");
            if (!parsed || island || !document.getElementById("root")?.contains(record.target)) continue;
            for (const node of Array.from(record.addedNodes)) if (node instanceof Element) changed.push(`added ${describe(node)} in ${describe(record.target)}`);
            for (const node of Array.from(record.removedNodes)) if (node instanceof Element) changed.push(`removed ${describe(node)} from ${describe(record.target)}`);
          }
        });
        // The landing marks data-landing, the marketing pages data-app, as the app's pages do.
        observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-landing", "data-app"] });
      });
      const page = await context.newPage();
      const errors = collectErrors(page);
      await openLanding(page);
      expect(await page.evaluate(() => (window as unknown as { hydrationChanges?: string[] }).hydrationChanges), locale).toEqual([]);
      expect(await page.evaluate(() => document.title), locale).toBe(locale === "en-US" ? "Berea: search the Scriptures daily" : "Berea: escudriña las Escrituras cada día");
      expect(await page.locator("#root title").count()).toBe(0);
      // An id the client makes must be the one the markup has: the FAQ's answer is found by its button's aria-controls.
      const question = page.locator("section[aria-labelledby='faq-title'] button[aria-expanded]").first();
      await question.click();
      const answer = await question.getAttribute("aria-controls");
      expect(answer).toBeTruthy();
      expect(await page.locator(`[id="${answer}"]`).isVisible()).toBe(true);
      // Every static page on Preact (pages.ts marks them), not a list kept here.
      for (const { path } of prerenderedPages.filter((page) => page.static)) {
        const marketing = await context.newPage();
        const served = await (await marketing.goto(path))?.text();
        await marketing.waitForSelector("html[data-app='live']", { state: "attached" });
        expect(await marketing.evaluate(() => (window as unknown as { hydrationChanges?: string[] }).hydrationChanges), `${locale} ${path}`).toEqual([]);
        expect(await marketing.evaluate(() => document.documentElement.lang), `${locale} ${path}`).toBe(locale.slice(0, 2));
        expect(await marketing.title(), `${locale} ${path}: the title as served`).toBe(/<title>([^<]*)<\/title>/.exec(served ?? "")?.[1]);
        expect(await marketing.locator("#root title").count()).toBe(0);
        await marketing.close();
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it("counts the members up to 90,327", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await openLanding(page);
    const count = page.getByTestId("member-count");
    await count.scrollIntoViewIfNeeded();
    await expect.poll(() => count.innerText(), { timeout: 5000 }).toBe("90,327");
    await context.close();
  });

  it("keeps one FAQ answer open at a time and closes it on a second click", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await openLanding(page);
    const questions = page.locator("section[aria-labelledby='faq-title'] button[aria-expanded]");
    const first = questions.nth(0);
    const second = questions.nth(1);
    await first.click();
    expect(await first.getAttribute("aria-expanded")).toBe("true");
    await second.click();
    expect(await second.getAttribute("aria-expanded")).toBe("true");
    expect(await first.getAttribute("aria-expanded")).toBe("false");
    await second.click();
    expect(await questions.evaluateAll((buttons) => buttons.filter((button) => button.getAttribute("aria-expanded") === "true").length)).toBe(0);
    await context.close();
  });

  it("wraps the testimonials carousel both ways across its two pages", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await openLanding(page);
    const current = () => page.locator("[aria-roledescription='carousel'] button[aria-current='true']").getAttribute("aria-label");
    expect(await current()).toBe("Page 1 of 2");
    await page.getByRole("button", { name: "Previous testimonials" }).click();
    expect(await current()).toBe("Page 2 of 2");
    await page.getByRole("button", { name: "Next testimonials" }).click();
    expect(await current()).toBe("Page 1 of 2");
    await page.getByRole("button", { name: "Next testimonials" }).click();
    await page.getByRole("button", { name: "Next testimonials" }).click();
    expect(await current()).toBe("Page 1 of 2");
    await context.close();
  });

  it("carries the query string on navigation links", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto("/?ref=ABCD2345");
    const signUp = page.getByRole("banner").getByRole("link", { name: "Get started" });
    expect(await signUp.getAttribute("href")).toBe("/register?ref=ABCD2345");
    await signUp.click();
    await page.waitForURL("**/register?ref=ABCD2345");
    await expect.poll(() => page.getByLabel("Referral code (optional)").inputValue()).toBe("ABCD2345");
    await context.close();
  });
});

describe("mobile menu", () => {
  it("opens, locks page scroll, and closes on the backdrop or a link", async () => {
    const context = await newContext(browser(), "phone");
    const page = await context.newPage();
    await openLanding(page);
    const toggle = page.getByRole("button", { name: "Menu" });
    // The lock follows the menu in an effect: at once under React, within a frame under Preact (the landing's).
    const scrollLocked = () => page.evaluate(() => document.body.classList.contains("scroll-locked"));

    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    await expect.poll(scrollLocked).toBe(true);
    await expectNoAxeViolations(page);

    // The backdrop shows below the open menu, at the bottom of the screen.
    const backdrop = page.getByTestId("menu-backdrop");
    const backdropHeight = (await backdrop.boundingBox())?.height ?? 0;
    await backdrop.click({ position: { x: 10, y: backdropHeight - 10 } });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await expect.poll(scrollLocked).toBe(false);

    await toggle.click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Books" }).click();
    await page.waitForURL("**/Books");
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await expect.poll(scrollLocked).toBe(false);
    await context.close();
  });
});

describe("other pages", () => {
  it("shows the 404 screen inside the header and footer for an unknown path", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto("/no/such/page");
    await expect.poll(() => page.getByText("Page Not Available!").isVisible()).toBe(true);
    expect(await page.getByText(/^\s*(Error )?404\s*$/).isVisible()).toBe(true);
    expect(await page.getByRole("banner").isVisible()).toBe(true);
    expect(await page.getByRole("contentinfo").isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await context.close();
  });

  it("shows the books and articles page, whole and axe-clean, to a visitor", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto("/Books");
    await expect.poll(() => page.getByRole("heading", { level: 1, name: /Books and articles/ }).isVisible()).toBe(true);
    expect(await page.getByRole("contentinfo").isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await context.close();
  });

  it("keeps every page's text off the edges of a phone's screen", async () => {
    const context = await newContext(browser(), "phone");
    const page = await context.newPage();
    const paths = ["/", "/about", "/contact", "/login", "/register", "/Bible/kjv/John/3", "/Bible/search?q=love", "/verse", "/quiz", "/Books", "/Devotionals", "/Plans", "/chat", "/no/such/page"];
    const touching: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await page.waitForSelector("html[data-app='live'], html[data-landing='live']", { state: "attached" });
      await page.locator("main h1").first().waitFor();
      const offenders = await textTouchingEdges(page);
      touching.push(...offenders.map((offender) => `${path}: ${offender}`));
    }
    expect(touching).toEqual([]);
    await context.close();
  });

  it("renders the about page accessibly", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto("/about");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await context.close();
  });
});

describe("contact form", () => {
  it("validates, sends, and confirms with a success toast", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto("/contact-us");
    await expect.poll(() => page.getByRole("heading", { name: "Contact Us" }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Send" }).click();
    await expect.poll(() => page.getByText("Name is required").isVisible()).toBe(true);

    await page.getByLabel("Name").fill("Cornelius");
    await page.getByLabel("Email").fill("cornelius@example.com");
    await page.getByRole("textbox", { name: "Message" }).fill("Could our small group use Berea together?");
    await page.getByRole("button", { name: "Send" }).click();
    await expect.poll(() => toastTexts(page)).toContainEqual(expect.stringContaining("Thank you"));
    expect(await page.getByRole("textbox", { name: "Message" }).inputValue()).toBe("");
    await context.close();
  });

  it("is also reachable at /contact/ as the footer links it", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto("/contact/");
    await expect.poll(() => page.getByRole("heading", { name: "Contact Us" }).isVisible()).toBe(true);
    await context.close();
  });
});
