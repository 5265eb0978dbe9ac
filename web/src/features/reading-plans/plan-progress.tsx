import { Trans } from "react-i18next";
import { useReadingPlansT } from "./i18n.ts";
import styles from "./reading-plans.module.css";

/** How far through a plan the user is: a bar and the words for it. */
export function PlanProgress({ title, done, total }: { title: string; done: number; total: number }) {
  const { t } = useReadingPlansT();
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  return (
    <div className={styles.progress}>
      <div
        className={styles.progressTrack}
        role="progressbar"
        aria-label={t("progress.label", { title })}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={t("progress.valueText", { done, total })}
      >
        <div className={styles.progressFill} style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.progressText}>
        <Trans t={t} i18nKey="progress.text" values={{ done, total, percent }} components={{ strong: <strong />, muted: <span className={styles.muted} /> }} />
      </p>
    </div>
  );
}
