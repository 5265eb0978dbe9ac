import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { seedPlans } from "../../functions/src/plans/plans.ts";
import { createSqliteStore } from "../../functions/src/store/sqlite-driver.ts";
import { percentile, type BenchSection } from "./report.ts";

/**
 * Cold start (issue 7): from spawning a Node process to the first successful
 * answer, for the `api` function as Cloud Functions loads it (the deploy
 * bundle functions/lib/index.js, its `api` export called for a request, the
 * Express app and the store built on that first request) against a bare
 * Node HTTP function answering "ok", on the same machine. Each is the median
 * of BENCH_COLD_RUNS (default 5) runs. The first request is getPricing, which
 * reads the plans from the store.
 *
 * Each host is a small ES module given to `node -e`: it loads the function,
 * listens on a free port on 127.0.0.1 and prints the port; this process then
 * sends the request at once. Node's own start is in both numbers.
 */

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
const functionsDir = join(repoRoot, "functions");
const runs = Math.max(1, Number(process.env.BENCH_COLD_RUNS ?? 5) || 5);

const listen = `
const server = createServer((req, res) => handler(req, res));
server.listen(0, "127.0.0.1", () => console.log("port " + server.address().port));`;

const hosts = {
  bare: `import { createServer } from "node:http";
const handler = (_req, res) => { res.writeHead(200, { "Content-Type": "text/plain" }); res.end("ok"); };${listen}`,
  onRequest: `import { createServer } from "node:http";
import { onRequest } from "firebase-functions/v2/https";
const handler = onRequest((_req, res) => { res.writeHead(200, { "Content-Type": "text/plain" }); res.end("ok"); });${listen}`,
  api: `import { createServer } from "node:http";
const { api: handler } = await import(${JSON.stringify(join(functionsDir, "lib", "index.js"))});${listen}`,
} as const;

interface Timing {
  /** Spawn to the first 200 reply. */
  totalMs: number;
  /** Spawn to listening (Node start and module loading). */
  listenMs: number;
}

async function coldStart(host: string, env: NodeJS.ProcessEnv): Promise<Timing> {
  const began = performance.now();
  const child = spawn(process.execPath, ["--input-type=module", "-e", host], { cwd: functionsDir, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`The host did not listen within 30 s:\n${output}`)), 30_000);
      child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
        output += chunk;
        const match = /port (\d+)/.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
      child.once("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`The host exited (${code}) before it listened:\n${output}`));
      });
    });
    const listenMs = performance.now() - began;
    const response = await fetch(`http://127.0.0.1:${port}/api/`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ subject: "getPricing" }),
    });
    const body = await response.text();
    const totalMs = performance.now() - began;
    if (response.status !== 200) throw new Error(`The first request answered ${response.status}: ${body}`);
    return { totalMs, listenMs };
  } finally {
    child.kill("SIGKILL");
    await exited;
  }
}

export async function benchColdStart(): Promise<BenchSection> {
  // The deploy bundle, as `firebase deploy` builds it (a fraction of a second).
  execFileSync(process.execPath, ["--import", "tsx", join(functionsDir, "build.ts")], { cwd: functionsDir, stdio: "ignore" });
  const dir = mkdtempSync(join(tmpdir(), "berea-bench-cold-"));
  try {
    const file = join(dir, "cold.sqlite");
    const store = createSqliteStore({ file });
    await seedPlans(store);
    await store.close();
    const env: NodeJS.ProcessEnv = { ...process.env, STORE_DRIVER: "sqlite", STORE_SQLITE_FILE: file, GCLOUD_PROJECT: "demo-berea", NODE_ENV: "production" };

    const timings: Record<keyof typeof hosts, Timing[]> = { bare: [], onRequest: [], api: [] };
    // Interleaved, so a busy moment on the machine does not fall on one kind only; one unmeasured round first
    // so every kind meets a warm file cache.
    for (let round = 0; round <= runs; round += 1) {
      for (const kind of ["bare", "onRequest", "api"] as const) {
        const timing = await coldStart(hosts[kind], env);
        if (round > 0) timings[kind].push(timing);
      }
    }
    const median = (kind: keyof typeof hosts, key: keyof Timing) => Math.round(percentile(timings[kind].map((timing) => timing[key]), 50));
    const bare = median("bare", "totalMs");
    const api = median("api", "totalMs");
    return {
      name: `cold start (spawn → first 200, median of ${runs})`,
      rows: [
        { metric: "Bare Node HTTP function ('ok')", value: bare, unit: "ms" },
        { metric: "firebase-functions onRequest ('ok')", value: median("onRequest", "totalMs"), unit: "ms" },
        { metric: "api function: spawn → listening (bundle loaded)", value: median("api", "listenMs"), unit: "ms" },
        { metric: "api function: spawn → first getPricing answer", value: api, unit: "ms" },
        { metric: "api / bare", value: Math.round((api / bare) * 10) / 10, unit: "×" },
      ],
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
