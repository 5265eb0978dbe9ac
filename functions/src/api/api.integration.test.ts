import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Store } from "../store/port.ts";
import { startApiServer, type ApiTestServer } from "../test-support/api-server.ts";
import { createTestAccount, signInTestAccount, signInWithCustomToken } from "../test-support/auth-emulator.ts";
import { registeredMessage } from "./routes/accounts.ts";

/**
 * The API over HTTP against the real Auth emulator and the sqlite store:
 * the spec's subjects, the session cookie, referrals, sign-in codes, the
 * contact form and the error model.
 */
let api: ApiTestServer;
let store: Store;
let baseUrl: string;

beforeAll(async () => {
  // Behind one proxy, as on Cloud Functions: the contact tests name their client by the X-Forwarded-For entry it appends.
  api = await startApiServer("api", { trustedProxyHops: 1 });
  ({ store, baseUrl } = api);
});

afterAll(async () => {
  await api.close();
});

interface Reply {
  status: number;
  body: { payload?: Record<string, unknown>; message?: string; code?: string; fields?: Record<string, string> };
  headers: Headers;
}

async function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Reply> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Reply["body"], headers: response.headers };
}

const sessionCookie = (reply: Reply): string => {
  const header = reply.headers.get("set-cookie") ?? "";
  const match = /__session=([^;]+)/.exec(header);
  if (!match?.[1]) throw new Error(`no session cookie in ${header}`);
  return `__session=${match[1]}`;
};

async function signedUpUser(referral?: string) {
  const email = `reader-${crypto.randomUUID()}@example.com`;
  const password = "Berea#2026";
  const register = await post("/", { subject: "register", name: "Lydia", email, password, repeatPassword: password, referral: referral ?? "" });
  expect(register.status).toBe(200);
  const idToken = await signInTestAccount(email, password);
  const login = await post("/", { subject: "login", idToken });
  expect(login.status).toBe(200);
  return { email, password, cookie: sessionCookie(login), user: login.body.payload?.user as { uid: string; referralCode: string } };
}

describe("getPricing", () => {
  it("serves the three seeded plans in order with the spec's prices", async () => {
    const reply = await post("/", { subject: "getPricing" });
    expect(reply.status).toBe(200);
    const plans = reply.body.payload?.plans as { id: string; monthly: number; annual: number; features: string[]; annualDiscountPercent: number }[];
    expect(plans.map((plan) => [plan.id, plan.monthly, plan.annual])).toEqual([
      ["free", 0, 0],
      ["premium", 2.99, 28.99],
      ["family", 9.99, 79.99],
    ]);
    expect(plans[1]?.annualDiscountPercent).toBe(19);
    expect(plans[2]?.annualDiscountPercent).toBe(33);
    expect(plans[0]?.features).toContain("12 quizzes per day");
  });

  it("reports its database cost: one read per plan", async () => {
    const reply = await post("/", { subject: "getPricing" });
    expect(reply.headers.get("x-store-cost")).toBe("reads=3, writes=0");
  });
});

