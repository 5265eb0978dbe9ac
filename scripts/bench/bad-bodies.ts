import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, startEmulatorSuite, type EmulatorSuite } from "../../emulators/emulator-suite.ts";
import { percentile, type BenchRow, type BenchSection } from "./report.ts";

/**
 * Bad bodies on the deployed runtime: one anonymous `POST /api/` with a
 * 30 MB JSON body, on 127.0.0.1 only, against
 * - `tested`: the app on a plain Node server (functions/src/lib/http-server.ts),
 *   as npm start and the integration suites run it;
 * - `functions-framework`: the deploy bundle (functions/lib) under
 *   @google-cloud/functions-framework, the server Cloud Functions (2nd gen)
 *   runs it in, reached directly;
 * - `functions-emulator` (with `--emulator`, or BENCH_BAD_BODIES_EMULATOR=1):
 *   the bundle in firebase-tools' Functions emulator through the Hosting
 *   emulator, as `npm run emulators` serves it (needs Java; starts its own
 *   suite on free ports, about a minute).
 *
 * For each: the answer (status, Content-Type), the time from sending the
 * first byte to the last byte of the answer (a raw socket writes the body as
 * fast as the server reads it and stops once the answer has come, so the
 * time is the server's, not a client's buffering), and the extra memory the
 * instance took for it: the process's peak resident set (VmHWM, reset
 * through /proc/<pid>/clear_refs before each request) minus its resident set
 * before, for the process that runs the function; for the emulator, the sum
 * over its whole process tree (Hosting's proxy, the hub and the function's
 * worker all hold the body), sampled every 5 ms. Median time and largest
 * extra memory of BENCH_BAD_BODIES_RUNS (default 3) requests, after one
 * warm-up request of a small body.
 *
 * The bars are issue 19's: refused in under 50 ms, with under 5 MB of extra
 * memory. `npx tsx scripts/bench/bad-bodies.ts [--emulator]` runs it alone.
 */

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
const runs = Math.max(1, Number(process.env.BENCH_BAD_BODIES_RUNS ?? 3) || 3);
const bodyBytes = 30 * 1024 * 1024;
// Encoded once, so the client's own work is not in the time.
const body: Uint8Array<ArrayBuffer> = new Uint8Array(Buffer.from(JSON.stringify({ subject: "getPricing", note: "a".repeat(bodyBytes - 40) })));
const small = JSON.stringify({ subject: "getPricing" });

interface Instance {
  name: string;
  /** Where `/api/` is. */
  url: string;
  /** The processes whose memory counts. */
  pids: () => number[];
  stop: () => Promise<void>;
}

interface Measured {
  status: number;
  contentType: string;
  ms: number;
  extraMiB: number;
}

const kib = (pid: number, field: "VmRSS" | "VmHWM"): number => {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match?.[1] ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
};

/** The process and all its descendants. */
function tree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // Gone meanwhile.
    }
  }
  const out: number[] = [];
  const visit = (pid: number) => {
    out.push(pid);
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(root);
  return out;
}

async function post(url: string, text: string | Uint8Array<ArrayBuffer>): Promise<{ status: number; contentType: string }> {
  const response = await fetch(`${url}/api/`, { method: "POST", headers: { "Content-Type": "application/json" }, body: text, signal: AbortSignal.timeout(120_000) });
  await response.arrayBuffer();
  return { status: response.status, contentType: response.headers.get("content-type") ?? "" };
}

/** `POST /api/` with `payload` on a socket of its own: resolves with the answer once it is whole, however much of the body was sent. */
function postRaw(url: string, payload: Uint8Array): Promise<{ status: number; contentType: string; ms: number }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const started = performance.now();
    let received = Buffer.alloc(0);
    let answered = false;
    const finish = () => {
      const text = received.toString("latin1");
      const headerEnd = text.indexOf("\r\n\r\n");
      if (headerEnd < 0) return false;
      const head = text.slice(0, headerEnd);
      const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? "0");
      if (received.length < headerEnd + 4 + length) return false;
      answered = true;
      const ms = performance.now() - started;
      socket.destroy();
      resolve({ status: Number(head.split(" ")[1]), contentType: /\r\ncontent-type:\s*([^\r]*)/i.exec(head)?.[1] ?? "", ms });
      return true;
    };
    socket.on("data", (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      finish();
    });
    const fail = (why: string) => {
      if (!answered && !finish()) reject(new Error(`${why} before a whole answer: ${received.toString("latin1").slice(0, 200)}`));
    };
    socket.on("error", (error) => fail(error.message));
    socket.on("close", () => fail("the connection closed"));
    socket.setTimeout(120_000, () => socket.destroy(new Error("no answer within 120 s")));
    socket.write(`POST /api/ HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\nContent-Length: ${payload.length}\r\nConnection: close\r\n\r\n`);
    let offset = 0;
    const chunk = 256 * 1024;
    const pump = () => {
      while (offset < payload.length && !answered && !socket.destroyed) {
        const next = payload.subarray(offset, offset + chunk);
        offset += next.length;
        if (!socket.write(next)) return void socket.once("drain", pump);
      }
    };
    pump();
  });
}

