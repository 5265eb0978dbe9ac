import styles from "./pending-text.module.css";

/**
 * Text held open until the reader's own value arrives: as wide as a typical
 * one and hidden from assistive technology, so a prerendered page keeps its
 * layout when the data lands. `label` is read out instead, if given.
 */
export function PendingText({ like, label }: { like: string; label?: string }) {
  return (
    <>
      <span className={styles.pending} aria-hidden="true">
        {like}
      </span>
      {label ? <span className="visually-hidden">{label}</span> : null}
    </>
  );
}
