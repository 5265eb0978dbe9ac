import type { SignInPageProps } from "../../features/auth/use-auth-actions.ts";
import { FamilyInviteNote } from "../../features/family/family-invite-note.tsx";
import { redeemPendingFamilyCode } from "../../features/family/pending-family-code.ts";
import { useFamilyInviteCode } from "../../features/family/use-family-invite-code.ts";

/**
 * A Family invite on the sign-in and sign-up pages (`?code=FAM-…`, or one kept
 * from earlier in the tab): the note above the form, and joining right after
 * the sign-in.
 */
export function useFamilyInvite(): SignInPageProps {
  const code = useFamilyInviteCode();
  return { notice: code ? <FamilyInviteNote code={code} /> : null, afterSignIn: redeemPendingFamilyCode };
}
