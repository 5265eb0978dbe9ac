import { maxExtraPerDay, type MyPlan, type RescheduleMode } from "@berea/contracts/reading-plans";
import { useId, useState } from "react";
import { errorMessage } from "../../lib/api-client.ts";
import { useReschedulePlan } from "./api/reschedule-plan.ts";
import { usePlanWords, type PlanDates, type ReadingPlansT } from "./i18n.ts";
import { addDateDays } from "./plan-dates.ts";
import styles from "./reading-plans.module.css";

/** What shifting does, in words: the same rule as the server's (functions/src/reading-plans/schedule.ts). */
export function shiftPreview(plan: MyPlan, today: string, t: ReadingPlansT, { shortDate }: PlanDates): string {
  const first = plan.next?.day ?? 1;
  const end = addDateDays(today, plan.totalDays - first);
  return t("behind.shiftPreview", { count: plan.daysBehind, first, end: shortDate(end), oldEnd: shortDate(plan.endDate) });
}

/** What doubling up does, in words: the missed readings join the coming days, `extraPerDay` a day. */
export function doubleUpPreview(plan: MyPlan, today: string, extraPerDay: number, t: ReadingPlansT, { shortDate }: PlanDates): string {
  const days = Math.ceil(plan.daysBehind / extraPerDay);
  const lastExtra = addDateDays(today, days - 1);
  const end = lastExtra > plan.endDate ? lastExtra : plan.endDate;
  const span = days === 1 ? t("behind.spanToday") : t("behind.spanUntil", { date: shortDate(lastExtra) });
  const read = t("behind.doubleRead", { count: extraPerDay, span });
  const until = t("behind.doubleUntil", { count: plan.daysBehind });
  const finish = end === plan.endDate ? t("behind.stillFinish", { date: shortDate(end) }) : t("behind.finish", { date: shortDate(end) });
  return `${read} ${until} ${finish}`;
}

/**
 * "You're N days behind": a gentle offer of two ways to catch up, each
 * with a preview of what it will do, and the server's word on the result.
 */
export function BehindPanel({ plan, today }: { plan: MyPlan; today: string }) {
  const { t, dates } = usePlanWords();
  const reschedule = useReschedulePlan();
  const [extraPerDay, setExtraPerDay] = useState(1);
  const [said, setSaid] = useState("");
  const headingId = useId();
  const extraId = useId();

  const choose = (mode: RescheduleMode) => {
    setSaid("");
    reschedule.mutate(
      { userPlanId: plan.userPlanId, mode, extraPerDay },
      { onSuccess: () => setSaid(mode === "shift" ? t("behind.shifted") : t("behind.doubled")) },
    );
  };

  if (plan.daysBehind === 0) {
    return said ? (
      <p className={styles.caughtUp} role="status">
        {said}
      </p>
    ) : null;
  }

  return (
    <section className={`card ${styles.behind}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.behindTitle}>
        {t("behind.heading", { count: plan.daysBehind })}
      </h2>
      <p className={styles.behindIntro}>{t("behind.intro")}</p>
      <div className={styles.choices}>
        <div className={styles.choice}>
          <h3>{t("behind.shift")}</h3>
          <p>{shiftPreview(plan, today, t, dates)}</p>
          <button type="button" className="btn btn-primary" disabled={reschedule.isPending} onClick={() => choose("shift")}>
            {t("behind.shift")}
          </button>
        </div>
        <div className={styles.choice}>
          <h3>{t("behind.doubleUp")}</h3>
          <div className="field">
            <label htmlFor={extraId}>{t("behind.extra")}</label>
            <select id={extraId} className="input" value={extraPerDay} onChange={(event) => setExtraPerDay(Number(event.target.value))}>
              {Array.from({ length: maxExtraPerDay }, (_, index) => index + 1).map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </select>
          </div>
          <p>{doubleUpPreview(plan, today, extraPerDay, t, dates)}</p>
          <button type="button" className="btn btn-secondary" disabled={reschedule.isPending} onClick={() => choose("double-up")}>
            {t("behind.doubleUp")}
          </button>
        </div>
      </div>
      <p className={styles.status} role="status">
        {reschedule.isPending ? t("behind.rescheduling") : said}
      </p>
      {reschedule.isError ? (
        <p className="field-error" role="alert">
          {errorMessage(reschedule.error)}
        </p>
      ) : null}
    </section>
  );
}
