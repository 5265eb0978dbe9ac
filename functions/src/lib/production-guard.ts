import { logger } from "./logger.ts";

/**
 * Production must never run with the local stack's settings: an Auth
 * emulator host makes the Admin SDK accept unsigned tokens, a Firestore
 * emulator host or the sqlite store keeps people's data out of the real
 * database, and the Stripe stand-in takes "payments" that never happen.
 *
 * Deployed is told apart by what Cloud Functions (Cloud Run) sets for every
 * instance, `K_SERVICE` and `FUNCTION_TARGET`, without the Functions
 * emulator's `FUNCTIONS_EMULATOR=true` (which sets them too). A `demo-`
 * project id is the emulators' own kind, which no real project has.
 */
export function isDeployed(env: NodeJS.ProcessEnv): boolean {
  const onCloud = Boolean(env.K_SERVICE?.trim() || env.FUNCTION_TARGET?.trim());
  return onCloud && env.FUNCTIONS_EMULATOR !== "true";
}

/** What in `env` belongs to the local stack, one line each; empty when nothing does. */
export function emulatorSettings(env: NodeJS.ProcessEnv): string[] {
  const found: string[] = [];
  for (const [name, value] of Object.entries(env)) {
    if (name.endsWith("_EMULATOR_HOST") && value?.trim()) found.push(`${name}=${value.trim()} points Firebase at an emulator`);
  }
  for (const name of ["STRIPE_API_BASE", "STRIPE_JS_URL"]) {
    const value = env[name]?.trim();
    if (value) found.push(`${name}=${value} points billing at the Stripe stand-in instead of Stripe`);
  }
  const driver = env.STORE_DRIVER?.trim() || "sqlite";
  if (driver !== "firestore") found.push(`STORE_DRIVER=${driver} keeps data on the instance instead of in Firestore`);
  for (const name of ["GCLOUD_PROJECT", "GOOGLE_CLOUD_PROJECT"]) {
    const value = env[name]?.trim();
    if (value?.startsWith("demo-")) found.push(`${name}=${value} is an emulator-only demo project`);
  }
  return found.sort();
}

/**
 * Refuses to start a deployed function with any emulator setting: logs one
 * error naming each setting and throws, so the instance never serves a
 * request. Locally (and in the Functions emulator) it does nothing.
 */
export function refuseEmulatorSettingsInProduction(env: NodeJS.ProcessEnv = process.env): void {
  if (!isDeployed(env)) return;
  const found = emulatorSettings(env);
  if (found.length === 0) return;
  const message = `Refusing to start in production with emulator settings: ${found.join("; ")}. Remove them from the function's environment (functions/.env, secrets) and deploy again.`;
  logger.error(message, { service: env.K_SERVICE, target: env.FUNCTION_TARGET });
  throw new Error(message);
}
