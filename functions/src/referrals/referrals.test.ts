import { initializeApp } from "firebase-admin/app";
import { getAuth, type Auth } from "firebase-admin/auth";
import type Stripe from "stripe";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { StripeStandIn } from "../../../emulators/stripe/stand-in.ts";
import type { Billing } from "../billing/billing-settings.ts";
import { meterCost } from "../store/cost-meter.ts";
import type { Store } from "../store/port.ts";
import { openDomainStore, testClock, type DomainStore, type TestClock } from "../test-support/domain-test.ts";
import { ensureProfile, getProfile, usersCollection } from "../users/profiles.ts";
import { applyReferralRewards, countReferral, mailboxOf, referralsCollection, referralSummary, type ReferralDeps } from "./referrals.ts";
import { startStandInBilling } from "../test-support/stand-in-billing.ts";

/**
 * Referrals as plain functions over a real sqlite store and a clock the test
 * moves. The reward goes through the real `stripe` SDK to the Stripe
 * stand-in (emulators/stripe/), started in this process.
 *
 * Counting needs the referred person's email confirmed; every call here
 * says so with the token's claim, so Firebase Auth is never asked (its
 * fallback lookup is covered over HTTP with the Auth emulator, in
 * api/referrals.integration.test.ts).
 */

/** One month of Premium: the Premium monthly price, $2.99. */
const premiumMonthlyCents = 299;

let standIn: StripeStandIn;
let billing: Billing;
let auth: Auth;
let domain: DomainStore;
let store: Store;
let clock: TestClock;

beforeAll(async () => {
  ({ standIn, billing } = await startStandInBilling());
  auth = getAuth(initializeApp({ projectId: "demo-berea-referrals" }, "referrals-domain-test"));
});

afterAll(async () => {
  await standIn.close();
});

beforeEach(async () => {
  await standIn.reset();
  domain = openDomainStore("referrals");
  store = domain.store;
  clock = testClock("2026-04-20T10:00:00Z");
});

afterEach(async () => {
  await domain.close();
});

const withStripe = (): ReferralDeps & { auth: Auth } => ({ store, billing, auth, now: clock.now });
const withoutStripe = (): ReferralDeps & { auth: Auth } => ({ store, billing: null, auth, now: clock.now });

async function signUp(uid: string, email: string, referral?: string): Promise<void> {
  await ensureProfile(store, { uid, name: uid, email, ...(referral ? { referral } : {}) }, clock.now());
}
async function profileOf(uid: string) {
  const profile = await getProfile(store, uid);
  if (!profile) throw new Error(`no profile for ${uid}`);
  return profile;
}
const codeOf = async (uid: string) => (await profileOf(uid)).referralCode;
/** Counts `uid`'s referral with a confirmed email, from the profile as it is stored now. */
const confirmed = async (uid: string, deps = withoutStripe()) => countReferral(deps, await profileOf(uid), true);
const summaryOf = async (uid: string, deps: ReferralDeps = withoutStripe()) => referralSummary(deps, uid, await profileOf(uid));
const referralOutcomeOf = async (uid: string) => (await profileOf(uid))["referralOutcome"];

/** Makes `uid` a Stripe customer, as their first checkout would. */
async function stripeCustomer(uid: string): Promise<string> {
  const customer = await billing.stripe.customers.create({ name: uid, metadata: { uid } });
  await store.update(usersCollection, uid, { stripeCustomerId: customer.id });
  return customer.id;
}
async function referralCredits(customer: string): Promise<Stripe.CustomerBalanceTransaction[]> {
  const { data } = await billing.stripe.customers.listBalanceTransactions(customer, { limit: 100 });
  return data.filter((txn) => txn.metadata?.["kind"] === "referral");
}

