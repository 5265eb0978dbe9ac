import type { UserData } from "@berea/contracts/auth";
import type { Auth } from "firebase-admin/auth";
import type { Billing } from "../billing/billing-settings.ts";
import { withEffectivePlan } from "../family/effective-plan.ts";
import { countReferralOnVisit } from "../referrals/referrals.ts";
import type { Store } from "../store/port.ts";
import { isEmailVerified } from "./email-verification.ts";
import { ensureProfile, toUserData, type UserProfile } from "./profiles.ts";

export interface UserDataDeps {
  store: Store;
  auth: Auth;
  now: () => Date;
  billing?: Billing | null | undefined;
}

/** Who is asking, as the verified session says. */
export interface SignedInUser {
  uid: string;
  name: string | undefined;
  email: string | undefined;
  emailVerified: boolean;
}

/** The name a new profile starts with: the account's name, else the email's local part. */
export const displayName = (name: string | undefined, email: string | undefined) => name?.trim() || email?.split("@")[0] || "Friend";

/**
 * `getUserData`'s answer for a caller whose profile was just read (null: not
 * made yet, as after a sign-in elsewhere): the profile, made if need be, with
 * its effective plan. The server-rendered home answers the same way.
 */
export async function userDataOf({ store, auth, now, billing }: UserDataDeps, user: SignedInUser, stored: UserProfile | null): Promise<UserData> {
  const profile = stored ?? (await ensureProfile(store, { uid: user.uid, name: displayName(user.name, user.email), email: user.email ?? "" }, now()));
  // The dashboard's first call after the emailed confirmation link is where a waiting referral counts.
  await countReferralOnVisit({ store, auth, now, billing }, profile, user.emailVerified);
  // paymentPlan is the effective plan: Family for a member of an active Family plan.
  return { ...toUserData(await withEffectivePlan(store, profile)), emailVerified: await isEmailVerified(auth, user) };
}
