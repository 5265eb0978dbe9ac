import { resultReadSeconds, type AnswerReply, type PlayQuestion } from "@berea/contracts/quiz";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useEffectEvent, useState, type FormEvent } from "react";
import { answerQuestion } from "./api/quiz-api.ts";
import type { AnswerValue } from "./quiz-format.ts";
import { useCountdown } from "./use-countdown.ts";

/** After the countdown runs out, the answer shows this long before the next question. */
export const timeUpPauseMs = 4000;

/**
 * A result shows at most this long before the next question opens by itself:
 * the server starts the next question's clock no later than this after the
 * answer (it allows no longer reading time than `resultReadSeconds`).
 */
export const resultPauseMs = resultReadSeconds * 1000;

interface QuestionAnswerOptions {
  attemptId: string;
  question: PlayQuestion;
  /** 0-based. */
  index: number;
  /** The quiz's last question: its result waits for the player. */
  last: boolean;
  /** How long the previous result was read before this question appeared (ms); the server's clock allows for it. */
  readMs: number | undefined;
  onAnswered: (reply: AnswerReply) => void;
  /** Moves on from question `index` (the last one finishes the quiz). */
  onNext: (fromIndex: number) => void;
}

/**
 * One question's answer, from the first second to the result: the countdown
 * (it stops once an answer is sent), what the player has ticked or typed, the
 * one answer sent to the server (a timed-out one, null, when the countdown
 * runs out) and its reply. After a time-out the next question follows by
 * itself. Each action does nothing once an answer is on its way.
 */
export function useQuestionAnswer({ attemptId, question, index, last, readMs, onAnswered, onNext }: QuestionAnswerOptions) {
  const [picked, setPicked] = useState<string[]>([]);
  const [typed, setTyped] = useState("");

  const answer = useMutation({
    mutationFn: (value: AnswerValue | null) => answerQuestion({ attemptId, index, answer: value, ...(readMs === undefined ? {} : { readMs }) }),
    onSuccess: (reply) => onAnswered(reply),
  });
  const { mutate: send, isIdle: unanswered } = answer;
  const reply = answer.data;
  const remaining = useCountdown(question.timeLimit, unanswered);

  // The countdown ran out: the server records a timed-out answer and sends the right one.
  useEffect(() => {
    if (remaining === 0 && unanswered) send(null);
  }, [remaining, unanswered, send]);

  const moveOn = useEffectEvent(() => onNext(index));
  const timedOut = reply?.timedOut === true;
  const answered = reply !== undefined;
  // After a time-out the next question (or the results) follows by itself; after an answer the next
  // question does, once the result has had the reading time the server's clock allows. The last
  // question's result stays until the player asks for the results: no clock waits on it.
  useEffect(() => {
    if (!answered || (!timedOut && last)) return;
    const timer = window.setTimeout(() => moveOn(), timedOut ? timeUpPauseMs : resultPauseMs);
    return () => window.clearTimeout(timer);
  }, [answered, timedOut, last]);

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

  return {
    /** The request's state: pending while it is checked, its error if it failed. */
    answer,
    reply,
    /** What was sent: undefined before, null after a time-out. */
    sent: answer.variables,
    unanswered,
    timedOut,
    /** Whole seconds left. */
    remaining,
    picked,
    typed,
    setTyped,
    choose,
    toggle,
    submitPicked,
    submitTyped,
    /** Sends the same answer again, after a failure. */
    resend: () => send(answer.variables ?? null),
  };
}
