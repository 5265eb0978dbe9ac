import { useEffect, useState } from "react";
import { supportEmail } from "../../config/paths.ts";
import type { PendingPlan } from "../../lib/pending-plan.ts";
import styles from "./pending-plan-notice.module.css";

const slowAfterMs = 60_000;

/** Shown while a confirmed card's subscription is being set up by the webhook. */
export function PendingPlanNotice({ pending }: { pending: PendingPlan }) {
  const [slow, setSlow] = useState(() => Date.now() - pending.since > slowAfterMs);
  useEffect(() => {
    const timer = window.setTimeout(() => setSlow(true), Math.max(0, pending.since + slowAfterMs - Date.now()));
    return () => window.clearTimeout(timer);
  }, [pending.since]);
  const name = pending.plan === "family" ? "Family" : "Premium";
  return (
    <div className={`container ${styles.notice}`} role="status">
      <span className="spinner" aria-hidden="true" />
      <p>
        {slow ? (
          <>
            Your card was accepted, and setting up your {name} plan is taking longer than usual. It will appear here on its own; if it has not within a few
            minutes, write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
          </>
        ) : (
          <>Setting up your {name} plan. This takes a few seconds.</>
        )}
      </p>
    </div>
  );
}
