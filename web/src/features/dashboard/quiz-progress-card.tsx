import type { DashboardReply } from "@berea/contracts/dashboard";
import { Sparkles } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../../config/paths.ts";
import { groupDigits } from "../../lib/group-digits.ts";
import styles from "./dashboard.module.css";

/** XP, today's and all finished quizzes, and the best topics so far. */
export function QuizProgressCard({ quiz }: { quiz: DashboardReply["quiz"] }) {
  return (
    <section className={`card ${styles.section}`} aria-labelledby="quiz-progress-title">
      <h2 id="quiz-progress-title" className="card-label">
        Quiz progress
      </h2>
      <dl className={styles.figures}>
        <div>
          <dt>XP</dt>
          <dd>
            <Sparkles size={18} aria-hidden="true" className={styles.xpIcon} />
            {groupDigits(quiz.xp)}
          </dd>
        </div>
        <div>
          <dt>Today</dt>
          <dd>{quiz.finishedToday}</dd>
        </div>
        <div>
          <dt>All time</dt>
          <dd>{quiz.finished}</dd>
        </div>
      </dl>
      {quiz.bestTopics.length > 0 ? (
        <>
          <h3 className={styles.subheading}>Your best topics</h3>
          <ol className={styles.topics}>
            {quiz.bestTopics.map((topic) => (
              <li key={topic.id}>
                <span>{topic.name}</span>
                <span className={styles.score}>{topic.bestScore}%</span>
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p className={styles.muted}>Finish a quiz and your best topics will show here.</p>
      )}
      <div className={styles.linkRow}>
        <Link className="btn btn-secondary" to={paths.quiz}>
          Play a quiz
        </Link>
        <Link className="btn btn-ghost" to={paths.games}>
          Bible games
        </Link>
      </div>
    </section>
  );
}
