import { errorMessage } from "../../lib/api-client.ts";

/** Firebase Auth error codes in words a person understands. */
const messages: Record<string, string> = {
  "auth/invalid-credential": "The email or password is not right.",
  "auth/wrong-password": "The email or password is not right.",
  "auth/user-not-found": "The email or password is not right.",
  "auth/invalid-email": "Enter a valid email",
  "auth/user-disabled": "This account has been turned off. Contact us if you think this is a mistake.",
  "auth/too-many-requests": "Too many attempts. Please wait a few minutes and try again.",
  "auth/email-already-in-use": "An account with this email already exists. Sign in instead.",
  "auth/sign-up-not-opened": "We could not open an account with this email and password. If you already have a Berea account, sign in, or reset your password.",
  "auth/popup-closed-by-user": "The Google window was closed before you finished signing in.",
  "auth/popup-blocked": "Your browser blocked the Google sign-in window. Allow pop-ups for this site and try again.",
  "auth/network-request-failed": "Could not reach the sign-in service. Check your connection and try again.",
  "auth/internal-error": "Google sign-in is not available right now. Please try again, or use your email and password.",
  "auth/unauthorized-domain": "Google sign-in is not set up for this address.",
  "auth/web-storage-unsupported": "Your browser blocks the storage sign-in needs. Turn off private mode or allow site data.",
  "auth/invalid-custom-token": "This sign-in link is not valid any more.",
  "auth/weak-password": "Must be 8+ chars, include letter, number & special char",
};

const codeOf = (error: unknown): string | undefined =>
  typeof error === "object" && error !== null && "code" in error && typeof error.code === "string" ? error.code : undefined;

/** True for errors that need no message, such as a popup replaced by a newer one. */
export function isSilentAuthError(error: unknown): boolean {
  return codeOf(error) === "auth/cancelled-popup-request";
}

export function authErrorMessage(error: unknown): string {
  const code = codeOf(error);
  if (code?.startsWith("auth/")) return messages[code] ?? "Sign-in failed. Please try again.";
  return errorMessage(error);
}
