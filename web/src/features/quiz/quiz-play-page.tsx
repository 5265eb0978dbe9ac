import { freeQuizzesPerDay, type StartQuizReply } from "@berea/contracts/quiz";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { HeldContent } from "../../components/load-states.tsx";
import { paths } from "../../config/paths.ts";
import { ApiError, errorMessage } from "../../lib/api-client.ts";
import { useKnownMessage } from "../../lib/i18n/validation.ts";
import { quizHomeQueryKey, resumeQuiz, startQuiz, userTimeZone } from "./api/quiz-api.ts";
import { useQuizWords } from "./i18n.ts";
import { needsUpgrade } from "./quiz-errors.ts";
import { QuizParticles } from "./quiz-particles.tsx";
import { playChoice, playRouteOf, typesForPath } from "./quiz-paths.ts";
import { QuizRun } from "./quiz-run.tsx";
import { useTopicCatalogue } from "./topic-catalogue.ts";
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
 *
 * A reload keeps the location's key, and the attempt started under it is
 * remembered for the tab (sessionStorage): the quiz picks up where it was
 * instead of starting again and costing another of the day's free quizzes.
 */
/** A started (or resumed) attempt and where play stands in it. */
interface PlayableQuiz {
  quiz: StartQuizReply;
  answered: number;
  score: number;
  finished: boolean;
}

function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeSession(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Storage can be disabled; the quiz still plays, it just cannot be resumed after a reload.
  }
}

export default function QuizPlayPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const route = playRouteOf(location.pathname);
  const { topic, difficulty } = playChoice(new URLSearchParams(location.search));
  const { t, language } = useQuizWords();
  const known = useKnownMessage();
  const catalogue = useTopicCatalogue(language);

  const start = useQuery({
    queryKey: ["quiz", "start", location.key, route, topic, difficulty],
    queryFn: async (): Promise<PlayableQuiz> => {
      const attemptKey = `berea:quiz:${location.key}`;
      const saved = readSession(attemptKey);
      if (saved) {
        try {
          const resumed = await resumeQuiz(saved);
          return { quiz: { ...resumed, remainingToday: null }, answered: resumed.answers.length, score: resumed.answers.at(-1)?.score ?? 0, finished: resumed.finished };
        } catch (error) {
          // Gone or changed (another account, a new question bank): start a new one; anything else is shown.
          if (!(error instanceof ApiError && (error.code === "not-found" || error.code === "failed-precondition"))) throw error;
        }
      }
      // Spanish questions in Spanish (their fill-ins from the RV1909); an English start is sent as before.
      const reply = await startQuiz({ topic, difficulty, types: typesForPath(route), timeZone: userTimeZone(), ...(language === "en" ? {} : { lang: language }) });
      writeSession(attemptKey, reply.attemptId);
      // Today's count of free quizzes has moved.
      void queryClient.invalidateQueries({ queryKey: quizHomeQueryKey });
      return { quiz: reply, answered: 0, score: 0, finished: false };
    },
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  /** Why the quiz needs Premium: the server's words in English, the namespace's sentence (the same words) in another language. */
  const upgradeMessage = (error: ApiError): string => {
    if (language === "en") return error.message;
    if (error.code === "quota-exceeded") return t("upgrade.quota", { number: freeQuizzesPerDay });
    const name = catalogue.find((entry) => entry.id === topic)?.name;
    return name ? t("upgrade.premiumTopic", { topic: name }) : error.message;
  };

  /** A new attempt at the same quiz: the same URL, a new location key. */
  const retry = () => void navigate({ pathname: location.pathname, search: location.search }, { replace: true });

  let content: ReactNode;
  if (start.isPending) {
    // The page's first paint (prerendered for every topic: app/prerendered/pages.ts), larger than the question that replaces it.
    content = (
      <>
        <h1 className="visually-hidden">{t("play.headingPlain")}</h1>
        <HeldContent label={t("play.gettingReady")} />
      </>
    );
  } else if (needsUpgrade(start.error)) {
    content = (
      <>
        <h1 className="visually-hidden">{t("play.headingPlain")}</h1>
        <UpgradePrompt message={upgradeMessage(start.error)} />
      </>
    );
  } else if (start.isError) {
    content = (
      <div className={`card ${styles.message}`} role="alert">
        <h1 className="visually-hidden">{t("play.headingPlain")}</h1>
        <p>{known(errorMessage(start.error))}</p>
        <div className={styles.messageActions}>
          <button type="button" className="btn btn-primary" onClick={() => void start.refetch()}>
            {t("tryAgain")}
          </button>
          <Link className="btn btn-ghost" to={paths.quiz}>
            {t("play.chooseAnother")}
          </Link>
        </div>
      </div>
    );
  } else {
    const { quiz, answered, score, finished } = start.data;
    content = <QuizRun key={quiz.attemptId} quiz={quiz} route={route} onRetry={retry} resumeAt={answered} resumeScore={score} alreadyFinished={finished} />;
  }

  return (
    <div className={`container ${styles.page}`}>
      <title>{start.data ? t("play.title", { topic: start.data.quiz.topicName }) : t("play.titlePlain")}</title>
      <div className={styles.stage}>
        <QuizParticles />
        <div className={styles.content}>{content}</div>
      </div>
    </div>
  );
}
