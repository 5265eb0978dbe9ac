import type { ReadingStreak } from "@berea/contracts/reading-plans";
import { Flame } from "lucide-react";
import styles from "./reading-plans.module.css";

function encouragement(streak: ReadingStreak): string {
  if (streak.current === 0) return "Check off a day's reading to begin a streak.";
  if (streak.readToday) return "You have read today. Well done.";
  return "Read today's passage when you can, and the streak carries on.";
}

/**
 * The reading streak across all plans, with the grace day explained: one
 * missed day a week is forgiven, and days are the user's own calendar days.
 */
export function ReadingStreakCard({ streak }: { streak: ReadingStreak }) {
  return (
    <section className={`card ${styles.streak}`} aria-labelledby="reading-streak-heading">
      <div className={styles.streakHead}>
        <Flame className={styles.flame} size={28} strokeWidth={1.5} aria-hidden="true" />
        <h2 id="reading-streak-heading" className={styles.streakNumber}>
          {streak.current}-day reading streak
        </h2>
      </div>
      <p className={styles.streakLine}>{encouragement(streak)}</p>
      <p className={styles.grace}>
        {streak.graceUsedThisWeek ? "This week's grace day is used: a missed day was forgiven. " : "Grace day: one missed day each week (Monday to Sunday) is forgiven, so your streak carries on. "}
        Days are counted in your own time zone.
      </p>
    </section>
  );
}
