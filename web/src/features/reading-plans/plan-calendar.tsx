import type { ScheduledDay } from "@berea/contracts/reading-plans";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { usePlanWords } from "./i18n.ts";
import { addMonths, monthOf, monthWeeks } from "./plan-dates.ts";
import styles from "./reading-plans.module.css";

/** What a calendar date holds for the plan. */
export type DateState = "done" | "ahead" | "missed" | "today" | "upcoming" | "none";

/**
 * done: every reading due that date is checked off; ahead: checked off before
 * its date came; missed: its date has passed with a reading not done;
 * today: due today, not done yet; upcoming: due later.
 */
export function dateState(days: readonly ScheduledDay[], date: string, today: string): DateState {
  if (days.length === 0) return "none";
  if (days.every((day) => day.done)) return days.some((day) => day.doneOn !== null && day.doneOn < date) ? "ahead" : "done";
  if (date < today) return "missed";
  return date === today ? "today" : "upcoming";
}

/** The states the legend explains (not "none": a date with no reading is plain). */
const legendStates: readonly DateState[] = ["done", "ahead", "missed", "today", "upcoming"];

interface PlanCalendarProps {
  days: readonly ScheduledDay[];
  today: string;
  /** The date whose readings are shown below the calendar. */
  selected: string;
  onSelect: (date: string) => void;
}

/**
 * A month of the plan: each date marked read, read ahead, missed, due today
 * or to come. Choosing a date shows its readings (to catch up on a missed
 * one, or read ahead).
 */
export function PlanCalendar({ days, today, selected, onSelect }: PlanCalendarProps) {
  const { t, dates } = usePlanWords();
  const { longDate, monthTitle, weekdayNames } = dates;
  const [month, setMonth] = useState(() => monthOf(selected));
  const captionId = useId();
  const byDate = useMemo(() => {
    const map = new Map<string, ScheduledDay[]>();
    for (const day of days) map.set(day.date, [...(map.get(day.date) ?? []), day]);
    return map;
  }, [days]);
  const first = days[0]?.date ?? today;
  const last = days.at(-1)?.date ?? today;
  const canGoBack = month > monthOf(first < today ? first : today);
  const canGoOn = month < monthOf(last > today ? last : today);

  return (
    <section className={`card ${styles.calendar}`} aria-labelledby={captionId}>
      <div className={styles.calendarHead}>
        <button type="button" className="btn btn-ghost" onClick={() => setMonth(addMonths(month, -1))} disabled={!canGoBack} aria-label={t("calendar.previous")}>
          <ChevronLeft size={20} aria-hidden="true" />
        </button>
        <h2 id={captionId} className={styles.calendarTitle} aria-live="polite">
          {monthTitle(month)}
        </h2>
        <button type="button" className="btn btn-ghost" onClick={() => setMonth(addMonths(month, 1))} disabled={!canGoOn} aria-label={t("calendar.next")}>
          <ChevronRight size={20} aria-hidden="true" />
        </button>
      </div>
      <table className={styles.grid} aria-labelledby={captionId}>
        <thead>
          <tr>
            {weekdayNames.map((name) => (
              <th key={name} scope="col" abbr={name}>
                {name.slice(0, 3)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, index) => (
            <tr key={week.find((date) => date !== null) ?? index}>
              {week.map((date, column) => {
                if (date === null) return <td key={`empty-${column}`} />;
                const onDate = byDate.get(date) ?? [];
                const state = dateState(onDate, date, today);
                const label =
                  onDate.length === 0
                    ? t("calendar.cellNone", { date: longDate(date) })
                    : t("calendar.cell", { date: longDate(date), days: onDate.map((day) => day.day).join(` ${t("calendar.and")} `), state: t(`calendar.state.${state}`) });
                return (
                  <td key={date}>
                    <button
                      type="button"
                      className={`${styles.cell} ${styles[state]} ${date === today ? styles.isToday : ""}`}
                      aria-label={label}
                      aria-pressed={date === selected}
                      disabled={onDate.length === 0}
                      onClick={() => onSelect(date)}
                    >
                      {Number(date.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className={styles.legend} aria-label={t("calendar.legend")}>
        {legendStates.map((state) => (
          <li key={state}>
            <span className={`${styles.swatch} ${styles[state]}`} aria-hidden="true" />
            {t(`calendar.state.${state}`).replace(/^./, (letter) => letter.toUpperCase())}
          </li>
        ))}
      </ul>
    </section>
  );
}
