import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as mupdf from "mupdf";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { password, registerThroughApi, setPaymentPlan } from "./support/accounts.ts";
import { chromiumForFile, expectNoAxeViolations, newContext, openApp } from "./support/browser.ts";

/**
 * The library in Chromium: a Free reader is sent to sign in from a chapter
 * and brought back to it, reads on, and meets the articles' monthly limit at
 * the fifth; a Premium reader downloads a book and a devotional path as PDFs
 * that MuPDF opens, with the title on page 1 (rendered to a PNG to look at).
 */
const browser = chromiumForFile();
const outDir = mkdtempSync(join(tmpdir(), "berea-e2e-library-"));

async function fillSignIn(page: Page, email: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

async function signIn(page: Page, email: string) {
  await openApp(page, "/login");
  await fillSignIn(page, email);
  await page.waitForURL("**/dashboard");
}

/** Opens a downloaded PDF with MuPDF: a valid file, page 1's text, and page 1 rendered to a PNG under the test's temp folder. */
function readPdf(file: string, pngName: string): { pages: number; firstPage: string; png: string } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(bytes.subarray(-7).toString("latin1")).toMatch(/%%EOF\s*$/);
  const doc = mupdf.Document.openDocument(bytes, "application/pdf");
  const page = doc.loadPage(0);
  const png = join(outDir, pngName);
  writeFileSync(png, page.toPixmap(mupdf.Matrix.scale(1.5, 1.5), mupdf.ColorSpace.DeviceRGB, false, true).asPNG());
  return { pages: doc.countPages(), firstPage: page.toStructuredText("preserve-whitespace").asText().replace(/\s+/g, " "), png };
}

