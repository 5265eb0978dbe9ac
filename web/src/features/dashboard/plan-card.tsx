import type { PlanAllowances } from "@berea/contracts/dashboard";
import { Check, Lock } from "lucide-react";
import { QueryLink } from "../../components/query-link.tsx";
import { paths } from "../../config/paths.ts";
import styles from "./dashboard.module.css";
import { useDashboardT } from "./i18n.ts";

/** Where the pricing screen sits below the dashboard for the Free plan. */
export const plansAnchor = "plans";

/** What the caller's plan allows, with what is left today and this month on Free. */
export function PlanCard({ plan }: { plan: PlanAllowances }) {
  const { t } = useDashboardT();
  const free = plan.paymentPlan === 0;
  /** `feature`: a Premium and Family feature, marked as such when the plan lacks it. */
  const rows: { text: string; open: boolean; feature?: boolean }[] = [
    {
      text: plan.quizzesLeftToday === null ? t("plan.unlimitedQuizzes") : t("plan.quizzesLeft", { left: plan.quizzesLeftToday, perDay: plan.quizzesPerDay ?? 0 }),
      open: plan.quizzesLeftToday !== 0,
    },
    {
      text:
        plan.articlesLeftThisMonth === null
          ? t("plan.everyArticle")
          : t("plan.articlesLeft", { left: plan.articlesLeftThisMonth, perMonth: plan.articlesPerMonth ?? 0 }),
      open: plan.articlesLeftThisMonth !== 0,
    },
    { text: plan.allQuizTopics ? t("plan.allTopics") : t("plan.basicTopics"), open: true },
    { text: t("plan.devotionalPaths"), open: plan.devotionalPaths, feature: true },
    { text: t("plan.pdfs"), open: plan.pdfs, feature: true },
  ];
  return (
    <section className={`card ${styles.section}`} aria-labelledby="plan-title">
      <h2 id="plan-title" className="card-label">
        {t("plan.title")}
      </h2>
      <p className={styles.planName}>{t(`plan.names.${plan.name}`)}</p>
      <ul className={styles.allowances}>
        {rows.map((row) => (
          <li key={row.text} data-open={row.open}>
            {row.open ? <Check size={16} aria-hidden="true" /> : <Lock size={16} aria-hidden="true" />}
            <span>
              {row.text}
              {!row.open && row.feature ? <span className={styles.tag}>{t("plan.paidOnly")}</span> : null}
            </span>
          </li>
        ))}
      </ul>
      {free ? (
        <a className="btn btn-primary" href={`#${plansAnchor}`}>
          {t("plan.seePlans")}
        </a>
      ) : (
        <QueryLink className="btn btn-secondary" to={paths.billing}>
          {t("plan.manageBilling")}
        </QueryLink>
      )}
    </section>
  );
}
