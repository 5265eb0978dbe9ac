import { errorMessage } from "../lib/api-client.ts";
import styles from "./load-states.module.css";

/** A quiet waiting line while a page's content loads (`short` where the space it holds is smaller). */
export function LoadingState({ label, short = false }: { label: string; short?: boolean }) {
  return (
    <div className={styles.loading} data-size={short ? "short" : undefined} role="status">
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