describe("sign-up, sign-in and the session cookie", () => {
  it("registers, signs in and reads the new profile with paymentPlan 0", async () => {
    const { cookie, user, email } = await signedUpUser();
    const me = await post("/", { subject: "getUserData" }, { Cookie: cookie });
    expect(me.status).toBe(200);
    expect(me.body.payload).toMatchObject({ uid: user.uid, email, name: "Lydia", paymentPlan: 0, referredBy: null });
    expect(me.body.payload?.referralCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
  });

  it("sets the session cookie httpOnly, Secure, SameSite=Strict on path / for 14 days", async () => {
    const account = await createTestAccount();
    const login = await post("/", { subject: "login", idToken: account.idToken });
    const header = login.headers.get("set-cookie") ?? "";
    expect(header).toMatch(/^__session=/);
    expect(header).toContain("HttpOnly");
    expect(header).toContain("Secure");
    expect(header).toContain("SameSite=Strict");
    expect(header).toContain("Path=/");
    expect(header).toContain(`Max-Age=${14 * 24 * 60 * 60}`);
  });

  it("creates the profile on first sign-in with any provider, with the referrer", async () => {
    const referrer = await signedUpUser();
    const account = await createTestAccount("Priscilla");
    const login = await post("/", { subject: "login", idToken: account.idToken, referral: referrer.user.referralCode });
    expect(login.status).toBe(200);
    expect(login.body.payload?.user).toMatchObject({ uid: account.uid, name: "Priscilla", referredBy: referrer.user.referralCode });
    // A later sign-in does not change who referred them.
    const again = await post("/", { subject: "login", idToken: await signInTestAccount(account.email, account.password) });
    expect(again.body.payload?.user).toMatchObject({ referredBy: referrer.user.referralCode });
  });

  it("records the referrer given at sign-up", async () => {
    const referrer = await signedUpUser();
    const referred = await signedUpUser(referrer.user.referralCode.toLowerCase());
    const me = await post("/", { subject: "getUserData" }, { Cookie: referred.cookie });
    expect(me.body.payload?.referredBy).toBe(referrer.user.referralCode);
  });

  it("refuses a referral code that does not exist with a 400, and creates no account", async () => {
    const email = `nobody-${crypto.randomUUID()}@example.com`;
    const reply = await post("/", { subject: "register", name: "Silas", email, password: "Berea#2026", repeatPassword: "Berea#2026", referral: "ZZZZ2222" });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: "invalid-argument", message: expect.stringContaining("ZZZZ2222 does not exist") });
    await expect(signInTestAccount(email, "Berea#2026")).rejects.toThrow(/EMAIL_NOT_FOUND|INVALID_LOGIN_CREDENTIALS/);
  });

  it("answers a second sign-up with the same email as a first one, and leaves the account as it was (no account enumeration)", async () => {
    const { email, password, user } = await signedUpUser();
    const reply = await post("/", { subject: "register", name: "Again", email, password: "Other#2026", repeatPassword: "Other#2026" });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ payload: { message: registeredMessage } });
    // Still the first account, with its own password.
    const login = await post("/", { subject: "login", idToken: await signInTestAccount(email, password) });
    expect((login.body.payload?.user as { uid: string }).uid).toBe(user.uid);
    await expect(signInTestAccount(email, "Other#2026")).rejects.toThrow();
  });

  it("answers sign-up validation with the spec's messages", async () => {
    const reply = await post("/", { subject: "register", name: "", email: "not-an-email", password: "short", repeatPassword: "other" });
    expect(reply.status).toBe(400);
    expect(reply.body.fields).toMatchObject({
      name: "Name is required",
      email: "Invalid email",
      password: "Must be 8+ chars, include letter, number & special char",
    });
  });

  it("answers getUserData with 403 without a session, with a forged cookie or a bad token", async () => {
    const attempts: Record<string, string>[] = [{}, { Cookie: "__session=forged" }, { Authorization: "Bearer nonsense" }];
    for (const headers of attempts) {
      const reply = await post("/", { subject: "getUserData" }, headers);
      expect(reply.status).toBe(403);
      expect(reply.body).toEqual({ message: "Please sign in to continue.", code: "unauthenticated" });
    }
  });

  it("accepts an ID token as a bearer token", async () => {
    const account = await createTestAccount("Timothy");
    const reply = await post("/", { subject: "getUserData" }, { Authorization: `Bearer ${account.idToken}` });
    expect(reply.status).toBe(200);
    expect(reply.body.payload).toMatchObject({ uid: account.uid, name: "Timothy", paymentPlan: 0 });
  });

  it("refuses to start a session from an invalid ID token", async () => {
    const reply = await post("/", { subject: "login", idToken: "not-a-token" });
    expect(reply.status).toBe(403);
    expect(reply.headers.get("set-cookie")).toBeNull();
  });

  it("clears the cookie on logout", async () => {
    const reply = await post("/", { subject: "logout" });
    expect(reply.status).toBe(200);
    expect(reply.headers.get("set-cookie")).toMatch(/__session=;.*Expires=Thu, 01 Jan 1970/);
  });
});

