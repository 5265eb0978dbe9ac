import { difficulties, freeQuizzesPerDay, type Difficulty, type QuizHome, type QuizTopic, type TopicSummary } from "@berea/contracts/quiz";
import { useQuery } from "@tanstack/react-query";
import { CalendarDays, Flame, Lock, Shuffle, Sparkles } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { PendingText } from "../../components/pending-text.tsx";
import { errorMessage } from "../../lib/api-client.ts";
import { useKnownMessage } from "../../lib/i18n/validation.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { quizHomeQuery } from "./api/quiz-api.ts";
import { defaultDifficulty, readDifficulty, writeDifficulty } from "./difficulty-preference.ts";
import { useQuizWords } from "./i18n.ts";
import { quizPlayPath } from "./quiz-paths.ts";
import { AttemptedBySetting } from "./attempted-by-setting.tsx";
import { UpgradePrompt } from "./upgrade-prompt.tsx";
import styles from "./quiz-home-page.module.css";
import { useTopicCatalogue } from "./topic-catalogue.ts";

/**
 * `/quiz` (and `/Quiz`): XP and streak, quizzes left today, the daily
 * challenge, a difficulty and the topics. A locked topic, or a Free plan with
 * no quizzes left today, shows the upgrade prompt instead of starting.
 */
export default function QuizHomePage() {
  const { t, language } = useQuizWords();
  const known = useKnownMessage();
  const catalogue = useTopicCatalogue(language);
  const navigate = useNavigate();
  const home = useQuery(quizHomeQuery(language));
  // The stored choice once hydrated: the prerendered page was rendered with the first-time default.
  const hydrated = useHydrated();
  const [chosen, setDifficulty] = useState<Difficulty | null>(null);
  const difficulty = chosen ?? (hydrated ? readDifficulty() : defaultDifficulty);
  const [blocked, setBlocked] = useState<string | null>(null);

  const chooseDifficulty = (next: Difficulty) => {
    setDifficulty(next);
    writeDifficulty(next);
  };

  let body: ReactNode;
  if (home.isError) {
    body = (
      <div className={`card ${styles.problem}`} role="alert">
        <p>{known(errorMessage(home.error))}</p>
        <button type="button" className="btn btn-primary" onClick={() => void home.refetch()}>
          {t("tryAgain")}
        </button>
      </div>
    );
  } else {
    // Until the caller's home arrives (and while a signed-out visitor is sent to sign in), the page shows the
    // topics from the catalogue with the parts that are the caller's own held open: the same layout, so
    // nothing moves when they fill in, and the page the build prerenders (app/prerendered/pages.ts).
    const data = home.data ?? null;
    const start = (topicId: string, chosen: Difficulty) => {
      if (!data) return;
      const topic = data.topics.find((entry) => entry.id === topicId);
      if (topic && !topic.open) {
        setBlocked(t("home.premiumTopic", { topic: topic.name }));
      } else if (data.remainingToday === 0) {
        setBlocked(t("home.noneLeft", { number: freeQuizzesPerDay }));
      } else {
        void navigate(quizPlayPath(topicId, chosen));
      }
    };
    body = (
      <>
        {data ? null : (
          <p className="visually-hidden" role="status">
            {t("home.gathering")}
          </p>
        )}
        <Greeting home={data} />
        {blocked ? <UpgradePrompt message={blocked} onClose={() => setBlocked(null)} /> : null}
        <DailyChallenge home={data} onStart={start} />
        <DifficultyChooser value={difficulty} onChange={chooseDifficulty} />
        <section aria-labelledby="quiz-topics-title" aria-busy={data ? undefined : true}>
          <h2 id="quiz-topics-title" className={styles.sectionTitle}>
            {t("home.chooseTopic")}
          </h2>
          <ul className="card-grid">
            <li className={`card card-tile ${styles.topic} ${styles.mixed}`}>
              <div className={styles.topicHead}>
                <Shuffle size={22} aria-hidden="true" className={styles.mixedIcon} />
                <h3>{t("home.mixed")}</h3>
              </div>
              <p className={styles.description}>{t("home.mixedText")}</p>
              <button type="button" className="btn btn-primary" aria-label={t("home.startMixed")} disabled={!data} onClick={() => start("mixed", difficulty)}>
                {t("start")}
              </button>
            </li>
            {data
              ? data.topics.map((topic) => <TopicCard key={topic.id} topic={topic} progress={topic} onStart={() => start(topic.id, difficulty)} />)
              : catalogue.map((topic) => <TopicCard key={topic.id} topic={topic} progress={null} onStart={() => undefined} />)}
          </ul>
        </section>
        {data ? <AttemptedBySetting checked={data.showInAttemptedBy} /> : null}
      </>
    );
  }

  return (
    <div className={`container ${styles.page}`}>
      <title>{t("home.title")}</title>
      <header className={styles.intro}>
        <p className={styles.eyebrow}>{t("home.eyebrow")}</p>
        <h1>{t("home.heading")}</h1>
      </header>
      {body}
    </div>
  );
}

