import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { allowedErrorCodes } from "@berea/contracts/endpoint";
import { apiEndpoints } from "@berea/contracts/endpoints";
import type { Express } from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadArticles } from "../articles/articles.ts";
import { devotionalOfDate, loadDevotionalLibrary } from "../devotionals/devotional-data.ts";
import { addCalendarDays } from "../reading-plans/calendar-dates.ts";
import { adminAuth } from "../lib/firebase-admin.ts";
import { seedPlans } from "../plans/plans.ts";
import type { Store, StoredDocument } from "../store/port.ts";
import { createSqliteStore } from "../store/sqlite-driver.ts";
import { createFirestoreStore } from "../store/firestore-driver.ts";
import { deployedApiUrl, onDeployedRuntime } from "../test-support/api-runtime.ts";
import { authEmulatorHost, createTestAccount, signInTestAccount } from "../test-support/auth-emulator.ts";
import { runningClock } from "../test-support/domain-test.ts";
import { createApiApp } from "./app.ts";
import {
  authorizationTable,
  callerKinds,
  routes,
  type CallerKind,
  type MatrixAccount,
  type MatrixContext,
  type MatrixRow,
  type RouteName,
  type RouteSpec,
  type SignedInCaller,
} from "./authorization-table.ts";

/**
 * The authorization matrix (authorization-table.ts) over HTTP, against the
 * real Auth emulator and sqlite: every route as anonymous, another user, the
 * owner and an admin. Each row checks the status and error code, whose data
 * came back where the table says, that a refusal left the route's
 * collections exactly as they were, and that a 404 on someone else's attempt
 * reads the same as one on an attempt that does not exist.
 *
 * The same rows also run against the API as deployed (the emulator suite's
 * e2e/emulator-suite-api-authorization-*.test.ts import this file): the
 * deploy bundle in the Functions emulator through Hosting, and under the
 * functions framework, with the store being the suite's Firestore and the
 * clock the real one. No row is answered by the runtime before the app.
 */
let app: Express;
let server: Server;
let store: Store;
let baseUrl: string;
let dir: string;
let ctx: MatrixContext;
// 10:00 in Madrid, the fixtures' zone: the whole matrix runs on this date there (a deployed runtime runs on the real one).
const clock = runningClock("2026-03-10T09:00:00Z");
const today = onDeployedRuntime ? new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid" }).format(new Date()) : "2026-03-10";

interface Reply {
  status: number;
  text: string;
  payload: unknown;
  code: string | undefined;
  message: string | undefined;
  setCookie: string | null;
}

async function send(method: "GET" | "POST", path: string, request: unknown, headers: Record<string, string> = {}): Promise<Reply> {
  const init: RequestInit = method === "POST" ? { method, headers: { ...headers, "Content-Type": "application/json" }, body: JSON.stringify(request) } : { method, headers };
  const url = method === "GET" ? `${baseUrl}${path}?${toQuery(request).toString()}` : `${baseUrl}${path}`;
  const response = await fetch(url, init);
  const text = await response.text();
  // A calendar file (text/calendar) is the one success that is not JSON.
  const body: unknown = (response.headers.get("content-type") ?? "").startsWith("application/json") ? JSON.parse(text) : { payload: text };
  const field = (name: string): unknown => (typeof body === "object" && body !== null && name in body ? (body as Record<string, unknown>)[name] : undefined);
  const str = (value: unknown) => (typeof value === "string" ? value : undefined);
  return {
    status: response.status,
    text,
    payload: field("payload"),
    code: str(field("code")),
    message: str(field("message")),
    setCookie: response.headers.get("set-cookie"),
  };
}

function toQuery(request: unknown): URLSearchParams {
  const query = new URLSearchParams();
  if (typeof request !== "object" || request === null) return query;
  for (const [key, value] of Object.entries(request)) if (typeof value === "string") query.set(key, value);
  return query;
}

