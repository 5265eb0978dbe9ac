import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { paths } from "../../config/paths.ts";
import { errorMessage } from "../../lib/api-client.ts";
import { useStopReadingPlan } from "./api/stop-reading-plan.ts";
import styles from "./reading-plans.module.css";

/** "Stop this plan", asked once more before it happens: the plan's progress goes, the streak stays. */
export function StopPlanButton({ userPlanId, title }: { userPlanId: string; title: string }) {
  const stop = useStopReadingPlan();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const askButton = useRef<HTMLButtonElement>(null);
  const yesButton = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);

  // Focus follows the question: onto "Yes, stop it" when it opens, back to "Stop this plan" when it closes.
  useEffect(() => {
    if (asking) yesButton.current?.focus();
    else if (opened.current) askButton.current?.focus();
    opened.current = asking;
  }, [asking]);

  if (!asking) {
    return (
      <button ref={askButton} type="button" className="btn btn-ghost" onClick={() => setAsking(true)}>
        Stop this plan
      </button>
    );
  }
  return (
    <div className={`card ${styles.confirm}`} role="group" aria-labelledby="stop-plan-question">
      <p id="stop-plan-question" className={styles.confirmQuestion}>
        Stop &ldquo;{title}&rdquo;?
      </p>
      <p>Your check-offs in this plan will be cleared. Your reading streak stays, and you can start the plan again at any time.</p>
      <div className={styles.confirmActions}>
        <button
          ref={yesButton}
          type="button"
          className={`btn ${styles.danger}`}
          disabled={stop.isPending}
          onClick={() => stop.mutate(userPlanId, { onSuccess: () => void navigate(paths.plans, { replace: true }) })}
        >
          {stop.isPending ? "Stopping …" : "Yes, stop it"}
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => setAsking(false)}>
          Keep reading
        </button>
      </div>
      {stop.isError ? (
        <p className="field-error" role="alert">
          {errorMessage(stop.error)}
        </p>
      ) : null}
    </div>
  );
}