describe("the library", () => {
  it("a Free reader signs in from a chapter and comes back to it, reads on, and sees the opening and an upgrade prompt at the fifth article of the month", async () => {
    const { email } = await registerThroughApi("Ruth");
    const context = await newContext(browser(), "phone");
    const page = await context.newPage();

    // Signed out, a chapter sends the reader to sign in and brings them back to it.
    await page.goto("/Books/treasury-of-david/2");
    await page.waitForURL(`**/login?next=${encodeURIComponent("/Books/treasury-of-david/2")}`);
    await fillSignIn(page, email);
    await page.waitForURL("**/Books/treasury-of-david/2");
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "Psalm 1" }).isVisible()).toBe(true);
    expect(await page.getByText("Chapter 2 of 42", { exact: false }).count()).toBeGreaterThan(0);
    // The references in Spurgeon's text become links into the reader.
    await expect.poll(() => page.locator("article a[href^='/Bible/']").count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Next chapter: Psalm 2" }).click();
    await page.waitForURL("**/Books/treasury-of-david/3");
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "Psalm 2" }).isVisible()).toBe(true);

    // The catalogue: books to read, no PDF for Free but the way to Premium; a book's contents.
    await page.goto("/Books");
    const treasury = page.getByRole("listitem", { name: "The Treasury of David" });
    await expect.poll(() => treasury.isVisible()).toBe(true);
    expect(await page.locator("#books > ul > li").count()).toBe(4);
    expect(await treasury.getByRole("link", { name: "PDF of The Treasury of David: comes with Premium" }).getAttribute("href")).toBe("/#pricing");
    expect(await page.getByRole("button", { name: /^Download PDF/ }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await treasury.getByRole("link", { name: "Read The Treasury of David" }).click();
    await page.waitForURL("**/Books/treasury-of-david");
    // The contents arrive with the book's catalogue entry: wait for them rather than count what has loaded.
    await expect.poll(() => page.getByRole("region", { name: "Contents" }).getByRole("link").count()).toBe(42);

    // Four whole articles this month, counted by the server.
    await page.goto("/Books#articles");
    const articleLinks = page.locator("#articles ul > li h3 a");
    await expect.poll(() => articleLinks.count()).toBe(24);
    const titles = (await articleLinks.allInnerTexts()).slice(0, 5);
    for (const [index, title] of titles.slice(0, 4).entries()) {
      await page.goto("/Books#articles");
      await page.locator("#articles").getByRole("link", { name: title, exact: true }).click();
      await expect.poll(() => page.getByRole("heading", { level: 1, name: title }).isVisible()).toBe(true);
      expect(await page.getByText(`${index + 1} of 4 free articles this month`).isVisible()).toBe(true);
      expect(await page.getByRole("region", { name: "Keep reading with Premium" }).count()).toBe(0);
      if (index === 0) await expectNoAxeViolations(page);
    }

    // The fifth: the opening and the upgrade prompt.
    await page.goto("/Books#articles");
    await page.locator("#articles").getByRole("link", { name: titles[4] ?? "", exact: true }).click();
    const prompt = page.getByRole("region", { name: "Keep reading with Premium" });
    await expect.poll(() => prompt.isVisible()).toBe(true);
    expect(await page.getByRole("heading", { level: 1, name: titles[4] ?? "" }).isVisible()).toBe(true);
    expect(await prompt.innerText()).toContain("You have read your 4 free articles this month (4 of 4).");
    expect(await prompt.getByRole("link", { name: "See Premium" }).getAttribute("href")).toBe("/#pricing");
    // Only the opening: one section, no section headings.
    expect(await page.locator("article section[aria-label='Opening']").count()).toBe(1);
    expect(await page.locator("article h2").allInnerTexts()).toEqual(["Keep reading with Premium"]);
    await expectNoAxeViolations(page);

    // One already read this month stays open.
    await page.goto("/Books#articles");
    await page.locator("#articles").getByRole("link", { name: titles[0] ?? "", exact: true }).click();
    await expect.poll(() => page.getByText("4 of 4 free articles this month").isVisible()).toBe(true);
    expect(await page.getByRole("region", { name: "Keep reading with Premium" }).count()).toBe(0);
    await context.close();
  });

  it("a Premium reader downloads a book and a devotional path as PDFs that open with their title on page 1", async () => {
    const { email, uid } = await registerThroughApi("Priscilla");
    await setPaymentPlan(uid, 1);
    const context = await newContext(browser());
    const page = await context.newPage();
    await signIn(page, email);

    await page.goto("/Books");
    const button = page.getByRole("button", { name: "Download PDF: Scofield Reference Notes" });
    await expect.poll(() => button.isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: /comes with Premium/ }).count()).toBe(0);
    const downloading = page.waitForEvent("download", { timeout: 120_000 });
    await button.click();
    await expect.poll(() => page.getByRole("button", { name: "Preparing the PDF of Scofield Reference Notes" }).count()).toBe(1);
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("Scofield Reference Notes.pdf");
    const bookFile = join(outDir, download.suggestedFilename());
    await download.saveAs(bookFile);
    const book = readPdf(bookFile, "scofield-page-1.png");
    console.log(`page 1 of the downloaded book PDF: ${book.png}`);
    expect(book.pages).toBeGreaterThan(100);
    expect(book.firstPage).toContain("Scofield Reference Notes");
    await expect.poll(() => button.isEnabled()).toBe(true);

    await page.goto("/Devotionals");
    const pathButton = page.getByRole("button", { name: "Download this path as PDF: Cast Your Cares: Anxiety and Peace" });
    // The paths render once their place nears the screen, below today's devotional: scroll down to them.
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 1500);
        return pathButton.isVisible();
      })
      .toBe(true);
    const [pathDownload] = await Promise.all([page.waitForEvent("download", { timeout: 60_000 }), pathButton.click()]);
    const pathFile = join(outDir, pathDownload.suggestedFilename());
    await pathDownload.saveAs(pathFile);
    const path = readPdf(pathFile, "anxiety-page-1.png");
    console.log(`page 1 of the downloaded devotional path PDF: ${path.png}`);
    expect(path.firstPage).toContain("Cast Your Cares: Anxiety and Peace");
    await context.close();
  }, 180_000);
});
