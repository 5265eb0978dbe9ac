import type { UserData } from "@berea/contracts/auth";
import type { ReferralSummary } from "@berea/contracts/referrals";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { BillingProfile } from "../billing/subscriptions.ts";
import { adminAuth } from "../lib/firebase-admin.ts";
import { applyReferralRewards, countReferral, mailboxOf, referralsCollection, type ReferralDoc } from "../referrals/referrals.ts";
import { startBillingApiServer, type BillingApiServer } from "../test-support/billing-api-server.ts";
import { sessionCookie, signedInAccount, type SignedInAccount } from "../test-support/api-server.ts";
import { signInTestAccount } from "../test-support/auth-emulator.ts";
import { runningClock } from "../test-support/domain-test.ts";
import { getProfile, usersCollection } from "../users/profiles.ts";

/**
 * Referrals over HTTP with the real Auth emulator (email confirmation is the
 * account's `emailVerified`, set with the Admin SDK as the emailed link
 * would), sqlite, and the Stripe stand-in driven by the real `stripe` SDK:
 * the reward is customer balance credit.
 */
let server: BillingApiServer;
const password = "Berea#2026";
/** The Premium monthly price in the local prices (emulators/local-stripe.ts): the reward. */
const premiumMonthlyCents = 299;
/** The server's clock, which the test's own calls to the domain share. */
const clock = runningClock("2026-04-20T10:00:00Z");

beforeAll(async () => {
  server = await startBillingApiServer("referrals", { now: clock.now });
});
afterAll(async () => {
  await server.close();
});

type Person = SignedInAccount & { code: string };

/** A signed-in person with the referral code their profile was given. */
async function withCode(account: SignedInAccount): Promise<Person> {
  const profile = await getProfile(server.store, account.uid);
  if (!profile) throw new Error("no profile");
  return { ...account, code: profile.referralCode };
}

const referrer = async (name: string) => withCode(await signedInAccount(server, name));

/** Signs up through `register` with a referral code, as the form does, then signs in. */
async function referred(name: string, referral: string, email = `friend-${randomUUID()}@example.com`): Promise<Person> {
  const reply = await server.post("/", { subject: "register", name, email, password, repeatPassword: password, referral }, undefined);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  // register says nothing about the account (no enumeration); the Auth user is the one the email signs in to.
  const uid = (await adminAuth().getUserByEmail(email)).uid;
  return withCode({ uid, email, cookie: await sessionCookie(server.baseUrl, await signInTestAccount(email, password)) });
}

const confirmEmail = (who: Person) => adminAuth().updateUser(who.uid, { emailVerified: true });
const dashboard = (who: Person) => server.post<UserData>("/", { subject: "getUserData" }, who.cookie);
async function summary(who: Person): Promise<ReferralSummary> {
  const reply = await server.post<ReferralSummary>("/referrals/summary", {}, who.cookie);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  if (!reply.body.payload) throw new Error("no summary");
  return reply.body.payload;
}
const referralsOf = async (who: Person) =>
  (await server.store.query<ReferralDoc>(referralsCollection, { where: [{ field: "referrerUid", op: "==", value: who.uid }] })).map((doc) => doc.data);

async function creditsOf(who: Person) {
  const customer = (await server.store.get<BillingProfile>(usersCollection, who.uid))?.stripeCustomerId;
  if (!customer) return [];
  return (await server.stripe.customers.listBalanceTransactions(customer, { limit: 100 })).data.filter((txn) => txn.metadata?.["kind"] === "referral");
}

