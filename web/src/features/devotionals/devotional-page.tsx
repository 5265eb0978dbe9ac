import type { DevotionalPathsReply, DevotionalView } from "@berea/contracts/content";
import { ArrowLeft, ArrowRight, Lock } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { HeldContent, LoadProblem } from "../../components/load-states.tsx";
import { paths } from "../../config/paths.ts";
import { langOfPart, useLanguage } from "../../lib/language.ts";
import { useDevotional } from "./api/get-devotional.ts";
import { useDevotionalPaths } from "./api/get-devotional-paths.ts";
import { DevotionalArticle } from "./devotional-article.tsx";
import { isNotFound, needsPremium } from "./devotional-errors.ts";
import { devotionalPath, isDevotionalId, pathNeighbours, type PathNeighbour } from "./devotional-links.ts";
import { DevotionalUpgradePrompt } from "./devotional-upgrade-prompt.tsx";
import { useDevotionalsT } from "./i18n.ts";
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
  const { t } = useDevotionalsT();
  const lang = useLanguage();
  const [translation, chooseTranslation] = useDevotionalTranslation();
  const devotional = useDevotional(id, translation, valid, lang);
  const pathList = useDevotionalPaths(valid, lang);

  let body: ReactNode;
  let title = t("one.title");
  if (!valid || isNotFound(devotional.error)) {
    body = <NotFound />;
  } else if (devotional.isPending) {
    body = <HeldContent label={t("one.loading")} />;
  } else if (needsPremium(devotional.error)) {
    body = <DevotionalUpgradePrompt message={devotional.error.message} />;
  } else if (devotional.isError) {
    body = (
      <>
        <h1 className={styles.problemTitle}>{t("one.heading")}</h1>
        <LoadProblem error={devotional.error} onRetry={() => void devotional.refetch()} />
      </>
    );
  } else {
    const view = devotional.data;
    title = t("one.titleWith", { title: view.title });
    body = (
      <>
        <DevotionalArticle
          devotional={view}
          headingLevel={1}
          eyebrow={view.today ? t("list.todayEyebrow") : t("one.heading")}
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
          {t("one.back")}
        </Link>
        {body}
      </div>
    </div>
  );
}

function NotFound() {
  const { t } = useDevotionalsT();
  return (
    <div className={`card ${styles.problem}`}>
      <h1 className={styles.problemTitle}>{t("one.notFoundTitle")}</h1>
      <p>{t("one.notFoundBody")}</p>
      <Link className="btn btn-primary" to={paths.devotionals}>
        {t("one.readToday")}
      </Link>
    </div>
  );
}

/** Previous and next within the path. For Free, a day other than today's is marked Premium (opening it shows the upgrade prompt). */
function PathNav({ view, reply }: { view: DevotionalView; reply: DevotionalPathsReply }) {
  const { t, i18n } = useDevotionalsT();
  // The days around it are its path's, in its language (English for a path not yet translated).
  const writtenIn = langOfPart(view.language, i18n.language);
  const { previous, next } = pathNeighbours(reply, view.path.id, view.id);
  if (!previous && !next) return null;
  const locked = (neighbour: PathNeighbour) => !reply.progressTracking && neighbour.id !== reply.todayId;
  const linkName = (direction: "previous" | "next", neighbour: PathNeighbour) => {
    const values = { day: neighbour.day, title: neighbour.title };
    if (direction === "previous") return locked(neighbour) ? t("one.previousNameLocked", values) : t("one.previousName", values);
    return locked(neighbour) ? t("one.nextNameLocked", values) : t("one.nextName", values);
  };
  const previousName = previous ? linkName("previous", previous) : "";
  const nextName = next ? linkName("next", next) : "";
  return (
    <nav className={styles.pathNav} aria-label={t("one.navLabel", { path: view.path.title })}>
      {previous ? (
        <Link className={styles.pathNavLink} to={devotionalPath(previous.id)} rel="prev" aria-label={previousName}>
          <span className={styles.pathNavDirection}>
            <ArrowLeft size={16} aria-hidden="true" />
            {t("one.previous", { day: previous.day })}
            {locked(previous) ? <PremiumMark /> : null}
          </span>
          <span className={styles.pathNavTitle} lang={writtenIn}>
            {previous.title}
          </span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link className={`${styles.pathNavLink} ${styles.pathNavNext}`} to={devotionalPath(next.id)} rel="next" aria-label={nextName}>
          <span className={styles.pathNavDirection}>
            {t("one.next", { day: next.day })}
            {locked(next) ? <PremiumMark /> : null}
            <ArrowRight size={16} aria-hidden="true" />
          </span>
          <span className={styles.pathNavTitle} lang={writtenIn}>
            {next.title}
          </span>
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
