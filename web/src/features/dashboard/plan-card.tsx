import type { PlanAllowances } from "@berea/contracts/dashboard";
import { Check, Lock } from "lucide-react";
import { QueryLink } from "../../components/query-link.tsx";
import { paths } from "../../config/paths.ts";
import styles from "./dashboard.module.css";

/** Where the pricing screen sits below the dashboard for the Free plan. */
export const plansAnchor = "plans";

/** What the caller's plan allows, with what is left today and this month on Free. */
export function PlanCard({ plan }: { plan: PlanAllowances }) {
  const free = plan.paymentPlan === 0;
  /** `feature`: a Premium and Family feature, marked as such when the plan lacks it. */
  const rows: { text: string; open: boolean; feature?: boolean }[] = [
    {
      text: plan.quizzesLeftToday === null ? "Unlimited quizzes" : `${plan.quizzesLeftToday} of ${plan.quizzesPerDay ?? 0} quizzes left today`,
      open: plan.quizzesLeftToday !== 0,
    },
    {
      text: plan.articlesLeftThisMonth === null ? "Every article in full" : `${plan.articlesLeftThisMonth} of ${plan.articlesPerMonth ?? 0} full articles left this month`,
      open: plan.articlesLeftThisMonth !== 0,
    },
    { text: plan.allQuizTopics ? "Every quiz topic" : "The basic quiz topics", open: true },
    { text: "Devotional paths with progress", open: plan.devotionalPaths, feature: true },
    { text: "Books and devotional paths as PDFs", open: plan.pdfs, feature: true },
  ];
  return (
    <section className={`card ${styles.section}`} aria-labelledby="plan-title">
      <h2 id="plan-title" className="card-label">
        Your plan
      </h2>
      <p className={styles.planName}>{plan.name}</p>
      <ul className={styles.allowances}>
        {rows.map((row) => (
          <li key={row.text} data-open={row.open}>
            {row.open ? <Check size={16} aria-hidden="true" /> : <Lock size={16} aria-hidden="true" />}
            <span>
              {row.text}
              {!row.open && row.feature ? <span className={styles.tag}>Premium and Family</span> : null}
            </span>
          </li>
        ))}
      </ul>
      {free ? (
        <a className="btn btn-primary" href={`#${plansAnchor}`}>
          See plans
        </a>
      ) : (
        <QueryLink className="btn btn-secondary" to={paths.billing}>
          Manage billing
        </QueryLink>
      )}
    </section>
  );
}
