import type { AnswerReply, AttemptedBy as Person, PlayQuestion } from "@berea/contracts/quiz";
import { useMutation } from "@tanstack/react-query";
import { Check, CircleCheck, CircleX, Clock, Hourglass, Star, X } from "lucide-react";
import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { paths } from "../../config/paths.ts";
import { ApiError, errorMessage } from "../../lib/api-client.ts";
import { answerQuestion } from "./api/quiz-api.ts";
import { AttemptedBy } from "./attempted-by.tsx";
import { formatAnswer, formatCorrect, type AnswerValue } from "./quiz-format.ts";
import { useCountdown } from "./use-countdown.ts";
import { VersePassage } from "./verse-reference.tsx";
import styles from "./quiz-play.module.css";

/** The hourglass spins, and "20 seconds left" is announced, from this many seconds left. */
export const warningSeconds = 20;
/** After the countdown runs out, the answer shows this long before the next question. */
export const timeUpPauseMs = 4000;

const letters = "ABCDEFGHI";

/** Keys 1-9 and A-I pick the option at that place (the spec's 1-4 and A-D, and more for a long multi-select). */
function optionIndexOfKey(key: string): number | undefined {
  if (/^[1-9]$/.test(key)) return Number(key) - 1;
  const letter = letters.indexOf(key.toUpperCase());
  return key.length === 1 && letter >= 0 ? letter : undefined;
}

/** Elements that handle Enter themselves: buttons, links, fields. */
function handlesEnter(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLInputElement) return target.type !== "checkbox" && target.type !== "radio";
  return target.isContentEditable || target.closest("button, a[href], textarea, select, summary") !== null;
}

const isTyping = (target: EventTarget | null): boolean =>
  (target instanceof HTMLInputElement && target.type !== "checkbox" && target.type !== "radio") ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement ||
  (target instanceof HTMLElement && target.isContentEditable);

type ChoiceState = "selected" | "correct" | "wrong" | "missed";

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
 * starts with a fresh countdown and selection.
 */
