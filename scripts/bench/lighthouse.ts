import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import lighthouse, { type Flags, type Result } from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { chromiumArgs } from "../../e2e/support/chromium-args.ts";
import { routerPages, sampleAddress, unsampledRoutes, type BenchReaderData } from "./app-routes.ts";
import { benchAuthEmulator } from "./auth.ts";
import type { BenchRow, BenchSection } from "./report.ts";

/**
 * Web numbers (issue 7): Lighthouse's mobile performance audit (its default
 * simulated throttling: a mid-range phone on slow 4G) on the landing page,
 * sign-in, the dashboard and the quiz home, in Debian's Chromium, against the
 * built app on the local server. The signed-in pages get a real session
 * cookie from the Auth emulator. Nothing leaves 127.0.0.1: the browser's
 * resolver answers only for the loopback address.
 */

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
/** Runs per page; the reported one is Lighthouse's median run (closest to the median FCP and TTI). */
const runsPerPage = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

interface PageSpec {
  /** The row's name (BENCH_LIGHTHOUSE_PAGES picks some by it): the route as the router declares it, "/ (es)" for the Spanish landing. */
  name: string;
  /** The route as the router declares it (its sample address). */
  pattern: string;
  /** A browser in this language (navigator.languages and Accept-Language) opens it: Spanish gets the Spanish prerendered page. */
  language?: "es";
  signedIn: boolean;
  /** Performance score at least, LCP at most (ms), gzipped JavaScript before interaction at most (bytes). */
  bars: { score: number; lcpMs: number; jsBytes: number };
}

/**
 * Issue 23's bars: every route 95 and LCP 1.8 s with at most 100 KB of
 * JavaScript; the reader 98 and 1.2 s (a chapter is one small static file);
 * the landing at most 70 KB.
 */
const everyRoute = { score: 95, lcpMs: 1800, jsBytes: 100 * 1024 };
const specialBars: Record<string, Partial<PageSpec["bars"]>> = {
  "/": { jsBytes: 70 * 1024 },
  "/Bible/:translation/:book/:chapter?": { score: 98, lcpMs: 1200 },
};

/** Pages measured again in a Spanish browser (issue 22's bar: `/` in Spanish at least 95), each as the row "<route> (es)". */
const spanishPages = ["/"];

/**
 * Every page route of the app's router (scripts/bench/app-routes.ts) and the Spanish rows;
 * `BENCH_LIGHTHOUSE_PAGES=/,/login` measures only those (`"/ (es)"` the Spanish landing).
 */
async function pagesToMeasure(): Promise<PageSpec[]> {
  const onlyPages = process.env.BENCH_LIGHTHOUSE_PAGES?.split(",").map((name) => name.trim());
  const routes = await routerPages();
  const missing = unsampledRoutes(routes);
  if (missing.length > 0) throw new Error(`Routes with no sample address to measure: ${missing.join(", ")} (scripts/bench/app-routes.ts).`);
  const english: PageSpec[] = routes.map((route) => ({ name: route.pattern, pattern: route.pattern, signedIn: route.signedIn, bars: { ...everyRoute, ...specialBars[route.pattern] } }));
  const spanish: PageSpec[] = english.filter((page) => spanishPages.includes(page.pattern)).map((page) => ({ ...page, name: `${page.pattern} (es)`, language: "es" }));
  return [...english, ...spanish].filter((page) => !onlyPages || onlyPages.includes(page.name));
}

export interface PageMeasure {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The scripts the page itself loaded before Lighthouse stopped (the load, then network and CPU quiet). */
  scriptUrls: string[];
  /** Their bytes on the wire as Lighthouse counts them: gzipped bodies plus HTTP/1.1 response headers. */
  scriptTransferBytes: number;
  /** Every request's bytes on the wire, for context. */
  totalBytes: number;
}

interface NetworkRequestItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  sessionTargetType?: string;
}

interface ResourceSummaryItem {
  resourceType: string;
  transferSize: number;
}

function auditItems<T>(lhr: Result, id: string): T[] {
  const details = lhr.audits[id]?.details;
  if (!details || !("items" in details) || !Array.isArray(details.items)) throw new Error(`Lighthouse gave no ${id} items.`);
  return details.items as T[];
}

