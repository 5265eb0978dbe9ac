import type { DashboardReadingPlan } from "@berea/contracts/dashboard";
import { Check } from "lucide-react";
import { Link } from "react-router";
import { paths, planPath } from "../../config/paths.ts";
import { readingHref } from "../../lib/reader-paths.ts";
import styles from "./dashboard.module.css";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Each followed plan's readings due today, every reading a link into the reader. */
export function TodaysReadingsCard({ plans }: { plans: DashboardReadingPlan[] }) {
  const due = plans.filter((plan) => plan.readings.length > 0);
  return (
    <section className={`card ${styles.section}`} aria-labelledby="readings-title">
      <h2 id="readings-title" className="card-label">
        Today&rsquo;s readings
      </h2>
      {plans.length === 0 ? (
        <p className={styles.muted}>You are not following a reading plan yet. A plan gives each day a portion of Scripture to read.</p>
      ) : due.length === 0 ? (
        <p className={styles.muted}>Nothing is due today in your plans. Rest, or read ahead.</p>
      ) : (
        <ul className={styles.plans}>
          {due.map((plan) => (
            <li key={plan.userPlanId}>
              <Link to={planPath(plan.userPlanId)} className={styles.planTitle}>
                {plan.title}
              </Link>
              {plan.daysBehind > 0 ? (
                <p className={styles.behind}>{plural(plan.daysBehind, "earlier reading is", "earlier readings are")} waiting for you. There is grace to catch up.</p>
              ) : null}
              <ul className={styles.days}>
                {plan.readings.map((day) => (
                  <li key={day.day} className={styles.day}>
                    <span className={styles.dayLabel}>
                      Day {day.day}
                      {day.done ? (
                        <span className={styles.done}>
                          <Check size={14} aria-hidden="true" /> Read
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
        {plans.length === 0 ? "Choose a reading plan" : "Your reading plans"}
      </Link>
    </section>
  );
}
