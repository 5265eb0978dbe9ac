import { flagReasons, questionFlagEndpoints, type FlagReason } from "@berea/contracts/question-flags";
import { useMutation } from "@tanstack/react-query";
import { Flag } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { callApi, errorMessage } from "../../lib/api-client.ts";
import { useKnownMessage } from "../../lib/i18n/validation.ts";
import { useQuizT } from "./i18n.ts";
import styles from "./quiz-results.module.css";

/**
 * "Flag this question" under a reviewed question: why (wrong or unclear)
 * and an optional note, sent to the moderators' queue. Flagging again
 * replaces the earlier flag.
 */
export function FlagQuestion({ attemptId, index }: { attemptId: string; index: number }) {
  const { t } = useQuizT();
  const known = useKnownMessage();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<FlagReason | undefined>();
  const [note, setNote] = useState("");
  const [missing, setMissing] = useState(false);
  const id = useId();
  const flag = useMutation({ mutationFn: (chosen: FlagReason) => callApi(questionFlagEndpoints.flag, { attemptId, index, reason: chosen, note }) });

  if (flag.isSuccess) {
    return (
      <p className={styles.flagDone} role="status">
        {/* The server's thanks, said in the reader's language. */}
        {t("flag.thanks")}
      </p>
    );
  }
  if (!open) {
    return (
      <button type="button" className={`btn btn-ghost ${styles.flagButton}`} onClick={() => setOpen(true)}>
        <Flag size={16} aria-hidden="true" />
        {t("flag.button")}
      </button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setMissing(true);
      return;
    }
    flag.mutate(reason);
  };
  return (
    <form className={styles.flagForm} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <fieldset>
        <legend id={`${id}-title`}>{t("flag.legend", { number: index + 1 })}</legend>
        {flagReasons.map((value) => (
          <label key={value} className={styles.flagReason}>
            <input type="radio" name={`${id}-reason`} value={value} checked={reason === value} onChange={() => setReason(value)} />
            {t(`flag.reason.${value}`)}
          </label>
        ))}
      </fieldset>
      <label className="field">
        <span>{t("flag.note")}</span>
        <textarea className="input" rows={2} maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
      {missing && !reason ? (
        <p className="field-error" role="alert">
          {t("flag.missing")}
        </p>
      ) : null}
      {flag.isError ? (
        <p className="field-error" role="alert">
          {known(errorMessage(flag.error))}
        </p>
      ) : null}
      <div className={styles.flagActions}>
        <button type="submit" className="btn btn-secondary" disabled={flag.isPending}>
          {flag.isPending ? t("flag.sending") : t("flag.send")}
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => setOpen(false)}>
          {t("flag.cancel")}
        </button>
      </div>
    </form>
  );
}
