import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { bibleAssets } from "./scripts/bible/vite-plugin.ts";

const bibleDataDir = fileURLToPath(new URL("data/bible", import.meta.url));

/**
 * One Vitest run, several projects. `scripts/test.ts` starts the Auth
 * emulator once and runs them all; `npm run test:unit` runs the ones that
 * need nothing started.
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
          environment: "node",
          testTimeout: 20_000,
          hookTimeout: 30_000,
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
    ],
  },
});
