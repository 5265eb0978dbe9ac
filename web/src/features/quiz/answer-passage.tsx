import type { AnswerReply, PlayQuestion } from "@berea/contracts/quiz";
import { useQuizWords } from "./i18n.ts";
import type { AnswerValue } from "./quiz-format.ts";
import { fillInTranslations, VersePassage } from "./verse-reference.tsx";
import styles from "./quiz-play.module.css";

/** The verse behind the answer, once the result is in: for a blank, its translations (KJV and WEB, or the RV1909 of a Spanish question) with the word the player typed. */
export function AnswerPassage({ type, reply, sent }: { type: PlayQuestion["type"]; reply: AnswerReply; sent: AnswerValue | null | undefined }) {
  const { t, answer } = useQuizWords();
  return (
    <div className={styles.result}>
      {type === "fill-blank" ? (
        <>
          {typeof sent === "string" ? (
            <p className={styles.yourAnswer}>
              {t("play.yourAnswerIs")} <strong>{answer(sent)}</strong>
            </p>
          ) : null}
          <VersePassage reference={reply.reference} translations={fillInTranslations(reply.reference)} />
        </>
      ) : type === "multi-select" ? (
        <VersePassage reference={reply.reference} title={t("play.verseInsight")} />
      ) : (
        <VersePassage reference={reply.reference} />
      )}
    </div>
  );
}
