import { readFileSync } from "node:fs";
import type { Server } from "node:http";
import express, { type Express } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiApp } from "../api/app.ts";
import { stripeWebhookHandler } from "../billing/webhook-http.ts";
import { homePageHandler } from "../pages/home-page.ts";
import { readerPageHandler, readerPagePattern } from "../pages/reader-page.ts";
import { seedPlans } from "../plans/plans.ts";
import { openDomainStore, type DomainStore } from "../test-support/domain-test.ts";
import { adminAuth } from "./firebase-admin.ts";
import { createJsonServer } from "./http-server.ts";
import { applySecurityHeaders, securityHeaders } from "./security-headers.ts";

/**
 * Every function answers with Hosting's security headers, as firebase.json
 * writes them for `**`: read here from the file itself, so a header added,
 * changed or dropped there is checked on every function's responses.
 */
interface HostingRule {
  source: string;
  headers: { key: string; value: string }[];
}
const hostingRules = (JSON.parse(readFileSync(new URL("../../../firebase.json", import.meta.url), "utf8")) as { hosting: { headers: HostingRule[] } }).hosting.headers;
const hostingHeaders = Object.fromEntries(hostingRules.filter((rule) => rule.source === "**").flatMap((rule) => rule.headers.map((header) => [header.key, header.value])));

let domain: DomainStore;
let server: Server;
let base: string;

async function listen(app: Express): Promise<void> {
  server = createJsonServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
}

beforeAll(async () => {
  domain = openDomainStore("security-headers");
  await seedPlans(domain.store);
  const deps = { store: domain.store, auth: adminAuth(), now: () => new Date("2026-03-02T12:00:00Z") };
  const app = express();
  // As the `pages` and `stripeWebhook` functions: their handlers on their own.
  const files = () =>
    Promise.resolve({
      renderer: { renderHomePage: () => Promise.resolve("<!doctype html><p>home</p>"), renderReaderPage: () => Promise.resolve("<!doctype html><p>John 3</p>") },
      template: "",
      readerTemplate: "",
      appHtml: "<!doctype html><p>app</p>",
    });
  const home = homePageHandler(deps, files);
  app.get("/dashboard", (req, res, next) => void home(req, res).catch(next));
  const reader = readerPageHandler(files);
  app.get(readerPagePattern, (req, res, next) => void reader(req, res).catch(next));
  app.all("/stripe/webhook", express.raw({ type: "*/*" }), stripeWebhookHandler({ store: domain.store, billing: null, now: deps.now }));
  // A server in front that set its own policy first (the local stack's CSP names the emulators).
  app.get("/already-set", (_req, res) => {
    res.setHeader("Content-Security-Policy", "default-src 'self' http://127.0.0.1:9099");
    applySecurityHeaders(res);
    res.end();
  });
  app.use(createApiApp(deps));
  await listen(app);
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await domain.close();
});

const json = (body: string) => ({ method: "POST", headers: { "Content-Type": "application/json" }, body });

describe("the functions' security headers", () => {
  it("are firebase.json's Hosting headers for every address", () => {
    expect(Object.keys(hostingHeaders)).toEqual(
      expect.arrayContaining(["Content-Security-Policy", "Strict-Transport-Security", "X-Frame-Options", "X-Content-Type-Options", "Referrer-Policy", "Permissions-Policy"]),
    );
    expect(securityHeaders).toEqual(hostingHeaders);
  });

  const responses: [string, () => Promise<Response>][] = [
    ["the api's answer (getPricing)", () => fetch(`${base}/api/`, json(JSON.stringify({ subject: "getPricing" })))],
    ["the api's 400 for a bad body", () => fetch(`${base}/api/`, json("{not json"))],
    ["the api's 403 for no session", () => fetch(`${base}/api/`, json(JSON.stringify({ subject: "getUserData" })))],
    ["the api's 404 for an unknown address", () => fetch(`${base}/api/nowhere`, json("{}"))],
    ["the api's 405 for a wrong method", () => fetch(`${base}/api/`, { method: "PUT" })],
    ["the api's GET file-less answer (verse of the day)", () => fetch(`${base}/api/verse-of-the-day?date=2026-03-02&translation=kjv`)],
    ["the pages function's home", () => fetch(`${base}/dashboard`)],
    ["the pages function's chapter", () => fetch(`${base}/Bible/kjv/John/3`)],
    ["the webhook function's answer", () => fetch(`${base}/stripe/webhook`, { method: "POST", body: "{}" })],
  ];
  it.each(responses)("%s carries every one of them, with Hosting's value", async (_name, request) => {
    const response = await request();
    const carried = Object.fromEntries(Object.keys(hostingHeaders).map((key) => [key, response.headers.get(key)]));
    expect(carried).toEqual(hostingHeaders);
  });

  it("leaves a header the server in front already set", async () => {
    const response = await fetch(`${base}/already-set`);
    expect(response.headers.get("Content-Security-Policy")).toBe("default-src 'self' http://127.0.0.1:9099");
    expect(response.headers.get("X-Frame-Options")).toBe(hostingHeaders["X-Frame-Options"]);
  });
});
