import { MailCheck } from "lucide-react";
import { useId, useState } from "react";
import { errorMessage } from "../lib/api-client.ts";
import { sendEmailConfirmation } from "../lib/email-confirmation.ts";
import { useCommonT } from "../lib/i18n/common.ts";
import styles from "./email-confirmation-notice.module.css";

export interface EmailConfirmationNoticeProps {
  /** What waits for the confirmed address, in the server's words where there are some. */
  message: string;
}

/**
 * An action waits for a confirmed email address: say so, and offer to send
 * the link again. Once it is opened (in any tab), trying the action again
 * works: the server reads the address's state as it is now.
 */
export function EmailConfirmationNotice({ message }: EmailConfirmationNoticeProps) {
  const { t } = useCommonT();
  const titleId = useId();
  const [state, setState] = useState<{ kind: "idle" | "sending" } | { kind: "sent" | "confirmed" | "failed"; text: string }>({ kind: "idle" });

  async function send() {
    setState({ kind: "sending" });
    try {
      const outcome = await sendEmailConfirmation();
      setState(
        outcome === "sent"
          ? { kind: "sent", text: t("emailConfirmation.sent") }
          : { kind: "confirmed", text: t("emailConfirmation.confirmed") },
      );
    } catch (error) {
      setState({ kind: "failed", text: errorMessage(error) });
    }
  }

  return (
    <section className={styles.notice} aria-labelledby={titleId}>
      <MailCheck className={styles.icon} size={22} aria-hidden="true" />
      <div>
        <h3 id={titleId} className={styles.title}>
          {t("emailConfirmation.title")}
        </h3>
        <p className={styles.text}>{message}</p>
        <button type="button" className="btn btn-secondary" onClick={() => void send()} disabled={state.kind === "sending"} aria-busy={state.kind === "sending"}>
          {state.kind === "sending" ? <span className="spinner" aria-hidden="true" /> : null}
          {t("emailConfirmation.send")}
        </button>
        <p className={styles.status} role="status">
          {"text" in state ? state.text : ""}
        </p>
      </div>
    </section>
  );
}