describe("counting referrals", () => {
  it("counts a referral once, when the referred user's email is confirmed, and shows the link, count and reward", async () => {
    const paul = await referrer("Paul Referrer");
    const start = await summary(paul);
    expect(start).toMatchObject({ code: paul.code, path: `/register?ref=${paul.code}`, count: 0, applied: 0, pending: 0, creditApplied: 0 });
    expect(start.reward).toMatch(/One month of Premium/);

    const timothy = await referred("Timothy Friend", paul.code);
    expect((await dashboard(timothy)).status).toBe(200);
    expect((await summary(paul)).count).toBe(0);

    await confirmEmail(timothy);
    // The session cookie still says unverified (it keeps its sign-in's claims): the account is looked up.
    expect((await dashboard(timothy)).status).toBe(200);
    expect(await summary(paul)).toMatchObject({ count: 1, pending: 1, applied: 0 });
    for (let i = 0; i < 3; i++) await dashboard(timothy);
    expect((await summary(paul)).count).toBe(1);
  });

  it("counts at sign-in too, once the confirmed address signs in again", async () => {
    const silas = await referrer("Silas Referrer");
    const titus = await referred("Titus Friend", silas.code);
    await confirmEmail(titus);
    const fresh = await signInTestAccount(titus.email, password);
    const login = await server.post("/", { subject: "login", idToken: fresh }, undefined);
    expect(login.status).toBe(200);
    expect((await referralsOf(silas)).map((referral) => referral.referredUid)).toEqual([titus.uid]);
  });

  it("answers the dashboard even when the count fails (a transaction that lost every retry), and counts it on the next visit", async () => {
    const junia = await referrer("Junia Referrer");
    const andronicus = await referred("Andronicus Friend", junia.code);
    await confirmEmail(andronicus);
    const busy = vi.spyOn(server.store, "runTransaction").mockRejectedValueOnce(Object.assign(new Error("10 ABORTED: Transaction lock timeout."), { code: 10 }));
    try {
      expect((await dashboard(andronicus)).status).toBe(200);
      expect(busy).toHaveBeenCalledTimes(1);
    } finally {
      busy.mockRestore();
    }
    expect(await referralsOf(junia)).toEqual([]);
    expect((await dashboard(andronicus)).status).toBe(200);
    expect((await referralsOf(junia)).map((referral) => referral.referredUid)).toEqual([andronicus.uid]);
  });

  it("cannot count one referral twice, however many checks run at once", async () => {
    const barnabas = await referrer("Barnabas Referrer");
    const friends = await Promise.all([referred("Mark Friend", barnabas.code), referred("Luke Friend", barnabas.code)]);
    await Promise.all(friends.map(confirmEmail));
    const replies = await Promise.all(friends.flatMap((friend) => Array.from({ length: 6 }, () => dashboard(friend))));
    expect(replies.every((reply) => reply.status === 200)).toBe(true);
    // And straight through the domain function, racing itself.
    const profile = await getProfile(server.store, friends[0]?.uid ?? "");
    if (!profile) throw new Error("no profile");
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => countReferral({ store: server.store, auth: adminAuth(), now: clock.now }, profile, true)));
    expect(outcomes.filter((outcome) => outcome === "counted")).toHaveLength(0);
    expect((await referralsOf(barnabas)).map((referral) => referral.referredUid).sort()).toEqual(friends.map((friend) => friend.uid).sort());
    expect((await summary(barnabas)).count).toBe(2);
  });

  it("refuses a self-referral: the same mailbox under another address, or a profile naming its own code", async () => {
    expect(mailboxOf("Lydia.Purple+berea@GoogleMail.com")).toBe(mailboxOf("lydiapurple@gmail.com"));
    const lydia = await referrer("Lydia Referrer");
    const [local, domain] = lydia.email.split("@");
    const alias = await referred("Lydia Again", lydia.code, `${local ?? ""}+second@${domain ?? ""}`);
    await confirmEmail(alias);
    await dashboard(alias);
    expect((await summary(lydia)).count).toBe(0);
    expect((await server.store.get(usersCollection, alias.uid))?.["referralOutcome"]).toBe("refused");

    // Same uid: a profile whose referral is its own code (the API never makes one; the rule still holds).
    await server.store.update(usersCollection, lydia.uid, { referredBy: lydia.code });
    await confirmEmail(lydia);
    const profile = await getProfile(server.store, lydia.uid);
    if (!profile) throw new Error("no profile");
    expect(await countReferral({ store: server.store, auth: adminAuth(), now: clock.now }, profile, true)).toBe("refused");
    expect(await server.store.get(referralsCollection, lydia.uid)).toBeNull();
    expect((await summary(lydia)).count).toBe(0);
  });
});

