import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, type ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { paths } from "../../config/paths.ts";
import { errorMessage } from "../../lib/api-client.ts";
import { quizHomeQueryKey, startQuiz, userTimeZone } from "./api/quiz-api.ts";
import { isSignedOut, needsUpgrade } from "./quiz-errors.ts";
import { QuizParticles } from "./quiz-particles.tsx";
import { playChoice, playRouteOf, typesForPath } from "./quiz-paths.ts";
import { QuizRun } from "./quiz-run.tsx";
import { UpgradePrompt } from "./upgrade-prompt.tsx";
import styles from "./quiz-play.module.css";

/**
 * `/qz` (every question type), `/q` (multiple choice), `/tf` (true or false),
 * `/fb` (fill in the blank) and `/sq` (multi-select), with `?topic=` (default
 * "mixed") and `?difficulty=` (default "easy").
 *
 * Each visit starts one attempt. The start is a query keyed by the
 * location's key (new on every navigation, even to the same URL, and kept
 * across StrictMode's second mount), never retried or refetched, and dropped
 * from the cache as soon as the page is left (gcTime 0), so coming back starts
 * afresh. The query function does not take the abort signal: were it to, the
 * StrictMode unmount would cancel the request and the remount send a second.
 */
export default function QuizPlayPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const route = playRouteOf(location.pathname);
  const { topic, difficulty } = playChoice(new URLSearchParams(location.search));

  const start = useQuery({
    queryKey: ["quiz", "start", location.key, route, topic, difficulty],
    queryFn: async () => {
      const reply = await startQuiz({ topic, difficulty, types: typesForPath(route), timeZone: userTimeZone() });
      // Today's count of free quizzes has moved.
      void queryClient.invalidateQueries({ queryKey: quizHomeQueryKey });
      return reply;
    },
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  const signedOut = isSignedOut(start.error);
  useEffect(() => {
    if (signedOut) void navigate(paths.login, { replace: true });
  }, [signedOut, navigate]);

  /** A new attempt at the same quiz: the same URL, a new location key. */
  const retry = () => void navigate({ pathname: location.pathname, search: location.search }, { replace: true });

  let content: ReactNode;
  if (start.isPending || signedOut) {
    content = (
      <div className="full-screen-loader" role="status">
        <span className="spinner" aria-hidden="true" />
        <span>Getting your questions ready ...</span>
      </div>
    );
  } else if (needsUpgrade(start.error)) {
    content = (
      <>
        <h1 className="visually-hidden">Quiz</h1>
        <UpgradePrompt message={start.error.message} />
      </>
    );
  } else if (start.isError) {
    content = (
      <div className={`card ${styles.message}`} role="alert">
        <h1 className="visually-hidden">Quiz</h1>
        <p>{errorMessage(start.error)}</p>
        <div className={styles.messageActions}>
          <button type="button" className="btn btn-primary" onClick={() => void start.refetch()}>
            Try again
          </button>
          <Link className="btn btn-ghost" to={paths.quiz}>
            Choose another quiz
          </Link>
        </div>
      </div>
    );
  } else {
    content = <QuizRun key={start.data.attemptId} quiz={start.data} route={route} onRetry={retry} />;
  }

  return (
    <div className={`container ${styles.page}`}>
      <title>{start.data ? `${start.data.topicName} quiz · Berea` : "Quiz · Berea"}</title>
      <div className={styles.stage}>
        <QuizParticles />
        <div className={styles.content}>{content}</div>
      </div>
    </div>
  );
}
