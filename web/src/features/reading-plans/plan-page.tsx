import { ArrowLeft, CalendarPlus } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { LoadingState, LoadProblem } from "../../components/load-states.tsx";
import { paths } from "../../config/paths.ts";
import { useMyReadingPlans } from "./api/get-my-reading-plans.ts";
import { usePlanCalendar } from "./api/get-plan-calendar.ts";
import { calendarFileHref } from "./api/reading-plan-request.ts";
import { BehindPanel } from "./behind-panel.tsx";
import { PlanCalendar } from "./plan-calendar.tsx";
import { PlanDayReadings } from "./plan-day-readings.tsx";
import { longDate, shortDate } from "./plan-dates.ts";
import { lastReadTranslation } from "../../lib/last-read.ts";
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

  const back = (
    <Link className="icon-link" to={paths.plans}>
      <ArrowLeft size={18} aria-hidden="true" /> All reading plans
    </Link>
  );

  if (!valid || isNotFound(calendar.error)) {
    return (
      <div className={`container ${styles.page}`}>
        <title>Plan not found · Berea</title>
        {back}
        <div className={`card ${styles.problem}`}>
          <h1 className={styles.problemTitle}>We couldn&rsquo;t find that plan</h1>
          <p>It may have been stopped. Your plans, and every plan you can start, are on the reading plans page.</p>
          <Link className="btn btn-primary" to={paths.plans}>
            See reading plans
          </Link>
        </div>
      </div>
    );
  }
  if (calendar.isPending) {
    return (
      <div className={`container ${styles.page}`}>
        {back}
        <LoadingState short label="Opening your plan …" />
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

  return (
    <div className={`container ${styles.page}`}>
      <title>{`${plan.title} · Reading plans · Berea`}</title>
      {back}
      <header className={styles.planHeader}>
        <h1>{plan.title}</h1>
        <p className={styles.muted}>
          {shortDate(plan.startDate)} to {shortDate(plan.endDate)} · {plan.totalDays} days
        </p>
        <PlanProgress title={plan.title} done={plan.doneDays} total={plan.totalDays} />
        {plan.finished ? <p className={styles.finished}>You have read every day of this plan. Well done, good and faithful reader.</p> : null}
      </header>

      <div className={styles.planLayout}>
        <div className={styles.planMain}>
          <section className={`card ${styles.todaySection}`} aria-labelledby="shown-day-heading">
            <h2 id="shown-day-heading" className={styles.sectionTitle}>
              {shownDate === today ? "Today’s reading" : `Reading for ${longDate(shownDate)}`}
            </h2>
            {shownDate !== today ? (
              <button type="button" className={`btn btn-ghost ${styles.backToToday}`} onClick={() => setSelected(undefined)}>
                Back to today
              </button>
            ) : null}
            {onShownDate.length > 0 ? (
              onShownDate.map((day) => <PlanDayReadings key={day.day} userPlanId={plan.userPlanId} day={day} totalDays={plan.totalDays} />)
            ) : (
              <p className={styles.muted}>
                {notStarted && shownDate === today
                  ? `This plan starts on ${longDate(plan.startDate)}.`
                  : plan.finished
                    ? "Nothing is left to read in this plan."
                    : "Nothing is due on this date."}
                {plan.next && !plan.finished ? ` The next reading is day ${plan.next.day}, ${plan.next.title}.` : ""}
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
              Reminders
            </h2>
            <p>Add the remaining days to your own calendar, so it reminds you of each day&rsquo;s reading.</p>
            <a className="btn btn-secondary" href={calendarFileHref(plan.userPlanId, lastReadTranslation())} download>
              <CalendarPlus size={18} aria-hidden="true" /> Download calendar (.ics)
            </a>
          </section>
          <StopPlanButton userPlanId={plan.userPlanId} title={plan.title} />
        </aside>
      </div>
    </div>
  );
}
