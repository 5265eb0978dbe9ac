import { Award, Users } from "lucide-react";
import { Link, useParams } from "react-router";
import { HeldContent, LoadProblem } from "../../components/load-states.tsx";
import { PendingText } from "../../components/pending-text.tsx";
import { paths } from "../../config/paths.ts";
import { useChallengeRun } from "./api/challenges-api.ts";
import { lastDay, useChallengeWords } from "./challenge-info.ts";
import { useChallengesT } from "./i18n.ts";
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
  const { t } = useChallengesT();
  const { actionLabel, formatDate, progressUnit, withLabel } = useChallengeWords();
  const { runId = "" } = useParams();
  const run = useChallengeRun(runId);
  const data = run.data ?? null;

  return (
    // A screen tall in every state: the members held open while the run loads are taller than the list that replaces them.
    <div className={`container ${styles.page} ${styles.runPage}`}>
      <p>
        <Link to={paths.challenges}>{t("run.all")}</Link>
      </p>
      {run.isError ? (
        <LoadProblem error={run.error} onRetry={() => void run.refetch()} />
      ) : (
        <div className={styles.sections} aria-busy={data ? undefined : true}>
          {data ? null : (
            <p className="visually-hidden" role="status">
              {t("run.counting")}
            </p>
          )}
          <header className={styles.runHeader}>
            <h1>{data ? data.challenge.title : <PendingText like={t("catalogue.pendingTitle")} label={t("run.loading")} />}</h1>
            <p className={`${styles.muted} ${styles.runDescription}`}>{data ? data.challenge.description : <PendingText like={t("run.pendingDescription")} />}</p>
            <p className={styles.runFacts}>
              {data ? (
                <>
                  <span>
                    <Users size={16} aria-hidden="true" /> {withLabel(data)}
                  </span>
                  <span>
                    {data.active
                      ? t("run.day", { day: dayOf(data.startDate, data.today, data.challenge.days), days: data.challenge.days, date: formatDate(lastDay(data.endDate)) })
                      : t("run.ended", { date: formatDate(lastDay(data.endDate)) })}
                  </span>
                </>
              ) : (
                <>
                  <span>
                    <Users size={16} aria-hidden="true" /> <PendingText like={t("run.pendingWith")} />
                  </span>
                  <span>
                    <PendingText like={t("run.pendingDay")} />
                  </span>
                </>
              )}
            </p>
            {data?.active ? (
              <Link to={data.challenge.action.href} className="btn btn-primary">
                {actionLabel(data.challenge)}
              </Link>
            ) : data ? null : (
              // A run under way has its action; its place is held while the run loads.
              <span className="btn btn-secondary" aria-hidden="true">
                <PendingText like={t("actions.reading-plan")} />
              </span>
            )}
          </header>
          {data?.badgeEarned ? (
            <p className={`card ${styles.earned}`} role="status">
              <Award size={22} strokeWidth={1.5} aria-hidden="true" /> {t("run.finished", { title: data.challenge.title })}
            </p>
          ) : null}
          <section className={`card ${styles.section}`} aria-labelledby="run-members">
            <h2 id="run-members" className={styles.sectionTitle}>
              {data && data.members.length > 1 ? t("run.everyone") : t("run.yours")}
            </h2>
            {data ? (
              <ul className={styles.members}>
                {data.members.map((member, index) => (
                  <li key={`${member.name}-${index}`} className={styles.member}>
                    <span className={styles.memberName}>
                      {member.name}
                      {member.you ? <span className={styles.hint}>{t("run.you")}</span> : null}
                    </span>
                    <ProgressBar progress={member.progress} label={t("run.memberProgress", { name: member.name })} unit={progressUnit(data.challenge, member.progress.goal)} />
                    {member.you ? <span className={styles.hint}>{member.progress.detail}</span> : null}
                  </li>
                ))}
              </ul>
            ) : (
              // Held open larger than any member's row or the description: the page's largest paint is its first (LCP).
              <HeldContent label={t("run.loading")} />
            )}
          </section>
        </div>
      )}
    </div>
  );
}
