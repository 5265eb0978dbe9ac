import type { SignInPageProps } from "../../features/auth/use-auth-actions.ts";
import { paths } from "../../config/paths.ts";
import { FamilyInviteNote } from "../../features/family/family-invite-note.tsx";
import { useFamilyInviteCode } from "../../features/family/use-family-invite-code.ts";

/**
 * A Family invite on the sign-in and sign-up pages (`?code=FAM-…`, or one kept
 * from earlier in the tab): the note above the form, and the Family page's
 * join step right after the sign-in, which says what the owner will see and
 * joins only when the person agrees.
 */
export function useFamilyInvite(): SignInPageProps {
  const code = useFamilyInviteCode();
  return { notice: code ? <FamilyInviteNote code={code} /> : null, destination: code ? paths.family : undefined };
}