describe("the reward: one month of Premium as Stripe customer credit", () => {
  it("credits a referrer who is a Stripe customer once, at once, and never again on retries", async () => {
    const priscilla = await referrer("Priscilla Referrer");
    await server.subscribe(priscilla.cookie, priscilla.email, "premium", "monthly");
    const apollos = await referred("Apollos Friend", priscilla.code);
    await confirmEmail(apollos);
    await dashboard(apollos);

    const credits = await creditsOf(priscilla);
    expect(credits.map((txn) => ({ amount: txn.amount, currency: txn.currency }))).toEqual([{ amount: -premiumMonthlyCents, currency: "usd" }]);
    expect(await summary(priscilla)).toMatchObject({ count: 1, applied: 1, pending: 0, creditApplied: premiumMonthlyCents, currency: "usd" });
    const customer = (await server.store.get<BillingProfile>(usersCollection, priscilla.uid))?.stripeCustomerId ?? "";
    expect((await server.stripe.customers.retrieve(customer)) as { balance?: number }).toMatchObject({ balance: -premiumMonthlyCents });

    // A retry after a crash between Stripe's answer and the store's write: the idempotency key keeps it to one credit.
    await server.store.update(referralsCollection, apollos.uid, { rewardStatus: "pending" });
    expect(await applyReferralRewards({ store: server.store, billing: server.billing, now: clock.now }, priscilla.uid)).toBe(1);
    await Promise.all([summary(priscilla), summary(priscilla), dashboard(apollos)]);
    expect(await creditsOf(priscilla)).toHaveLength(1);
    expect((await server.store.get<ReferralDoc>(referralsCollection, apollos.uid))?.rewardStatus).toBe("applied");
  });

  it("finds an earlier credit when the retry comes after Stripe has forgotten the idempotency key", async () => {
    const phoebe = await referrer("Phoebe Referrer");
    await server.subscribe(phoebe.cookie, phoebe.email, "premium", "monthly");
    const customer = (await server.store.get<BillingProfile>(usersCollection, phoebe.uid))?.stripeCustomerId ?? "";
    const tertius = await referred("Tertius Friend", phoebe.code);
    // Stripe made the credit, the process died before the store heard of it, and a day passed:
    // the credit exists, the referral is pending, and a request with the old key would be new to Stripe.
    // It was made at an older price, which is what the record must say it was.
    const olderPrice = premiumMonthlyCents - 100;
    const earlier = await server.stripe.customers.createBalanceTransaction(customer, {
      amount: -olderPrice,
      currency: "usd",
      metadata: { kind: "referral", referredUid: tertius.uid, referrerUid: phoebe.uid },
    });
    await server.store.create(referralsCollection, tertius.uid, {
      referredUid: tertius.uid,
      referrerUid: phoebe.uid,
      code: phoebe.code,
      countedAt: clock.now().toISOString(),
      rewardStatus: "pending",
      rewardAmount: null,
      rewardCurrency: null,
      balanceTransactionId: null,
      appliedAt: null,
    } satisfies ReferralDoc);

    expect(await applyReferralRewards({ store: server.store, billing: server.billing, now: clock.now }, phoebe.uid)).toBe(1);
    expect((await creditsOf(phoebe)).map((txn) => txn.id)).toEqual([earlier.id]);
    expect(await server.store.get<ReferralDoc>(referralsCollection, tertius.uid)).toMatchObject({
      rewardStatus: "applied",
      rewardAmount: olderPrice,
      rewardCurrency: "usd",
      balanceTransactionId: earlier.id,
    });
    expect(await summary(phoebe)).toMatchObject({ count: 1, applied: 1, pending: 0, creditApplied: olderPrice });
  });

  it("holds the reward while the referrer has no Stripe customer, and the webhook credits it before their first invoice", async () => {
    const aquila = await referrer("Aquila Referrer");
    const friend = await referred("Erastus Friend", aquila.code);
    await confirmEmail(friend);
    await dashboard(friend);
    expect(await summary(aquila)).toMatchObject({ count: 1, applied: 0, pending: 1, creditApplied: 0 });

    await server.subscribe(aquila.cookie, aquila.email, "family", "monthly");
    expect(await creditsOf(aquila)).toHaveLength(1);
    expect(await summary(aquila)).toMatchObject({ count: 1, applied: 1, pending: 0, creditApplied: premiumMonthlyCents });
    // The credit came off the first Family invoice ($9.99 less $2.99).
    const subscriptionId = (await server.store.get<BillingProfile>(usersCollection, aquila.uid))?.billing?.subscriptionId ?? "";
    const invoices = await server.stripe.invoices.list({ subscription: subscriptionId });
    expect(invoices.data.map((invoice) => invoice.amount_due)).toEqual([999 - premiumMonthlyCents]);
  });
});
