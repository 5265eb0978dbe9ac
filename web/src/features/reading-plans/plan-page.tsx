import { ArrowLeft, CalendarPlus } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { HeldContent, LoadProblem } from "../../components/load-states.tsx";
import { paths } from "../../config/paths.ts";
import { useMyReadingPlans } from "./api/get-my-reading-plans.ts";
import { usePlanCalendar } from "./api/get-plan-calendar.ts";
import { calendarFileHref } from "./api/reading-plan-request.ts";
import { BehindPanel } from "./behind-panel.tsx";
import { PlanCalendar } from "./plan-calendar.tsx";
import { PlanDayReadings } from "./plan-day-readings.tsx";
import { usePlanWords } from "./i18n.ts";
import { lastReadTranslation } from "../../lib/last-read.ts";
import { useLanguage } from "../../lib/language.ts";
import { PlanProgress } from "./plan-progress.tsx";
import { isNotFound } from "./reading-plan-errors.ts";
import { ReadingStreakCard } from "./reading-streak-card.tsx";
import { StopPlanButton } from "./stop-plan-button.tsx";
import styles from "./reading-plans.module.css";

const isUserPlanId = (id: string) => /^[A-Za-z0-9_-]{1,200}$/.test(id);

/**
 * `/Plans/:userPlanId`: one plan the user follows. Today's readings to open
 * in the reader and check off, progress, the offer to catch up when behind,
 * the month calendar, the streak, the .ics file and stopping the plan.
 */
export default function PlanPage() {
  const { userPlanId = "" } = useParams();
  const valid = isUserPlanId(userPlanId);
  const calendar = usePlanCalendar(userPlanId, valid);
  const mine = useMyReadingPlans();
  const [selected, setSelected] = useState<string | undefined>(undefined);
  const { t, dates } = usePlanWords();
  const { longDate, shortDate } = dates;
  // The calendar file's words in the language shown.
  const language = useLanguage();

  const back = (
    <Link className="icon-link" to={paths.plans}>
      <ArrowLeft size={18} aria-hidden="true" /> {t("one.back")}
    </Link>
  );

  if (!valid || isNotFound(calendar.error)) {
    return (
      <div className={`container ${styles.page}`}>
        <title>{t("one.notFoundTitle")}</title>
        {back}
        <div className={`card ${styles.problem}`}>
          <h1 className={styles.problemTitle}>{t("one.notFoundHeading")}</h1>
          <p>{t("one.notFoundBody")}</p>
          <Link className="btn btn-primary" to={paths.plans}>
            {t("one.seePlans")}
          </Link>
        </div>
      </div>
    );
  }
  if (calendar.isPending) {
    return (
      <div className={`container ${styles.page}`}>
        {back}
        <HeldContent label={t("one.loading")} />
      </div>
    );
  }
  if (calendar.isError) {
    return (
      <div className={`container ${styles.page}`}>
        {back}
        <LoadProblem error={calendar.error} onRetry={() => void calendar.refetch()} />
      </div>
    );
  }

  const { plan, today, days } = calendar.data;
  const shownDate = selected ?? today;
  const onShownDate = days.filter((day) => day.date === shownDate);
  const notStarted = plan.startDate > today;
  const nextReading = plan.next && !plan.finished ? ` ${t("one.next", { day: plan.next.day, title: plan.next.title })}` : "";

  return (
    <div className={`container ${styles.page}`}>
      <title>{t("one.title", { title: plan.title })}</title>
      {back}
      <header className={styles.planHeader}>
        <h1>{plan.title}</h1>
        <p className={styles.muted}>
          {t("one.span", { start: shortDate(plan.startDate), end: shortDate(plan.endDate), count: plan.totalDays })}
        </p>
        <PlanProgress title={plan.title} done={plan.doneDays} total={plan.totalDays} />
        {plan.finished ? <p className={styles.finished}>{t("one.finished")}</p> : null}
      </header>

      <div className={styles.planLayout}>
        <div className={styles.planMain}>
          <section className={`card ${styles.todaySection}`} aria-labelledby="shown-day-heading">
            <h2 id="shown-day-heading" className={styles.sectionTitle}>
              {shownDate === today ? t("one.todayReading") : t("one.readingFor", { date: longDate(shownDate) })}
            </h2>
            {shownDate !== today ? (
              <button type="button" className={`btn btn-ghost ${styles.backToToday}`} onClick={() => setSelected(undefined)}>
                {t("one.backToToday")}
              </button>
            ) : null}
            {onShownDate.length > 0 ? (
              onShownDate.map((day) => <PlanDayReadings key={day.day} userPlanId={plan.userPlanId} day={day} totalDays={plan.totalDays} />)
            ) : (
              <p className={styles.muted}>
                {notStarted && shownDate === today
                  ? t("one.startsOn", { date: longDate(plan.startDate) })
                  : plan.finished
                    ? t("one.nothingLeft")
                    : t("one.nothingDue")}
                {nextReading}
              </p>
            )}
          </section>
          <BehindPanel plan={plan} today={today} />
          <PlanCalendar days={days} today={today} selected={shownDate} onSelect={setSelected} />
        </div>
        <aside className={styles.planSide}>
          {mine.data ? <ReadingStreakCard streak={mine.data.streak} /> : null}
          <section className={`card ${styles.tools}`} aria-labelledby="plan-tools-heading">
            <h2 id="plan-tools-heading" className={styles.sectionTitle}>
              {t("one.reminders")}
            </h2>
            <p>{t("one.remindersBody")}</p>
            <a className="btn btn-secondary" href={calendarFileHref(plan.userPlanId, lastReadTranslation(), language)} download>
              <CalendarPlus size={18} aria-hidden="true" /> {t("one.download")}
            </a>
          </section>
          <StopPlanButton userPlanId={plan.userPlanId} title={plan.title} />
        </aside>
      </div>
    </div>
  );
}
