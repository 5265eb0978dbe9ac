import type { ReferralSummary } from "@berea/contracts/referrals";
import type { Auth } from "firebase-admin/auth";
import type Stripe from "stripe";
import type { Billing } from "../billing/billing-settings.ts";
import { createHash } from "node:crypto";
import { z } from "zod";
import { logger } from "../lib/logger.ts";
import { isEmailVerified } from "../users/email-verification.ts";
import { collection } from "../store/collection.ts";
import type { Store } from "../store/port.ts";
import { getProfile, referralCodes, users, type UserProfile } from "../users/users-collection.ts";

/**
 * Referrals. A profile records the code it signed up with (`referredBy`,
 * users/profiles.ts). The referral counts once, when the referred person's
 * email is confirmed: one document per referred user, `referrals/{uid}`,
 * created in a transaction keyed by that uid, so no number of parallel
 * checks can count it twice. A code whose owner is the same person (same
 * uid, or the same mailbox) is refused.
 *
 * The reward: one month of Premium for the referrer, as Stripe customer
 * credit equal to the Premium monthly price (a negative customer balance
 * transaction, which Stripe takes off the next invoices). It is applied at
 * once when the referrer is a Stripe customer; otherwise it waits as
 * `pending` and the webhook applies it when their first subscription is
 * set up, before the first invoice. Each credit carries the idempotency key
 * `berea-referral-<referred uid>` and the referred uid in its metadata, and
 * a retry looks for an earlier credit first, so it is never doubled.
 */
export const referrals = collection(
  "referrals",
  z.object({
    referredUid: z.string(),
    referrerUid: z.string(),
    code: z.string(),
    countedAt: z.string(),
    rewardStatus: z.enum(["pending", "applied"]),
    /** Credit in the smallest currency unit (positive), once applied. */
    rewardAmount: z.number().nullable(),
    rewardCurrency: z.string().nullable(),
    balanceTransactionId: z.string().nullable(),
    appliedAt: z.string().nullable(),
  }),
);
export type ReferralDoc = z.infer<typeof referrals.schema>;
export type RewardStatus = ReferralDoc["rewardStatus"];

/** The collection's name, for tests and tables that look at the stored data as it is. */
export const referralsCollection = referrals.name;

/**
 * `referralMailboxes/{sha256 of the mailbox}`: the one referral a real
 * mailbox (mailboxOf) has been counted for, so a second account on the same
 * mailbox (a Gmail dot, a `+tag`) earns its referrer nothing. Keyed by a
 * hash, so the key does not spell out anyone's address.
 */
export const referralMailboxes = collection("referralMailboxes", z.object({ referredUid: z.string(), referrerUid: z.string(), countedAt: z.string() }));
export const referralMailboxesCollection = referralMailboxes.name;

/** `referralYears/{referrerUid}`: when the referrer's referrals counted (epoch ms) in the last year, for the yearly limit. */
export const referralYears = collection("referralYears", z.object({ uid: z.string(), countedAt: z.array(z.number()) }));
export const referralYearsCollection = referralYears.name;

/** The most referrals that earn a referrer a reward in any 365 days. */
export const referralRewardsPerYear = 12;
const yearMs = 365 * 24 * 3_600_000;

const mailboxKey = (email: string) => createHash("sha256").update(mailboxOf(email)).digest("hex");

export interface ReferralDeps {
  store: Store;
  billing?: Billing | null | undefined;
  now: () => Date;
}

export const referralReward = `One month of Premium for each friend who signs up with your link and confirms their email (up to ${referralRewardsPerYear} a year, one per person), as credit on your Berea bill.`;

/**
 * One mailbox, however it is written: case, a `+tag` (at any domain: most
 * providers deliver `name+tag` to `name`), and Gmail's dots and its
 * googlemail.com domain do not make a different person.
 */
export function mailboxOf(email: string): string {
  const [local = "", domain = ""] = email.trim().toLowerCase().split("@");
  const base = local.split("+")[0] ?? local;
  const gmail = domain === "gmail.com" || domain === "googlemail.com";
  return `${gmail ? base.replaceAll(".", "") : base}@${gmail ? "gmail.com" : domain}`;
}

