import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { registerThroughApi, signIn } from "./support/accounts.ts";
import { baseUrl, chromiumForFile, expectNoAxeViolations, newContext, openApp } from "./support/browser.ts";

/**
 * A new player plays each of the four Bible games once on a phone, by touch
 * and by keyboard, answering as someone with a Bible open would (the
 * committed books.json and KJV text), and sees their XP go up.
 */
const browser = chromiumForFile();

interface BookMeta {
  id: string;
  order: number;
  name: { en: string; es: string };
}
const dataUrl = (name: string) => new URL(`../data/bible/${name}`, import.meta.url);
const books = (JSON.parse(readFileSync(dataUrl("books.json"), "utf8")) as { books: BookMeta[] }).books;
type TranslationText = { books: { id: string; chapters: { verses: string[] }[] }[] };
const kjv = JSON.parse(readFileSync(dataUrl("kjv.json"), "utf8")) as TranslationText;
const rv1909 = JSON.parse(readFileSync(dataUrl("rv1909.json"), "utf8")) as TranslationText;

/** The RV1909 text at "Salmo 23:1" or "1 Corintios 13:4". */
function spanishVerseAt(reference: string): string {
  const match = /^(.+) (\d+):(\d+)/.exec(reference);
  if (!match) throw new Error(`not a reference: ${reference}`);
  const [, name, chapter, verse] = match;
  const book = books.find((candidate) => candidate.name.es === name || (name === "Salmo" && candidate.id === "Ps"));
  const text = rv1909.books.find((candidate) => candidate.id === book?.id)?.chapters[Number(chapter) - 1]?.verses[Number(verse) - 1];
  if (!text) throw new Error(`no verse at ${reference}`);
  return text.trim();
}

/** The KJV text at "Psalm 23:1" or "1 Corinthians 13:4". */
function verseAt(reference: string): string {
  const match = /^(.+) (\d+):(\d+)/.exec(reference);
  if (!match) throw new Error(`not a reference: ${reference}`);
  const [, name, chapter, verse] = match;
  const book = books.find((candidate) => candidate.name.en === name || (name === "Psalm" && candidate.id === "Ps"));
  const text = kjv.books.find((candidate) => candidate.id === book?.id)?.chapters[Number(chapter) - 1]?.verses[Number(verse) - 1];
  if (!text) throw new Error(`no verse at ${reference}`);
  return text.trim();
}

const prompt = (page: Page) => page.locator("#item-prompt");
const detail = async (page: Page) => (await page.locator("#item-prompt + p").innerText()).replace(/ \((KJV|WEB)\)$/, "");

/** Places the pieces by their labels in order: a tap on each. */
async function placeInOrder(page: Page, labels: string[]) {
  for (const label of labels) await page.getByRole("button", { name: `Place ${label}`, exact: true }).first().click();
  await page.getByRole("button", { name: "Check" }).click();
}

async function nextOrResult(page: Page) {
  await expect.poll(() => page.getByText("Right.", { exact: true }).isVisible()).toBe(true);
  const button = page.getByRole("button", { name: /^(Next|See your result)$/ });
  await button.click();
}

/** Opens a game from the hub and waits for its first item. */
async function openGame(page: Page, title: string) {
  await page.getByRole("listitem", { name: title }).getByRole("link", { name: "Play" }).click();
  await expect.poll(() => prompt(page).isVisible()).toBe(true);
}

/** The XP the results screen shows, then back to the hub. */
async function finishAndReturn(page: Page): Promise<number> {
  const earned = page.getByTestId("xp-earned");
  await expect.poll(() => earned.isVisible()).toBe(true);
  const xp = Number((await earned.innerText()).replace(/[^\d]/g, ""));
  await page.getByRole("link", { name: "All games" }).last().click();
  await page.waitForURL("**/games");
  return xp;
}

const totalXp = async (page: Page) => {
  const line = page.getByRole("region", { name: "Your XP" });
  await expect.poll(() => line.isVisible()).toBe(true);
  return Number(/(\d+)\s*XP in all/.exec(await line.innerText())?.[1]);
};

