import { createServer, request as httpRequest, type Server } from "node:http";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sessionCookieName } from "../config.ts";
import { adminAuth } from "../lib/firebase-admin.ts";
import type { Store } from "../store/port.ts";
import { sessionCookie, startApiServer, type ApiTestServer } from "../test-support/api-server.ts";
import { createTestAccount } from "../test-support/auth-emulator.ts";
import { createApiApp } from "./app.ts";

/**
 * What a reply may carry, beyond the cases the other suites own (cookie flags
 * on login: api.integration.test.ts; messages of refused input:
 * bad-input.integration.test.ts; who may call what:
 * authorization.integration.test.ts):
 *
 * - no reply, failed in any way the API can fail (400, 403, 404, 405, 409,
 *   413, 415, 431 and a real 500 from a store that breaks), carries a stack
 *   trace, a source path, the repository's location, or the value of any
 *   secret-looking environment variable, in its body or its headers;
 * - an internal error is logged with its stack and answered with the plain
 *   message only;
 * - the cookie that logout clears carries the same flags as the one login
 *   set (a browser only replaces a cookie with the same path), login's
 *   cookie is host-only and is not the ID token, and no other route sets one;
 * - API replies are never stored by a cache and do not name the framework.
 */

/** Planted so the test has secrets to look for even where the environment holds none. */
const planted = {
  STRIPE_SECRET_KEY: "sk_test_51PlantedSecretThatMustNeverLeak0000000000",
  STRIPE_WEBHOOK_SECRET: "whsec_PlantedWebhookSecretThatMustNeverLeak",
  BEREA_TEST_PRIVATE_KEY: "-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQPlanted\n-----END PRIVATE KEY-----\n",
};
const secretName = /KEY|SECRET|TOKEN|PASSWORD|PASSWD|PRIVATE|CREDENTIAL|(^|_)AUTH(_|$)/i;
const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

/** Every string a reply must not contain, with what it would mean. */
function forbidden(): [string, string][] {
  const fromEnv = Object.entries(process.env)
    .filter(([name, value]) => secretName.test(name) && typeof value === "string" && value.length >= 8 && !name.includes("EMULATOR_HOST"))
    .flatMap(([name, value]) => {
      const text = value ?? "";
      // A PEM key is looked for by its body lines too: a reply could carry part of it.
      const lines = text.split("\n").filter((line) => line.length >= 16 && !line.startsWith("-----"));
      return [[text, `the value of ${name}`] as [string, string], ...lines.map((line): [string, string] => [line, `part of ${name}`])];
    });
  return [
    ["    at ", "a stack trace"],
    ["-----BEGIN", "a PEM key"],
    ["node_modules", "a dependency path"],
    ["file://", "a file URL"],
    [".ts:", "a source position"],
    [".js:", "a source position"],
    [repoRoot, "the repository's location"],
    [repoRoot.replace(/\/$/, ""), "the repository's location"],
    ...fromEnv,
  ];
}

interface Reply {
  label: string;
  status: number;
  headers: Record<string, string>;
  body: string;
}

function expectNoLeak(reply: Reply): void {
  const text = `${Object.entries(reply.headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join("\n")}\n\n${reply.body}`;
  for (const [needle, meaning] of forbidden()) {
    expect(text.includes(needle), `${reply.label} → ${reply.status} leaks ${meaning}:\n${text.slice(0, 800)}`).toBe(false);
  }
}

/** Raw HTTP, so requests fetch would refuse to send (an over-long address) can be made too. */
function send(baseUrl: string, label: string, method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Reply> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, method, path, headers: { ...headers, ...(body === undefined ? {} : { "Content-Length": Buffer.byteLength(body) }) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const flat: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) flat[name] = Array.isArray(value) ? value.join("; ") : (value ?? "");
        resolve({ label: `${label} (${method} ${path.slice(0, 80)})`, status: res.statusCode ?? 0, headers: flat, body: Buffer.concat(chunks).toString("utf8") });
      });
    });
    req.on("error", reject);
    req.end(body);
  });
}

const json = { "Content-Type": "application/json" };
/** The API takes JSON bodies of up to 64 KB. */
const bodyLimitBytes = 64 * 1024;
/** A session lasts 14 days. */
const sessionLifetimeSeconds = 14 * 24 * 60 * 60;
let api: ApiTestServer;
let cookie = "";
let idToken = "";

beforeAll(async () => {
  for (const [name, value] of Object.entries(planted)) vi.stubEnv(name, value);
  api = await startApiServer("security");
  const account = await createTestAccount("Watchful Reader");
  idToken = account.idToken;
  cookie = await sessionCookie(api.baseUrl, account.idToken);
});

afterAll(async () => {
  await api.close();
  vi.unstubAllEnvs();
});

