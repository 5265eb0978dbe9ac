import { Check, X } from "lucide-react";
import { useQuizT } from "./i18n.ts";
import styles from "./quiz-play.module.css";

/** How an option is marked: ticked before the result, then right, wrong, or a right one not chosen. */
export type ChoiceState = "selected" | "correct" | "wrong" | "missed";

/** ✓ or ✗ with a word, so the result never rests on colour alone. */
export function ChoiceMark({ state, mine }: { state: ChoiceState | undefined; mine: boolean }) {
  const { t } = useQuizT();
  if (state === "correct") {
    return (
      <span className={styles.mark}>
        <Check size={18} aria-hidden="true" />
        {mine ? t("play.yourAnswer") : t("play.rightAnswer")}
      </span>
    );
  }
  if (state === "wrong") {
    return (
      <span className={styles.mark}>
        <X size={18} aria-hidden="true" />
        {t("play.yourAnswer")}
      </span>
    );
  }
  if (state === "missed") {
    return (
      <span className={styles.mark}>
        <Check size={18} aria-hidden="true" />
        {t("play.missed")}
      </span>
    );
  }
  return null;
}
