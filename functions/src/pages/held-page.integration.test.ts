import { readFileSync } from "node:fs";
import type { Server } from "node:http";
import { fileURLToPath } from "node:url";
import { heldPageFile, heldPages, notFoundPage, routePatternsFile } from "@berea/contracts/held-pages";
import { homePageBuild } from "@berea/contracts/home-page";
import { languages } from "@berea/contracts/languages";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJsonServer } from "../lib/http-server.ts";
import { heldPageHandler } from "./held-page.ts";
import { sharedPageCacheControl } from "./page-cache.ts";

/**
 * The pages with a parameter in their address, over HTTP, from the web build's
 * own held pages (web/dist/.server/held, made by `npm run build -w web`, which
 * `npm test` runs first), mounted as the local server mounts them.
 */
// Another build's folder with BEREA_E2E_WEB_DIST, as the e2e tests take it.
const dist = process.env["BEREA_E2E_WEB_DIST"]?.replace(/\/?$/, "/") ?? fileURLToPath(new URL("../../../web/dist/", import.meta.url));
const serverDir = `${dist}${homePageBuild.dir}`;
const appHtml = readFileSync(`${dist}app.html`, "utf8");

async function listen(dir: string): Promise<{ server: Server; url: string }> {
  const app = express();
  const held = heldPageHandler(dir, () => Promise.resolve(appHtml));
  app.get(
    heldPages.map(({ pattern }) => pattern),
    (req, res, next) => void held(req, res).catch(next),
  );
  // Every other address, as firebase.json's last rewrite (`**`) sends it to the `pages` function.
  app.get(/.*/, (req, res, next) => void held(req, res).catch(next));
  const server = createJsonServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  return { server, url: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}` };
}

let running: { server: Server; url: string };
beforeAll(async () => {
  running = await listen(serverDir);
});
afterAll(async () => {
  await new Promise<void>((resolve) => running.server.close(() => resolve()));
});

/** An address of `pattern`, each parameter filled in. */
const addressOf = (pattern: string, value = "some-id-42") => pattern.replace(/:[^/]+/g, value);

describe("the held pages (GET /Devotionals/:id, /chat/:circleId, …)", () => {
  it.each(heldPages.map((page) => [page.pattern, page] as const))("%s: the build's page in the visitor's language, for the CDN to keep per language", async (_pattern, page) => {
    for (const language of languages) {
      const reply = await fetch(`${running.url}${addressOf(page.pattern)}`, { headers: { "Accept-Language": language === "es" ? "es-MX,es;q=0.9,en;q=0.5" : "en-GB,en;q=0.9" } });
      expect(reply.status).toBe(200);
      expect(reply.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(reply.headers.get("cache-control")).toBe(sharedPageCacheControl);
      expect(reply.headers.get("vary")).toMatch(/Accept-Language/);
      const html = await reply.text();
      expect(html).toBe(readFileSync(`${serverDir}/${heldPageFile(page.file, language)}`, "utf8"));
      expect(html).toContain(`<html lang="${language}">`);
      // The frame and the page's loading state, marked for main.tsx to render over rather than hydrate.
      expect(html).toContain('<div id="root" data-held="">');
      expect(html).toContain(language === "es" ? "Saltar al contenido" : "Skip to content");
      expect(html).not.toContain(language === "es" ? "Skip to content" : "Saltar al contenido");
    }
  });

  it("serves any address of a pattern, with a trailing slash too (as Hosting's rewrite globs match it), the same page", async () => {
    const devotional = heldPages.find((page) => page.pattern === "/Devotionals/:id");
    if (!devotional) throw new Error("No held page for a devotional.");
    const pages = await Promise.all(["/Devotionals/advent-01", "/Devotionals/no-such-devotional", "/Devotionals/lent-12/"].map(async (address) => (await fetch(`${running.url}${address}`)).text()));
    expect(new Set(pages).size).toBe(1);
    expect(pages[0]).toBe(readFileSync(`${serverDir}/${heldPageFile(devotional.file, "en")}`, "utf8"));
  });

  it("answers English to a browser that names none of Berea's languages, and skips one it does not speak", async () => {
    const address = `${running.url}/chat/pRwuvq2PvhF1vN43MpLh`;
    expect(await (await fetch(address, { headers: { "Accept-Language": "de-DE" } })).text()).toContain('<html lang="en">');
    expect(await (await fetch(address, { headers: { "Accept-Language": "fr-FR,es;q=0.8" } })).text()).toContain('<html lang="es">');
  });

  it("answers a repeat visit with 304 from its ETag", async () => {
    const first = await fetch(`${running.url}/Plans/abc123`);
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await fetch(`${running.url}/Plans/abc123`, { headers: { "If-None-Match": etag ?? "", "Cache-Control": "max-age=0" } });
    expect(again.status).toBe(304);
  });

  it("sends the not-found page, held in the visitor's language, for an address no route of the app knows", async () => {
    for (const language of languages) {
      for (const address of ["/stray/thing", "/no-such-page", "/Books/a/b/c", "/dashboard/more"]) {
        const reply = await fetch(`${running.url}${address}`, { headers: { "Accept-Language": language } });
        expect(reply.status, address).toBe(200);
        expect(reply.headers.get("cache-control")).toBe(sharedPageCacheControl);
        const html = await reply.text();
        expect(html, address).toBe(readFileSync(`${serverDir}/${heldPageFile(notFoundPage.file, language)}`, "utf8"));
        expect(html).toContain('<div id="root" data-held="">');
        expect(html).toContain(language === "es" ? "¡Página no disponible!" : "Page Not Available!");
      }
    }
  });

  it("sends app.html, not kept, for an address the router answers without a page of its own, in any case as the router matches", async () => {
    const routes = JSON.parse(readFileSync(`${serverDir}/${routePatternsFile}`, "utf8")) as string[];
    // Read from the router by the build: the pages, the redirects and the reader's optional chapter.
    expect(routes).toEqual(expect.arrayContaining(["/Bible", "/subscription", "/Articles", "/Bible/:translation/:book/:chapter?", "/Plans"]));
    expect(routes).not.toContain("*");
    for (const address of ["/Bible", "/subscription", "/Articles", "/Bible/kjv/John", "/plans", "/QUIZ/"]) {
      const reply = await fetch(`${running.url}${address}`);
      expect(reply.status, address).toBe(200);
      expect(reply.headers.get("cache-control"), address).toBe("no-cache");
      expect(await reply.text(), address).toBe(appHtml);
    }
  });

  it("sends app.html in a Spanish visitor's language: its lang, title and description, the rest unchanged", async () => {
    for (const address of ["/Bible", "/subscription"]) {
      const reply = await fetch(`${running.url}${address}`, { headers: { "Accept-Language": "es-MX,es;q=0.9,en;q=0.5" } });
      expect(reply.status, address).toBe(200);
      expect(reply.headers.get("vary"), address).toBe("Accept-Language");
      const html = await reply.text();
      expect(html, address).toContain('<html lang="es">');
      expect(html, address).toContain("<title>Berea · Escudriña las Escrituras cada día</title>");
      expect(html, address).toMatch(/<meta name="description" content="Cuestionarios bíblicos[^"]*"/);
      // The same document otherwise: its scripts and styles are app.html's.
      const scripts = (text: string) => [...text.matchAll(/<script[^>]*>|<link[^>]*>/g)].map((match) => match[0]);
      expect(scripts(html), address).toEqual(scripts(appHtml));
    }
  });

  it("sends app.html when the page's file cannot be read, says so in the log, and reads it again on the next visit", async () => {
    const broken = await listen(`${serverDir}/no-such-folder`);
    const errors: string[] = [];
    const original = console.error;
    console.error = (line: string) => errors.push(line);
    try {
      const reply = await fetch(`${broken.url}/learn/bible-basics-01`);
      expect(reply.status).toBe(200);
      expect(reply.headers.get("cache-control")).toBe("no-cache");
      expect(await reply.text()).toBe(appHtml);
      expect(errors.join("\n")).toContain("A held page could not be read");
      await fetch(`${broken.url}/learn/bible-basics-01`);
      expect(errors.filter((line) => line.includes("A held page could not be read"))).toHaveLength(2);
    } finally {
      console.error = original;
      await new Promise<void>((resolve) => broken.server.close(() => resolve()));
    }
  });
});
