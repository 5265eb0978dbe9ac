import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { loadBooks, loadTranslation } from "../../functions/src/bible/bible-data.ts";
import { startQuiz, type QuizDeps } from "../../functions/src/quiz/attempts.ts";
import { loadQuizBank } from "../../functions/src/quiz/quiz-bank.ts";
import { createSqliteStore } from "../../functions/src/store/sqlite-driver.ts";
import { spawnApiProcess, type ApiProcess } from "../../functions/src/test-support/api-process.ts";
import { sessionCookie } from "../../functions/src/test-support/api-server.ts";
import { createTestAccount } from "../../functions/src/test-support/auth-emulator.ts";
import { benchAuthEmulator } from "./auth.ts";
import { percentile, type BenchRow, type BenchSection } from "./report.ts";

/**
 * API load (issue 7): latency and throughput of getPricing, getUserData,
 * starting a quiz and answering a question at 1, 10 and 100 concurrent
 * connections, 20 s each, from this process with autocannon against the API
 * running as its own Node process (functions/src/server.ts) on the embedded
 * store in a temporary folder, with the Auth emulator verifying sessions.
 * Budget: p95 under 50 ms at 10 connections with no errors.
 *
 * Beside it, in the same run and at the same levels, a bare Node HTTP server
 * (its own process, `node:http` and nothing else) answering every POST with
 * getPricing's own reply as a fixed body: what this machine and autocannon
 * can do at all. Each API scenario's throughput is reported as a share of it
 * (issue 23: getPricing at least 50%). And an Express server doing the least
 * an Express API does (`express.json()`, then the same fixed reply with
 * `res.json`): the share the API's framework (and the Cloud Functions
 * runtime, which is Express too) leaves for the API's own work.
 *
 * BENCH_LOAD_SECONDS (default 20), BENCH_LOAD_CONNECTIONS (default
 * "1,10,100") and BENCH_LOAD_SCENARIOS (names, default all) shorten a trial
 * run.
 */

const seconds = positiveNumber(process.env.BENCH_LOAD_SECONDS, 20);
const levels = (process.env.BENCH_LOAD_CONNECTIONS ?? "1,10,100").split(",").map((level) => positiveNumber(level, Number.NaN));
/** Comma-separated scenario names to run (all when unset), e.g. "quiz start,quiz answer". */
const only = process.env.BENCH_LOAD_SCENARIOS?.split(",").map((name) => name.trim());
/** The level the budget is set at. */
const budgetLevel = 10;
const p95BudgetMs = 50;
/** Answers per pre-made attempt: a quiz has at most 20 questions. */
const quizLength = 20;
const startBody = { topic: "mixed", difficulty: "easy", length: 10, timeZone: "UTC" } as const;

function positiveNumber(text: string | undefined, fallback: number): number {
  if (text === undefined || text.trim() === "") return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`Expected a positive number, got "${text}".`);
  return value;
}

export interface Measured {
  scenario: string;
  connections: number;
  p50: number;
  p95: number;
  p99: number;
  requestsPerSecond: number;
  requests: number;
  errors: number;
  non2xx: number;
  /** Share of one core the API process used during the run, and of all cores the whole machine used. */
  apiCpu: number | null;
  machineCpu: number;
}

interface Attempt {
  attemptId: string;
  cookie: string;
}

type Requests = NonNullable<autocannon.Options["requests"]>;

interface Scenario {
  name: string;
  /** The requests one connection cycles through, and how each connection is set up. */
  requests: Requests;
  setupClient?: (client: autocannon.Client) => void;
}

const json = { "content-type": "application/json" };

/** One autocannon run; latencies are taken from every response (sub-millisecond, unlike autocannon's histogram). */
async function run(url: string, apiPid: number, scenario: Scenario, connections: number): Promise<Measured> {
  const latencies: number[] = [];
  const apiBefore = processCpuMs(apiPid);
  const machineBefore = machineCpuMs();
  const began = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        pipelining: 1,
        timeout: 10,
        requests: scenario.requests,
        ...(scenario.setupClient ? { setupClient: scenario.setupClient } : {}),
      },
      (error: unknown, done) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(done)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  const wallMs = performance.now() - began;
  const apiAfter = processCpuMs(apiPid);
  const machineAfter = machineCpuMs();
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    scenario: scenario.name,
    connections,
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    requestsPerSecond: Math.round(latencies.length / result.duration),
    requests: latencies.length,
    errors: result.errors,
    non2xx: result.non2xx,
    apiCpu: apiBefore === null || apiAfter === null ? null : Math.round(((apiAfter - apiBefore) / wallMs) * 100),
    machineCpu: Math.round(((machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total)) * 100),
  };
}

