import type { DashboardReply } from "@berea/contracts/dashboard";
import { BookOpen, Flame } from "lucide-react";
import styles from "./dashboard.module.css";

const days = (count: number) => `${count} ${count === 1 ? "day" : "days"}`;

/** Both streaks, told with grace: a missed day is never an alarm. */
export function StreaksCard({ streaks }: { streaks: DashboardReply["streaks"] }) {
  const { quiz, reading } = streaks;
  return (
    <section className={`card ${styles.section}`} aria-labelledby="streaks-title">
      <h2 id="streaks-title" className="card-label">
        Streaks
      </h2>
      <dl className={styles.figures}>
        <div>
          <dt>Quizzes</dt>
          <dd>
            <Flame size={18} aria-hidden="true" className={styles.flame} />
            {days(quiz)}
          </dd>
        </div>
        <div>
          <dt>Reading</dt>
          <dd>
            <BookOpen size={18} aria-hidden="true" className={styles.flame} />
            {days(reading.current)}
          </dd>
        </div>
      </dl>
      <p className={styles.muted}>
        {reading.current === 0 && quiz === 0
          ? "A day of reading or a quiz starts a streak. Begin whenever you are ready."
          : reading.readToday
            ? "You have read today."
            : reading.current > 0
              ? "Today’s reading is still open."
              : "Each day is a fresh start."}
        {reading.graceUsedThisWeek ? " This week’s grace day is already used." : ""}
      </p>
    </section>
  );
}
