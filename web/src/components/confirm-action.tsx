import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { errorMessage } from "../lib/api-client.ts";
import { useCommonT } from "../lib/i18n/common.ts";
import styles from "./confirm-action.module.css";

/**
 * A button for a change that cannot be taken back (leaving or stopping
 * something, removing someone, a new code), asked once more before it happens. Focus follows the question: onto
 * the yes when it opens, back to the button when it closes.
 */
export function ConfirmAction({
  label,
  labelForScreenReaders,
  icon,
  question,
  children,
  confirmLabel,
  cancelLabel,
  pending,
  error,
  onConfirm,
  buttonClassName = "btn btn-ghost",
}: {
  label: string;
  /** A fuller name for the button where the list around it gives the rest ("Remove Eunice" for "Remove"). */
  labelForScreenReaders?: string;
  icon?: ReactNode;
  /** Asked in bold, and the group's name for screen readers: "Remove Eunice?". */
  question: string;
  /** What happens if the reader says yes. */
  children: ReactNode;
  confirmLabel: string;
  /** "Cancel" unless told otherwise. */
  cancelLabel?: string;
  pending: boolean;
  /** The last try's failure, shown under the question. */
  error: unknown;
  /** Does the change; `close` puts the question away (call it once the change is done). */
  onConfirm: (close: () => void) => void;
  buttonClassName?: string;
}) {
  const { t } = useCommonT();
  const id = useId();
  const [asking, setAsking] = useState(false);
  const askButton = useRef<HTMLButtonElement>(null);
  const yesButton = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);

  useEffect(() => {
    if (asking) yesButton.current?.focus();
    else if (opened.current) askButton.current?.focus();
    opened.current = asking;
  }, [asking]);

  if (!asking) {
    return (
      <button ref={askButton} type="button" className={buttonClassName} aria-label={labelForScreenReaders} onClick={() => setAsking(true)}>
        {icon}
        {label}
      </button>
    );
  }
  return (
    <div className={styles.confirm} role="group" aria-labelledby={`${id}-question`}>
      <p id={`${id}-question`} className={styles.confirmQuestion}>
        {question}
      </p>
      <p className={styles.confirmDetail}>{children}</p>
      <div className={styles.confirmActions}>
        <button ref={yesButton} type="button" className={`btn ${styles.danger}`} disabled={pending} aria-busy={pending} onClick={() => onConfirm(() => setAsking(false))}>
          {pending ? <span className="spinner" aria-hidden="true" /> : null}
          {confirmLabel}
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => setAsking(false)}>
          {cancelLabel ?? t("confirm.cancel")}
        </button>
      </div>
      {error ? (
        <p className="field-error" role="alert">
          {errorMessage(error)}
        </p>
      ) : null}
    </div>
  );
}