const sessionCookie = (reply: Reply): string => {
  const match = /__session=([^;]+)/.exec(reply.setCookie ?? "");
  if (!match?.[1]) throw new Error(`no session cookie in ${reply.setCookie ?? "(none)"}`);
  return `__session=${match[1]}`;
};

function expectOk(reply: Reply, what: string): void {
  if (reply.status !== 200) throw new Error(`fixture: ${what} answered ${reply.status}: ${reply.text}`);
}

/** A real account signed in through `login`; with claims, signed in again so its token carries them. */
async function signedInAccount(name: string, claims?: Record<string, boolean>): Promise<MatrixAccount> {
  // Confirmed emails, so sharing prayers and Family invites answer by who is asking, not by the unconfirmed-email rule.
  const account = await createTestAccount(name, { verified: true });
  let idToken = account.idToken;
  if (claims) {
    await adminAuth().setCustomUserClaims(account.uid, claims);
    idToken = await signInTestAccount(account.email, account.password);
  }
  const login = await send("POST", "/api/", { subject: "login", idToken });
  expectOk(login, `login of ${name}`);
  return { uid: account.uid, email: account.email, idToken, cookie: sessionCookie(login) };
}

async function buildContext(): Promise<MatrixContext> {
  const [owner, other, admin] = await Promise.all([signedInAccount("Lydia Owner"), signedInAccount("Demas Other"), signedInAccount("Titus Admin", { admin: true })]);
  const timeZone = "Europe/Madrid";
  // True-false questions only, so that `true` is a valid answer to question 0.
  const startOne = async () => {
    const reply = await send("POST", "/api/quiz/start", { topic: "mixed", difficulty: "easy", length: 4, types: ["true-false"], timeZone }, { Cookie: owner.cookie });
    expectOk(reply, "the owner's quiz start");
    const attemptId = (reply.payload as { attemptId?: unknown } | undefined)?.attemptId;
    if (typeof attemptId !== "string") throw new Error(`fixture: no attemptId in ${reply.text}`);
    return attemptId;
  };
  const toAnswer = await startOne();
  const toFinish = await startOne();
  const toFlag = await startOne();
  expectOk(await send("POST", "/api/quiz/answer", { attemptId: toFlag, index: 0, answer: true }, { Cookie: owner.cookie }), "the owner's answer to the quiz to flag");
  const codes = await Promise.all(
    callerKinds.map(async (caller) => {
      const reply = await send("POST", "/api/", { subject: "createSignInLink" }, { Cookie: owner.cookie });
      expectOk(reply, "the owner's createSignInLink");
      const path = (reply.payload as { path?: unknown } | undefined)?.path;
      const code = new URL(String(path), "http://localhost").searchParams.get("code");
      if (!code) throw new Error(`fixture: no code in ${reply.text}`);
      return [caller, code] as const;
    }),
  );
  const startPlan = async (planId: string, startDate?: string) => {
    const reply = await send("POST", "/api/reading-plans/start", { planId, timeZone, ...(startDate ? { startDate } : {}) }, { Cookie: owner.cookie });
    expectOk(reply, `the owner's start of ${planId}`);
    const userPlanId = (reply.payload as { userPlanId?: unknown } | undefined)?.userPlanId;
    if (typeof userPlanId !== "string") throw new Error(`fixture: no userPlanId in ${reply.text}`);
    return userPlanId;
  };
  const ownerPlans = {
    toCheck: await startPlan("bible-in-a-year"),
    toReschedule: await startPlan("new-testament-90-days", addCalendarDays(today, -7)),
    toStop: await startPlan("gospels-30-days"),
  };
  const ownerMemory = { toReview: "matrix-owner-review", toRemove: "matrix-owner-remove" };
  for (const [cardId, start] of [[ownerMemory.toReview, 16], [ownerMemory.toRemove, 17]] as const) {
    expectOk(await send("POST", "/api/memory/add", { cardId, translation: "kjv", book: "John", chapter: 3, start, timeZone }, { Cookie: owner.cookie }), `the owner's memory verse ${cardId}`);
  }
  const startRound = async () => {
    const reply = await send("POST", "/api/games/round", { game: "books-order" }, { Cookie: owner.cookie });
    expectOk(reply, "the owner's game round");
    const roundId = (reply.payload as { roundId?: unknown } | undefined)?.roundId;
    if (typeof roundId !== "string") throw new Error(`fixture: no roundId in ${reply.text}`);
    return roundId;
  };
  const ownerGames = { toAnswer: await startRound(), toFinish: await startRound() };
  const joined = await send("POST", "/api/challenges/join", { challengeId: "ten-quizzes", with: "alone", timeZone }, { Cookie: owner.cookie });
  expectOk(joined, "the owner's challenge run");
  const ownerChallenge = (joined.payload as { runId?: unknown } | undefined)?.runId;
  if (typeof ownerChallenge !== "string") throw new Error(`fixture: no runId in ${joined.text}`);
  const family = await buildFamily(owner);
  const circles = await buildCircles(owner);
  const prayer = await buildPrayerRequests(owner);
  return {
    circles,
    prayer,
    accounts: { owner, other, admin },
    timeZone,
    family,
    ownerPlans,
    ownerMemory,
    ownerGames,
    ownerChallenge,
    ownerAttempts: { toAnswer, firstAnswer: true, toFinish, toFlag },
    signInCodes: Object.fromEntries(codes) as Record<CallerKind, string>,
    todaysDevotional: devotionalOfDate(loadDevotionalLibrary(), today).devotional.id,
    anArticle: loadArticles().articles[0]?.id ?? "no-articles",
  };
}

