import type { AnswerReply } from "@berea/contracts/quiz";
import { Check } from "lucide-react";
import { ChoiceMark, type ChoiceState } from "./choice-mark.tsx";
import { useQuizT } from "./i18n.ts";
import type { AnswerValue } from "./quiz-format.ts";
import { optionLetters } from "./use-answer-keys.ts";
import styles from "./quiz-play.module.css";

interface MultiSelectOptionsProps {
  options: readonly string[];
  /** The options ticked so far. */
  picked: readonly string[];
  /** What was sent: undefined before answering, null after a time-out. */
  sent: AnswerValue | null | undefined;
  reply: AnswerReply | undefined;
  /** An answer is on its way or in. */
  locked: boolean;
  onToggle: (option: string) => void;
  onSubmit: () => void;
}

/**
 * Multi-select: a checkbox an option and a submit button. Once the result is
 * in, the chosen right ones are green, the chosen wrong ones red, and the
 * right ones missed are outlined.
 */
export function MultiSelectOptions({ options, picked, sent, reply, locked, onToggle, onSubmit }: MultiSelectOptionsProps) {
  // The ticked options until sent, then what was sent (nothing after a time-out).
  const { t } = useQuizT();
  const shown = sent === undefined ? picked : Array.isArray(sent) ? sent : [];
  const stateOf = (option: string): ChoiceState | undefined => {
    if (!reply) return shown.includes(option) ? "selected" : undefined;
    const right = Array.isArray(reply.correctAnswer) ? reply.correctAnswer.includes(option) : reply.correctAnswer === option;
    if (shown.includes(option)) return right ? "correct" : "wrong";
    return right ? "missed" : undefined;
  };

  return (
    <fieldset className={styles.multi}>
      <legend className={styles.hintLine}>{t("play.chooseEvery")}</legend>
      <ul className={styles.choices}>
        {options.map((option, at) => {
          const state = stateOf(option);
          return (
            <li key={option}>
              <label className={styles.choice} data-state={state} data-locked={locked}>
                <input type="checkbox" className={styles.check} checked={shown.includes(option)} disabled={locked} onChange={() => onToggle(option)} />
                {/* A tick replaces the letter while chosen, so the choice does not rest on colour alone. */}
                <span className={styles.letter} aria-hidden="true">
                  {state === "selected" ? <Check size={16} /> : optionLetters[at]}
                </span>
                <span className={styles.choiceText}>{option}</span>
                <ChoiceMark state={state} mine={state === "correct" || state === "wrong"} />
              </label>
            </li>
          );
        })}
      </ul>
      {reply ? null : (
        <button type="button" className="btn btn-primary btn-block" disabled={locked || picked.length === 0} onClick={onSubmit}>
          {t("play.submit")}
        </button>
      )}
    </fieldset>
  );
}
