import type { MyPlan } from "@berea/contracts/reading-plans";
import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { planPath } from "../../config/paths.ts";
import { PlanDayReadings } from "./plan-day-readings.tsx";
import { usePlanWords } from "./i18n.ts";
import { PlanProgress } from "./plan-progress.tsx";
import styles from "./reading-plans.module.css";

/** A plan the user follows: progress, today's readings to check off, and the way to its page. */
export function MyPlanCard({ plan, today }: { plan: MyPlan; today: string }) {
  const { t, dates } = usePlanWords();
  const headingId = useId();
  const notStarted = plan.startDate > today;
  return (
    <li className={`card ${styles.myPlan}`} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.planTitle}>
        <Link to={planPath(plan.userPlanId)}>{plan.title}</Link>
      </h3>
      <PlanProgress title={plan.title} done={plan.doneDays} total={plan.totalDays} />
      {plan.daysBehind > 0 ? (
        <p className={styles.behindNote}>
          {t("mine.behind", { count: plan.daysBehind })}{" "}
          <Link to={planPath(plan.userPlanId)}>{t("mine.catchUp")}</Link>
        </p>
      ) : null}
      {plan.finished ? <p className={styles.finished}>{t("mine.finished")}</p> : null}
      {notStarted ? <p className={styles.muted}>{t("mine.startsOn", { date: dates.shortDate(plan.startDate) })}</p> : null}
      {plan.today.map((day) => (
        <PlanDayReadings key={day.day} userPlanId={plan.userPlanId} day={day} totalDays={plan.totalDays} />
      ))}
      {!plan.finished && !notStarted && plan.today.length === 0 ? <p className={styles.muted}>{t("mine.nothingToday")}</p> : null}
      <Link className="icon-link" to={planPath(plan.userPlanId)}>
        {t("mine.details")} <ArrowRight size={16} aria-hidden="true" />
      </Link>
    </li>
  );
}