describe("mailboxOf", () => {
  it("reads case, a +tag and Gmail's dots and second domain as the same mailbox", () => {
    expect(mailboxOf("  Lydia.Purple+berea@GoogleMail.com ")).toBe("lydiapurple@gmail.com");
    expect(mailboxOf("lydiapurple@gmail.com")).toBe("lydiapurple@gmail.com");
    expect(mailboxOf("Ruth+wall@Example.COM")).toBe("ruth@example.com");
  });

  it("keeps dots that matter and different people apart", () => {
    expect(mailboxOf("ruth.moab@example.com")).not.toBe(mailboxOf("ruthmoab@example.com"));
    expect(mailboxOf("ruth@gmail.com")).not.toBe(mailboxOf("ruth@example.com"));
    expect(mailboxOf("ruth@example.com")).not.toBe(mailboxOf("naomi@example.com"));
  });
});

describe("counting a referral", () => {
  it("counts once the email is confirmed, once however many checks run at once, and records a pending reward", async () => {
    await signUp("paul", "paul@example.com");
    await signUp("timothy", "timothy@example.com", await codeOf("paul"));
    const profile = await profileOf("timothy");

    const outcomes = await Promise.all(Array.from({ length: 6 }, () => countReferral(withoutStripe(), profile, true)));
    expect(outcomes.filter((outcome) => outcome === "counted")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === "none")).toHaveLength(5);
    expect(await referralOutcomeOf("timothy")).toBe("counted");
    expect(await store.get(referralsCollection, "timothy")).toMatchObject({
      referredUid: "timothy",
      referrerUid: "paul",
      code: await codeOf("paul"),
      countedAt: "2026-04-20T10:00:00.000Z",
      rewardStatus: "pending",
    });
    expect(await confirmed("timothy")).toBe("none");
    expect(await summaryOf("paul")).toMatchObject({ count: 1, pending: 1, applied: 0, creditApplied: 0, currency: null });
  });

  it("costs nothing for someone who signed up without a code, or whose referral is already decided", async () => {
    await signUp("paul", "paul@example.com");
    await signUp("titus", "titus@example.com", await codeOf("paul"));
    await confirmed("titus");
    for (const uid of ["paul", "titus"]) {
      const profile = await profileOf(uid);
      const { result, cost } = await meterCost(() => countReferral(withoutStripe(), profile, true));
      expect(result).toBe("none");
      expect(cost).toEqual({ reads: 0, writes: 0 });
    }
  });

  it("refuses a self-referral by the same mailbox under another address, once and for all", async () => {
    await signUp("lydia", "lydia.purple@gmail.com");
    await signUp("lydia-again", "LydiaPurple+second@googlemail.com", await codeOf("lydia"));
    const profile = await profileOf("lydia-again");
    const outcomes = await Promise.all(Array.from({ length: 4 }, () => countReferral(withoutStripe(), profile, true)));
    expect(outcomes.sort()).toEqual(["none", "none", "none", "refused"]);
    expect(await referralOutcomeOf("lydia-again")).toBe("refused");
    expect(await store.get(referralsCollection, "lydia-again")).toBeNull();
    expect(await confirmed("lydia-again")).toBe("none");
    expect((await summaryOf("lydia")).count).toBe(0);
  });

  it("refuses a profile whose referral is its own code", async () => {
    await signUp("silas", "silas@example.com");
    await store.update(usersCollection, "silas", { referredBy: await codeOf("silas") });
    expect(await confirmed("silas")).toBe("refused");
    expect(await store.get(referralsCollection, "silas")).toBeNull();
  });

  it("counts people at the same domain as different people", async () => {
    await signUp("priscilla", "priscilla@example.com");
    await signUp("aquila", "aquila@example.com", await codeOf("priscilla"));
    await signUp("apollos", "apollos@example.com", await codeOf("priscilla"));
    expect([await confirmed("aquila"), await confirmed("apollos")]).toEqual(["counted", "counted"]);
    expect((await summaryOf("priscilla")).count).toBe(2);
  });
});

