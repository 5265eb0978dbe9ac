import { useEffect, useState } from "react";
import { supportEmail } from "../../config/paths.ts";
import type { PendingPlan } from "../../lib/pending-plan.ts";
import { usePendingPlanT } from "./pending-plan-i18n.ts";
import styles from "./pending-plan-notice.module.css";

const slowAfterMs = 60_000;

/** Shown while a confirmed card's subscription is being set up by the webhook. */
export function PendingPlanNotice({ pending }: { pending: PendingPlan }) {
  const { t } = usePendingPlanT();
  const [slow, setSlow] = useState(() => Date.now() - pending.since > slowAfterMs);
  useEffect(() => {
    const timer = window.setTimeout(() => setSlow(true), Math.max(0, pending.since + slowAfterMs - Date.now()));
    return () => window.clearTimeout(timer);
  }, [pending.since]);
  const plan = t(pending.plan === "family" ? "plans.family" : "plans.premium");
  return (
    <div className={`container ${styles.notice}`} role="status">
      <span className="spinner" aria-hidden="true" />
      <p>
        {slow ? (
          // No Trans (about 5 KB): this notice is in the home's first load.
          <>
            {t("slow", { plan })}
            <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
            {t("slowAfter")}
          </>
        ) : (
          t("settingUp", { plan })
        )}
      </p>
    </div>
  );
}
