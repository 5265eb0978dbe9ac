import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { seedPlans } from "../../functions/src/plans/plans.ts";
import { createSqliteStore } from "../../functions/src/store/sqlite-driver.ts";
import { percentile, type BenchRow, type BenchSection } from "./report.ts";

/**
 * Cold start: from spawning a Node process to the first successful answer,
 * for the `api` function as Cloud Functions loads it (the deploy bundle
 * functions/lib/index.js, its `api` export called for a request) against a
 * firebase-functions `onRequest` answering "ok", which is what any function
 * pays, and a bare Node HTTP function, on the same machine. The first request
 * is getPricing, anonymous, which reads the plans from the store: the
 * Express app, the store and the API's root area load for it. Each time is
 * the median of BENCH_COLD_RUNS (default 11) runs, interleaved after one
 * unmeasured round.
 *
 * Budget: the api at most 1.5 times the onRequest function, as the median of
 * each round's ratio (the two run one after the other, so a busy moment on
 * the machine weighs on both). Load still moves that ratio, so one more,
 * unmeasured run of each traces what they load, for a check that does not
 * move: the first getPricing loads none of the packages only other requests
 * need.
 *
 * Each host is a small ES module given to `node -e`: it loads the function,
 * listens on a free port on 127.0.0.1 and prints the port; this process then
 * sends the request at once. Node's own start is in every number.
 */

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
const functionsDir = join(repoRoot, "functions");
/** BENCH_COLD_BUNDLE_DIR: another build's lib/ to measure as it is (an earlier commit's, for a before and after). */
const bundleDir = process.env.BENCH_COLD_BUNDLE_DIR ?? join(functionsDir, "lib");
const runs = Math.max(1, Number(process.env.BENCH_COLD_RUNS ?? 11) || 11);
const budget = 1.5;

/** Packages the first getPricing must not load: each serves other requests only (the Firestore SDK: on this sqlite store). */
const notForTheFirstRequest = ["stripe", "pdfkit", "minisearch", "ics", "@google-cloud/firestore", "date-fns"];

/** How each kind of host defines `handler`. */
const handlers = {
  bare: `const handler = (_req, res) => { res.writeHead(200, { "Content-Type": "text/plain" }); res.end("ok"); };`,
  // Imported, not a static import, so that a traced host's loader hook (registered in the host's body) sees it load.
  onRequest: `const { onRequest } = await import("firebase-functions/v2/https");
const handler = onRequest((_req, res) => { res.writeHead(200, { "Content-Type": "text/plain" }); res.end("ok"); });`,
  api: `const { api: handler } = await import(${JSON.stringify(join(bundleDir, "index.js"))});`,
} as const;
type Host = keyof typeof handlers;

/** A loader hook that names every ES module on stderr before it is evaluated. */
const moduleHook = 'import { writeSync } from "node:fs"; export async function load(url, context, next) { writeSync(2, "module " + url + "\\n"); return next(url, context); }';

/**
 * The host of a kind: an ES module that loads the function, listens on a free
 * port and prints it. A traced host also reports what it loads, on stderr:
 * each ES module as it comes, and the CommonJS modules in require's cache
 * once it has loaded (`started`) and once it has answered (`answered`).
 */
function host(kind: Host, traced = false): string {
  const trace = (line: string) => (traced ? line : "");
  return `import { createServer } from "node:http";
${trace(`import { createRequire, register } from "node:module";
register("data:text/javascript," + encodeURIComponent(${JSON.stringify(moduleHook)}));
const commonJs = () => JSON.stringify(Object.keys(createRequire(import.meta.url).cache));`)}
${handlers[kind]}
${trace(`console.error("started " + commonJs());`)}
const server = createServer((req, res) => {
  ${trace(`res.once("finish", () => console.error("answered " + commonJs()));`)}
  handler(req, res);
});
server.listen(0, "127.0.0.1", () => console.log("port " + server.address().port));`;
}

interface Timing {
  /** Spawn to the first 200 reply. */
  totalMs: number;
  /** Spawn to listening (Node start and module loading). */
  listenMs: number;
}

interface Run extends Timing {
  stderr: string;
}

async function coldStart(kind: Host, env: NodeJS.ProcessEnv, traced = false): Promise<Run> {
  const began = performance.now();
  const child = spawn(process.execPath, ["--input-type=module", "-e", host(kind, traced)], { cwd: functionsDir, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`The host did not listen within 30 s:\n${output}${stderr}`)), 30_000);
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
        reject(new Error(`The host exited (${code}) before it listened:\n${output}${stderr}`));
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
    // A traced host reports its CommonJS modules as the reply finishes; wait for that line.
    for (let waited = 0; traced && !stderr.includes("answered ") && waited < 5_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    return { totalMs, listenMs, stderr };
  } finally {
    child.kill("SIGKILL");
    await exited;
  }
}

/** What a traced run loaded: node_modules packages and bundle files, at start and for the first request. */
interface Loaded {
  atStart: { packages: Set<string>; bundleFiles: Set<string> };
  firstRequest: { packages: Set<string>; bundleFiles: Set<string> };
}

