import { isFamilyCode } from "@berea/contracts/family";

/**
 * A Family invite opened as `/register?code=FAM-…` or `/login?code=FAM-…`
 * is kept for this tab while the person signs up or in, then offered on the
 * Family page's join step (joining asks for consent there). The
 * spec's `code` parameter also carries one-time sign-in codes; Family codes
 * start with `FAM-` and are 12 characters, sign-in codes are 32 base64url
 * characters, so `isFamilyCode` never mistakes one for the other.
 */
const key = "berea.pendingFamilyCode";

export function rememberFamilyCode(code: string): void {
  try {
    window.sessionStorage.setItem(key, code.trim().toUpperCase());
  } catch {
    // Storage can be disabled; the person can still join from /family with the code.
  }
}

export function pendingFamilyCode(): string | null {
  try {
    const code = window.sessionStorage.getItem(key);
    return isFamilyCode(code) ? code : null;
  } catch {
    return null;
  }
}

export function forgetFamilyCode(): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // See rememberFamilyCode.
  }
}