function numericAudit(lhr: Result, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no ${id} value${lhr.runtimeError ? `: ${lhr.runtimeError.message}` : ""}.`);
  return value;
}

/** What the bench reports from one Lighthouse result. Exported for the unit test. */
export function measureFromResult(lhr: Result): PageMeasure {
  const requests = auditItems<NetworkRequestItem>(lhr, "network-requests");
  // Only the page's own requests: the service worker's precache fill after the load is not the page's JavaScript.
  const scripts = requests.filter((request) => request.resourceType === "Script" && request.sessionTargetType !== "worker");
  const summary = auditItems<ResourceSummaryItem>(lhr, "resource-summary");
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: numericAudit(lhr, "largest-contentful-paint"),
    tbtMs: numericAudit(lhr, "total-blocking-time"),
    cls: numericAudit(lhr, "cumulative-layout-shift"),
    scriptUrls: scripts.map((request) => request.url),
    scriptTransferBytes: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    totalBytes: summary.find((item) => item.resourceType === "total")?.transferSize ?? 0,
  };
}

interface Chromium {
  port: number;
  close: () => Promise<void>;
}

/** Debian's Chromium with the design's offline flags and a DevTools port Lighthouse connects to (and `extraArgs`). */
async function launchChromium(extraArgs: string[] = []): Promise<Chromium> {
  const profile = mkdtempSync(join(tmpdir(), "berea-lighthouse-profile-"));
  const child: ChildProcess = spawn(
    process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    [...chromiumArgs, ...extraArgs, "--remote-debugging-port=0", `--user-data-dir=${profile}`, "--window-size=412,823", "about:blank"],
    { stdio: "ignore" },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const portFile = join(profile, "DevToolsActivePort");
  const deadline = Date.now() + 30_000;
  while (!existsSync(portFile) || readFileSync(portFile, "utf8").split("\n")[0] === "") {
    if (child.exitCode !== null) throw new Error(`Chromium exited with code ${child.exitCode} before it was ready.`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error("Chromium did not open its DevTools port within 30 seconds.");
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const port = Number(readFileSync(portFile, "utf8").split("\n")[0]);
  return {
    port,
    close: async () => {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

interface BenchReader {
  cookie: string;
  data: BenchReaderData;
}

/** A signed-in call to the local API as the bench reader; its payload, or an error naming the call. */
async function readerCall<T>(serverUrl: string, cookie: string, path: string, body: Record<string, unknown>): Promise<T> {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const response = await fetch(`${serverUrl}/api${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: cookie },
    body: JSON.stringify({ timeZone, ...body }),
  });
  if (!response.ok) throw new Error(`Seeding the bench reader: ${path} answered ${response.status} ${await response.text()}`);
  return ((await response.json()) as { payload: T }).payload;
}

/**
 * A new reader with the data people have after a few weeks (issue 23: "a
 * user with plans, notes, circles"): a confirmed account in the Auth
 * emulator, signed in through the API and shown its home once (the
 * `__session` cookie a browser would hold), following a reading plan with
 * its first day read, a verse to memorise, a highlighted note, a circle with
 * a message, and a challenge taken with that circle.
 */
