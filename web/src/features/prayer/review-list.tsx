import type { PrayerReportedRequest } from "@berea/contracts/prayer";
import { Check, ShieldCheck, Trash2 } from "lucide-react";
import toast from "react-hot-toast";
import { ConfirmAction } from "../../components/confirm-action.tsx";
import { EmptyState } from "../../components/empty-state.tsx";
import { errorMessage } from "../../lib/api-client.ts";
import { useReviewPrayerRequest } from "./api/prayer-actions.ts";
import { postedAgo, postedOn, useMinuteClock } from "./prayer-time.ts";
import styles from "./prayer.module.css";

const reportedBy = (count: number) => (count === 1 ? "Reported by 1 person" : `Reported by ${count} people`);

/**
 * A moderator's "Reports": each reported request with how many people
 * reported it and whether that took it off the wall, to keep (its reports
 * cleared) or remove.
 */
export function ReviewList({ requests }: { requests: PrayerReportedRequest[] }) {
  const now = useMinuteClock();
  if (requests.length === 0) return <EmptyState icon={ShieldCheck}>No reported requests are waiting for review.</EmptyState>;
  return (
    <ul className={styles.list}>
      {requests.map((request) => (
        <li key={request.id}>
          <article className={`card ${styles.request}`} aria-label={`${request.name}: ${reportedBy(request.reports)}`}>
            <header className={styles.requestHead}>
              <h3 className={styles.name}>{request.name}</h3>
              <time className={styles.when} dateTime={request.postedAt} title={postedOn(request.postedAt)}>
                {postedAgo(request.postedAt, now)}
              </time>
            </header>
            <p className={styles.hiddenNotice}>
              {reportedBy(request.reports)}
              {request.hidden ? " · hidden from the wall" : " · still on the wall"}
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
  const review = useReviewPrayerRequest();
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className="btn btn-secondary"
        disabled={review.isPending}
        onClick={() => review.mutate({ requestId, decision: "keep" }, { onError: (error) => toast.error(errorMessage(error)) })}
      >
        <Check size={18} aria-hidden="true" />
        Keep on the wall
      </button>
      <ConfirmAction
        label="Remove…"
        icon={<Trash2 size={18} aria-hidden="true" />}
        question="Remove this request from the wall?"
        confirmLabel="Remove"
        pending={review.isPending}
        error={review.error}
        onConfirm={(close) => review.mutate({ requestId, decision: "remove" }, { onSuccess: close })}
      >
        It is deleted, with its prayers. This cannot be undone.
      </ConfirmAction>
    </div>
  );
}
