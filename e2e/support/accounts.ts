import { expect, inject } from "vitest";
import type { Page } from "playwright-core";
import { authHost, baseUrl, openApp } from "./browser.ts";

/** A password that meets the sign-up rules, shared by every test account. */
export const password = "Berea#2026";

export const uniqueEmail = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}@example.com`;

const identityToolkit = (method: string) => `http://${authHost()}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-api-key`;

async function authCall<T>(method: string, body: unknown): Promise<T> {
  const response = await fetch(identityToolkit(method), { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  const json = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok) throw new Error(`Auth emulator ${method} failed: ${json.error?.message ?? response.status}`);
  return json;
}

async function newestConfirmationCode(email: string): Promise<string | null> {
  const response = await fetch(`http://${authHost()}/emulator/v1/projects/demo-berea/oobCodes`);
  const { oobCodes = [] } = (await response.json()) as { oobCodes?: { email: string; oobCode: string; requestType: string }[] };
  return oobCodes.filter((sent) => sent.email === email && sent.requestType === "VERIFY_EMAIL").at(-1)?.oobCode ?? null;
}

/**
 * Confirms an account's email as its owner does: opens the newest
 * confirmation link the Auth emulator "emailed" to it (its REST
 * `emulator/v1/projects/{id}/oobCodes`), asking for one first when `idToken`
 * is given (a sign-up in the page asked already).
 */
export async function confirmEmail(email: string, idToken?: string): Promise<void> {
  if (idToken) await authCall("sendOobCode", { requestType: "VERIFY_EMAIL", idToken });
  // A sign-up in the page asks Firebase Auth for the link without waiting for it: the code may come a moment later.
  let code: string | null = null;
  await expect.poll(async () => (code = await newestConfirmationCode(email))).not.toBeNull();
  await authCall("update", { oobCode: code });
}

/**
 * An account another visitor made before the test: a Firebase Auth account
 * (as the sign-up form's password sign-in makes it), its email confirmed
 * unless `confirmed: false`, and its profile, made by its first `login`. Not
 * through `register`, whose limit of 10 sign-ups an hour from one address
 * the whole run would pass (it is covered by the pages' own sign-ups and
 * functions/src/api/abuse.integration.test.ts).
 */
export async function registerThroughApi(name: string, options: { confirmed?: boolean } = {}): Promise<{ email: string; referralCode: string; uid: string }> {
  const email = uniqueEmail(name.toLowerCase());
  const signedUp = await authCall<{ idToken: string }>("signUp", { email, password, displayName: name, returnSecureToken: true });
  if (options.confirmed ?? true) await confirmEmail(email, signedUp.idToken);
  const { idToken } = await authCall<{ idToken: string }>("signInWithPassword", { email, password, returnSecureToken: true });
  const response = await fetch(`${baseUrl()}/api/`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ subject: "login", idToken, name }),
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
