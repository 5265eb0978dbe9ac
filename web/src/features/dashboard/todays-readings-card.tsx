import type { DashboardReadingPlan } from "@berea/contracts/dashboard";
import { Check } from "lucide-react";
import { Link } from "react-router";
import { paths, planPath } from "../../config/paths.ts";
import { readingHref } from "../../lib/reader-paths.ts";
import styles from "./dashboard.module.css";
import { useDashboardT } from "./i18n.ts";

/** Each followed plan's readings due today, every reading a link into the reader. */
export function TodaysReadingsCard({ plans }: { plans: DashboardReadingPlan[] }) {
  const { t } = useDashboardT();
  const due = plans.filter((plan) => plan.readings.length > 0);
  return (
    <section className={`card ${styles.section}`} aria-labelledby="readings-title">
      <h2 id="readings-title" className="card-label">
        {t("readings.title")}
      </h2>
      {plans.length === 0 ? (
        <p className={styles.muted}>{t("readings.noPlan")}</p>
      ) : due.length === 0 ? (
        <p className={styles.muted}>{t("readings.nothingDue")}</p>
      ) : (
        <ul className={styles.plans}>
          {due.map((plan) => (
            <li key={plan.userPlanId}>
              <Link to={planPath(plan.userPlanId)} className={styles.planTitle}>
                {plan.title}
              </Link>
              {plan.daysBehind > 0 ? (
                <p className={styles.behind}>{t("readings.behind", { count: plan.daysBehind })}</p>
              ) : null}
              <ul className={styles.days}>
                {plan.readings.map((day) => (
                  <li key={day.day} className={styles.day}>
                    <span className={styles.dayLabel}>
                      {t("readings.day", { day: day.day })}
                      {day.done ? (
                        <span className={styles.done}>
                          <Check size={14} aria-hidden="true" /> {t("readings.read")}
                        </span>
                      ) : null}
                    </span>
                    <span className={styles.readingLinks}>
                      {day.readings.map((reading) => {
                        const href = readingHref(reading.link);
                        return href ? (
                          <Link key={reading.label} to={href}>
                            {reading.label}
                          </Link>
                        ) : (
                          <span key={reading.label}>{reading.label}</span>
                        );
                      })}
                    </span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      <Link className="btn btn-secondary" to={paths.plans}>
        {plans.length === 0 ? t("readings.choosePlan") : t("readings.yourPlans")}
      </Link>
    </section>
  );
}
