import type { Page } from "playwright-core";
import { expect } from "vitest";

/** From the Free dashboard's pricing screen to /subscription with the plan and cycle chosen. */
export async function choosePlan(page: Page, plan: "Premium" | "Family", cycle: "Monthly" | "Annual"): Promise<void> {
  // The pricing screen renders as it nears the screen, below the home.
  await page.locator("#plans").scrollIntoViewIfNeeded();
  // The radios are styled labels; a person clicks the label.
  const option = (name: string | RegExp) => page.locator("label").filter({ has: page.getByRole("radio", { name }) });
  await option(cycle).click();
  await option(new RegExp(`^${plan}`)).click();
  expect(await page.getByRole("radio", { name: cycle }).isChecked()).toBe(true);
  expect(await page.getByRole("radio", { name: new RegExp(`^${plan}`) }).isChecked()).toBe(true);
  await page.getByRole("button", { name: "Complete Purchase" }).click();
  await page.waitForURL("**/subscription");
}

/** Types a card into the card Element (the Stripe.js stand-in's fields): the number given, a date two years ahead, a CVC and a ZIP. */
export async function fillCard(page: Page, number: string): Promise<void> {
  await page.getByLabel("Credit or debit card number").fill(number);
  // Two years past the page's own date, which Stripe.js checks the expiry against.
  const year = await page.evaluate(() => new Date().getFullYear());
  await page.getByLabel("Credit or debit card expiration date").fill(`12${String(year + 2).slice(2)}`);
  await page.getByLabel("Credit or debit card CVC/CVV").fill("123");
  await page.getByLabel("ZIP").fill("12345");
}
