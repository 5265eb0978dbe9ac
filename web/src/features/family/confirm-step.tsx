import type { ReactNode } from "react";
import styles from "./family.module.css";

/** A question asked before a change that cannot be taken back: what happens, then a yes and a no. */
export function ConfirmStep({
  question,
  children,
  confirmLabel,
  cancelLabel,
  pending,
  onConfirm,
  onCancel,
}: {
  /** The group's name for screen readers, such as "Remove Eunice?". */
  question: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <div className={styles.confirm} role="group" aria-label={question}>
      <p>{children}</p>
      <div className={styles.inviteActions}>
        <button type="button" className="btn btn-primary" disabled={pending} aria-busy={pending} onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </div>
  );
}
