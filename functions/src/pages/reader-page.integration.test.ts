import { readdirSync, readFileSync } from "node:fs";
import type { Server } from "node:http";
import { fileURLToPath } from "node:url";
import { homePageBuild } from "@berea/contracts/home-page";
import { translationIds, type TranslationId } from "@berea/contracts/bible";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJsonServer } from "../lib/http-server.ts";
import { homePageFiles } from "./home-page.ts";
import { bibleChapters, readerPageCacheControl, readerPageHandler, readerPagePattern } from "./reader-page.ts";

/**
 * A chapter's page rendered on the server, over HTTP, with the web build's own
 * server render (web/dist/.server, made by `npm run build -w web`, which
 * `npm test` runs first) and the functions' Bible data.
 */
// Another build's folder with BEREA_E2E_WEB_DIST, as the e2e tests take it.
const dist = process.env["BEREA_E2E_WEB_DIST"]?.replace(/\/?$/, "/") ?? fileURLToPath(new URL("../../../web/dist/", import.meta.url));
const appHtml = readFileSync(`${dist}app.html`, "utf8");
const realFiles = homePageFiles(`${dist}${homePageBuild.dir}`, `${dist}app.html`, homePageBuild);

let server: Server;
let base = "";

async function listen(app: express.Express): Promise<{ server: Server; url: string }> {
  const started = createJsonServer(app);
  await new Promise<void>((resolve) => started.listen(0, "127.0.0.1", resolve));
  const address = started.address();
  return { server: started, url: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}` };
}

beforeAll(async () => {
  const app = express();
  const reader = readerPageHandler(realFiles);
  app.get(readerPagePattern, (req, res, next) => void reader(req, res).catch(next));
  ({ server, url: base } = await listen(app));
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** The chapter the page hydrates from, as its state script holds it. */
function renderedChapters(html: string): unknown[] {
  const json = /<script type="application\/json" id="berea-reader-state">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error("The page has no reader state.");
  return (JSON.parse(json) as { queries: { queries: { state: { data: unknown } }[] } }).queries.queries.map((query) => query.state.data);
}

/** The static file the browser would otherwise fetch (web/dist/assets/bible/<translation>-<hash>/<book>/<chapter>.json). */
function staticChapter(translation: TranslationId, book: string, chapter: number): unknown {
  const folder = readdirSync(`${dist}assets/bible`).find((name) => name.startsWith(`${translation}-`));
  if (!folder) throw new Error(`The web build has no ${translation} chapters.`);
  return JSON.parse(readFileSync(`${dist}assets/bible/${folder}/${book}/${chapter}.json`, "utf8"));
}

describe("GET /Bible/:translation/:book/:chapter", () => {
  it("sends the chapter in the page, with the data it hydrates from, for the CDN to keep", async () => {
    const reply = await fetch(`${base}/Bible/kjv/John/3`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(reply.headers.get("cache-control")).toBe(readerPageCacheControl);
    const html = await reply.text();
    expect(html).toContain("<title>John 3 (KJV) · Berea</title>");
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf("berea-reader-state"));
    expect(root).toContain("For God so loved the world, that he gave his only begotten Son");
    expect(root).toContain('<h1>John 3</h1>');
    expect(renderedChapters(html)).toEqual([staticChapter("kjv", "John", 3)]);
  });

  it("speaks the visitor's language around the Scripture (Accept-Language), and says the CDN keeps a copy per language", async () => {
    const english = await fetch(`${base}/Bible/rv1909/John/3`);
    expect(english.headers.get("vary")).toMatch(/Accept-Language/);
    const englishHtml = await english.text();
    expect(englishHtml).toContain('<html lang="en">');
    expect(englishHtml).toContain('aria-label="Chapters"');

    const spanish = await fetch(`${base}/Bible/rv1909/John/3`, { headers: { "Accept-Language": "es-MX,es;q=0.9,en;q=0.5" } });
    expect(spanish.status).toBe(200);
    expect(spanish.headers.get("cache-control")).toBe(readerPageCacheControl);
    expect(spanish.headers.get("vary")).toMatch(/Accept-Language/);
    const html = await spanish.text();
    expect(html).toContain('<html lang="es">');
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf("berea-reader-state"));
    expect(root).toContain('<h1>Juan 3</h1>');
    expect(root).toContain('aria-label="Capítulos"');
    expect(root).toContain("Porque de tal manera amó Dios al mundo");
    expect(root).not.toContain('aria-label="Chapters"');
    // The same chapter's data as the English page: only the words around it differ.
    expect(renderedChapters(html)).toEqual(renderedChapters(englishHtml));

    // A language Berea does not speak, first in the list, is skipped as Hosting skips it.
    const french = await (await fetch(`${base}/Bible/kjv/John/3`, { headers: { "Accept-Language": "fr-FR,es;q=0.8" } })).text();
    expect(french).toContain('<html lang="es">');
  });

  it("answers a repeat visit with 304 from its ETag", async () => {
    const first = await fetch(`${base}/Bible/web/Psalms/23`);
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    // As a browser revalidates (fetch would otherwise add "Cache-Control: no-cache" to a conditional request, asking past every cache).
    const again = await fetch(`${base}/Bible/web/Psalms/23`, { headers: { "If-None-Match": etag ?? "", "Cache-Control": "max-age=0" } });
    expect(again.status).toBe(304);
  });

  it("renders two translations side by side, each exactly as its static file (the WEB's notes, RV1909's numbering)", async () => {
    // Numbers 12 in the RV1909 is numbered differently from the KJV's (its alignment rows); Romans 16:25-27 are where the WEB prints them elsewhere (its notes).
    const numbers = await (await fetch(`${base}/Bible/rv1909/Numbers/12?parallel=web`)).text();
    const [rv, web] = renderedChapters(numbers) as [{ alignment?: unknown[] }, unknown];
    expect(rv.alignment?.length).toBeGreaterThan(0);
    expect([rv, web]).toEqual([staticChapter("rv1909", "Num", 12), staticChapter("web", "Num", 12)]);
    for (const translation of translationIds) {
      expect(bibleChapters(translation, "Rom", 16)).toEqual(staticChapter(translation, "Rom", 16));
      expect(bibleChapters(translation, "Job", 40)).toEqual(staticChapter(translation, "Job", 40));
    }
    expect(Object.keys(bibleChapters("web", "Rom", 16)?.notes ?? {})).toEqual(["25", "26", "27"]);
  });

  it.each([
    ["a translation in capitals", "/Bible/KJV/John/3"],
    ["a book in lower case", "/Bible/kjv/john/3"],
    ["a chapter the book does not have", "/Bible/kjv/John/22"],
    ["a book the Bible does not have", "/Bible/kjv/Hezekiah/1"],
    ["a translation Berea does not have", "/Bible/niv/John/3"],
    ["a side-by-side that is the same translation", "/Bible/kjv/John/3?parallel=kjv"],
    ["a side-by-side translation Berea does not have", "/Bible/kjv/John/3?parallel=niv"],
    ["another query", "/Bible/kjv/John/3?utm_source=mail"],
    ["a chapter that is not a number", "/Bible/kjv/John/three"],
  ])("leaves %s to the app, which corrects or explains it (app.html, not kept)", async (_case, address) => {
    const reply = await fetch(`${base}${address}`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get("cache-control")).toBe("no-cache");
    expect(await reply.text()).toBe(appHtml);
  });

  it("sends app.html when the render fails, and says so in the log", async () => {
    const files = await realFiles();
    const app = express();
    const broken = readerPageHandler(() =>
      Promise.resolve({ ...files, renderer: { ...files.renderer, renderReaderPage: () => Promise.reject(new Error("render failed")) } }),
    );
    app.get(readerPagePattern, (req, res, next) => void broken(req, res).catch(next));
    const started = await listen(app);
    const errors: string[] = [];
    const original = console.error;
    console.error = (line: string) => errors.push(line);
    try {
      const reply = await fetch(`${started.url}/Bible/kjv/John/3`);
      expect(reply.status).toBe(200);
      expect(reply.headers.get("cache-control")).toBe("no-cache");
      expect(await reply.text()).toBe(appHtml);
      expect(errors.join("\n")).toContain("A chapter's page could not be rendered on the server");
    } finally {
      console.error = original;
      await new Promise<void>((resolve) => started.server.close(() => resolve()));
    }
  });
});
