import type { ReactNode } from "react";
import { Link } from "react-router";
import { LoadingState, LoadProblem } from "../../components/load-states.tsx";
import { PageIntro } from "../../components/page-intro.tsx";
import { paths } from "../../config/paths.ts";
import { useMyReadingPlans } from "./api/get-my-reading-plans.ts";
import { useReadingPlanCatalog } from "./api/get-reading-plan-catalog.ts";
import { MyPlanCard } from "./my-plan-card.tsx";
import { ReadingStreakCard } from "./reading-streak-card.tsx";
import { StartPlanCard } from "./start-plan-card.tsx";
import styles from "./reading-plans.module.css";

/**
 * `/Plans`: the plans the user follows (today's readings to check off,
 * progress, the reading streak), then the catalogue to start another.
 */
export default function PlansPage() {
  const mine = useMyReadingPlans();
  const catalog = useReadingPlanCatalog();

  let myPlans: ReactNode;
  if (mine.isPending) myPlans = <LoadingState short label="Opening your reading plans …" />;
  else if (mine.isError) myPlans = <LoadProblem error={mine.error} onRetry={() => void mine.refetch()} />;
  else if (mine.data.plans.length === 0) {
    myPlans = (
      <div className={styles.myPlansGrid}>
        <p className={`card ${styles.empty}`}>You are not following a plan yet. Choose one below to start today or on a date of your choosing.</p>
        <ReadingStreakCard streak={mine.data.streak} />
      </div>
    );
  } else {
    myPlans = (
      <div className={styles.myPlansGrid}>
        <ul className={styles.myPlanList} aria-label="Plans you follow">
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
  if (catalog.isPending) catalogue = <LoadingState short label="Gathering the plans …" />;
  else if (catalog.isError) catalogue = <LoadProblem error={catalog.error} onRetry={() => void catalog.refetch()} />;
  else {
    catalogue = (
      <ul className={styles.catalogue} aria-label="Reading plans">
        {catalog.data.plans.map((plan) => (
          <StartPlanCard key={plan.id} plan={plan} following={following.get(plan.id)} />
        ))}
      </ul>
    );
  }

  return (
    <div className={`container ${styles.page}`}>
      <title>Reading plans · Berea</title>
      <PageIntro title="Reading plans">
        Read through the whole Bible, a book or a theme, a little each day. Check off each day&rsquo;s reading; if you fall behind, you choose how to catch up.
        For a passage with a reflection, see the <Link to={paths.devotionals}>devotionals</Link>.
      </PageIntro>
      <section aria-labelledby="my-plans-heading" className={styles.section}>
        <h2 id="my-plans-heading">My plans</h2>
        {myPlans}
      </section>
      <section aria-labelledby="catalogue-heading" className={styles.section}>
        <h2 id="catalogue-heading">Start a plan</h2>
        {catalogue}
      </section>
    </div>
  );
}
