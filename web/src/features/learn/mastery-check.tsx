import { masteryPassMark, masteryQuestionCount } from "@berea/contracts/learning";
import { Check, X } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { errorMessage } from "../../lib/api-client.ts";
import { useMasteryCheck, type LessonView, type MasteryCheckReply } from "./api/learning.ts";
import { useLearnT } from "./i18n.ts";
import { lessonPath } from "./learn-links.ts";
import styles from "./learn.module.css";

/**
 * The lesson's mastery check: five questions, four right to pass. The answers
 * are marked on the server; the result shows each right answer with where to
 * read it, and opens the next lesson.
 */
export function MasteryCheck({ lesson }: { lesson: LessonView }) {
  const { t } = useLearnT();
  const [answers, setAnswers] = useState<(string | undefined)[]>(() => lesson.questions.map(() => undefined));
  const [missing, setMissing] = useState(false);
  const check = useMasteryCheck(lesson.id);
  const result = check.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = answers.filter((answer): answer is string => answer !== undefined);
    if (chosen.length < lesson.questions.length) {
      setMissing(true);
      return;
    }
    setMissing(false);
    check.mutate(chosen);
  };

  const again = () => {
    check.reset();
    setAnswers(lesson.questions.map(() => undefined));
  };

  return (
    <section className={`card ${styles.check}`} aria-labelledby="check-title" id="mastery-check">
      <h2 id="check-title">{t("check.title")}</h2>
      <p className={styles.muted}>
        {t("check.explain", { count: masteryQuestionCount, mark: masteryPassMark })}
        {lesson.bestScore !== null ? t("check.best", { score: lesson.bestScore, total: masteryQuestionCount }) : ""}
      </p>
      <form onSubmit={submit} noValidate>
        {lesson.questions.map((question, index) => (
          <fieldset key={question.prompt} className={styles.question} disabled={check.isPending || result !== undefined}>
            <legend>
              <span className={styles.questionNumber}>{index + 1}.</span> {question.prompt}
            </legend>
            {question.options.map((option) => (
              <label key={option} className={styles.option}>
                <input
                  type="radio"
                  name={`question-${index}`}
                  value={option}
                  checked={answers[index] === option}
                  onChange={() => setAnswers((current) => current.map((answer, i) => (i === index ? option : answer)))}
                />
                <span>{option}</span>
              </label>
            ))}
            {result ? <QuestionResult result={result.results[index]} chosen={answers[index]} /> : null}
          </fieldset>
        ))}
        {missing ? (
          <p className="field-error" role="alert">
            {t("check.answerAll", { count: masteryQuestionCount })}
          </p>
        ) : null}
        {check.isError ? (
          <p className="field-error" role="alert">
            {errorMessage(check.error)}
          </p>
        ) : null}
        {result ? (
          <Outcome result={result} onAgain={again} />
        ) : (
          <button type="submit" className="btn btn-primary" disabled={check.isPending}>
            {check.isPending ? t("check.checking") : t("check.submit")}
          </button>
        )}
      </form>
    </section>
  );
}

function QuestionResult({ result, chosen }: { result: MasteryCheckReply["results"][number] | undefined; chosen: string | undefined }) {
  const { t } = useLearnT();
  if (!result) return null;
  return (
    <p className={styles.questionResult} data-right={result.right}>
      {result.right ? <Check size={16} aria-hidden="true" /> : <X size={16} aria-hidden="true" />}
      <span>
        <strong>{result.right ? t("check.right") : t("check.notQuite", { chosen: chosen ?? "", answer: result.answer })}</strong> {result.explanation}{" "}
        <span className={styles.muted}>({result.reference})</span>
      </span>
    </p>
  );
}

function Outcome({ result, onAgain }: { result: MasteryCheckReply; onAgain: () => void }) {
  const { t } = useLearnT();
  const passedNow = result.score >= masteryPassMark;
  return (
    <div className={styles.outcome} role="status" aria-live="polite">
      <p className={styles.score}>
        {t("check.score", { score: result.score, total: masteryQuestionCount })}{" "}
        {passedNow
          ? result.next
            ? t("check.nextOpen")
            : t("check.trackDone")
          : result.passed
            ? t("check.stillOpen")
            : t("check.tryOnce", { mark: masteryPassMark, total: masteryQuestionCount })}
      </p>
      <div className={styles.actions}>
        {result.next ? (
          <Link className="btn btn-primary" to={lessonPath(result.next.id)}>
            {t("check.nextLesson", { title: result.next.title })}
          </Link>
        ) : null}
        <button type="button" className="btn btn-secondary" onClick={onAgain}>
          {t("check.again")}
        </button>
      </div>
    </div>
  );
}
