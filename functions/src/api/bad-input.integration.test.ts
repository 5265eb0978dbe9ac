import { randomUUID } from "node:crypto";
import { parse as parseQueryString } from "node:querystring";
import { brotliCompressSync, deflateSync, gzipSync } from "node:zlib";
import type { Language } from "@berea/contracts/language";
import type { Endpoint } from "@berea/contracts/endpoint";
import { allowedErrorCodes } from "@berea/contracts/endpoint";
import { apiEndpoints, type ApiRouteName } from "@berea/contracts/endpoints";
import { errorReplySchema, type ErrorCode, type ErrorReply } from "@berea/contracts/errors";
import fc, { type Arbitrary, type JsonValue } from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadArticles } from "../articles/articles.ts";
import { devotionalOfDate, loadDevotionalLibrary } from "../devotionals/devotional-data.ts";
import { loadLearningLibrary } from "../learning/learning-data.ts";
import { adminAuth } from "../lib/firebase-admin.ts";
import { addCalendarDays } from "../reading-plans/calendar-dates.ts";
import { sessionCookie, startApiServer, type StoreSnapshot } from "../test-support/api-server.ts";
import { deployedApiUrl, itUnlessRuntimeFirst, onDeployedRuntime, runsOnThisRuntime } from "../test-support/api-runtime.ts";
import { createTestAccount, signInTestAccount } from "../test-support/auth-emulator.ts";
import { runningClock } from "../test-support/domain-test.ts";
import { jsonFieldsOf, type JsonField } from "../test-support/schema-fields.ts";
import { statusForCode } from "../lib/app-error.ts";
import { endpointLimits } from "./rate-limits.ts";

/**
 * Bad input, property by property, for every API route: bodies with a field
 * of the wrong type, missing or extra fields, huge strings, odd Unicode and
 * broken UTF-8, arbitrary JSON, malformed JSON, other methods and content
 * types; generated query strings for the GET routes. Every reply must be
 * below 500, JSON, and either `{ payload }` (only where the route can accept
 * such input) or `{ message, code }` with a plain message for a person; a
 * refused request (4xx) must write nothing to the store.
 *
 * Each property runs a fixed number of times from a fixed seed, so a failure
 * replays; its message names the route and the request. POST bodies are sent
 * twice, signed in and anonymous, since routes validate before they check
 * the caller.
 *
 * Requests the parser meets before any route (scalar JSON bodies, bodies
 * that do not match their Content-Encoding, addresses over Node's header
 * limit) have their own section at the end.
 *
 * The same cases also run against the API as deployed (the emulator suite's
 * e2e/emulator-suite-api-*.test.ts import this file): the deploy bundle in
 * the Functions emulator through Hosting, and under the functions framework
 * Cloud Functions runs. There each property takes a tenth of its samples,
 * the clock is the real one and the store is not counted (the app's code is
 * the same); what the runtime answers before the app is listed once, in
 * test-support/api-runtime.ts, and marked `it.fails` there.
 */

// ---------------------------------------------------------------------------
// The server, the callers and one request

/** Where the requests go: the in-process server, or the API as deployed. */
interface Target {
  baseUrl: string;
  snapshot(): Promise<StoreSnapshot>;
  close(): Promise<void>;
}

let server: Target;
let requests = 0;
const startedAt = performance.now();

type Caller = "signed in" | "anonymous";
// On a deployed runtime every case goes once, signed in (it reaches validation on every route); who may call what is
// the authorization table's, which runs on the same runtimes. Half the requests, at 15-20 ms each there.
const callers: readonly Caller[] = onDeployedRuntime ? ["signed in"] : ["signed in", "anonymous"];
const cookies = new Map<string, string>();

// Confirmed emails: sharing a prayer request waits for one (users/email-verification.ts).
const newSession = async (name: string) => sessionCookie(server.baseUrl, (await createTestAccount(name, { verified: true })).idToken);

/** On a deployed runtime the store is not counted: every snapshot is the same, so "wrote nothing" is only checked on the tested server. */
const notCounted: StoreSnapshot = { counts: {}, committedWrites: 0 };

beforeAll(async () => {
  server = onDeployedRuntime
    ? { baseUrl: deployedApiUrl(), snapshot: () => Promise.resolve(notCounted), close: () => Promise.resolve() }
    : await startApiServer("bad-input", { now: clock.now });
  cookies.set("signed in", await newSession("Fuzz Reader"));
  cookies.set("player", await newSession("Fuzz Player"));
  // Signing out revokes every session of the account, so logout is tried with an account of its own.
  cookies.set("leaving", await newSession("Fuzz Leaver"));
  // Reading plans of the planner's, for the routes that name one (one to stop, kept apart from the rest).
  cookies.set("planner", await newSession("Fuzz Planner"));
  for (const [key, planId, startDate] of [["toRead", "bible-in-a-year", daysFromToday(-60)], ["toStop", "gospels-30-days", undefined]] as const) {
    const reply = await send({ method: "POST", path: "/reading-plans/start", as: "planner", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ planId, startDate, timeZone }) });
    const started = checkReply(reply, true);
    if (started.kind !== "payload") throw new Error(`could not start a reading plan: ${reply.text}`);
    plannerPlans[key] = (started.payload as { userPlanId: string }).userPlanId;
  }
});

