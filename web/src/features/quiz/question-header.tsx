import { Hourglass, Star } from "lucide-react";
import { useQuizT } from "./i18n.ts";
import styles from "./quiz-play.module.css";

interface QuestionHeaderProps {
  /** 0-based. */
  index: number;
  total: number;
  topicName: string;
  /** Whole seconds left on the countdown. */
  remaining: number;
  /** Little time is left: the hourglass spins. */
  warning: boolean;
  score: number;
}

/** Where the player is: question n of N with its progress bar, the topic, the countdown and the score so far. */
export function QuestionHeader({ index, total, topicName, remaining, warning, score }: QuestionHeaderProps) {
  const { t } = useQuizT();
  const position = t("play.questionOf", { number: index + 1, total });
  return (
    <>
      <div className={styles.top}>
        <span className={styles.count}>{position}</span>
        <span className={styles.topic}>{topicName}</span>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={t("play.progress")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(((index + 1) / total) * 100)}
        aria-valuetext={position}
      >
        <div className={styles.fill} style={{ width: `${((index + 1) / total) * 100}%` }} />
      </div>

      <div className={styles.statusRow}>
        <div className={styles.timer} role="timer" aria-label={t("play.secondsLeft", { seconds: remaining })} data-warning={warning}>
          <Hourglass size={20} aria-hidden="true" className={`${styles.hourglass} ${warning ? styles.spinning : ""}`} data-spinning={warning} />
          <span aria-hidden="true">{t("play.seconds", { seconds: remaining })}</span>
        </div>
        <span className={styles.score}>
          <Star size={18} aria-hidden="true" className={styles.scoreIcon} />
          {t("play.score", { score })}
        </span>
      </div>
    </>
  );
}
