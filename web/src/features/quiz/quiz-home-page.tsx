import { difficulties, freeQuizzesPerDay, type Difficulty, type QuizHome, type QuizTopic, type TopicSummary } from "@berea/contracts/quiz";
import { useQuery } from "@tanstack/react-query";
import { CalendarDays, Flame, Lock, Shuffle, Sparkles } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { PendingText } from "../../components/pending-text.tsx";
import { errorMessage } from "../../lib/api-client.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { quizHomeQuery } from "./api/quiz-api.ts";
import { defaultDifficulty, readDifficulty, writeDifficulty } from "./difficulty-preference.ts";
import { difficultyLabel, plural } from "./quiz-format.ts";
import { quizPlayPath } from "./quiz-paths.ts";
import { AttemptedBySetting } from "./attempted-by-setting.tsx";
import { UpgradePrompt } from "./upgrade-prompt.tsx";
import styles from "./quiz-home-page.module.css";
import { topicCatalogue } from "./topic-catalogue.ts";

/**
 * `/quiz` (and `/Quiz`): XP and streak, quizzes left today, the daily
 * challenge, a difficulty and the topics. A locked topic, or a Free plan with
 * no quizzes left today, shows the upgrade prompt instead of starting.
 */
export default function QuizHomePage() {
  const navigate = useNavigate();
  const home = useQuery(quizHomeQuery());
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
        <p>{errorMessage(home.error)}</p>
        <button type="button" className="btn btn-primary" onClick={() => void home.refetch()}>
          Try again
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
        setBlocked(`${topic.name} is one of the Premium topics. The free topics are open to you any time.`);
      } else if (data.remainingToday === 0) {
        setBlocked(`You have played today's ${freeQuizzesPerDay} free quizzes. Come back tomorrow for more.`);
      } else {
        void navigate(quizPlayPath(topicId, chosen));
      }
    };
    body = (
      <>
        {data ? null : (
          <p className="visually-hidden" role="status">
            Gathering your quizzes ...
          </p>
        )}
        <Greeting home={data} />
        {blocked ? <UpgradePrompt message={blocked} onClose={() => setBlocked(null)} /> : null}
        <DailyChallenge home={data} onStart={start} />
        <DifficultyChooser value={difficulty} onChange={chooseDifficulty} />
        <section aria-labelledby="quiz-topics-title" aria-busy={data ? undefined : true}>
          <h2 id="quiz-topics-title" className={styles.sectionTitle}>
            Choose a topic
          </h2>
          <ul className="card-grid">
            <li className={`card card-tile ${styles.topic} ${styles.mixed}`}>
              <div className={styles.topicHead}>
                <Shuffle size={22} aria-hidden="true" className={styles.mixedIcon} />
                <h3>Mixed quiz</h3>
              </div>
              <p className={styles.description}>A little of everything: questions from every topic open to you.</p>
              <button type="button" className="btn btn-primary" aria-label="Start a mixed quiz" disabled={!data} onClick={() => start("mixed", difficulty)}>
                Start
              </button>
            </li>
            {data
              ? data.topics.map((topic) => <TopicCard key={topic.id} topic={topic} progress={topic} onStart={() => start(topic.id, difficulty)} />)
              : topicCatalogue.map((topic) => <TopicCard key={topic.id} topic={topic} progress={null} onStart={() => undefined} />)}
          </ul>
        </section>
        {data ? <AttemptedBySetting checked={data.showInAttemptedBy} /> : null}
      </>
    );
  }

  return (
    <div className={`container ${styles.page}`}>
      <title>Bible quizzes · Berea</title>
      <header className={styles.intro}>
        <p className={styles.eyebrow}>Quizzes</p>
        <h1>Learn by playing</h1>
      </header>
      {body}
    </div>
  );
}