afterAll(async () => {
  await server.close();
  console.log(`bad-input: ${requests} requests in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
});

interface Outgoing {
  method: string;
  /** After `/api`, with any query string. */
  path: string;
  /** Whose cookie goes with it: `signed in`, `leaving` (for logout), `player` (a real quiz attempt), or none (`anonymous`). */
  as: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
}

interface Reply {
  request: Outgoing;
  status: number;
  contentType: string;
  allow: string | null;
  text: string;
  before: StoreSnapshot;
  after: StoreSnapshot;
}

async function send(request: Outgoing): Promise<Reply> {
  const cookie = cookies.get(request.as);
  const headers: Record<string, string> = { ...request.headers, ...(cookie ? { Cookie: cookie } : {}) };
  const before = await server.snapshot();
  const response = await fetch(`${server.baseUrl}/api${request.path}`, { method: request.method, headers, ...(request.body === undefined ? {} : { body: request.body }) });
  const text = await response.text();
  const after = await server.snapshot();
  requests += 1;
  return { request, status: response.status, contentType: response.headers.get("content-type") ?? "", allow: response.headers.get("allow"), text, before, after };
}

const clip = (text: string, max = 400) => (text.length <= max ? text : `${text.slice(0, max / 2)} …(${text.length} chars)… ${text.slice(-max / 4)}`);

/** The request as a person reads it in a failure: odd characters escaped, huge bodies shortened. */
function describeRequest({ method, path, as, headers, body }: Outgoing): string {
  const shownBody =
    body === undefined ? "no body" : typeof body === "string" ? `body ${clip(JSON.stringify(body))} (${Buffer.byteLength(body)} bytes)` : `body bytes ${clip(Buffer.from(body).toString("hex"))}`;
  return `${method} /api${clip(path, 300)} as ${as}${headers && Object.keys(headers).length > 0 ? `, headers ${JSON.stringify(headers)}` : ""}, ${shownBody}`;
}

type Checked = { kind: "payload"; payload: unknown } | { kind: "error"; error: ErrorReply } | { kind: "empty" };

/**
 * Routes with a stored rate limit (api/rate-limits.ts, contact's own, the
 * waiting chat reads). A request that passes its schema spends its
 * allowance before the handler can refuse it, and once the fuzz has spent
 * it (the limits key on the user or the client address the app trusts,
 * which a request cannot choose) a valid-looking request is a plain 429.
 * Bad input is parsed first and answered 400, spending nothing.
 */
const limitedRoutes = new Set<string>([...Object.keys(endpointLimits), "POST /api/contact", "POST /api/circles/messages"]);

function isLimited({ method, path, body }: Outgoing): boolean {
  const address = `${method === "HEAD" ? "GET" : method} /api${path.split("?")[0] ?? path}`;
  let subject: unknown;
  try {
    const text = typeof body === "string" ? body : body === undefined ? "null" : new TextDecoder().decode(body);
    subject = (JSON.parse(text) as { subject?: unknown } | null)?.subject;
  } catch {
    subject = undefined;
  }
  return limitedRoutes.has(address) || (typeof subject === "string" && limitedRoutes.has(`${address} ${subject}`));
}

/** The store as it was, but for a limited route's spent allowance: its count documents, and at most 2 writes (a waiting read's lease, taken and given back). */
function expectUnchangedStore(reply: Reply, problem: string): void {
  if (!isLimited(reply.request)) {
    expect(reply.after, problem).toEqual(reply.before);
    return;
  }
  const { rateLimits: _spentAfter, rateLimitLeases: _leasesAfter, ...after } = reply.after.counts;
  const { rateLimits: _spentBefore, rateLimitLeases: _leasesBefore, ...before } = reply.before.counts;
  expect(after, problem).toEqual(before);
  expect(reply.after.committedWrites - reply.before.committedWrites, `${problem} (more than its rate-limit allowance)`).toBeLessThanOrEqual(2);
}

/** Text in a message that would mean a stack trace, a file path or a vendor's error leaked out. */
const leaks = ["    at ", ".ts:", ".js:", "node_modules", "Error:", "file://"];

/**
 * What every reply must be. `mayAccept`: a success is a legitimate answer to
 * this request. Returns the parsed body for the property's own checks.
 */
function checkReply(reply: Reply, mayAccept: boolean): Checked {
  const label = `${describeRequest(reply.request)}\n  → ${reply.status} ${clip(reply.text, 600)}\n `;
  expect(reply.status, `${label} a client's mistake must never be a 5xx`).toBeLessThan(500);
  expect(reply.status === 200 || (reply.status >= 400 && reply.status < 500), `${label} status`).toBe(true);
  expect(reply.contentType, `${label} Content-Type`).toMatch(/^application\/json(;|$)/);
  if (reply.status >= 400) expectUnchangedStore(reply, `${label} a refused request wrote to the store`);
  if (reply.request.method === "HEAD") return { kind: "empty" };

  let body: unknown;
  try {
    body = JSON.parse(reply.text);
  } catch {
    throw new Error(`${label} the reply is not JSON`);
  }
  if (reply.status === 200) {
    expect(mayAccept, `${label} this input must be refused`).toBe(true);
    expect(typeof body === "object" && body !== null && "payload" in body, `${label} a success is { payload }`).toBe(true);
    return { kind: "payload", payload: (body as { payload: unknown }).payload };
  }
  const parsed = errorReplySchema.safeParse(body);
  if (!parsed.success) throw new Error(`${label} an error reply must be { message, code, fields? }`);
  // A rate limit's answer also says when to try again.
  const keys = (body as { code?: unknown }).code === "rate-limited" ? ["message", "code", "fields", "retryAfter"] : ["message", "code", "fields"];
  expect(Object.keys(body as object).filter((key) => !keys.includes(key)), `${label} unexpected keys`).toEqual([]);
  const error = parsed.data;
  expect(error.message.trim().length, `${label} the message is empty`).toBeGreaterThan(0);
  expect(statusForCode[error.code], `${label} the status does not match the code`).toBe(reply.status);
  const input = `${reply.request.path} ${typeof reply.request.body === "string" ? reply.request.body : ""}`;
  for (const text of [error.message, ...Object.values(error.fields ?? {})]) {
    for (const leak of leaks) {
      // A message may quote the caller's own input; only what the input did not contain counts as a leak.
      if (!input.includes(leak)) expect(text.includes(leak), `${label} the message leaks ${JSON.stringify(leak)}`).toBe(false);
    }
  }
  return { kind: "error", error };
}

function expectError(reply: Reply, checked: Checked, status: number, code: ErrorCode): ErrorReply {
  const label = `${describeRequest(reply.request)}\n  → ${reply.status} ${clip(reply.text, 600)}\n `;
  expect([reply.status, checked.kind === "error" ? checked.error.code : "(no error)"], label).toEqual([status, code]);
  if (checked.kind !== "error") throw new Error(label);
  return checked.error;
}

/** A fixed seed per property, from its name: a failure replays, and properties do not share their inputs. */
function seedOf(name: string): number {
  let hash = 20_260_522;
  for (const char of name) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) | 0;
  return hash;
}

async function property<T>(name: string, arbitrary: Arbitrary<T>, numRuns: number, run: (value: T) => Promise<void>): Promise<void> {
  await fc.assert(fc.asyncProperty(arbitrary, run), { numRuns: runsOnThisRuntime(numRuns), seed: seedOf(name) });
}

// ---------------------------------------------------------------------------
// Generators

type JsonType = "string" | "number" | "boolean" | "null" | "array" | "object";
type JsonObject = { [key: string]: JsonValue };

const jsonType = (value: JsonValue): JsonType => (value === null ? "null" : Array.isArray(value) ? "array" : (typeof value as JsonType));
const isJsonObject = (value: unknown): value is JsonObject => typeof value === "object" && value !== null && !Array.isArray(value);

/** Characters that have broken text handling somewhere: NUL, controls, bidi and zero-width marks, BOM, noncharacters, lone surrogates, combining marks, astral and case-changing letters. */
const oddCharacters = [
  "\u0000", "\u0007", "\u001b", "\u007f", "\u0085", "\u00a0", "\u00ad", "\u200b", "\u200d", "\u200e", "\u200f", "\u202a", "\u202e", "\u2066", "\u2069",
  "\u2028", "\u2029", "\ufeff", "\ufffd", "\uffff", "\ud800", "\udbff", "\udc00", "\udfff", "\u0301", "\u0336", "\u{1f600}", "\u{1f469}\u200d\u{1f4bb}",
  "\u{10ffff}", "\u0130", "\u00df", "\ufb03", "\u05d0", "\u0627", "\u4e2d", "\\", '"', "'", "<", ">", "&", "%", "\n", "\r", "\t", " ",
];
const oddCharacter = fc.constantFrom(...oddCharacters);

const oddString: Arbitrary<string> = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: oddCharacter, minLength: 1, maxLength: 20 }),
  fc.string({ unit: fc.oneof(oddCharacter, fc.constantFrom("a", "b", "1", "@", ".", "Z")), minLength: 1, maxLength: 30 }),
  // Odd text around something otherwise plausible, so some of it passes validation and goes deeper.
  fc.tuple(fc.string({ unit: oddCharacter, maxLength: 4 }), fc.constantFrom("Lydia", "Europe/Madrid", "love", "mixed", "Berea#2026"), fc.string({ unit: oddCharacter, maxLength: 4 })).map(
    ([before, middle, after]) => `${before}${middle}${after}`,
  ),
);

/** Keys a careless parser may trip on, and arbitrary ones. */
const oddKey: Arbitrary<string> = fc.oneof(
  fc.constantFrom("__proto__", "constructor", "prototype", "toString", "valueOf", "hasOwnProperty", "", " ", "uid", "admin", "paymentPlan", "status", "createdAt", "id"),
  fc.string({ unit: "grapheme", maxLength: 12 }),
  fc.string({ unit: oddCharacter, minLength: 1, maxLength: 6 }),
);

const anyJson = fc.jsonValue({ maxDepth: 3 });

/** The API takes JSON bodies of up to 64 KB. */
const bodyLimitBytes = 64 * 1024;

/** A huge string described by its unit and its target body size in bytes, built only when sent (so a failure prints small). */
interface Huge {
  unit: string;
  bodyBytes: number;
}
const hugeArbitrary: Arbitrary<Huge> = fc.record({
  unit: fc.constantFrom("a", " ", "\u00e9", "\u20ac", "\u{1f600}", "\u0000", '"', "\ud800", "\u202e"),
  bodyBytes: fc.oneof(
    fc.integer({ min: 0, max: 72_000 }),
    fc.integer({ min: bodyLimitBytes - 2_000, max: bodyLimitBytes + 2_000 }),
    fc.constantFrom(bodyLimitBytes - 1, bodyLimitBytes, bodyLimitBytes + 1),
  ),
});

/** `body` with `key` set to a string of `huge.unit` making the JSON body as close to `huge.bodyBytes` as the unit allows. */
function withHugeString(body: JsonObject, key: string, huge: Huge): { text: string; value: string } {
  const bytesOf = (value: string) => Buffer.byteLength(JSON.stringify({ ...body, [key]: value }));
  const overhead = bytesOf("");
  const unitBytes = bytesOf(huge.unit) - overhead;
  const value = huge.unit.repeat(Math.max(0, Math.floor((huge.bodyBytes - overhead) / unitBytes)));
  return { text: JSON.stringify({ ...body, [key]: value }), value };
}

/** Byte sequences that are not UTF-8: stray continuation bytes, overlong forms, surrogates, code points past U+10FFFF, cut sequences. */
const brokenUtf8: Arbitrary<Uint8Array> = fc.oneof(
  fc.constantFrom(
    [0xff], [0xfe, 0xff], [0x80], [0xbf, 0x80], [0xc0, 0x80], [0xc1, 0xbf], [0xe0, 0x80, 0x80], [0xed, 0xa0, 0x80], [0xed, 0xbf, 0xbf],
    [0xf4, 0x90, 0x80, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80], [0xe2, 0x80], [0xf0, 0x9f, 0x98], [0xef, 0xbb, 0xbf], [0xc3],
  ).map((bytes) => Uint8Array.from(bytes)),
  fc.uint8Array({ min: 0x80, max: 0xff, minLength: 1, maxLength: 8 }),
);

/** `text` with the one occurrence of `marker` replaced by raw bytes. */
function spliceBytes(text: string, marker: string, bytes: Uint8Array): Uint8Array {
  const whole = Buffer.from(text, "utf8");
  const at = whole.indexOf(Buffer.from(marker, "utf8"));
  return Buffer.concat([whole.subarray(0, at), bytes, whole.subarray(at + Buffer.byteLength(marker))]);
}

