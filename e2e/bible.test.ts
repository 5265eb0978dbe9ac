import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chromiumForFile, expectNoAxeViolations, newContext, openApp } from "./support/browser.ts";
import { layoutShift, watchLayoutShifts } from "./support/layout-shifts.ts";
import { recognizeText } from "./support/ocr.ts";

/** The Bible reader, search, the verse of the day, offline reading and sharing a verse as an image. */
const browser = chromiumForFile();

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const verse = (page: Page, number: number) => page.locator(`#v${number}`);
const goTo = async (page: Page, reference: string) => {
  await page.getByRole("textbox", { name: "Go to a passage" }).fill(reference);
  await page.getByRole("button", { name: "Go", exact: true }).click();
};

describe("reader", () => {
  it("opens a chapter from a typed reference in English or Spanish and keeps deep links across reloads", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto("/Bible");
    await expect.poll(() => page.url()).toMatch(/\/Bible\/kjv\/John\/1$/);
    await expect.poll(() => heading(page).innerText()).toBe("John 1");
    await expectNoAxeViolations(page);

    await goTo(page, "Jn 3:16");
    await expect.poll(() => page.url()).toMatch(/\/Bible\/kjv\/John\/3#16$/);
    await expect.poll(() => verse(page, 16).innerText()).toContain("For God so loved the world");
    expect(await verse(page, 16).getAttribute("class")).toMatch(/highlighted/);

    await goTo(page, "Salmos 23");
    await expect.poll(() => heading(page).innerText()).toBe("Psalms 23");
    expect(await verse(page, 1).innerText()).toContain("The LORD is my shepherd; I shall not want.");

    await goTo(page, "1 cor 13:4-7");
    await expect.poll(() => page.url()).toMatch(/\/Bible\/kjv\/1-Corinthians\/13#4-7$/);
    await page.reload();
    await expect.poll(() => heading(page).innerText()).toBe("1 Corinthians 13");
    await expect.poll(() => verse(page, 7).getAttribute("class")).toMatch(/highlighted/);
    expect(await verse(page, 8).getAttribute("class")).not.toMatch(/highlighted/);
    expect(await page.evaluate(() => document.getElementById("v4")?.getBoundingClientRect().top ?? -1)).toBeGreaterThan(0);

    await goTo(page, "Genesis 51");
    await expect.poll(() => page.getByRole("alert").innerText()).toBe("Genesis has 50 chapters.");
    await context.close();
  });

  it("holds the reader's place while /Bible goes on to it, even when the reader's code is slow to come", async () => {
    const context = await newContext(browser(), "phone");
    await watchLayoutShifts(context);
    // On a slow connection the redirect is painted before the reader's code arrives (it was: footer under the header, CLS 0.83).
    await context.route(/\/reader-page-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto("/Bible");
    await expect.poll(() => page.url()).toMatch(/\/Bible\/kjv\/John\/1$/);
    await expect.poll(() => heading(page).innerText()).toBe("John 1");
    expect(await layoutShift(page)).toBeLessThan(0.05);
    await context.close();
  });

  it("turns pages across books and picks a book and chapter", async () => {
    const context = await newContext(browser(), "phone");
    const page = await context.newPage();
    await openApp(page, "/Bible/kjv/Malachi/4");
    await expect.poll(() => heading(page).innerText()).toBe("Malachi 4");
    await page.getByRole("link", { name: "Matthew 1" }).click();
    await expect.poll(() => heading(page).innerText()).toBe("Matthew 1");
    await page.getByRole("button", { name: /Matthew 1/ }).click();
    await page.getByRole("button", { name: "Romans" }).click();
    await page.getByRole("link", { name: "8", exact: true }).click();
    await expect.poll(() => heading(page).innerText()).toBe("Romans 8");
    expect(page.url()).toMatch(/\/Bible\/kjv\/Romans\/8$/);
    await context.close();
  });

  it("switches translation and lines up a parallel view honestly where numbering differs", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await openApp(page, "/Bible/kjv/John/3#16");
    await expect.poll(() => verse(page, 16).innerText()).toContain("For God so loved");
    await page.getByRole("combobox", { name: "Translation" }).selectOption("rv1909");
    await expect.poll(() => heading(page).innerText()).toBe("Juan 3");
    expect(page.url()).toMatch(/\/Bible\/rv1909\/John\/3#16$/);
    await expect.poll(() => verse(page, 16).innerText()).toContain("Porque de tal manera amó Dios al mundo");

    // KJV beside the RV1909 in Numbers 12, where the Spanish puts KJV 12:16 at the start of chapter 13.
    await openApp(page, "/Bible/kjv/Numbers/12?parallel=rv1909");
    await expect.poll(() => page.locator("#v16").innerText()).toMatch(/13:1/);
    const row = await page.locator("#v16").innerText();
    expect(row).toContain("Hazeroth");
    expect(row).toContain("Haseroth");
    await expectNoAxeViolations(page);

    // The WEB leaves out Acts 8:37 and says so beside the KJV's verse.
    await openApp(page, "/Bible/kjv/Acts/8?parallel=web");
    await expect.poll(() => page.locator("#v37").innerText()).toContain("The World English Bible does not include this verse.");
    expect(await page.locator("#v37").innerText()).toContain("I believe that Jesus Christ is the Son of God");
    await context.close();
  });

  it("copies and shares selected verses as a PNG that carries the verse", async () => {
    const context = await newContext(browser());
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const page = await context.newPage();
    await openApp(page, "/Bible/kjv/John/3");
    await page.getByRole("button", { name: "Select verse 16" }).click();
    await page.getByRole("button", { name: "Select verse 17" }).click();
    const bar = page.getByRole("region", { name: "Selected verses" });
    await expect.poll(() => bar.innerText()).toContain("John 3:16-17");
    await bar.getByRole("button", { name: "Copy" }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/^For God so loved the world.*\n— John 3:16-17 \(KJV\)$/s);

    await bar.getByRole("button", { name: "Share image" }).click();
    const preview = page.getByTestId("verse-image-preview");
    await expect.poll(() => preview.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await preview.getAttribute("alt")).toMatch(/^For God so loved the world.* — John 3:16-17 \(KJV\)$/);
    // The file a person downloads: a real PNG of 1080 x 1080 pixels.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download image" }).click()]);
    expect(download.suggestedFilename()).toBe("berea-john-3-16-17.png");
    const png = await readFile(await download.path());
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1080, 1080]);
    expect(png.length).toBeGreaterThan(20_000);
    // And it shows the verse: Tesseract reads the words back off the picture.
    expect(await recognizeText(png)).toContain("For God so loved the world, that he gave his only begotten Son");
    // Drawn, not blank: the preview has the many colours of anti-aliased text on the background.
    const colours = await preview.evaluate((img: HTMLImageElement) => {
      const canvas = document.createElement("canvas");
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context = canvas.getContext("2d");
      context?.drawImage(img, 0, 0);
      const pixels = context?.getImageData(0, 0, canvas.width, canvas.height).data ?? new Uint8ClampedArray();
      const seen = new Set<number>();
      for (let index = 0; index < pixels.length; index += 4 * 97) seen.add(((pixels[index] ?? 0) << 16) | ((pixels[index + 1] ?? 0) << 8) | (pixels[index + 2] ?? 0));
      return seen.size;
    });
    expect(colours).toBeGreaterThan(50);
    await context.close();
  });
});

