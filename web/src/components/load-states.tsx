import { errorMessage } from "../lib/api-client.ts";
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

/** Something went wrong loading: the server's words and a way to try again. */
export function LoadProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className={`card ${styles.problem}`} role="alert">
      <p>{errorMessage(error)}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/** The same inside a card that keeps its own heading (the signed-in home's cards): the server's words and a way to try again. */
export function CardLoadProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <>
      <p className="field-error">{errorMessage(error)}</p>
      <button type="button" className="btn btn-secondary" onClick={onRetry}>
        Try again
      </button>
    </>
  );
}
