import { fileURLToPath } from "node:url";
import { defineSecret } from "firebase-functions/params";
import { onRequest } from "firebase-functions/v2/https";
import type { Auth } from "firebase-admin/auth";
import type { Express, Request, Response } from "express";
import type { Billing } from "./billing/billing-settings.ts";
import { apiFunctionOptions, pagesFunctionOptions, webhookFunctionOptions } from "./config.ts";
import { refuseEmulatorSettingsInProduction } from "./lib/production-guard.ts";
import type { Store } from "./store/port.ts";

// A deployed instance with an emulator host, the Stripe stand-in or the sqlite store set never starts (lib/production-guard.ts).
refuseEmulatorSettingsInProduction();

/**
 * Cloud Functions entry point. A cold start evaluates this module and
 * firebase-functions, nothing else: every function's code (the API's Express
 * app, the home's renderer, the webhook), the store driver and Stripe's
 * settings are imported on that function's first request, and the API loads
 * each area's contracts and handlers on its first call (api/app.ts), so an
 * instance pays for what it serves. functions/build.ts makes each `import()`
 * a chunk of its own; docs/QUALITY.md has the numbers.
 *
 * Stripe's keys are secrets, exposed to the functions as environment
 * variables; the price ids are plain settings in functions/.env.<project>.
 */
const stripeSecretKey = defineSecret("STRIPE_SECRET_KEY");
const stripeWebhookSecret = defineSecret("STRIPE_WEBHOOK_SECRET");

let store: Promise<Store> | undefined;
let billing: Billing | null | undefined;
let app: Promise<Express> | undefined;

const sharedStore = () => (store ??= import("./store/create-store.ts").then(({ createStoreFromEnv }) => createStoreFromEnv()));

/** Read once; a configuration error is thrown to the request and read again on the next, as it always was. */
async function sharedBilling(): Promise<Billing | null> {
  const { billingFromEnv } = await import("./billing/billing-settings.ts");
  if (billing === undefined) billing = billingFromEnv();
  return billing;
}

async function adminAuth(): Promise<Auth> {
  const admin = await import("./lib/firebase-admin.ts");
  return admin.adminAuth();
}

function apiApp(): Promise<Express> {
  app ??= (async () => {
    const [{ createApiApp }, resolved, auth] = await Promise.all([import("./api/app.ts"), sharedStore(), adminAuth()]);
    return createApiApp({ store: resolved, auth, now: () => new Date(), billing: await sharedBilling() });
  })();
  return app;
}

export const api = onRequest({ ...apiFunctionOptions, secrets: [stripeSecretKey, stripeWebhookSecret] }, async (req, res) => {
  const handler = await apiApp();
  handler(req, res);
});

/** The web build's files the home is rendered with, shipped next to the bundle by build.ts. */
const shipped = (path: string) => fileURLToPath(new URL(path, import.meta.url));
type PageHandler = (req: Request, res: Response) => Promise<void>;
let pageHandlers: Promise<{ home: PageHandler; reader: PageHandler; held: PageHandler }> | undefined;

/**
 * The pages rendered on the server (firebase.json's rewrites): `/dashboard`,
 * the signed-in home, for each visit (pages/home-page.ts); a chapter's page
 * in the reader, the same for everyone (pages/reader-page.ts); and the pages
 * with a parameter in their address, sent in the visitor's language
 * (pages/held-page.ts). Each kind's code loads on its first visit: a chapter
 * and a held page read no database, so the store is opened on the home's
 * first visit only.
 */
export const pages = onRequest({ ...pagesFunctionOptions, secrets: [stripeSecretKey, stripeWebhookSecret] }, async (req, res) => {
  pageHandlers ??= (async () => {
    const [{ homePageBuild }, { homePageFiles, shippedWebFiles }] = await Promise.all([import("@berea/contracts/home-page"), import("./pages/home-page.ts")]);
    const files = homePageFiles(shipped(shippedWebFiles.serverDir), shipped(shippedWebFiles.appHtml), homePageBuild);
    const onFirstVisit = (load: () => Promise<PageHandler>): PageHandler => {
      let handler: Promise<PageHandler> | undefined;
      return async (pageReq, pageRes) => (await (handler ??= load()))(pageReq, pageRes);
    };
    return {
      home: onFirstVisit(async () => {
        const { homePageHandler } = await import("./pages/home-page.ts");
        return homePageHandler({ store: await sharedStore(), auth: await adminAuth(), now: () => new Date(), billing: await sharedBilling() }, files);
      }),
      reader: onFirstVisit(async () => (await import("./pages/reader-page.ts")).readerPageHandler(files)),
      held: onFirstVisit(async () => (await import("./pages/held-page.ts")).heldPageHandler(shipped(shippedWebFiles.serverDir), async () => (await files()).appHtml)),
    };
  })();
  const handlers = await pageHandlers;
  await (req.path === "/dashboard" ? handlers.home : req.path.startsWith("/Bible/") ? handlers.reader : handlers.held)(req, res);
});

export const stripeWebhook = onRequest({ ...webhookFunctionOptions, secrets: [stripeSecretKey, stripeWebhookSecret] }, async (req, res) => {
  const { stripeWebhookHandler } = await import("./billing/webhook-http.ts");
  await stripeWebhookHandler({ store: await sharedStore(), billing: await sharedBilling(), now: () => new Date() })(req, res);
});
