import type { DashboardReply } from "@berea/contracts/dashboard";
import { BookOpen, Flame } from "lucide-react";
import styles from "./dashboard.module.css";
import { useDashboardT } from "./i18n.ts";

/** Both streaks, told with grace: a missed day is never an alarm. */
export function StreaksCard({ streaks }: { streaks: DashboardReply["streaks"] }) {
  const { t } = useDashboardT();
  const { quiz, reading } = streaks;
  return (
    <section className={`card ${styles.section}`} aria-labelledby="streaks-title">
      <h2 id="streaks-title" className="card-label">
        {t("streaks.title")}
      </h2>
      <dl className={styles.figures}>
        <div>
          <dt>{t("streaks.quizzes")}</dt>
          <dd>
            <Flame size={18} aria-hidden="true" className={styles.flame} />
            {t("streaks.days", { count: quiz })}
          </dd>
        </div>
        <div>
          <dt>{t("streaks.reading")}</dt>
          <dd>
            <BookOpen size={18} aria-hidden="true" className={styles.flame} />
            {t("streaks.days", { count: reading.current })}
          </dd>
        </div>
      </dl>
      <p className={styles.muted}>
        {reading.current === 0 && quiz === 0
          ? t("streaks.none")
          : reading.readToday
            ? t("streaks.readToday")
            : reading.current > 0
              ? t("streaks.stillOpen")
              : t("streaks.freshStart")}
        {reading.graceUsedThisWeek ? t("streaks.graceUsed") : ""}
      </p>
    </section>
  );
}
