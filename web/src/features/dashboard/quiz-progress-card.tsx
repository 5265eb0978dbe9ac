import type { DashboardReply } from "@berea/contracts/dashboard";
import { Sparkles } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../../config/paths.ts";
import { groupDigits } from "../../lib/group-digits.ts";
import styles from "./dashboard.module.css";
import { useDashboardT } from "./i18n.ts";

/** XP, today's and all finished quizzes, and the best topics so far. */
export function QuizProgressCard({ quiz }: { quiz: DashboardReply["quiz"] }) {
  const { t, i18n } = useDashboardT();
  return (
    <section className={`card ${styles.section}`} aria-labelledby="quiz-progress-title">
      <h2 id="quiz-progress-title" className="card-label">
        {t("quiz.title")}
      </h2>
      <dl className={styles.figures}>
        <div>
          <dt>{t("quiz.xp")}</dt>
          <dd>
            <Sparkles size={18} aria-hidden="true" className={styles.xpIcon} />
            {groupDigits(quiz.xp, i18n.language)}
          </dd>
        </div>
        <div>
          <dt>{t("quiz.today")}</dt>
          <dd>{groupDigits(quiz.finishedToday, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t("quiz.allTime")}</dt>
          <dd>{groupDigits(quiz.finished, i18n.language)}</dd>
        </div>
      </dl>
      {quiz.bestTopics.length > 0 ? (
        <>
          <h3 className={styles.subheading}>{t("quiz.bestTopics")}</h3>
          <ol className={styles.topics}>
            {quiz.bestTopics.map((topic) => (
              <li key={topic.id}>
                <span>{topic.name}</span>
                <span className={styles.score}>{t("quiz.score", { score: topic.bestScore })}</span>
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p className={styles.muted}>{t("quiz.noTopics")}</p>
      )}
      <div className={styles.linkRow}>
        <Link className="btn btn-secondary" to={paths.quiz}>
          {t("quiz.play")}
        </Link>
        <Link className="btn btn-ghost" to={paths.games}>
          {t("quiz.games")}
        </Link>
      </div>
    </section>
  );
}
