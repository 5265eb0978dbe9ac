import { expect } from "vitest";
import { baseUrl } from "./browser.ts";

/** A password that meets the sign-up rules, shared by every test account. */
export const password = "Berea#2026";

export const uniqueEmail = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}@example.com`;

/** Registers an account straight through the API, as another visitor would have. */
export async function registerThroughApi(name: string): Promise<{ email: string; referralCode: string }> {
  const email = uniqueEmail(name.toLowerCase());
  const response = await fetch(`${baseUrl()}/api/`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ subject: "register", name, email, password, repeatPassword: password }),
  });
  expect(response.ok).toBe(true);
  const body = (await response.json()) as { payload: { user: { referralCode: string } } };
  return { email, referralCode: body.payload.user.referralCode };
}
