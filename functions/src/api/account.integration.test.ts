import type { AccountExport, AccountProfileReply, AccountView } from "@berea/contracts/account";
import type { UserData } from "@berea/contracts/auth";
import type { CircleMessagesReply, CircleSummary } from "@berea/contracts/circles";
import type { ArticleListReply } from "@berea/contracts/content";
import type { FamilyInvite, FamilyOverview } from "@berea/contracts/family";
import type { PrayerRequestView, PrayerWallReply } from "@berea/contracts/prayer";
import type { StartQuizReply } from "@berea/contracts/quiz";
import type { MyPlan } from "@berea/contracts/reading-plans";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountDataRules } from "../account/account-data.ts";
import { devotionalOfDate, loadDevotionalLibrary } from "../devotionals/devotional-data.ts";
import { effectivePlan } from "../family/effective-plan.ts";
import { adminAuth } from "../lib/firebase-admin.ts";
import { declaredCollections } from "../store/collection.ts";
import type { DocumentData, Store } from "../store/port.ts";
import { authEmulatorHost } from "../test-support/auth-emulator.ts";
import { startBillingApiServer, type BillingApiServer } from "../test-support/billing-api-server.ts";
import { runningClock } from "../test-support/domain-test.ts";
import { getProfile } from "../users/users-collection.ts";
import { loadQuizBank } from "../quiz/quiz-bank.ts";

/**
 * The user owns their account, over HTTP on the project's store driver
 * (sqlite, and the official Firestore emulator in integration-firestore),
 * with real Auth emulator accounts and the real Stripe SDK against the
 * Stripe stand-in: download my data, edit my profile (email re-confirmed
 * through the emulator's emailed code), and delete my account, after which
 * no document of any declared collection names the user.
 */
let server: BillingApiServer;
const timeZone = "America/Chicago";
const today = "2026-03-10";
// 10:00 in Chicago: the whole file runs on this date there.
const clock = runningClock("2026-03-10T16:00:00Z");

beforeAll(async () => {
  server = await startBillingApiServer("account", { now: clock.now });
});
afterAll(async () => {
  await server.close();
});

// ---------------------------------------------------------------------------
// Accounts in the Auth emulator, as the browser SDK makes and signs them in

const identityToolkit = (method: string) => `http://${authEmulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-api-key`;

async function authCall<T>(method: string, body: unknown): Promise<T> {
  const response = await fetch(identityToolkit(method), { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  const json = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok) throw new Error(`Auth emulator ${method}: ${json.error?.message ?? response.status}`);
  return json;
}

const signIn = async (email: string, password: string) => (await authCall<{ idToken: string }>("signInWithPassword", { email, password, returnSecureToken: true })).idToken;

interface Person {
  uid: string;
  name: string;
  email: string;
  password: string;
  cookie: string;
}

async function login(idToken: string, referral?: string): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ subject: "login", idToken, ...(referral ? { referral } : {}) }),
  });
  const match = /__session=([^;]+)/.exec(response.headers.get("set-cookie") ?? "");
  if (response.status !== 200 || !match?.[1]) throw new Error(`login answered ${response.status}: ${await response.text()}`);
  return `__session=${match[1]}`;
}

/** A new account with a confirmed email, signed in (with a referral code, when given, counted as its sign-up's). */
async function person(name: string, referral?: string): Promise<Person> {
  const email = `${name.split(" ")[0]?.toLowerCase()}-${randomUUID()}@example.com`;
  const password = "Scripture#1";
  const { localId } = await authCall<{ localId: string }>("signUp", { email, password, displayName: name, returnSecureToken: true });
  await adminAuth().updateUser(localId, { emailVerified: true });
  const cookie = await login(await signIn(email, password), referral);
  return { uid: localId, name, email, password, cookie };
}

const call = async <T>(who: Person | null, path: string, body: unknown = {}) => {
  const reply = await server.post<T>(path, body, who?.cookie);
  return reply;
};
const ok = async <T>(who: Person, path: string, body: unknown = {}): Promise<T> => {
  const reply = await call<T>(who, path, body);
  expect(reply.status, `${path}: ${JSON.stringify(reply.body)}`).toBe(200);
  if (reply.body.payload === undefined) throw new Error(`${path} answered no payload`);
  return reply.body.payload;
};
const userData = (who: Person) => ok<UserData>(who, "/", { subject: "getUserData" });

