import type { SignInCodePreview } from "@berea/contracts/sign-in-code";
import { Trans } from "react-i18next";
import { useAuthT } from "../i18n.ts";
import { AuthCard } from "./auth-card.tsx";
import styles from "./auth-card.module.css";

/**
 * The step before a one-time sign-in link signs this browser in: whose
 * account it opens, who is signed in here now, and a plain warning about
 * links sent by someone else (what is done next would be saved in their
 * account, for them to read).
 */
export function ConfirmSignInLink({ preview, onConfirm, onCancel }: { preview: SignInCodePreview; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useAuthT();
  const { account, signedInAs } = preview;
  return (
    <AuthCard title={t("link.title")} lead={t("link.lead")}>
      <div className={styles.confirm}>
        <p>
          <Trans t={t} i18nKey="link.opens" values={{ name: account.name, email: account.email }} components={{ strong: <strong /> }} />
        </p>
        {signedInAs ? (
          <p>
            <Trans t={t} i18nKey="link.signedInAs" values={{ name: signedInAs.name, email: signedInAs.email }} components={{ strong: <strong /> }} />
          </p>
        ) : null}
        <p className={styles.warning}>{t("link.warning")}</p>
        <button type="button" className="btn btn-primary btn-block" onClick={onConfirm}>
          {t("link.continueAs", { name: account.name })}
        </button>
        <button type="button" className="btn btn-ghost btn-block" onClick={onCancel}>
          {t("link.cancel")}
        </button>
      </div>
    </AuthCard>
  );
}