function Greeting({ home }: { home: QuizHome | null }) {
  return (
    <div className={styles.greeting}>
      <p className={styles.stats}>
        <span className={styles.stat}>
          <Sparkles size={18} aria-hidden="true" className={styles.xpIcon} />
          {home ? <strong>{home.xp.toLocaleString("en-US")} XP</strong> : <PendingText like="0 XP" />}
        </span>
        <span className={styles.stat}>
          <Flame size={18} aria-hidden="true" className={styles.flame} />
          {!home ? (
            <PendingText like="Play today to start a streak" />
          ) : home.streak > 0 ? (
            <strong>{plural(home.streak, "day", "days")} in a row</strong>
          ) : (
            <span>Play today to start a streak</span>
          )}
        </span>
      </p>
      <p className={styles.remaining}>
        {!home ? (
          <PendingText like={`${freeQuizzesPerDay} free quizzes left today`} />
        ) : home.remainingToday === null ? (
          "Unlimited quizzes"
        ) : (
          `${plural(home.remainingToday, "free quiz", "free quizzes")} left today`
        )}
      </p>
    </div>
  );
}

function DailyChallenge({ home, onStart }: { home: QuizHome | null; onStart: (topic: string, difficulty: Difficulty) => void }) {
  const challenge = home?.dailyChallenge;
  const topic = challenge ? home.topics.find((entry) => entry.id === challenge.topic) : undefined;
  return (
    <section className={`card ${styles.daily}`} aria-labelledby="daily-challenge-title" aria-busy={challenge ? undefined : true}>
      <CalendarDays size={28} aria-hidden="true" className={styles.dailyIcon} />
      <div className={styles.dailyText}>
        <p className={styles.eyebrow}>Today&rsquo;s challenge</p>
        <h2 id="daily-challenge-title">{challenge ? (topic?.name ?? "A quiz for today") : <PendingText like="The Gospels" label="Loading today’s topic" />}</h2>
        <p className={styles.dailyNote}>
          {challenge ? difficultyLabel[challenge.difficulty] : <PendingText like="Medium" />} questions. Everyone plays the same topic today.
        </p>
      </div>
      <button
        type="button"
        className="btn btn-primary"
        aria-label="Start today’s challenge"
        disabled={!challenge}
        onClick={() => challenge && onStart(challenge.topic, challenge.difficulty)}
      >
        Start
      </button>
    </section>
  );
}

function DifficultyChooser({ value, onChange }: { value: Difficulty; onChange: (difficulty: Difficulty) => void }) {
  const name = useId();
  return (
    <fieldset className={styles.difficulty}>
      <legend className={styles.legend}>Difficulty</legend>
      <div className={styles.segments}>
        {difficulties.map((level) => (
          <label key={level} className={styles.segment} data-checked={value === level}>
            <input type="radio" name={name} value={level} checked={value === level} onChange={() => onChange(level)} className={styles.radio} />
            {difficultyLabel[level]}
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
  return (
    <li className={`card card-tile ${styles.topic}`} data-locked={locked}>
      <div className={styles.topicHead}>
        <h3>{topic.name}</h3>
        {locked ? (
          <span className={styles.badge}>
            <Lock size={14} aria-hidden="true" />
            Premium
          </span>
        ) : null}
      </div>
      <p className={styles.description}>{topic.description}</p>
      <p className={styles.meta}>
        {progress ? (
          <>
            {plural(progress.questionCount, "question", "questions")}
            <span aria-hidden="true"> · </span>
            {progress.attempts > 0 ? `played ${plural(progress.attempts, "time", "times")}` : "not played yet"}
          </>
        ) : (
          <PendingText like="50 questions · not played yet" />
        )}
      </p>
      <div className={styles.best}>
        <span>{!progress ? <PendingText like="No best score yet" /> : best === null ? "No best score yet" : `Best score ${best}%`}</span>
        <span className={styles.bar} aria-hidden="true">
          <span className={styles.barFill} style={{ width: `${best ?? 0}%` }} />
        </span>
      </div>
      {locked ? (
        <button type="button" className="btn btn-secondary" aria-label={`${topic.name}: Unlock with Premium`} onClick={onStart}>
          <Lock size={16} aria-hidden="true" />
          Unlock with Premium
        </button>
      ) : (
        <button type="button" className="btn btn-primary" aria-label={`Start ${topic.name}`} disabled={!progress} onClick={onStart}>
          Start
        </button>
      )}
    </li>
  );
}
