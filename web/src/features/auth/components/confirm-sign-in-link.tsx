import type { SignInCodePreview } from "@berea/contracts/sign-in-code";
import { AuthCard } from "./auth-card.tsx";
import styles from "./auth-card.module.css";

/**
 * The step before a one-time sign-in link signs this browser in: whose
 * account it opens, who is signed in here now, and a plain warning about
 * links sent by someone else (what is done next would be saved in their
 * account, for them to read).
 */
export function ConfirmSignInLink({ preview, onConfirm, onCancel }: { preview: SignInCodePreview; onConfirm: () => void; onCancel: () => void }) {
  const { account, signedInAs } = preview;
  return (
    <AuthCard title="Sign in with this link?" lead="Check whose account it is first.">
      <div className={styles.confirm}>
        <p>
          This link signs this browser in to the account of <strong>{account.name}</strong> ({account.email}).
        </p>
        {signedInAs ? (
          <p>
            You are signed in here as <strong>{signedInAs.name}</strong> ({signedInAs.email}). Continuing signs you out of that account.
          </p>
        ) : null}
        <p className={styles.warning}>
          Only continue if you made this link yourself. If someone else sent it to you, cancel: whatever you write after signing in would be saved in their account, where
          they can read it.
        </p>
        <button type="button" className="btn btn-primary btn-block" onClick={onConfirm}>
          Continue as {account.name}
        </button>
        <button type="button" className="btn btn-ghost btn-block" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </AuthCard>
  );
}