async function download(who: Person): Promise<{ status: number; type: string | null; disposition: string | null; text: string }> {
  const response = await fetch(`${server.baseUrl}/api/account/export`, { headers: { Cookie: who.cookie } });
  return { status: response.status, type: response.headers.get("content-type"), disposition: response.headers.get("content-disposition"), text: await response.text() };
}

// ---------------------------------------------------------------------------
// Every document of every declared collection

/** Parents a subcollection can have without a document of their own. */
const knownParents: Record<string, string[]> = { quizTakers: ["mixed", ...loadQuizBank().topics.map((topic) => topic.id)] };

/** Every document of every collection the code declares (subcollections under every parent), as path → fields. */
async function everyDocument(store: Store): Promise<Map<string, DocumentData>> {
  const all = new Map<string, DocumentData>();
  const collect = async (collection: string) => {
    const docs = await store.query(collection);
    for (const doc of docs) all.set(`${collection}/${doc.id}`, doc.data);
    return docs.map((doc) => doc.id);
  };
  for (const path of declaredCollections()) {
    const [parent, child] = path.split("/{id}/");
    if (!parent) continue;
    if (child === undefined) await collect(parent);
    else {
      // A subcollection's documents may stand under a parent that was never written itself ('Attempted by' under each quiz topic).
      const parents = new Set([...(await store.query(parent)).map(({ id }) => id), ...(knownParents[parent] ?? [])]);
      for (const id of parents) await collect(`${parent}/${id}/${child}`);
    }
  }
  return all;
}

/** The documents (path and the words found) that name any of `needles`, in their id or any field. */
function naming(documents: Map<string, DocumentData>, needles: string[]): string[] {
  const found: string[] = [];
  for (const [path, data] of documents) {
    const text = `${path} ${JSON.stringify(data)}`.toLowerCase();
    for (const needle of needles) if (text.includes(needle.toLowerCase())) found.push(`${path} names ${needle}: ${JSON.stringify(data).slice(0, 300)}`);
  }
  return found;
}

// ---------------------------------------------------------------------------

const library = loadDevotionalLibrary();
const todaysDevotional = () => devotionalOfDate(library, today).devotional.id;

async function playQuiz(who: Person): Promise<StartQuizReply> {
  const attempt = await ok<StartQuizReply>(who, "/quiz/start", { topic: "mixed", difficulty: "easy", length: 4, types: ["true-false"], timeZone });
  await ok(who, "/quiz/finish", { attemptId: attempt.attemptId });
  return attempt;
}

