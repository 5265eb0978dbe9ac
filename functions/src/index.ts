import { onRequest } from "firebase-functions/v2/https";
import type { Express } from "express";
import { createApiApp } from "./api/app.ts";
import { apiFunctionOptions } from "./config.ts";
import { adminAuth } from "./lib/firebase-admin.ts";
import { createStoreFromEnv } from "./store/create-store.ts";

/**
 * Cloud Functions entry point. The Express app is built on the first request
 * of an instance and reused, so cold starts pay for it once.
 */
let app: Promise<Express> | undefined;

function apiApp(): Promise<Express> {
  app ??= createStoreFromEnv().then((store) => createApiApp({ store, auth: adminAuth(), now: () => new Date() }));
  return app;
}

export const api = onRequest(apiFunctionOptions, async (req, res) => {
  const handler = await apiApp();
  handler(req, res);
});