describe("rewards that cannot be farmed", () => {
  it("rewards one account per real mailbox: Gmail's dots, googlemail and +tags are the same person", async () => {
    await signUp("paul", "paul@example.com");
    const code = await codeOf("paul");
    const spellings = ["timothy.lystra@gmail.com", "timothylystra+2@gmail.com", "Timothy.Lystra+three@googlemail.com", "t.i.m.o.t.h.y.lystra@gmail.com"];
    for (const [n, email] of spellings.entries()) await signUp(`timothy-${n}`, email, code);
    const outcomes = await Promise.all(spellings.map((_, n) => confirmed(`timothy-${n}`)));
    expect(outcomes.filter((outcome) => outcome === "counted")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === "refused")).toHaveLength(3);
    expect((await summaryOf("paul")).count).toBe(1);
  });

  it("reads +tags as one mailbox at any domain, and keeps other people at that domain apart", async () => {
    await signUp("paul", "paul@example.com");
    const code = await codeOf("paul");
    await signUp("silas", "silas+a@example.org", code);
    await signUp("silas-again", "SILAS+b@example.org", code);
    await signUp("lucas", "lucas@example.org", code);
    expect([await confirmed("silas"), await confirmed("silas-again"), await confirmed("lucas")]).toEqual(["counted", "refused", "counted"]);
  });

  it("rewards a referrer at most 12 times in any year, then again as the year moves on", async () => {
    await signUp("paul", "paul@example.com");
    const code = await codeOf("paul");
    for (let n = 1; n <= 13; n += 1) await signUp(`friend-${n}`, `friend${n}@example.com`, code);
    // Twelve counted over the year, the thirteenth at once: refused.
    for (let n = 1; n <= 12; n += 1) {
      expect(await confirmed(`friend-${n}`)).toBe("counted");
      clock.advance(24 * 3_600_000);
    }
    expect(await confirmed("friend-13")).toBe("refused");
    expect((await summaryOf("paul")).count).toBe(12);
    // A year after the first counted, one place is free again.
    clock.set("2027-04-20T10:00:00Z");
    await signUp("friend-14", "friend14@example.com", code);
    expect(await confirmed("friend-14")).toBe("counted");
  });

  it("holds the yearly limit when many friends confirm at once: exactly 12 count", async () => {
    await signUp("paul", "paul@example.com");
    const code = await codeOf("paul");
    for (let n = 1; n <= 20; n += 1) await signUp(`friend-${n}`, `friend${n}@example.com`, code);
    const outcomes = await Promise.all(Array.from({ length: 20 }, (_, n) => confirmed(`friend-${n + 1}`)));
    expect(outcomes.filter((outcome) => outcome === "counted")).toHaveLength(12);
    expect((await summaryOf("paul")).count).toBe(12);
  });
});