/**
 * The owner's Family plan: made while the owner's own plan was Family (two
 * members joined through the API, invites left open), then the plan ended,
 * so the owner is on Free like every other fixture account.
 */
async function buildFamily(owner: MatrixAccount): Promise<MatrixContext["family"]> {
  await store.update("users", owner.uid, { paymentPlan: 2 });
  const invite = async () => {
    const reply = await send("POST", "/api/family/invite", {}, { Cookie: owner.cookie });
    expectOk(reply, "the owner's family invite");
    const code = (reply.payload as { code?: unknown } | undefined)?.code;
    if (typeof code !== "string") throw new Error(`fixture: no invite code in ${reply.text}`);
    return code;
  };
  const [toRemove, toSet] = await Promise.all([signedInAccount("Eunice Member"), signedInAccount("Lois Member")]);
  for (const member of [toRemove, toSet]) expectOk(await send("POST", "/api/family/join", { code: await invite(), consent: true }, { Cookie: member.cookie }), "a member's join");
  const invites = Object.fromEntries(await Promise.all(callerKinds.map(async (caller) => [caller, await invite()] as const))) as Record<CallerKind, string>;
  const joinCode = await invite();
  await store.update("users", owner.uid, { paymentPlan: 0 });
  return { invites, joinCode, toRemove: toRemove.uid, toSet: toSet.uid };
}

/** The owner's circles: one with a member (Onesimus), one to join and one to leave. */
async function buildCircles(owner: MatrixAccount): Promise<MatrixContext["circles"]> {
  const create = async (name: string) => {
    const reply = await send("POST", "/api/circles/create", { name }, { Cookie: owner.cookie });
    expectOk(reply, `the owner's circle ${name}`);
    return reply.payload as { id: string; inviteCode: string };
  };
  const [main, toJoin, toLeave, member] = await Promise.all([create("Colossae house church"), create("Laodicea letters"), create("Hierapolis prayer"), signedInAccount("Onesimus Member")]);
  expectOk(await send("POST", "/api/circles/join", { code: main.inviteCode }, { Cookie: member.cookie }), "a member's circle join");
  const written = await send("POST", "/api/circles/send", { circleId: main.id, text: "A message for the owner to delete.", clientId: "matrix-member-message" }, { Cookie: member.cookie });
  expectOk(written, "a member's message");
  const memberMessage = (written.payload as { id: string }).id;
  const eventDate = "2027-01-06";
  const schedule = async (title: string) => {
    const reply = await send("POST", "/api/circle-events/create", { circleId: main.id, title, date: eventDate, startTime: "19:30", endTime: "21:00", timeZone: "Europe/Madrid", repeat: { count: 4 } }, { Cookie: owner.cookie });
    expectOk(reply, `the owner's event ${title}`);
    return (reply.payload as { id: string }).id;
  };
  const [event, eventToCancel] = [await schedule("Colossians study"), await schedule("Prayer evening")];
  const feed = await send("POST", "/api/circle-events/feed", {}, { Cookie: owner.cookie });
  expectOk(feed, "the owner's calendar feed");
  const feedToken = new URL((feed.payload as { path: string }).path, "http://localhost").searchParams.get("token") ?? "";
  return { main: main.id, member: member.uid, memberMessage, toJoinCode: toJoin.inviteCode, toLeave: toLeave.id, event, eventDate, eventToCancel, feedToken };
}