async function measure(instance: Instance): Promise<Measured[]> {
  await post(instance.url, small);
  const results: Measured[] = [];
  for (let run = 0; run < runs; run += 1) {
    const pids = instance.pids();
    const single = pids.length === 1;
    for (const pid of pids) {
      try {
        // 5: reset the peak resident set (VmHWM) to the current one.
        writeFileSync(`/proc/${pid}/clear_refs`, "5");
      } catch {
        // Not ours to reset; sampling covers it.
      }
    }
    const before = pids.reduce((sum, pid) => sum + kib(pid, "VmRSS"), 0);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, instance.pids().reduce((sum, pid) => sum + kib(pid, "VmRSS"), 0));
    }, 5);
    const { ms, ...answer } = await postRaw(instance.url, body);
    clearInterval(sampler);
    if (single && pids[0] !== undefined) peak = Math.max(peak, kib(pids[0], "VmHWM"));
    results.push({ ...answer, ms, extraMiB: Math.max(0, peak - before) / 1024 });
    // Let the instance give the memory back before the next one.
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return results;
}

function child(command: string, args: string[], env: NodeJS.ProcessEnv, cwd: string): { process: ChildProcess; output: () => string } {
  const started = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  started.stdout?.setEncoding("utf8").on("data", (chunk: string) => (output = (output + chunk).slice(-4000)));
  started.stderr?.setEncoding("utf8").on("data", (chunk: string) => (output = (output + chunk).slice(-4000)));
  return { process: started, output: () => output };
}