describe("Delete my account", () => {
  // Lois refers Priscilla; Priscilla refers Timothy. Priscilla owns a Family plan Aquila is in, a circle Aquila is in, and touches every feature.
  let lois: Person;
  let priscilla: Person;
  let aquila: Person;
  let timothy: Person;
  let circle: CircleSummary;
  let aquilasRequest: PrayerRequestView;
  let priscillasRequests: PrayerRequestView[];

  beforeAll(async () => {
    lois = await person("Lois Grandmother");
    priscilla = await person("Priscilla Zebedeeson", (await userData(lois)).referralCode);
    aquila = await person("Aquila Pontus");
    timothy = await person("Timothy Lystra", (await userData(priscilla)).referralCode);

    // A quiz on the Free plan (its daily count), shown in 'Attempted by'.
    await ok(priscilla, "/quiz/settings", { showInAttemptedBy: true });
    await playQuiz(priscilla);
    // An article on the Free plan (its monthly count).
    const [article] = (await ok<ArticleListReply>(priscilla, "/articles/list")).articles;
    await ok(priscilla, "/articles/get", { id: article?.id ?? "", timeZone });

    // Billing and Family: Priscilla's own Family subscription through the real checkout; Aquila takes a seat; one invite stays open.
    await server.subscribe(priscilla.cookie, priscilla.email, "family", "monthly");
    const seat = await ok<FamilyInvite>(priscilla, "/family/invite", {});
    await ok(aquila, "/family/join", { code: seat.code, consent: true });
    await ok<FamilyInvite>(priscilla, "/family/invite", { email: "a-friend@example.com" });

    // Profile-side records: a sign-in link for another device, a contact message.
    await ok(priscilla, "/", { subject: "createSignInLink" });
    await ok(priscilla, "/contact", { name: priscilla.name, email: priscilla.email, message: "A question about reading plans, please." });

    // Quizzes, shown in 'Attempted by'; Aquila's later quiz lists her.
    const aquilasQuiz = await playQuiz(aquila);
    expect(aquilasQuiz.attemptedBy.map((taker) => taker.name)).toContain("Priscilla");

    // Devotionals, articles, reading plans.
    await ok(priscilla, "/devotionals/mark", { id: todaysDevotional(), read: true, timeZone });
    await ok(priscilla, "/devotionals/note", { id: todaysDevotional(), note: "Grace upon grace.", timeZone });
    const plan = await ok<MyPlan>(priscilla, "/reading-plans/start", { planId: "promises-of-god-21-days", timeZone });
    await ok(priscilla, "/reading-plans/check", { userPlanId: plan.userPlanId, day: 1, done: true, timeZone });

    // A circle she owns, with Aquila in it; both write.
    circle = await ok<CircleSummary>(priscilla, "/circles/create", { name: "Tentmakers of Corinth" });
    await ok(aquila, "/circles/join", { code: circle.inviteCode });
    await ok(priscilla, "/circles/send", { circleId: circle.id, text: "Welcome, both of you.", clientId: "priscilla-message-1" });
    await ok(aquila, "/circles/send", { circleId: circle.id, text: "Glad to be here.", clientId: "aquila-message-1" });
    await ok(priscilla, "/circles/send", { circleId: circle.id, text: "Read Acts 18 with me.", clientId: "priscilla-message-2" });

    // The prayer wall: her named and anonymous requests; she prays for Aquila's and reports it.
    priscillasRequests = [
      await ok<PrayerRequestView>(priscilla, "/prayer/post", { text: "Please pray for our work in Ephesus.", clientId: "priscilla-request-1" }),
      await ok<PrayerRequestView>(priscilla, "/prayer/post", { text: "Please pray for a hard conversation.", clientId: "priscilla-request-2", anonymous: true }),
    ];
    aquilasRequest = await ok<PrayerRequestView>(aquila, "/prayer/post", { text: "Please pray for my mother in Pontus.", clientId: "aquila-request-1" });
    expect(await ok(priscilla, "/prayer/pray", { requestId: aquilasRequest.id })).toEqual({ prayedCount: 1, youPrayed: true });
    await ok(priscilla, "/prayer/report", { requestId: aquilasRequest.id });
    await server.standIn.waitForDeliveries();
  });

  it("downloads one JSON file with her documents from every feature", async () => {
    const file = await download(priscilla);
    expect(file.status, file.text).toBe(200);
    expect(file.type).toMatch(/^application\/json/);
    expect(file.disposition).toMatch(/^attachment; filename="berea-my-data-2026-03-10\.json"$/);
    const data = JSON.parse(file.text) as AccountExport;
    expect(data.uid).toBe(priscilla.uid);
    expect(data.signIn).toMatchObject({ email: priscilla.email, emailVerified: true, providers: ["password"] });
    const paths = Object.values(data.collections).flat().map((doc) => doc.path);
    const has = (collection: string) => expect(Object.keys(data.collections), `the download has ${collection}`).toContain(collection);
    for (const collection of [
      "users",
      "referralCodes",
      "referrals",
      "signInCodes",
      "contactMessages",
      "quizAttempts",
      "quizDaily",
      "quizStats",
      "activity",
      "devotionalProgress",
      "devotionalNotes",
      "articleReads",
      "readingPlanProgress",
      "readingStreaks",
      "families",
      "familyInvites",
      "circles",
      "circles/{id}/messages",
      "prayerRequests",
      "prayerRequests/{id}/prayers",
      "prayerWallUsers",
    ]) {
      has(collection);
    }
    // Her entry in 'Attempted by' (kept per topic, or in the topic's list).
    expect(Object.keys(data.collections).some((collection) => collection.startsWith("quizTakers"))).toBe(true);
    // Her anonymous request is hers to download; her note's words are in it.
    expect(paths).toContain(`prayerRequests/${priscillasRequests[1]?.id ?? ""}`);
    expect(file.text).toContain("Grace upon grace.");
    expect(data.collections["circles/{id}/messages"]?.map((doc) => doc.data.text)).toEqual(expect.arrayContaining(["Welcome, both of you.", "Read Acts 18 with me."]));
    // Only her part of shared documents: Aquila's messages are not in her download.
    expect(file.text).not.toContain("Glad to be here.");
    // Someone else's download has none of hers: not her email, her messages, her requests, nor her uid in 'Attempted by'.
    const aquilasFile = await download(aquila);
    for (const hers of [priscilla.email, "Welcome, both of you.", "Please pray for our work in Ephesus."]) expect(aquilasFile.text).not.toContain(hers);
    const aquilasData = JSON.parse(aquilasFile.text) as AccountExport;
    expect(JSON.stringify(aquilasData.collections.quizAttempts)).not.toContain(priscilla.uid);
    expect((await fetch(`${server.baseUrl}/api/account/export`)).status).toBe(403);
  });

  it("refuses without a fresh sign-in of her own account, and deletes nothing", async () => {
    const before = (await everyDocument(server.store)).size;
    const missing = await call(priscilla, "/account/delete", {});
    expect([missing.status, missing.body.code]).toEqual([400, "invalid-argument"]);
    const someoneElse = await call(priscilla, "/account/delete", { idToken: await signIn(aquila.email, aquila.password) });
    expect([someoneElse.status, someoneElse.body.code]).toEqual([403, "permission-denied"]);
    // A sign-in more than five minutes old does not confirm.
    // (The Auth emulator stamps its tokens with the real time; the app's clock is moved six minutes past it.)
    const token = await signIn(priscilla.email, priscilla.password);
    const appTime = clock.now().toISOString();
    clock.set(new Date(Date.now() + 6 * 60_000).toISOString());
    const stale = await call(priscilla, "/account/delete", { idToken: token });
    clock.set(appTime);
    expect([stale.status, stale.body.code]).toEqual([403, "unauthenticated"]);
    expect(stale.body.message).toBe("Your confirmation is more than five minutes old. Enter your password again.");
    expect((await everyDocument(server.store)).size).toBe(before);
    expect((await adminAuth().getUser(priscilla.uid)).uid).toBe(priscilla.uid);
  });

  it("deletes her Auth user and every document naming her, cancels her Family subscription at period end, tells Aquila, and anonymises what others still see", async () => {
    // The scan below sees her before: it is not blind to where she is.
    expect(naming(await everyDocument(server.store), [priscilla.uid]).length).toBeGreaterThan(15);
    const subscriptionId = (await server.store.get<{ billing: { subscriptionId: string } }>("users", priscilla.uid))?.billing.subscriptionId ?? "";
    expect(subscriptionId).not.toBe("");
    const reply = await call<{ message: string }>(priscilla, "/account/delete", { idToken: await signIn(priscilla.email, priscilla.password) });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.payload?.message).toBe("Your account and everything in it are deleted.");
    await server.standIn.waitForDeliveries();

    // The Auth user is gone, and with it every session.
    await expect(adminAuth().getUser(priscilla.uid)).rejects.toMatchObject({ code: "auth/user-not-found" });
    expect((await call(priscilla, "/", { subject: "getUserData" })).status).toBe(403);

    // No document of any declared collection names her uid, email or name (or the first name 'Attempted by' showed).
    expect(declaredCollections().sort()).toEqual(Object.keys(accountDataRules).sort());
    const documents = await everyDocument(server.store);
    expect(documents.size).toBeGreaterThan(10);
    expect(naming(documents, [priscilla.uid, priscilla.email, priscilla.name, "Priscilla", "Zebedeeson"])).toEqual([]);

    // Stripe: the subscription runs to the end of the paid period, then ends; Aquila keeps Family until then and is told when.
    const subscription = await server.stripe.subscriptions.retrieve(subscriptionId);
    expect(subscription.cancel_at_period_end).toBe(true);
    expect(subscription.status).toBe("active");
    const periodEnd = new Date((subscription.items.data[0]?.current_period_end ?? 0) * 1000).toISOString();
    expect(await ok<AccountView>(aquila, "/account/get")).toMatchObject({ familyEndsAt: periodEnd });
    expect(await ok<FamilyOverview>(aquila, "/family/overview")).toMatchObject({ role: "none", familyEndsAt: periodEnd });
    expect((await userData(aquila)).paymentPlan).toBe(2);
    const aquilasProfile = await getProfile(server.store, aquila.uid);
    if (!aquilasProfile) throw new Error("Aquila has no profile");
    expect(aquilasProfile.family).toBeNull();
    expect(await effectivePlan(server.store, aquilasProfile, new Date(Date.parse(periodEnd) - 60_000))).toBe(2);
    expect(await effectivePlan(server.store, aquilasProfile, new Date(Date.parse(periodEnd) + 60_000))).toBe(0);

    // The circle is Aquila's now; her messages are signed "Deleted account", his are as they were.
    const messages = await ok<CircleMessagesReply>(aquila, "/circles/messages", { circleId: circle.id, after: 0 });
    expect(messages.messages.filter((message) => !message.deletes).map((message) => [message.name, message.text])).toEqual([
      ["Deleted account", "Welcome, both of you."],
      ["Aquila Pontus", "Glad to be here."],
      ["Deleted account", "Read Acts 18 with me."],
    ]);
    expect((await ok<{ circles: CircleSummary[] }>(aquila, "/circles/mine")).circles[0]).toMatchObject({ id: circle.id, role: "owner", memberCount: 1 });

    // Her requests are off the wall; Aquila's keeps its count, without her report.
    const wall = await ok<PrayerWallReply>(aquila, "/prayer/wall");
    expect(wall.requests.map((request) => request.id)).toEqual([aquilasRequest.id]);
    expect(wall.requests[0]?.prayedCount).toBe(1);
    expect((await server.store.get<{ reportedBy: string[] }>("prayerRequests", aquilasRequest.id))?.reportedBy).toEqual([]);

    // The people she was linked to keep their own accounts.
    expect((await userData(timothy)).uid).toBe(timothy.uid);
    expect((await userData(lois)).uid).toBe(lois.uid);
  });
});

