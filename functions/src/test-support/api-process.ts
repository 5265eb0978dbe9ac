import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

/**
 * The API as its own Node process (`functions/src/server.ts` through tsx),
 * on the embedded store in a file the caller names, or on an emulator
 * project: what the load bench drives from a second process and what the
 * durability test kills with SIGKILL and starts again on the same data.
 */
export interface ApiProcess {
  /** `http://127.0.0.1:<port>` */
  url: string;
  pid: number;
  /** What the process printed (its logs), for failure messages. */
  output: () => string;
  /** Resolves with the exit code or signal once the process has gone. */
  exited: Promise<number | NodeJS.Signals | null>;
  /** Sends the signal (SIGTERM by default) and waits for the exit. */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
}

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
const serverEntry = fileURLToPath(new URL("../server.ts", import.meta.url));

export type ApiProcessOptions = ({
  /** The SQLite file; created when missing, reused when it exists. */
  sqliteFile: string;
} | {
  /** A project in the Firestore emulator that `FIRESTORE_EMULATOR_HOST` names. */
  firestoreProject: string;
}) & {
  /** The Auth emulator, `host:port`. */
  authEmulatorHost: string;
  /** Gives up when the server has not said where it listens by then. */
  startTimeoutMs?: number;
};

export async function spawnApiProcess(options: ApiProcessOptions): Promise<ApiProcess> {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: "0",
      ...("sqliteFile" in options
        ? { STORE_DRIVER: "sqlite", STORE_SQLITE_FILE: options.sqliteFile }
        : { STORE_DRIVER: "firestore", STORE_FIRESTORE_PROJECT: options.firestoreProject }),
      FIREBASE_AUTH_EMULATOR_HOST: options.authEmulatorHost,
      GCLOUD_PROJECT: "demo-berea",
      // The server announces its address in an INFO line, which quiet logs would hide.
      BEREA_QUIET_LOGS: "",
      NODE_ENV: "production",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  if (child.pid === undefined || !child.stdout || !child.stderr) throw new Error("Could not start the API process.");
  const pid = child.pid;
  let output = "";
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) => child.once("exit", (code, signal) => resolve(signal ?? code)));

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The API process did not start within ${options.startTimeoutMs ?? 30_000} ms:\n${output}`)), options.startTimeoutMs ?? 30_000);
    let pending = "";
    child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
      output += chunk;
      pending += chunk;
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) {
        const announced = listeningUrl(line);
        if (announced) {
          clearTimeout(timer);
          resolve(announced);
        }
      }
    });
    void exited.then((how) => {
      clearTimeout(timer);
      reject(new Error(`The API process exited (${String(how)}) before it listened:\n${output}`));
    });
  }).catch(async (error: unknown) => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    await exited;
    throw error;
  });

  return {
    url,
    pid,
    output: () => output,
    exited,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** The address in the server's `API listening` log line, if this is that line. */
function listeningUrl(line: string): string | undefined {
  if (!line.startsWith("{")) return undefined;
  try {
    const entry: unknown = JSON.parse(line);
    if (typeof entry !== "object" || entry === null) return undefined;
    const { message, url } = entry as { message?: unknown; url?: unknown };
    return message === "API listening" && typeof url === "string" ? url : undefined;
  } catch {
    return undefined;
  }
}
