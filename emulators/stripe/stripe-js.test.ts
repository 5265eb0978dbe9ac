import { AxeBuilder } from "@axe-core/playwright";
import type { SetupIntentResult, Stripe as StripeJs, StripeCardElement, StripeCardElementChangeEvent, StripeElementLocale, StripeElements } from "@stripe/stripe-js";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumArgs } from "../../e2e/support/chromium-args.ts";
import { startStripeStandIn, type StripeStandIn } from "./stand-in.ts";
import { installStripeJsStandIn } from "./stripe-js.ts";

/**
 * The Stripe.js stand-in in a real Chromium, used through the typings of
 * `@stripe/stripe-js` as the app uses Stripe.js: card Element, change
 * events, and confirmCardSetup against the stand-in.
 */

declare global {
  interface Window {
    standInTest?: { stripe: StripeJs; card: StripeCardElement; changes: StripeCardElementChangeEvent[]; ready: boolean };
    standInElements?: StripeElements;
  }
}

const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const page = `<!doctype html><html lang="en"><head><title>Card</title></head><body><main><h1>Pay</h1><div id="card"></div></main></body></html>`;

describe("Stripe.js stand-in in Chromium", () => {
  let standIn: StripeStandIn;
  let browser: Browser;
  let stripe: Stripe;

  beforeAll(async () => {
    standIn = await startStripeStandIn({ webhookSecret: "whsec_js", prices: [{ id: "price_js", unit_amount: 499, interval: "month" }] });
    stripe = new Stripe("sk_test_js", { ...standIn.sdkConfig, maxNetworkRetries: 0 });
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  });

  afterAll(async () => {
    await browser?.close();
    await standIn?.close();
  });

  async function setupIntentSecret(): Promise<{ id: string; secret: string }> {
    const customer = await stripe.customers.create({ metadata: { uid: "js" } });
    const intent = await stripe.setupIntents.create({ customer: customer.id, usage: "off_session", allowed_payment_method_types: ["card"] });
    return { id: intent.id, secret: intent.client_secret ?? "" };
  }

  /** Mounts a card Element on #card, from `elements()` or, with `locale` given, `elements({ locale })`. */
  async function mountCard(target: Page, locale?: string): Promise<void> {
    await target.evaluate((requested) => {
      const factory = window.Stripe;
      if (!factory) throw new Error("window.Stripe is missing");
      const stripeJs = factory("pk_test_js");
      // Any string, as a caller might pass: the stand-in must fall back to English for what it does not speak.
      const card = stripeJs.elements(requested === undefined ? undefined : { locale: requested as StripeElementLocale }).create("card");
      const state = { stripe: stripeJs, card, changes: [] as StripeCardElementChangeEvent[], ready: false };
      window.standInTest = state;
      card.on("change", (event) => state.changes.push(event));
      card.on("ready", () => {
        state.ready = true;
      });
      card.mount("#card");
    }, locale);
    await target.waitForFunction(() => window.standInTest?.ready === true);
  }

  const lastChange = (target: Page) => target.evaluate(() => window.standInTest?.changes.at(-1));

  const confirm = (target: Page, secret: string) =>
    target.evaluate(
      (clientSecret): Promise<SetupIntentResult> => {
        const state = window.standInTest;
        if (!state) throw new Error("no card mounted");
        return state.stripe.confirmCardSetup(clientSecret, { payment_method: { card: state.card, billing_details: { name: "Lydia", email: "lydia@example.com" } } });
      },
      secret,
    );

  async function fillCard(target: Page, number: string): Promise<void> {
    await target.getByLabel("Credit or debit card number").fill(number);
    // Two years past the page's own date, which Stripe.js checks the expiry against.
    const year = await target.evaluate(() => new Date().getFullYear());
    await target.getByLabel("Credit or debit card expiration date").fill(`12${String(year + 2).slice(2)}`);
    await target.getByLabel("Credit or debit card CVC/CVV").fill("123");
    await target.getByLabel("ZIP").fill("12345");
  }

  it("mounts an accessible card element, reports changes, and confirms a SetupIntent", async () => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    await tab.setContent(page);
    await tab.addScriptTag({ url: standIn.stripeJsUrl });
    await mountCard(tab);
    expect(await tab.locator("#card").getAttribute("class")).toContain("StripeElement--empty");
    expect(await new AxeBuilder({ page: tab }).include("#card").analyze().then((result) => result.violations.map((violation) => violation.id))).toEqual([]);

    await tab.getByLabel("Credit or debit card number").fill("4242424242424241");
    expect(await tab.getByLabel("Credit or debit card number").inputValue()).toBe("4242 4242 4242 4241");
    expect(await lastChange(tab)).toMatchObject({ elementType: "card", complete: false, empty: false, error: { code: "invalid_number", message: "Your card number is invalid." } });
    expect(await tab.locator("#card").getAttribute("class")).toContain("StripeElement--invalid");

    // Incomplete details never leave the page: Stripe.js answers with a validation error.
    const { secret, id } = await setupIntentSecret();
    await tab.getByLabel("Credit or debit card number").fill("4242 4242");
    expect(await confirm(tab, secret)).toEqual({ error: { type: "validation_error", code: "incomplete_number", message: "Your card number is incomplete." } });

    await fillCard(tab, "4242424242424242");
    expect(await tab.getByLabel("Credit or debit card expiration date").inputValue()).toMatch(/^12 \/ \d\d$/);
    expect(await lastChange(tab)).toMatchObject({ complete: true, error: undefined, brand: "visa", value: { postalCode: "12345" } });
    const result = await confirm(tab, secret);
    expect(result.setupIntent).toMatchObject({ id, status: "succeeded" });
    const pm = await stripe.paymentMethods.retrieve(String(standIn.state.setupIntent(id)?.payment_method));
    expect(pm).toMatchObject({ card: { last4: "4242" }, billing_details: { name: "Lydia", email: "lydia@example.com", address: { postal_code: "12345" } } });
    await context.close();
  });

  /** The card Element's field labels and placeholders, and the group's name, as the page has them. */
  const cardTexts = (target: Page) =>
    target.evaluate(() => ({
      group: document.querySelector("#card [role=group]")?.getAttribute("aria-label"),
      labels: Array.from(document.querySelectorAll("#card label"), (label) => label.textContent),
      placeholders: Array.from(document.querySelectorAll("#card input"), (input) => input.getAttribute("placeholder")),
    }));

  const english = {
    group: "Card details",
    labels: ["Credit or debit card number", "Credit or debit card expiration date", "Credit or debit card CVC/CVV", "ZIP"],
    placeholders: ["Card number", "MM / YY", "CVC", "ZIP"],
  };

  it("speaks Spanish with elements({ locale: 'es' }): labels, placeholders, change-event and confirmCardSetup messages", async () => {
    const context = await browser.newContext({ locale: "es-ES" });
    const tab = await context.newPage();
    await tab.setContent(page.replace('lang="en"', 'lang="es"'));
    await tab.addScriptTag({ url: standIn.stripeJsUrl });
    await mountCard(tab, "es");
    expect(await cardTexts(tab)).toEqual({
      group: "Datos de la tarjeta",
      labels: ["Número de la tarjeta de crédito o débito", "Fecha de caducidad de la tarjeta de crédito o débito", "CVC/CVV de la tarjeta de crédito o débito", "Código postal"],
      placeholders: ["Número de tarjeta", "MM / AA", "CVC", "Código postal"],
    });
    expect(await new AxeBuilder({ page: tab }).include("#card").analyze().then((result) => result.violations.map((violation) => violation.id))).toEqual([]);

    const number = tab.getByLabel("Número de la tarjeta de crédito o débito");
    await number.fill("4242424242424241");
    expect(await lastChange(tab)).toMatchObject({ complete: false, error: { code: "invalid_number", message: "El número de la tarjeta no es válido." } });
    // Incomplete, shown once the field is left, as Stripe does.
    await number.fill("4242 4242");
    await tab.getByLabel("Fecha de caducidad de la tarjeta de crédito o débito").focus();
    expect(await lastChange(tab)).toMatchObject({ error: { code: "incomplete_number", message: "El número de la tarjeta está incompleto." } });
    await number.fill("4242424242424242");
    const expiry = tab.getByLabel("Fecha de caducidad de la tarjeta de crédito o débito");
    await expiry.fill("0120");
    expect(await lastChange(tab)).toMatchObject({ error: { code: "invalid_expiry_year_past", message: "El año de caducidad de la tarjeta ya ha pasado." } });
    await expiry.fill("12");
    await tab.getByLabel("CVC/CVV de la tarjeta de crédito o débito").focus();
    expect(await lastChange(tab)).toMatchObject({ error: { code: "incomplete_expiry", message: "La fecha de caducidad de la tarjeta está incompleta." } });

    // Submitting what is incomplete: Stripe.js's validation error, in the Elements' locale.
    const { secret } = await setupIntentSecret();
    expect(await confirm(tab, secret)).toEqual({ error: { type: "validation_error", code: "incomplete_expiry", message: "La fecha de caducidad de la tarjeta está incompleta." } });
    const year = await tab.evaluate(() => new Date().getFullYear());
    await expiry.fill(`12${String(year + 2).slice(2)}`);
    await tab.getByLabel("CVC/CVV de la tarjeta de crédito o débito").fill("12");
    expect(await confirm(tab, secret)).toMatchObject({ error: { code: "incomplete_cvc", message: "El código de seguridad de la tarjeta está incompleto." } });
    await tab.getByLabel("CVC/CVV de la tarjeta de crédito o débito").fill("123");
    await tab.getByLabel("Código postal").fill("12");
    expect(await confirm(tab, secret)).toMatchObject({ error: { code: "incomplete_zip", message: "Tu código postal no está completo." } });
    await context.close();
  });

  it("falls back to English for 'auto', a locale it does not speak, or none; elements.update({ locale }) relabels a mounted card", async () => {
    // A Spanish browser: Stripe would follow it for "auto"; the stand-in stays in English, as its header says.
    const context = await browser.newContext({ locale: "es-ES" });
    for (const locale of [undefined, "auto", "fr", "es-419", "en"]) {
      const tab = await context.newPage();
      await tab.setContent(page);
      await tab.addScriptTag({ url: standIn.stripeJsUrl });
      await mountCard(tab, locale);
      expect(await cardTexts(tab), String(locale)).toEqual(english);
      await tab.getByLabel("Credit or debit card number").fill("4242424242424241");
      expect(await lastChange(tab), String(locale)).toMatchObject({ error: { message: "Your card number is invalid." } });
      await tab.close();
    }

    // The reader switches language on the page: React Stripe.js passes the new locale to elements.update.
    const tab = await context.newPage();
    await tab.setContent(page);
    await tab.addScriptTag({ url: standIn.stripeJsUrl });
    await tab.evaluate(() => {
      const factory = window.Stripe;
      if (!factory) throw new Error("window.Stripe is missing");
      const stripeJs = factory("pk_test_js");
      const elements = stripeJs.elements({ locale: "en" });
      const card = elements.create("card");
      const state = { stripe: stripeJs, card, changes: [] as StripeCardElementChangeEvent[], ready: true };
      window.standInTest = state;
      window.standInElements = elements;
      card.on("change", (event) => state.changes.push(event));
      card.mount("#card");
      elements.update({ locale: "es" });
    });
    expect((await cardTexts(tab)).labels[0]).toBe("Número de la tarjeta de crédito o débito");
    await tab.getByLabel("Número de la tarjeta de crédito o débito").fill("4242424242424241");
    expect(await lastChange(tab)).toMatchObject({ error: { message: "El número de la tarjeta no es válido." } });
    // And back: the message shown is the one of the last change; the next one is in English.
    await tab.evaluate(() => window.standInElements?.update({ locale: "en" }));
    expect(await cardTexts(tab)).toEqual(english);
    await tab.getByLabel("Credit or debit card number").fill("4242424242424243");
    expect(await lastChange(tab)).toMatchObject({ error: { message: "Your card number is invalid." } });
    await context.close();
  });

  it("shows Stripe's decline message, and works behind js.stripe.com and api.stripe.com routing", async () => {
    const context: BrowserContext = await browser.newContext();
    await installStripeJsStandIn(context, standIn.url);
    const tab = await context.newPage();
    await tab.setContent(page.replace("</head>", '<script src="https://js.stripe.com/endive/stripe.js"></script></head>'));
    await mountCard(tab);
    await fillCard(tab, "4000 0000 0000 0002");
    const { secret } = await setupIntentSecret();
    const declined = await confirm(tab, secret);
    expect(declined.error).toMatchObject({ type: "card_error", code: "card_declined", message: "Your card was declined." });
    await tab.evaluate(() => window.standInTest?.card.clear());
    expect(await lastChange(tab)).toMatchObject({ empty: true, complete: false });
    await fillCard(tab, "4242424242424242");
    expect((await confirm(tab, secret)).setupIntent?.status).toBe("succeeded");
    await context.close();
  });
});