async function benchReader(serverUrl: string, authHost: string): Promise<BenchReader> {
  const identity = `http://${authHost}/identitytoolkit.googleapis.com/v1`;
  const email = `lighthouse-${crypto.randomUUID()}@example.com`;
  const password = "Scripture#1";
  const post = async <T>(url: string, body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<T> => {
    const response = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`The Auth emulator refused the bench account (${url}): ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const { localId } = await post<{ localId: string }>(`${identity}/accounts:signUp?key=demo-api-key`, { email, password, displayName: "Lighthouse Reader", returnSecureToken: true });
  // Confirmed, as the emulator's admin does it: circles are for confirmed accounts.
  await post(`${identity}/projects/demo-berea/accounts:update`, { localId, emailVerified: true }, { Authorization: "Bearer owner" });
  const { idToken } = await post<{ idToken: string }>(`${identity}/accounts:signInWithPassword?key=demo-api-key`, { email, password, returnSecureToken: true });
  const login = await fetch(`${serverUrl}/api/`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ subject: "login", idToken }),
  });
  if (!login.ok) throw new Error(`Signing the bench account in failed: ${login.status} ${await login.text()}`);
  const setCookie = login.headers.getSetCookie().find((value) => value.startsWith("__session="));
  if (!setCookie) throw new Error("The login answer set no __session cookie.");
  const cookie = setCookie.split(";")[0] ?? "";
  // A returning reader: the app lands on the dashboard after every sign-in, and its call keeps the home's time zone
  // and translations on the profile, which is what the server renders their next visit in (functions/src/pages/).
  // Chromium runs on this machine's clock and zone, as this process does.
  await readerCall(serverUrl, cookie, "/dashboard", { verseTranslation: "kjv", devotionalTranslation: "kjv" });
  const plan = await readerCall<{ userPlanId: string }>(serverUrl, cookie, "/reading-plans/start", { planId: "promises-of-god-21-days" });
  await readerCall(serverUrl, cookie, "/reading-plans/check", { userPlanId: plan.userPlanId, day: 1, done: true });
  await readerCall(serverUrl, cookie, "/memory/add", { cardId: "bench-john-3-16", translation: "kjv", book: "John", chapter: 3, start: 16 });
  await readerCall(serverUrl, cookie, "/notes/save", {
    id: "bench-note-john-3",
    translation: "kjv",
    book: "John",
    chapter: 3,
    verseStart: 16,
    verseEnd: 17,
    colour: "yellow",
    text: "God's love is for the whole world, and it gives.",
    editedAt: Date.now(),
  });
  const circle = await readerCall<{ id: string; inviteCode: string }>(serverUrl, cookie, "/circles/create", { name: "Tuesday study", description: "We read a Gospel together, a chapter a week." });
  await readerCall(serverUrl, cookie, "/circles/send", { circleId: circle.id, clientId: "bench-welcome", text: "Welcome! This week: John 3." });
  const run = await readerCall<{ runId: string }>(serverUrl, cookie, "/challenges/join", { challengeId: "mark-in-16-days", with: "circle", circleId: circle.id });
  return { cookie, data: { userPlanId: plan.userPlanId, circleId: circle.id, inviteCode: circle.inviteCode, challengeRunId: run.runId } };
}

async function runLighthouse(url: string, port: number, cookie: string | undefined): Promise<Result> {
  const flags: Flags = {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    formFactor: "mobile",
    throttlingMethod: "simulate",
    disableFullPageScreenshot: true,
    // No service worker: a first visit's numbers do not include it, and once it controls the page, requests it
    // passes on no longer carry Lighthouse's extra Cookie header (the signed-in pages then land on /login).
    blockedUrlPatterns: ["*/sw.js"],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
  return result.lhr;
}

/**
 * Gzipped body bytes of each script, as the server sends them to a browser
 * asking for gzip: the budget's measure. Lighthouse's transfer sizes also count
 * each response's HTTP/1.1 headers (about 1.4 KB here, mostly the CSP), which
 * HTTP/2 on Hosting compresses away.
 */
async function gzippedBodyBytes(urls: string[]): Promise<number> {
  let total = 0;
  for (const url of urls) total += await gzippedBytes(url);
  return total;
}

function gzippedBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { "Accept-Encoding": "gzip" } }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`${url} answered ${res.statusCode}.`));
      let bytes = 0;
      res.on("data", (chunk: Buffer) => (bytes += chunk.length));
      res.on("end", () => resolve(bytes));
    });
    req.on("error", reject);
    req.end();
  });
}

/** A signed-out visit names no reader's data (only the signed-in routes' samples use it). */
const visitorData: BenchReaderData = { userPlanId: "", circleId: "", inviteCode: "", challengeRunId: "" };

const round = (value: number, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;

export async function benchLighthouse(): Promise<BenchSection> {
  const dataDir = mkdtempSync(join(tmpdir(), "berea-bench-lighthouse-"));
  // The bench's shared Auth emulator (index.ts stops it at the end).
  const authHost = await benchAuthEmulator();
  process.env.METADATA_SERVER_DETECTION = "none";
  process.env.STORE_DRIVER = "sqlite";
  process.env.STORE_SQLITE_FILE = join(dataDir, "lighthouse.sqlite");
  process.env.BEREA_QUIET_LOGS = "1";
  const { startLocalServer } = await import("../../emulators/local-server.ts");
  // BENCH_WEB_DIST: a build of its own (vite build --outDir), which other work on the tree cannot rebuild mid-run.
  const webDist = process.env.BENCH_WEB_DIST;
  const server = await startLocalServer({ repoRoot, port: 0, extraOrigins: [`http://${authHost}`], serveWeb: true, ...(webDist ? { webDist } : {}) });
  const pages = await pagesToMeasure();
  const chromium = await launchChromium();
  // A Chromium whose languages are Spanish (headless Chromium takes them from --accept-lang), for the Spanish rows.
  let spanishChromium: Chromium | undefined;
  const rows: BenchRow[] = [];
  const reportDir = join(repoRoot, "bench-results");
  mkdirSync(reportDir, { recursive: true });
  try {
    for (const page of pages) {
      const port = page.language === "es" ? (spanishChromium ??= await launchChromium(["--lang=es-ES", "--accept-lang=es-ES"])).port : chromium.port;
      const runs: Result[] = [];
      // Each run's address: a new reader has plans, circles and runs of their own, so a route named by one has another address each run.
      const addresses = new Map<Result, string>();
      for (let run = 0; run < runsPerPage; run += 1) {
        // A new reader for each signed-in run: the Auth emulator may be shared with test runs that clear its accounts.
        const reader = page.signedIn ? await benchReader(server.url, authHost) : undefined;
        const address = sampleAddress({ pattern: page.pattern, signedIn: page.signedIn }, reader?.data ?? visitorData);
        const url = `${server.url}${address}`;
        // Lighthouse sometimes loses the trace on a crowded machine (NO_NAVSTART): one more try, then fail.
        const result = await runLighthouse(url, port, reader?.cookie).catch(() => runLighthouse(url, port, reader?.cookie));
        // A page outside the router's guards that sends a visitor to sign in itself (/subscription) is a signed-in page.
        if (!page.signedIn && new URL(result.finalDisplayedUrl).pathname === "/login") {
          page.signedIn = true;
          run -= 1;
          continue;
        }
        runs.push(result);
        addresses.set(result, address);
      }
      const lhr = computeMedianRun(runs);
      // The median run's own address (not the last run's: another reader's, for a route named by the reader's data).
      const address = addresses.get(lhr) ?? "";
      // The whole report, for a closer look (open it in the Lighthouse viewer).
      writeFileSync(join(reportDir, `lighthouse-${page.name.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "landing"}.json`), JSON.stringify(lhr));
      const ended = new URL(lhr.finalDisplayedUrl);
      if (`${ended.pathname}${ended.search}` !== address && ended.pathname !== address) {
        // A step of a flow opened on its own (/subscription without a chosen plan goes back to the dashboard): said, not scored.
        rows.push({ metric: `${page.name}: opened at ${address}, it went on to ${ended.pathname} (nothing of its own to measure in this state)`, value: "not measured", unit: "" });
        continue;
      }
      const measure = measureFromResult(lhr);
      const jsBytes = await gzippedBodyBytes(measure.scriptUrls);
      const label = page.pattern === address ? page.name : `${page.name} (${address})`;
      rows.push(
        { metric: `${label}: performance score`, value: measure.score, unit: "/100", budget: page.bars.score, bound: "at least" },
        { metric: `${label}: LCP`, value: round(measure.lcpMs), unit: "ms", budget: page.bars.lcpMs },
        { metric: `${label}: TBT`, value: round(measure.tbtMs), unit: "ms" },
        { metric: `${label}: CLS`, value: round(measure.cls, 3), unit: "", budget: 0.05, bound: "under" },
        {
          metric: `${label}: JavaScript before interaction, gzip (${measure.scriptUrls.length} files)`,
          value: round(jsBytes / 1024, 1),
          unit: "KB",
          budget: page.bars.jsBytes / 1024,
        },
        { metric: `${label}: the same as Lighthouse counts it (with HTTP/1.1 headers)`, value: round(measure.scriptTransferBytes / 1024, 1), unit: "KB" },
        { metric: `${label}: every request of the load`, value: round(measure.totalBytes / 1024, 1), unit: "KB" },
      );
    }
  } finally {
    await chromium.close();
    await spanishChromium?.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { name: `web (Lighthouse ${runsPerPage > 1 ? `median of ${runsPerPage} runs, ` : ""}mobile, simulated throttling)`, rows };
}
