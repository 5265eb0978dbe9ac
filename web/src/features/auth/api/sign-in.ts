import { rootEndpoints } from "@berea/contracts/api";
import { type AuthReply, type SignInForm, type SignUpForm } from "@berea/contracts/auth";
import type { SignInCodePreview } from "@berea/contracts/sign-in-code";
import { callApi } from "../../../lib/api-client.ts";
import { loadFirebaseAuth } from "../../../lib/firebase-auth.ts";

/**
 * How the browser signs in (documented in docs/ARCHITECTURE.md): Firebase
 * Auth proves who the person is, then `login` turns the fresh ID token into
 * the session cookie and creates the profile on first sign-in.
 */
async function startSession(idToken: string, extra: { referral?: string | undefined; name?: string | undefined } = {}): Promise<AuthReply> {
  // The browser's time zone becomes the account's at sign-up (the server never takes it from a later sign-in).
  return callApi(rootEndpoints.login, { idToken, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone, ...extra });
}

export async function signInWithPassword({ email, password }: SignInForm): Promise<AuthReply> {
  const { auth, sdk } = await loadFirebaseAuth();
  const credential = await sdk.signInWithEmailAndPassword(auth, email, password);
  return startSession(await credential.user.getIdToken());
}

/**
 * Signs up, signs in, and asks Firebase Auth to email an address
 * confirmation link (Firebase sends it; the Auth emulator logs it). A
 * referral counts once the address is confirmed (functions/src/referrals/).
 */
export async function signUpWithPassword(form: SignUpForm): Promise<AuthReply> {
  // register answers alike whether or not the email already had an account (no account enumeration).
  await callApi(rootEndpoints.register, { ...form, referral: form.referral || undefined });
  const { auth, sdk } = await loadFirebaseAuth();
  let credential: Awaited<ReturnType<typeof sdk.signInWithEmailAndPassword>>;
  try {
    credential = await sdk.signInWithEmailAndPassword(auth, form.email.trim(), form.password);
  } catch (error) {
    // The email had an account already, with another password: say what to do, in words that fit either case.
    if (typeof error === "object" && error !== null && "code" in error && (error.code === "auth/invalid-credential" || error.code === "auth/wrong-password")) {
      // auth-errors.ts words it.
      throw Object.assign(new Error("The new password did not open the account."), { code: "auth/sign-up-not-opened" });
    }
    throw error;
  }
  // Not awaited, and a failure costs nothing: the account works without it.
  sdk.sendEmailVerification(credential.user, { url: `${window.location.origin}/dashboard` }).catch(() => undefined);
  return startSession(await credential.user.getIdToken());
}

export async function signInWithGoogle(options: { referral?: string | undefined } = {}): Promise<AuthReply> {
  const { auth, sdk } = await loadFirebaseAuth();
  const credential = await sdk.signInWithPopup(auth, new sdk.GoogleAuthProvider());
  return startSession(await credential.user.getIdToken(), {
    referral: options.referral || undefined,
    name: credential.user.displayName ?? undefined,
  });
}

/** Whose account a one-time `code` opens, and who this browser is signed in as; the code stays unused. */
export function previewSignInLink(code: string): Promise<SignInCodePreview> {
  return callApi(rootEndpoints.previewSignInCode, { code });
}

/** Exchanges a one-time `code` from a link for a session. */
export async function signInWithCode(code: string): Promise<AuthReply> {
  const { token } = await callApi(rootEndpoints.registerCode, { code });
  if (!token) throw new Error("Login Failed");
  const { auth, sdk } = await loadFirebaseAuth();
  const credential = await sdk.signInWithCustomToken(auth, token);
  return startSession(await credential.user.getIdToken());
}

export async function sendPasswordReset(email: string): Promise<void> {
  const { auth, sdk } = await loadFirebaseAuth();
  try {
    await sdk.sendPasswordResetEmail(auth, email, { url: `${window.location.origin}/login` });
  } catch (error) {
    // Saying whether an address has an account would let anyone probe for accounts.
    if (typeof error === "object" && error !== null && "code" in error && error.code === "auth/user-not-found") return;
    throw error;
  }
}
