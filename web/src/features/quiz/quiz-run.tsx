import type { AnswerReply, StartQuizReply } from "@berea/contracts/quiz";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { paths } from "../../config/paths.ts";
import { errorMessage } from "../../lib/api-client.ts";
import { useKnownMessage } from "../../lib/i18n/validation.ts";
import { finishQuiz, quizHomeQueryKey } from "./api/quiz-api.ts";
import { useQuizT } from "./i18n.ts";
import { QuestionScreen } from "./question-screen.tsx";
import type { QuizPlayRoute } from "./quiz-paths.ts";
import { QuizResults } from "./quiz-results.tsx";
import styles from "./quiz-play.module.css";

interface QuizRunProps {
  quiz: StartQuizReply;
  route: QuizPlayRoute;
  /** Starts a new attempt on the same topic and difficulty. */
  onRetry: () => void;
  /** After a reload: questions already answered, the score so far, and whether the quiz was finished. */
  resumeAt?: number;
  resumeScore?: number;
  alreadyFinished?: boolean;
}

/** One attempt from the first question to the results. Keyed by attempt id. */
export function QuizRun({ quiz, route, onRetry, resumeAt = 0, resumeScore = 0, alreadyFinished = false }: QuizRunProps) {
  const queryClient = useQueryClient();
  const { t } = useQuizT();
  const known = useKnownMessage();
  const [index, setIndex] = useState(resumeAt);
  const [score, setScore] = useState(resumeScore);
  const finishing = useRef(false);
  // When the last result arrived, and how long it was read before the next question appeared.
  const repliedAt = useRef(0);
  const [readMs, setReadMs] = useState<number | undefined>(undefined);
  const total = quiz.questions.length;

  const finish = useMutation({
    mutationFn: () => finishQuiz(quiz.attemptId),
    // XP, streak, best scores and attempts have all moved.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: quizHomeQueryKey }),
  });

  // Resumed with every question answered (or already finished): straight to the results (finishing is idempotent).
  const { mutate: finishNow } = finish;
  useEffect(() => {
    if ((alreadyFinished || resumeAt >= total) && total > 0 && !finishing.current) {
      finishing.current = true;
      finishNow();
    }
  }, [alreadyFinished, resumeAt, total, finishNow]);

  const onAnswered = (reply: AnswerReply) => {
    repliedAt.current = performance.now();
    setScore(reply.score);
  };

  /** From question `from` to the next, or to the results after the last; a second call for the same question does nothing. */
  const onNext = (from: number) => {
    if (from + 1 < total) {
      setReadMs(Math.max(0, Math.round(performance.now() - repliedAt.current)));
      setIndex((current) => (current === from ? from + 1 : current));
      return;
    }
    if (finishing.current) return;
    finishing.current = true;
    finish.mutate();
  };

  if (finish.data) {
    return <QuizResults result={finish.data} quiz={quiz} route={route} onRetry={onRetry} />;
  }
  if (finish.isError) {
    return (
      <div className={`card ${styles.message}`} role="alert">
        <p>{known(errorMessage(finish.error))}</p>
        <div className={styles.messageActions}>
          <button type="button" className="btn btn-primary" onClick={() => finish.mutate()}>
            {t("tryAgain")}
          </button>
          <Link className="btn btn-ghost" to={paths.dashboard}>
            {t("backToDashboard")}
          </Link>
        </div>
      </div>
    );
  }
  if (finish.isPending || alreadyFinished || (total > 0 && index >= total)) {
    return (
      <div className="full-screen-loader" role="status">
        <span className="spinner" aria-hidden="true" />
        <span>{t("play.addingUp")}</span>
      </div>
    );
  }

  const question = quiz.questions[index];
  if (!question) {
    return (
      <div className={`card ${styles.message}`} role="alert">
        <p>{t("play.noQuestions")}</p>
        <Link className="btn btn-primary" to={paths.quiz}>
          {t("play.chooseQuiz")}
        </Link>
      </div>
    );
  }

  return (
    <>
      <h1 className="visually-hidden">{t("play.heading", { topic: quiz.topicName })}</h1>
      <QuestionScreen
        key={index}
        attemptId={quiz.attemptId}
        question={question}
        index={index}
        total={total}
        topicName={quiz.topicName}
        score={score}
        attemptedBy={quiz.attemptedBy}
        onAnswered={onAnswered}
        onNext={onNext}
        readMs={index > 0 ? readMs : undefined}
      />
    </>
  );
}