const parses = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/**
 * JSON text broken in the ways people and buggy clients break it. Bodies
 * that become valid JSON by chance are dropped, and so are empty ones and
 * ones starting with a byte-order mark (the parser accepts both).
 */
function malformedJson(validText: Arbitrary<string>): Arbitrary<string> {
  const text = fc.oneof(validText, fc.oneof(fc.dictionary(oddKey, anyJson, { maxKeys: 4 }), fc.array(anyJson, { maxLength: 4 })).map((value) => JSON.stringify(value)));
  const junk = fc.constantFrom("{", "}", "[", "]", ",", ":", '"', "'", "\\", "x", "\u0000", "\u001f", "NaN", "undefined", "/*", "//", ",}", "\\u12", "\\x41", "\n", "\ud800");
  return fc
    .oneof(
      fc.tuple(text, fc.nat()).map(([value, at]) => value.slice(0, at % Math.max(1, value.length))),
      fc.tuple(text, fc.nat(), junk).map(([value, at, inserted]) => {
        const i = at % (value.length + 1);
        return `${value.slice(0, i)}${inserted}${value.slice(i)}`;
      }),
      text.map((value) => value.replaceAll('"', "'")),
      fc.tuple(text, junk).map(([value, extra]) => `${value}${extra}`),
      text.map((value) => value.replace(/([}\]])$/, ",$1")),
      fc.constantFrom("{", "[", '{"subject":', "{'subject':'getPricing'}", '{subject:"getPricing"}', '{"a":1}}', "[1,]", '{"a":01}', '{"a":.5}', '{"a":"\\ud800\\"}', '{"a":tru}', '"unterminated', "{]", "\u00a0{}", "{}\u0000", "[[[[[[[[[["),
    )
    .filter((value) => value.length > 0 && !value.startsWith("\ufeff") && !parses(value));
}

// ---------------------------------------------------------------------------
// The POST routes

interface Outcome {
  status: number;
  code?: ErrorCode;
}

type PostRouteName = Extract<ApiRouteName, `POST ${string}`>;
type GetRouteName = Extract<ApiRouteName, `GET ${string}`>;

/** What this suite knows of a POST route beyond its contract: a valid body, and what it gets. */
interface PostFixture {
  /** A body the route's schema accepts. */
  valid: () => JsonObject;
  /** What the valid body gets, by caller. */
  outcomes: Record<Caller, readonly Outcome[]>;
  /** Whether any generated body may succeed, by caller. */
  accepts: Record<Caller, boolean>;
  headers?: () => Record<string, string>;
  /** Whose session "signed in" sends (default: the shared reader's). */
  session?: string;
  /** Makes a body sent twice (signed in, then anonymous) new again, e.g. a sign-up's email. */
  renew?: (body: JsonObject) => JsonObject;
}

interface PostRoute extends PostFixture {
  name: PostRouteName;
  path: string;
  endpoint: Endpoint;
  /** The subjects told apart at this address (`POST /api/`): without a known one, that is the one problem reported. */
  subjects: readonly string[];
  /** The body's fields as its contract schema reads them. */
  fields: Record<string, JsonField>;
}

const ok: readonly Outcome[] = [{ status: 200 }];
const notSignedIn: readonly Outcome[] = [{ status: 403, code: "unauthenticated" }];
const anyCaller = { "signed in": true, anonymous: true };
const signedInOnly = { "signed in": true, anonymous: false };
const nobody = { "signed in": false, anonymous: false };
const timeZone = "Europe/Madrid";
// 10:00 in Madrid, where the fuzz readers live: the whole file runs on this date there (a deployed runtime runs on the real one).
const clock = runningClock("2026-03-10T09:00:00Z");
const today = onDeployedRuntime ? new Intl.DateTimeFormat("en-CA", { timeZone }).format(new Date()) : "2026-03-10";

/** A date relative to today where the fuzz readers live. */
const daysFromToday = (days: number) => addCalendarDays(today, days);

/** The planner's reading plans (userPlanIds), started in beforeAll. */
const plannerPlans = { toRead: "", toStop: "" };

/** Today's devotional where the fuzz readers live: the one a Free reader may open. */
const todaysDevotional = () => devotionalOfDate(loadDevotionalLibrary(), today).devotional.id;

/** The first lesson of the first track: open to every learner (in Spanish, its Spanish options when the track is translated). */
function firstLesson(language: Language = "en") {
  const lesson = loadLearningLibrary(language).tracks[0]?.lessons[0];
  if (!lesson) throw new Error("The learning library has no lesson.");
  return lesson;
}

const freshEmail = /^fuzz-[0-9a-f-]{36}@example\.com$/;

const everyone = (valid: () => JsonObject): PostFixture => ({ valid, outcomes: { "signed in": ok, anonymous: ok }, accepts: anyCaller });
const signedIn = (valid: () => JsonObject, outcomes: readonly Outcome[] = ok, accepts = signedInOnly): PostFixture => ({
  valid,
  outcomes: { "signed in": outcomes, anonymous: notSignedIn },
  accepts,
});
/** Refused for the signed-in fuzz reader too: the body names nothing of theirs, or they lack what it needs. */
const refused = (valid: () => JsonObject, outcome: Outcome): PostFixture => signedIn(valid, [outcome], nobody);
const notFound: Outcome = { status: 404, code: "not-found" };
const badCode: Outcome = { status: 400, code: "invalid-argument" };
const conflict: Outcome = { status: 409, code: "failed-precondition" };
const moderatorsOnly: Outcome = { status: 403, code: "permission-denied" };

/**
 * Every POST route's fixture, typed over the endpoint table: a new endpoint
 * without one does not compile, so none is left out of the suite.
 */