/**
 * Every session made before `since` is refused from now on: Auth's
 * tokensValidAfterTime (whole seconds, as Firebase checks a session cookie
 * against it) is at or after it.
 */
async function expectSessionsEndedSince(uid: string, since: number): Promise<void> {
  const validAfter = Date.parse((await adminAuth().getUser(uid)).tokensValidAfterTime ?? "");
  expect(validAfter).toBeGreaterThanOrEqual(Math.floor(since / 1000) * 1000);
}

describe("Delete my account with a Premium plan", () => {
  it("cancels the subscription at once through Stripe, so nothing more is charged", async () => {
    const silas = await person("Silas Companion");
    await server.subscribe(silas.cookie, silas.email, "premium", "monthly");
    const subscriptionId = (await server.store.get<{ billing: { subscriptionId: string } }>("users", silas.uid))?.billing.subscriptionId ?? "";
    // A first Premium subscription starts with its free trial: live, and charged when it ends.
    expect((await server.stripe.subscriptions.retrieve(subscriptionId)).status).toBe("trialing");
    const reply = await call(silas, "/account/delete", { idToken: await signIn(silas.email, silas.password) });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    await server.standIn.waitForDeliveries();
    expect((await server.stripe.subscriptions.retrieve(subscriptionId)).status).toBe("canceled");
    // The webhook's news of the cancellation finds no profile to write back onto.
    expect(await server.store.get("users", silas.uid)).toBeNull();
    expect(naming(await everyDocument(server.store), [silas.uid, silas.email, "Silas"])).toEqual([]);
  });
});

