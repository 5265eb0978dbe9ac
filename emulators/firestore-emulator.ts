import { spawn, type ChildProcess } from "node:child_process";
import { accessSync, constants, realpathSync } from "node:fs";
import { createServer } from "node:net";
import { dirname, join } from "node:path";

export interface FirestoreEmulator {
  /** `127.0.0.1:<port>`, what `FIRESTORE_EMULATOR_HOST` takes. */
  host: string;
  /** Stops the emulator (the wrapper and its Java process). */
  stop: () => Promise<void>;
  /**
   * How often each kind of failure the emulator logged ("Operation failed:
   * …", without the document it names) has occurred so far: most are
   * answers a test expects (a lock timeout that a transaction retries, a
   * create that finds its document), the rest explain a failed run.
   */
  failedOperations: () => Map<string, number>;
}

/** The emulator's log line for an operation it failed, up to the document or app it names. */
const failedOperation = /WARNING: Operation failed: (.*?)(?::? (?:EntityRef|app:).*)?$/;

const wrapperInSdk = join("platform", "cloud-firestore-emulator", "cloud_firestore_emulator");

/** Where Debian's google-cloud-cli-firestore-emulator package puts the wrapper. */
const debianSdkRoot = "/usr/lib/google-cloud-sdk";

/**
 * What to tell someone whose machine lacks the official emulator. Its apt
 * source may be off, so the message names the package rather than promising
 * an install command works.
 */
export const firestoreEmulatorMissing =
  "The official Cloud Firestore emulator is not installed: no cloud_firestore_emulator at $FIRESTORE_EMULATOR_BINARY, " +
  `under ${join(debianSdkRoot, dirname(wrapperInSdk))}, or beside gcloud. ` +
  "It comes with the Debian package google-cloud-cli-firestore-emulator (or `gcloud components install cloud-firestore-emulator`) and runs on Java 17 or newer.";

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The SDK root of a `gcloud` on PATH (bin/gcloud is a symlink into it on Debian). */
function gcloudSdkRoot(): string | undefined {
  for (const dir of (process.env.PATH ?? "").split(":")) {
    const candidate = join(dir, "gcloud");
    if (dir && isExecutable(candidate)) return dirname(dirname(realpathSync(candidate)));
  }
  return undefined;
}

/**
 * The emulator's own wrapper script (`cloud_firestore_emulator`): the one
 * `FIRESTORE_EMULATOR_BINARY` names, else the Debian package's, else the one
 * in the SDK that `gcloud` belongs to. Undefined when there is none.
 */
export function findFirestoreEmulator(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const explicit = env.FIRESTORE_EMULATOR_BINARY?.trim();
  if (explicit) return isExecutable(explicit) ? explicit : undefined;
  const roots = [debianSdkRoot, gcloudSdkRoot()].filter((root): root is string => root !== undefined);
  return roots.map((root) => join(root, wrapperInSdk)).find(isExecutable);
}

/** A port nobody listens on right now, picked by the OS. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== "object" || address === null) throw new Error("The OS gave no free port.");
  return address.port;
}

async function isUp(host: string): Promise<boolean> {
  try {
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1000) });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Starts the official Cloud Firestore emulator with its own wrapper on
 * 127.0.0.1 and a free port (so parallel runs never share data), and waits
 * until it answers. Throws {@link firestoreEmulatorMissing} when it is not
 * installed, and the emulator's output when it fails to start.
 */
export async function startFirestoreEmulator(options: { port?: number; quiet?: boolean } = {}): Promise<FirestoreEmulator> {
  const wrapper = findFirestoreEmulator();
  if (!wrapper) throw new Error(firestoreEmulatorMissing);
  const port = options.port ?? (await freePort());
  const host = `127.0.0.1:${port}`;

  // Its own process group: the wrapper runs Java as a child, and stop() must end both.
  const child: ChildProcess = spawn(wrapper, ["start", "--host=127.0.0.1", `--port=${port}`], {
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  let partialLine = "";
  const failures = new Map<string, number>();
  const keep = (chunk: string) => {
    if (!options.quiet) process.stdout.write(chunk);
    output = (output + chunk).slice(-8000);
    const lines = (partialLine + chunk).split("\n");
    partialLine = lines.pop() ?? "";
    for (const line of lines) {
      const kind = failedOperation.exec(line)?.[1];
      if (kind) failures.set(kind, (failures.get(kind) ?? 0) + 1);
    }
  };
  child.stdout?.setEncoding("utf8").on("data", keep);
  child.stderr?.setEncoding("utf8").on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
    const group = -child.pid;
    try {
      process.kill(group, "SIGTERM");
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        process.kill(group, "SIGKILL");
      } catch {
        // Already gone between the check and the kill.
      }
    }, 5000);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + 60_000;
  while (!(await isUp(host))) {
    if (child.exitCode !== null) throw new Error(`The Firestore emulator exited with code ${child.exitCode} before it was ready:\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The Firestore emulator did not answer on ${host} within 60 seconds:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { host, stop, failedOperations: () => new Map(failures) };
}

/**
 * Deletes every document of one project in the emulator. Tests give each
 * file a project of its own, so clearing one never touches another file's
 * data while it runs.
 */
export async function clearFirestoreEmulator(host: string, projectId: string): Promise<void> {
  const response = await fetch(`http://${host}/emulator/v1/projects/${encodeURIComponent(projectId)}/databases/(default)/documents`, { method: "DELETE" });
  if (!response.ok) throw new Error(`Could not clear the Firestore emulator's project ${projectId}: ${response.status} ${await response.text()}`);
}
