import type { ReadingStreak } from "@berea/contracts/reading-plans";
import { Flame } from "lucide-react";
import { useReadingPlansT, type ReadingPlansT } from "./i18n.ts";
import styles from "./reading-plans.module.css";

function encouragement(streak: ReadingStreak, t: ReadingPlansT): string {
  if (streak.current === 0) return t("streak.begin");
  if (streak.readToday) return t("streak.readToday");
  return t("streak.carryOn");
}

/**
 * The reading streak across all plans, with the grace day explained: one
 * missed day a week is forgiven, and days are the user's own calendar days.
 */
export function ReadingStreakCard({ streak }: { streak: ReadingStreak }) {
  const { t } = useReadingPlansT();
  return (
    <section className={`card ${styles.streak}`} aria-labelledby="reading-streak-heading">
      <div className={styles.streakHead}>
        <Flame className={styles.flame} size={28} strokeWidth={1.5} aria-hidden="true" />
        <h2 id="reading-streak-heading" className={styles.streakNumber}>
          {t("streak.heading", { count: streak.current })}
        </h2>
      </div>
      <p className={styles.streakLine}>{encouragement(streak, t)}</p>
      <p className={styles.grace}>
        {`${streak.graceUsedThisWeek ? t("streak.graceUsed") : t("streak.grace")} ${t("streak.timeZone")}`}
      </p>
    </section>
  );
}
