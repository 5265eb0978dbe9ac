import { fileURLToPath } from "node:url";
import { startAuthEmulator, type AuthEmulator } from "../../emulators/auth-emulator.ts";

/**
 * The Auth emulator the API sections of the bench share: the one already
 * listening on 127.0.0.1:9099 if there is one, else one started here (about
 * 7 s) and stopped by {@link stopBenchAuthEmulator} at the end of the run.
 * Sets FIREBASE_AUTH_EMULATOR_HOST and GCLOUD_PROJECT for this process, so
 * firebase-admin here verifies the emulator's tokens.
 */
let emulator: Promise<AuthEmulator> | undefined;

export async function benchAuthEmulator(): Promise<string> {
  emulator ??= startAuthEmulator({ repoRoot: fileURLToPath(new URL("../../", import.meta.url)), quiet: true });
  const { host } = await emulator;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = host;
  process.env.GCLOUD_PROJECT ??= "demo-berea";
  return host;
}

export async function stopBenchAuthEmulator(): Promise<void> {
  if (emulator) await (await emulator).stop();
  emulator = undefined;
}
