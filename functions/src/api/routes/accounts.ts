import type { rootEndpoints } from "@berea/contracts/api";
import type { SignInLink } from "@berea/contracts/auth";
import { maskEmail, type AccountHint, type SignInCodePreview } from "@berea/contracts/sign-in-code";
import { FirebaseAuthError } from "firebase-admin/auth";
import { withEffectivePlan } from "../../family/effective-plan.ts";
import { AppError } from "../../lib/app-error.ts";
import { en } from "../../lib/messages/en.ts";
import { msg } from "../../lib/messages/message.ts";
import { countReferralOnVisit } from "../../referrals/referrals.ts";
import { assertReferralExists, ensureProfile, getProfile, toUserData } from "../../users/profiles.ts";
import { createSignInCode, previewSignInCode, redeemSignInCode, revokeSignInCodes } from "../../users/sign-in-codes.ts";
import { displayName, userDataOf } from "../../users/user-data.ts";
import { userTimeZone } from "../../users/user-day.ts";
import { meterCost } from "../../store/cost-meter.ts";
import { isEmailVerified } from "../../users/email-verification.ts";
import type { ApiDeps } from "../deps.ts";
import type { AreaHandlers } from "../mount.ts";
import { endSession, startSession, verifyFreshSignIn } from "../session.ts";

/** The root area's handlers but getPricing: signing up, in and out, and the caller's own profile. */
export type AccountHandlers = Omit<AreaHandlers<typeof rootEndpoints>, "getPricing">;

/**
 * The root area's sign-in and profile handlers (routes/root.ts has the area),
 * loaded with the first call that needs them: they bring the profile's
 * schemas and the session code, which getPricing has no use for.
 */
export function accountHandlers(deps: ApiDeps): AccountHandlers {
  const { store, auth, now, billing } = deps;
  return {
    async login(request, { res }) {
      const token = await verifyFreshSignIn(auth, request.idToken, now());
      const profile = await ensureProfile(store, {
        uid: token.uid,
        name: displayName(typeof token.name === "string" ? token.name : request.name, token.email),
        email: token.email ?? "",
        referral: request.referral,
        timeZone: request.timeZone,
      }, now());
      // A profile made by register has no zone yet: the browser's, sent with this first sign-in, becomes the account's.
      if (profile.timeZone === null && request.timeZone !== undefined) await userTimeZone(store, profile, request.timeZone);
      await startSession(auth, res, request.idToken);
      // A referral counts once the new user's email is confirmed; a fresh sign-in carries the claim.
      await countReferralOnVisit({ store, auth, now, billing }, profile, token.email_verified === true);
      return { message: msg("said.welcomeBack"), user: { ...toUserData(await withEffectivePlan(store, profile)), emailVerified: token.email_verified === true } };
    },

    /**
     * Creates the account, or does nothing for an email that already has
     * one, and answers both the same way, in the same time and at the same
     * reported cost (no account enumeration): the reply, its status and
     * headers never say which happened. The browser then signs in with the
     * password, which opens a new account, or an existing one only for its
     * owner.
     */
    async register(request) {
      const started = performance.now();
      await assertReferralExists(store, request.referral);
      const user = await createAuthUser(auth, request);
      if (user) {
        try {
          // Metered apart: X-Store-Cost is the same whether or not an account was made.
          await meterCost(() => ensureProfile(store, { uid: user.uid, name: request.name, email: request.email, referral: request.referral }, now()));
        } catch (error) {
          // No half-made accounts: without a profile the sign-up did not happen.
          await auth.deleteUser(user.uid).catch(() => undefined);
          throw error;
        }
      }
      await waitUntil(started + (deps.registerReplyFloorMs ?? registerReplyFloorMs));
      return { message: msg("said.registered") };
    },

    async logout(_request, { res, findCaller }) {
      // Signing out ends every session of the account, not just this browser's cookie, and every sign-in link it made.
      const caller = await findCaller();
      if (caller) await Promise.all([auth.revokeRefreshTokens(caller.uid), revokeSignInCodes(store, caller.uid)]);
      endSession(res);
      return { message: msg("said.signedOut") };
    },

    async getUserData(_request, { caller }) {
      return userDataOf(deps, caller, await getProfile(store, caller.uid));
    },

    async createSignInLink(_request, { caller }): Promise<SignInLink> {
      const { code, expiresAt } = await createSignInCode(store, caller.uid, now());
      return { path: `/login?code=${encodeURIComponent(code)}`, expiresAt: expiresAt.toISOString() };
    },

    /** Whose account a code opens, and who this browser is signed in as: the page asks before it redeems the code. */
    async previewSignInCode({ code }, { findCaller }): Promise<SignInCodePreview> {
      const [{ uid, expiresAt }, caller] = await Promise.all([previewSignInCode(store, code, now()), findCaller()]);
      const profile = await getProfile(store, uid);
      if (!profile) throw new AppError("not-found", msg("auth.linkAccountGone"));
      const current = caller && caller.uid !== uid ? await getProfile(store, caller.uid) : null;
      return {
        account: accountHint(profile),
        signedInAs: caller ? accountHint(current ?? (caller.uid === uid ? profile : { name: caller.name ?? "", email: caller.email ?? "" })) : null,
        sameAccount: caller?.uid === uid,
        expiresAt: expiresAt.toISOString(),
      };
    },

    async emailVerification(_request, { caller }) {
      if (await isEmailVerified(auth, caller)) return { emailVerified: true };
      return { emailVerified: false, token: await auth.createCustomToken(caller.uid) };
    },

    /** Exchanges a one-time sign-in code for a Firebase custom token; the browser signs in with it and then calls `login`. */
    async registerCode({ code }) {
      const uid = await redeemSignInCode(store, code, now());
      if (!(await getProfile(store, uid))) throw new AppError("not-found", msg("auth.linkAccountGone"));
      return { message: msg("said.signingIn"), token: await auth.createCustomToken(uid) };
    },
  };
}

/** What `register` answers in English, whether the email was new or not (in Spanish for Accept-Language: es, the same either way too). */
export const registeredMessage = en["said.registered"];

/**
 * The least time `register` takes to answer: longer than making an account
 * and its profile usually takes, so a reply for an email that already has an
 * account (which makes nothing) comes no sooner than one that made it.
 */
export const registerReplyFloorMs = 1000;

const waitUntil = (deadline: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, deadline - performance.now())));

/** The new Auth user, or null when the email already has an account (which the caller must not reveal). */
const accountHint = (account: { name: string; email: string }): AccountHint => ({ name: account.name, email: maskEmail(account.email) });

async function createAuthUser(auth: ApiDeps["auth"], body: { name: string; email: string; password: string }) {
  try {
    return await auth.createUser({ email: body.email, password: body.password, displayName: body.name });
  } catch (error) {
    if (error instanceof FirebaseAuthError) {
      if (error.code === "auth/email-already-exists") return null;
      if (error.code === "auth/invalid-email") throw new AppError("invalid-argument", msg("auth.invalidEmail"), { email: msg("auth.invalidEmail") });
      if (error.code === "auth/invalid-password") {
        throw new AppError("invalid-argument", msg("auth.weakPassword"), { password: msg("auth.weakPassword") });
      }
    }
    throw error;
  }
}
