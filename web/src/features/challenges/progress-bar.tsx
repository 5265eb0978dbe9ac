import type { ChallengeProgress } from "@berea/contracts/challenges";
import { CheckCircle2 } from "lucide-react";
import { useChallengesT } from "./i18n.ts";
import styles from "./challenges.module.css";

/** A member's progress: the bar, "3 of 7", and Done once the goal was reached. */
export function ProgressBar({ progress, label, unit }: { progress: ChallengeProgress; label: string; unit: string }) {
  const { t } = useChallengesT();
  const done = Math.min(progress.done, progress.goal);
  return (
    <div className={styles.progressRow}>
      <progress className={`meter ${styles.progress}`} max={Math.max(progress.goal, 1)} value={done} aria-label={label} />
      <span className={styles.progressText}>
        {progress.completed ? (
          <span className={styles.done}>
            <CheckCircle2 size={16} aria-hidden="true" /> {t("progress.done")}
          </span>
        ) : (
          t("progress.count", { done, goal: progress.goal, unit })
        )}
      </span>
    </div>
  );
}
