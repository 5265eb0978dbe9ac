import type { BillingStatus } from "@berea/contracts/billing";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { registerThroughApi, signIn } from "./support/accounts.ts";
import { choosePlan, fillCard } from "./support/checkout.ts";
import { baseUrl, chromiumForFile, expectNoAxeViolations, newContext, openApp, toastTexts } from "./support/browser.ts";

/**
 * Paying for a plan in Chromium against the local stack: the server talks to
 * the Stripe stand-in with the real SDK, the page loads the stand-in's
 * Stripe.js from the address the server names (GET /api/billing/config),
 * and the plan is applied by the signed webhook the stand-in delivers.
 */
const browser = chromiumForFile();
const standInUrl = inject("stripeStandInUrl");

/** The signed-in page's billing status, through the API with the page's own session cookie. */
async function billingStatus(context: BrowserContext): Promise<BillingStatus> {
  const response = await context.request.post(`${baseUrl()}/api/billing/status`, { data: {} });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { payload: BillingStatus }).payload;
}

const longDate = (page: Page, iso: string) => page.evaluate((value) => new Intl.DateTimeFormat(undefined, { dateStyle: "long" }).format(new Date(value)), iso);

// Skipped only when STRIPE_SECRET_KEY is set for the run: the setup then talks to real Stripe and starts no stand-in,
// and these steps (test cards, the stand-in's Stripe.js) need it.
describe.skipIf(!standInUrl)("billing", () => {
  it("a Free user buys annual Premium by card, sees Premium once the webhook applies it, then cancels at the period end", async () => {
    const { email } = await registerThroughApi("Lydia");
    const context = await newContext(browser(), "phone");
    const page = await context.newPage();
    await signIn(page, email);
    // The dashboard's "Your plan" card names the plan the API reports.
    const planName = () => page.getByRole("region", { name: "Your plan" }).locator("p").first().innerText();
    await expect.poll(planName, { timeout: 15_000 }).toBe("Free");

    await choosePlan(page, "Premium", "Annual");
    await expect.poll(() => page.getByText("$28.99").first().isVisible()).toBe(true);
    await expect.poll(() => page.getByLabel("Credit or debit card number").isVisible(), { timeout: 15_000 }).toBe(true);
    await page.getByLabel("Full Name").fill("Lydia of Thyatira");
    expect(await page.getByLabel("Email Address").inputValue()).toBe(email);
    await fillCard(page, "4242 4242 4242 4242");
    await expectNoAxeViolations(page);
    await page.screenshot({ path: "/tmp/billing-subscription-phone.png", fullPage: true });
    await page.getByRole("button", { name: "Start Subscription" }).click();

    await expect.poll(() => toastTexts(page)).toContain("Subscription started!");
    await page.waitForURL("**/dashboard");
    // The plan is applied by the webhook; the dashboard polls until it is.
    await expect.poll(planName, { timeout: 15_000 }).toBe("Premium");
    await expect.poll(() => toastTexts(page)).toContain("Your Premium plan is active.");
    expect(await page.getByRole("heading", { name: "Choose your plan" }).count()).toBe(0);

    const status = await billingStatus(context);
    expect(status).toMatchObject({ plan: "premium", cycle: "annual", status: "active", card: { brand: "visa", last4: "4242" } });
    const periodEnd = status.currentPeriodEnd ?? "";
    // A year from the start, by the stand-in's clock: the one that started the period.
    const stripeNow = ((await (await fetch(`${standInUrl}/_stand-in/clock`)).json()) as { now: number }).now * 1000;
    const days = (Date.parse(periodEnd) - stripeNow) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(367);

    await page.getByRole("link", { name: "Manage billing" }).click();
    await page.waitForURL("**/billing");
    const card = page.getByRole("article");
    await expect.poll(() => card.getByRole("heading", { level: 2 }).innerText()).toMatch(/^Premium\s*Yearly$/);
    const date = await longDate(page, periodEnd);
    expect(await card.getByText(`Next charge on ${date}.`).isVisible()).toBe(true);
    const cardLine = (await card.locator("p", { hasText: "4242" }).innerText()).replace(/\s+/g, " ");
    expect(cardLine).toMatch(/^Visa •••• (ending in )?4242$/);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: "/tmp/billing-page-phone.png", fullPage: true });

    await page.getByRole("button", { name: "Cancel at the end of this period" }).click();
    await expect.poll(() => card.getByText(`Your plan ends on ${date}. You will not be charged again.`).isVisible()).toBe(true);
    await expect.poll(() => toastTexts(page)).toContain("Your plan will end at the close of this period.");
    expect(await page.getByRole("button", { name: "Keep my plan" }).isVisible()).toBe(true);
    await page.screenshot({ path: "/tmp/billing-page-cancelled-phone.png", fullPage: true });
    // Stripe has it too, and the plan stays until then.
    expect(await billingStatus(context)).toMatchObject({ cancelAtPeriodEnd: true, paymentPlan: 1, currentPeriodEnd: periodEnd });
    await page.reload();
    await expect.poll(() => page.getByText(`Your plan ends on ${date}.`, { exact: false }).isVisible()).toBe(true);
    await context.close();
  });

  it("says the card was declined (the refusal's words by its decline code), and nothing changes", async () => {
    const { email } = await registerThroughApi("Demas");
    const context = await newContext(browser(), "desktop");
    const page = await context.newPage();
    await signIn(page, email);
    await choosePlan(page, "Family", "Monthly");
    await expect.poll(() => page.getByLabel("Credit or debit card number").isVisible(), { timeout: 15_000 }).toBe(true);
    await page.getByLabel("Full Name").fill("Demas");
    await fillCard(page, "4000000000000002");
    await page.getByRole("button", { name: "Start Subscription" }).click();
    await expect.poll(() => toastTexts(page)).toContain("Your card was declined.");
    expect(page.url()).toMatch(/\/subscription$/);
    expect(await page.getByRole("button", { name: "Start Subscription" }).isEnabled()).toBe(true);
    await page.screenshot({ path: "/tmp/billing-declined-desktop.png" });
    expect(await billingStatus(context)).toMatchObject({ paymentPlan: 0, status: null });
    await context.close();
  });

  it("a Spanish reader's card field speaks Spanish (Elements' locale): its labels, placeholders and validation messages, under the field and on submit, and a declined card in Spanish", async () => {
    const { email } = await registerThroughApi("Lidia");
    // Signed in through the English form, then the session handed to a browser in Spanish (the app follows it).
    const english = await newContext(browser(), "phone");
    await signIn(await english.newPage(), email);
    const context = await newContext(browser(), "phone", { locale: "es-ES" });
    await context.addCookies((await english.cookies()).filter((cookie) => cookie.name === "__session"));
    await english.close();
    const page = await context.newPage();
    await openApp(page, "/dashboard");
    await page.locator("#plans").scrollIntoViewIfNeeded();
    const option = (name: string | RegExp) => page.locator("label").filter({ has: page.getByRole("radio", { name }) });
    await option("Mensual").click();
    await option(/^Premium/).click();
    await page.getByRole("button", { name: "Completar la compra" }).click();
    await page.waitForURL("**/subscription");

    const number = page.getByLabel("Número de la tarjeta de crédito o débito");
    await expect.poll(() => number.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByRole("group", { name: "Datos de la tarjeta" }).first().isVisible()).toBe(true);
    expect(await number.getAttribute("placeholder")).toBe("Número de tarjeta");
    expect(await page.getByLabel("Fecha de caducidad de la tarjeta de crédito o débito").getAttribute("placeholder")).toBe("MM / AA");
    expect(await page.getByLabel("Credit or debit card number").count()).toBe(0);

    // Stripe's message under the field, as Stripe words it in the Elements' locale.
    const fieldError = page.locator(".field-error[role=alert]");
    await number.fill("4242424242424241");
    await expect.poll(() => fieldError.textContent()).toBe("El número de la tarjeta no es válido.");
    await number.fill("4242424242424242");
    await expect.poll(() => fieldError.count()).toBe(0);
    const expiry = page.getByLabel("Fecha de caducidad de la tarjeta de crédito o débito");
    await expiry.fill("12");
    await page.getByLabel("CVC/CVV de la tarjeta de crédito o débito").focus();
    await expect.poll(() => fieldError.textContent()).toBe("La fecha de caducidad de la tarjeta está incompleta.");
    await expectNoAxeViolations(page);
    await page.screenshot({ path: "/tmp/billing-subscription-spanish-phone.png", fullPage: true });

    // Submitted incomplete: Stripe.js's validation error, in Spanish too.
    await page.getByLabel("Nombre completo").fill("Lidia de Tiatira");
    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByRole("button", { name: "Empezar la suscripción" }).click();
    await expect.poll(() => toastTexts(page)).toContain("La fecha de caducidad de la tarjeta está incompleta.");

    // Refused by Stripe's server (the stand-in answers in English, as Stripe does for a Stripe.js made without a locale): said in Spanish from its decline code.
    await number.fill("4000000000009995");
    const year = await page.evaluate(() => new Date().getFullYear());
    await expiry.fill(`12${String(year + 2).slice(2)}`);
    await page.getByLabel("CVC/CVV de la tarjeta de crédito o débito").fill("123");
    await page.getByLabel("Código postal").fill("28001");
    await page.getByRole("button", { name: "Empezar la suscripción" }).click();
    await expect.poll(() => toastTexts(page), { timeout: 15_000 }).toContain("Tu tarjeta no tiene fondos suficientes.");
    expect((await toastTexts(page)).filter((text) => /\b(your|card|the)\b/i.test(text))).toEqual([]);
    expect(page.url()).toMatch(/\/subscription$/);
    expect(await billingStatus(context)).toMatchObject({ paymentPlan: 0, status: null });
    await context.close();
  });

  it("says so plainly when Stripe.js cannot load, and loads it on Try again", async () => {
    const { email } = await registerThroughApi("Tychicus");
    const context = await newContext(browser(), "phone");
    const page = await context.newPage();
    const stripeJs = (url: URL) => url.origin === new URL(standInUrl).origin && url.pathname.startsWith("/v3");
    let blocked = 0;
    await context.route(stripeJs, async (route) => {
      blocked += 1;
      await route.abort("internetdisconnected");
    });
    await signIn(page, email);
    await choosePlan(page, "Premium", "Monthly");
    const problem = page.getByRole("alert").filter({ hasText: "The secure card form could not be loaded." });
    await expect.poll(() => problem.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(blocked).toBeGreaterThan(0);
    expect(await page.getByLabel("Credit or debit card number").count()).toBe(0);
    await page.screenshot({ path: "/tmp/billing-stripe-js-failed-phone.png" });

    await context.unroute(stripeJs);
    await page.getByRole("button", { name: "Try again" }).click();
    await expect.poll(() => page.getByLabel("Credit or debit card number").isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await problem.count()).toBe(0);
    await context.close();
  });
});
