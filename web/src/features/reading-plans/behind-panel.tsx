import { maxExtraPerDay, type MyPlan, type RescheduleMode } from "@berea/contracts/reading-plans";
import { useId, useState } from "react";
import { errorMessage } from "../../lib/api-client.ts";
import { useReschedulePlan } from "./api/reschedule-plan.ts";
import { addDateDays, shortDate } from "./plan-dates.ts";
import styles from "./reading-plans.module.css";

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** What shifting does, in words: the same rule as the server's (functions/src/reading-plans/schedule.ts). */
export function shiftPreview(plan: MyPlan, today: string): string {
  const first = plan.next?.day ?? 1;
  const end = addDateDays(today, plan.totalDays - first);
  return `Pick up at day ${first} today. Every reading after it moves on by ${plural(plan.daysBehind, "day")}, one a day as before, and the plan ends on ${shortDate(end)} instead of ${shortDate(plan.endDate)}.`;
}

/** What doubling up does, in words: the missed readings join the coming days, `extraPerDay` a day. */
export function doubleUpPreview(plan: MyPlan, today: string, extraPerDay: number): string {
  const days = Math.ceil(plan.daysBehind / extraPerDay);
  const lastExtra = addDateDays(today, days - 1);
  const end = lastExtra > plan.endDate ? lastExtra : plan.endDate;
  const span = days === 1 ? "today" : `each day from today to ${shortDate(lastExtra)}`;
  return `Read ${plural(extraPerDay, "extra day's reading", "extra days' readings")} ${span}, alongside that day's own, until the ${plural(plan.daysBehind, "missed reading")} ${plan.daysBehind === 1 ? "is" : "are"} caught up. ${end === plan.endDate ? `You still finish on ${shortDate(end)}.` : `You finish on ${shortDate(end)}.`}`;
}

/**
 * "You're N days behind": a gentle offer of two ways to catch up, each
 * with a preview of what it will do, and the server's word on the result.
 */
export function BehindPanel({ plan, today }: { plan: MyPlan; today: string }) {
  const reschedule = useReschedulePlan();
  const [extraPerDay, setExtraPerDay] = useState(1);
  const [said, setSaid] = useState("");
  const headingId = useId();
  const extraId = useId();

  const choose = (mode: RescheduleMode) => {
    setSaid("");
    reschedule.mutate(
      { userPlanId: plan.userPlanId, mode, extraPerDay },
      { onSuccess: () => setSaid(mode === "shift" ? "Your schedule now starts again from today." : "The missed readings are added to the coming days.") },
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
        You&rsquo;re {plural(plan.daysBehind, "day")} behind
      </h2>
      <p className={styles.behindIntro}>Life gets full. Choose how you would like to catch up; either way nothing you have read is lost.</p>
      <div className={styles.choices}>
        <div className={styles.choice}>
          <h3>Shift my schedule</h3>
          <p>{shiftPreview(plan, today)}</p>
          <button type="button" className="btn btn-primary" disabled={reschedule.isPending} onClick={() => choose("shift")}>
            Shift my schedule
          </button>
        </div>
        <div className={styles.choice}>
          <h3>Double up</h3>
          <div className="field">
            <label htmlFor={extraId}>Extra readings a day</label>
            <select id={extraId} className="input" value={extraPerDay} onChange={(event) => setExtraPerDay(Number(event.target.value))}>
              {Array.from({ length: maxExtraPerDay }, (_, index) => index + 1).map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </select>
          </div>
          <p>{doubleUpPreview(plan, today, extraPerDay)}</p>
          <button type="button" className="btn btn-secondary" disabled={reschedule.isPending} onClick={() => choose("double-up")}>
            Double up
          </button>
        </div>
      </div>
      <p className={styles.status} role="status">
        {reschedule.isPending ? "Rescheduling …" : said}
      </p>
      {reschedule.isError ? (
        <p className="field-error" role="alert">
          {errorMessage(reschedule.error)}
        </p>
      ) : null}
    </section>
  );
}
