import { resultReadSeconds, type AnswerReply, type AttemptedBy as Person, type PlayQuestion } from "@berea/contracts/quiz";
import { useEffect, useId, useRef } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { paths } from "../../config/paths.ts";
import { ApiError, errorMessage } from "../../lib/api-client.ts";
import { useKnownMessage } from "../../lib/i18n/validation.ts";
import { AnswerPassage } from "./answer-passage.tsx";
import { AnswerVerdict, warningSeconds } from "./answer-verdict.tsx";
import { AttemptedBy } from "./attempted-by.tsx";
import { FillBlankAnswer } from "./fill-blank-answer.tsx";
import { useQuizT } from "./i18n.ts";
import { MultiSelectOptions } from "./multi-select-options.tsx";
import { QuestionHeader } from "./question-header.tsx";
import { SingleChoiceOptions } from "./single-choice-options.tsx";
import { useAnswerKeys } from "./use-answer-keys.ts";
import { useQuestionAnswer } from "./use-question-answer.ts";
import styles from "./quiz-play.module.css";

interface QuestionScreenProps {
  attemptId: string;
  question: PlayQuestion;
  /** 0-based. */
  index: number;
  total: number;
  topicName: string;
  score: number;
  attemptedBy: Person[];
  onAnswered: (reply: AnswerReply) => void;
  /** Moves on from question `index` (the last one finishes the quiz). */
  onNext: (fromIndex: number) => void;
  /** How long the previous result was read before this question appeared (ms); the server's clock allows for it. */
  readMs?: number;
}

/**
 * One question: the countdown, the options for its type, the answer sent to
 * the server and the result with the verse. Keyed by index, so each question
 * starts with a fresh countdown and selection. The answer's state lives in
 * useQuestionAnswer, the keyboard in useAnswerKeys, and each question type's
 * options in their own component.
 */
export function QuestionScreen({ attemptId, question, index, total, topicName, score, attemptedBy, onAnswered, onNext, readMs }: QuestionScreenProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useQuizT();
  const known = useKnownMessage();
  const promptId = useId();
  const promptRef = useRef<HTMLHeadingElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const last = index + 1 === total;
  const play = useQuestionAnswer({ attemptId, question, index, last, readMs, onAnswered, onNext });
  const { answer, reply, sent, unanswered, remaining } = play;
  const warning = unanswered && remaining > 0 && remaining <= warningSeconds;
  const next = () => onNext(index);

  useAnswerKeys({ question, answered: reply !== undefined, next, choose: play.choose, toggle: play.toggle, submitPicked: play.submitPicked, submitTyped: play.submitTyped });

  // A new question takes the focus, so a screen reader starts from its prompt.
  useEffect(() => {
    if (index > 0) promptRef.current?.focus();
  }, [index]);

  // Once the result is in, Next is one Enter (or tap) away.
  useEffect(() => {
    if (reply) nextRef.current?.focus({ preventScroll: true });
  }, [reply]);

  return (
    <article className={styles.screen} aria-labelledby={promptId}>
      <QuestionHeader index={index} total={total} topicName={topicName} remaining={remaining} warning={warning} score={score} />

      <h2 id={promptId} ref={promptRef} tabIndex={-1} className={styles.prompt}>
        {question.prompt}
      </h2>

      {question.type === "multiple-choice" || question.type === "true-false" ? (
        <SingleChoiceOptions type={question.type} options={question.options} sent={sent} reply={reply} locked={!unanswered} onChoose={play.choose} />
      ) : null}

      {question.type === "multi-select" ? (
        <MultiSelectOptions
          options={question.options}
          picked={play.picked}
          sent={sent}
          reply={reply}
          locked={!unanswered}
          onToggle={play.toggle}
          onSubmit={play.submitPicked}
        />
      ) : null}

      {question.type === "fill-blank" ? (
        <FillBlankAnswer template={question.template} typed={play.typed} onType={play.setTyped} locked={!unanswered} onSubmit={play.submitTyped} />
      ) : null}

      <AnswerVerdict type={question.type} reply={reply} warning={warning} timeLimit={question.timeLimit} />

      {answer.isPending ? (
        <p className={styles.checking}>
          <span className="spinner" aria-hidden="true" /> {t("play.checking")}
        </p>
      ) : null}

      {answer.isError ? (
        <div className={styles.problem} role="alert">
          <p>{known(errorMessage(answer.error))}</p>
          {answer.error instanceof ApiError && answer.error.code === "already-exists" ? (
            // The server has this answer already (its reply was lost on the way): nothing to resend.
            <button type="button" className="btn btn-secondary" onClick={next}>
              {last ? t("play.seeResults") : t("play.nextQuestion")}
            </button>
          ) : (
            <button type="button" className="btn btn-secondary" onClick={play.resend}>
              {t("tryAgain")}
            </button>
          )}
        </div>
      ) : null}

      {reply ? <AnswerPassage type={question.type} reply={reply} sent={sent} /> : null}

      <div className={styles.actions}>
        {question.type === "fill-blank" ? (
          <button
            type="button"
            className="btn btn-ghost"
            // Back where the person came from; a quiz opened directly has nowhere to go back to, so the dashboard.
            onClick={() => void (location.key === "default" ? navigate(paths.dashboard) : navigate(-1))}
          >
            <span aria-hidden="true">←</span> {t("play.dashboard")}
          </button>
        ) : (
          <Link className="btn btn-ghost" to={paths.dashboard}>
            {t("backToDashboard")}
          </Link>
        )}
        {reply ? (
          <button ref={nextRef} type="button" className="btn btn-primary" onClick={next}>
            {last ? t("play.seeResults") : t("play.nextQuestion")}
          </button>
        ) : null}
      </div>

      {play.timedOut ? <p className={styles.autoNext}>{last ? t("play.nextScreenSoon") : t("play.nextQuestionSoon")}</p> : null}
      {reply && !play.timedOut && !last ? <p className={styles.autoNext}>{t("play.nextByItself", { seconds: resultReadSeconds })}</p> : null}

      <AttemptedBy people={attemptedBy} />
    </article>
  );
}
