import type { AnswerReply, QuestionType } from "@berea/contracts/quiz";
import { ChoiceMark, type ChoiceState } from "./choice-mark.tsx";
import { useQuizWords } from "./i18n.ts";
import type { AnswerValue } from "./quiz-format.ts";
import { optionLetters } from "./use-answer-keys.ts";
import styles from "./quiz-play.module.css";

interface SingleChoiceOptionsProps {
  type: QuestionType;
  options: readonly string[];
  /** What was sent: undefined before answering, null after a time-out. */
  sent: AnswerValue | null | undefined;
  reply: AnswerReply | undefined;
  /** An answer is on its way or in. */
  locked: boolean;
  onChoose: (option: string) => void;
}

/** The option sent, as its text ("True"/"False" for a boolean); undefined before answering or after a time-out. */
function chosenText(sent: AnswerValue | null | undefined): string | undefined {
  if (sent === undefined || sent === null || Array.isArray(sent)) return undefined;
  if (typeof sent === "boolean") return sent ? "True" : "False";
  return sent;
}

/** Multiple choice and true or false: one button an option, lettered; the chosen one green or red once the result is in, and the right one green. */
export function SingleChoiceOptions({ type, options, sent, reply, locked, onChoose }: SingleChoiceOptionsProps) {
  const { t, option: shown } = useQuizWords();
  const chosen = chosenText(sent);
  const stateOf = (option: string): ChoiceState | undefined => {
    if (!reply) return option === chosen ? "selected" : undefined;
    if (option === reply.correctAnswer) return "correct";
    return option === chosen ? "wrong" : undefined;
  };

  return (
    <ul className={styles.choices} aria-label={t("play.options")}>
      {options.map((option, at) => {
        const state = stateOf(option);
        return (
          <li key={option}>
            <button
              type="button"
              className={styles.choice}
              data-state={state}
              disabled={locked}
              aria-keyshortcuts={`${at + 1} ${optionLetters[at] ?? ""}`.trim()}
              onClick={() => onChoose(option)}
            >
              <span className={styles.letter} aria-hidden="true">
                {optionLetters[at]}
              </span>
              <span className={styles.choiceText}>
                <span className="visually-hidden">{optionLetters[at]}. </span>
                {shown(option, type)}
              </span>
              <ChoiceMark state={state} mine={option === chosen} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
