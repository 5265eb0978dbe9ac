import { errorMessage } from "../../lib/api-client.ts";
import styles from "./reading-plans.module.css";

/** A quiet waiting line while plans load. */
export function PlansLoading({ label }: { label: string }) {
  return (
    <div className={styles.loading} role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

/** Something went wrong loading: the server's words and a way to try again. */
export function PlansProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className={`card ${styles.problem}`} role="alert">
      <p>{errorMessage(error)}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
