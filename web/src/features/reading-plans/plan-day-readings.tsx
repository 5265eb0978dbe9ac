import type { ScheduledDay } from "@berea/contracts/reading-plans";
import { BookOpen } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { errorMessage } from "../../lib/api-client.ts";
import { useCheckPlanDay } from "./api/check-plan-day.ts";
import { usePlanWords } from "./i18n.ts";
import { lastReadTranslation } from "../../lib/last-read.ts";
import { readingHref } from "../../lib/reader-paths.ts";
import styles from "./reading-plans.module.css";

interface PlanDayReadingsProps {
  userPlanId: string;
  day: ScheduledDay;
  totalDays: number;
  /** Says the day's date (for a day that is not today's). */
  showDate?: boolean;
}

/**
 * One day of a plan: its readings, each opening in the reader, and the
 * check-off box for the day. The box ticks at once; a refusal puts it back
 * and says why.
 */
export function PlanDayReadings({ userPlanId, day, totalDays, showDate = false }: PlanDayReadingsProps) {
  const { t, dates } = usePlanWords();
  const check = useCheckPlanDay();
  const translation = lastReadTranslation();
  const boxId = `plan-day-${day.day}`;
  const pending = check.isPending && check.variables.day === day.day;
  // The box follows the click in the same frame; the cached plan catches up a moment later (check-plan-day.ts).
  const [clicked, setClicked] = useState<boolean | null>(null);
  const done = clicked ?? day.done;

  return (
    <div className={`${styles.day} ${done ? styles.dayDone : ""}`}>
      <div className={styles.dayHead}>
        <input
          id={boxId}
          className={styles.checkbox}
          type="checkbox"
          checked={done}
          aria-describedby={`${boxId}-title`}
          onChange={(event) => {
            setClicked(event.target.checked);
            check.mutate({ userPlanId, day: day.day, done: event.target.checked }, { onSettled: () => setClicked(null) });
          }}
        />
        <label htmlFor={boxId} className={styles.dayLabel}>
          {t("day.mark", { day: day.day, total: totalDays })}
        </label>
      </div>
      <p id={`${boxId}-title`} className={styles.dayTitle}>
        {showDate ? <span className={styles.dayDate}>{`${dates.longDate(day.date)} · `}</span> : null}
        {day.title}
      </p>
      <ul className={styles.readings} aria-label={t("day.readings", { day: day.day })}>
        {day.readings.map((reading) => {
          const href = readingHref(reading.link, translation);
          return (
            <li key={`${reading.link.book}-${reading.link.chapter}-${reading.link.start ?? 0}`}>
              {href ? (
                <Link className={styles.readingLink} to={href}>
                  <BookOpen size={18} strokeWidth={1.5} aria-hidden="true" />
                  {t("day.read", { label: reading.label })}
                </Link>
              ) : (
                <span>{reading.label}</span>
              )}
            </li>
          );
        })}
      </ul>
      <p className={styles.status} role="status">
        {pending ? t("day.saving") : day.done && day.doneOn ? t("day.checkedOff", { date: dates.longDate(day.doneOn) }) : ""}
      </p>
      {check.isError && check.variables.day === day.day ? (
        <p className="field-error" role="alert">
          {errorMessage(check.error)}
        </p>
      ) : null}
    </div>
  );
}
