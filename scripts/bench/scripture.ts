import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type BrowserContext, type Page, type Response } from "playwright-core";
import type { TranslationId } from "../../contracts/src/bible.ts";
import { chromiumArgs } from "../../e2e/support/chromium-args.ts";
import { percentile, type BenchSection } from "./report.ts";

/**
 * Scripture numbers (issue 3): opening a chapter cold and from the offline
 * cache, search latency over a fixed list of 200 queries, and the bytes the
 * first chapter view and the first search download. Runs the built app on
 * the local server and drives Debian's Chromium; nothing leaves 127.0.0.1.
 */

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
const chapters = [
  ["John", 3],
  ["Ps", 23],
  ["Rom", 8],
  ["Gen", 1],
  ["Matt", 5],
] as const;
const slugs: Record<string, string> = { John: "John", Ps: "Psalms", Rom: "Romans", Gen: "Genesis", Matt: "Matthew" };

interface ChapterTiming {
  /** Navigation to the chapter (its loader) to its text on screen. */
  chapterMs: number;
  /** Navigation start to the text on screen (app start included). */
  pageMs: number;
}

async function chapterTiming(page: Page, path: string): Promise<ChapterTiming> {
  await page.goto(path);
  await page.waitForFunction(() => performance.getEntriesByName("berea:chapter-rendered").length > 0, undefined, { timeout: 20_000 });
  return page.evaluate(() => {
    const requested = performance.getEntriesByName("berea:chapter-requested").at(-1)?.startTime ?? 0;
    const rendered = performance.getEntriesByName("berea:chapter-rendered").at(-1)?.startTime ?? 0;
    return { chapterMs: rendered - requested, pageMs: rendered };
  });
}

/** Opens a chapter from inside the running app (a client-side navigation) and times navigation → text on screen. */
async function inAppChapterMs(page: Page, path: string): Promise<number> {
  // A string, not a function: the bundler's helpers do not exist in the page.
  return page.evaluate(`(async () => {
    performance.clearMarks();
    window.history.pushState({}, "", ${JSON.stringify(path)});
    window.dispatchEvent(new PopStateEvent("popstate"));
    await new Promise((resolve) => {
      function tick() {
        if (performance.getEntriesByName("berea:chapter-rendered").length > 0) resolve();
        else requestAnimationFrame(tick);
      }
      tick();
    });
    const requested = performance.getEntriesByName("berea:chapter-requested").at(-1).startTime;
    return performance.getEntriesByName("berea:chapter-rendered").at(-1).startTime - requested;
  })()`);
}

/** Encoded (on-the-wire) body bytes of every response while `action` runs. */
async function countBytes(context: BrowserContext, action: () => Promise<void>) {
  const responses: { url: string; bytes: number }[] = [];
  const pending: Promise<void>[] = [];
  const listener = (response: Response) => {
    pending.push(
      response
        .request()
        .sizes()
        .then((sizes) => void responses.push({ url: response.url(), bytes: sizes.responseBodySize }))
        .catch(() => undefined),
    );
  };
  context.on("response", listener);
  await action();
  await Promise.all(pending);
  context.off("response", listener);
  return responses;
}

/** Raw gzip bytes of an API answer, as a browser asking for gzip receives it. */
function gzippedBytes(url: string): Promise<{ status: number; bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { "Accept-Encoding": "gzip" } }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => (bytes += chunk.length));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, bytes, encoding: String(res.headers["content-encoding"] ?? "identity") }));
    });
    req.on("error", reject);
    req.end();
  });
}

