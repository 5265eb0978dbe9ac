import type { PaymentPlan } from "@berea/contracts/auth";
import type { FamilySwitches } from "@berea/contracts/family";
import type { Store } from "../store/port.ts";
import { getProfile, type FamilyLink, type UserProfile } from "../users/users-collection.ts";

/** A member's place in a Family plan, kept on the member's own profile (users/users-collection.ts). */
export type { FamilyLink } from "../users/users-collection.ts";

export const familyLinkOf = (profile: UserProfile): FamilyLink | null => profile.family;

/** Whether the user may talk with others: a Family owner may turn chat off for a member. */
export const chatAllowed = (profile: UserProfile): boolean => familyLinkOf(profile)?.chat !== false;

export const switchesOf = (link: FamilyLink): FamilySwitches => ({ child: link.child, chat: link.chat, attemptedBy: link.attemptedBy });

/** The Family plan's payment plan. */
export const familyPaymentPlan: PaymentPlan = 2;

/**
 * The plan whose limits apply to a user: their own (`paymentPlan`, which the
 * Stripe webhook keeps), or Family while they are a member of a family whose
 * owner's own subscription is Family and active. Derived on every read from
 * the owner's profile, never copied onto members, so when the owner's
 * subscription ends every member loses the benefits at once. Costs one read
 * (the owner's profile) for members, none for anyone else. A member whose
 * owner deleted their account keeps Family until `familyEndsAt` (`now`
 * decides; tests pass their clock).
 */
export async function effectivePlan(store: Store, profile: UserProfile, now: Date = new Date()): Promise<PaymentPlan> {
  const link = familyLinkOf(profile);
  if (profile.paymentPlan >= familyPaymentPlan) return profile.paymentPlan;
  // The owner deleted their account: the paid period runs out, then the plan ends (account/account.ts).
  if (!link) return profile.familyEndsAt !== null && now.getTime() < Date.parse(profile.familyEndsAt) ? familyPaymentPlan : profile.paymentPlan;
  const owner = await getProfile(store, link.ownerUid);
  return owner?.paymentPlan === familyPaymentPlan ? familyPaymentPlan : profile.paymentPlan;
}

/** The profile as the features see it: `paymentPlan` is the effective plan. */
export async function withEffectivePlan<P extends UserProfile>(store: Store, profile: P): Promise<P> {
  const plan = await effectivePlan(store, profile);
  return plan === profile.paymentPlan ? profile : { ...profile, paymentPlan: plan };
}

/** The caller's profile with its effective plan, or null when there is none. */
export async function getProfileWithEffectivePlan(store: Store, uid: string): Promise<UserProfile | null> {
  const profile = await getProfile(store, uid);
  return profile ? withEffectivePlan(store, profile) : null;
}

/**
 * Whether the user may appear in other players' 'Attempted by': their own
 * choice (`showInAttemptedBy`) and, in a family, the owner's switch.
 */
export function mayShowInAttemptedBy(profile: UserProfile): boolean {
  return profile.showInAttemptedBy && (familyLinkOf(profile)?.attemptedBy ?? true);
}
