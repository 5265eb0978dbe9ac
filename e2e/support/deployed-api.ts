import { Firestore } from "@google-cloud/firestore";
import { afterAll, inject } from "vitest";
import type { ApiRuntime } from "../../functions/src/test-support/api-runtime.ts";

/**
 * Points the HTTP suite imported next (bad-input, the authorization table)
 * at the API as deployed in the emulator suite: `functions-emulator` is
 * Hosting's address (its `/api/**` rewrite to the Functions emulator),
 * `functions-framework` the deploy bundle under the functions framework
 * (e2e/emulator-suite-setup.ts starts both). Read by
 * functions/src/test-support/api-runtime.ts when that module is evaluated,
 * so the wrapper imports this first. The suites' store is the suite's
 * Firestore, where the deployed functions keep their data.
 */
export function useDeployedApi(runtime: Exclude<ApiRuntime, "tested">): void {
  const suiteError = inject("emulatorSuiteError");
  const url = runtime === "functions-emulator" ? inject("baseUrl") : inject("functionsFrameworkUrl");
  const error = suiteError || (runtime === "functions-framework" ? inject("functionsFrameworkError") : "");
  process.env.BEREA_API_RUNTIME = runtime;
  process.env.BEREA_DEPLOYED_API_URL = url;
  process.env.BEREA_DEPLOYED_API_ERROR = error || (url ? "" : "no address was provided");
  // The suite's Auth emulator (the run's shared one in npm test), where the suites make their accounts.
  const authHost = inject("authHost");
  if (authHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = authHost;
  const firestoreHost = inject("emulatorSuiteFirestoreHost");
  if (firestoreHost) process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
  process.env.GCLOUD_PROJECT ??= "demo-berea";
  // No metadata-server probe from the Google auth library: the emulators need no credentials.
  process.env.METADATA_SERVER_DETECTION ??= "none";
  if (firestoreHost) afterAll(clearRateLimits);
}

/**
 * The suites' requests all come from this machine's one address, so they
 * use up the per-network limits (sign-ups, contact messages) in the suite's
 * Firestore; the limits' documents go afterwards, so the smoke tests that
 * sign people up in the same suite are not refused.
 */
export async function clearRateLimits(): Promise<void> {
  const firestore = new Firestore({ projectId: process.env.GCLOUD_PROJECT ?? "demo-berea" });
  try {
    for (const collection of await firestore.listCollections()) {
      if (collection.id.startsWith("rateLimit")) await firestore.recursiveDelete(collection);
    }
  } finally {
    await firestore.terminate();
  }
}