/** The owner's prayer requests: one to pray for, answer and report, and one for each delete row that succeeds. */
async function buildPrayerRequests(owner: MatrixAccount): Promise<MatrixContext["prayer"]> {
  const share = async (text: string, clientId: string) => {
    const reply = await send("POST", "/api/prayer/post", { text, clientId }, { Cookie: owner.cookie });
    expectOk(reply, `the owner's prayer request ${clientId}`);
    return (reply.payload as { id: string }).id;
  };
  return {
    main: await share("Pray for the church that meets in my house.", "matrix-fixture-main"),
    toDelete: await share("A request the owner will delete.", "matrix-fixture-delete"),
    toDeleteByAdmin: await share("A request an admin will take down.", "matrix-fixture-admin"),
  };
}

/** The second an ID token's sign-in happened at (its `auth_time` claim). */
function signInSecond(idToken: string): number {
  const claims: unknown = JSON.parse(Buffer.from(idToken.split(".")[1] ?? "", "base64url").toString("utf8"));
  const authTime = typeof claims === "object" && claims !== null && "auth_time" in claims ? claims.auth_time : undefined;
  if (typeof authTime !== "number") throw new Error("the ID token has no auth_time");
  return authTime;
}

/** A well-formed Family code that no invite has. */
const unknownFamilyCode = () => `FAM-${Array.from(randomBytes(8), (byte) => "ABCDEFGHJKMNPQRSTUVWXYZ23456789"[byte % 31] ?? "A").join("")}`;

