import type { Challenge, ChallengeListReply } from "@berea/contracts/challenges";
import { Award } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { LoadProblem } from "../../components/load-states.tsx";
import { PageIntro } from "../../components/page-intro.tsx";
import { PendingText } from "../../components/pending-text.tsx";
import { challengeRunPath } from "../../config/paths.ts";
import { useChallengeList } from "./api/challenges-api.ts";
import { goalIcons, lastDay, useChallengeWords } from "./challenge-info.ts";
import { useChallengesT } from "./i18n.ts";
import { JoinForm } from "./join-form.tsx";
import { ProgressBar } from "./progress-bar.tsx";
import styles from "./challenges.module.css";

function MyRuns({ data }: { data: ChallengeListReply }) {
  const { t } = useChallengesT();
  const { withLabel, formatDate, progressUnit } = useChallengeWords();
  const active = data.mine.filter((run) => run.active);
  if (active.length === 0) return <p className={styles.muted}>{t("mine.none")}</p>;
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
              {t("mine.until", { with: withLabel(run), date: formatDate(lastDay(run.endDate)) })}
            </p>
            <ProgressBar progress={run.progress} label={t("mine.progressLabel", { title: run.title })} unit={challenge ? progressUnit(challenge, run.progress.goal) : ""} />
          </li>
        );
      })}
    </ul>
  );
}

function ChallengeCard({ challenge, data }: { challenge: Challenge; data: ChallengeListReply | null }) {
  const { t } = useChallengesT();
  const { goalUnit } = useChallengeWords();
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
          <span className="badge" title={t("catalogue.badgeTitle")}>
            {t("catalogue.badge")}
          </span>
        ) : null}
      </div>
      <p className={styles.muted}>{challenge.description}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t("catalogue.goal")}</dt>
          <dd>
            {challenge.goal} {goalUnit(challenge)}
          </dd>
        </div>
        <div>
          <dt>{t("catalogue.lasts")}</dt>
          <dd>{t("catalogue.days", { count: challenge.days })}</dd>
        </div>
      </dl>
      {current ? (
        <Link to={challengeRunPath(current.runId)} className="btn btn-secondary" aria-describedby={titleId}>
          {t("catalogue.open")}
        </Link>
      ) : joining && data ? (
        <JoinForm challenge={challenge} circles={data.circles} family={data.family} onCancel={() => setJoining(false)} />
      ) : (
        <button type="button" className="btn btn-primary" aria-describedby={titleId} disabled={!data} onClick={() => setJoining(true)}>
          {t("catalogue.join")}
        </button>
      )}
    </li>
  );
}

/** Placeholder cards while the catalogue loads: the same shape, so nothing moves when it lands. */
function PendingCards() {
  const { t } = useChallengesT();
  return (
    <ul className="card-grid" aria-hidden="true">
      {[0, 1, 2, 3, 4].map((index) => (
        <li key={index} className={`card ${styles.challengeCard} ${styles.pendingCard}`}>
          <p className={styles.title}>
            <PendingText like={t("catalogue.pendingTitle")} />
          </p>
          <p className={styles.muted}>
            <PendingText like={t("catalogue.pendingDescription")} />
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
  const { t } = useChallengesT();
  const list = useChallengeList();
  const data = list.data ?? null;
  return (
    <div className={`container ${styles.page}`}>
      <PageIntro title={t("title")}>{t("intro")}</PageIntro>
      {list.isError ? (
        <LoadProblem error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <div className={styles.sections} aria-busy={data ? undefined : true}>
          {data ? null : (
            <p className="visually-hidden" role="status">
              {t("loading")}
            </p>
          )}
          <section className={styles.section} aria-labelledby="my-challenges">
            <h2 id="my-challenges" className={styles.sectionTitle}>
              {t("mine.heading")}
            </h2>
            {/* Room for one challenge under way (what most who open this page have), so the catalogue below stays put. */}
            <div className={styles.mine}>
              {data ? (
                <MyRuns data={data} />
              ) : (
                <p className={styles.muted}>
                  <PendingText like={t("mine.pending")} />
                </p>
              )}
            </div>
            {data && data.badges.length > 0 ? (
              <ul className={styles.badges} aria-label={t("mine.badges")}>
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
              {t("catalogue.heading")}
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
