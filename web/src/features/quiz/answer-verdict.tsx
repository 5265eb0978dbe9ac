import type { AnswerReply } from "@berea/contracts/quiz";
import { CircleCheck, CircleX, Clock } from "lucide-react";
import { formatCorrect } from "./quiz-format.ts";
import styles from "./quiz-play.module.css";

/** The hourglass spins, and "20 seconds left" is announced, from this many seconds left. */
export const warningSeconds = 20;

/** What the result says: right, wrong with the right answer, or time's up with it. */
function verdictOf(reply: AnswerReply): { text: string; state: "timeout" | "correct" | "wrong" } {
  const correct = formatCorrect(reply.correctAnswer);
  if (reply.timedOut) return { text: `Time's up. The correct answer is ${correct}`, state: "timeout" };
  if (reply.correct) return { text: "Correct!", state: "correct" };
  return { text: `Wrong! The correct answer is ${correct}`, state: "wrong" };
}

const icons = { timeout: Clock, correct: CircleCheck, wrong: CircleX } as const;

/**
 * The live region a screen reader hears: the verdict once the result is in,
 * and before it the warning that time is running out (when the question had
 * more time than that to begin with).
 */
export function AnswerVerdict({ reply, warning, timeLimit }: { reply: AnswerReply | undefined; warning: boolean; timeLimit: number }) {
  const verdict = reply ? verdictOf(reply) : null;
  const Icon = verdict ? icons[verdict.state] : null;
  return (
    <div className={styles.verdict} role="status" aria-live="polite" data-state={verdict?.state}>
      {verdict && Icon ? (
        <>
          <Icon size={22} aria-hidden="true" />
          <span>{verdict.text}</span>
        </>
      ) : warning && timeLimit > warningSeconds ? (
        <span className="visually-hidden">{warningSeconds} seconds left</span>
      ) : null}
    </div>
  );
}
