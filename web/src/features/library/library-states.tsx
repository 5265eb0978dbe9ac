import { errorMessage } from "../../lib/api-client.ts";
import styles from "./library.module.css";

/** A quiet waiting line while the catalogue, a chapter or an article loads. */
export function LibraryLoading({ label }: { label: string }) {
  return (
    <div className={styles.loading} role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

/** Something went wrong loading: the server's words and a way to try again. */
export function LibraryProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className={`card ${styles.problem}`} role="alert">
      <p>{errorMessage(error)}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