describe("Edit my profile", () => {
  it("renames; changes the email, which stays unconfirmed until the emailed link is opened; changes the password, ending the old sessions", async () => {
    const phoebe = await person("Phoebe Cenchreae");
    const renamed = await ok<AccountProfileReply>(phoebe, "/account/profile", { name: "Phoebe of Cenchreae" });
    expect(renamed).toMatchObject({ message: "Your name is saved.", signInAgain: false, account: { name: "Phoebe of Cenchreae", emailVerified: true } });
    expect((await userData(phoebe)).name).toBe("Phoebe of Cenchreae");
    expect((await adminAuth().getUser(phoebe.uid)).displayName).toBe("Phoebe of Cenchreae");

    // The email: only with a fresh sign-in of her own.
    const newEmail = `phoebe-new-${randomUUID()}@example.com`;
    const unconfirmed = await call(phoebe, "/account/profile", { email: newEmail });
    expect([unconfirmed.status, unconfirmed.body.message]).toEqual([400, "Confirm with your current password to change your email or password."]);
    const other = await person("Demas Other");
    const wrongAccount = await call(phoebe, "/account/profile", { email: newEmail, idToken: await signIn(other.email, other.password) });
    expect([wrongAccount.status, wrongAccount.body.code]).toEqual([403, "permission-denied"]);
    const taken = await call(phoebe, "/account/profile", { email: other.email, idToken: await signIn(phoebe.email, phoebe.password) });
    expect([taken.status, taken.body.code, taken.body.message]).toEqual([409, "already-exists", "Another account uses this email."]);

    const emailToken = await signIn(phoebe.email, phoebe.password);
    const changedAt = Date.now();
    const changed = await ok<AccountProfileReply>(phoebe, "/account/profile", { email: newEmail, idToken: emailToken });
    expect(changed.message).toBe("Your email is saved. Open the link we sent to your new email to confirm it.");
    expect(changed).toMatchObject({ signInAgain: true, account: { email: newEmail, emailVerified: false } });
    // Every session of the old email ended (Auth's tokensValidAfterTime moved to the change); the browser signs in again with the new one.
    await expectSessionsEndedSince(phoebe.uid, changedAt);
    phoebe.cookie = await login(await signIn(newEmail, phoebe.password));
    expect(await ok<AccountView>(phoebe, "/account/get")).toMatchObject({ email: newEmail, emailVerified: false });
    expect((await userData(phoebe)).email).toBe(newEmail);
    await expect(signIn(phoebe.email, phoebe.password)).rejects.toThrow(/EMAIL_NOT_FOUND|INVALID/);

    // The browser signs in with the new email and has Auth email the link (the emulator keeps the code); opening it confirms.
    const idToken = await signIn(newEmail, phoebe.password);
    await authCall("sendOobCode", { requestType: "VERIFY_EMAIL", idToken });
    const codes = (await (await fetch(`http://${authEmulatorHost()}/emulator/v1/projects/${process.env.GCLOUD_PROJECT ?? "demo-berea"}/oobCodes`)).json()) as {
      oobCodes: { email: string; oobCode: string; requestType: string }[];
    };
    const code = codes.oobCodes.filter((sent) => sent.email === newEmail && sent.requestType === "VERIFY_EMAIL").at(-1);
    expect(code).toBeDefined();
    await authCall("update", { oobCode: code?.oobCode });
    expect(await ok<AccountView>(phoebe, "/account/get")).toMatchObject({ email: newEmail, emailVerified: true });

    // The password: the reply says to sign in again; the old session is refused, the new password signs in, the old one does not.
    const passwordToken = await signIn(newEmail, phoebe.password);
    const passwordChangedAt = Date.now();
    const passworded = await ok<AccountProfileReply>(phoebe, "/account/profile", { newPassword: "Deaconess#2", idToken: passwordToken });
    expect(passworded).toMatchObject({ message: "Your password is saved.", signInAgain: true });
    await expectSessionsEndedSince(phoebe.uid, passwordChangedAt);
    await expect(signIn(newEmail, phoebe.password)).rejects.toThrow(/INVALID_PASSWORD|INVALID_LOGIN_CREDENTIALS/);
    const cookie = await login(await signIn(newEmail, "Deaconess#2"));
    expect((await server.post<AccountView>("/account/get", {}, cookie)).body.payload).toMatchObject({ name: "Phoebe of Cenchreae", email: newEmail });

    // A weak password is refused with the sign-up form's words.
    const weak = await server.post("/account/profile", { newPassword: "short", idToken: await signIn(newEmail, "Deaconess#2") }, cookie);
    expect([weak.status, weak.body.message]).toEqual([400, "Must be 8+ chars, include letter, number & special char"]);
  });
  it("keeps the language she chooses on her profile, without a fresh sign-in, for her other devices to start in", async () => {
    const lydia = await person("Lydia Thyatira");
    expect(await ok<AccountView>(lydia, "/account/get")).toMatchObject({ language: null });
    expect((await userData(lydia)).language).toBeNull();

    const chosen = await ok<AccountProfileReply>(lydia, "/account/profile", { language: "es" });
    expect(chosen).toMatchObject({ message: "Your language is saved.", signInAgain: false, account: { language: "es", name: "Lydia Thyatira" } });
    expect((await userData(lydia)).language).toBe("es");
    expect(await ok<AccountView>(lydia, "/account/get")).toMatchObject({ language: "es" });
    // Her sign-in account is untouched: a change of language is the profile's alone.
    expect((await adminAuth().getUser(lydia.uid)).displayName).toBe("Lydia Thyatira");

    const again = await ok<AccountProfileReply>(lydia, "/account/profile", { language: "es" });
    expect(again.message).toBe("Nothing changed.");

    const unknown = await call(lydia, "/account/profile", { language: "fr" });
    expect([unknown.status, unknown.body.message]).toEqual([400, "language must be one of: en, es."]);
    expect((await userData(lydia)).language).toBe("es");
  });
});
