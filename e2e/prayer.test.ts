import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { confirmEmail, makeModerator, registerThroughApi, signIn } from "./support/accounts.ts";
import { chromiumForFile, expectNoAxeViolations, newContext, openApp, textTouchingEdges, toastTexts } from "./support/browser.ts";

const browser = chromiumForFile();

/** The card of the request with these words. */
const card = (page: Page, text: string) => page.getByRole("article").filter({ hasText: text });

describe("the prayer wall in the browser", () => {
  it("one person shares a request without their name; another prays for it and the count reaches the sharer, who marks it answered", async () => {
    const hannah = await registerThroughApi("Hannah");
    const eli = await registerThroughApi("Eli");
    const words = "Please pray for a child. We have waited many years.";

    // Hannah, on her phone: the header's link, then a request shared without her name.
    const hannahContext = await newContext(browser(), "phone");
    const hannahPage = await hannahContext.newPage();
    await signIn(hannahPage, hannah.email);
    await openApp(hannahPage, "/prayer");
    await hannahPage.getByRole("heading", { name: "Prayer wall", level: 1 }).waitFor();
    await hannahPage.getByText("No prayer requests yet. Be the first to share one.").waitFor();
    const box = hannahPage.getByLabel("Your prayer request");
    await box.fill("Help");
    await hannahPage.getByRole("button", { name: "Share request" }).click();
    await hannahPage.getByText("A prayer request needs at least 10 characters.").waitFor();
    await box.fill(words);
    await hannahPage.getByLabel("Share without my name").check();
    await hannahPage.getByRole("button", { name: "Share request" }).click();
    await expect.poll(() => toastTexts(hannahPage)).toContain("Your request is on the wall.");
    await card(hannahPage, words).getByText("Someone on Berea").waitFor();
    await hannahPage.getByText("You can share 4 more requests today.").waitFor();
    expect(await box.inputValue()).toBe("");
    expect(await textTouchingEdges(hannahPage)).toEqual([]);
    await expectNoAxeViolations(hannahPage);

    // Eli, on a desktop, sees it without her name, prays, and cannot pray twice.
    const eliContext = await newContext(browser(), "desktop");
    const eliPage = await eliContext.newPage();
    await signIn(eliPage, eli.email);
    await eliPage.getByRole("navigation").first().getByRole("link", { name: "Prayer wall" }).click();
    await eliPage.waitForURL("**/prayer");
    const request = card(eliPage, words);
    await request.getByText("Someone on Berea").waitFor();
    expect(await request.innerText()).not.toContain("Hannah");
    await request.getByRole("button", { name: "I prayed" }).click();
    const prayed = request.getByRole("button", { name: "You prayed" });
    await expect.poll(() => prayed.getAttribute("aria-pressed")).toBe("true");
    await request.getByText("1 person prayed").waitFor();
    await eliPage.reload();
    await card(eliPage, words).getByText("1 person prayed").waitFor();
    expect(await card(eliPage, words).getByRole("button", { name: "You prayed" }).getAttribute("aria-pressed")).toBe("true");
    await expectNoAxeViolations(eliPage);

    // Hannah sees that someone prayed, and marks the request answered with a note.
    await hannahPage.reload();
    const own = card(hannahPage, words);
    await own.getByText("1 person prayed").waitFor();
    await own.getByRole("button", { name: "Mark answered…" }).click();
    await own.getByRole("textbox").fill("Samuel is born. Thank you for praying.");
    await own.getByRole("button", { name: "Mark answered", exact: true }).click();
    await own.getByText("Answered", { exact: true }).waitFor();
    await own.getByText("Samuel is born. Thank you for praying.").waitFor();

    // Her own requests are one tab away, kept in the address.
    await hannahPage.getByRole("tab", { name: "My requests" }).click();
    await hannahPage.waitForURL("**/prayer?tab=mine");
    await card(hannahPage, words).getByText("Samuel is born. Thank you for praying.").waitFor();

    // Eli sees the answer, and reports nothing: a report asks first, and cancelling sends none.
    await eliPage.reload();
    await card(eliPage, words).getByText("Samuel is born. Thank you for praying.").waitFor();
    await card(eliPage, words).getByRole("button", { name: "Report…" }).click();
    await card(eliPage, words).getByText("We take a request off the wall when several people report it.").waitFor();
    await card(eliPage, words).getByRole("button", { name: "Cancel" }).click();
    await card(eliPage, words).getByRole("button", { name: "Report…" }).waitFor();

    // Hannah deletes it after confirming; it is gone from Eli's wall too.
    await hannahPage.getByRole("tab", { name: "The wall" }).click();
    await card(hannahPage, words).getByRole("button", { name: "Delete…" }).click();
    await card(hannahPage, words).getByRole("button", { name: "Delete", exact: true }).click();
    await expect.poll(() => toastTexts(hannahPage)).toContain("Your prayer request is deleted.");
    await expect.poll(() => card(hannahPage, words).count()).toBe(0);
    await eliPage.reload();
    await eliPage.getByText("No prayer requests yet. Be the first to share one.").waitFor();

    await hannahContext.close();
    await eliContext.close();
  });

  it("sends a signed-out visitor to sign in and back to the wall", async () => {
    const ruth = await registerThroughApi("Ruth");
    const context = await newContext(browser());
    const page = await context.newPage();
    await openApp(page, "/prayer?tab=mine");
    await page.waitForURL("**/login?**");
    await page.getByLabel("Email").fill(ruth.email);
    await page.getByLabel("Password", { exact: true }).fill("Berea#2026");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL("**/prayer?tab=mine");
    await page.getByText("You have not shared a prayer request yet.").waitFor();
    await context.close();
  });

  it("a moderator finds a reported request under Reports and keeps it on the wall", async () => {
    const [demas, eli, titus] = [await registerThroughApi("Demas"), await registerThroughApi("Eli"), await registerThroughApi("Titus")];
    await makeModerator(titus.uid);
    const words = "Pray for my trip to Thessalonica next week.";

    const demasContext = await newContext(browser());
    const demasPage = await demasContext.newPage();
    await signIn(demasPage, demas.email);
    await openApp(demasPage, "/prayer");
    await demasPage.getByLabel("Your prayer request").fill(words);
    await demasPage.getByRole("button", { name: "Share request" }).click();
    await card(demasPage, words).waitFor();
    // No Reports tab for anyone but moderators.
    expect(await demasPage.getByRole("tab", { name: "Reports" }).count()).toBe(0);
    await demasContext.close();

    const eliContext = await newContext(browser());
    const eliPage = await eliContext.newPage();
    await signIn(eliPage, eli.email);
    await openApp(eliPage, "/prayer");
    await card(eliPage, words).getByRole("button", { name: "Report…" }).click();
    await card(eliPage, words).getByRole("button", { name: "Report", exact: true }).click();
    await expect.poll(() => toastTexts(eliPage)).toContain("Thank you for telling us. We will look at this request.");
    await card(eliPage, words).getByRole("button", { name: "Reported" }).waitFor();
    await eliContext.close();

    const titusContext = await newContext(browser());
    const titusPage = await titusContext.newPage();
    await signIn(titusPage, titus.email);
    await openApp(titusPage, "/prayer");
    await titusPage.getByRole("tab", { name: "Reports" }).click();
    await titusPage.waitForURL("**/prayer?tab=reports");
    const reported = card(titusPage, words);
    await reported.getByText("Reported by 1 person · still on the wall").waitFor();
    await expectNoAxeViolations(titusPage);
    await reported.getByRole("button", { name: "Keep on the wall" }).click();
    await expect.poll(() => toastTexts(titusPage)).toContain("The request stays on the wall, and its reports are cleared.");
    await titusPage.getByText("No reported requests are waiting for review.").waitFor();
    await titusPage.getByRole("tab", { name: "The wall" }).click();
    await card(titusPage, words).waitFor();
    await titusContext.close();
  });

  it("sharing waits for a confirmed email: the form says so, sends a new link, and shares once the link is opened", async () => {
    const phoebe = await registerThroughApi("Phoebe", { confirmed: false });
    const words = "Please pray for the church that meets in Cenchreae.";
    const context = await newContext(browser(), "phone");
    const page = await context.newPage();
    await signIn(page, phoebe.email);
    await openApp(page, "/prayer");
    await page.getByLabel("Your prayer request").fill(words);
    await page.getByRole("button", { name: "Share request" }).click();
    await page.getByRole("heading", { name: "Confirm your email address" }).waitFor();
    await page.getByText("Please confirm your email address to share prayer requests.", { exact: false }).waitFor();
    await page.getByRole("button", { name: "Send a new link" }).click();
    await page.getByText("We sent a new link. Open it from your inbox (or spam folder), then try again here.").waitFor();
    await expectNoAxeViolations(page);
    if (process.env.BEREA_E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.BEREA_E2E_SCREENSHOTS}/email-confirmation-notice.png`, fullPage: true });
    // Phoebe opens the link Firebase Auth emailed (the emulator keeps its code), then shares again in the same session.
    await confirmEmail(phoebe.email);
    await page.getByRole("button", { name: "Share request" }).click();
    await expect.poll(() => toastTexts(page)).toContain("Your request is on the wall.");
    await card(page, words).waitFor();
    expect(await page.getByRole("heading", { name: "Confirm your email address" }).count()).toBe(0);
    await context.close();
  });
});