/** CPU time (user + system) a process has used, from /proc on Linux; null elsewhere. */
function processCpuMs(pid: number): number | null {
  try {
    // The fields after the command name (which may hold spaces) start at state; utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // Clock ticks; 100 per second on Linux.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** Busy and total CPU time of the whole machine, summed over cores. */
function machineCpuMs(): { busy: number; total: number } {
  let busy = 0;
  let total = 0;
  for (const { times } of cpus()) {
    const all = times.user + times.nice + times.sys + times.irq + times.idle;
    total += all;
    busy += all - times.idle;
  }
  return { busy, total };
}

/** Calls `fn` for 0..count-1 with at most `parallel` in flight. */
async function inParallel<T>(count: number, parallel: number, fn: (index: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array<T>(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(parallel, count) }, async () => {
      while (next < count) {
        const index = next++;
        out[index] = await fn(index);
      }
    }),
  );
  return out;
}

/** Each connection signs in as one of the users, round robin. */
function perUser(cookies: string[]) {
  let next = 0;
  return (client: autocannon.Client) => {
    client.setHeaders({ ...json, cookie: cookies[next++ % cookies.length] ?? "" });
  };
}

const bareScenarioName = "bare Node, fixed JSON";
const expressScenarioName = "Express, fixed JSON";
/** The baselines: no API work at all, so no latency budget. */
const baselineNames: readonly string[] = [bareScenarioName, expressScenarioName];

/** The least a Node server can do for a request: read the body, answer a fixed JSON body. */
const bareServerSource = `
const { createServer } = require("node:http");
const body = Buffer.from(process.env.BARE_BODY ?? "{}");
const server = createServer((request, response) => {
  request.resume();
  request.on("end", () => {
    response.writeHead(200, { "content-type": "application/json; charset=utf-8", "content-length": body.length });
    response.end(body);
  });
});
server.listen(0, "127.0.0.1", () => console.log(String(server.address().port)));
`;

/** The least an Express API does for a request: parse the JSON body, answer a fixed JSON body with res.json. */
const expressServerSource = `
const express = require("express");
const body = JSON.parse(process.env.BARE_BODY ?? "{}");
const app = express();
app.use(express.json());
app.post("/", (request, response) => { response.json(body); });
const server = app.listen(0, "127.0.0.1", () => console.log(String(server.address().port)));
`;

interface BareServer {
  url: string;
  pid: number;
  stop: () => Promise<void>;
}

async function spawnBareServer(body: string, source = bareServerSource): Promise<BareServer> {
  const child = spawn(process.execPath, ["-e", source], { env: { ...process.env, BARE_BODY: body }, stdio: ["ignore", "pipe", "inherit"] });
  const [chunk] = (await once(child.stdout, "data")) as [Buffer];
  const port = Number(chunk.toString().trim());
  if (!Number.isInteger(port) || child.pid === undefined) throw new Error(`The bare Node server did not start: ${chunk.toString()}`);
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: async () => {
      child.kill("SIGTERM");
      await once(child, "exit");
    },
  };
}

