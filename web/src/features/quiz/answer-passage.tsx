import type { AnswerReply, PlayQuestion } from "@berea/contracts/quiz";
import { formatAnswer, type AnswerValue } from "./quiz-format.ts";
import { VersePassage } from "./verse-reference.tsx";
import styles from "./quiz-play.module.css";

/** The verse behind the answer, once the result is in: both translations for a blank, with the word the player typed. */
export function AnswerPassage({ type, reply, sent }: { type: PlayQuestion["type"]; reply: AnswerReply; sent: AnswerValue | null | undefined }) {
  return (
    <div className={styles.result}>
      {type === "fill-blank" ? (
        <>
          {typeof sent === "string" ? (
            <p className={styles.yourAnswer}>
              Your answer: <strong>{formatAnswer(sent)}</strong>
            </p>
          ) : null}
          <VersePassage reference={reply.reference} translations={["kjv", "web"]} />
        </>
      ) : type === "multi-select" ? (
        <VersePassage reference={reply.reference} title="Verse Insight:" />
      ) : (
        <VersePassage reference={reply.reference} />
      )}
    </div>
  );
}
