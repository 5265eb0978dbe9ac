import { rootRequestSchemas, rootSubjects, type RootSubject } from "@berea/contracts/api";
import type { SignInLink, UserData } from "@berea/contracts/auth";
import type { PricingReply } from "@berea/contracts/pricing";
import type { Request, Response } from "express";
import { FirebaseAuthError } from "firebase-admin/auth";
import { withEffectivePlan } from "../../family/effective-plan.ts";
import { listPlans } from "../../plans/plans.ts";
import { countReferral } from "../../referrals/referrals.ts";
import { assertReferralExists, ensureProfile, getProfile, toUserData, type UserProfile } from "../../users/profiles.ts";
import { createSignInCode } from "../../users/sign-in-codes.ts";
import { AppError } from "../app-error.ts";
import type { ApiDeps } from "../deps.ts";
import { parseBody } from "../parse.ts";
import { endSession, findCaller, requireCaller, startSession, verifyFreshSignIn, type Caller } from "../session.ts";

type Handler = (deps: ApiDeps, req: Request, res: Response) => Promise<unknown>;

const isSubject = (value: unknown): value is RootSubject => rootSubjects.some((subject) => subject === value);

/** `POST /api/`: the spec's subject-dispatched contract. */
export function rootHandler(deps: ApiDeps): (req: Request, res: Response) => Promise<unknown> {
  return async (req, res) => {
    const subject: unknown = typeof req.body === "object" && req.body !== null ? (req.body as { subject?: unknown }).subject : undefined;
    if (!isSubject(subject)) {
      throw new AppError("invalid-argument", `subject must be one of: ${rootSubjects.join(", ")}.`, { subject: "Unknown subject." });
    }
    return handlers[subject](deps, req, res);
  };
}

const displayName = (name: string | undefined, email: string | undefined) => name?.trim() || email?.split("@")[0] || "Friend";

/**
 * `getUserData`'s answer for a caller whose profile was just read (null: not
 * made yet, as after a sign-in elsewhere): the profile, made if need be, with
 * its effective plan. The server-rendered home (pages/home-page.ts) answers
 * the same way.
 */
export async function userDataOf({ store, auth, now, billing }: ApiDeps, caller: Caller, stored: UserProfile | null): Promise<UserData> {
  const profile = stored ?? (await ensureProfile(store, { uid: caller.uid, name: displayName(caller.name, caller.email), email: caller.email ?? "" }));
  // The dashboard's first call after the emailed confirmation link is where a waiting referral counts.
  await countReferral({ store, auth, now, billing }, profile, caller.emailVerified);
  // paymentPlan is the effective plan: Family for a member of an active Family plan.
  return toUserData(await withEffectivePlan(store, profile));
}

const handlers: Record<RootSubject, Handler> = {
  async login({ store, auth, now, billing }, req, res) {
    const body = parseBody(rootRequestSchemas.login, req.body);
    const token = await verifyFreshSignIn(auth, body.idToken, now());
    const profile = await ensureProfile(store, {
      uid: token.uid,
      name: displayName(typeof token.name === "string" ? token.name : body.name, token.email),
      email: token.email ?? "",
      referral: body.referral,
    });
    await startSession(auth, res, body.idToken);
    // A referral counts once the new user's email is confirmed; a fresh sign-in carries the claim.
    await countReferral({ store, auth, now, billing }, profile, token.email_verified === true);
    return { message: "Welcome back.", user: toUserData(await withEffectivePlan(store, profile)) };
  },

  async register({ store, auth }, req) {
    const body = parseBody(rootRequestSchemas.register, req.body);
    await assertReferralExists(store, body.referral);
    const user = await createAuthUser(auth, body);
    try {
      const profile = await ensureProfile(store, { uid: user.uid, name: body.name, email: body.email, referral: body.referral });
      return { message: "Your account is ready.", user: toUserData(profile) };
    } catch (error) {
      // No half-made accounts: without a profile the sign-up did not happen.
      await auth.deleteUser(user.uid).catch(() => undefined);
      throw error;
    }
  },

  async logout({ auth }, req, res) {
    // Signing out ends every session of the account, not just this browser's cookie.
    const caller = await findCaller(auth, req);
    if (caller) await auth.revokeRefreshTokens(caller.uid);
    endSession(res);
    return { message: "You are signed out." };
  },

  async getPricing({ store }, req): Promise<PricingReply> {
    parseBody(rootRequestSchemas.getPricing, req.body);
    return { plans: await listPlans(store) };
  },

  async getUserData(deps, req) {
    parseBody(rootRequestSchemas.getUserData, req.body);
    const caller = await requireCaller(deps.auth, req);
    return userDataOf(deps, caller, await getProfile(deps.store, caller.uid));
  },

  async createSignInLink({ store, auth, now }, req): Promise<SignInLink> {
    parseBody(rootRequestSchemas.createSignInLink, req.body);
    const caller = await requireCaller(auth, req);
    const { code, expiresAt } = await createSignInCode(store, caller.uid, now());
    return { path: `/login?code=${encodeURIComponent(code)}`, expiresAt: expiresAt.toISOString() };
  },
};

async function createAuthUser(auth: ApiDeps["auth"], body: { name: string; email: string; password: string }) {
  try {
    return await auth.createUser({ email: body.email, password: body.password, displayName: body.name });
  } catch (error) {
    if (error instanceof FirebaseAuthError) {
      if (error.code === "auth/email-already-exists") {
        throw new AppError("already-exists", "An account with this email already exists. Sign in instead.", { email: "An account with this email already exists." });
      }
      if (error.code === "auth/invalid-email") throw new AppError("invalid-argument", "Invalid email", { email: "Invalid email" });
      if (error.code === "auth/invalid-password") {
        throw new AppError("invalid-argument", "Must be 8+ chars, include letter, number & special char", { password: "Must be 8+ chars, include letter, number & special char" });
      }
    }
    throw error;
  }
}
