import { familyInviteRequestSchema, type FamilyInvite, type FamilyOverview } from "@berea/contracts/family";
import { Copy, Link as LinkIcon, X } from "lucide-react";
import { useState } from "react";
import toast from "react-hot-toast";
import { FormField } from "../../components/form-field.tsx";
import { EmailConfirmationNotice } from "../../components/email-confirmation-notice.tsx";
import { errorMessage } from "../../lib/api-client.ts";
import { needsEmailConfirmation } from "../../lib/api-error.ts";
import { formatterFor } from "../../lib/i18n/format.ts";
import { useKnownMessage } from "../../lib/i18n/validation.ts";
import { useCreateInvite, useRevokeInvite } from "./api/family-actions.ts";
import { copyText } from "../../lib/copy-text.ts";
import { inOwnWords } from "../../lib/i18n/server-words.ts";
import { useFamilyT } from "./i18n.ts";
import styles from "./family.module.css";

const absolute = (path: string) => new URL(path, window.location.origin).toString();

/** The owner's invites: make one (a code and links), copy it, or withdraw it. */
export function InvitePanel({ overview }: { overview: FamilyOverview }) {
  const [email, setEmail] = useState("");
  const [child, setChild] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The server's words when this waits for a confirmed email address.
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const create = useCreateInvite();
  const { t } = useFamilyT();
  const known = useKnownMessage();
  const full = overview.members.length >= overview.maxMembers;

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = familyInviteRequestSchema.safeParse({ email, child });
    if (!parsed.success) {
      setProblem(known(parsed.error.issues[0]?.message) ?? t("invite.checkEmail"));
      return;
    }
    setProblem(null);
    create.mutate(
      { email, child },
      {
        onSuccess: (invite) => {
          setEmail("");
          setChild(false);
          toast.success(t("invite.ready", { code: invite.code }));
        },
        onError: (error) => (needsEmailConfirmation(error) ? setUnconfirmed(errorMessage(error)) : setProblem(known(errorMessage(error)) ?? null)),
      },
    );
  }

  return (
    <section aria-labelledby="invite-title" className={styles.section}>
      <h2 id="invite-title">{t("invite.title")}</h2>
      {full ? (
        <p className={styles.muted}>{t("invite.full", { max: overview.maxMembers })}</p>
      ) : (
        <form noValidate onSubmit={submit} className={`card ${styles.inviteForm}`}>
          {unconfirmed ? <EmailConfirmationNotice message={unconfirmed} /> : null}
          <FormField
            label={t("invite.email")}
            type="email"
            autoComplete="off"
            value={email}
            error={problem ?? undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
          <label className={styles.check}>
            <input type="checkbox" checked={child} onChange={(event) => setChild(event.target.checked)} />
            {t("invite.child")}
          </label>
          <button type="submit" className="btn btn-primary" disabled={create.isPending} aria-busy={create.isPending}>
            {create.isPending ? <span className="spinner" aria-hidden="true" /> : null}
            {t("invite.create")}
          </button>
        </form>
      )}
      {overview.invites.length > 0 ? (
        <>
          <h3 className={styles.subTitle}>{t("invite.waiting")}</h3>
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
  const { t, i18n } = useFamilyT();
  return (
    <div className={`card ${styles.invite}`}>
      <div>
        <p className={styles.code}>{invite.code}</p>
        <p className={styles.muted}>
          {invite.email ? t("invite.for", { email: invite.email }) : ""}
          {invite.child ? t("invite.childAccount") : ""}
          {t("invite.works", { date: formatterFor(i18n.language).date(new Date(invite.expiresAt), t("dates.medium")) })}
        </p>
      </div>
      <div className={styles.inviteActions}>
        <button type="button" className="btn btn-secondary" onClick={() => void copyText(absolute(invite.registerPath), t("invite.signUpCopied"))}>
          <LinkIcon size={16} strokeWidth={1.5} aria-hidden="true" /> {t("invite.copySignUp")}
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => void copyText(absolute(invite.loginPath), t("invite.signInCopied"))}>
          <LinkIcon size={16} strokeWidth={1.5} aria-hidden="true" /> {t("invite.copySignIn")}
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => void copyText(invite.code, t("invite.codeCopied"))}>
          <Copy size={16} strokeWidth={1.5} aria-hidden="true" /> {t("invite.copyCode")}
        </button>
        <button
          type="button"
          className="btn btn-ghost"
          disabled={revoke.isPending}
          aria-label={t("invite.withdrawLabel", { code: invite.code })}
          onClick={() =>
            revoke.mutate(invite.code, {
              onSuccess: (reply) => toast.success(inOwnWords(i18n.language, reply.message, t("invite.withdrawn"))),
              onError: (error) => toast.error(errorMessage(error)),
            })
          }
        >
          <X size={16} strokeWidth={1.5} aria-hidden="true" /> {t("invite.withdraw")}
        </button>
      </div>
    </div>
  );
}