function Greeting({ home }: { home: QuizHome | null }) {
  const { t, number } = useQuizWords();
  return (
    <div className={styles.greeting}>
      <p className={styles.stats}>
        <span className={styles.stat}>
          <Sparkles size={18} aria-hidden="true" className={styles.xpIcon} />
          {home ? <strong>{t("home.xp", { xp: number(home.xp) })}</strong> : <PendingText like={t("home.xpLike")} />}
        </span>
        <span className={styles.stat}>
          <Flame size={18} aria-hidden="true" className={styles.flame} />
          {!home ? (
            <PendingText like={t("home.noStreak")} />
          ) : home.streak > 0 ? (
            <strong>{t("home.streak", { count: home.streak, days: number(home.streak) })}</strong>
          ) : (
            <span>{t("home.noStreak")}</span>
          )}
        </span>
      </p>
      <p className={styles.remaining}>
        {!home ? (
          <PendingText like={t("home.left", { count: freeQuizzesPerDay, number: number(freeQuizzesPerDay) })} />
        ) : home.remainingToday === null ? (
          t("home.unlimited")
        ) : (
          t("home.left", { count: home.remainingToday, number: number(home.remainingToday) })
        )}
      </p>
    </div>
  );
}

function DailyChallenge({ home, onStart }: { home: QuizHome | null; onStart: (topic: string, difficulty: Difficulty) => void }) {
  const challenge = home?.dailyChallenge;
  const topic = challenge ? home.topics.find((entry) => entry.id === challenge.topic) : undefined;
  const { t } = useQuizWords();
  return (
    <section className={`card ${styles.daily}`} aria-labelledby="daily-challenge-title" aria-busy={challenge ? undefined : true}>
      <CalendarDays size={28} aria-hidden="true" className={styles.dailyIcon} />
      <div className={styles.dailyText}>
        <p className={styles.eyebrow}>{t("daily.eyebrow")}</p>
        <h2 id="daily-challenge-title">
          {challenge ? (topic?.name ?? t("daily.fallback")) : <PendingText like={t("daily.topicLike")} label={t("daily.loadingTopic")} />}
        </h2>
        <p className={styles.dailyNote}>
          {challenge ? (
            t(`daily.level.${challenge.difficulty}`)
          ) : (
            <>
              <PendingText like={t("difficulty.medium")} />
              {t("daily.pendingNote")}
            </>
          )}
        </p>
      </div>
      <button
        type="button"
        className="btn btn-primary"
        aria-label={t("daily.start")}
        disabled={!challenge}
        onClick={() => challenge && onStart(challenge.topic, challenge.difficulty)}
      >
        {t("start")}
      </button>
    </section>
  );
}

function DifficultyChooser({ value, onChange }: { value: Difficulty; onChange: (difficulty: Difficulty) => void }) {
  const name = useId();
  const { t } = useQuizWords();
  return (
    <fieldset className={styles.difficulty}>
      <legend className={styles.legend}>{t("home.difficulty")}</legend>
      <div className={styles.segments}>
        {difficulties.map((level) => (
          <label key={level} className={styles.segment} data-checked={value === level}>
            <input type="radio" name={name} value={level} checked={value === level} onChange={() => onChange(level)} className={styles.radio} />
            {t(`difficulty.${level}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A topic from the catalogue; `progress` is the caller's view of it (open, counts, best score), null until it arrives. */
function TopicCard({ topic, progress, onStart }: { topic: QuizTopic; progress: TopicSummary | null; onStart: () => void }) {
  const best = progress?.bestScore == null ? null : Math.round(progress.bestScore);
  const locked = progress ? !progress.open : false;
  const { t, number } = useQuizWords();
  return (
    <li className={`card card-tile ${styles.topic}`} data-locked={locked}>
      <div className={styles.topicHead}>
        <h3>{topic.name}</h3>
        {locked ? (
          <span className={styles.badge}>
            <Lock size={14} aria-hidden="true" />
            {t("home.premium")}
          </span>
        ) : null}
      </div>
      <p className={styles.description}>{topic.description}</p>
      <p className={styles.meta}>
        {progress ? (
          <>
            {t("home.questions", { count: progress.questionCount, number: number(progress.questionCount) })}
            <span aria-hidden="true"> · </span>
            {progress.attempts > 0 ? t("home.played", { count: progress.attempts, number: number(progress.attempts) }) : t("home.notPlayed")}
          </>
        ) : (
          <PendingText like={t("home.metaLike")} />
        )}
      </p>
      <div className={styles.best}>
        <span>{!progress ? <PendingText like={t("home.noBest")} /> : best === null ? t("home.noBest") : t("home.best", { percent: best })}</span>
        <span className={styles.bar} aria-hidden="true">
          <span className={styles.barFill} style={{ width: `${best ?? 0}%` }} />
        </span>
      </div>
      {locked ? (
        <button type="button" className="btn btn-secondary" aria-label={t("home.unlockTopic", { topic: topic.name })} onClick={onStart}>
          <Lock size={16} aria-hidden="true" />
          {t("home.unlock")}
        </button>
      ) : (
        <button type="button" className="btn btn-primary" aria-label={t("home.startTopic", { topic: topic.name })} disabled={!progress} onClick={onStart}>
          {t("start")}
        </button>
      )}
    </li>
  );
}
