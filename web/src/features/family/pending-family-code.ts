import { isFamilyCode } from "@berea/contracts/family";
import toast from "react-hot-toast";
import { errorMessage } from "../../lib/api-client.ts";
import { joinFamily } from "./api/family-actions.ts";

/**
 * A Family invite opened as `/register?code=FAM-…` or `/login?code=FAM-…`
 * is kept for this tab while the person signs up or in, then redeemed. The
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

function forgetFamilyCode(): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // See rememberFamilyCode.
  }
}

/** After a sign-in: joins the family of a kept invite, once, and says how it went. */
export async function redeemPendingFamilyCode(): Promise<boolean> {
  const code = pendingFamilyCode();
  if (!code) return false;
  forgetFamilyCode();
  try {
    const reply = await joinFamily(code);
    toast.success(reply.message);
    return true;
  } catch (error) {
    toast.error(`We could not add you to the Family plan. ${errorMessage(error)}`);
    return false;
  }
}