describe("error replies carry no stack trace, path or secret", () => {
  it("holds for every way a request can fail", async () => {
    const base = api.baseUrl;
    const started = await send(base, "a quiz to answer twice", "POST", "/api/quiz/start", { ...json, Cookie: cookie }, JSON.stringify({ topic: "mixed", difficulty: "easy", length: 4, timeZone: "UTC" }));
    const attemptId = (JSON.parse(started.body) as { payload: { attemptId: string } }).payload.attemptId;
    const answer = JSON.stringify({ attemptId, index: 0, answer: null });
    await send(base, "first answer", "POST", "/api/quiz/answer", { ...json, Cookie: cookie }, answer);

    const replies = [
      await send(base, "malformed JSON", "POST", "/api/", json, '{"subject": "getPricing",'),
      await send(base, "unknown subject", "POST", "/api/", json, JSON.stringify({ subject: "getSecrets" })),
      await send(base, "wrong field types", "POST", "/api/quiz/start", { ...json, Cookie: cookie }, JSON.stringify({ topic: 42, difficulty: ["x"], length: "ten" })),
      await send(base, "a forged ID token at login", "POST", "/api/", json, JSON.stringify({ subject: "login", idToken: `${idToken.split(".").slice(0, 2).join(".")}.forged` })),
      await send(base, "no session", "POST", "/api/", json, JSON.stringify({ subject: "getUserData" })),
      await send(base, "a forged session cookie", "POST", "/api/", { ...json, Cookie: `${sessionCookieName}=forged.cookie.value` }, JSON.stringify({ subject: "getUserData" })),
      await send(base, "someone else's attempt id", "POST", "/api/quiz/answer", { ...json, Cookie: cookie }, JSON.stringify({ attemptId: "doesNotExist123", index: 0, answer: null })),
      await send(base, "a second answer", "POST", "/api/quiz/answer", { ...json, Cookie: cookie }, answer),
      await send(base, "an unknown address", "POST", "/api/../../etc/passwd", json, "{}"),
      await send(base, "an unknown address", "GET", "/api/admin/config"),
      await send(base, "a wrong method", "DELETE", "/api/"),
      await send(base, "a body over the limit", "POST", "/api/contact", json, JSON.stringify({ name: "x", email: "a@example.com", message: "x".repeat(bodyLimitBytes + 10) })),
      await send(base, "not JSON", "POST", "/api/contact", { "Content-Type": "text/plain" }, "hello"),
      await send(base, "an unknown encoding", "POST", "/api/", { ...json, "Content-Encoding": "zstd-nonsense" }, "{}"),
      await send(base, "an address over Node's header limit", "GET", `/api/bible/search?q=${"a".repeat(20_000)}`),
      await send(base, "a search without a query", "GET", "/api/bible/search"),
      await send(base, "a date that does not exist", "GET", "/api/verse-of-the-day?date=2025-02-30&translation=kjv"),
    ];
    const statuses = new Set(replies.map((reply) => reply.status));
    for (const status of [400, 403, 404, 405, 409, 413, 415, 431]) expect(statuses, `some request answered ${status}`).toContain(status);
    for (const reply of replies) {
      expect(reply.status, reply.label).toBeGreaterThanOrEqual(400);
      expect(reply.status, reply.label).toBeLessThan(500);
      expectNoLeak(reply);
    }
  });

  it("answers an internal error with the plain message and logs the details instead", async () => {
    // A store that fails the way a driver can: an error whose message and stack carry paths and a key.
    const failure = () => {
      const error = new Error(`SQLITE_CORRUPT at ${repoRoot}.data/berea.sqlite with ${planted.BEREA_TEST_PRIVATE_KEY}`);
      error.stack = `${error.message}\n    at SqliteStore.get (${repoRoot}functions/src/store/sqlite-driver.ts:120:5)\n    at file://${repoRoot}node_modules/express/lib/router.js:1:1`;
      return Promise.reject(error);
    };
    const failing = new Set<PropertyKey>(["get", "getMany", "set", "create", "update", "delete", "query", "count", "runTransaction"]);
    const broken = new Proxy(api.store, {
      get: (target, property, receiver): unknown => (failing.has(property) ? failure : Reflect.get(target, property, receiver)),
    }) satisfies Store;
    const server: Server = createServer(createApiApp({ store: broken, auth: adminAuth(), now: () => new Date() }));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    if (typeof address !== "object" || !address) throw new Error("no address");
    const base = `http://127.0.0.1:${address.port}`;
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const replies = [
        await send(base, "getPricing on a broken store", "POST", "/api/", json, JSON.stringify({ subject: "getPricing" })),
        await send(base, "getUserData on a broken store", "POST", "/api/", { ...json, Cookie: cookie }, JSON.stringify({ subject: "getUserData" })),
        await send(base, "a quiz start on a broken store", "POST", "/api/quiz/start", { ...json, Cookie: cookie }, JSON.stringify({ topic: "mixed", difficulty: "easy", timeZone: "UTC" })),
        await send(base, "a contact message on a broken store", "POST", "/api/contact", json, JSON.stringify({ name: "Reader", email: "reader@example.com", message: "Hello there, Berea team." })),
      ];
      for (const reply of replies) {
        expect(reply.status, reply.label).toBe(500);
        expect(JSON.parse(reply.body), reply.label).toEqual({ message: "Something went wrong on our side. Please try again in a moment.", code: "internal" });
        expectNoLeak(reply);
      }
      // The details go to the log, where the team can read them.
      expect(logged).toHaveBeenCalledTimes(replies.length);
      expect(String(logged.mock.calls[0]?.[0])).toContain("SqliteStore.get");
    } finally {
      logged.mockRestore();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe("the session cookie", () => {
  const attributes = (header: string) => new Map(header.split(";").slice(1).map((part) => {
    const [name = "", ...value] = part.trim().split("=");
    return [name.toLowerCase(), value.join("=")];
  }));

  it("is host-only, is not the ID token, and lasts exactly the session's lifetime", async () => {
    const account = await createTestAccount("Cookie Reader");
    const login = await send(api.baseUrl, "login", "POST", "/api/", json, JSON.stringify({ subject: "login", idToken: account.idToken }));
    expect(login.status).toBe(200);
    const header = login.headers["set-cookie"] ?? "";
    const value = /^__session=([^;]+)/.exec(header)?.[1] ?? "";
    expect(value.length).toBeGreaterThan(20);
    expect(value).not.toBe(account.idToken);
    const flags = attributes(header);
    expect(flags.has("domain"), "no Domain attribute: the cookie goes back to this host only").toBe(false);
    expect(flags.get("max-age")).toBe(String(sessionLifetimeSeconds));
    // Expires is the server's now plus the lifetime: measured from the reply's own Date, both written to the second.
    const lifetimeMs = new Date(flags.get("expires") ?? "").getTime() - new Date(login.headers["date"] ?? "").getTime();
    expect(Math.abs(lifetimeMs - sessionLifetimeSeconds * 1000)).toBeLessThanOrEqual(1000);
    // And nothing in the reply body repeats it.
    expect(login.body).not.toContain(value);
  });

  it("is cleared by logout with the same flags it was set with", async () => {
    const account = await createTestAccount("Leaving Reader");
    const own = await sessionCookie(api.baseUrl, account.idToken);
    const logout = await send(api.baseUrl, "logout", "POST", "/api/", { ...json, Cookie: own }, JSON.stringify({ subject: "logout" }));
    expect(logout.status).toBe(200);
    const header = logout.headers["set-cookie"] ?? "";
    expect(header).toMatch(/^__session=;/);
    const flags = attributes(header);
    expect(flags.has("httponly")).toBe(true);
    expect(flags.has("secure")).toBe(true);
    expect(flags.get("samesite")).toBe("Strict");
    expect(flags.get("path")).toBe("/");
    expect(flags.has("domain")).toBe(false);
    // That the old cookie stops working on the server is authorization.integration.test.ts's ("beyond the matrix").
  });

  it("comes and goes in replies marked private, the only ones whose Set-Cookie Firebase Hosting passes on from a function", async () => {
    const account = await createTestAccount("Private Reader");
    const login = await send(api.baseUrl, "login", "POST", "/api/", json, JSON.stringify({ subject: "login", idToken: account.idToken }));
    const own = await sessionCookie(api.baseUrl, account.idToken);
    const logout = await send(api.baseUrl, "logout", "POST", "/api/", { ...json, Cookie: own }, JSON.stringify({ subject: "logout" }));
    for (const reply of [login, logout]) {
      expect(reply.headers["set-cookie"], reply.label).toMatch(/^__session=/);
      expect(reply.headers["cache-control"]?.split(/,\s*/), reply.label).toContain("private");
    }
  });

  it("is set by login only", async () => {
    const replies = [
      await send(api.baseUrl, "getUserData", "POST", "/api/", { ...json, Cookie: cookie }, JSON.stringify({ subject: "getUserData" })),
      await send(api.baseUrl, "getPricing", "POST", "/api/", json, JSON.stringify({ subject: "getPricing" })),
      await send(api.baseUrl, "quiz home", "POST", "/api/quiz/home", { ...json, Cookie: cookie }, JSON.stringify({ timeZone: "UTC" })),
      await send(api.baseUrl, "a refused call", "POST", "/api/", json, JSON.stringify({ subject: "getUserData" })),
      await send(api.baseUrl, "verse of the day", "GET", "/api/verse-of-the-day?date=2025-01-01&translation=kjv"),
    ];
    for (const reply of replies) expect(reply.headers["set-cookie"], reply.label).toBeUndefined();
  });
});

describe("API reply headers", () => {
  it("keeps a user's data out of every cache and does not name the framework", async () => {
    const replies = [
      await send(api.baseUrl, "getUserData", "POST", "/api/", { ...json, Cookie: cookie }, JSON.stringify({ subject: "getUserData" })),
      await send(api.baseUrl, "quiz home", "POST", "/api/quiz/home", { ...json, Cookie: cookie }, JSON.stringify({ timeZone: "UTC" })),
      await send(api.baseUrl, "a refused call", "POST", "/api/", json, JSON.stringify({ subject: "getUserData" })),
    ];
    for (const reply of replies) {
      expect(reply.headers["cache-control"], reply.label).toBe("private, no-store");
      expect(reply.headers["x-powered-by"], reply.label).toBeUndefined();
      expect(reply.headers["content-type"], reply.label).toMatch(/^application\/json/);
    }
  });
});