export async function benchLoad(): Promise<BenchSection> {
  const authHost = await benchAuthEmulator();
  const dir = mkdtempSync(join(tmpdir(), "berea-bench-load-"));
  const file = join(dir, "load.sqlite");
  let api: ApiProcess | undefined;
  try {
    api = await spawnApiProcess({ sqliteFile: file, authEmulatorHost: authHost });
    const url = api.url;

    // Signed-in users, one per connection at the highest level, all on a paid plan so the Free plan's
    // 12 quizzes a day do not stop the quiz runs.
    const userCount = Math.max(...levels);
    const users = await inParallel(userCount, 10, async (index) => {
      const account = await createTestAccount(`Load Reader ${index}`);
      return { uid: account.uid, cookie: await sessionCookie(url, account.idToken) };
    });
    const cookies = users.map((user) => user.cookie);
    // A second connection to the server's file, as an operator would change a plan (the server keeps no cache).
    const store = createSqliteStore({ file });
    const deps: QuizDeps = {
      store,
      bank: loadQuizBank(),
      texts: { kjv: loadTranslation("kjv"), web: loadTranslation("web"), books: loadBooks() },
      now: () => new Date(),
      random: Math.random,
    };
    try {
      for (const user of users) await store.update("users", user.uid, { paymentPlan: 1 });

      /**
       * Every answer must be a valid next answer: attempts are made beforehand (by the quiz engine
       * itself, on the server's file) and each connection plays one attempt's 20 questions in order,
       * then takes the next attempt from the pool. `null` is the answer sent when time runs out.
       */
      const pool: Attempt[] = [];
      async function fillPool(size: number): Promise<void> {
        const owners = new Map(users.map((user) => [user.uid, user.cookie]));
        const uids = [...owners.keys()];
        while (pool.length < size) {
          const uid = uids[pool.length % uids.length] ?? "";
          const { attemptId } = await startQuiz(deps, uid, { ...startBody, length: quizLength });
          pool.push({ attemptId, cookie: owners.get(uid) ?? "" });
        }
      }
      const playing = new WeakMap<object, Attempt>();
      let starved = 0;
      const answerRequests: Requests = Array.from({ length: quizLength }, (_, index) => ({
        method: "POST" as const,
        path: "/api/quiz/answer",
        setupRequest: (request: autocannon.Request, context: object) => {
          // Autocannon gives each connection a fresh context at the start of each cycle through the list.
          if (index === 0) {
            const attempt = pool.shift();
            if (attempt) playing.set(context, attempt);
            else starved += 1;
          }
          const attempt = playing.get(context);
          return {
            ...request,
            headers: { ...json, cookie: attempt?.cookie ?? "" },
            body: JSON.stringify({ attemptId: attempt?.attemptId ?? "pool-ran-dry00000000", index, answer: null }),
          };
        },
      }));

      const scenarios: Scenario[] = [
        { name: "getPricing", requests: [{ method: "POST", path: "/api/", headers: json, body: JSON.stringify({ subject: "getPricing" }) }] },
        { name: "getUserData", requests: [{ method: "POST", path: "/api/", body: JSON.stringify({ subject: "getUserData" }) }], setupClient: perUser(cookies) },
        { name: "quiz start", requests: [{ method: "POST", path: "/api/quiz/start", body: JSON.stringify(startBody) }], setupClient: perUser(cookies) },
        { name: "quiz answer", requests: answerRequests },
      ];

      // Warm up (JIT, the quiz bank and the Bible text loaded by the first quiz call), not measured.
      await fillPool(2);
      for (const [path, body, cookie] of [
        ["/api/", { subject: "getPricing" }, ""],
        ["/api/", { subject: "getUserData" }, cookies[0] ?? ""],
        ["/api/quiz/start", startBody, cookies[0] ?? ""],
      ] as const) {
        for (let i = 0; i < 100; i += 1) await post(url, path, body, cookie);
      }
      for (const attempt of pool.splice(0)) {
        for (let index = 0; index < quizLength; index += 1) await post(url, "/api/quiz/answer", { attemptId: attempt.attemptId, index, answer: null }, attempt.cookie);
      }

      const measured: Measured[] = [];
      // The bare server answers with getPricing's own reply, so the bytes on the wire are the same.
      const pricingReply = await fetch(`${url}/api/`, { method: "POST", headers: json, body: JSON.stringify({ subject: "getPricing" }) }).then((response) => response.text());
      const baseline: Measured[] = [];
      const frameworks: Measured[] = [];
      for (const [name, source, results] of [
        [bareScenarioName, bareServerSource, baseline],
        [expressScenarioName, expressServerSource, frameworks],
      ] as const) {
        const server = await spawnBareServer(pricingReply, source);
        try {
          const scenario: Scenario = { name, requests: [{ method: "POST", path: "/", headers: json, body: JSON.stringify({ subject: "getPricing" }) }] };
          for (const connections of levels) {
            console.log(`load: ${name} at ${connections} connections for ${seconds} s`);
            results.push(await run(server.url, server.pid, scenario, connections));
            await new Promise((resolve) => setTimeout(resolve, 500));
          }
        } finally {
          await server.stop();
        }
      }
      for (const scenario of scenarios.filter((entry) => !only || only.includes(entry.name))) {
        for (const connections of levels) {
          if (scenario.name === "quiz answer") {
            // An answer does what getUserData does (the same session check and profile-sized read) plus a
            // transaction, so getUserData's rate at this level, with a wide margin for noise, bounds how
            // many attempts the run can use.
            const bound = measured.find((entry) => entry.scenario === "getUserData" && entry.connections === connections)?.requestsPerSecond ?? 2000;
            const began = performance.now();
            await fillPool(Math.ceil((2.5 * bound * seconds) / quizLength) + connections);
            console.log(`load: ${pool.length} attempts ready in ${Math.round(performance.now() - began)} ms`);
          }
          console.log(`load: ${scenario.name} at ${connections} connections for ${seconds} s`);
          starved = 0;
          const result = await run(url, api.pid, scenario, connections);
          if (starved > 0) console.warn(`load: ${scenario.name} at ${connections} ran out of pre-made attempts ${starved} times; those answers count as errors.`);
          measured.push(result);
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
      }
      return {
        name: `API load (${seconds} s per level, autocannon → API process, sqlite, Auth emulator; a bare Node server beside it)`,
        rows: [...baseline.flatMap(rows), ...[...frameworks, ...measured].flatMap((result) => [...rows(result), ...shareOfBare(result, baseline)])],
      };
    } finally {
      await store.close();
    }
  } finally {
    await api?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function post(url: string, path: string, body: unknown, cookie: string): Promise<void> {
  const response = await fetch(`${url}${path}`, { method: "POST", headers: { ...json, ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`Warm-up ${path} answered ${response.status}: ${await response.text()}`);
  await response.arrayBuffer();
}

/** The share of the bare server's throughput an API scenario reached at the same level (issue 23's bar: getPricing 50%). */
export function shareOfBare(result: Measured, baseline: Measured[]): BenchRow[] {
  const bare = baseline.find((entry) => entry.connections === result.connections);
  if (!bare || bare.requestsPerSecond === 0) return [];
  const share = Math.round((result.requestsPerSecond / bare.requestsPerSecond) * 1000) / 10;
  return [
    {
      metric: `${result.scenario}, ${result.connections} conn: throughput as a share of bare Node (${bare.requestsPerSecond} req/s)`,
      value: share,
      unit: "%",
      ...(result.scenario === "getPricing" ? { budget: 50, bound: "at least" as const } : {}),
    },
  ];
}

function rows(result: Measured): BenchRow[] {
  const label = `${result.scenario}, ${result.connections} conn`;
  const out: BenchRow[] = [
    { metric: `${label}: p50 / p95 / p99`, value: `${result.p50} / ${result.p95} / ${result.p99}`, unit: "ms" },
    { metric: `${label}: throughput`, value: result.requestsPerSecond, unit: "req/s" },
    { metric: `${label}: errors / non-2xx`, value: `${result.errors} / ${result.non2xx} of ${result.requests}`, unit: "requests" },
    // Where the time went: the API is one Node process (one core at most); the machine has all the rest
    // (autocannon, the Auth emulator, and anything else running, which makes a run noisy).
    { metric: `${label}: CPU, API process / whole machine`, value: `${result.apiCpu ?? "?"}% of a core / ${result.machineCpu}% of ${cpus().length} cores`, unit: "" },
  ];
  if (result.connections === budgetLevel && !baselineNames.includes(result.scenario)) {
    out.push({ metric: `${label}: p95 (budget)`, value: result.p95, unit: "ms", budget: p95BudgetMs, bound: "under" });
    out.push({ metric: `${label}: errors + non-2xx (budget)`, value: result.errors + result.non2xx, unit: "requests", budget: 0 });
  }
  return out;
}
