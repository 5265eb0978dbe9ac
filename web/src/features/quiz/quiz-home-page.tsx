import { difficulties, freeQuizzesPerDay, type Difficulty, type QuizHome, type TopicSummary } from "@berea/contracts/quiz";
import { useQuery } from "@tanstack/react-query";
import { CalendarDays, Flame, Lock, Shuffle, Sparkles } from "lucide-react";
import { useEffect, useId, useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { paths } from "../../config/paths.ts";
import { errorMessage } from "../../lib/api-client.ts";
import { quizHomeQuery } from "./api/quiz-api.ts";
import { readDifficulty, writeDifficulty } from "./difficulty-preference.ts";
import { isSignedOut } from "./quiz-errors.ts";
import { difficultyLabel, plural } from "./quiz-format.ts";
import { quizPlayPath } from "./quiz-paths.ts";
import { AttemptedBySetting } from "./attempted-by-setting.tsx";
import { UpgradePrompt } from "./upgrade-prompt.tsx";
import styles from "./quiz-home-page.module.css";

/**
 * `/quiz` (and `/Quiz`): XP and streak, quizzes left today, the daily
 * challenge, a difficulty and the topics. A locked topic, or a Free plan with
 * no quizzes left today, shows the upgrade prompt instead of starting.
 */
export default function QuizHomePage() {
  const navigate = useNavigate();
  const home = useQuery(quizHomeQuery());
  const [difficulty, setDifficulty] = useState<Difficulty>(readDifficulty);
  const [blocked, setBlocked] = useState<string | null>(null);

  const signedOut = isSignedOut(home.error);
  useEffect(() => {
    if (signedOut) void navigate(paths.login, { replace: true });
  }, [signedOut, navigate]);

  const chooseDifficulty = (next: Difficulty) => {
    setDifficulty(next);
    writeDifficulty(next);
  };

  let body: ReactNode;
  if (home.isPending || signedOut) {
    body = (
      <div className="full-screen-loader" role="status">
        <span className="spinner" aria-hidden="true" />
        <span>Gathering your quizzes ...</span>
      </div>
    );
  } else if (home.isError) {
    body = (
      <div className={`card ${styles.problem}`} role="alert">
        <p>{errorMessage(home.error)}</p>
        <button type="button" className="btn btn-primary" onClick={() => void home.refetch()}>
          Try again
        </button>
      </div>
    );
  } else {
    const data = home.data;
    const start = (topicId: string, chosen: Difficulty) => {
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
        <Greeting home={data} />
        {blocked ? <UpgradePrompt message={blocked} onClose={() => setBlocked(null)} /> : null}
        <DailyChallenge home={data} onStart={start} />
        <DifficultyChooser value={difficulty} onChange={chooseDifficulty} />
        <section aria-labelledby="quiz-topics-title">
          <h2 id="quiz-topics-title" className={styles.sectionTitle}>
            Choose a topic
          </h2>
          <ul className={styles.grid}>
            <li className={`${styles.topic} ${styles.mixed}`}>
              <div className={styles.topicHead}>
                <Shuffle size={22} aria-hidden="true" className={styles.mixedIcon} />
                <h3>Mixed quiz</h3>
              </div>
              <p className={styles.description}>A little of everything: questions from every topic open to you.</p>
              <button type="button" className="btn btn-primary" aria-label="Start a mixed quiz" onClick={() => start("mixed", difficulty)}>
                Start
              </button>
            </li>
            {data.topics.map((topic) => (
              <TopicCard key={topic.id} topic={topic} onStart={() => start(topic.id, difficulty)} />
            ))}
          </ul>
        </section>
        <AttemptedBySetting checked={data.showInAttemptedBy} />
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

function Greeting({ home }: { home: QuizHome }) {
  return (
    <div className={styles.greeting}>
      <p className={styles.stats}>
        <span className={styles.stat}>
          <Sparkles size={18} aria-hidden="true" className={styles.xpIcon} />
          <strong>{home.xp.toLocaleString("en-US")} XP</strong>
        </span>
        <span className={styles.stat}>
          <Flame size={18} aria-hidden="true" className={styles.flame} />
          {home.streak > 0 ? <strong>{plural(home.streak, "day", "days")} in a row</strong> : <span>Play today to start a streak</span>}
        </span>
      </p>
      <p className={styles.remaining}>
        {home.remainingToday === null ? "Unlimited quizzes" : `${plural(home.remainingToday, "free quiz", "free quizzes")} left today`}
      </p>
    </div>
  );
}

function DailyChallenge({ home, onStart }: { home: QuizHome; onStart: (topic: string, difficulty: Difficulty) => void }) {
  const { topic: topicId, difficulty } = home.dailyChallenge;
  const topic = home.topics.find((entry) => entry.id === topicId);
  return (
    <section className={`card ${styles.daily}`} aria-labelledby="daily-challenge-title">
      <CalendarDays size={28} aria-hidden="true" className={styles.dailyIcon} />
      <div className={styles.dailyText}>
        <p className={styles.eyebrow}>Today&rsquo;s challenge</p>
        <h2 id="daily-challenge-title">{topic?.name ?? "A quiz for today"}</h2>
        <p className={styles.dailyNote}>
          {difficultyLabel[difficulty]} questions. Everyone plays the same topic today.
        </p>
      </div>
      <button type="button" className="btn btn-primary" aria-label="Start today’s challenge" onClick={() => onStart(topicId, difficulty)}>
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

function TopicCard({ topic, onStart }: { topic: TopicSummary; onStart: () => void }) {
  const best = topic.bestScore === null ? null : Math.round(topic.bestScore);
  return (
    <li className={styles.topic} data-locked={!topic.open}>
      <div className={styles.topicHead}>
        <h3>{topic.name}</h3>
        {topic.open ? null : (
          <span className={styles.badge}>
            <Lock size={14} aria-hidden="true" />
            Premium
          </span>
        )}
      </div>
      <p className={styles.description}>{topic.description}</p>
      <p className={styles.meta}>
        {plural(topic.questionCount, "question", "questions")}
        <span aria-hidden="true"> · </span>
        {topic.attempts > 0 ? `played ${plural(topic.attempts, "time", "times")}` : "not played yet"}
      </p>
      <div className={styles.best}>
        <span>{best === null ? "No best score yet" : `Best score ${best}%`}</span>
        <span className={styles.bar} aria-hidden="true">
          <span className={styles.barFill} style={{ width: `${best ?? 0}%` }} />
        </span>
      </div>
      {topic.open ? (
        <button type="button" className="btn btn-primary" aria-label={`Start ${topic.name}`} onClick={onStart}>
          Start
        </button>
      ) : (
        <button type="button" className="btn btn-secondary" aria-label={`${topic.name}: Unlock with Premium`} onClick={onStart}>
          <Lock size={16} aria-hidden="true" />
          Unlock with Premium
        </button>
      )}
    </li>
  );
}
