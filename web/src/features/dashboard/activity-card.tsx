import type { ActivityDay } from "@berea/contracts/dashboard";
import { lazy } from "react";
import { AfterHydration } from "../../components/after-hydration.tsx";
import { activityKinds, dayTotal, longDay } from "./activity-kinds.ts";
import styles from "./dashboard.module.css";

/** recharts is a chunk of its own, fetched only when there is something to draw. */
const ActivityChart = lazy(() => import("./activity-chart.tsx"));

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "2 plan readings, 3 devotionals and 1 quiz". */
function listTotals(days: ActivityDay[]): string {
  const parts = activityKinds.flatMap((kind) => {
    const count = days.reduce((sum, day) => sum + day[kind.key], 0);
    return count > 0 ? [plural(count, kind.one, kind.label.toLowerCase())] : [];
  });
  if (parts.length <= 1) return parts.join("");
  return `${parts.slice(0, -1).join(", ")} and ${parts.at(-1) ?? ""}`;
}

/**
 * The last 30 days: a sentence with the totals for everyone, the stacked bar
 * chart for the eye (hidden from screen readers and out of the tab order), and the same numbers day
 * by day in a table only screen readers see.
 */
export function ActivityCard({ days }: { days: ActivityDay[] }) {
  const active = days.filter((day) => dayTotal(day) > 0);

  return (
    <section className={`card ${styles.section} ${styles.wide}`} aria-labelledby="activity-title">
      <h2 id="activity-title" className="card-label">
        Your last 30 days
      </h2>
      {active.length === 0 ? (
        <p className={styles.muted}>Your days will gather here as you read, pray and play. Every small step counts.</p>
      ) : (
        <>
          <p className={styles.summary}>
            {listTotals(days)}, on {plural(active.length, "day", "days")}.
          </p>
          <div className={styles.chart} aria-hidden="true">
            <AfterHydration fallback={<div className={styles.chartPlaceholder} />}>
              <ActivityChart days={days} />
            </AfterHydration>
          </div>
          <table className="visually-hidden">
            <caption>Activity on each day with any, the last 30 days</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                {activityKinds.map((kind) => (
                  <th key={kind.key} scope="col">
                    {kind.label}
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