describe("search", () => {
  it("finds a phrase, highlights it and opens the verse in the reader", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto("/Bible/search");
    await page.getByRole("searchbox").fill('"so loved the world"');
    await page.getByRole("button", { name: "Search" }).click();
    const first = page.getByRole("list", { name: "Search results" }).getByRole("listitem").first();
    await expect.poll(() => first.innerText()).toContain("John 3:16");
    expect(await first.locator("mark").allInnerTexts()).toEqual(["so", "loved", "the", "world"]);
    await expectNoAxeViolations(page);
    await first.getByRole("link").click();
    await expect.poll(() => page.url()).toMatch(/\/Bible\/kjv\/John\/3#16$/);
    await expect.poll(() => verse(page, 16).getAttribute("class")).toMatch(/highlighted/);
    await context.close();
  });

  it("folds Spanish accents and filters by book", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto("/Bible/search?translation=rv1909&scope=Ps&q=jehova+pastor");
    const first = page.getByRole("list", { name: "Search results" }).getByRole("listitem").first();
    await expect.poll(() => first.innerText()).toContain("Salmos 23:1");
    expect(await first.locator("mark").allInnerTexts()).toEqual(["JEHOVÁ", "pastor"]);
    const references = await page.locator("ol li a > span:first-child").allInnerTexts();
    expect(references.every((reference) => reference.startsWith("Salmos "))).toBe(true);
    await context.close();
  });
});

