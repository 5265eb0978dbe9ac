import { lazy, type ReactNode } from "react";
import { Trans } from "react-i18next";
import { Link } from "react-router";
import { AfterHydration } from "../../components/after-hydration.tsx";
import { HeldContent, LoadingState, LoadProblem } from "../../components/load-states.tsx";
import { paths } from "../../config/paths.ts";
import { formatterFor } from "../../lib/i18n/format.ts";
import { useLanguage } from "../../lib/language.ts";
import { useDevotionalPaths } from "./api/get-devotional-paths.ts";
import { useTodaysDevotional } from "./api/get-todays-devotional.ts";
import { DevotionalArticle } from "./devotional-article.tsx";
import { useDevotionalsT } from "./i18n.ts";
import { useDevotionalTranslation } from "./use-devotional-translation.ts";
import styles from "./devotionals.module.css";

/** Below today's devotional: loaded, and rendered, once its place nears the screen (its 20 paths and their 155 days cost a phone's main thread about 300 ms). */
const DevotionalPathsSection = lazy(async () => ({ default: (await import("./devotional-paths-section.tsx")).DevotionalPathsSection }));

/**
 * `/Devotionals`: today's devotional, open to every signed-in user, then the
 * devotional paths (with progress for Premium, behind a gentle lock for Free).
 */
export default function DevotionalsPage() {
  const { t, i18n } = useDevotionalsT();
  const lang = useLanguage();
  const [translation, chooseTranslation] = useDevotionalTranslation();
  const today = useTodaysDevotional(translation, undefined, lang);
  const pathList = useDevotionalPaths(true, lang);

  let devotional: ReactNode;
  if (today.isPending) {
    devotional = <HeldContent label={t("list.loadingToday")} />;
  } else if (today.isError) {
    devotional = <LoadProblem error={today.error} onRetry={() => void today.refetch()} />;
  } else {
    devotional = (
      <DevotionalArticle
        devotional={today.data}
        headingLevel={2}
        eyebrow={
          <>
            {t("list.todayEyebrow")}
            <span aria-hidden="true">{" · "}</span>
            <span className="visually-hidden">{", "}</span>
            {formatterFor(i18n.language).date(new Date(), t("list.dateFormat"))}
          </>
        }
        onTranslationChange={chooseTranslation}
        switching={today.isPlaceholderData}
      />
    );
  }

  // The paths are fetched with today's devotional and rendered once today's is shown and their place is within a
  // screen of the viewport (components/after-hydration.tsx): on a phone, when the reader scrolls down to them.
  const pathsLoading = <LoadingState label={t("list.loadingPaths")} />;
  let pathsBody: ReactNode = null;
  if (pathList.isPending || today.isPending) pathsBody = pathsLoading;
  else if (pathList.isError) pathsBody = <LoadProblem error={pathList.error} onRetry={() => void pathList.refetch()} />;
  else pathsBody = (
    <AfterHydration fallback={pathsLoading}>
      <DevotionalPathsSection reply={pathList.data} />
    </AfterHydration>
  );

  return (
    <div className={`container ${styles.page}`}>
      <title>{t("list.title")}</title>
      <header className={`${styles.reading} ${styles.intro}`}>
        <h1>{t("list.heading")}</h1>
        <p>{t("list.intro")}</p>
        <p>
          <Trans t={t} i18nKey="list.plansHint" components={{ plans: <Link to={paths.plans} /> }} />
        </p>
      </header>
      <div className={styles.reading}>{devotional}</div>
      {pathsBody}
    </div>
  );
}
