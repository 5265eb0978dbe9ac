import { Award, Users } from "lucide-react";
import { Link, useParams } from "react-router";
import { LoadProblem } from "../../components/load-states.tsx";
import { PendingText } from "../../components/pending-text.tsx";
import { paths } from "../../config/paths.ts";
import { useChallengeRun } from "./api/challenges-api.ts";
import { formatDate, lastDay, progressUnit } from "./challenge-info.ts";
import { ProgressBar } from "./progress-bar.tsx";
import styles from "./challenges.module.css";

/** Day 3 of 16, counted in the run's calendar. */
function dayOf(startDate: string, today: string, days: number): number {
  const day = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000) + 1;
  return Math.min(Math.max(day, 1), days);
}

/**
 * `/challenges/:runId`: one run the reader joined. Opening it counts the
 * reader's progress again from what they did in Berea; every member's bar
 * shows, with Done for those who reached the goal.
 */
export default function ChallengeRunPage() {
  const { runId = "" } = useParams();
  const run = useChallengeRun(runId);
  const data = run.data ?? null;

  return (
    <div className={`container ${styles.page}`}>
      <p>
        <Link to={paths.challenges}>All challenges</Link>
      </p>
      {run.isError ? (
        <LoadProblem error={run.error} onRetry={() => void run.refetch()} />
      ) : (
        <div className={styles.sections} aria-busy={data ? undefined : true}>
          {data ? null : (
            <p className="visually-hidden" role="status">
              Counting your progress
            </p>
          )}
          <header className={styles.runHeader}>
            <h1>{data ? data.challenge.title : <PendingText like="Read Mark in 16 days" label="Loading the challenge" />}</h1>
            <p className={styles.muted}>{data ? data.challenge.description : <PendingText like="Walk with Jesus through the shortest Gospel, one chapter a day." />}</p>
            <p className={styles.runFacts}>
              {data ? (
                <>
                  <span>
                    <Users size={16} aria-hidden="true" /> {data.with.kind === "alone" ? "Alone" : data.with.kind === "family" ? "With your Family" : `With ${data.with.name}`}
                  </span>
                  <span>
                    {data.active
                      ? `Day ${dayOf(data.startDate, data.today, data.challenge.days)} of ${data.challenge.days}, until ${formatDate(lastDay(data.endDate))}`
                      : `Ended on ${formatDate(lastDay(data.endDate))}`}
                  </span>
                </>
              ) : (
                <PendingText like="With your circle · Day 1 of 16, until 24 March" />
              )}
            </p>
            {data?.active ? (
              <Link to={data.challenge.action.href} className="btn btn-primary">
                {data.challenge.action.label}
              </Link>
            ) : null}
          </header>
          {data?.badgeEarned ? (
            <p className={`card ${styles.earned}`} role="status">
              <Award size={22} strokeWidth={1.5} aria-hidden="true" /> You finished &ldquo;{data.challenge.title}&rdquo;. Its badge is on your dashboard.
            </p>
          ) : null}
          <section className={`card ${styles.section}`} aria-labelledby="run-members">
            <h2 id="run-members" className={styles.sectionTitle}>
              {data && data.members.length > 1 ? "Everyone's progress" : "Your progress"}
            </h2>
            {data ? (
              <ul className={styles.members}>
                {data.members.map((member, index) => (
                  <li key={`${member.name}-${index}`} className={styles.member}>
                    <span className={styles.memberName}>
                      {member.name}
                      {member.you ? <span className={styles.hint}> (you)</span> : null}
                    </span>
                    <ProgressBar progress={member.progress} label={`${member.name}'s progress`} unit={progressUnit(data.challenge)} />
                    {member.you ? <span className={styles.hint}>{member.progress.detail}</span> : null}
                  </li>
                ))}
              </ul>
            ) : (
              <div className={styles.membersPending} />
            )}
          </section>
        </div>
      )}
    </div>
  );
}
