import type { ActivityDay } from "@berea/contracts/dashboard";
import type { TFunction } from "i18next";
import { lazy } from "react";
import { AfterHydration } from "../../components/after-hydration.tsx";
import { activityKinds, dayFormats, dayTotal } from "./activity-kinds.ts";
import styles from "./dashboard.module.css";
import { useDashboardT } from "./i18n.ts";

/** recharts is a chunk of its own, fetched only when there is something to draw. */
const ActivityChart = lazy(() => import("./activity-chart.tsx"));

/** "2 plan readings, 3 devotionals and 1 quiz" ("2 lecturas del plan, 3 devocionales y 1 cuestionario"). */
function listTotals(days: ActivityDay[], t: TFunction<"dashboard">): string {
  const parts = activityKinds.flatMap((kind) => {
    const count = days.reduce((sum, day) => sum + day[kind.key], 0);
    return count > 0 ? [t(`activity.count.${kind.key}`, { count })] : [];
  });
  const last = parts.at(-1);
  if (parts.length <= 1 || last === undefined) return parts.join("");
  return t("activity.list", { first: parts.slice(0, -1).join(", "), last });
}

/**
 * The last 30 days: a sentence with the totals for everyone, the stacked bar
 * chart for the eye (hidden from screen readers and out of the tab order), and the same numbers day
 * by day in a table only screen readers see.
 */
export function ActivityCard({ days }: { days: ActivityDay[] }) {
  const { t, i18n } = useDashboardT();
  const { longDay } = dayFormats(t, i18n.language);
  const active = days.filter((day) => dayTotal(day) > 0);

  return (
    <section className={`card ${styles.section} ${styles.wide}`} aria-labelledby="activity-title">
      <h2 id="activity-title" className="card-label">
        {t("activity.title")}
      </h2>
      {active.length === 0 ? (
        <p className={styles.muted}>{t("activity.empty")}</p>
      ) : (
        <>
          <p className={styles.summary}>{t("activity.summary", { totals: listTotals(days, t), count: active.length })}</p>
          <div className={styles.chart} aria-hidden="true">
            <AfterHydration fallback={<div className={styles.chartPlaceholder} />}>
              <ActivityChart days={days} />
            </AfterHydration>
          </div>
          <table className="visually-hidden">
            <caption>{t("activity.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("activity.day")}</th>
                {activityKinds.map((kind) => (
                  <th key={kind.key} scope="col">
                    {t(`activity.kinds.${kind.key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {active.map((day) => (
                <tr key={day.date}>
                  <th scope="row">{longDay(day.date)}</th>
                  {activityKinds.map((kind) => (
                    <td key={kind.key}>{day[kind.key]}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
