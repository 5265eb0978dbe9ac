import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";
import { bibleAssets } from "./scripts/bible/vite-plugin.ts";

const bibleDataDir = fileURLToPath(new URL("data/bible", import.meta.url));

/** The smoke tests run in the Firebase emulator suite (started by their own global setup). */
const emulatorSuiteTests = "e2e/emulator-suite*.test.ts";

/** Tests that need the Auth emulator (and on firestore, the Firestore emulator) started. */
const integrationTests = "functions/src/**/*.integration.test.ts";

/**
 * The suites that also run on the firestore driver against the official
 * emulator: the store contract (both drivers side by side) and every API
 * suite that runs on the test store. Left out: bad-input (700 requests at
 * the HTTP edge that write nothing; minutes already on sqlite), and the
 * authorization and bible suites, which bring their own sqlite store.
 */
const firestoreTests = [
  "functions/src/store/store-contract.test.ts",
  "functions/src/store/firestore-rules.test.ts",
  "functions/src/store/durability.integration.test.ts",
  "functions/src/api/{api,quiz,reading-plans,family,circles,circle-listening,prayer,referrals,dashboard,daily-walk,library,security,account,abuse,memory,notes,circle-events,games}.integration.test.ts",
  "functions/src/billing/billing.integration.test.ts",
  "functions/src/pages/home-page.integration.test.ts",
];

/**
 * One Vitest run, several projects. `scripts/test.ts` starts the Auth
 * emulator and the official Firestore emulator once and runs them all;
 * `npm run test:unit` runs the ones that need nothing started (contracts,
 * functions, web). `integration` runs the API suites on sqlite,
 * `integration-firestore` the same files on the firestore driver
 * (`STORE_DRIVER`, read by functions/src/test-support/test-store.ts).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "contracts",
          include: ["contracts/src/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "functions",
          include: ["functions/src/**/*.test.ts", "emulators/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: [...configDefaults.exclude, integrationTests, ...firestoreTests],
          environment: "node",
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: "integration",
          include: [integrationTests],
          environment: "node",
          env: { STORE_DRIVER: "sqlite" },
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: "integration-firestore",
          include: firestoreTests,
          environment: "node",
          // No metadata-server probe from the Google auth library: the emulator needs no credentials.
          env: { STORE_DRIVER: "firestore", METADATA_SERVER_DETECTION: "none" },
          testTimeout: 30_000,
          hookTimeout: 30_000,
          // These files mostly wait on the emulator (contended transactions
          // retry with backoff, as in production), so three at once overlap
          // well even on two cores; a group of their own allows the count.
          maxWorkers: 3,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: "data",
          include: ["data/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
        },
      },
      {
        plugins: [react(), bibleAssets({ dataDir: bibleDataDir })],
        test: {
          name: "web",
          include: ["web/src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["web/src/test/setup.ts"],
          css: false,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["e2e/**/*.test.ts"],
          exclude: [...configDefaults.exclude, emulatorSuiteTests],
          environment: "node",
          globalSetup: ["e2e/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // A page on a busy two-core machine can take more than Vitest's
          // default second to show what a poll waits for (CI once failed on it).
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        test: {
          name: "e2e-emulator-suite",
          include: [emulatorSuiteTests],
          environment: "node",
          globalSetup: ["e2e/emulator-suite-setup.ts"],
          testTimeout: 90_000,
          // Building the functions' bundle and starting the suite (about 30 s alone, longer beside other work).
          hookTimeout: 180_000,
          fileParallelism: false,
          // A cold function instance (a new worker process in the Functions emulator) adds seconds to the first call it serves.
          expect: { poll: { timeout: 20_000 } },
          // Alone, in a group of its own (npm test runs it in the end-to-end process, which ran it first on 2026-11-27, never beside e2e): it shares that Auth emulator, whose accounts the other end-to-end suites clear.
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
