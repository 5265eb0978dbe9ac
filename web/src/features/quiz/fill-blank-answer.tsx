import { useId, type FormEvent } from "react";
import styles from "./quiz-play.module.css";

interface FillBlankAnswerProps {
  /** The verse with "___" where the blank is, in KJV and WEB. */
  template: { kjv: string; web: string };
  typed: string;
  onType: (text: string) => void;
  /** An answer is on its way or in. */
  locked: boolean;
  onSubmit: (event?: FormEvent) => void;
}

/** Fill in the blank: the verse in both translations with its blank, and a field for the missing word. */
export function FillBlankAnswer({ template, typed, onType, locked, onSubmit }: FillBlankAnswerProps) {
  const inputId = useId();
  return (
    <>
      <div className={styles.templates}>
        {(["kjv", "web"] as const).map((translation) => (
          <figure key={translation} className={styles.template}>
            <figcaption className={styles.translation}>{translation.toUpperCase()}</figcaption>
            <blockquote className="scripture">
              <p>
                <BlankedText text={template[translation]} />
              </p>
            </blockquote>
          </figure>
        ))}
      </div>
      <form className={styles.blankForm} onSubmit={onSubmit}>
        <label htmlFor={inputId} className={styles.blankLabel}>
          The missing word
        </label>
        <div className={styles.blankRow}>
          <input
            id={inputId}
            className="input"
            value={typed}
            onChange={(event) => onType(event.target.value)}
            readOnly={locked}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={60}
          />
          <button type="submit" className="btn btn-primary" disabled={locked || typed.trim() === ""}>
            Submit Answer
          </button>
        </div>
      </form>
    </>
  );
}

/** A verse template with its "___" drawn as a blank and read out as "blank". */
function BlankedText({ text }: { text: string }) {
  const parts = text.split("___");
  return parts.map((part, at) => (
    <span key={at}>
      {part}
      {at < parts.length - 1 ? (
        <span className={styles.blank}>
          <span aria-hidden="true">___</span>
          <span className="visually-hidden">blank</span>
        </span>
      ) : null}
    </span>
  ));
}
