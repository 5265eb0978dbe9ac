import type { ReactNode } from "react";
import { Link } from "react-router";
import { LoadingState, LoadProblem } from "../../components/load-states.tsx";
import { paths } from "../../config/paths.ts";
import { useDevotionalPaths } from "./api/get-devotional-paths.ts";
import { useTodaysDevotional } from "./api/get-todays-devotional.ts";
import { DevotionalArticle } from "./devotional-article.tsx";
import { DevotionalPathsSection } from "./devotional-paths-section.tsx";
import { useDevotionalTranslation } from "./use-devotional-translation.ts";
import styles from "./devotionals.module.css";

const dateFormat = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric" });

/**
 * `/Devotionals`: today's devotional, open to every signed-in user, then the
 * devotional paths (with progress for Premium, behind a gentle lock for Free).
 */
export default function DevotionalsPage() {
  const [translation, chooseTranslation] = useDevotionalTranslation();
  const today = useTodaysDevotional(translation);
  const pathList = useDevotionalPaths();

  let devotional: ReactNode;
  if (today.isPending) {
    devotional = <LoadingState label="Opening today’s devotional …" />;
  } else if (today.isError) {
    devotional = <LoadProblem error={today.error} onRetry={() => void today.refetch()} />;
  } else {
    devotional = (
      <DevotionalArticle
        devotional={today.data}
        headingLevel={2}
        eyebrow={
          <>
            Today&rsquo;s devotional<span aria-hidden="true"> · </span>
            <span className="visually-hidden">, </span>
            {dateFormat.format(new Date())}
          </>
        }
        onTranslationChange={chooseTranslation}
        switching={today.isPlaceholderData}
      />
    );
  }

  let pathsBody: ReactNode = null;
  if (pathList.isPending) pathsBody = <LoadingState label="Gathering the devotional paths …" />;
  else if (pathList.isError) pathsBody = <LoadProblem error={pathList.error} onRetry={() => void pathList.refetch()} />;
  else pathsBody = <DevotionalPathsSection reply={pathList.data} />;

  return (
    <div className={`container ${styles.page}`}>
      <title>Devotionals · Berea</title>
      <header className={`${styles.reading} ${styles.intro}`}>
        <h1>Devotionals</h1>
        <p>A passage, a reflection and a prayer for each day. A few quiet minutes to search the Scriptures.</p>
        <p>
          To read through a book or the whole Bible, day by day, try the <Link to={paths.plans}>reading plans</Link>.
        </p>
      </header>
      <div className={styles.reading}>{devotional}</div>
      {pathsBody}
    </div>
  );
}