async function untilAnswers(url: string, running: { process: ChildProcess; output: () => string }, what: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (running.process.exitCode !== null) throw new Error(`${what} exited (${running.process.exitCode}):\n${running.output()}`);
    try {
      if ((await post(url, small)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${what} did not answer within 60 s:\n${running.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const stopChild = async (running: ChildProcess) => {
  if (running.exitCode !== null || running.signalCode !== null) return;
  const exited = new Promise((resolve) => running.once("exit", resolve));
  running.kill("SIGTERM");
  await exited;
};

/** Both kinds of child run on a sqlite file of their own: the store is never reached by a refused body, and no Java is needed. */
function storeEnv(dir: string): NodeJS.ProcessEnv {
  const dropped = ["FIRESTORE_EMULATOR_HOST", "K_SERVICE", "FUNCTION_TARGET", "FUNCTIONS_EMULATOR", "STORE_FIRESTORE_PROJECT"];
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !dropped.includes(name)));
  return { ...inherited, STORE_DRIVER: "sqlite", STORE_SQLITE_FILE: join(dir, "bench.sqlite"), GCLOUD_PROJECT: "demo-berea", METADATA_SERVER_DETECTION: "none", BEREA_QUIET_LOGS: "1" };
}

async function seed(dir: string, env: NodeJS.ProcessEnv): Promise<void> {
  const seeding = child(join(repoRoot, "node_modules", ".bin", "tsx"), [join(repoRoot, "scripts", "seed-plans.ts")], env, repoRoot);
  const code = await new Promise((resolve) => seeding.process.once("exit", resolve));
  if (code !== 0) throw new Error(`seeding the plans into ${dir} failed:\n${seeding.output()}`);
}

async function testedServer(dir: string): Promise<Instance> {
  const port = await freePort();
  const env = storeEnv(dir);
  await seed(dir, env);
  const host = `
    const { createApiApp } = await import(${JSON.stringify(join(repoRoot, "functions/src/api/app.ts"))});
    const { createJsonServer } = await import(${JSON.stringify(join(repoRoot, "functions/src/lib/http-server.ts"))});
    const { createStoreFromEnv } = await import(${JSON.stringify(join(repoRoot, "functions/src/store/create-store.ts"))});
    const { adminAuth } = await import(${JSON.stringify(join(repoRoot, "functions/src/lib/firebase-admin.ts"))});
    const app = createApiApp({ store: await createStoreFromEnv(), auth: adminAuth(), now: () => new Date() });
    createJsonServer(app).listen(${port}, "127.0.0.1");
  `;
  const hostFile = join(dir, "host.mts");
  writeFileSync(hostFile, host);
  const running = child(join(repoRoot, "node_modules", ".bin", "tsx"), [hostFile], env, repoRoot);
  const url = `http://127.0.0.1:${port}`;
  await untilAnswers(url, running, "the tested server");
  // tsx runs the code in a child node process of its own: the one that listens.
  const pid = running.process.pid ?? 0;
  return { name: "tested (plain Node server)", url, pids: () => [tree(pid).at(-1) ?? pid], stop: () => stopChild(running.process) };
}

async function functionsFramework(dir: string): Promise<Instance> {
  const port = await freePort();
  const env = { ...storeEnv(dir), NODE_ENV: "production" };
  await seed(dir, env);
  const running = child(
    join(repoRoot, "node_modules", ".bin", "functions-framework"),
    ["--target=api", "--signature-type=http", `--source=${join(repoRoot, "functions")}`, `--port=${port}`],
    env,
    join(repoRoot, "functions"),
  );
  const url = `http://127.0.0.1:${port}`;
  await untilAnswers(url, running, "functions-framework");
  const pid = running.process.pid ?? 0;
  return { name: "functions-framework (production's runtime)", url, pids: () => [tree(pid).at(-1) ?? pid], stop: () => stopChild(running.process) };
}

async function functionsEmulator(dir: string): Promise<Instance> {
  const suite: EmulatorSuite = await startEmulatorSuite({
    repoRoot,
    stateDir: dir,
    ports: { auth: await freePort(), hosting: await freePort(), functions: await freePort(), firestore: await freePort(), hub: await freePort(), logging: await freePort(), firestoreWebsocket: await freePort() },
    stripeStandInPort: 0,
    stripeJsFromStandIn: false,
  });
  // firebase-tools' process tree, less the Firestore JVM (which never sees the body).
  const firebasePids = () => {
    const roots = readdirSync("/proc").filter((entry) => /^\d+$/.test(entry)).map(Number).filter((pid) => {
      try {
        const args = readFileSync(`/proc/${pid}/cmdline`, "utf8");
        return args.includes("emulators:start") && args.includes(join(dir, "firebase.json"));
      } catch {
        return false;
      }
    });
    return roots.flatMap((root) => tree(root)).filter((pid) => {
      try {
        return !readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("java");
      } catch {
        return false;
      }
    });
  };
  return { name: "functions-emulator (through Hosting)", url: suite.hostingUrl, pids: firebasePids, stop: () => suite.stop() };
}

export async function benchBadBodies(options: { emulator?: boolean } = {}): Promise<BenchSection> {
  const rows: BenchRow[] = [];
  const starts: [string, (dir: string) => Promise<Instance>][] = [
    ["tested", testedServer],
    ["functions-framework", functionsFramework],
    ...(options.emulator ? [["functions-emulator", functionsEmulator] satisfies [string, (dir: string) => Promise<Instance>]] : []),
  ];
  for (const [label, start] of starts) {
    const dir = mkdtempSync(join(tmpdir(), `berea-bad-bodies-${label}-`));
    let instance: Instance | undefined;
    try {
      instance = await start(dir);
      const results = await measure(instance);
      const answers = [...new Set(results.map((result) => `${result.status} ${result.contentType.split(";")[0] ?? ""}`))].join(", ");
      rows.push(
        { metric: `${instance.name}: answer to a 30 MB body`, value: answers, unit: "" },
        { metric: `${instance.name}: 30 MB body answered in (median of ${runs})`, value: Math.round(percentile(results.map((result) => result.ms), 50)), unit: "ms", budget: 50, bound: "under" },
        { metric: `${instance.name}: extra memory for it (largest of ${runs})`, value: Math.round(Math.max(...results.map((result) => result.extraMiB)) * 10) / 10, unit: "MiB", budget: 5, bound: "under" },
      );
    } finally {
      await instance?.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return { name: "Bad bodies: a 30 MB JSON body, per runtime", rows };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const section = await benchBadBodies({ emulator: process.argv.includes("--emulator") || process.env.BENCH_BAD_BODIES_EMULATOR === "1" });
  console.log(section.name);
  console.table(section.rows);
}