function loadedBy(stderr: string): Loaded {
  const loaded: Loaded = { atStart: { packages: new Set(), bundleFiles: new Set() }, firstRequest: { packages: new Set(), bundleFiles: new Set() } };
  let phase = loaded.atStart;
  const note = (file: string) => {
    const inModules = file.split(`${sep}node_modules${sep}`).at(-1);
    if (inModules !== undefined && inModules !== file) {
      const [scope, name] = inModules.split(sep);
      if (scope) phase.packages.add(scope.startsWith("@") && name ? `${scope}/${name}` : scope);
    } else if (file.startsWith(`${bundleDir}${sep}`)) {
      phase.bundleFiles.add(relative(bundleDir, file));
    }
  };
  for (const line of stderr.split("\n")) {
    const [kind, rest = ""] = [line.slice(0, line.indexOf(" ")), line.slice(line.indexOf(" ") + 1)];
    if (kind === "module" && rest.startsWith("file:")) note(fileURLToPath(rest));
    if (kind === "started" || kind === "answered") {
      for (const file of JSON.parse(rest) as string[]) note(file);
      phase = loaded.firstRequest;
    }
  }
  for (const name of loaded.atStart.packages) loaded.firstRequest.packages.delete(name);
  for (const file of loaded.atStart.bundleFiles) loaded.firstRequest.bundleFiles.delete(file);
  return loaded;
}

export async function benchColdStart(): Promise<BenchSection> {
  // The deploy bundle, as `firebase deploy` builds it (a fraction of a second).
  if (!process.env.BENCH_COLD_BUNDLE_DIR) execFileSync(process.execPath, ["--import", "tsx", join(functionsDir, "build.ts")], { cwd: functionsDir, stdio: "ignore" });
  const dir = mkdtempSync(join(tmpdir(), "berea-bench-cold-"));
  try {
    const file = join(dir, "cold.sqlite");
    const store = createSqliteStore({ file });
    await seedPlans(store);
    await store.close();
    const env: NodeJS.ProcessEnv = { ...process.env, STORE_DRIVER: "sqlite", STORE_SQLITE_FILE: file, GCLOUD_PROJECT: "demo-berea", NODE_ENV: "production" };

    const timings: Record<Host, Timing[]> = { bare: [], onRequest: [], api: [] };
    // Interleaved, so a busy moment on the machine does not fall on one kind only; one unmeasured round first
    // so every kind meets a warm file cache.
    for (let round = 0; round <= runs; round += 1) {
      for (const kind of ["bare", "onRequest", "api"] as const) {
        const timing = await coldStart(kind, env);
        if (round > 0) timings[kind].push(timing);
      }
    }
    const median = (kind: Host, key: keyof Timing) => Math.round(percentile(timings[kind].map((timing) => timing[key]), 50));
    const bare = median("bare", "totalMs");
    const onRequest = median("onRequest", "totalMs");
    const api = median("api", "totalMs");
    const pairedRatio = percentile(timings.api.map((timing, round) => timing.totalMs / (timings.onRequest[round]?.totalMs ?? Number.NaN)), 50);

    const sdk = loadedBy((await coldStart("onRequest", env, true)).stderr);
    const ours = loadedBy((await coldStart("api", env, true)).stderr);
    const sdkPackages = new Set([...sdk.atStart.packages, ...sdk.firstRequest.packages]);
    const beyondSdk = (packages: Set<string>) => [...packages].filter((name) => !sdkPackages.has(name)).sort();
    const misplaced = beyondSdk(new Set([...ours.atStart.packages, ...ours.firstRequest.packages])).filter((name) => notForTheFirstRequest.includes(name));
    const bundleFiles = readdirSync(bundleDir).filter((name) => name.endsWith(".js")).length;
    const listed = (names: string[]) => (names.length > 0 ? names.join(", ") : "none");

    const rows: BenchRow[] = [
      { metric: "Bare Node HTTP function ('ok')", value: bare, unit: "ms" },
      { metric: "firebase-functions onRequest ('ok')", value: onRequest, unit: "ms" },
      { metric: "api function: spawn → listening (bundle loaded)", value: median("api", "listenMs"), unit: "ms" },
      { metric: "api function: spawn → first getPricing answer", value: api, unit: "ms" },
      { metric: "api / bare", value: Math.round((api / bare) * 100) / 100, unit: "×" },
      { metric: "api / firebase-functions onRequest (median of each round's ratio)", value: Math.round(pairedRatio * 100) / 100, unit: "×", budget },
      { metric: "api at start: bundle files evaluated", value: `${ours.atStart.bundleFiles.size} of ${bundleFiles}`, unit: "" },
      { metric: "api at start: packages beyond firebase-functions' own", value: listed(beyondSdk(ours.atStart.packages)), unit: "" },
      { metric: "api first getPricing: more bundle files evaluated", value: ours.firstRequest.bundleFiles.size, unit: "" },
      { metric: "api first getPricing: packages beyond firebase-functions' own", value: listed(beyondSdk(ours.firstRequest.packages)), unit: "" },
      { metric: `api through the first getPricing: any of ${notForTheFirstRequest.join(", ")}${misplaced.length > 0 ? ` (${misplaced.join(", ")})` : ""}`, value: misplaced.length, unit: "packages", budget: 0 },
    ];
    return { name: `cold start (spawn → first 200, median of ${runs})`, rows };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
