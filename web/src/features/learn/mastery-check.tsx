import { masteryPassMark, masteryQuestionCount } from "@berea/contracts/learning";
import { Check, X } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { errorMessage } from "../../lib/api-client.ts";
import { useMasteryCheck, type LessonView, type MasteryCheckReply } from "./api/learning.ts";
import { lessonPath } from "./learn-links.ts";
import styles from "./learn.module.css";

/**
 * The lesson's mastery check: five questions, four right to pass. The answers
 * are marked on the server; the result shows each right answer with where to
 * read it, and opens the next lesson.
 */
export function MasteryCheck({ lesson }: { lesson: LessonView }) {
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
      <h2 id="check-title">Check what you learned</h2>
      <p className={styles.muted}>
        {masteryQuestionCount} questions on this lesson. {masteryPassMark} right open the next one.
        {lesson.bestScore !== null ? ` Your best so far: ${lesson.bestScore} of ${masteryQuestionCount}.` : ""}
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
            Answer all {masteryQuestionCount} questions, then check them.
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
            {check.isPending ? "Checking …" : "Check my answers"}
          </button>
        )}
      </form>
    </section>
  );
}

function QuestionResult({ result, chosen }: { result: MasteryCheckReply["results"][number] | undefined; chosen: string | undefined }) {
  if (!result) return null;
  return (
    <p className={styles.questionResult} data-right={result.right}>
      {result.right ? <Check size={16} aria-hidden="true" /> : <X size={16} aria-hidden="true" />}
      <span>
        <strong>{result.right ? "Right." : `Not quite: you chose “${chosen ?? ""}”. The answer is “${result.answer}”.`}</strong> {result.explanation}{" "}
        <span className={styles.muted}>({result.reference})</span>
      </span>
    </p>
  );
}

function Outcome({ result, onAgain }: { result: MasteryCheckReply; onAgain: () => void }) {
  const passedNow = result.score >= masteryPassMark;
  return (
    <div className={styles.outcome} role="status" aria-live="polite">
      <p className={styles.score}>
        {result.score} of {masteryQuestionCount} right.{" "}
        {passedNow
          ? result.next
            ? "Well done: the next lesson is open."
            : "Well done: you have finished this track."
          : result.passed
            ? "You passed this lesson before, so the next one stays open."
            : `${masteryPassMark} of ${masteryQuestionCount} pass: read the lesson again and try once more.`}
      </p>
      <div className={styles.actions}>
        {result.next ? (
          <Link className="btn btn-primary" to={lessonPath(result.next.id)}>
            Next lesson: {result.next.title}
          </Link>
        ) : null}
        <button type="button" className="btn btn-secondary" onClick={onAgain}>
          Try again
        </button>
      </div>
    </div>
  );
}
