import type { BrowserContext, Page } from "playwright-core";
import { beforeEach, describe, expect, it } from "vitest";
import { authHost, chromiumForFile, clearAccounts, newContext, openApp, toastTexts } from "./support/browser.ts";
import { installGoogleApiStandIn } from "./support/google-api-stand-in.ts";
import { registerThroughApi, uniqueEmail } from "./support/accounts.ts";

const browser = chromiumForFile();
beforeEach(clearAccounts);

interface UserData {
  uid: string;
  name: string;
  email: string;
  referralCode: string;
  referredBy: string | null;
}


/** A context whose pages get the stand-in for Google's api.js (see google-api-stand-in.ts). */
async function googleReadyContext(): Promise<BrowserContext> {
  const context = await newContext(browser());
  await installGoogleApiStandIn(context);
  return context;
}

/** Clicks a Google button and returns the Auth emulator's sign-in popup once it has loaded. */
async function openGooglePopup(page: Page, buttonName: string): Promise<Page> {
  const [popup] = await Promise.all([page.waitForEvent("popup"), page.getByRole("button", { name: buttonName }).click()]);
  await popup.waitForLoadState("domcontentloaded");
  expect(new URL(popup.url()).pathname).toBe("/emulator/auth/handler");
  return popup;
}

/** In the emulator's popup: "Add new account" with this email and display name. */
async function addNewGoogleAccount(popup: Page, email: string, displayName: string): Promise<void> {
  await popup.locator("#add-account-button").click();
  await popup.locator("#email-input").fill(email);
  await popup.locator("#display-name-input").fill(displayName);
  await popup.locator("#sign-in").click();
}

/** The signed-in user's profile, asked for from the page so the httpOnly session cookie goes along. */
async function userDataFromPage(page: Page): Promise<UserData> {
  const reply = await page.evaluate(async () => {
    const response = await fetch("/api/", {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ subject: "getUserData" }),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  });
  expect(reply.status).toBe(200);
  return (reply.body as { payload: UserData }).payload;
}

/** The Auth emulator's accounts, to check what Google sign-in created there. */
async function emulatorAccounts(): Promise<{ localId: string; email?: string; providerUserInfo?: { providerId: string }[] }[]> {
  const response = await fetch(`http://${authHost()}/identitytoolkit.googleapis.com/v1/projects/demo-berea/accounts:query`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: "Bearer owner" },
    body: JSON.stringify({ returnUserInfo: true }),
  });
  expect(response.ok).toBe(true);
  const body = (await response.json()) as { userInfo?: { localId: string; email?: string; providerUserInfo?: { providerId: string }[] }[] };
  return body.userInfo ?? [];
}

/**
 * Collects the page's dialogs. The emulator's helper iframe reports its
 * internal errors (a failed gapi load, an authEvent nobody acknowledged) with
 * alert(), which Playwright would otherwise dismiss without a trace.
 */
function collectDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on("dialog", (dialog) => {
    messages.push(dialog.message());
    void dialog.dismiss();
  });
  return messages;
}

/** The dashboard greets by first name and the time of day: "Good morning, Lydia". */
async function expectWelcome(page: Page, name: string): Promise<void> {
  await page.waitForURL("**/dashboard");
  const greeting = new RegExp(`^Good (morning|afternoon|evening), ${name.split(" ")[0] ?? name}$`);
  await expect.poll(() => page.getByRole("heading", { level: 1, name: greeting }).isVisible()).toBe(true);
}

describe("Google sign-in through the Auth emulator", () => {
  it("signs a new user up with Google from a referral link, keeping the referral", async () => {
    const referrer = await registerThroughApi("Priscilla");
    const context = await googleReadyContext();
    const page = await context.newPage();
    const dialogs = collectDialogs(page);
    await openApp(page, `/register?ref=${referrer.referralCode}`);
    await expect.poll(() => page.getByLabel("Referral code (optional)").inputValue()).toBe(referrer.referralCode);

    const email = uniqueEmail("lydia");
    const popup = await openGooglePopup(page, "Sign up with Google");
    await addNewGoogleAccount(popup, email, "Lydia of Thyatira");

    await expectWelcome(page, "Lydia of Thyatira");
    // A new user is offered the plans (rendered as they near the screen).
    await page.locator("#plans").scrollIntoViewIfNeeded();
    await expect.poll(() => page.getByRole("heading", { name: "Choose your plan" }).isVisible()).toBe(true);
    expect(await toastTexts(page)).toEqual([]);

    const user = await userDataFromPage(page);
    expect(user).toMatchObject({ name: "Lydia of Thyatira", email, referredBy: referrer.referralCode });
    expect(user.referralCode).not.toBe(referrer.referralCode);

    // Firebase Auth holds it as a Google account, not a password one.
    const account = (await emulatorAccounts()).find((candidate) => candidate.email === email);
    expect(account?.localId).toBe(user.uid);
    expect(account?.providerUserInfo?.map((info) => info.providerId)).toEqual(["google.com"]);
    expect(dialogs).toEqual([]);
    await context.close();
  });

  it("signs the same Google account in again from /login, picking it in the emulator's list", async () => {
    const email = uniqueEmail("phoebe");
    const first = await googleReadyContext();
    const firstPage = await first.newPage();
    await openApp(firstPage, "/login");
    await addNewGoogleAccount(await openGooglePopup(firstPage, "Sign in with Google"), email, "Phoebe of Cenchreae");
    await expectWelcome(firstPage, "Phoebe of Cenchreae");
    const firstUser = await userDataFromPage(firstPage);
    expect(firstUser.referredBy).toBeNull();
    await first.close();

    // A new browser session: no cookie, so the app needs Google again.
    const second = await googleReadyContext();
    const page = await second.newPage();
    const dialogs = collectDialogs(page);
    await openApp(page, "/login");
    const popup = await openGooglePopup(page, "Sign in with Google");
    const listed = popup.locator(".js-reuse-account", { hasText: email });
    expect(await listed.count()).toBe(1);
    await listed.click();

    await expectWelcome(page, "Phoebe of Cenchreae");
    const user = await userDataFromPage(page);
    expect(user).toMatchObject({ uid: firstUser.uid, email, referralCode: firstUser.referralCode });
    // Signing in again did not make a second account.
    expect((await emulatorAccounts()).filter((account) => account.email === email)).toHaveLength(1);
    expect(dialogs).toEqual([]);
    await second.close();
  });
});
