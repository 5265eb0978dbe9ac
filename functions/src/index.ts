import { fileURLToPath } from "node:url";
import { homePageBuild } from "@berea/contracts/home-page";
import { defineSecret } from "firebase-functions/params";
import { onRequest } from "firebase-functions/v2/https";
import type { Express } from "express";
import { createApiApp } from "./api/app.ts";
import { billingFromEnv, type Billing } from "./billing/billing-settings.ts";
import { stripeWebhookHandler } from "./billing/webhook-http.ts";
import { apiFunctionOptions, pagesFunctionOptions, webhookFunctionOptions } from "./config.ts";
import { adminAuth } from "./lib/firebase-admin.ts";
import { homePageFiles, homePageHandler, shippedWebFiles } from "./pages/home-page.ts";
import { createStoreFromEnv } from "./store/create-store.ts";
import type { Store } from "./store/port.ts";

/**
 * Cloud Functions entry point. The Express app is built on the first request
 * of an instance and reused, so cold starts pay for it once. Stripe's keys
 * are secrets, exposed to the functions as environment variables; the price
 * ids are plain settings in functions/.env.<project>.
 */
const stripeSecretKey = defineSecret("STRIPE_SECRET_KEY");
const stripeWebhookSecret = defineSecret("STRIPE_WEBHOOK_SECRET");

let store: Promise<Store> | undefined;
let billing: Billing | null | undefined;
let app: Promise<Express> | undefined;

const sharedStore = () => (store ??= createStoreFromEnv());
const sharedBilling = () => (billing === undefined ? (billing = billingFromEnv()) : billing);

function apiApp(): Promise<Express> {
  app ??= sharedStore().then((resolved) => createApiApp({ store: resolved, auth: adminAuth(), now: () => new Date(), billing: sharedBilling() }));
  return app;
}

export const api = onRequest({ ...apiFunctionOptions, secrets: [stripeSecretKey, stripeWebhookSecret] }, async (req, res) => {
  const handler = await apiApp();
  handler(req, res);
});

/** The web build's files the home is rendered with, shipped next to the bundle by build.ts. */
const shipped = (path: string) => fileURLToPath(new URL(path, import.meta.url));
let home: ReturnType<typeof homePageHandler> | undefined;

/** `/dashboard` (firebase.json's rewrite): the signed-in home, rendered for each visit (pages/home-page.ts). */
export const pages = onRequest({ ...pagesFunctionOptions, secrets: [stripeSecretKey, stripeWebhookSecret] }, async (req, res) => {
  home ??= homePageHandler(
    { store: await sharedStore(), auth: adminAuth(), now: () => new Date(), billing: sharedBilling() },
    homePageFiles(shipped(shippedWebFiles.serverDir), shipped(shippedWebFiles.appHtml), homePageBuild.renderer, homePageBuild.template),
  );
  await home(req, res);
});

export const stripeWebhook = onRequest({ ...webhookFunctionOptions, secrets: [stripeSecretKey, stripeWebhookSecret] }, async (req, res) => {
  await stripeWebhookHandler({ store: await sharedStore(), billing: sharedBilling(), now: () => new Date() })(req, res);
});
