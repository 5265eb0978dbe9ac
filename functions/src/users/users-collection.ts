import { userDataSchema } from "@berea/contracts/auth";
import { subscriptionStatuses } from "@berea/contracts/billing";
import { homeViewSchema } from "@berea/contracts/dashboard";
import { languageSchema } from "@berea/contracts/language";
import { billingCycleSchema, planIdSchema } from "@berea/contracts/pricing";
import { z } from "zod";
import { collection, type DocumentReader } from "../store/collection.ts";

/**
 * `users/{uid}`: the profile, the one document every feature reads. Fields
 * that features added after accounts existed default when absent, so an
 * older profile reads as a whole one.
 */

const paidPlanIdSchema = z.enum(["premium", "family"]);

/**
 * A user's subscription as Berea keeps it: a copy of what Stripe last said,
 * refreshed from a fresh read of the subscription on every webhook event and
 * after every change made from the app (billing/subscriptions.ts).
 */
export const billingRecordSchema = z.object({
  subscriptionId: z.string().nullable(),
  status: z.enum(subscriptionStatuses).nullable(),
  plan: paidPlanIdSchema.nullable(),
  cycle: billingCycleSchema.nullable(),
  currentPeriodEnd: z.string().nullable(),
  trialEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  pending: z.object({ plan: paidPlanIdSchema, cycle: billingCycleSchema }).nullable(),
  /** When the Stripe read this copy came from was made (ms); an older read never overwrites a newer one. */
  syncedAt: z.number(),
  /** Whether the account has had its free trial. */
  trialUsed: z.boolean(),
});
export type BillingRecord = z.infer<typeof billingRecordSchema>;

/**
 * A member's place in a Family plan, written in the same transaction as the
 * owner's family document (family/family.ts). The owner's switches live here
 * too, so every feature that already reads the profile sees them.
 */
export const familyLinkSchema = z.object({
  ownerUid: z.string(),
  joinedAt: z.string(),
  child: z.boolean(),
  /** Off: the member cannot use faith circles nor share on the prayer wall. */
  chat: z.boolean(),
  attemptedBy: z.boolean(),
});
export type FamilyLink = z.infer<typeof familyLinkSchema>;

/**
 * Whether the user shows their progress to the rest of their family
 * (family/progress.ts): their own choice, made for the family whose owner is
 * `ownerUid`; in another family they are asked again.
 */
export const familySharingSchema = z.object({ ownerUid: z.string(), share: z.boolean(), decidedAt: z.string() });
export type FamilySharing = z.infer<typeof familySharingSchema>;

/**
 * What `getUserData` shows of a profile (its `paymentPlan` is the user's own,
 * which the Stripe webhook keeps; a Family member's effective plan is worked
 * out on read), and what only the server keeps.
 */
export const userProfileSchema = userDataSchema.extend({
  /** Whether the referral it signed up with counted (referrals/referrals.ts). */
  referralOutcome: z.enum(["counted", "refused"]).nullable().default(null),
  stripeCustomerId: z.string().nullable().default(null),
  billing: billingRecordSchema.nullable().default(null),
  /** The plan last chosen at checkout. */
  planChoice: planIdSchema.nullable().default(null),
  family: familyLinkSchema.nullable().default(null),
  /** The user's choice to share their progress with their family; null until they make it. */
  familySharing: familySharingSchema.nullable().default(null),
  /** The user chose to appear (first name) in other players' 'Attempted by'. */
  showInAttemptedBy: z.boolean().default(false),
  /**
   * The owner of the Family plan this user was in deleted their account: the
   * user keeps Family until this time (the end of the owner's paid period).
   */
  familyEndsAt: z.string().nullable().default(null),
  /**
   * The zone whose calendar dates count for this user (canonical IANA name):
   * the Free plan's daily and monthly allowances, streaks, today's devotional.
   * Set at sign-up from the browser (or, on a profile made before zones were
   * kept, from its first request), changed only in settings (users/time-zone-change.ts).
   */
  timeZone: z.string().nullable().default(null),
  /** When the zone was last changed in settings (epoch ms): one change a day. */
  timeZoneChangedAt: z.number().nullable().default(null),
  /** The interface language the user chose (the switch in the header or on the account page), or null before they choose. */
  language: languageSchema.nullable().default(null).catch(null),
  /** How the home was last shown (pages/home-page.ts renders a visit in it); one that no longer parses is forgotten. */
  homeView: homeViewSchema.nullable().default(null).catch(null),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const users = collection("users", userProfileSchema);

/** `referralCodes/{code}`: who a referral code belongs to. */
export const referralCodes = collection("referralCodes", z.object({ uid: z.string(), createdAt: z.string() }));

export const getProfile = (read: DocumentReader, uid: string): Promise<UserProfile | null> => users.get(read, uid);

/** A new account's profile: no plan, no referral outcome, nothing chosen yet. */
export function newProfile(fields: Pick<UserProfile, "uid" | "name" | "email" | "referralCode" | "referredBy" | "createdAt"> & { timeZone?: string | null }): UserProfile {
  return {
    ...fields,
    timeZone: fields.timeZone ?? null,
    timeZoneChangedAt: null,
    paymentPlan: 0,
    referralOutcome: null,
    stripeCustomerId: null,
    billing: null,
    planChoice: null,
    family: null,
    familySharing: null,
    showInAttemptedBy: false,
    familyEndsAt: null,
    homeView: null,
    language: null,
  };
}