const postFixtures: Record<PostRouteName, PostFixture> = {
  "POST /api/ login": {
    valid: () => ({ subject: "login", idToken: "not-a-real-id-token", name: "Lydia" }),
    outcomes: { "signed in": notSignedIn, anonymous: notSignedIn },
    accepts: nobody,
  },
  "POST /api/ register": {
    valid: () => ({ subject: "register", name: "Lydia", email: `fuzz-${randomUUID()}@example.com`, password: "Berea#2026", repeatPassword: "Berea#2026", referral: "" }),
    outcomes: { "signed in": ok, anonymous: ok },
    accepts: anyCaller,
    renew: (body) => (typeof body.email === "string" && freshEmail.test(body.email) ? { ...body, email: `fuzz-${randomUUID()}@example.com` } : body),
  },
  "POST /api/ logout": { ...everyone(() => ({ subject: "logout" })), session: "leaving" },
  "POST /api/ getPricing": everyone(() => ({ subject: "getPricing" })),
  "POST /api/ getUserData": signedIn(() => ({ subject: "getUserData" })),
  "POST /api/ createSignInLink": signedIn(() => ({ subject: "createSignInLink" })),
  "POST /api/ emailVerification": signedIn(() => ({ subject: "emailVerification" })),
  "POST /api/auth/callback previewSignInCode": {
    valid: () => ({ subject: "previewSignInCode", code: "no-such-code" }),
    outcomes: { "signed in": [badCode], anonymous: [badCode] },
    accepts: nobody,
  },
  "POST /api/auth/callback registerCode": {
    valid: () => ({ subject: "registerCode", code: "no-such-code" }),
    outcomes: { "signed in": [badCode], anonymous: [badCode] },
    accepts: nobody,
  },
  "POST /api/contact": {
    ...everyone(() => ({ name: "Phoebe", email: "phoebe@example.com", message: "Do you have church pricing?" })),
    // A new client each time, so the hourly limit does not answer for the input.
    headers: () => ({ "X-Forwarded-For": `fuzz-${randomUUID()}` }),
  },
  "POST /api/dashboard": signedIn(() => ({ timeZone, lang: "es" })),
  "POST /api/quiz/home": signedIn(() => ({ timeZone })),
  // The Free plan's daily quota runs out during the run; the 13th start is refused.
  "POST /api/quiz/start": signedIn(() => ({ topic: "mixed", difficulty: "easy", length: 4, timeZone }), [{ status: 200 }, { status: 403, code: "quota-exceeded" }]),
  "POST /api/quiz/resume": refused(() => ({ attemptId: "no-such-attempt" }), notFound),
  "POST /api/quiz/answer": refused(() => ({ attemptId: "no-such-attempt", index: 0, answer: "Moses", readMs: 0 }), notFound),
  "POST /api/quiz/finish": refused(() => ({ attemptId: "no-such-attempt" }), notFound),
  "POST /api/quiz/flag": refused(() => ({ attemptId: "no-such-attempt", index: 0, reason: "wrong", note: "The answer is in verse 3." }), notFound),
  "POST /api/quiz/flags": refused(() => ({}), moderatorsOnly),
  "POST /api/quiz/review": refused(() => ({ questionId: "genesis-001", action: "dismiss" }), moderatorsOnly),
  "POST /api/quiz/settings": signedIn(() => ({ showInAttemptedBy: false })),
  "POST /api/time-zone": signedIn(() => ({ timeZone })),
  // A zone other than the kept one is a change: the first is allowed, the next within a day refused.
  "POST /api/time-zone/change": signedIn(() => ({ timeZone }), [{ status: 200 }, conflict]),
  "POST /api/create-subscription": signedIn(() => ({ plan: "free", cycle: "monthly", fullName: "Fuzz Reader", email: "fuzz@example.com" })),
  "POST /api/billing/status": signedIn(() => ({})),
  // The fuzz reader has no paid plan: cancel and resume say so.
  "POST /api/billing/cancel": refused(() => ({}), conflict),
  "POST /api/billing/resume": refused(() => ({}), conflict),
  "POST /api/devotionals/today": signedIn(() => ({ timeZone, translation: "kjv", lang: "es" })),
  "POST /api/devotionals/get": signedIn(() => ({ id: todaysDevotional(), timeZone, translation: "web", lang: "es" })),
  "POST /api/devotionals/paths": signedIn(() => ({ timeZone, lang: "es" })),
  "POST /api/devotionals/mark": signedIn(() => ({ id: todaysDevotional(), read: true, timeZone })),
  "POST /api/devotionals/note": signedIn(() => ({ id: todaysDevotional(), note: "A thought.", timeZone })),
  "POST /api/learn/tracks": signedIn(() => ({ lang: "es" })),
  "POST /api/learn/lesson": signedIn(() => ({ lessonId: firstLesson().id, translation: "web", lang: "es" })),
  "POST /api/learn/check": signedIn(() => ({ lessonId: firstLesson().id, answers: firstLesson("es").mastery.map((question) => question.answer), lang: "es" })),
  "POST /api/articles/list": everyone(() => ({ lang: "es" })),
  "POST /api/articles/get": signedIn(() => ({ id: loadArticles().articles[0]?.id ?? "none", timeZone, lang: "es" })),
  "POST /api/library/catalog": everyone(() => ({})),
  "POST /api/library/chapter": signedIn(() => ({ bookId: "treasury-of-david", chapter: 2 })),
  // The fuzz reader is on the Free plan and in no family: invites are refused, and a code or member names nothing of theirs.
  "POST /api/family/overview": signedIn(() => ({})),
  "POST /api/family/activity": signedIn(() => ({ timeZone })),
  "POST /api/family/progress": signedIn(() => ({ timeZone })),
  "POST /api/family/sharing": refused(() => ({ share: true }), conflict),
  "POST /api/family/invite": refused(() => ({ email: "eunice@example.com", child: true }), conflict),
  "POST /api/family/revoke": refused(() => ({ code: "FAM-ABCDEFGH" }), notFound),
  "POST /api/family/join": refused(() => ({ code: "FAM-ABCDEFGH", consent: true }), badCode),
  "POST /api/family/remove": refused(() => ({ memberUid: "no-such-member" }), notFound),
  "POST /api/family/leave": refused(() => ({}), conflict),
  "POST /api/family/adult": refused(() => ({}), conflict),
  "POST /api/family/settings": refused(() => ({ memberUid: "no-such-member", child: true, chat: false }), notFound),
  // The fuzz reader is in no circle: a circle id or code names nothing of theirs. Their own circles stop at the per-account limit.
  "POST /api/circles/mine": signedIn(() => ({})),
  "POST /api/circles/create": signedIn(() => ({ name: "Berean study", description: "Acts 17:11, slowly." }), [{ status: 200 }, conflict]),
  "POST /api/circles/preview": refused(() => ({ code: "CIR-ABCDEFGH" }), badCode),
  "POST /api/circles/join": refused(() => ({ code: "CIR-ABCDEFGH" }), badCode),
  "POST /api/circles/get": refused(() => ({ circleId: "no-such-circle" }), notFound),
  "POST /api/circles/messages": refused(() => ({ circleId: "no-such-circle", after: 3, wait: true }), notFound),
  "POST /api/circles/send": refused(() => ({ circleId: "no-such-circle", text: "Peace be with you", clientId: "fuzz-message-1" }), notFound),
  "POST /api/circles/delete-message": refused(() => ({ circleId: "no-such-circle", messageId: "no-such-message" }), notFound),
  "POST /api/circles/leave": refused(() => ({ circleId: "no-such-circle" }), notFound),
  "POST /api/circles/remove": refused(() => ({ circleId: "no-such-circle", memberUid: "no-such-member" }), notFound),
  "POST /api/circles/new-code": refused(() => ({ circleId: "no-such-circle" }), notFound),
  "POST /api/circles/listen": refused(() => ({ circleId: "no-such-circle" }), notFound),
  // Circle events: the fuzz reader is in no circle, so every event route that names one is 404; their list is empty, their feed address theirs.
  "POST /api/circle-events/list": signedIn(() => ({ from: "2026-03-01", to: "2026-04-30" })),
  "POST /api/circle-events/create": refused(
    () => ({ circleId: "no-such-circle", title: "Romans study", date: "2026-03-11", startTime: "19:30", endTime: "21:00", timeZone, place: "The hall", hosts: ["Lydia"], tags: ["study"], repeat: { count: 4 } }),
    notFound,
  ),
  "POST /api/circle-events/update": refused(
    () => ({ circleId: "no-such-circle", eventId: "no-such-event", title: "Romans study", date: "2026-03-11", endDate: "2026-03-12", startTime: "19:30", endTime: "12:00", timeZone, videoLink: "https://meet.example.com/romans" }),
    notFound,
  ),
  "POST /api/circle-events/cancel": refused(() => ({ circleId: "no-such-circle", eventId: "no-such-event" }), notFound),
  "POST /api/circle-events/rsvp": refused(() => ({ circleId: "no-such-circle", eventId: "no-such-event", occurrence: "2026-03-11", answer: "maybe" }), notFound),
  "POST /api/circle-events/feed": signedIn(() => ({})),
  // The fuzz reader's requests are shared with one clientId, so a valid body shares once; ids name no request of anyone's.
  "POST /api/prayer/wall": signedIn(() => ({})),
  "POST /api/prayer/mine": signedIn(() => ({})),
  "POST /api/prayer/post": signedIn(() => ({ text: "Please pray for my family this week.", clientId: "fuzz-request-1" }), [{ status: 200 }, { status: 429, code: "rate-limited" }]),
  "POST /api/prayer/pray": refused(() => ({ requestId: "no-such-request" }), notFound),
  "POST /api/prayer/answer": refused(() => ({ requestId: "no-such-request", note: "Thank you." }), notFound),
  "POST /api/prayer/report": refused(() => ({ requestId: "no-such-request" }), notFound),
  "POST /api/prayer/delete": refused(() => ({ requestId: "no-such-request" }), notFound),
  // The fuzz reader is no moderator.
  "POST /api/prayer/reports": refused(() => ({}), moderatorsOnly),
  "POST /api/prayer/review": refused(() => ({ requestId: "no-such-request", decision: "keep" }), moderatorsOnly),
  "POST /api/referrals/summary": signedIn(() => ({})),
  "POST /api/reading-plans/catalog": everyone(() => ({ lang: "es" })),
  // The first start succeeds; the same plan again is 409 already-exists, and so is the eleventh plan at once.
  "POST /api/reading-plans/start": signedIn(
    () => ({ planId: "psalms-and-proverbs-month", startDate: daysFromToday(3), timeZone }),
    [{ status: 200 }, { status: 409, code: "already-exists" }, conflict],
  ),
  "POST /api/reading-plans/mine": signedIn(() => ({ timeZone, lang: "es" })),
  "POST /api/reading-plans/check": { ...signedIn(() => ({ userPlanId: plannerPlans.toRead, day: 1, done: true, timeZone, lang: "es" })), session: "planner" },
  // Behind at first (the plan started 60 days ago); once caught up, 409 says there is nothing to catch up.
  "POST /api/reading-plans/reschedule": {
    ...signedIn(() => ({ userPlanId: plannerPlans.toRead, mode: "double-up", extraPerDay: 2, timeZone }), [{ status: 200 }, conflict]),
    session: "planner",
  },
  "POST /api/reading-plans/calendar": { ...signedIn(() => ({ userPlanId: plannerPlans.toRead, timeZone, lang: "es" })), session: "planner" },
  // Stopped once; after that the plan is gone.
  "POST /api/reading-plans/stop": { ...signedIn(() => ({ userPlanId: plannerPlans.toStop }), [{ status: 200 }, notFound]), session: "planner" },
  "POST /api/memory/mine": signedIn(() => ({ timeZone })),
  // One cardId, so a valid body adds one card (again: the same card); another id for the same passage is 409, the Free plan's eleventh card 403.
  "POST /api/memory/add": signedIn(
    () => ({ cardId: "fuzz-card-1", translation: "kjv", book: "Ps", chapter: 23, start: 1, end: 3, timeZone }),
    [{ status: 200 }, { status: 409, code: "already-exists" }, { status: 403, code: "quota-exceeded" }],
  ),
  "POST /api/memory/review": refused(() => ({ cardId: "no-such-card", reviewId: "fuzz-review-1", rating: "good", timeZone }), notFound),
  "POST /api/memory/remove": refused(() => ({ cardId: "no-such-card" }), notFound),
  "POST /api/challenges/list": signedIn(() => ({ timeZone })),
  // Joined once alone; the same challenge again while its run lasts is 409.
  "POST /api/challenges/join": signedIn(() => ({ challengeId: "ten-quizzes", with: "alone", timeZone }), [{ status: 200 }, { status: 409, code: "already-exists" }]),
  // Run ids are made by the server: a valid body names no run the fuzz reader joined.
  "POST /api/challenges/get": refused(() => ({ runId: "no-such-run", timeZone }), notFound),
  "POST /api/challenges/checkin": refused(() => ({ runId: "no-such-run", timeZone }), notFound),
  "POST /api/challenges/badges": signedIn(() => ({})),
  "POST /api/games/mine": signedIn(() => ({ timeZone })),
  "POST /api/games/round": signedIn(() => ({ game: "books-order" })),
  // Round ids are made by the server per user: a valid body names no round of the fuzz reader's.
  "POST /api/games/answer": refused(() => ({ roundId: "no-such-round", item: 0, answer: ["p0"] }), notFound),
  "POST /api/games/finish": refused(() => ({ roundId: "no-such-round", resultId: "fuzz-result-1", timeZone }), notFound),
  "POST /api/notes/list": signedIn(() => ({})),
  "POST /api/notes/save": signedIn(() => ({ id: "fuzz-note-0001", translation: "rv1909", book: "Jonah", chapter: 2, verseStart: 1, verseEnd: 2, colour: "yellow", text: "A thought.", editedAt: Date.parse("2026-03-10T09:00:00Z") })),
  "POST /api/notes/delete": signedIn(() => ({ id: "fuzz-note-0001", editedAt: Date.parse("2026-03-10T09:00:00Z") })),
  "POST /api/account/get": signedIn(() => ({})),
  // Renaming needs nothing more; email and password need a fresh sign-in, which no generated body has (403 unauthenticated).
  "POST /api/account/profile": signedIn(() => ({ name: "Fuzz Reader" })),
  "POST /api/account/delete": refused(() => ({ idToken: "not-a-real-id-token" }), { status: 403, code: "unauthenticated" }),
};

