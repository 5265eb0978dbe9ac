import type { Challenge, ChallengeListReply, MyChallenge } from "@berea/contracts/challenges";
import { Award } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { LoadProblem } from "../../components/load-states.tsx";
import { PageIntro } from "../../components/page-intro.tsx";
import { PendingText } from "../../components/pending-text.tsx";
import { challengeRunPath } from "../../config/paths.ts";
import { useChallengeList } from "./api/challenges-api.ts";
import { formatDate, goalIcons, lastDay, progressUnit } from "./challenge-info.ts";
import { JoinForm } from "./join-form.tsx";
import { ProgressBar } from "./progress-bar.tsx";
import styles from "./challenges.module.css";

const withLabel = (run: Pick<MyChallenge, "with">) => (run.with.kind === "alone" ? "Alone" : run.with.kind === "family" ? "With your Family" : `With ${run.with.name}`);

function MyRuns({ data }: { data: ChallengeListReply }) {
  const active = data.mine.filter((run) => run.active);
  if (active.length === 0) return <p className={styles.muted}>You have not joined a challenge yet. Choose one below, alone or with others.</p>;
  return (
    <ul className={styles.runList}>
      {active.map((run) => {
        const challenge = data.challenges.find((candidate) => candidate.id === run.challengeId);
        return (
          <li key={run.runId} className={`card ${styles.runCard}`}>
            <Link to={challengeRunPath(run.runId)} className={styles.runTitle}>
              {run.title}
            </Link>
            <p className={styles.muted}>
              {withLabel(run)} · until {formatDate(lastDay(run.endDate))}
            </p>
            <ProgressBar progress={run.progress} label={`Your progress in ${run.title}`} unit={challenge ? progressUnit(challenge) : ""} />
          </li>
        );
      })}
    </ul>
  );
}

function ChallengeCard({ challenge, data }: { challenge: Challenge; data: ChallengeListReply | null }) {
  const [joining, setJoining] = useState(false);
  const Icon = goalIcons[challenge.kind];
  const titleId = `challenge-${challenge.id}`;
  const current = data?.mine.find((run) => run.challengeId === challenge.id && run.active);
  const badge = data?.badges.some((earned) => earned.challengeId === challenge.id) ?? false;
  return (
    <li className={`card ${styles.challengeCard}`} aria-labelledby={titleId}>
      <div className={styles.head}>
        <span className={styles.icon} aria-hidden="true">
          <Icon size={22} strokeWidth={1.5} />
        </span>
        <h3 id={titleId} className={styles.title}>
          {challenge.title}
        </h3>
        {badge ? (
          <span className="badge" title="You finished this challenge">
            Badge earned
          </span>
        ) : null}
      </div>
      <p className={styles.muted}>{challenge.description}</p>
      <dl className={styles.facts}>
        <div>
          <dt>Goal</dt>
          <dd>
            {challenge.goal} {challenge.unit}
          </dd>
        </div>
        <div>
          <dt>Lasts</dt>
          <dd>{challenge.days} days</dd>
        </div>
      </dl>
      {current ? (
        <Link to={challengeRunPath(current.runId)} className="btn btn-secondary" aria-describedby={titleId}>
          Open your challenge
        </Link>
      ) : joining && data ? (
        <JoinForm challenge={challenge} circles={data.circles} family={data.family} onCancel={() => setJoining(false)} />
      ) : (
        <button type="button" className="btn btn-primary" aria-describedby={titleId} disabled={!data} onClick={() => setJoining(true)}>
          Join
        </button>
      )}
    </li>
  );
}

/** Placeholder cards while the catalogue loads: the same shape, so nothing moves when it lands. */
function PendingCards() {
  return (
    <ul className="card-grid" aria-hidden="true">
      {[0, 1, 2, 3, 4].map((index) => (
        <li key={index} className={`card ${styles.challengeCard} ${styles.pendingCard}`}>
          <p className={styles.title}>
            <PendingText like="Read Mark in 16 days" />
          </p>
          <p className={styles.muted}>
            <PendingText like="Walk with Jesus through the shortest Gospel, one chapter a day, and check off each reading." />
          </p>
        </li>
      ))}
    </ul>
  );
}

/**
 * `/challenges`: faith challenges to take alone, with a circle or with the
 * Family: the reader's current ones with their progress, their badges, and
 * the catalogue to join from.
 */
export default function ChallengesPage() {
  const list = useChallengeList();
  const data = list.data ?? null;
  return (
    <div className={`container ${styles.page}`}>
      <PageIntro title="Faith challenges">
        Goals for a few days or weeks, taken alone, with a circle or with your Family. Your progress comes from what you do in Berea: readings checked off, prayers, memory
        reviews, devotionals and quizzes.
      </PageIntro>
      {list.isError ? (
        <LoadProblem error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <div className={styles.sections} aria-busy={data ? undefined : true}>
          {data ? null : (
            <p className="visually-hidden" role="status">
              Loading the challenges
            </p>
          )}
          <section className={styles.section} aria-labelledby="my-challenges">
            <h2 id="my-challenges" className={styles.sectionTitle}>
              Your challenges
            </h2>
            {/* Room for one challenge under way (what most who open this page have), so the catalogue below stays put. */}
            <div className={styles.mine}>
              {data ? (
                <MyRuns data={data} />
              ) : (
                <p className={styles.muted}>
                  <PendingText like="You have not joined a challenge yet." />
                </p>
              )}
            </div>
            {data && data.badges.length > 0 ? (
              <ul className={styles.badges} aria-label="Your badges">
                {data.badges.map((badge) => (
                  <li key={badge.challengeId} className={styles.badgeItem}>
                    <Award size={18} strokeWidth={1.5} aria-hidden="true" /> {badge.title}
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
          <section className={styles.section} aria-labelledby="all-challenges">
            <h2 id="all-challenges" className={styles.sectionTitle}>
              Choose a challenge
            </h2>
            {data ? (
              <ul className="card-grid">
                {data.challenges.map((challenge) => (
                  <ChallengeCard key={challenge.id} challenge={challenge} data={data} />
                ))}
              </ul>
            ) : (
              <PendingCards />
            )}
          </section>
        </div>
      )}
    </div>
  );
}
