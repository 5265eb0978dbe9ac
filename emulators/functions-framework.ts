import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { demoProjectId } from "./auth-emulator.ts";

/**
 * The functions' deploy bundle (functions/lib, `npm run build -w functions`)
 * under @google-cloud/functions-framework, the HTTP server Cloud Functions
 * (2nd gen) runs a Node function in: its Express app, its body parsers
 * (every body read and parsed before the function, up to 1 GB) and its
 * error answers. Only the `api` function, on `127.0.0.1:<port>`, reached
 * directly (no Hosting in front), with the store on the given Firestore
 * emulator and sessions from the given Auth emulator.
 *
 * What it is not: Cloud Run's front end (its own 32 MiB request limit) and
 * the instance's environment. `K_SERVICE`/`FUNCTION_TARGET` stay unset (the
 * target is a flag), so the production guard (lib/production-guard.ts),
 * which would rightly refuse the emulator hosts, stays out of the way;
 * `NODE_ENV=production` as Google's Node.js buildpack sets it, so Express's
 * own error pages carry no stack, as deployed.
 */
export interface FunctionsFramework {
  url: string;
  pid: number;
  stop: () => Promise<void>;
}

export interface FunctionsFrameworkOptions {
  repoRoot: string;
  port: number;
  authHost: string;
  firestoreHost: string;
  /** Where its output goes (ignored when omitted). */
  log?: (chunk: string) => void;
}

/** Settings of this process that must not reach the function: it gets the suite's. */
const dropped = ["STORE_SQLITE_FILE", "STORE_FIRESTORE_PROJECT", "STORE_FIRESTORE_QUERY_SHAPES", "FIREBASE_CONFIG", "K_SERVICE", "FUNCTION_TARGET", "FUNCTIONS_EMULATOR", "BEREA_CHECK_REPLIES"];

export async function startFunctionsFramework(options: FunctionsFrameworkOptions): Promise<FunctionsFramework> {
  const env: NodeJS.ProcessEnv = Object.fromEntries(Object.entries(process.env).filter(([key]) => !dropped.includes(key) && !key.startsWith("STRIPE_")));
  const child: ChildProcess = spawn(
    join(options.repoRoot, "node_modules", ".bin", "functions-framework"),
    ["--target=api", "--signature-type=http", `--source=${join(options.repoRoot, "functions")}`, `--port=${options.port}`],
    {
      cwd: join(options.repoRoot, "functions"),
      env: {
        ...env,
        // functions/.env, as a deploy reads it.
        STORE_DRIVER: "firestore",
        FIRESTORE_EMULATOR_HOST: options.firestoreHost,
        FIREBASE_AUTH_EMULATOR_HOST: options.authHost,
        GCLOUD_PROJECT: demoProjectId,
        METADATA_SERVER_DETECTION: "none",
        NODE_ENV: "production",
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  const keep = (chunk: string) => {
    output = (output + chunk).slice(-4000);
    options.log?.(chunk);
  };
  child.stdout?.setEncoding("utf8").on("data", keep);
  child.stderr?.setEncoding("utf8").on("data", keep);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${options.port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
      await exited;
      clearTimeout(timer);
    }
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`functions-framework exited (${child.exitCode}) before it answered:\n${output}`);
    try {
      const response = await fetch(`${url}/api/`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ subject: "getPricing" }), signal: AbortSignal.timeout(5000) });
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`functions-framework did not answer within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (child.pid === undefined) throw new Error("functions-framework has no process id.");
  return { url, pid: child.pid, stop };
}
