import type { PaymentPlan, UserData } from "@berea/contracts/auth";
import { AppError } from "../lib/app-error.ts";
import { AlreadyExistsError, type DocumentData, type Store } from "../store/port.ts";
import { newReferralCode } from "./referral-code.ts";

export const usersCollection = "users";
/** One document per referral code, keyed by the code, pointing at its owner. */
export const referralCodesCollection = "referralCodes";

export interface UserProfile extends DocumentData {
  uid: string;
  name: string;
  email: string;
  paymentPlan: PaymentPlan;
  referralCode: string;
  referredBy: string | null;
  createdAt: string;
}

export interface NewProfile {
  uid: string;
  name: string;
  email: string;
  referral?: string | undefined;
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
  };
}

export const unknownReferralMessage = (code: string) =>
  `The referral code ${code} does not exist. Check the link you were given, or leave the field empty.`;

/** Throws a clear 400 when a referral code is given but belongs to nobody. */
export async function assertReferralExists(store: Store, referral: string | undefined): Promise<void> {
  if (!referral) return;
  const owner = await store.get(referralCodesCollection, referral);
  if (!owner) throw new AppError("invalid-argument", unknownReferralMessage(referral), { referral: unknownReferralMessage(referral) });
}

export async function getProfile(store: Store, uid: string): Promise<UserProfile | null> {
  return store.get<UserProfile>(usersCollection, uid);
}

const codeAttempts = 5;

/**
 * Returns the user's profile, creating it on first sign-in whatever the
 * provider. Creation is one transaction: the profile, its own referral code
 * (retried on the rare collision) and the referrer check. A referral code is
 * used only when the profile is created; one that does not exist is a 400.
 */
export async function ensureProfile(store: Store, user: NewProfile, now = new Date()): Promise<UserProfile> {
  for (let attempt = 1; ; attempt++) {
    const code = newReferralCode();
    try {
      return await store.runTransaction(async (tx) => {
        const existing = await tx.get<UserProfile>(usersCollection, user.uid);
        if (existing) return existing;
        if (user.referral) {
          const owner = await tx.get(referralCodesCollection, user.referral);
          if (!owner) throw new AppError("invalid-argument", unknownReferralMessage(user.referral), { referral: unknownReferralMessage(user.referral) });
        }
        const profile: UserProfile = {
          uid: user.uid,
          name: user.name,
          email: user.email,
          paymentPlan: 0,
          referralCode: code,
          referredBy: user.referral ?? null,
          createdAt: now.toISOString(),
        };
        tx.create(referralCodesCollection, code, { uid: user.uid, createdAt: profile.createdAt });
        tx.create(usersCollection, user.uid, profile);
        return profile;
      });
    } catch (error) {
      // A collision on the new referral code, or a concurrent first sign-in of the same user.
      if (error instanceof AlreadyExistsError && attempt < codeAttempts) continue;
      throw error;
    }
  }
}
