import { familyInviteRequestSchema, type FamilyInvite, type FamilyOverview } from "@berea/contracts/family";
import { Copy, Link as LinkIcon, X } from "lucide-react";
import { useState } from "react";
import toast from "react-hot-toast";
import { FormField } from "../../components/form-field.tsx";
import { EmailConfirmationNotice } from "../../components/email-confirmation-notice.tsx";
import { errorMessage } from "../../lib/api-client.ts";
import { needsEmailConfirmation } from "../../lib/api-error.ts";
import { useCreateInvite, useRevokeInvite } from "./api/family-actions.ts";
import { copyText } from "../../lib/copy-text.ts";
import styles from "./family.module.css";

const shortDate = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });
const absolute = (path: string) => new URL(path, window.location.origin).toString();

/** The owner's invites: make one (a code and links), copy it, or withdraw it. */
export function InvitePanel({ overview }: { overview: FamilyOverview }) {
  const [email, setEmail] = useState("");
  const [child, setChild] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The server's words when this waits for a confirmed email address.
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const create = useCreateInvite();
  const full = overview.members.length >= overview.maxMembers;

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = familyInviteRequestSchema.safeParse({ email, child });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? "Check the email.");
      return;
    }
    setProblem(null);
    create.mutate(
      { email, child },
      {
        onSuccess: (invite) => {
          setEmail("");
          setChild(false);
          toast.success(`Invite ${invite.code} is ready. Copy the link or the code and send it.`);
        },
        onError: (error) => (needsEmailConfirmation(error) ? setUnconfirmed(errorMessage(error)) : setProblem(errorMessage(error))),
      },
    );
  }

  return (
    <section aria-labelledby="invite-title" className={styles.section}>
      <h2 id="invite-title">Invite someone</h2>
      {full ? (
        <p className={styles.muted}>All {overview.maxMembers} places are taken. Remove someone below to invite another.</p>
      ) : (
        <form noValidate onSubmit={submit} className={`card ${styles.inviteForm}`}>
          {unconfirmed ? <EmailConfirmationNotice message={unconfirmed} /> : null}
          <FormField
            label="Their email (optional, a note for you)"
            type="email"
            autoComplete="off"
            value={email}
            error={problem ?? undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
          <label className={styles.check}>
            <input type="checkbox" checked={child} onChange={(event) => setChild(event.target.checked)} />
            This is a child's account (chat and 'Attempted by' start off)
          </label>
          <button type="submit" className="btn btn-primary" disabled={create.isPending} aria-busy={create.isPending}>
            {create.isPending ? <span className="spinner" aria-hidden="true" /> : null}
            Create invite
          </button>
        </form>
      )}
      {overview.invites.length > 0 ? (
        <>
          <h3 className={styles.subTitle}>Waiting to be used</h3>
          <ul className={styles.invites}>
            {overview.invites.map((invite) => (
              <li key={invite.code}>
                <InviteRow invite={invite} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function InviteRow({ invite }: { invite: FamilyInvite }) {
  const revoke = useRevokeInvite();
  return (
    <div className={`card ${styles.invite}`}>
      <div>
        <p className={styles.code}>{invite.code}</p>
        <p className={styles.muted}>
          {invite.email ? `For ${invite.email}. ` : ""}
          {invite.child ? "Child's account. " : ""}Works once, until {shortDate.format(new Date(invite.expiresAt))}.
        </p>
      </div>
      <div className={styles.inviteActions}>
        <button type="button" className="btn btn-secondary" onClick={() => void copyText(absolute(invite.registerPath), "Sign-up link copied.")}>
          <LinkIcon size={16} strokeWidth={1.5} aria-hidden="true" /> Copy sign-up link
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => void copyText(absolute(invite.loginPath), "Sign-in link copied.")}>
          <LinkIcon size={16} strokeWidth={1.5} aria-hidden="true" /> Copy sign-in link
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => void copyText(invite.code, "Code copied.")}>
          <Copy size={16} strokeWidth={1.5} aria-hidden="true" /> Copy code
        </button>
        <button
          type="button"
          className="btn btn-ghost"
          disabled={revoke.isPending}
          aria-label={`Withdraw invite ${invite.code}`}
          onClick={() =>
            revoke.mutate(invite.code, {
              onSuccess: (reply) => toast.success(reply.message),
              onError: (error) => toast.error(errorMessage(error)),
            })
          }
        >
          <X size={16} strokeWidth={1.5} aria-hidden="true" /> Withdraw
        </button>
      </div>
    </div>
  );
}
