import type { UserData } from "@berea/contracts/auth";
import { AppError } from "../lib/app-error.ts";
import { msg } from "../lib/messages/message.ts";
import { requireTimeZone } from "../quiz/local-date.ts";
import { AlreadyExistsError, type Store } from "../store/port.ts";
import { newReferralCode } from "./referral-code.ts";
import { newProfile, referralCodes, users, type UserProfile } from "./users-collection.ts";

export { getProfile, type UserProfile } from "./users-collection.ts";

/** The collections' names, for tests and tables that look at the stored data as it is. */
export const usersCollection = users.name;
export const referralCodesCollection = referralCodes.name;

export interface NewProfile {
  uid: string;
  name: string;
  email: string;
  referral?: string | undefined;
  /** The browser's time zone at sign-up (canonical); the user's days count in it. */
  timeZone?: string | undefined;
}

export function toUserData(profile: UserProfile): UserData {
  return {
    uid: profile.uid,
    name: profile.name,
    email: profile.email,
    paymentPlan: profile.paymentPlan,
    referralCode: profile.referralCode,
    referredBy: profile.referredBy,
    createdAt: profile.createdAt,
    language: profile.language,
  };
}

const unknownReferral = (code: string) => new AppError("invalid-argument", msg("auth.unknownReferral", { code }), { referral: msg("auth.unknownReferral", { code }) });

/** Throws a clear 400 when a referral code is given but belongs to nobody. */
export async function assertReferralExists(store: Store, referral: string | undefined): Promise<void> {
  if (referral && !(await referralCodes.get(store, referral))) throw unknownReferral(referral);
}

const codeAttempts = 5;

/**
 * Returns the user's profile, creating it on first sign-in whatever the
 * provider. Creation is one transaction: the profile, its own referral code
 * (retried on the rare collision) and the referrer check. A referral code is
 * used only when the profile is created; one that does not exist is a 400.
 */
export async function ensureProfile(store: Store, user: NewProfile, now: Date): Promise<UserProfile> {
  for (let attempt = 1; ; attempt++) {
    const code = newReferralCode();
    try {
      return await store.runTransaction(async (tx) => {
        const existing = await users.get(tx, user.uid);
        if (existing) return existing;
        if (user.referral && !(await referralCodes.get(tx, user.referral))) throw unknownReferral(user.referral);
        const profile = newProfile({
          uid: user.uid,
          name: user.name,
          email: user.email,
          referralCode: code,
          referredBy: user.referral ?? null,
          createdAt: now.toISOString(),
          timeZone: user.timeZone === undefined ? null : requireTimeZone(user.timeZone),
        });
        referralCodes.create(tx, code, { uid: user.uid, createdAt: profile.createdAt });
        users.create(tx, user.uid, profile);
        return profile;
      });
    } catch (error) {
      // A collision on the new referral code, or a concurrent first sign-in of the same user.
      if (error instanceof AlreadyExistsError && attempt < codeAttempts) continue;
      throw error;
    }
  }
}