beforeAll(async () => {
  authEmulatorHost();
  process.env.GCLOUD_PROJECT ??= "demo-berea";
  dir = mkdtempSync(join(tmpdir(), "berea-authz-"));
  // Deployed, the store is where the deployed functions keep their data (the suite's Firestore, plans seeded), and the app built here is only walked for its addresses.
  store = onDeployedRuntime ? createFirestoreStore({ projectId: process.env.GCLOUD_PROJECT ?? "demo-berea" }) : createSqliteStore({ file: join(dir, "api.sqlite") });
  if (!onDeployedRuntime) await seedPlans(store);
  app = createApiApp({ store, auth: adminAuth(), now: clock.now });
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (typeof address !== "object" || !address) throw new Error("no address");
  baseUrl = onDeployedRuntime ? deployedApiUrl() : `http://127.0.0.1:${address.port}`;
  ctx = await buildContext();
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Every document of the given collections, in a stable order. */
async function snapshot(collections: readonly string[]): Promise<Record<string, StoredDocument[]>> {
  const entries = await Promise.all(
    collections.map(async (collection) => [collection, (await store.query(collection)).sort((a, b) => a.id.localeCompare(b.id))] as const),
  );
  return Object.fromEntries(entries);
}

/** Signed-in callers send their session cookie; anonymous sends nothing. */
const headersOf = (caller: CallerKind): Record<string, string> => (caller === "anonymous" ? {} : { Cookie: ctx.accounts[caller].cookie });

/** The same fixtures, with the owner's attempt ids, reading plan ids, family invites and members swapped for ids nothing has. */
const withUnknownAttempts = (context: MatrixContext): MatrixContext => ({
  ...context,
  ownerAttempts: { ...context.ownerAttempts, toAnswer: randomBytes(12).toString("base64url"), toFinish: randomBytes(12).toString("base64url"), toFlag: randomBytes(12).toString("base64url") },
  ownerPlans: { toCheck: randomBytes(12).toString("base64url"), toReschedule: randomBytes(12).toString("base64url"), toStop: randomBytes(12).toString("base64url") },
  ownerMemory: { toReview: randomBytes(12).toString("base64url"), toRemove: randomBytes(12).toString("base64url") },
  ownerGames: { toAnswer: randomBytes(16).toString("base64url"), toFinish: randomBytes(16).toString("base64url") },
  ownerChallenge: randomBytes(16).toString("base64url"),
  family: {
    invites: Object.fromEntries(callerKinds.map((caller) => [caller, unknownFamilyCode()])) as Record<CallerKind, string>,
    joinCode: unknownFamilyCode(),
    toRemove: randomBytes(12).toString("base64url"),
    toSet: randomBytes(12).toString("base64url"),
  },
  circles: {
    main: randomBytes(15).toString("base64url"),
    member: randomBytes(12).toString("base64url"),
    memberMessage: randomBytes(18).toString("base64url"),
    toJoinCode: context.circles.toJoinCode,
    toLeave: randomBytes(15).toString("base64url"),
    event: randomBytes(12).toString("base64url"),
    eventDate: context.circles.eventDate,
    eventToCancel: randomBytes(12).toString("base64url"),
    feedToken: randomBytes(24).toString("base64url"),
  },
});

const title = (row: MatrixRow) =>
  onDeployedRuntime && row.onFirestore
    ? `${row.caller} → ${row.onFirestore.status}${row.onFirestore.code ? ` ${row.onFirestore.code}` : ""} (on Firestore; ${row.status} on the embedded store)`
    : `${row.caller} → ${row.status}${row.code ? ` ${row.code}` : ""}${row.note ? `: ${row.note}` : ""}`;

describe("the authorization table", () => {
  it("has exactly one row per route and caller", () => {
    const names = Object.keys(routes) as RouteName[];
    const counts = names.flatMap((route) => callerKinds.map((caller) => `${route} as ${caller}: ${authorizationTable.filter((row) => row.route === route && row.caller === caller).length}`));
    expect(counts).toEqual(names.flatMap((route) => callerKinds.map((caller) => `${route} as ${caller}: 1`)));
  });

  it("covers every address the app serves, and every endpoint of the table", () => {
    interface LayerLike {
      route?: { path: unknown } | undefined;
      handle: unknown;
    }
    const hasStack = (handle: unknown): handle is { stack: LayerLike[] } => typeof handle === "function" && "stack" in handle && Array.isArray(handle.stack);
    const served = new Set<string>();
    const walk = (stack: readonly LayerLike[]) => {
      for (const layer of stack) {
        if (layer.route) served.add(`/api${String(layer.route.path)}`);
        else if (hasStack(layer.handle)) walk(layer.handle.stack);
      }
    };
    walk(app.router.stack);
    const specs: RouteSpec[] = Object.values(routes);
    expect([...served].sort()).toEqual([...new Set(specs.map((spec) => spec.path))].sort());
    expect(Object.keys(routes).sort()).toEqual(apiEndpoints.map(({ name }) => name).sort());
  });

  it("sends only valid requests: every body (or query) passes its route's contract schema", () => {
    for (const row of authorizationTable) {
      const spec: RouteSpec = routes[row.route];
      const request: unknown = row.body(ctx);
      const parsed = spec.schema.safeParse(row.method === "GET" ? Object.fromEntries(toQuery(request)) : request);
      expect(parsed.success, `${row.route} as ${row.caller}: ${parsed.error?.message ?? ""}`).toBe(true);
    }
  });

  it("signs the admin in with the admin claim, and nobody else", async () => {
    const claims = async (account: SignedInCaller) => (await adminAuth().verifySessionCookie(decodeURIComponent(ctx.accounts[account].cookie.slice("__session=".length))))["admin"];
    expect({ owner: await claims("owner"), other: await claims("other"), admin: await claims("admin") }).toEqual({ owner: undefined, other: undefined, admin: true });
  });
});

const byRoute = new Map<RouteName, MatrixRow[]>();
for (const row of authorizationTable) byRoute.set(row.route, [...(byRoute.get(row.route) ?? []), row]);

for (const [route, rows] of byRoute) {
  describe(route, () => {
    for (const row of rows) {
      it(title(row), async () => {
        const spec: RouteSpec = routes[row.route];
        // Deployed, the store is Firestore; a few answers depend on it.
        const expected = onDeployedRuntime && row.onFirestore ? row.onFirestore : row;
        const denied = expected.status >= 400;
        const before = denied ? await snapshot(spec.touches) : undefined;

        const reply = await send(row.method, spec.path, row.body(ctx), headersOf(row.caller));
        expect({ status: reply.status, code: reply.code }, reply.text).toEqual({ status: expected.status, code: expected.code });
        if (reply.code) expect([...allowedErrorCodes(spec.endpoint)], `${row.route} answered a code its endpoint does not declare`).toContain(reply.code);

        // Error replies carry no X-Store-Cost header, so the store itself is compared.
        if (denied) expect(await snapshot(spec.touches), "a refused call changed the store").toEqual(before);
        if (row.servesUidOf) {
          if (!spec.replyUid) throw new Error(`${row.route} has no replyUid to check servesUidOf with`);
          expect(spec.replyUid(reply.payload), `whose data came back (${row.servesUidOf}'s expected)`).toBe(ctx.accounts[row.servesUidOf].uid);
        }
        if (row.code === "not-found") {
          // Someone else's attempt must read exactly like one that does not exist.
          const unknown = await send(row.method, spec.path, row.body(withUnknownAttempts(ctx)), headersOf(row.caller));
          expect({ status: unknown.status, code: unknown.code, message: unknown.message }).toEqual({ status: reply.status, code: reply.code, message: reply.message });
        }
      });
    }
  });
}

/**
 * What no cell of the matrix can show: a session after logout, and a
 * signed-in user without a profile (both were bugs found by building it).
 */
describe("beyond the matrix", () => {
  it("logout ends the session on the server, so the cookie it was sent stops working", async () => {
    // Logout revokes the user's refresh tokens and findCaller verifies with checkRevoked.
    const account = await signedInAccount("Eutychus Logout");
    // Firebase Auth records a revocation to the whole second, and a sign-in in that same second still
    // counts as after it: a person does not sign out within a second of signing in, so the test waits,
    // on the real clock Firebase Auth reads, until the sign-in's second is over.
    const signedInSecond = signInSecond(account.idToken);
    await vi.waitFor(() => expect(Math.floor(Date.now() / 1000)).toBeGreaterThan(signedInSecond), { timeout: 3000, interval: 50 });
    expect((await send("POST", "/api/", { subject: "logout" }, { Cookie: account.cookie })).status).toBe(200);
    const after = await send("POST", "/api/", { subject: "getUserData" }, { Cookie: account.cookie });
    expect({ status: after.status, code: after.code }).toEqual({ status: 403, code: "unauthenticated" });
  });

  it("quiz settings from a signed-in user without a profile answers 403 unauthenticated, as quiz home and start do", async () => {
    // A Firebase account that never completed login: a valid ID token as a bearer token, no profile.
    const account = await createTestAccount("Alexander No-Profile");
    const reply = await send("POST", "/api/quiz/settings", { showInAttemptedBy: true }, { Authorization: `Bearer ${account.idToken}` });
    expect({ status: reply.status, code: reply.code }).toEqual({ status: 403, code: "unauthenticated" });
    expect(await store.get("users", account.uid)).toBeNull();
  });
});