const isPostRoute = (name: ApiRouteName): name is PostRouteName => name.startsWith("POST ");
const isGetRoute = (name: ApiRouteName): name is GetRouteName => name.startsWith("GET ");

/** Every POST route of the endpoint table, with its fixture. */
const postRoutes: PostRoute[] = apiEndpoints.flatMap(({ name, endpoint }): PostRoute[] =>
  isPostRoute(name)
    ? [
        {
          name,
          path: endpoint.path,
          endpoint,
          subjects: apiEndpoints.flatMap((other) => (other.endpoint.path === endpoint.path && other.endpoint.subject ? [other.endpoint.subject] : [])),
          fields: jsonFieldsOf(endpoint.request),
          ...postFixtures[name],
        },
      ]
    : [],
);

/** An error reply's code is one its endpoint declares (or one every endpoint may answer). */
function expectDeclaredCode(endpoint: Endpoint, reply: Reply, checked: Checked): void {
  if (checked.kind !== "error") return;
  expect([...allowedErrorCodes(endpoint)], `${describeRequest(reply.request)} → ${reply.text}: a code the endpoint does not declare`).toContain(checked.error.code);
}

/** The cookie a caller sends to this route. */
const sessionOf = (route: PostRoute, as: Caller): string => (as === "signed in" ? (route.session ?? as) : as);

const postJson = (route: PostRoute, as: Caller, body: string | Uint8Array, contentType = "application/json"): Outgoing => ({
  method: "POST",
  path: route.path,
  as: sessionOf(route, as),
  headers: { "Content-Type": contentType, ...route.headers?.() },
  body,
});

/** A refused sign-up must not leave an Auth account behind either. */
async function expectNoAccount(reply: Reply, body: JsonValue): Promise<void> {
  if (reply.status < 400 || !isJsonObject(body) || typeof body.email !== "string" || !freshEmail.test(body.email)) return;
  const found = await adminAuth()
    .getUserByEmail(body.email)
    .then(() => true)
    .catch(() => false);
  expect(found, `${describeRequest(reply.request)}\n  → ${reply.status} ${reply.text}\n  a refused sign-up created an Auth account`).toBe(false);
}

/** Sends `body` as each caller and checks the reply; returns the replies for the property's own checks. */
async function sendAsEach(route: PostRoute, body: JsonValue): Promise<{ reply: Reply; checked: Checked; as: Caller }[]> {
  const out: { reply: Reply; checked: Checked; as: Caller }[] = [];
  for (const as of callers) {
    const sent = isJsonObject(body) && route.renew ? route.renew(body) : body;
    const reply = await send(postJson(route, as, JSON.stringify(sent)));
    const checked = checkReply(reply, route.accepts[as]);
    expectDeclaredCode(route.endpoint, reply, checked);
    if (route.path === "/") await expectNoAccount(reply, sent);
    out.push({ reply, checked, as });
  }
  return out;
}

function expectOutcome(route: PostRoute, as: Caller, reply: Reply, checked: Checked): void {
  const got = { status: reply.status, code: checked.kind === "error" ? checked.error.code : undefined };
  // The tested server takes the fuzz's X-Forwarded-For as a new client each time; deployed, the app trusts only the
  // platform's hops, every request comes from this one address, and the per-network limits (sign-ups, contact, card
  // setups) answer after a few: a plain 429 in JSON, the app's own answer to that many requests.
  if (got.status === 429 && got.code === "rate-limited" && (onDeployedRuntime || isLimited(reply.request))) return;
  const allowed = route.outcomes[as].some((outcome) => outcome.status === got.status && (outcome.code === undefined || outcome.code === got.code));
  expect(allowed, `${describeRequest(reply.request)}\n  → ${reply.status} ${clip(reply.text, 600)}\n  expected one of ${JSON.stringify(route.outcomes[as])}`).toBe(true);
}

/**
 * A request that fails validation: 400 with the problem listed under one of
 * `fieldNames`, and, when `named`, the message naming that field too.
 */
function expectFieldProblem(reply: Reply, checked: Checked, fieldNames: readonly string[], named = true): void {
  const error = expectError(reply, checked, 400, "invalid-argument");
  const label = `${describeRequest(reply.request)}\n  → ${reply.status} ${reply.text}\n `;
  const message = error.message.toLowerCase();
  expect(
    fieldNames.some((field) => error.fields?.[field] !== undefined && (!named || message.includes(field.toLowerCase()))),
    `${label} the ${named ? "message and the " : ""}fields should name ${fieldNames.join(" or ")}`,
  ).toBe(true);
}

