import { translations } from "@berea/contracts/translations";
import { useId, type FormEvent } from "react";
import { useQuizT } from "./i18n.ts";
import { translationName, type QuotedTranslation } from "./verse-reference.tsx";
import styles from "./quiz-play.module.css";

interface FillBlankAnswerProps {
  /** The verse with "___" where the blank is: in KJV and WEB, or (a Spanish question) in RV1909 alone with the others empty. */
  template: { kjv: string; web: string; rv1909?: string | undefined };
  typed: string;
  onType: (text: string) => void;
  /** An answer is on its way or in. */
  locked: boolean;
  onSubmit: (event?: FormEvent) => void;
}

/** The translations a fill-in is shown in: KJV and WEB for an English question, the RV1909 for a Spanish one (its blank is a word of that text). */
export const blankTranslations = (template: FillBlankAnswerProps["template"]): QuotedTranslation[] => (template.rv1909 ? ["rv1909"] : ["kjv", "web"]);

/** Fill in the blank: the verse in its translations with the blank, and a field for the missing word. */
export function FillBlankAnswer({ template, typed, onType, locked, onSubmit }: FillBlankAnswerProps) {
  const inputId = useId();
  const { t } = useQuizT();
  return (
    <>
      <div className={styles.templates}>
        {blankTranslations(template).map((translation) => (
          <figure key={translation} className={styles.template}>
            <figcaption className={styles.translation}>{translationName[translation]}</figcaption>
            <blockquote className="scripture" lang={translations[translation].language}>
              <p>
                <BlankedText text={template[translation] ?? ""} blank={t("play.blank")} />
              </p>
            </blockquote>
          </figure>
        ))}
      </div>
      <form className={styles.blankForm} onSubmit={onSubmit}>
        <label htmlFor={inputId} className={styles.blankLabel}>
          {t("play.missingWord")}
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
            {t("play.submit")}
          </button>
        </div>
      </form>
    </>
  );
}

/** A verse template with its "___" drawn as a blank and read out as `blank` ("blank"). */
function BlankedText({ text, blank }: { text: string; blank: string }) {
  const parts = text.split("___");
  return parts.map((part, at) => (
    <span key={at}>
      {part}
      {at < parts.length - 1 ? (
        <span className={styles.blank}>
          <span aria-hidden="true">___</span>
          <span className="visually-hidden">{blank}</span>
        </span>
      ) : null}
    </span>
  ));
}
