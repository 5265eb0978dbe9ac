import type { Server } from "node:http";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuth } from "../lib/firebase-admin.ts";
import { createJsonServer } from "../lib/http-server.ts";
import { startApiServer, signedInAccount, type ApiTestServer, type SignedInAccount } from "../test-support/api-server.ts";
import { createTestAccount, signInTestAccount, verifyTestAccountEmail } from "../test-support/auth-emulator.ts";
import { runningClock } from "../test-support/domain-test.ts";
import { createApiApp } from "./app.ts";
import { registeredMessage, registerReplyFloorMs } from "./routes/accounts.ts";

/**
 * Abuse resistance over HTTP (docs/QUALITY.md, "Abuse"): the stored rate
 * limits (literal numbers from api/rate-limits.ts), keyed by user or by the
 * client address only our own proxy can write; two app instances over one
 * store sharing a count; `register` answering alike for new and existing
 * emails; actions that wait for a confirmed email; and the Origin check.
 */

interface Reply {
  status: number;
  body: { payload?: Record<string, unknown>; message?: string; code?: string; retryAfter?: number };
  headers: Headers;
  ms: number;
}

async function call(baseUrl: string, path: string, body: unknown, headers: Record<string, string> = {}, method = "POST"): Promise<Reply> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { ...(method === "POST" ? { "Content-Type": "application/json" } : {}), ...headers },
    ...(method === "POST" ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as Reply["body"], headers: response.headers, ms: performance.now() - started };
}

const signUp = (email = `abuse-${randomUUID()}@example.com`) => ({ subject: "register", name: "Lydia", email, password: "Berea#2026", repeatPassword: "Berea#2026" });