for (const route of postRoutes) {
  const fieldNames = Object.keys(route.fields);
  const stringFields = fieldNames.filter((name) => route.fields[name]?.types.includes("string"));
  const requiredFields = fieldNames.filter((name) => route.fields[name]?.required);
  const notAField = (key: string) => !Object.hasOwn(route.fields, key);

  describe(route.name, () => {
    it("ignores unknown extra fields, whatever their names and values", async () => {
      const extras = fc.array(fc.tuple(oddKey.filter(notAField), anyJson), { minLength: 1, maxLength: 5 }).map((entries) => Object.fromEntries(entries));
      await property(`${route.name} extras`, extras, 20, async (extra) => {
        const body: JsonObject = { ...route.valid(), ...extra };
        for (const { reply, checked, as } of await sendAsEach(route, body)) {
          expectOutcome(route, as, reply, checked);
          // Extra fields must not reach the profile (no paymentPlan or uid from the client).
          if (route.name.includes("register") && checked.kind === "payload") {
            // register says nothing about the account (no enumeration): the profile is read through the account's own sign-in.
            const sent = JSON.parse(String(reply.request.body)) as { email: string; password: string };
            const login = await fetch(`${server.baseUrl}/api/`, {
              method: "POST",
              headers: { "Content-Type": "application/json" },
              body: JSON.stringify({ subject: "login", idToken: await signInTestAccount(sent.email, sent.password) }),
            });
            const user = ((await login.json()) as { payload?: { user?: unknown } }).payload?.user;
            expect(user, describeRequest(reply.request)).toMatchObject({ paymentPlan: 0, referredBy: null, email: sent.email });
          }
        }
      });
    });

    it.runIf(fieldNames.length > 0)("answers a field of the wrong type with 400 naming the field", async () => {
      const wrong = fc.constantFrom(...fieldNames).chain((field) =>
        fc.tuple(fc.constant(field), anyJson.filter((value) => !(route.fields[field]?.types ?? []).includes(jsonType(value)))),
      );
      await property(`${route.name} wrong type`, wrong, 25, async ([field, value]) => {
        for (const { reply, checked } of await sendAsEach(route, { ...route.valid(), [field]: value })) expectFieldProblem(reply, checked, [field]);
      });
    });

    if (requiredFields.length > 0) {
      it("answers missing required fields with 400 naming one of them", async () => {
        await property(`${route.name} missing`, fc.subarray(requiredFields, { minLength: 1 }), 15, async (missing) => {
          const body = Object.fromEntries(Object.entries(route.valid()).filter(([field]) => !missing.includes(field)));
          for (const { reply, checked } of await sendAsEach(route, body)) {
            expectFieldProblem(reply, checked, missing);
            // Past the subject, every missing field is listed, not just the first.
            if (!(route.subjects.length > 0 && missing.includes("subject"))) {
              const fields = checked.kind === "error" ? (checked.error.fields ?? {}) : {};
              expect(missing.filter((field) => fields[field] === undefined), `${describeRequest(reply.request)} → ${reply.text}`).toEqual([]);
            }
          }
        });
      });
    }

    it("answers bodies over 64 KB with 413 and handles huge strings below it", async () => {
      const target = fc.oneof(fc.constantFrom(...stringFields.length > 0 ? stringFields : ["note"]), fc.constant("note"));
      await property(`${route.name} huge`, fc.tuple(target, hugeArbitrary), 20, async ([field, huge]) => {
        for (const as of callers) {
          const { text: body, value } = withHugeString(route.valid(), field, huge);
          const reply = await send(postJson(route, as, body));
          const checked = checkReply(reply, route.accepts[as]);
          if (Buffer.byteLength(body) > bodyLimitBytes) {
            const error = expectError(reply, checked, 413, "payload-too-large");
            expect(error.message).toBe("The request body is larger than 64 KB.");
          } else if (notAField(field)) {
            expectOutcome(route, as, reply, checked);
          } else if (value.trim().length > 8192) {
            // Longer than any field allows (idToken, the longest, is 8192); the message is the field's own ("Name must be at most 80 characters").
            expectFieldProblem(reply, checked, [field], false);
          }
        }
      });
    });

    it("handles odd Unicode in every text field and in field names", async () => {
      const oddValue = fc.oneof(oddString, oddString.map((value) => `${value}Aa1!`));
      const target = stringFields.length > 0 ? fc.oneof(fc.constantFrom(...stringFields), oddKey.filter(notAField)) : oddKey.filter(notAField);
      const bodies = fc.tuple(target, oddValue).map(([field, value]): [string, string, JsonObject] => [field, value, { ...route.valid(), [field]: value }]);
      await property(`${route.name} odd unicode`, bodies, 30, async ([field, value, body]) => {
        for (const { reply, checked, as } of await sendAsEach(route, body)) {
          if (notAField(field)) expectOutcome(route, as, reply, checked);
          // What is accepted is kept as sent (trimmed), lone surrogates and all.
          if (route.name.includes("register") && field === "name" && checked.kind === "payload") {
            expect((checked.payload as { user?: { name?: unknown } }).user?.name, describeRequest(reply.request)).toBe(value.trim());
          }
        }
      });
    });

    it("handles bytes that are not UTF-8 inside JSON strings", async () => {
      const marker = "\ue000";
      const target = stringFields.length > 0 ? fc.oneof(fc.constantFrom(...stringFields), fc.constant("note")) : fc.constant("note");
      await property(`${route.name} broken utf-8`, fc.tuple(target, brokenUtf8, fc.boolean()), 15, async ([field, bytes, surround]) => {
        for (const as of callers) {
          const body = spliceBytes(JSON.stringify({ ...route.valid(), [field]: surround ? `Lydia${marker}Lydia` : marker }), marker, bytes);
          const reply = await send(postJson(route, as, body));
          const checked = checkReply(reply, route.accepts[as]);
          if (field === "note") expectOutcome(route, as, reply, checked);
        }
      });
    });

    it("handles arbitrary JSON objects and arrays as the body", async () => {
      const bodies = fc
        .oneof(
          fc.dictionary(oddKey, anyJson, { maxKeys: 6 }),
          fc.array(anyJson, { maxLength: 6 }),
          // The route's own fields, each with any JSON value: the shape is right, the values are not.
          fc.array(fc.tuple(fc.constantFrom(...fieldNames, "subject"), anyJson), { minLength: 1, maxLength: 4 }).map((entries) => ({ ...route.valid(), ...Object.fromEntries(entries) })),
        );
      await property(`${route.name} arbitrary json`, bodies, 25, async (body) => {
        await sendAsEach(route, body);
      });
    });

    itUnlessRuntimeFirst("malformed JSON")('answers malformed JSON with 400 "The request body is not valid JSON."', async () => {
      await property(`${route.name} malformed`, malformedJson(fc.constant(JSON.stringify(route.valid()))), 20, async (body) => {
        for (const as of callers) {
          const reply = await send(postJson(route, as, body));
          const error = expectError(reply, checkReply(reply, false), 400, "invalid-argument");
          expect(error, describeRequest(reply.request)).toEqual({ message: "The request body is not valid JSON.", code: "invalid-argument" });
        }
      });
    });

    const notAnObject = async (bodies: readonly string[]) => {
      for (const body of bodies) {
        for (const as of callers) {
          const reply = await send(postJson(route, as, body));
          const error = expectError(reply, checkReply(reply, false), 400, "invalid-argument");
          expect(error.message, describeRequest(reply.request)).toBe(route.subjects.length > 0 ? `subject must be one of: ${route.subjects.join(", ")}.` : "The request body must be a JSON object.");
        }
      }
    };
    it("answers a JSON array as the body with 400 saying it must be an object", () => notAnObject(["[]", "[1]"]));
    itUnlessRuntimeFirst("a JSON scalar body")("answers a JSON scalar as the body with 400 saying it must be an object", () => notAnObject(["null", "42", '"x"', "true"]));

    it("answers other methods with 405 and Allow: POST", async () => {
      const methods = fc.constantFrom("GET", "HEAD", "PUT", "PATCH", "DELETE", "PROPFIND", "COPY", "LOCK", "SEARCH", "PURGE");
      await property(`${route.name} methods`, fc.tuple(methods, fc.boolean()), 12, async ([method, withBody]) => {
        const carriesBody = withBody && method !== "GET" && method !== "HEAD";
        for (const as of callers) {
          const reply = await send({
            method,
            path: route.path,
            as: sessionOf(route, as),
            ...(carriesBody ? { headers: { "Content-Type": "application/json" }, body: JSON.stringify(route.valid()) } : {}),
          });
          const checked = checkReply(reply, false);
          expect([reply.status, reply.allow], describeRequest(reply.request)).toEqual([405, "POST"]);
          if (checked.kind === "error") expect(checked.error).toEqual({ message: "This address accepts POST only.", code: "method-not-allowed" });
        }
      });
    });

    itUnlessRuntimeFirst("OPTIONS")("answers OPTIONS with 405 and Allow: POST", async () => {
      for (const as of callers) {
        const reply = await send({ method: "OPTIONS", path: route.path, as: sessionOf(route, as) });
        expect([reply.status, reply.allow], describeRequest(reply.request)).toEqual([405, "POST"]);
        expect(checkReply(reply, false)).toEqual({ kind: "error", error: { message: "This address accepts POST only.", code: "method-not-allowed" } });
      }
    });

    it("answers other content types with 415", async () => {
      const contentTypes = fc.oneof(
        fc.constantFrom(
          "none",
          "",
          "text/plain",
          "text/plain; charset=utf-8",
          "application/x-www-form-urlencoded",
          "multipart/form-data; boundary=x",
          "application/xml",
          "text/json",
          "application/json5",
          "application/ld+json",
          "application/merge-patch+json",
          "*/*",
        ),
        fc.stringMatching(/^[a-z]{1,10}\/[a-z0-9.+-]{1,15}$/).filter((type) => type !== "application/json"),
      );
      const bodies = fc.constantFrom(JSON.stringify(route.valid()), "subject=getPricing&name=x", "", "<xml/>");
      await property(`${route.name} content types`, fc.tuple(contentTypes, bodies), 15, async ([contentType, body]) => {
        for (const as of callers) {
          const reply = await send(
            contentType === "none"
              ? { method: "POST", path: route.path, as: sessionOf(route, as), body: Buffer.from(body) }
              : { method: "POST", path: route.path, as: sessionOf(route, as), headers: { "Content-Type": contentType }, body },
          );
          const error = expectError(reply, checkReply(reply, false), 415, "unsupported-media-type");
          expect(error.message, describeRequest(reply.request)).toMatch(/JSON/);
        }
      });
    });

    itUnlessRuntimeFirst("JSON in a charset other than UTF-8")("answers JSON in a charset other than UTF-8 with 415", async () => {
      for (const charset of ["latin1", "iso-8859-1", "windows-1252", "ascii", "koi8-r"]) {
        for (const as of callers) {
          const reply = await send(postJson(route, as, JSON.stringify(route.valid()), `application/json; charset=${charset}`));
          const error = expectError(reply, checkReply(reply, false), 415, "unsupported-media-type");
          expect(error.message, describeRequest(reply.request)).toBe("Send the request body as UTF-8 JSON.");
        }
      }
    });
  });
}