export async function benchScripture(): Promise<BenchSection> {
  const dataDir = mkdtempSync(join(tmpdir(), "berea-bench-"));
  process.env.GCLOUD_PROJECT ??= "demo-berea";
  process.env.STORE_DRIVER = "sqlite";
  process.env.STORE_SQLITE_FILE = join(dataDir, "bench.sqlite");
  process.env.BEREA_QUIET_LOGS = "1";
  const { startLocalServer } = await import("../../emulators/local-server.ts");
  const { searchEngineFor } = await import("../../functions/src/api/routes/bible.ts");
  const server = await startLocalServer({ repoRoot, port: 0, extraOrigins: [], serveWeb: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs });
  try {
    // 1. Cold: a new visitor, nothing cached, no service worker yet.
    const cold: ChapterTiming[] = [];
    let firstChapterBytes = 0;
    let firstPageBytes = 0;
    let firstViewBytes = 0;
    for (const [book, chapter] of chapters) {
      const context = await browser.newContext({ baseURL: server.url, serviceWorkers: "block" });
      const page = await context.newPage();
      let timing: ChapterTiming | undefined;
      const responses = await countBytes(context, async () => {
        timing = await chapterTiming(page, `/Bible/kjv/${slugs[book]}/${chapter}`);
      });
      if (timing) cold.push(timing);
      if (book === "John") {
        // The chapter comes inside its page (rendered on the server); its file is what turning to it in the app fetches.
        firstPageBytes = responses.find((response) => new URL(response.url).pathname === "/Bible/kjv/John/3")?.bytes ?? -1;
        const folder = readdirSync(join(repoRoot, "web/dist/assets/bible")).find((name) => name.startsWith("kjv-"));
        firstChapterBytes = folder ? (await gzippedBytes(`${server.url}/assets/bible/${folder}/John/3.json`)).bytes : -1;
        firstViewBytes = responses.reduce((sum, response) => sum + Math.max(0, response.bytes), 0);
      }
      await context.close();
    }

    // 2. From the offline cache: chapters read once with the service worker in charge, then, with no
    //    network, opened again from inside the running app (as a reader turning back to them), and by a
    //    full reload.
    const context = await browser.newContext({ baseURL: server.url, serviceWorkers: "allow" });
    const page = await context.newPage();
    if (process.env.BENCH_VERBOSE) page.on("console", (message) => console.log("page:", message.text()));
    await page.goto("/Bible/kjv/Mark/1");
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const cachedPaths = Array.from({ length: 21 }, (_, index) => `/Bible/kjv/John/${index + 1}`);
    for (const path of cachedPaths) await chapterTiming(page, path);
    await context.setOffline(true);
    const offlineReload = await chapterTiming(page, "/Bible/kjv/Mark/1");
    if (process.env.BENCH_VERBOSE === "cache") {
      console.log(await page.evaluate(`(async () => {
        const keys = await (await caches.open("bible-chapters")).keys();
        const out = [];
        for (const request of keys.slice(0, 8)) {
          const t0 = performance.now(); const r = await caches.match(request.url, { cacheName: "bible-chapters" }); const t1 = performance.now(); await r.text(); const t2 = performance.now();
          const c = await caches.open("bible-chapters"); const t3 = performance.now(); const r2 = await c.match(request.url); const t4 = performance.now(); await r2.text(); const t5 = performance.now();
          out.push([t1 - t0, t2 - t1, t4 - t3, t5 - t4].map(Math.round).join("/"));
        }
        return out.join(" ");
      })()`));
    }
    const cached: number[] = [];
    for (const path of cachedPaths) cached.push(await inAppChapterMs(page, path));
    if (process.env.BENCH_VERBOSE) console.log("in-app from cache (ms):", cached.map((ms) => Math.round(ms)).join(" "));
    await context.close();

    // 3. Search: the engine after its index is loaded, and over HTTP through the API.
    const queries = JSON.parse(readFileSync(join(repoRoot, "scripts/bench/search-queries.json"), "utf8")) as { translation: TranslationId; q: string; scope: string }[];
    const buildMs: Record<string, number> = {};
    for (const translation of ["kjv", "web", "rv1909"] as const) {
      const started = performance.now();
      searchEngineFor(translation).search({ q: "warm", scope: "all", offset: 0, limit: 1 });
      buildMs[translation] = Math.round(performance.now() - started);
    }
    const engineMs = queries.map(({ translation, q, scope }) => searchEngineFor(translation).search({ q: `${q} `.trim(), scope, offset: 0, limit: 20 }).tookMs);
    const httpMs: number[] = [];
    for (const { translation, q, scope } of queries) {
      const started = performance.now();
      const response = await fetch(`${server.url}/api/bible/search?${new URLSearchParams({ q, translation, scope, limit: "20", nocache: String(Math.random()) })}`);
      await response.arrayBuffer();
      httpMs.push(performance.now() - started);
    }
    const firstSearch = await gzippedBytes(`${server.url}/api/bible/search?q=love&translation=kjv&scope=all&limit=20`);

    const round1 = (value: number) => Math.round(value * 10) / 10;
    return {
      name: "scripture",
      rows: [
        { metric: "Chapter view, cold (navigation → text on screen), median", value: round1(percentile(cold.map((t) => t.chapterMs), 50)), unit: "ms" },
        { metric: "Page load to chapter text, cold, median", value: round1(percentile(cold.map((t) => t.pageMs), 50)), unit: "ms" },
        { metric: "Chapter view from the offline cache, in the app, median", value: round1(percentile(cached, 50)), unit: "ms" },
        { metric: "Chapter view from the offline cache, in the app, p95 (21 chapters)", value: round1(percentile(cached, 95)), unit: "ms", budget: 50 },
        { metric: "Page reload to chapter text, offline", value: round1(offlineReload.pageMs), unit: "ms" },
        { metric: "A chapter's file (John 3, gzip)", value: firstChapterBytes, unit: "bytes", budget: 3 * 1024 },
        { metric: "A chapter's page, rendered on the server (John 3, gzip)", value: firstPageBytes, unit: "bytes" },
        { metric: "First chapter view, every request (page with the chapter + app + fonts)", value: firstViewBytes, unit: "bytes" },
        { metric: "Search index build, KJV / WEB / RV1909", value: `${buildMs.kjv} / ${buildMs.web} / ${buildMs.rv1909}`, unit: "ms" },
        { metric: "Search latency in the engine, p50", value: round1(percentile(engineMs, 50)), unit: "ms" },
        { metric: "Search latency in the engine, p95 (200 queries)", value: round1(percentile(engineMs, 95)), unit: "ms", budget: 30 },
        { metric: "Search latency over HTTP, p50 / p95", value: `${round1(percentile(httpMs, 50))} / ${round1(percentile(httpMs, 95))}`, unit: "ms" },
        { metric: "First search: index bytes the browser downloads", value: 0, unit: "bytes", budget: 300 * 1024 },
        { metric: `First search: answer bytes (${firstSearch.encoding})`, value: firstSearch.bytes, unit: "bytes" },
      ],
    };
  } finally {
    await browser.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