describe("verse of the day", () => {
  it("shows today's verse with its date on /verse and on the landing page", async () => {
    const context = await newContext(browser(), "desktop", { timezoneId: "America/Chicago" });
    const page = await context.newPage();
    // The page's today comes from the browser's clock: pinned at 10:00 on 10 March in Chicago.
    await page.clock.setFixedTime(new Date("2026-03-10T15:00:00Z"));
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await page.goto("/verse");
    await expect.poll(() => page.locator("time").innerText()).toBe("Tuesday, March 10, 2026");
    expect(await page.locator("time").getAttribute("datetime")).toBe("2026-03-10");
    const card = page.getByRole("region", { name: "Verse of the day" });
    await expect.poll(() => card.locator("cite").innerText()).toMatch(/^.+ \d+:\d+(-\d+)? · KJV$/);
    const reference = await card.locator("cite").innerText();
    await expectNoAxeViolations(page);

    // A first visit is the static page on Preact (no router): choosing a Bible puts it in the address, as a step Back undoes.
    expect(requested.some((url) => url.includes("/entry-static-page-"))).toBe(true);
    await page.getByLabel("Translation").selectOption("web");
    await expect.poll(() => card.locator("cite").innerText()).toBe(reference.replace(/KJV$/, "WEB"));
    expect(new URL(page.url()).search).toBe("?translation=web");
    expect(await page.getByRole("link", { name: "Memorize this verse" }).getAttribute("href")).toContain("translation=web");
    await page.goBack();
    await expect.poll(() => card.locator("cite").innerText()).toBe(reference);
    expect(await page.getByLabel("Translation").inputValue()).toBe("kjv");

    await page.goto("/");
    const landing = page.getByRole("region", { name: "Verse of the day" }).first();
    await expect.poll(() => landing.locator("cite").innerText()).toBe(reference);
    await context.close();
  });
});

describe("offline", () => {
  it("installs as an app and reopens a chapter it has read without a connection", async () => {
    const context = await newContext(browser(), "desktop", { serviceWorkers: "allow" });
    const page = await context.newPage();
    await openApp(page, "/Bible/kjv/Ruth/1");
    await expect.poll(() => heading(page).innerText()).toBe("Ruth 1");
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // Chromium's own check that the app can be installed (manifest, icons, service worker). A test
    // context is an incognito profile, where nothing installs; that is the only objection allowed.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: { errorId: string }[] };
    expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== "in-incognito")).toEqual([]);
    // The chapter came inside its page (rendered on the server) and was never fetched: it is kept all the same.
    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => verse(page, 16).innerText()).toContain("whither thou goest, I will go");
    await openApp(page, "/Bible/kjv/Esther/4");
    await expect.poll(() => page.getByRole("alert").innerText()).toContain("This chapter isn't saved on this device yet, and Berea can't be reached right now.");
    await context.close();
  });
});
