import { afterEach, describe, expect, it, vi } from "vitest";
import { emulatorSettings, isDeployed, refuseEmulatorSettingsInProduction } from "./production-guard.ts";

/** What Cloud Functions (2nd gen) sets on a deployed instance of `api`, and the settings in functions/.env. */
const deployed = { K_SERVICE: "api", FUNCTION_TARGET: "api", K_REVISION: "api-00007-xyz", GCLOUD_PROJECT: "berea-prod", STORE_DRIVER: "firestore" };

describe("the production guard", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("tells a deployed instance from the local stack and the Functions emulator", () => {
    expect(isDeployed(deployed)).toBe(true);
    expect(isDeployed({ FUNCTION_TARGET: "pages" })).toBe(true);
    expect(isDeployed({ ...deployed, FUNCTIONS_EMULATOR: "true" })).toBe(false);
    expect(isDeployed({ GCLOUD_PROJECT: "demo-berea", FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" })).toBe(false);
  });

  it("starts a deployed instance with production settings", () => {
    expect(emulatorSettings(deployed)).toEqual([]);
    expect(() => refuseEmulatorSettingsInProduction(deployed)).not.toThrow();
  });

  it.each([
    ["the Auth emulator", { FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" }, "FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099 points Firebase at an emulator"],
    ["the Firestore emulator", { FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080" }, "FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 points Firebase at an emulator"],
    ["the Stripe stand-in", { STRIPE_API_BASE: "http://127.0.0.1:12111" }, "STRIPE_API_BASE=http://127.0.0.1:12111 points billing at the Stripe stand-in instead of Stripe"],
    ["the stand-in's Stripe.js", { STRIPE_JS_URL: "http://127.0.0.1:12111/v3" }, "STRIPE_JS_URL=http://127.0.0.1:12111/v3 points billing at the Stripe stand-in instead of Stripe"],
    ["the sqlite store", { STORE_DRIVER: "sqlite" }, "STORE_DRIVER=sqlite keeps data on the instance instead of in Firestore"],
    ["a demo project", { GCLOUD_PROJECT: "demo-berea" }, "GCLOUD_PROJECT=demo-berea is an emulator-only demo project"],
  ])("refuses to start a deployed instance with %s, naming the setting", (_name, extra, line) => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const env = { ...deployed, ...extra };
    expect(() => refuseEmulatorSettingsInProduction(env)).toThrow(`Refusing to start in production with emulator settings: ${line}.`);
    expect(logged).toHaveBeenCalledTimes(1);
    const entry = JSON.parse(String(logged.mock.calls[0]?.[0])) as { severity: string; message: string };
    expect(entry.severity).toBe("ERROR");
    expect(entry.message).toContain(line);
  });

  it("leaves the local stack and the Functions emulator alone, emulator settings and all", () => {
    const local = { GCLOUD_PROJECT: "demo-berea", FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099", STRIPE_API_BASE: "http://127.0.0.1:12111" };
    expect(() => refuseEmulatorSettingsInProduction(local)).not.toThrow();
    expect(() => refuseEmulatorSettingsInProduction({ ...deployed, ...local, FUNCTIONS_EMULATOR: "true" })).not.toThrow();
  });

  it("is what the functions' entry point runs as it loads: a deployed instance with the Auth emulator set never starts", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    for (const [name, value] of Object.entries({ ...deployed, FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" })) vi.stubEnv(name, value);
    vi.stubEnv("FUNCTIONS_EMULATOR", "");
    await expect(import("../index.ts")).rejects.toThrow("Refusing to start in production with emulator settings: FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099");
  });
});