describe("one-time sign-in codes (registerCode)", () => {
  it("exchanges a code once for a custom token that signs the same user in", async () => {
    const { cookie, user } = await signedUpUser();
    const link = await post("/", { subject: "createSignInLink" }, { Cookie: cookie });
    expect(link.status).toBe(200);
    const code = new URL(String(link.body.payload?.path), "http://x").searchParams.get("code") ?? "";
    const exchange = await post("/auth/callback", { subject: "registerCode", code });
    expect(exchange.status).toBe(200);
    const idToken = await signInWithCustomToken(String(exchange.body.payload?.token));
    const login = await post("/", { subject: "login", idToken });
    expect(login.body.payload?.user).toMatchObject({ uid: user.uid });

    const reuse = await post("/auth/callback", { subject: "registerCode", code });
    expect(reuse.status).toBe(400);
    expect(reuse.body.message).toMatch(/expired or was already used/);
  });

  it("needs a session to create a link", async () => {
    expect((await post("/", { subject: "createSignInLink" })).status).toBe(403);
  });
});

describe("contact", () => {
  it("stores the message and answers with a thank-you", async () => {
    const client = `203.0.113.${Math.floor(Math.random() * 200)}`;
    const reply = await post("/contact", { name: "Phoebe", email: "phoebe@example.com", message: "Do you have church pricing?" }, { "X-Forwarded-For": client });
    expect(reply.status).toBe(200);
    expect(reply.body.payload?.message).toMatch(/Thank you/);
    const stored = await store.query("contactMessages", { where: [{ field: "email", op: "==", value: "phoebe@example.com" }] });
    expect(stored.map((doc) => doc.data.message)).toContain("Do you have church pricing?");
  });

  it("allows five messages an hour from one client, then answers 429", async () => {
    const client = "198.51.100.7";
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await post("/contact", { name: "Eager", email: "eager@example.com", message: `Message ${i}` }, { "X-Forwarded-For": client })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("rejects an invalid message with field messages and stores nothing", async () => {
    const reply = await post("/contact", { name: "", email: "nope", message: "" });
    expect(reply.status).toBe(400);
    expect(reply.body.fields).toMatchObject({ name: "Name is required", email: "Enter a valid email", message: "Message is required" });
    expect(await store.count("contactMessages", { where: [{ field: "email", op: "==", value: "nope" }] })).toBe(0);
  });
});

describe("the error model", () => {
  it("answers malformed JSON with 400", async () => {
    const reply = await post("/", "{not json");
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ message: "The request body is not valid JSON.", code: "invalid-argument" });
  });

  it("answers a body that is not JSON with 415", async () => {
    const response = await fetch(`${baseUrl}/api/`, { method: "POST", headers: { "Content-Type": "text/plain" }, body: "subject=getPricing" });
    expect(response.status).toBe(415);
  });

  it("answers GET with 405 and an Allow header", async () => {
    const response = await fetch(`${baseUrl}/api/`);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect(await response.json()).toMatchObject({ code: "method-not-allowed" });
  });

  it("answers an unknown subject with 400 and an unknown path with 404", async () => {
    expect((await post("/", { subject: "dropTables" })).body).toMatchObject({ code: "invalid-argument", message: expect.stringContaining("subject must be one of") });
    expect((await post("/", [])).status).toBe(400);
    expect((await post("/nowhere", {})).status).toBe(404);
  });

  it("answers an oversized body with 413", async () => {
    const reply = await post("/contact", { name: "x", email: "x@example.com", message: "a".repeat(70 * 1024) });
    expect(reply.status).toBe(413);
  });

  it("answers wrong types with a clear message", async () => {
    const reply = await post("/", { subject: "login", idToken: 42 });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe("idToken must be a string.");
  });
});