// ---------------------------------------------------------------------------
// A real quiz attempt, answered with anything

describe("POST /api/quiz/answer on a real attempt", () => {
  it("takes any answer to a started quiz without a 5xx, and writes only what it accepts", async () => {
    const start = await send({
      method: "POST",
      path: "/quiz/start",
      as: "player",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ topic: "mixed", difficulty: "easy", length: 20, timeZone }),
    });
    const started = checkReply(start, true);
    if (started.kind !== "payload") throw new Error(`could not start a quiz: ${start.text}`);
    const { attemptId } = started.payload as { attemptId: string };

    const answers = fc.oneof(
      anyJson,
      oddString,
      fc.array(oddString, { maxLength: 10 }),
      fc.constantFrom(null, true, false, "", "True", "False", "Moses", "a".repeat(201)),
    );
    const index = fc.oneof(fc.integer({ min: -2, max: 22 }), fc.constantFrom(0.5, 1e9, -0), anyJson);
    const readMs = fc.option(fc.oneof(fc.integer({ min: -10, max: 4_000_000 }), anyJson), { nil: undefined });
    const bodies = fc.record({ index, answer: answers, readMs }, { requiredKeys: ["index", "answer"] });
    let answered = 0;
    await property("quiz answer on a real attempt", bodies, 40, async (fields) => {
      const body = { attemptId, ...fields };
      const reply = await send({ method: "POST", path: "/quiz/answer", as: "player", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
      const checked = checkReply(reply, fields.index === answered);
      if (checked.kind === "payload") answered += 1;
    });

    const finish = await send({ method: "POST", path: "/quiz/finish", as: "player", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ attemptId }) });
    checkReply(finish, true);
    const late = await send({
      method: "POST",
      path: "/quiz/answer",
      as: "player",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ attemptId, index: Math.min(answered, 19), answer: null }),
    });
    expectError(late, checkReply(late, false), 409, "failed-precondition");
  });
});

// ---------------------------------------------------------------------------
// The GET routes

interface GetRoute {
  name: GetRouteName;
  path: string;
  endpoint: Endpoint;
  /** The query's parameters, as its contract schema reads them. */
  keys: readonly string[];
  /** A valid value per key, for the property that varies one parameter at a time. */
  valid: Record<string, Arbitrary<string>>;
}

/** Every GET route's valid values, typed over the endpoint table: a new GET endpoint without them does not compile. */
const getFixtures: Record<GetRouteName, Record<string, Arbitrary<string>>> = {
  "GET /api/bible/search": {
    q: fc.constantFrom("love", "%22so%20loved%20the%20world%22", "amor", "faith%20hope"),
    translation: fc.constantFrom("kjv", "web", "rv1909"),
    scope: fc.constantFrom("all", "OT", "NT", "John", "1Cor"),
    offset: fc.constantFrom("0", "10"),
    limit: fc.constantFrom("1", "20", "100"),
  },
  "GET /api/verse-of-the-day": { date: fc.constantFrom("2026-12-25", "2028-02-29", "2026-01-01"), translation: fc.constantFrom("kjv", "web", "rv1909") },
  "GET /api/billing/config": {},
  // Anonymous here: the query is checked before the caller, then 403 (the PDFs themselves are in library.integration.test.ts).
  "GET /api/library/pdf": { book: fc.constantFrom("scofield-reference-notes", "naves-topical-bible", "confessions") },
  "GET /api/library/devotional-pdf": { path: fc.constantFrom(...loadDevotionalLibrary().paths.slice(0, 3).map((path) => path.id)) },
  "GET /api/account/export": {},
  // Anonymous here: an event's file needs a session (403 after the query is checked); no feed has these tokens (404).
  "GET /api/circle-events/event.ics": { circle: fc.constantFrom("no-such-circle", "Ab3_x-9"), event: fc.constantFrom("no-such-event", "Zz_1") },
  "GET /api/circle-events/feed.ics": { token: fc.constantFrom("x".repeat(32), "AbCdEfGhIjKlMnOpQrStUvWx_-12") },
  "GET /api/reading-plans/calendar.ics": { plan: fc.constantFrom("no-such-plan", "someone_bible-in-a-year"), translation: fc.constantFrom("kjv", "web", "rv1909"), lang: fc.constantFrom("en", "es") },
};

const getRoutes: GetRoute[] = apiEndpoints.flatMap(({ name, endpoint }): GetRoute[] =>
  isGetRoute(name) ? [{ name, path: endpoint.path, endpoint, keys: Object.keys(jsonFieldsOf(endpoint.request)), valid: getFixtures[name] }] : [],
);

/** Percent-encodes any string, lone surrogates included (as the CESU-8 bytes a careless client would send). */
function encodeLoosely(value: string): string {
  let out = "";
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) out += `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    else out += encodeURIComponent(char);
  }
  return out;
}

const percentGarbage = fc.constantFrom("%", "%%", "%G1", "%E0%A4%A", "%FF%FE", "%ED%A0%80", "%C0%80", "%00", "%2", "%u0041", "+", "%2B", "%26", "%3D", "=", "==", "%0D%0A", "%E2%80%AE", "%F4%90%80%80", "%EF%BB%BF");

/** A query value as it appears in the URL (already encoded, or deliberately not). */
const queryValue: Arbitrary<string> = fc.oneof(
  fc.constantFrom("love", "kjv", "web", "rv1909", "NT", "OT", "John", "2026-12-25", "2026-02-30", "0000-01-01", "0", "-1", "1e3", "1.5", "NaN", "Infinity", "0x10", "", " "),
  oddString.map(encodeLoosely),
  fc.string({ unit: "grapheme-ascii", maxLength: 20 }).map((value) => value.replace(/[#&]/g, "")),
  fc.array(fc.oneof(percentGarbage, fc.string({ unit: "grapheme-ascii", maxLength: 3 })), { minLength: 1, maxLength: 5 }).map((parts) => parts.join("")),
  // Long values, kept so a whole URL stays under Node's 16 KB header limit (see the report for beyond it).
  fc.tuple(fc.constantFrom("a", "%C3%A9", "%F0%9F%98%80", "%00", "love%20"), fc.integer({ min: 0, max: 600 })).map(([unit, count]) => unit.repeat(count)),
);

function queryKey(route: GetRoute): Arbitrary<string> {
  // A query that takes no parameters still meets the same odd keys, spelled from one it never heard of.
  const known = fc.constantFrom(...(route.keys.length > 0 ? route.keys : ["key"]));
  return fc.oneof(
    { arbitrary: known, weight: 4 },
    known.map((key) => `${key}[]`),
    known.map((key) => `${key}[0]`),
    known.map((key) => `${key}[a][b]`),
    known.map((key) => key.toUpperCase()),
    known.map((key) => encodeLoosely(key).replace(/^./, (first) => `%${first.charCodeAt(0).toString(16)}`)),
    fc.constantFrom("__proto__", "constructor", "toString", "hasOwnProperty", ""),
    oddString.map(encodeLoosely),
    percentGarbage,
  );
}

/** `key=value` pairs, or a bare key; keys may repeat. */
const queryString = (pairs: readonly (readonly [string, string | null])[]) => pairs.map(([key, value]) => (value === null ? key : `${key}=${value}`)).join("&");

for (const route of getRoutes) {
  describe(route.name, () => {
    it("survives generated query strings: repeated keys, arrays, huge values, odd Unicode, bad percent-encoding", async () => {
      const pairs = fc.array(fc.tuple(queryKey(route), fc.option(queryValue, { nil: null, freq: 8 })), { maxLength: 8 });
      await property(`${route.name} queries`, fc.tuple(pairs, fc.constantFrom("GET", "GET", "GET", "HEAD")), 40, async ([generated, method]) => {
        const query = queryString(generated);
        const reply = await send({ method, path: `${route.path}?${query}`, as: "anonymous" });
        const checked = checkReply(reply, true);
        expectDeclaredCode(route.endpoint, reply, checked);
        expectUnchangedStore(reply, `${describeRequest(reply.request)}: a ${method} wrote to the store`);
        if (method === "HEAD") return;
        // A known parameter given twice (or as key[]... that the parser folds into one) is refused by name.
        const parsed = parseQueryString(query);
        for (const key of route.keys) {
          if (Array.isArray(parsed[key])) {
            const error = expectError(reply, checked, 400, "invalid-argument");
            expect(error.fields?.[key], `${describeRequest(reply.request)} → ${reply.text}: ${key} was repeated`).toBeDefined();
          }
        }
      });
    });

    it.runIf(route.keys.length > 0)("survives odd text in one parameter while the others are valid", async () => {
      const cases = fc.constantFrom(...route.keys).chain((key) =>
        fc.tuple(
          fc.constant(key),
          fc.oneof(queryValue, oddString.map(encodeLoosely)),
          fc.tuple(...route.keys.map((other) => route.valid[other] ?? fc.constant(""))),
        ),
      );
      await property(`${route.name} one odd parameter`, cases, 40, async ([key, value, validValues]) => {
        const pairs = route.keys.map((other, i): [string, string] => [other, other === key ? value : (validValues[i] ?? "")]);
        const reply = await send({ method: "GET", path: `${route.path}?${queryString(pairs)}`, as: "anonymous" });
        expectDeclaredCode(route.endpoint, reply, checkReply(reply, true));
      });
    });

    it("answers other methods with 405 and Allow: GET, HEAD", async () => {
      const methods = fc.constantFrom("POST", "PUT", "PATCH", "DELETE", "PROPFIND", "LOCK", "PURGE");
      await property(`${route.name} methods`, fc.tuple(methods, fc.boolean()), 12, async ([method, withBody]) => {
        const reply = await send({
          method,
          path: `${route.path}?q=love&date=2026-12-25`,
          as: "anonymous",
          ...(withBody || method === "POST" ? { headers: { "Content-Type": "application/json" }, body: "{}" } : {}),
        });
        checkReply(reply, false);
        expect([reply.status, reply.allow], describeRequest(reply.request)).toEqual([405, "GET, HEAD"]);
      });
    });

    itUnlessRuntimeFirst("OPTIONS")("answers OPTIONS with 405 and Allow: GET, HEAD", async () => {
      const reply = await send({ method: "OPTIONS", path: `${route.path}?q=love&date=2026-12-25`, as: "anonymous" });
      checkReply(reply, false);
      expect([reply.status, reply.allow], describeRequest(reply.request)).toEqual([405, "GET, HEAD"]);
    });
  });
}

// ---------------------------------------------------------------------------
// Forged and garbled credentials

/** An unsigned JWT shaped like the emulator's session cookies or ID tokens, for an account that does not exist. */
const forgedToken = (issuer: string, subject: string): string => {
  // Dated by the real clock, the one firebase-admin checks a token's times against, so only the missing signature is wrong.
  const now = Math.floor(Date.now() / 1000);
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "none", typ: "JWT" })}.${part({ iss: issuer, aud: "demo-berea", sub: subject, user_id: subject, iat: now - 10, exp: now + 3600, auth_time: now - 10 })}.`;
};

