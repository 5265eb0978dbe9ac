import type { AnswerReply, QuestionType } from "@berea/contracts/quiz";
import { CircleCheck, CircleX, Clock } from "lucide-react";
import { useQuizWords } from "./i18n.ts";
import styles from "./quiz-play.module.css";

/** The hourglass spins, and "20 seconds left" is announced, from this many seconds left. */
export const warningSeconds = 20;

const icons = { timeout: Clock, correct: CircleCheck, wrong: CircleX } as const;

/**
 * The live region a screen reader hears: the verdict once the result is in
 * (right, wrong with the right answer, or time's up with it), and before it
 * the warning that time is running out (when the question had more time than
 * that to begin with).
 */
export function AnswerVerdict({ type, reply, warning, timeLimit }: { type: QuestionType; reply: AnswerReply | undefined; warning: boolean; timeLimit: number }) {
  const { t, correct } = useQuizWords();
  const verdict = !reply
    ? null
    : reply.timedOut
      ? { text: t("play.timeUp", { answer: correct(reply.correctAnswer, type) }), state: "timeout" as const }
      : reply.correct
        ? { text: t("play.correct"), state: "correct" as const }
        : { text: t("play.wrong", { answer: correct(reply.correctAnswer, type) }), state: "wrong" as const };
  const Icon = verdict ? icons[verdict.state] : null;
  return (
    <div className={styles.verdict} role="status" aria-live="polite" data-state={verdict?.state}>
      {verdict && Icon ? (
        <>
          <Icon size={22} aria-hidden="true" />
          <span>{verdict.text}</span>
        </>
      ) : warning && timeLimit > warningSeconds ? (
        <span className="visually-hidden">{t("play.secondsLeft", { seconds: warningSeconds })}</span>
      ) : null}
    </div>
  );
}
