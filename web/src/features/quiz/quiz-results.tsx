import type { FinishReply, StartQuizReply, TopicSummary } from "@berea/contracts/quiz";
import { useQuery } from "@tanstack/react-query";
import { CircleCheck, CircleX, Clock, Flame, RotateCcw, Sparkles, Trophy } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { memorizePath, paths } from "../../config/paths.ts";
import { quizHomeQuery } from "./api/quiz-api.ts";
import { useQuizWords } from "./i18n.ts";
import { formatDuration } from "./quiz-format.ts";
import { quizPlayPath, type QuizPlayRoute } from "./quiz-paths.ts";
import { FlagQuestion } from "./flag-question.tsx";
import { readingTranslation, ReferenceLabel } from "./verse-reference.tsx";
import styles from "./quiz-results.module.css";

/** The open topic after `current` in the list (wrapping round); the first open one after a mixed quiz. */
export function nextOpenTopic(topics: TopicSummary[], current: string): TopicSummary | undefined {
  const at = topics.findIndex((topic) => topic.id === current);
  if (at === -1) return topics.find((topic) => topic.open);
  for (let step = 1; step < topics.length; step += 1) {
    const topic = topics[(at + step) % topics.length];
    if (topic?.open) return topic;
  }
  return undefined;
}

/** The results' heading's key, by the score. */
function headline(percent: number): "perfect" | "wellDone" | "goodGoing" | "step" {
  if (percent === 100) return "perfect";
  if (percent >= 70) return "wellDone";
  if (percent >= 40) return "goodGoing";
  return "step";
}

/** How a reviewed answer went. */
const outcomeOf = (item: FinishReply["review"][number]): "timeout" | "correct" | "wrong" => (item.timedOut ? "timeout" : item.correct ? "correct" : "wrong");

interface QuizResultsProps {
  result: FinishReply;
  quiz: StartQuizReply;
  route: QuizPlayRoute;
  onRetry: () => void;
}

/** Score, time, XP, best score and streak, each question again with its verse, and where to go next. */
export function QuizResults({ result, quiz, route, onRetry }: QuizResultsProps) {
  const { t, language, number, answer, correct } = useQuizWords();
  const home = useQuery(quizHomeQuery(language));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const next = home.data ? nextOpenTopic(home.data.topics, quiz.topic) : undefined;
  const nextPath = next ? quizPlayPath(next.id, quiz.difficulty, route) : paths.quiz;

  return (
    <section className={styles.results} aria-labelledby="quiz-results-title">
      <div className={styles.summary}>
        <span className={styles.trophy} aria-hidden="true">
          <Trophy size={32} />
        </span>
        <p className={styles.topic}>{quiz.topicName}</p>
        <h1 id="quiz-results-title" ref={heading} tabIndex={-1}>
          {t(`results.${headline(result.percent)}`)}
        </h1>
        <p className={styles.score}>
          <span className={styles.scoreValue}>{`${result.score} / ${result.total}`}</span>
          <span className={styles.percent}>{result.percent}%</span>
        </p>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>
              <Clock size={18} aria-hidden="true" /> {t("results.time")}
            </dt>
            <dd>{formatDuration(result.timeMs)}</dd>
          </div>
          <div className={styles.fact}>
            <dt>
              <Sparkles size={18} aria-hidden="true" /> {t("results.xpEarned")}
            </dt>
            <dd>
              {t("results.xpGained", { xp: number(result.xp) })}
              <span className={styles.factNote}>{t("results.xpInAll", { xp: number(result.totalXp) })}</span>
            </dd>
          </div>
          <div className={styles.fact}>
            <dt>
              <Trophy size={18} aria-hidden="true" /> {t("results.best")}
            </dt>
            <dd>{result.bestScore}%</dd>
          </div>
          <div className={styles.fact}>
            <dt>
              <Flame size={18} aria-hidden="true" className={styles.flame} /> {t("results.streak")}
            </dt>
            <dd>{t("results.days", { count: result.streak, days: number(result.streak) })}</dd>
          </div>
        </dl>
        <div className={styles.actions}>
          <button type="button" className="btn btn-primary" onClick={onRetry}>
            <RotateCcw size={18} aria-hidden="true" />
            {t("tryAgain")}
          </button>
          <Link className="btn btn-secondary" to={nextPath} replace aria-label={next ? t("results.nextTopicNamed", { topic: next.name }) : undefined}>
            {t("results.nextTopic")}
          </Link>
          <Link className="btn btn-ghost" to={paths.dashboard}>
            {t("backToDashboard")}
          </Link>
        </div>
      </div>

      <h2 className={styles.reviewTitle}>{t("results.yourAnswers")}</h2>
      <ol className={styles.review}>
        {result.review.map((item, at) => {
          const state = outcomeOf(item);
          const Icon = state === "timeout" ? Clock : state === "correct" ? CircleCheck : CircleX;
          return (
            <li key={at} className={styles.item} data-state={state}>
              <p className={styles.itemState}>
                <Icon size={18} aria-hidden="true" />
                {t(state === "timeout" ? "results.timedOut" : state === "correct" ? "results.correct" : "results.wrong")}
              </p>
              <p className={styles.prompt}>
                <span className={styles.number}>{at + 1}.</span> {item.prompt}
              </p>
              <dl className={styles.answers}>
                <div>
                  <dt>{t("play.yourAnswer")}</dt>
                  <dd>{answer(item.yourAnswer)}</dd>
                </div>
                <div>
                  <dt>{t("play.rightAnswer")}</dt>
                  <dd>{correct(item.correctAnswer, item.type)}</dd>
                </div>
              </dl>
              <p className={styles.reference}>
                <ReferenceLabel reference={item.reference} />
                {state === "correct" ? null : (
                  <>
                    {" · "}
                    <Link
                      to={memorizePath(item.reference.label, readingTranslation(item.reference))}
                      aria-label={t("results.learnByHeart", { reference: item.reference.label })}
                    >
                      {t("results.learnVerse")}
                    </Link>
                  </>
                )}
              </p>
              <FlagQuestion attemptId={quiz.attemptId} index={at} />
            </li>
          );
        })}
      </ol>
    </section>
  );
}