describe("Bible games", () => {
  it("plays books in order, a verse scramble, who said it and reference match once each, and the XP goes up each time", async () => {
    const { email } = await registerThroughApi("Apphia");
    const context = await newContext(browser(), "phone");
    const page = await context.newPage();
    await signIn(page, email);

    await page.getByRole("contentinfo").getByRole("link", { name: "Bible games" }).click();
    await page.waitForURL("**/games");
    expect(await totalXp(page)).toBe(0);
    await expectNoAxeViolations(page);
    let xp = 0;

    // Books in order: tap the books in the canon's order.
    await openGame(page, "Books in order");
    await expect.poll(() => page.getByRole("timer").isVisible()).toBe(true);
    const names = (await page.getByRole("button", { name: /^Place / }).evaluateAll((buttons) => buttons.map((button) => button.textContent.trim())));
    const order = new Map(books.map((book) => [book.name.en, book.order]));
    await placeInOrder(page, [...names].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0)));
    await expectNoAxeViolations(page);
    await nextOrResult(page);
    const booksXp = await finishAndReturn(page);
    expect(booksXp).toBe(70);
    expect(await totalXp(page)).toBe((xp += booksXp));

    // Verse scramble: each verse's words in order, read from the reference shown.
    await openGame(page, "Verse scramble");
    for (let item = 0; item < 3; item += 1) {
      await placeInOrder(page, verseAt(await detail(page)).split(/\s+/));
      await nextOrResult(page);
    }
    const scrambleXp = await finishAndReturn(page);
    expect(scrambleXp).toBe(40);
    expect(await totalXp(page)).toBe((xp += scrambleXp));

    // Who said it: the speaker the verse names before the words, chosen by the number keys.
    await openGame(page, "Who said it?");
    for (let item = 0; item < 5; item += 1) {
      const quote = (await prompt(page).innerText()).replace(/^“|”$/g, "");
      const text = verseAt(await detail(page));
      const opening = text.slice(0, text.indexOf(quote));
      const options = await page.getByRole("list", { name: "Options" }).getByRole("button").allInnerTexts();
      // The speaker is the first name in the opening ("And Jesus said unto Peter, …"); another option may be named after it.
      const positions = options.map((option) => opening.search(new RegExp(`\\b${option.replace(/^\d+\s*/, "").trim()}\\b`)));
      const first = Math.min(...positions.filter((position) => position >= 0));
      const speaker = positions.indexOf(first);
      expect(speaker, `${opening} | ${options.join(", ")}`).toBeGreaterThanOrEqual(0);
      await page.keyboard.press(String(speaker + 1));
      if (item === 0) {
        await expect.poll(() => page.getByText("Right.", { exact: true }).isVisible()).toBe(true);
        await expectNoAxeViolations(page);
      }
      await nextOrResult(page);
    }
    const whoXp = await finishAndReturn(page);
    expect(whoXp).toBe(60);
    expect(await totalXp(page)).toBe((xp += whoXp));

    // Reference match: the reference whose verse is the one shown.
    await openGame(page, "Reference match");
    for (let item = 0; item < 5; item += 1) {
      const text = await prompt(page).innerText();
      const options = page.getByRole("list", { name: "Options" }).getByRole("button");
      const labels = (await options.allInnerTexts()).map((label) => label.replace(/^\d+\s*/, "").trim());
      const right = labels.findIndex((reference) => verseAt(reference) === text);
      expect(right, labels.join(", ")).toBeGreaterThanOrEqual(0);
      await options.nth(right).click();
      // Every answer is a doorway back into the text: the verse in its chapter.
      const [, book, chapter, verse] = /^(.+) (\d+):(\d+)$/.exec(labels[right] ?? "") ?? [];
      const reader = page.getByRole("link", { name: new RegExp(`^Read ${labels[right] ?? ""} in its chapter`) });
      expect(await reader.getAttribute("href")).toBe(`/Bible/kjv/${(book === "Psalm" ? "Psalms" : (book ?? "")).replace(/\s+/g, "-")}/${chapter ?? ""}#${verse ?? ""}`);
      await nextOrResult(page);
    }
    await expect.poll(() => page.getByTestId("xp-earned").isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    const referenceXp = await finishAndReturn(page);
    expect(referenceXp).toBe(60);
    expect(await totalXp(page)).toBe((xp += referenceXp));
    expect(await page.getByRole("listitem", { name: "Reference match" }).innerText()).toMatch(/5 of 5/);
    await context.close();
  });

  it("makes a Spanish reader's rounds in Spanish: the books' Spanish names, the Reina-Valera 1909's verses and Spanish references", async () => {
    const { email } = await registerThroughApi("Lidia");
    const context = await newContext(browser(), "phone");
    const page = await context.newPage();
    await signIn(page, email);
    // The reader chooses Spanish (as the header's switch keeps it: on the device and in Hosting's cookie).
    await page.evaluate(() => window.localStorage.setItem("berea.language", "es"));
    await context.addCookies([{ name: "firebase-language-override", value: "es", url: baseUrl() }]);

    await openApp(page, "/games/books-order");
    await expect.poll(() => prompt(page).isVisible()).toBe(true);
    expect(await prompt(page).innerText()).toMatch(/^Pon en orden estos libros del (Antiguo|Nuevo) Testamento\.$/);
    const names = await page.getByRole("button", { name: /^Colocar / }).evaluateAll((buttons) => buttons.map((button) => button.textContent.trim()));
    const order = new Map(books.map((book) => [book.name.es, book.order]));
    expect(names.every((name) => order.has(name)), names.join(", ")).toBe(true);
    for (const name of [...names].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0))) await page.getByRole("button", { name: `Colocar ${name}`, exact: true }).click();
    await page.getByRole("button", { name: "Revisar" }).click();
    await expect.poll(() => page.getByText("Correcto.", { exact: true }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Ver tu resultado" }).click();
    await expect.poll(() => page.getByTestId("xp-earned").innerText()).toBe("+70 XP");

    await openApp(page, "/games/verse-scramble");
    for (let item = 0; item < 3; item += 1) {
      await expect.poll(() => prompt(page).innerText()).toBe("Pon en orden las palabras del versículo.");
      const shown = await page.locator("#item-prompt + p").innerText();
      expect(shown).toMatch(/ \(RV1909\)$/);
      for (const word of spanishVerseAt(shown.replace(/ \(RV1909\)$/, "")).split(/\s+/)) await page.getByRole("button", { name: `Colocar ${word}`, exact: true }).first().click();
      await page.getByRole("button", { name: "Revisar" }).click();
      await expect.poll(() => page.getByText("Correcto.", { exact: true }).isVisible()).toBe(true);
      await page.getByRole("button", { name: /^(Siguiente|Ver tu resultado)$/ }).click();
    }
    await expect.poll(() => page.getByTestId("xp-earned").innerText()).toBe("+40 XP");
    await context.close();
  });
});
