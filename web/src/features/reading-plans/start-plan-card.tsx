import type { CatalogPlan } from "@berea/contracts/reading-plans";
import { memo, useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { planPath } from "../../config/paths.ts";
import { errorMessage } from "../../lib/api-client.ts";
import { localDateKey } from "./api/reading-plan-request.ts";
import { useStartReadingPlan } from "./api/start-reading-plan.ts";
import { useReadingPlansT } from "./i18n.ts";
import styles from "./reading-plans.module.css";

interface StartPlanCardProps {
  plan: CatalogPlan;
  /** The user's own copy of this plan, when they already follow it. */
  following?: string | undefined;
}

/**
 * A plan in the catalogue: what it is, and starting it today or on a chosen date. Memoised: when the reader's own
 * plans arrive after the catalogue, /Plans renders again and the cards whose plan and link are the same stay as they are.
 */
export const StartPlanCard = memo(function StartPlanCard({ plan, following }: StartPlanCardProps) {
  const { t } = useReadingPlansT();
  const start = useStartReadingPlan();
  const navigate = useNavigate();
  const [choosing, setChoosing] = useState(false);
  const [startDate, setStartDate] = useState(localDateKey);
  const headingId = useId();
  const dateId = useId();

  const begin = (date?: string) =>
    start.mutate({ planId: plan.id, startDate: date }, { onSuccess: (started) => void navigate(planPath(started.userPlanId)) });

  return (
    <li className={`card ${styles.planCard}`} aria-labelledby={headingId}>
      <p className={styles.eyebrow}>
        {t("start.eyebrow", { kind: t(`kind.${plan.kind}`), days: plan.days })}
      </p>
      <h3 id={headingId} className={styles.planTitle}>
        {plan.title}
      </h3>
      <p className={styles.description}>{plan.description}</p>
      {following ? (
        <Link className="btn btn-secondary" to={planPath(following)}>
          {t("start.open")}
        </Link>
      ) : (
        <div className={styles.startActions}>
          <button type="button" className="btn btn-primary" disabled={start.isPending} onClick={() => begin()} aria-describedby={headingId}>
            {t("start.today")}
          </button>
          <button type="button" className="btn btn-ghost" aria-expanded={choosing} onClick={() => setChoosing(!choosing)} aria-describedby={headingId}>
            {t("start.choose")}
          </button>
          {choosing ? (
            <form
              className={styles.dateForm}
              onSubmit={(event) => {
                event.preventDefault();
                begin(startDate);
              }}
            >
              <div className="field">
                <label htmlFor={dateId}>{t("start.date")}</label>
                <input id={dateId} className="input" type="date" required value={startDate} onChange={(event) => setStartDate(event.target.value)} />
              </div>
              <button type="submit" className="btn btn-primary" disabled={start.isPending || startDate === ""}>
                {t("start.onDate")}
              </button>
            </form>
          ) : null}
        </div>
      )}
      {start.isError ? (
        <p className="field-error" role="alert">
          {errorMessage(start.error)}
        </p>
      ) : null}
    </li>
  );
});
