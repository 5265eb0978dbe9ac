import { errorMessage } from "../lib/api-client.ts";
import { useCommonT } from "../lib/i18n/common.ts";
import { PendingText } from "./pending-text.tsx";
import styles from "./load-states.module.css";

/**
 * A quiet waiting line while a page's content loads: a spinner and what is coming. `short` for a small
 * part; `screen` for a page's main content, which then holds a screen's height
 * so the footer and anything after it start below the fold and do not move
 * when the content arrives.
 */
export function LoadingState({ label, short = false, screen = false }: { label: string; short?: boolean; screen?: boolean }) {
  return (
    <div className={styles.loading} data-size={screen ? "screen" : short ? "short" : undefined} role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

/**
 * A page's main content held open while it loads, a screen tall as `LoadingState screen`, with bars the
 * shape of text where its words will be. A prerendered page paints it with its heading, and it is larger
 * than any one paragraph that arrives in its place, so the page's largest paint (LCP) is that first paint,
 * not the API's reply; nothing moves when the content lands. The bars are `label` repeated (hidden from
 * assistive technology, which reads `label` once).
 */
export function HeldContent({ label }: { label: string }) {
  return (
    <div className={styles.held} role="status">
      <p className={styles.heldText}>
        <PendingText like={Array.from({ length: heldRepeats }, () => label).join(" ")} label={label} />
      </p>
    </div>
  );
}

/** Enough of the label to reach below a phone's screen from where a page's content starts. */
const heldRepeats = 24;

/** Something went wrong loading: the server's words and a way to try again. */
export function LoadProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useCommonT();
  return (
    <div className={`card ${styles.problem}`} role="alert">
      <p>{errorMessage(error)}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {t("loadProblem.retry")}
      </button>
    </div>
  );
}

/** The same inside a card that keeps its own heading (the signed-in home's cards): the server's words and a way to try again. */
export function CardLoadProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useCommonT();
  return (
    <>
      <p className="field-error">{errorMessage(error)}</p>
      <button type="button" className="btn btn-secondary" onClick={onRetry}>
        {t("loadProblem.retry")}
      </button>
    </>
  );
}
