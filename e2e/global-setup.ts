import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import { demoProjectId, startAuthEmulator } from "../emulators/auth-emulator.ts";
import { startLocalStripe } from "../emulators/local-stripe.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    authHost: string;
    /** The Stripe stand-in's URL, or "" when real Stripe keys are configured. */
    stripeStandInUrl: string;
    /** The sqlite file the server's store writes, for tests that set up data the UI cannot (e.g. a Premium plan). */
    storeFile: string;
  }
}

/**
 * Starts the product once for the end-to-end suite, exactly as `npm start`
 * runs it: the built web app and the API on one origin, the Auth emulator,
 * and a fresh sqlite store in a temporary folder.
 */
export default async function setup(project: TestProject) {
  const repoRoot = fileURLToPath(new URL("..", import.meta.url));
  const dataDir = mkdtempSync(join(tmpdir(), "berea-e2e-"));
  // BEREA_E2E_AUTH_PORT and BEREA_E2E_WEB_DIST: a run beside others' on one machine (its own Auth emulator, a private web build made for it).
  const authPort = process.env.BEREA_E2E_AUTH_PORT ? Number(process.env.BEREA_E2E_AUTH_PORT) : undefined;
  const auth = await startAuthEmulator({ repoRoot, quiet: true, ...(authPort ? { port: authPort } : {}) });
  process.env.FIREBASE_AUTH_EMULATOR_HOST = auth.host;
  process.env.GCLOUD_PROJECT ??= demoProjectId;
  process.env.STORE_DRIVER = "sqlite";
  process.env.STORE_SQLITE_FILE = join(dataDir, "e2e.sqlite");
  process.env.METADATA_SERVER_DETECTION = "none";
  process.env.BEREA_QUIET_LOGS = "1";

  // Without Stripe keys, the Stripe stand-in on a free port; its STRIPE_* settings are in place before the server reads them.
  const stripe = await startLocalStripe({ port: 0 });

  const { startLocalServer } = await import("../emulators/local-server.ts");
  const server = await startLocalServer({ repoRoot, port: 0, extraOrigins: [`http://${auth.host}`, ...(stripe ? [stripe.standIn.url] : [])], serveWeb: true, ...(process.env.BEREA_E2E_WEB_DIST ? { webDist: process.env.BEREA_E2E_WEB_DIST } : {}) });
  await stripe?.connect(server.url);
  project.provide("baseUrl", server.url);
  project.provide("authHost", auth.host);
  project.provide("storeFile", join(dataDir, "e2e.sqlite"));
  project.provide("stripeStandInUrl", stripe?.standIn.url ?? "");

  return async () => {
    await server.close();
    await stripe?.close();
    await auth.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
