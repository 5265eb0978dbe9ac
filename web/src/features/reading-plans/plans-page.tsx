import type { ReactNode } from "react";
import { Trans } from "react-i18next";
import { Link } from "react-router";
import { LoadingState, LoadProblem } from "../../components/load-states.tsx";
import { PageIntro } from "../../components/page-intro.tsx";
import { paths } from "../../config/paths.ts";
import { useLanguage } from "../../lib/language.ts";
import { useDeferredArrival } from "../../lib/use-deferred-arrival.ts";
import { useMyReadingPlans } from "./api/get-my-reading-plans.ts";
import { useReadingPlanCatalog } from "./api/get-reading-plan-catalog.ts";
import { useReadingPlansT } from "./i18n.ts";
import { MyPlanCard } from "./my-plan-card.tsx";
import { ReadingStreakCard } from "./reading-streak-card.tsx";
import { StartPlanCard } from "./start-plan-card.tsx";
import styles from "./reading-plans.module.css";

/**
 * `/Plans`: the plans the user follows (today's readings to check off,
 * progress, the reading streak), then the catalogue to start another.
 */
export default function PlansPage() {
  const { t } = useReadingPlansT();
  // The plans and the catalogue, when they arrive, render in the background in short slices (a phone's main thread is
  // not held for the whole list at once; docs/QUALITY.md); a check-off then shows at once.
  const mine = useDeferredArrival(useMyReadingPlans());
  const catalog = useDeferredArrival(useReadingPlanCatalog(useLanguage()));

  let myPlans: ReactNode;
  if (mine.isPending) myPlans = <LoadingState screen label={t("list.loadingMine")} />;
  else if (mine.isError) myPlans = <LoadProblem error={mine.error} onRetry={() => void mine.refetch()} />;
  else if (mine.data.plans.length === 0) {
    myPlans = (
      <div className={styles.myPlansGrid}>
        <p className={`card ${styles.empty}`}>{t("list.noPlan")}</p>
        <ReadingStreakCard streak={mine.data.streak} />
      </div>
    );
  } else {
    myPlans = (
      <div className={styles.myPlansGrid}>
        <ul className={styles.myPlanList} aria-label={t("list.following")}>
          {mine.data.plans.map((plan) => (
            <MyPlanCard key={plan.userPlanId} plan={plan} today={mine.data.today} />
          ))}
        </ul>
        <ReadingStreakCard streak={mine.data.streak} />
      </div>
    );
  }

  const following = new Map(mine.data?.plans.map((plan) => [plan.planId, plan.userPlanId]) ?? []);
  let catalogue: ReactNode;
  if (catalog.isPending) catalogue = <LoadingState short label={t("list.loadingCatalog")} />;
  else if (catalog.isError) catalogue = <LoadProblem error={catalog.error} onRetry={() => void catalog.refetch()} />;
  else {
    catalogue = (
      <ul className={styles.catalogue} aria-label={t("list.catalogue")}>
        {catalog.data.plans.map((plan) => (
          <StartPlanCard key={plan.id} plan={plan} following={following.get(plan.id)} />
        ))}
      </ul>
    );
  }

  return (
    <div className={`container ${styles.page}`}>
      <title>{t("list.title")}</title>
      <PageIntro title={t("list.heading")}>
        <Trans t={t} i18nKey="list.intro" components={{ devotionals: <Link to={paths.devotionals} /> }} />
      </PageIntro>
      <section aria-labelledby="my-plans-heading" className={styles.section}>
        <h2 id="my-plans-heading">{t("list.myPlans")}</h2>
        {myPlans}
      </section>
      <section aria-labelledby="catalogue-heading" className={styles.section}>
        <h2 id="catalogue-heading">{t("list.startPlan")}</h2>
        {catalogue}
      </section>
    </div>
  );
}