export function QuestionScreen({ attemptId, question, index, total, topicName, score, attemptedBy, onAnswered, onNext, readMs }: QuestionScreenProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const promptId = useId();
  const inputId = useId();
  const promptRef = useRef<HTMLHeadingElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const [picked, setPicked] = useState<string[]>([]);
  const [typed, setTyped] = useState("");

  const answer = useMutation({
    mutationFn: (value: AnswerValue | null) => answerQuestion({ attemptId, index, answer: value, ...(readMs === undefined ? {} : { readMs }) }),
    onSuccess: (reply) => onAnswered(reply),
  });
  const { mutate: send, isIdle: unanswered } = answer;
  const reply = answer.data;
  const sent = answer.variables;
  const remaining = useCountdown(question.timeLimit, unanswered);
  const warning = unanswered && remaining > 0 && remaining <= warningSeconds;
  const last = index + 1 === total;

  // The countdown ran out: the server records a timed-out answer and sends the right one.
  useEffect(() => {
    if (remaining === 0 && unanswered) send(null);
  }, [remaining, unanswered, send]);

  // A new question takes the focus, so a screen reader starts from its prompt.
  useEffect(() => {
    if (index > 0) promptRef.current?.focus();
  }, [index]);

  // Once the result is in, Next is one Enter (or tap) away.
  useEffect(() => {
    if (reply) nextRef.current?.focus({ preventScroll: true });
  }, [reply]);

  const moveOn = useEffectEvent(() => onNext(index));
  const timedOut = reply?.timedOut === true;
  useEffect(() => {
    if (!timedOut) return;
    const timer = window.setTimeout(() => moveOn(), timeUpPauseMs);
    return () => window.clearTimeout(timer);
  }, [timedOut]);

  const choose = (option: string) => {
    if (!unanswered) return;
    if (question.type === "true-false") send(option === "True");
    else send(option);
  };

  const toggle = (option: string) => {
    if (!unanswered) return;
    setPicked((current) => (current.includes(option) ? current.filter((entry) => entry !== option) : [...current, option]));
  };

  const submitPicked = () => {
    if (!unanswered || question.type !== "multi-select" || picked.length === 0) return;
    send(question.options.filter((option) => picked.includes(option)));
  };

  const submitTyped = (event?: FormEvent) => {
    event?.preventDefault();
    const word = typed.trim();
    if (!unanswered || !word) return;
    send(word);
  };

  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === "Enter") {
      if (handlesEnter(event.target)) return;
      if (reply) {
        event.preventDefault();
        onNext(index);
      } else if (question.type === "multi-select") {
        event.preventDefault();
        submitPicked();
      } else if (question.type === "fill-blank") {
        event.preventDefault();
        submitTyped();
      }
      return;
    }
    if (isTyping(event.target) || question.type === "fill-blank") return;
    const at = optionIndexOfKey(event.key);
    const option = at === undefined ? undefined : question.options[at];
    if (option === undefined) return;
    event.preventDefault();
    if (question.type === "multi-select") toggle(option);
    else choose(option);
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    document.addEventListener("keydown", listener);
    return () => document.removeEventListener("keydown", listener);
  }, []);

  const correctText = reply ? formatCorrect(reply.correctAnswer) : "";
  const verdict = !reply
    ? null
    : reply.timedOut
      ? `Time's up. The correct answer is ${correctText}`
      : reply.correct
        ? "Correct!"
        : `Wrong! The correct answer is ${correctText}`;
  const verdictState = !reply ? undefined : reply.timedOut ? "timeout" : reply.correct ? "correct" : "wrong";
  const VerdictIcon = verdictState === "timeout" ? Clock : verdictState === "correct" ? CircleCheck : CircleX;

  /** The option sent, as its text ("True"/"False" for a boolean); undefined before answering or after a time-out. */
  const chosenText = sent === undefined || sent === null || Array.isArray(sent) ? undefined : typeof sent === "boolean" ? (sent ? "True" : "False") : sent;
  /** Multi-select: the toggled options until sent, then what was sent (nothing after a time-out). */
  const shownPicks = sent === undefined ? picked : Array.isArray(sent) ? sent : [];

  /** Single-choice marking: the chosen option green or red, and the right one green. */
  const singleState = (option: string): ChoiceState | undefined => {
    if (!reply) return option === chosenText ? "selected" : undefined;
    if (option === reply.correctAnswer) return "correct";
    return option === chosenText ? "wrong" : undefined;
  };

  /** Multi-select marking: chosen right ones green, chosen wrong ones red, right ones missed outlined. */
  const multiState = (option: string): ChoiceState | undefined => {
    if (!reply) return shownPicks.includes(option) ? "selected" : undefined;
    const right = Array.isArray(reply.correctAnswer) ? reply.correctAnswer.includes(option) : reply.correctAnswer === option;
    if (shownPicks.includes(option)) return right ? "correct" : "wrong";
    return right ? "missed" : undefined;
  };

  return (
    <article className={styles.screen} aria-labelledby={promptId}>
      <div className={styles.top}>
        <span className={styles.count}>
          Question {index + 1} of {total}
        </span>
        <span className={styles.topic}>{topicName}</span>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-label="Quiz progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(((index + 1) / total) * 100)}
        aria-valuetext={`Question ${index + 1} of ${total}`}
      >
        <div className={styles.fill} style={{ width: `${((index + 1) / total) * 100}%` }} />
      </div>

      <div className={styles.statusRow}>
        <div className={styles.timer} role="timer" aria-label={`${remaining} seconds left`} data-warning={warning}>
          <Hourglass size={20} aria-hidden="true" className={`${styles.hourglass} ${warning ? styles.spinning : ""}`} data-spinning={warning} />
          <span aria-hidden="true">{remaining}s</span>
        </div>
        <span className={styles.score}>
          <Star size={18} aria-hidden="true" className={styles.scoreIcon} />
          Score {score}
        </span>
      </div>

      <h2 id={promptId} ref={promptRef} tabIndex={-1} className={styles.prompt}>
        {question.prompt}
      </h2>

      {question.type === "multiple-choice" || question.type === "true-false" ? (
        <ul className={styles.choices} aria-label="Options">
          {question.options.map((option, at) => {
            const state = singleState(option);
            return (
              <li key={option}>
                <button
                  type="button"
                  className={styles.choice}
                  data-state={state}
                  disabled={!unanswered}
                  aria-keyshortcuts={`${at + 1} ${letters[at] ?? ""}`.trim()}
                  onClick={() => choose(option)}
                >
                  <span className={styles.letter} aria-hidden="true">
                    {letters[at]}
                  </span>
                  <span className={styles.choiceText}>
                    <span className="visually-hidden">{letters[at]}. </span>
                    {option}
                  </span>
                  <ChoiceMark state={state} mine={option === chosenText} />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}

      {question.type === "multi-select" ? (
        <fieldset className={styles.multi}>
          <legend className={styles.hintLine}>Choose every answer that fits, then submit.</legend>
          <ul className={styles.choices}>
            {question.options.map((option, at) => {
              const state = multiState(option);
              return (
                <li key={option}>
                  <label className={styles.choice} data-state={state} data-locked={!unanswered}>
                    <input
                      type="checkbox"
                      className={styles.check}
                      checked={shownPicks.includes(option)}
                      disabled={!unanswered}
                      onChange={() => toggle(option)}
                    />
                    {/* A tick replaces the letter while chosen, so the choice does not rest on colour alone. */}
                    <span className={styles.letter} aria-hidden="true">
                      {state === "selected" ? <Check size={16} /> : letters[at]}
                    </span>
                    <span className={styles.choiceText}>{option}</span>
                    <ChoiceMark state={state} mine={state === "correct" || state === "wrong"} />
                  </label>
                </li>
              );
            })}
          </ul>
          {reply ? null : (
            <button type="button" className="btn btn-primary btn-block" disabled={!unanswered || picked.length === 0} onClick={submitPicked}>
              Submit Answer
            </button>
          )}
        </fieldset>
      ) : null}

      {question.type === "fill-blank" ? (
        <>
          <div className={styles.templates}>
            {(["kjv", "web"] as const).map((translation) => (
              <figure key={translation} className={styles.template}>
                <figcaption className={styles.translation}>{translation.toUpperCase()}</figcaption>
                <blockquote className="scripture">
                  <p>
                    <BlankedText text={question.template[translation]} />
                  </p>
                </blockquote>
              </figure>
            ))}
          </div>
          <form className={styles.blankForm} onSubmit={submitTyped}>
            <label htmlFor={inputId} className={styles.blankLabel}>
              The missing word
            </label>
            <div className={styles.blankRow}>
              <input
                id={inputId}
                className="input"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                readOnly={!unanswered}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={60}
              />
              <button type="submit" className="btn btn-primary" disabled={!unanswered || typed.trim() === ""}>
                Submit Answer
              </button>
            </div>
          </form>
        </>
      ) : null}

      <div className={styles.verdict} role="status" aria-live="polite" data-state={verdictState}>
        {verdict ? (
          <>
            <VerdictIcon size={22} aria-hidden="true" />
            <span>{verdict}</span>
          </>
        ) : warning && question.timeLimit > warningSeconds ? (
          <span className="visually-hidden">{warningSeconds} seconds left</span>
        ) : null}
      </div>

      {answer.isPending ? (
        <p className={styles.checking}>
          <span className="spinner" aria-hidden="true" /> Checking your answer ...
        </p>
      ) : null}

      {answer.isError ? (
        <div className={styles.problem} role="alert">
          <p>{errorMessage(answer.error)}</p>
          {answer.error instanceof ApiError && answer.error.code === "already-exists" ? (
            // The server has this answer already (its reply was lost on the way): nothing to resend.
            <button type="button" className="btn btn-secondary" onClick={() => onNext(index)}>
              {last ? "See results" : "Next question"}
            </button>
          ) : (
            <button type="button" className="btn btn-secondary" onClick={() => send(sent ?? null)}>
              Try again
            </button>
          )}
        </div>
      ) : null}

      {reply ? (
        <div className={styles.result}>
          {question.type === "fill-blank" ? (
            <>
              {typeof sent === "string" ? (
                <p className={styles.yourAnswer}>
                  Your answer: <strong>{formatAnswer(sent)}</strong>
                </p>
              ) : null}
              <VersePassage reference={reply.reference} translations={["kjv", "web"]} />
            </>
          ) : question.type === "multi-select" ? (
            <VersePassage reference={reply.reference} title="Verse Insight:" />
          ) : (
            <VersePassage reference={reply.reference} />
          )}
        </div>
      ) : null}

      <div className={styles.actions}>
        {question.type === "fill-blank" ? (
          <button
            type="button"
            className="btn btn-ghost"
            // Back where the person came from; a quiz opened directly has nowhere to go back to, so the dashboard.
            onClick={() => void (location.key === "default" ? navigate(paths.dashboard) : navigate(-1))}
          >
            <span aria-hidden="true">←</span> Dashboard
          </button>
        ) : (
          <Link className="btn btn-ghost" to={paths.dashboard}>
            Back to Dashboard
          </Link>
        )}
        {reply ? (
          <button ref={nextRef} type="button" className="btn btn-primary" onClick={() => onNext(index)}>
            {last ? "See results" : "Next question"}
          </button>
        ) : null}
      </div>

      {timedOut ? <p className={styles.autoNext}>The next {last ? "screen" : "question"} opens in a moment.</p> : null}

      <AttemptedBy people={attemptedBy} />
    </article>
  );
}

/** ✓ or ✗ with a word, so the result never rests on colour alone. */
function ChoiceMark({ state, mine }: { state: ChoiceState | undefined; mine: boolean }) {
  if (state === "correct") {
    return (
      <span className={styles.mark}>
        <Check size={18} aria-hidden="true" />
        {mine ? "Your answer" : "Right answer"}
      </span>
    );
  }
  if (state === "wrong") {
    return (
      <span className={styles.mark}>
        <X size={18} aria-hidden="true" />
        Your answer
      </span>
    );
  }
  if (state === "missed") {
    return (
      <span className={styles.mark}>
        <Check size={18} aria-hidden="true" />
        Missed
      </span>
    );
  }
  return null;
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
