import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { registerThroughApi, signIn } from "./support/accounts.ts";
import { chromiumForFile, expectNoAxeViolations, newContext, openApp, textTouchingEdges, toastTexts } from "./support/browser.ts";

const browser = chromiumForFile();

/** The notes listed on /notes (the page's own list, not the header's). */
const noteItems = (page: Page) => page.getByRole("main").getByRole("listitem");
/** The verse paragraph of a verse number in the reader. */
const verse = (page: Page, number: number) => page.locator(`p#v${number}`);

describe("notes and highlights in the browser", () => {
  it("a reader highlights and notes a verse offline on a phone; back online it reaches their laptop, on /notes and in another translation's numbering", async () => {
    const lydia = await registerThroughApi("Lydia");
    const words = "The Lord prepared the fish before Jonah prayed.";

    // The phone: the RV1909's Jonás 2, notes listed once online, then the connection drops.
    const phone = await newContext(browser(), "phone");
    const phonePage = await phone.newPage();
    await signIn(phonePage, lydia.email);
    const listed = phonePage.waitForResponse((response) => response.url().endsWith("/api/notes/list") && response.ok());
    await openApp(phonePage, "/Bible/rv1909/Jonah/2");
    await listed;
    await verse(phonePage, 1).getByText("MAS Jehová había prevenido un gran pez").waitFor();
    await phone.setOffline(true);

    await phonePage.getByRole("button", { name: "Select verse 1", exact: true }).click();
    await phonePage.getByRole("button", { name: "Highlight or note" }).click();
    const editor = phonePage.getByRole("dialog", { name: "Highlight or note Jonás 2:1" });
    await editor.getByRole("radio", { name: "Green" }).check();
    await editor.getByLabel("Private note").fill(words);
    await editor.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => toastTexts(phonePage)).toContain("Saved on this device. It will be sent when you are back online.");
    await phonePage.getByRole("button", { name: "Your note on verse 1" }).waitFor();
    expect(await verse(phonePage, 1).getAttribute("class")).toMatch(/mark-green/);
    await phonePage.screenshot({ path: "/tmp/notes-reader-phone.png" });

    // Back online: the queued save is sent once, by itself.
    const saved = phonePage.waitForResponse((response) => response.url().endsWith("/api/notes/save"));
    await phone.setOffline(false);
    expect((await saved).status()).toBe(200);

    // The laptop: /notes lists it, the reference leads back to the reader, and the KJV shows it on Jonah 1:17.
    const laptop = await newContext(browser(), "desktop");
    const laptopPage = await laptop.newPage();
    await signIn(laptopPage, lydia.email);
    await laptopPage.getByRole("link", { name: "My notes" }).click();
    await laptopPage.getByRole("heading", { name: "Notes and highlights", level: 1 }).waitFor();
    const card = noteItems(laptopPage).filter({ hasText: words });
    await card.getByText("RV1909 · Green").waitFor();
    expect(await noteItems(laptopPage).count()).toBe(1);
    await laptopPage.getByLabel("Search").fill("pez");
    await laptopPage.getByText("0 of 1 notes").waitFor();
    await laptopPage.getByLabel("Search").fill("jonas fish");
    await laptopPage.getByText("1 note", { exact: true }).waitFor();
    await expectNoAxeViolations(laptopPage);
    await laptopPage.screenshot({ path: "/tmp/notes-page-desktop.png", fullPage: true });

    await card.getByRole("link", { name: "Jonás 2:1" }).click();
    await laptopPage.waitForURL("**/Bible/rv1909/Jonah/2#1");
    await laptopPage.getByRole("button", { name: "Your note on verse 1" }).waitFor();
    await openApp(laptopPage, "/Bible/kjv/Jonah/1");
    await laptopPage.getByRole("button", { name: "Your note on verse 17" }).click();
    const kjvEditor = laptopPage.getByRole("dialog", { name: "Your note on Jonás 2:1 (RV1909)" });
    expect(await kjvEditor.getByLabel("Private note").inputValue()).toBe(words);
    expect(await verse(laptopPage, 17).getAttribute("class")).toMatch(/mark-green/);
    await expectNoAxeViolations(laptopPage);
    await laptopPage.screenshot({ path: "/tmp/notes-reader-desktop.png" });

    // The phone's /notes shows the one note (the resend did not double it).
    await openApp(phonePage, "/notes");
    await noteItems(phonePage).filter({ hasText: words }).waitFor();
    expect(await noteItems(phonePage).count()).toBe(1);
    expect(await textTouchingEdges(phonePage)).toEqual([]);
    await phonePage.screenshot({ path: "/tmp/notes-page-phone.png", fullPage: true });
    await phone.close();
    await laptop.close();
  });
});