describe("forged and garbled credentials", () => {
  it("are the same as none: 403 where a session is needed, and no 5xx anywhere", async () => {
    const garbage = fc.oneof(
      // Printable ASCII only: a header value cannot carry anything else.
      fc.string({ unit: "grapheme-ascii", maxLength: 60 }),
      oddString.map(encodeLoosely),
      percentGarbage,
      fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 40 }).map((subject) => forgedToken("https://session.firebase.google.com/demo-berea", `ghost-${subject}`)),
    );
    const credentials = fc.oneof(
      garbage.map((value) => ({ Cookie: `__session=${value}` })),
      garbage.map((value) => ({ Cookie: `other=1; __session=${value}; __session=x` })),
      garbage.map((value) => ({ Cookie: value })),
      garbage.map((value) => ({ Authorization: `Bearer ${value}` })),
      fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 40 }).map((subject) => ({ Authorization: `Bearer ${forgedToken("https://securetoken.google.com/demo-berea", `ghost-${subject}`)}` })),
      garbage.map((value) => ({ Authorization: `Basic ${value}` })),
    );
    const routes = fc.constantFrom(...postRoutes.filter((route) => (["POST /api/ getUserData", "POST /api/quiz/home", "POST /api/contact"] as string[]).includes(route.name)));
    await property("forged credentials", fc.tuple(routes, credentials), 40, async ([route, headers]) => {
      const reply = await send({ method: "POST", path: route.path, as: "anonymous", headers: { "Content-Type": "application/json", ...route.headers?.(), ...headers }, body: JSON.stringify(route.valid()) });
      expectOutcome(route, "anonymous", reply, checkReply(reply, route.accepts.anonymous));
    });
  });
});

// ---------------------------------------------------------------------------
// Addresses that are not routes

describe("unknown addresses under /api", () => {
  const segment = fc.oneof(fc.stringMatching(/^[A-Za-z0-9_~-]{1,12}$/), oddString.filter((value) => value.length > 0).map(encodeLoosely), percentGarbage);
  const paths = fc.array(segment, { minLength: 1, maxLength: 4 }).map((segments) => `/x${segments.join("/")}`);
  const decodes = (path: string) => {
    try {
      decodeURIComponent(path);
      return true;
    } catch {
      return false;
    }
  };
  const answer404 = async ([path, method]: [string, string]) => {
    const reply = await send({ method, path, as: "anonymous", ...(method === "POST" ? { headers: { "Content-Type": "application/json" }, body: "{}" } : {}) });
    const error = expectError(reply, checkReply(reply, false), 404, "not-found");
    expect(error.message, describeRequest(reply.request)).toMatch(/^There is no API at /);
  };
  const methods = fc.constantFrom("GET", "POST", "DELETE");

  it("answer 404 in JSON", async () => {
    await property("unknown addresses", fc.tuple(paths.filter(decodes), methods), 25, answer404);
  });

  itUnlessRuntimeFirst("an address with broken percent-encoding")("answer 404 in JSON when their percent-encoding is broken", async () => {
    await property("unknown addresses, broken percent-encoding", fc.tuple(paths.filter((path) => !decodes(path)), methods), 15, answer404);
  });
});

// ---------------------------------------------------------------------------
// What the parser meets before any route

describe("request bodies and addresses the parser refuses", () => {
  const pricing = (headers: Record<string, string>, body: string | Uint8Array): Outgoing => ({
    method: "POST",
    path: "/",
    as: "anonymous",
    headers: { "Content-Type": "application/json", ...headers },
    body,
  });
  const valid = JSON.stringify({ subject: "getPricing" });

  it("reads a body compressed as its Content-Encoding says", async () => {
    for (const [encoding, compress] of [
      ["gzip", gzipSync],
      ["deflate", deflateSync],
    ] as const) {
      const reply = await send(pricing({ "Content-Encoding": encoding }, compress(valid)));
      expect(checkReply(reply, true).kind, describeRequest(reply.request)).toBe("payload");
    }
  });

  itUnlessRuntimeFirst("a brotli body")("reads a body compressed with br", async () => {
    const reply = await send(pricing({ "Content-Encoding": "br" }, brotliCompressSync(valid)));
    expect(checkReply(reply, true).kind, describeRequest(reply.request)).toBe("payload");
  });

  itUnlessRuntimeFirst("a body that does not decompress")("answers a body that does not decompress as its Content-Encoding says with 400", async () => {
    const encodings = fc.constantFrom("gzip", "deflate", "br", "GZIP");
    const bodies = fc.oneof(fc.constant(valid), fc.uint8Array({ minLength: 1, maxLength: 64 }), fc.constant(gzipSync(valid).subarray(0, 12)));
    await property("bad compressed bodies", fc.tuple(encodings, bodies), 20, async ([encoding, body]) => {
      const reply = await send(pricing({ "Content-Encoding": encoding }, body));
      const error = expectError(reply, checkReply(reply, false), 400, "invalid-argument");
      expect(error.message, describeRequest(reply.request)).toMatch(/decompress|not valid JSON/);
    });
  });

  itUnlessRuntimeFirst("an unknown Content-Encoding")("answers an encoding it does not know with 415 naming the ones it does", async () => {
    for (const encoding of ["compress", "zstd", "x-gzip2", "identity, compress", "gzip, gzip"]) {
      const reply = await send(pricing({ "Content-Encoding": encoding }, valid));
      const error = expectError(reply, checkReply(reply, false), 415, "unsupported-media-type");
      expect(error.message, describeRequest(reply.request)).toBe("Send the request body uncompressed, or compressed with gzip, deflate or br.");
    }
  });

  const refusedHuge = async (megabytes: number) => {
    const body = JSON.stringify({ subject: "getPricing", note: "a".repeat(megabytes * 1024 * 1024) });
    const reply = await send(pricing({}, body));
    expect(expectError(reply, checkReply(reply, false), 413, "payload-too-large").message).toBe("The request body is larger than 64 KB.");
  };
  // Deployed, the runtime reads and parses it first (its cost is measured in scripts/bench/bad-bodies.ts); the answer is still the app's.
  it("answers a 30 MB body with 413 saying the limit", () => refusedHuge(30));
  itUnlessRuntimeFirst("a body over 32 MB")("answers a 33 MB body with 413 saying the limit", () => refusedHuge(33));

  itUnlessRuntimeFirst("an address over 16 KB of headers")("answers an address over Node's 16 KB header limit with 431 in JSON", async () => {
    for (const path of [`/bible/search?q=${"a".repeat(17_000)}`, `/verse-of-the-day?date=${"%20".repeat(6_000)}`]) {
      const reply = await send({ method: "GET", path, as: "anonymous" });
      const error = expectError(reply, checkReply(reply, false), 431, "headers-too-large");
      expect(error.message).toBe("The request's address or headers are too long.");
    }
  });
});
