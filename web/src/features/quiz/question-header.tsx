import { Hourglass, Star } from "lucide-react";
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
  return (
    <>
      <div className={styles.top}>
        <span className={styles.count}>
          Question {index + 1} of {total}
        </span>
        <span className={styles.topic}>{topicName}</span>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-label="Quiz progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(((index + 1) / total) * 100)}
        aria-valuetext={`Question ${index + 1} of ${total}`}
      >
        <div className={styles.fill} style={{ width: `${((index + 1) / total) * 100}%` }} />
      </div>

      <div className={styles.statusRow}>
        <div className={styles.timer} role="timer" aria-label={`${remaining} seconds left`} data-warning={warning}>
          <Hourglass size={20} aria-hidden="true" className={`${styles.hourglass} ${warning ? styles.spinning : ""}`} data-spinning={warning} />
          <span aria-hidden="true">{remaining}s</span>
        </div>
        <span className={styles.score}>
          <Star size={18} aria-hidden="true" className={styles.scoreIcon} />
          Score {score}
        </span>
      </div>
    </>
  );
}
