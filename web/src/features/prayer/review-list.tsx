import type { PrayerReportedRequest } from "@berea/contracts/prayer";
import { Check, ShieldCheck, Trash2 } from "lucide-react";
import toast from "react-hot-toast";
import { ConfirmAction } from "../../components/confirm-action.tsx";
import { EmptyState } from "../../components/empty-state.tsx";
import { errorMessage } from "../../lib/api-client.ts";
import { useReviewPrayerRequest } from "./api/prayer-actions.ts";
import { usePrayerT } from "./i18n.ts";
import { postedAgo, postedOn, useMinuteClock } from "./prayer-time.ts";
import styles from "./prayer.module.css";

/**
 * A moderator's "Reports": each reported request with how many people
 * reported it and whether that took it off the wall, to keep (its reports
 * cleared) or remove.
 */
export function ReviewList({ requests }: { requests: PrayerReportedRequest[] }) {
  const { t, i18n } = usePrayerT();
  const now = useMinuteClock();
  const reportedBy = (count: number) => t("review.reportedBy", { count });
  if (requests.length === 0) return <EmptyState icon={ShieldCheck}>{t("empty.reports")}</EmptyState>;
  return (
    <ul className={styles.list}>
      {requests.map((request) => (
        <li key={request.id}>
          <article className={`card ${styles.request}`} aria-label={`${request.name}: ${reportedBy(request.reports)}`}>
            <header className={styles.requestHead}>
              <h3 className={styles.name}>{request.name}</h3>
              <time className={styles.when} dateTime={request.postedAt} title={postedOn(request.postedAt, i18n.language)}>
                {postedAgo(request.postedAt, now, i18n.language, t("card.justNow"))}
              </time>
            </header>
            <p className={styles.hiddenNotice}>
              {reportedBy(request.reports)}
              {request.hidden ? t("review.hidden") : t("review.visible")}
            </p>
            <p className={styles.text}>{request.text}</p>
            <ReviewActions requestId={request.id} />
          </article>
        </li>
      ))}
    </ul>
  );
}

function ReviewActions({ requestId }: { requestId: string }) {
  const { t } = usePrayerT();
  const review = useReviewPrayerRequest();
  const remove = (close: () => void) => review.mutate({ requestId, decision: "remove" }, { onSuccess: close });
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={review.isPending}
        onClick={() => review.mutate({ requestId, decision: "keep" }, { onError: (error) => toast.error(errorMessage(error)) })}
      >
        <Check size={18} aria-hidden="true" />
        {t("review.keep")}
      </button>
      <ConfirmAction
        label={t("review.remove")}
        icon={<Trash2 size={18} aria-hidden="true" />}
        question={t("review.removeQuestion")}
        confirmLabel={t("review.removeConfirm")}
        pending={review.isPending}
        error={review.error}
        onConfirm={remove}
      >
        {t("review.removeWarning")}
      </ConfirmAction>
    </div>
  );
}
