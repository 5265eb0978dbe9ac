import type { CircleEventOccurrence } from "@berea/contracts/circle-events";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { monthGrid, shiftMonth } from "./event-list.ts";
import { useCircleEventsT } from "./i18n.ts";
import styles from "./circle-events.module.css";

/** The calendar button's month: each day with the titles of the events that start on it; a day with events picks it for the list. */
export function MonthView({ events, today, locale, onPickDay }: { events: readonly CircleEventOccurrence[]; today: string; locale: string | undefined; onPickDay: (date: string) => void }) {
  const { t } = useCircleEventsT();
  const [month, setMonth] = useState(today.slice(0, 7));
  const byDay = new Map<string, CircleEventOccurrence[]>();
  for (const event of events) byDay.set(event.occurrence, [...(byDay.get(event.occurrence) ?? []), event]);
  const title = new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${month}-15T12:00:00Z`));
  const weekdays = Array.from({ length: 7 }, (_, index) => new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" }).format(new Date(Date.UTC(2024, 0, 1 + index))));
  const days = monthGrid(month);
  const weeks = Array.from({ length: days.length / 7 }, (_, index) => days.slice(index * 7, index * 7 + 7));
  return (
    <section className={`card ${styles.month}`} aria-label={t("month.label")}>
      <div className={styles.monthHead}>
        <button type="button" className="btn btn-ghost" onClick={() => setMonth(shiftMonth(month, -1))} aria-label={t("month.previous")}>
          <ChevronLeft size={20} strokeWidth={1.5} aria-hidden="true" />
        </button>
        <h2 className={styles.monthTitle} aria-live="polite">
          {title}
        </h2>
        <button type="button" className="btn btn-ghost" onClick={() => setMonth(shiftMonth(month, 1))} aria-label={t("month.next")}>
          <ChevronRight size={20} strokeWidth={1.5} aria-hidden="true" />
        </button>
      </div>
      <table className={styles.monthGrid}>
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th key={day} scope="col">
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean) ?? "empty"}>
              {week.map((day, index) => {
                if (!day) return <td key={`blank-${index}`} />;
                const found = byDay.get(day) ?? [];
                const label = `${Number(day.slice(8))}`;
                return (
                  <td key={day} data-today={day === today ? "" : undefined}>
                    {found.length > 0 ? (
                      <button type="button" className={styles.dayButton} onClick={() => onPickDay(day)} aria-label={`${day}: ${found.map((event) => event.title).join(", ")}`}>
                        <span className={styles.dayNumber}>{label}</span>
                        <span className={styles.dayDot} aria-hidden="true">
                          {found.length}
                        </span>
                      </button>
                    ) : (
                      <span className={styles.dayNumber}>{label}</span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