export type ReferralOutcome = "none" | "waiting" | "counted" | "refused";

/**
 * Counts the user's referral once their email is confirmed. Called where the
 * app hears from a signed-in user (login and getUserData); costs nothing for
 * users without a pending referral, and a transaction of 6 reads and 4
 * writes the one time it counts. It is refused (for good) when its mailbox
 * has been counted before, under any spelling, or when the referrer has had
 * `referralRewardsPerYear` referrals counted in the last 365 days.
 */
export async function countReferral(deps: ReferralDeps & { auth: Auth }, profile: UserProfile, emailVerifiedClaim: boolean): Promise<ReferralOutcome> {
  const { store, now } = deps;
  if (!profile.referredBy || profile.referralOutcome) return "none";
  // The one email-verification check (users/email-verification.ts): the claim, else a fresh look at the Auth user.
  if (!(await isEmailVerified(deps.auth, { uid: profile.uid, emailVerified: emailVerifiedClaim }))) return "waiting";
  const uid = profile.uid;
  const outcome = await store.runTransaction(async (tx): Promise<{ outcome: ReferralOutcome; referrerUid: string | null }> => {
    const existing = await referrals.get(tx, uid);
    const current = await users.get(tx, uid);
    const code = current?.referredBy ?? null;
    const codeOwner = code ? await referralCodes.get(tx, code) : null;
    const referrer = codeOwner ? await users.get(tx, codeOwner.uid) : null;
    if (!current || !code) return { outcome: "none", referrerUid: null };
    if (existing) {
      if (current.referralOutcome !== "counted") users.update(tx, uid, { referralOutcome: "counted" });
      return { outcome: "none", referrerUid: null };
    }
    if (current.referralOutcome) return { outcome: "none", referrerUid: null };
    if (!referrer || referrer.uid === uid || mailboxOf(referrer.email) === mailboxOf(current.email)) {
      users.update(tx, uid, { referralOutcome: "refused" });
      return { outcome: "refused", referrerUid: null };
    }
    const at = now();
    const mailbox = mailboxKey(current.email);
    const mailboxCounted = await referralMailboxes.get(tx, mailbox);
    const year = (await referralYears.get(tx, referrer.uid))?.countedAt.filter((time) => time > at.getTime() - yearMs) ?? [];
    if (mailboxCounted || year.length >= referralRewardsPerYear) {
      users.update(tx, uid, { referralOutcome: "refused" });
      return { outcome: "refused", referrerUid: null };
    }
    referralMailboxes.create(tx, mailbox, { referredUid: uid, referrerUid: referrer.uid, countedAt: at.toISOString() });
    referralYears.set(tx, referrer.uid, { uid: referrer.uid, countedAt: [...year, at.getTime()] });
    const referral: ReferralDoc = {
      referredUid: uid,
      referrerUid: referrer.uid,
      code,
      countedAt: at.toISOString(),
      rewardStatus: "pending",
      rewardAmount: null,
      rewardCurrency: null,
      balanceTransactionId: null,
      appliedAt: null,
    };
    referrals.create(tx, uid, referral);
    users.update(tx, uid, { referralOutcome: "counted" });
    return { outcome: "counted", referrerUid: referrer.uid };
  });
  if (outcome.referrerUid) {
    // The referral is counted whatever Stripe says; a reward that fails now stays pending and is retried.
    await applyReferralRewards(deps, outcome.referrerUid).catch((error: unknown) => logger.error("referral reward not applied yet", { referrerUid: outcome.referrerUid, error }));
  }
  return outcome.outcome;
}

/**
 * {@link countReferral} where a page or a sign-in answers anyway (the dashboard's first call, `login`): should the
 * count fail (its transaction losing every retry to others counting for the same referrer at that moment), it is
 * logged and left for the reader's next visit, which counts it; the reader's own request never fails for it.
 */
export async function countReferralOnVisit(deps: ReferralDeps & { auth: Auth }, profile: UserProfile, emailVerifiedClaim: boolean): Promise<void> {
  await countReferral(deps, profile, emailVerifiedClaim).catch((error: unknown) => {
    logger.warn("A referral was not counted this time; the next visit counts it.", { uid: profile.uid, error });
  });
}