/** A 429 as every limit answers it: JSON with a message a person understands, the code, and Retry-After in seconds. */
function expectLimited(reply: Reply, label: string): void {
  expect(reply.status, `${label}: ${JSON.stringify(reply.body)}`).toBe(429);
  expect(reply.body.code).toBe("rate-limited");
  expect(reply.body.message).toMatch(/wait|again/i);
  const retryAfter = Number(reply.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(reply.body.retryAfter).toBe(retryAfter);
}

/** A second instance of the API over the same store, as a second Cloud Functions instance would be. */
async function secondInstance(store: ApiTestServer["store"], options: { now: () => Date; trustedProxyHops: number }): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const server: Server = createJsonServer(createApiApp({ store, auth: adminAuth(), now: options.now, trustedProxyHops: options.trustedProxyHops, registerReplyFloorMs: 0 }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (typeof address !== "object" || !address) throw new Error("no address");
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe("rate limits behind one trusted proxy (as on Cloud Functions)", () => {
  let server: ApiTestServer;
  const clock = runningClock("2026-05-04T09:00:00Z");
  // The test plays the Google front end: the last X-Forwarded-For entry is the address it saw.
  const from = (client: string, spoofed?: string) => ({ "X-Forwarded-For": spoofed ? `${spoofed}, ${client}` : client });

  beforeAll(async () => {
    server = await startApiServer("abuse-limits", { now: clock.now, trustedProxyHops: 1, registerReplyFloorMs: 0 });
  });
  afterAll(async () => {
    await server.close();
  });

  it("register: 10 an hour per client address; a spoofed first X-Forwarded-For value gets no fresh allowance; the next hour opens again", async () => {
    for (let i = 1; i <= 10; i++) {
      const reply = await call(server.baseUrl, "/", signUp(), from("203.0.113.10", `198.51.100.${i}`));
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    }
    expectLimited(await call(server.baseUrl, "/", signUp(), from("203.0.113.10")), "the 11th sign-up");
    expectLimited(await call(server.baseUrl, "/", signUp(), from("203.0.113.10", "192.0.2.99")), "the 11th sign-up with a made-up first address");
    expectLimited(await call(server.baseUrl, "/", signUp(), { "X-Forwarded-For": "192.0.2.1, 192.0.2.2, 203.0.113.10" }), "several made-up addresses");
    // Another client (another address seen by the proxy) has its own allowance.
    expect((await call(server.baseUrl, "/", signUp(), from("203.0.113.11"))).status).toBe(200);
    clock.advance(60 * 60 * 1000);
    expect((await call(server.baseUrl, "/", signUp(), from("203.0.113.10"))).status).toBe(200);
  });

  it("two instances over one store share the count", async () => {
    const other = await secondInstance(server.store, { now: clock.now, trustedProxyHops: 1 });
    try {
      for (let i = 0; i < 5; i++) expect((await call(server.baseUrl, "/", signUp(), from("203.0.113.20"))).status).toBe(200);
      for (let i = 0; i < 5; i++) expect((await call(other.baseUrl, "/", signUp(), from("203.0.113.20"))).status).toBe(200);
      expectLimited(await call(other.baseUrl, "/", signUp(), from("203.0.113.20")), "the 11th sign-up, on the second instance");
      expectLimited(await call(server.baseUrl, "/", signUp(), from("203.0.113.20")), "the 12th sign-up, on the first instance");
    } finally {
      await other.close();
    }
  });

  it("sign-in codes: 20 tries per 10 minutes per client address, redeeming and asking whose account together, right or wrong", async () => {
    for (let i = 0; i < 20; i++) {
      const subject = i % 2 === 0 ? "registerCode" : "previewSignInCode";
      const reply = await call(server.baseUrl, "/auth/callback", { subject, code: `guess-${i}` }, from("203.0.113.30"));
      expect(reply.status).not.toBe(429);
    }
    expectLimited(await call(server.baseUrl, "/auth/callback", { subject: "registerCode", code: "guess-21" }, from("203.0.113.30", "192.0.2.7")), "the 21st code");
    expectLimited(await call(server.baseUrl, "/auth/callback", { subject: "previewSignInCode", code: "guess-22" }, from("203.0.113.30")), "a 22nd, asked about");
    clock.advance(10 * 60 * 1000);
    expect((await call(server.baseUrl, "/auth/callback", { subject: "previewSignInCode", code: "guess-23" }, from("203.0.113.30"))).status).not.toBe(429);
  });

  it("contact: 5 an hour, per signed-in user where there is one, else per client address", async () => {
    const message = { name: "Phoebe", email: "phoebe@example.com", message: "A question about Berea's reading plans." };
    for (let i = 0; i < 5; i++) expect((await call(server.baseUrl, "/contact", message, from("203.0.113.40"))).status).toBe(200);
    expectLimited(await call(server.baseUrl, "/contact", message, from("203.0.113.40", "192.0.2.8")), "the 6th anonymous message");
    // Signed in, from the same address: the user's own allowance.
    const reader = await signedInAccount(server, "Phoebe Contact");
    for (let i = 0; i < 5; i++) expect((await call(server.baseUrl, "/contact", message, { ...from("203.0.113.40"), Cookie: reader.cookie })).status).toBe(200);
    expectLimited(await call(server.baseUrl, "/contact", message, { ...from("203.0.113.41"), Cookie: reader.cookie }), "the user's 6th message, from another address");
  });

  it("search: 60 a minute per client address (or user)", async () => {
    const search = (client: string) => call(server.baseUrl, "/bible/search?q=love&limit=1", undefined, from(client), "GET");
    for (let i = 0; i < 60; i++) expect((await search("203.0.113.50")).status).toBe(200);
    expectLimited(await search("203.0.113.50"), "the 61st search");
    clock.advance(60 * 1000);
    expect((await search("203.0.113.50")).status).toBe(200);
  });
});

describe("rate limits of signed-in users", () => {
  let server: ApiTestServer;
  const clock = runningClock("2026-05-04T09:00:00Z");
  let reader: SignedInAccount;
  const as = (who: SignedInAccount) => ({ Cookie: who.cookie });

  beforeAll(async () => {
    server = await startApiServer("abuse-users", { now: clock.now, chatWaitMs: 4000 });
    reader = await signedInAccount(server, "Silas Limits");
  });
  afterAll(async () => {
    await server.close();
  });

  it("sign-in links: 10 an hour per user", async () => {
    for (let i = 0; i < 10; i++) expect((await call(server.baseUrl, "/", { subject: "createSignInLink" }, as(reader))).status).toBe(200);
    expectLimited(await call(server.baseUrl, "/", { subject: "createSignInLink" }, as(reader)), "the 11th link");
  });

  it("create-subscription (card testing): 5 an hour per user", async () => {
    const buyer = await signedInAccount(server, "Card Tester");
    const body = { plan: "premium", cycle: "monthly", fullName: "Card Tester", email: buyer.email };
    for (let i = 0; i < 5; i++) expect((await call(server.baseUrl, "/create-subscription", body, as(buyer))).status).not.toBe(429);
    expectLimited(await call(server.baseUrl, "/create-subscription", body, as(buyer)), "the 6th card setup");
  });

  it("circle codes: 20 an hour per user, joins and previews together", async () => {
    const guesser = await signedInAccount(server, "Code Guesser");
    // Codes of the right shape (a malformed one is a 400 before any limit): CIR- and 8 of the code alphabet.
    const guess = (i: number) => `CIR-GUESS${"ABCDEFGHJKLMNPQRSTUVWXYZ"[Math.floor(i / 24)]}${"ABCDEFGHJKLMNPQRSTUVWXYZ"[i % 24]}Z`;
    for (let i = 0; i < 10; i++) expect((await call(server.baseUrl, "/circles/preview", { code: guess(i) }, as(guesser))).status).not.toBe(429);
    for (let i = 10; i < 20; i++) expect((await call(server.baseUrl, "/circles/join", { code: guess(i) }, as(guesser))).status).not.toBe(429);
    expectLimited(await call(server.baseUrl, "/circles/join", { code: guess(20) }, as(guesser)), "the 21st code");
  });

  it("at most 2 waiting chat reads per user at once; a third is refused until one ends", async () => {
    const created = await call(server.baseUrl, "/circles/create", { name: "Waiting readers" }, as(reader));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const circleId = String(created.body.payload?.id);
    const wait = (signal?: AbortSignal) =>
      fetch(`${server.baseUrl}/api/circles/messages`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Cookie: reader.cookie },
        body: JSON.stringify({ circleId, after: 0, wait: true }),
        ...(signal ? { signal } : {}),
      });
    const watchesBefore = server.liveWatches();
    const first = new AbortController();
    const open = [wait(first.signal).catch(() => null), wait()];
    await expect.poll(() => server.liveWatches(), { timeout: 5000 }).toBe(watchesBefore + 2);
    const third = await call(server.baseUrl, "/circles/messages", { circleId, after: 0, wait: true }, as(reader));
    expectLimited(third, "a third waiting read");
    // One ends (the tab closes): a new one may wait.
    first.abort();
    await expect.poll(async () => (await call(server.baseUrl, "/circles/messages", { circleId, after: 0 }, as(reader))).status).toBe(200);
    await expect.poll(() => server.liveWatches(), { timeout: 5000 }).toBe(watchesBefore + 1);
    const fourth = wait();
    await expect.poll(() => server.liveWatches(), { timeout: 5000 }).toBe(watchesBefore + 2);
    expect((await fourth).status).toBe(200);
    await Promise.all(open);
  });
});

describe("client address without a proxy (npm start, tests)", () => {
  let server: ApiTestServer;
  beforeAll(async () => {
    server = await startApiServer("abuse-no-proxy", { registerReplyFloorMs: 0 });
  });
  afterAll(async () => {
    await server.close();
  });

  it("ignores X-Forwarded-For entirely: made-up addresses all count as the socket's peer", async () => {
    for (let i = 1; i <= 10; i++) expect((await call(server.baseUrl, "/", signUp(), { "X-Forwarded-For": `198.51.100.${i}` })).status).toBe(200);
    expectLimited(await call(server.baseUrl, "/", signUp(), { "X-Forwarded-For": "192.0.2.200" }), "the 11th sign-up");
  });
});

describe("register tells a stranger nothing about which emails have accounts", () => {
  let server: ApiTestServer;
  beforeAll(async () => {
    // The real reply floor (1 s).
    server = await startApiServer("abuse-register", { registerReplyFloorMs });
  });
  afterAll(async () => {
    await server.close();
  });

  it("answers a new and an existing email with the same status, body, headers and store cost, after the same floor", async () => {
    const existing = await createTestAccount("Existing Member");
    const replies: { kind: string; reply: Reply }[] = [];
    for (let round = 0; round < 2; round++) {
      replies.push({ kind: "new", reply: await call(server.baseUrl, "/", signUp()) });
      replies.push({ kind: "existing", reply: await call(server.baseUrl, "/", signUp(existing.email)) });
    }
    const headerNames = (reply: Reply) => [...reply.headers.keys()].filter((name) => name !== "date").sort();
    const [first] = replies;
    if (!first) throw new Error("no replies");
    for (const { kind, reply } of replies) {
      expect(reply.status, kind).toBe(200);
      expect(reply.body, kind).toEqual({ payload: { message: registeredMessage } });
      expect(headerNames(reply), kind).toEqual(headerNames(first.reply));
      expect(reply.headers.get("x-store-cost"), kind).toBe(first.reply.headers.get("x-store-cost"));
      expect(reply.headers.get("content-length"), kind).toBe(first.reply.headers.get("content-length"));
      expect(reply.ms, `${kind} answered before the 1 s floor`).toBeGreaterThanOrEqual(registerReplyFloorMs - 5);
    }
    const median = (kind: string) => replies.filter((entry) => entry.kind === kind).reduce((sum, entry) => sum + entry.reply.ms, 0) / 2;
    expect(Math.abs(median("new") - median("existing")), "the two kinds take about as long").toBeLessThan(300);
    // The existing account is untouched: its owner's password still signs in, and the stranger's does not.
    await expect(signInTestAccount(existing.email, existing.password)).resolves.toBeTruthy();
    await expect(signInTestAccount(existing.email, "Berea#2026")).rejects.toThrow();
  });
});

describe("actions that wait for a confirmed email", () => {
  let server: ApiTestServer;
  beforeAll(async () => {
    server = await startApiServer("abuse-verified");
  });
  afterAll(async () => {
    await server.close();
  });

  it("prayer sharing and Family invites and joins refuse an unconfirmed email, and open once the emailed link is used, in the same session", async () => {
    const account = await createTestAccount("Tabitha Unconfirmed");
    const login = await call(server.baseUrl, "/", { subject: "login", idToken: account.idToken });
    const cookie = /__session=([^;]+)/.exec(login.headers.get("set-cookie") ?? "")?.[1];
    if (!cookie) throw new Error("no session");
    const as = { Cookie: `__session=${cookie}` };
    expect((login.body.payload?.user as { emailVerified?: boolean }).emailVerified).toBe(false);

    const share = () => call(server.baseUrl, "/prayer/post", { text: "Please pray for my mother's recovery.", anonymous: false, clientId: randomUUID() }, as);
    const refused = await share();
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("email-not-verified");
    expect(refused.body.message).toMatch(/confirm your email address to share prayer requests/);
    expect((await call(server.baseUrl, "/family/invite", {}, as)).body.code).toBe("email-not-verified");
    expect((await call(server.baseUrl, "/family/join", { code: "FAM-ABCDEFGH", consent: true }, as)).body.code).toBe("email-not-verified");

    // The page asks for a link: while unconfirmed, the reply holds the token the browser sends it with.
    const asked = await call(server.baseUrl, "/", { subject: "emailVerification" }, as);
    expect(asked.status).toBe(200);
    expect(asked.body.payload?.emailVerified).toBe(false);
    expect(typeof asked.body.payload?.token).toBe("string");

    // The person opens the emailed link (the emulator's out-of-band code); the session cookie still carries the old claim.
    await verifyTestAccountEmail(account);
    const shared = await share();
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    expect((await call(server.baseUrl, "/family/invite", {}, as)).body.code).not.toBe("email-not-verified");
    expect((await call(server.baseUrl, "/family/join", { code: "FAM-ABCDEFGH", consent: true }, as)).body.code).not.toBe("email-not-verified");
    expect((await call(server.baseUrl, "/", { subject: "getUserData" }, as)).body.payload?.emailVerified).toBe(true);
    expect((await call(server.baseUrl, "/", { subject: "emailVerification" }, as)).body.payload).toEqual({ emailVerified: true });
  });
});

describe("state-changing requests check Origin", () => {
  let server: ApiTestServer;
  beforeAll(async () => {
    server = await startApiServer("abuse-origin");
  });
  afterAll(async () => {
    await server.close();
  });
  const pricing = (headers: Record<string, string>) => call(server.baseUrl, "/", { subject: "getPricing" }, headers);
  const host = () => new URL(server.baseUrl).host;

  it("refuses a POST from another site with 403 JSON, and one from a browser that hides its origin", async () => {
    for (const origin of ["https://evil.example", "null", `http://${host()}.evil.example`, "not a url"]) {
      const reply = await pricing({ Origin: origin });
      expect(reply.status, origin).toBe(403);
      expect(reply.body.code, origin).toBe("permission-denied");
      expect(reply.body.message, origin).toMatch(/another website/);
    }
    // Refused before anything runs: a cross-site sign-up makes no account.
    const email = `csrf-${randomUUID()}@example.com`;
    expect((await call(server.baseUrl, "/", signUp(email), { Origin: "https://evil.example" })).status).toBe(403);
    await expect(adminAuth().getUserByEmail(email)).rejects.toThrow();
  });

  it("accepts the same origin (Host, or the X-Forwarded-Host a proxy passes on) and server-to-server calls without Origin", async () => {
    expect((await pricing({ Origin: server.baseUrl })).status).toBe(200);
    expect((await pricing({ Origin: "https://berea.example", "X-Forwarded-Host": "berea.example" })).status).toBe(200);
    expect((await pricing({})).status).toBe(200);
    // Reads are not state-changing: a GET from another site is answered (it carries no SameSite=Strict cookie anyway).
    expect((await call(server.baseUrl, "/billing/config", undefined, { Origin: "https://evil.example" }, "GET")).status).toBe(200);
  });
});
