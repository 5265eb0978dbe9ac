import { errorMessage } from "../../lib/api-client.ts";
import { useKnownMessage } from "../../lib/i18n/validation.ts";
import type english from "../../lib/i18n/locales/en/auth.json";
import { useAuthT } from "./i18n.ts";

type AuthErrorKey = keyof typeof english.errors;

/** Firebase Auth error codes in words a person understands (`auth.errors` in the reader's language). */
const keys: Record<string, AuthErrorKey> = {
  "auth/invalid-credential": "badCredentials",
  "auth/wrong-password": "badCredentials",
  "auth/user-not-found": "badCredentials",
  "auth/invalid-email": "invalidEmail",
  "auth/user-disabled": "disabled",
  "auth/too-many-requests": "tooManyRequests",
  "auth/email-already-in-use": "emailInUse",
  "auth/sign-up-not-opened": "signUpNotOpened",
  "auth/popup-closed-by-user": "popupClosed",
  "auth/popup-blocked": "popupBlocked",
  "auth/network-request-failed": "network",
  "auth/internal-error": "googleUnavailable",
  "auth/unauthorized-domain": "unauthorizedDomain",
  "auth/web-storage-unsupported": "storage",
  "auth/invalid-custom-token": "invalidLink",
  "auth/weak-password": "weakPassword",
};

const codeOf = (error: unknown): string | undefined =>
  typeof error === "object" && error !== null && "code" in error && typeof error.code === "string" ? error.code : undefined;

/** True for errors that need no message, such as a popup replaced by a newer one. */
export function isSilentAuthError(error: unknown): boolean {
  return codeOf(error) === "auth/cancelled-popup-request";
}

/** What a failed sign-in says: a Firebase Auth code in the reader's language, a server refusal listed in `common.validation` translated, else the server's words. */
export function useAuthErrorMessage(): (error: unknown) => string {
  const { t } = useAuthT();
  const known = useKnownMessage();
  return (error) => {
    const code = codeOf(error);
    if (code?.startsWith("auth/")) return t(`errors.${keys[code] ?? "other"}`);
    return known(errorMessage(error)) ?? errorMessage(error);
  };
}
