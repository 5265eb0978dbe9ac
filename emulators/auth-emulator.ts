import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./firestore-emulator.ts";

export const demoProjectId = "demo-berea";

export interface AuthEmulator {
  host: string;
  /** Stops the emulator if this process started it. */
  stop: () => Promise<void>;
}

async function isUp(host: string): Promise<boolean> {
  try {
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** firebase.json's Auth emulator port. */
const configuredPort = 9099;

/**
 * A firebase.json of its own for an Auth emulator on another port than
 * firebase.json's, with its hub and logging on free ports, so several can
 * run side by side (firebase-tools takes emulator ports only from a config).
 */
async function configForPort(port: number): Promise<{ file: string; remove: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), "berea-auth-emulator-"));
  const file = join(dir, "firebase.json");
  const [hub, logging] = [await freePort(), await freePort()];
  const emulators = { auth: { host: "127.0.0.1", port }, hub: { host: "127.0.0.1", port: hub }, logging: { host: "127.0.0.1", port: logging }, ui: { enabled: false }, singleProjectMode: true };
  writeFileSync(file, JSON.stringify({ emulators }));
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Starts the Firebase Auth emulator from firebase-tools (pure Node, no Java),
 * or reuses one already listening on the port. `CI=true` and offline npm
 * settings keep firebase-tools from reaching for the network at start.
 * Another port than firebase.json's gets a config of its own.
 */
export async function startAuthEmulator(options: { repoRoot: string; port?: number; quiet?: boolean }): Promise<AuthEmulator> {
  const port = options.port ?? configuredPort;
  const host = `127.0.0.1:${port}`;
  if (await isUp(host)) return { host, stop: async () => undefined };

  const config = port === configuredPort ? undefined : await configForPort(port);
  const child: ChildProcess = spawn(
    join(options.repoRoot, "node_modules", ".bin", "firebase"),
    ["emulators:start", "--only", "auth", "--project", demoProjectId, ...(config ? ["--config", config.file] : [])],
    {
      cwd: options.repoRoot,
      env: { ...process.env, CI: "true", npm_config_offline: "true", FIREBASE_CLI_EXPERIMENTS: "", NO_UPDATE_NOTIFIER: "1" },
      stdio: options.quiet ? "ignore" : ["ignore", "inherit", "inherit"],
      detached: true,
    },
  );
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  void exited.then(() => config?.remove());

  const deadline = Date.now() + 60_000;
  while (!(await isUp(host))) {
    if (child.exitCode !== null) throw new Error(`The Auth emulator exited with code ${child.exitCode} before it was ready.`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error("The Auth emulator did not start within 60 seconds.");
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    host,
    stop: async () => {
      if (child.exitCode !== null || child.pid === undefined) return;
      process.kill(-child.pid, "SIGINT");
      const timer = setTimeout(() => child.pid !== undefined && process.kill(-child.pid, "SIGKILL"), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Deletes every account in the emulator (between tests). */
export async function clearAuthEmulator(host: string): Promise<void> {
  const response = await fetch(`http://${host}/emulator/v1/projects/${demoProjectId}/accounts`, { method: "DELETE" });
  if (!response.ok) throw new Error(`Could not clear the Auth emulator: ${response.status}`);
}
