import styles from "./reading-plans.module.css";

/** How far through a plan the user is: a bar and the words for it. */
export function PlanProgress({ title, done, total }: { title: string; done: number; total: number }) {
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  return (
    <div className={styles.progress}>
      <div
        className={styles.progressTrack}
        role="progressbar"
        aria-label={`Progress in ${title}`}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={`${done} of ${total} days read`}
      >
        <div className={styles.progressFill} style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.progressText}>
        <strong>
          {done} of {total}
        </strong>{" "}
        days read <span className={styles.muted}>({percent}%)</span>
      </p>
    </div>
  );
}