/**
 * Credits the referrer's pending rewards to their Stripe customer. Needs
 * Stripe and a customer (`customerId`, else the one on the profile); without
 * either the rewards stay pending. Returns how many were applied now.
 */
export async function applyReferralRewards({ store, billing, now }: ReferralDeps, referrerUid: string, customerId?: string): Promise<number> {
  if (!billing) return 0;
  const pending = await referrals.query(store, {
    where: [
      { field: "referrerUid", op: "==", value: referrerUid },
      { field: "rewardStatus", op: "==", value: "pending" },
    ],
  });
  if (pending.length === 0) return 0;
  const customer = customerId ?? (await getProfile(store, referrerUid))?.stripeCustomerId ?? null;
  if (!customer) return 0;
  // One month of Premium, priced as Stripe prices it in this configuration.
  const price = await billing.stripe.prices.retrieve(billing.settings.prices.premium.monthly);
  const amount = price.unit_amount;
  if (!amount) return 0;
  const credited = await referralCreditsOf(billing, customer);
  let applied = 0;
  for (const { data: referral } of pending) {
    const txn = credited.get(referral.referredUid) ?? await billing.stripe.customers.createBalanceTransaction(
      customer,
      {
        amount: -amount,
        currency: price.currency,
        description: "Referral reward: one month of Berea Premium",
        metadata: { kind: "referral", referredUid: referral.referredUid, referrerUid },
      },
      { idempotencyKey: `berea-referral-${referral.referredUid}` },
    );
    const wrote = await store.runTransaction(async (tx) => {
      const current = await referrals.get(tx, referral.referredUid);
      if (current?.rewardStatus !== "pending") return false;
      referrals.update(tx, referral.referredUid, {
        rewardStatus: "applied",
        // What the credit is, which for an earlier one found at Stripe may be an older price.
        rewardAmount: -txn.amount,
        rewardCurrency: txn.currency,
        balanceTransactionId: txn.id,
        appliedAt: now().toISOString(),
      });
      return true;
    });
    if (wrote) applied += 1;
  }
  return applied;
}

/**
 * The referral credits the customer already has, by referred uid. Stripe
 * forgets an idempotency key after 24 hours, so a retry that comes later
 * than that (a crash between Stripe's answer and the store's write, then a
 * quiet day) finds the earlier credit here instead of making a second one.
 */
async function referralCreditsOf(billing: Billing, customer: string): Promise<Map<string, Stripe.CustomerBalanceTransaction>> {
  const credits = new Map<string, Stripe.CustomerBalanceTransaction>();
  for await (const txn of billing.stripe.customers.listBalanceTransactions(customer, { limit: 100 })) {
    const referredUid = txn.metadata?.["referredUid"];
    if (txn.metadata?.["kind"] === "referral" && referredUid) credits.set(referredUid, txn);
  }
  return credits;
}

/**
 * `POST /api/referrals/summary`: the caller's link, how many referrals
 * counted, and the reward. Pending rewards are retried first when the
 * caller is a Stripe customer (after a failed attempt, say).
 */
export async function referralSummary(deps: ReferralDeps, uid: string, profile: UserProfile): Promise<ReferralSummary> {
  const mine = () => referrals.query(deps.store, { where: [{ field: "referrerUid", op: "==", value: uid }] });
  let counted = await mine();
  if (deps.billing && profile.stripeCustomerId && counted.some((referral) => referral.data.rewardStatus === "pending")) {
    const applied = await applyReferralRewards(deps, uid, profile.stripeCustomerId).catch((error: unknown) => {
      logger.error("referral reward retry failed", { uid, error });
      return 0;
    });
    if (applied > 0) counted = await mine();
  }
  const applied = counted.filter((referral) => referral.data.rewardStatus === "applied");
  return {
    code: profile.referralCode,
    path: `/register?ref=${encodeURIComponent(profile.referralCode)}`,
    count: counted.length,
    applied: applied.length,
    pending: counted.length - applied.length,
    creditApplied: applied.reduce((sum, referral) => sum + (referral.data.rewardAmount ?? 0), 0),
    currency: applied[0]?.data.rewardCurrency ?? null,
    reward: referralReward,
  };
}
