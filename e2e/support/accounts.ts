import { expect, inject } from "vitest";
import type { Page } from "playwright-core";
import { authHost, baseUrl, openApp } from "./browser.ts";

/** A password that meets the sign-up rules, shared by every test account. */
export const password = "Berea#2026";

export const uniqueEmail = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}@example.com`;

/** Registers an account straight through the API, as another visitor would have. */
export async function registerThroughApi(name: string): Promise<{ email: string; referralCode: string; uid: string }> {
  const email = uniqueEmail(name.toLowerCase());
  const response = await fetch(`${baseUrl()}/api/`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ subject: "register", name, email, password, repeatPassword: password }),
  });
  expect(response.ok).toBe(true);
  const body = (await response.json()) as { payload: { user: { referralCode: string; uid: string } } };
  return { email, referralCode: body.payload.user.referralCode, uid: body.payload.user.uid };
}

/**
 * Puts an account on a plan (1 Premium, 2 Family) by writing its profile in
 * the server's own store file, as a paid subscription's webhook would; for
 * tests about what a plan opens, not about paying for it.
 */
export async function setPaymentPlan(uid: string, paymentPlan: 0 | 1 | 2): Promise<void> {
  const { createSqliteStore } = await import("../../functions/src/store/sqlite-driver.ts");
  const store = createSqliteStore({ file: inject("storeFile") });
  try {
    await store.update("users", uid, { paymentPlan });
  } finally {
    await store.close();
  }
}

/** Signs an account in through the /login form with the shared password, as a person does, and waits for the dashboard. */
export async function signIn(page: Page, email: string): Promise<void> {
  await openApp(page, "/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL("**/dashboard");
}

/**
 * Gives an account the `admin` custom claim in the Auth emulator, as the
 * Admin SDK's setCustomUserClaims does (the emulator accepts the `owner`
 * bearer for admin calls). It applies from the account's next sign-in.
 */
export async function makeModerator(uid: string): Promise<void> {
  const response = await fetch(`http://${authHost()}/identitytoolkit.googleapis.com/v1/projects/demo-berea/accounts:update`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: "Bearer owner" },
    body: JSON.stringify({ localId: uid, customAttributes: JSON.stringify({ admin: true }) }),
  });
  expect(response.ok).toBe(true);
}
