import type { Auth } from "firebase-admin/auth";
import { AppError } from "../lib/app-error.ts";
import { msg, type ServerMessage } from "../lib/messages/message.ts";

/** Who is asking, as far as their email goes: the uid and the session's `email_verified` claim. */
export interface EmailClaim {
  uid: string;
  /** The claim in the verified session (a session cookie keeps the value from its sign-in). */
  emailVerified: boolean;
}

/**
 * Whether the user's email address is confirmed now. The session's claim is
 * trusted when it says yes (an address once confirmed stays so until it
 * changes, which signs the user in again); when it says no, the Auth user
 * is read (one Auth lookup), so a link opened after the session began counts
 * at once rather than at the next sign-in.
 */
export async function isEmailVerified(auth: Auth, who: EmailClaim): Promise<boolean> {
  if (who.emailVerified) return true;
  try {
    return (await auth.getUser(who.uid)).emailVerified;
  } catch {
    return false;
  }
}

/** What waits for a confirmed address, for the message that says so. */
export type VerifiedAction = "share prayer requests" | "invite people to your Family plan" | "join a Family plan";

/**
 * Refuses an action until the user's email is confirmed: 403 with code
 * `email-not-verified`, which the web app answers with a way to send the
 * link again.
 */
export async function requireVerifiedEmail(auth: Auth, who: EmailClaim, action: VerifiedAction): Promise<void> {
  if (await isEmailVerified(auth, who)) return;
  throw new AppError("email-not-verified", confirmFirst[action]);
}

const confirmFirst: Record<VerifiedAction, ServerMessage> = {
  "share prayer requests": msg("auth.confirmEmailSharePrayer"),
  "invite people to your Family plan": msg("auth.confirmEmailInviteFamily"),
  "join a Family plan": msg("auth.confirmEmailJoinFamily"),
};
