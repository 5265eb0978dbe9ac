import type { DevotionalPathsReply, DevotionalView } from "@berea/contracts/content";
import { ArrowLeft, ArrowRight, Lock } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { LoadingState, LoadProblem } from "../../components/load-states.tsx";
import { paths } from "../../config/paths.ts";
import { useDevotional } from "./api/get-devotional.ts";
import { useDevotionalPaths } from "./api/get-devotional-paths.ts";
import { DevotionalArticle } from "./devotional-article.tsx";
import { isNotFound, needsPremium } from "./devotional-errors.ts";
import { devotionalPath, isDevotionalId, pathNeighbours, type PathNeighbour } from "./devotional-links.ts";
import { DevotionalUpgradePrompt } from "./devotional-upgrade-prompt.tsx";
import { useDevotionalTranslation } from "./use-devotional-translation.ts";
import styles from "./devotionals.module.css";

/**
 * `/Devotionals/:id`: one devotional with the days before and after it in its
 * path. Today's is open to everyone; any other needs Premium, and a Free user
 * meets the upgrade prompt instead.
 */
export default function DevotionalPage() {
  const { id = "" } = useParams();
  const valid = isDevotionalId(id);
  const [translation, chooseTranslation] = useDevotionalTranslation();
  const devotional = useDevotional(id, translation, valid);
  const pathList = useDevotionalPaths(valid);

  let body: ReactNode;
  let title = "Devotional · Berea";
  if (!valid || isNotFound(devotional.error)) {
    body = <NotFound />;
  } else if (devotional.isPending) {
    body = <LoadingState label="Opening the devotional …" />;
  } else if (needsPremium(devotional.error)) {
    body = <DevotionalUpgradePrompt message={devotional.error.message} />;
  } else if (devotional.isError) {
    body = (
      <>
        <h1 className={styles.problemTitle}>Devotional</h1>
        <LoadProblem error={devotional.error} onRetry={() => void devotional.refetch()} />
      </>
    );
  } else {
    const view = devotional.data;
    title = `${view.title} · Devotionals · Berea`;
    body = (
      <>
        <DevotionalArticle
          devotional={view}
          headingLevel={1}
          eyebrow={view.today ? "Today’s devotional" : "Devotional"}
          onTranslationChange={chooseTranslation}
          switching={devotional.isPlaceholderData}
        />
        {pathList.data ? <PathNav view={view} reply={pathList.data} /> : null}
      </>
    );
  }

  return (
    <div className={`container ${styles.page}`}>
      <title>{title}</title>
      <div className={styles.reading}>
        <Link className="icon-link" to={paths.devotionals}>
          <ArrowLeft size={16} aria-hidden="true" />
          All devotionals
        </Link>
        {body}
      </div>
    </div>
  );
}

function NotFound() {
  return (
    <div className={`card ${styles.problem}`}>
      <h1 className={styles.problemTitle}>We could not find that devotional</h1>
      <p>The link may be mistyped, or the devotional may have moved.</p>
      <Link className="btn btn-primary" to={paths.devotionals}>
        Read today&rsquo;s devotional
      </Link>
    </div>
  );
}

/** Previous and next within the path. For Free, a day other than today's is marked Premium (opening it shows the upgrade prompt). */
function PathNav({ view, reply }: { view: DevotionalView; reply: DevotionalPathsReply }) {
  const { previous, next } = pathNeighbours(reply, view.path.id, view.id);
  if (!previous && !next) return null;
  const locked = (neighbour: PathNeighbour) => !reply.progressTracking && neighbour.id !== reply.todayId;
  const linkName = (direction: string, neighbour: PathNeighbour) =>
    `${direction}, day ${neighbour.day}: ${neighbour.title}${locked(neighbour) ? " (Premium)" : ""}`;
  return (
    <nav className={styles.pathNav} aria-label={`${view.path.title}: more days`}>
      {previous ? (
        <Link className={styles.pathNavLink} to={devotionalPath(previous.id)} rel="prev" aria-label={linkName("Previous", previous)}>
          <span className={styles.pathNavDirection}>
            <ArrowLeft size={16} aria-hidden="true" />
            Previous · Day {previous.day}
            {locked(previous) ? <PremiumMark /> : null}
          </span>
          <span className={styles.pathNavTitle}>{previous.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link className={`${styles.pathNavLink} ${styles.pathNavNext}`} to={devotionalPath(next.id)} rel="next" aria-label={linkName("Next", next)}>
          <span className={styles.pathNavDirection}>
            Next · Day {next.day}
            {locked(next) ? <PremiumMark /> : null}
            <ArrowRight size={16} aria-hidden="true" />
          </span>
          <span className={styles.pathNavTitle}>{next.title}</span>
        </Link>
      ) : null}
    </nav>
  );
}

/** The link's aria-label says "(Premium)"; this is the sign for the eye. */
function PremiumMark() {
  return (
    <span className={styles.premiumMark}>
      <Lock size={14} aria-hidden="true" />
    </span>
  );
}