describe("the reward: one month of Premium as Stripe customer credit", () => {
  async function referral(referrer: string, referred: string): Promise<void> {
    await signUp(referred, `${referred}@example.com`, await codeOf(referrer));
  }

  it("waits as pending while Stripe is not configured, or the referrer is not a Stripe customer", async () => {
    await signUp("aquila", "aquila@example.com");
    await referral("aquila", "erastus");
    expect(await confirmed("erastus", withStripe())).toBe("counted");
    expect(await applyReferralRewards(withStripe(), "aquila")).toBe(0);
    expect(await applyReferralRewards(withoutStripe(), "aquila", "cus_anyone")).toBe(0);
    expect(await summaryOf("aquila", withStripe())).toMatchObject({ count: 1, applied: 0, pending: 1, creditApplied: 0 });
  });

  it("is applied at once for a referrer who is a Stripe customer: the Premium month as credit on their balance", async () => {
    await signUp("priscilla", "priscilla@example.com");
    const customer = await stripeCustomer("priscilla");
    await referral("priscilla", "apollos");
    expect(await confirmed("apollos", withStripe())).toBe("counted");

    const credits = await referralCredits(customer);
    expect(credits.map((txn) => [txn.amount, txn.currency, txn.metadata?.["referredUid"], txn.metadata?.["referrerUid"]])).toEqual([[-premiumMonthlyCents, "usd", "apollos", "priscilla"]]);
    expect(await billing.stripe.customers.retrieve(customer)).toMatchObject({ balance: -premiumMonthlyCents });
    expect(await store.get(referralsCollection, "apollos")).toMatchObject({
      rewardStatus: "applied",
      rewardAmount: premiumMonthlyCents,
      rewardCurrency: "usd",
      balanceTransactionId: credits[0]?.id,
      appliedAt: "2026-04-20T10:00:00.000Z",
    });
    expect(await summaryOf("priscilla", withStripe())).toMatchObject({ count: 1, applied: 1, pending: 0, creditApplied: premiumMonthlyCents, currency: "usd" });
  });

  it("is credited once when a retry finds the reward still pending after Stripe made the credit", async () => {
    await signUp("priscilla", "priscilla@example.com");
    const customer = await stripeCustomer("priscilla");
    await referral("priscilla", "apollos");
    await confirmed("apollos", withStripe());
    // As if the process died between Stripe's answer and the store's write.
    await store.update(referralsCollection, "apollos", { rewardStatus: "pending" });

    expect(await applyReferralRewards(withStripe(), "priscilla")).toBe(1);
    expect(await applyReferralRewards(withStripe(), "priscilla")).toBe(0);
    expect(await referralCredits(customer)).toHaveLength(1);
    expect(await store.get(referralsCollection, "apollos")).toMatchObject({ rewardStatus: "applied" });
  });

  it("credits once and records once when two retries run at once", async () => {
    await signUp("priscilla", "priscilla@example.com");
    await referral("priscilla", "apollos");
    await confirmed("apollos");
    const customer = await stripeCustomer("priscilla");

    const applied = await Promise.all([applyReferralRewards(withStripe(), "priscilla"), applyReferralRewards(withStripe(), "priscilla")]);
    expect(applied[0] + applied[1]).toBe(1);
    expect(await referralCredits(customer)).toHaveLength(1);
    expect(await summaryOf("priscilla", withStripe())).toMatchObject({ applied: 1, creditApplied: premiumMonthlyCents });
  });

  it("takes an earlier credit found at Stripe, at the amount it was made for, instead of making a second", async () => {
    await signUp("phoebe", "phoebe@example.com");
    await referral("phoebe", "tertius");
    await confirmed("tertius");
    const customer = await stripeCustomer("phoebe");
    // Made a day ago at an older price (Stripe has forgotten its idempotency key by now).
    const earlier = await billing.stripe.customers.createBalanceTransaction(customer, {
      amount: -(premiumMonthlyCents - 100),
      currency: "usd",
      metadata: { kind: "referral", referredUid: "tertius", referrerUid: "phoebe" },
    });

    expect(await applyReferralRewards(withStripe(), "phoebe")).toBe(1);
    expect((await referralCredits(customer)).map((txn) => txn.id)).toEqual([earlier.id]);
    expect(await store.get(referralsCollection, "tertius")).toMatchObject({ rewardStatus: "applied", rewardAmount: premiumMonthlyCents - 100, balanceTransactionId: earlier.id });
  });

  it("credits pending rewards to the customer the webhook names, before the profile records it", async () => {
    await signUp("aquila", "aquila@example.com");
    await referral("aquila", "erastus");
    await referral("aquila", "gaius");
    await confirmed("erastus");
    await confirmed("gaius");
    const customer = await billing.stripe.customers.create({ name: "aquila" });

    expect(await applyReferralRewards(withStripe(), "aquila", customer.id)).toBe(2);
    expect((await referralCredits(customer.id)).map((txn) => txn.metadata?.["referredUid"]).sort()).toEqual(["erastus", "gaius"]);
    expect(await billing.stripe.customers.retrieve(customer.id)).toMatchObject({ balance: -2 * premiumMonthlyCents });
  });

  it("is retried by the referrer's summary once they are a Stripe customer", async () => {
    await signUp("lois", "lois@example.com");
    await referral("lois", "eunice");
    await confirmed("eunice");
    expect(await summaryOf("lois", withStripe())).toMatchObject({ pending: 1, applied: 0 });

    const customer = await stripeCustomer("lois");
    expect(await summaryOf("lois", withStripe())).toMatchObject({ count: 1, pending: 0, applied: 1, creditApplied: premiumMonthlyCents, currency: "usd" });
    expect(await referralCredits(customer)).toHaveLength(1);
  });
});
