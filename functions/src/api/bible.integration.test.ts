import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SearchReply, VerseOfTheDay } from "@berea/contracts/bible";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuth } from "../lib/firebase-admin.ts";
import type { Store } from "../store/port.ts";
import { createSqliteStore } from "../store/sqlite-driver.ts";
import { createApiApp } from "./app.ts";

/** The Bible endpoints over HTTP: search and the verse of the day, their caching and their errors. */
let server: Server;
let store: Store;
let baseUrl: string;
let dir: string;

beforeAll(async () => {
  process.env.GCLOUD_PROJECT ??= "demo-berea";
  dir = mkdtempSync(join(tmpdir(), "berea-bible-api-"));
  store = createSqliteStore({ file: join(dir, "api.sqlite") });
  server = createServer(createApiApp({ store, auth: adminAuth(), now: () => new Date() }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (typeof address !== "object" || !address) throw new Error("no address");
  baseUrl = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

async function get<T>(path: string, init: RequestInit = {}) {
  const response = await fetch(`${baseUrl}/api${path}`, init);
  const body = (await response.json()) as { payload?: T; message?: string; code?: string; fields?: Record<string, string> };
  return { status: response.status, body, headers: response.headers };
}

describe("GET /api/verse-of-the-day", () => {
  it("gives the same verse for a date in every translation, cacheable for good, with no database cost", async () => {
    const kjv = await get<VerseOfTheDay>("/verse-of-the-day?date=2026-12-25&translation=kjv");
    expect(kjv.status).toBe(200);
    expect(kjv.body.payload).toMatchObject({ date: "2026-12-25", book: "Isa", chapter: 9, start: 6, reference: "Isaiah 9:6", translation: "kjv" });
    expect(kjv.body.payload?.verses[0]?.text).toMatch(/^For unto us a child is born/);
    expect(kjv.headers.get("cache-control")).toBe("public, max-age=86400, s-maxage=604800, immutable");
    expect(kjv.headers.get("x-store-cost")).toBe("reads=0, writes=0");

    const rv = await get<VerseOfTheDay>("/verse-of-the-day?date=2026-12-25&translation=rv1909");
    expect(rv.body.payload).toMatchObject({ book: "Isa", chapter: 9, start: 6, reference: "Isaías 9:6" });
    expect(rv.body.payload?.verses[0]?.text).toMatch(/^Porque un niño nos es nacido/);

    const leap = await get<VerseOfTheDay>("/verse-of-the-day?date=2028-02-29");
    expect(leap.status).toBe(200);
    expect(leap.body.payload?.translation).toBe("kjv");
  });

  it("answers a bad date or translation with a 400 and a clear message", async () => {
    expect((await get("/verse-of-the-day")).body).toMatchObject({ code: "invalid-argument", message: "date is required." });
    expect((await get("/verse-of-the-day?date=22/11/2026")).body.message).toBe("Give the date as YYYY-MM-DD.");
    const feb30 = await get("/verse-of-the-day?date=2026-02-30");
    expect(feb30.status).toBe(400);
    expect(feb30.body.message).toBe("That date does not exist.");
    const noLeap = await get("/verse-of-the-day?date=2027-02-29");
    expect(noLeap.body.message).toBe("That date does not exist.");
    const translation = await get("/verse-of-the-day?date=2026-11-22&translation=niv");
    expect(translation.status).toBe(400);
    expect(translation.body.message).toBe("translation must be one of: kjv, web, rv1909.");
    const post = await get("/verse-of-the-day?date=2026-11-22", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    expect(post.status).toBe(405);
  });
});

describe("GET /api/bible/search", () => {
  it("ranks verses, pages through them, highlights matches and may be cached", async () => {
    const first = await get<SearchReply>(`/bible/search?q=${encodeURIComponent('"so loved the world"')}`);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("public, max-age=3600, s-maxage=86400");
    expect(first.headers.get("x-store-cost")).toBe("reads=0, writes=0");
    const hit = first.body.payload?.hits[0];
    expect(hit).toMatchObject({ book: "John", chapter: 3, verse: 16 });
    expect(hit?.highlights.map(([start, end]) => hit.text.slice(start, end))).toEqual(["so", "loved", "the", "world"]);

    const page1 = await get<SearchReply>("/bible/search?q=faith&scope=NT&limit=10");
    const page2 = await get<SearchReply>("/bible/search?q=faith&scope=NT&limit=10&offset=10");
    expect(page1.body.payload?.total).toBe(page2.body.payload?.total);
    const refs = (reply: typeof page1) => reply.body.payload?.hits.map((entry) => `${entry.book}.${entry.chapter}.${entry.verse}`) ?? [];
    expect(refs(page1)).toHaveLength(10);
    expect(refs(page1).filter((ref) => refs(page2).includes(ref))).toEqual([]);
  });

  it("answers bad input with a 400 and a message a person understands", async () => {
    const cases: [string, string][] = [
      ["", "q is required."],
      ["?q=a", "Type at least 2 letters to search."],
      [`?q=${"word ".repeat(50)}`, "Search for at most 200 characters."],
      ["?q=love&translation=esv", "translation must be one of: kjv, web, rv1909."],
      ["?q=love&scope=Jhn", 'There is no book "Jhn" to search in. Choose all, OT, NT or a book such as John.'],
      ["?q=love&limit=500", "limit must be at most 100."],
      ["?q=love&offset=-1", "offset cannot be negative."],
      ["?q=love&limit=ten", "limit must be a number."],
      ["?q=love&q=hope", "q must be a string."],
    ];
    for (const [query, message] of cases) {
      const reply = await get(`/bible/search${query}`);
      expect({ query, status: reply.status, message: reply.body.message }).toEqual({ query, status: 400, message });
    }
  });
});
