import type { PrayerRequestView } from "@berea/contracts/prayer";
import { Check, EyeOff, Flag, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import toast from "react-hot-toast";
import { ConfirmAction } from "../../components/confirm-action.tsx";
import { groupDigits } from "../../lib/group-digits.ts";
import { useDeletePrayerRequest, usePrayFor, useReportPrayerRequest } from "./api/prayer-actions.ts";
import { AnswerForm } from "./answer-form.tsx";
import { postedAgo, postedOn } from "./prayer-time.ts";
import styles from "./prayer.module.css";

/** "12 people prayed", "1 person prayed", or nothing before anyone has. */
export function prayedLabel(count: number): string {
  if (count <= 0) return "";
  return count === 1 ? "1 person prayed" : `${groupDigits(count)} people prayed`;
}

/**
 * One prayer request: who shared it and when, the words as they were written
 * (line breaks kept, shown as text), "Answered" with its note, and what the
 * reader can do: pray, and then for their own mark it answered or delete it,
 * for someone else's report it (open to everyone, a Family member whose owner
 * turned chat off included: reporting is how a reader keeps the wall safe).
 */
export function PrayerRequestCard({ request, now }: { request: PrayerRequestView; now: Date }) {
  const id = useId();
  const prayed = prayedLabel(request.prayedCount);
  return (
    <article className={`card ${styles.request}`} aria-labelledby={`${id}-name`} data-hidden={request.hidden}>
      <header className={styles.requestHead}>
        <h3 id={`${id}-name`} className={styles.name}>
          {request.name}
        </h3>
        <time className={styles.when} dateTime={request.postedAt} title={postedOn(request.postedAt)}>
          {postedAgo(request.postedAt, now)}
        </time>
        {request.answered ? <span className="badge">Answered</span> : null}
      </header>
      {request.hidden ? (
        <p className={styles.hiddenNotice}>
          <EyeOff size={18} aria-hidden="true" />
          Hidden from the wall after reports.
        </p>
      ) : null}
      <p className={styles.text}>{request.text}</p>
      {request.answered?.note ? (
        <p className={styles.answerNote}>
          <span className="visually-hidden">Note from {request.mine ? "you" : request.name}: </span>
          {request.answered.note}
        </p>
      ) : null}
      <div className={styles.prayRow}>
        <PrayButton request={request} />
        {prayed ? <span className={styles.prayedCount}>{prayed}</span> : null}
      </div>
      {request.mine ? <OwnRequestActions request={request} /> : <ReportAction request={request} />}
    </article>
  );
}

/** "I prayed", once: pressed from then on, reading "You prayed". */
function PrayButton({ request }: { request: PrayerRequestView }) {
  const pray = usePrayFor();
  return (
    <button
      type="button"
      className={`btn ${request.youPrayed ? styles.prayed : "btn-secondary"}`}
      aria-pressed={request.youPrayed}
      // Still focusable once pressed, so a keyboard's place is not lost; pressing it again does nothing.
      aria-disabled={request.youPrayed || undefined}
      onClick={() => {
        if (!request.youPrayed) pray.mutate(request.id);
      }}
    >
      {request.youPrayed ? <Check size={18} aria-hidden="true" /> : null}
      {request.youPrayed ? "You prayed" : "I prayed"}
    </button>
  );
}

function OwnRequestActions({ request }: { request: PrayerRequestView }) {
  const [answering, setAnswering] = useState(false);
  const answerButton = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);
  const remove = useDeletePrayerRequest(request.id);

  // Back to the button that opened the note once it closes.
  useEffect(() => {
    if (!answering && opened.current) answerButton.current?.focus();
    opened.current = answering;
  }, [answering]);

  if (answering) return <AnswerForm request={request} onClose={() => setAnswering(false)} />;
  return (
    <div className={styles.actions}>
      <button ref={answerButton} type="button" className="btn btn-ghost" onClick={() => setAnswering(true)}>
        <Check size={18} aria-hidden="true" />
        {request.answered ? "Change the note…" : "Mark answered…"}
      </button>
      <ConfirmAction
        label="Delete…"
        icon={<Trash2 size={18} aria-hidden="true" />}
        question="Delete this request?"
        confirmLabel="Delete"
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => remove.mutate()}
      >
        This cannot be undone.
      </ConfirmAction>
    </div>
  );
}

function ReportAction({ request }: { request: PrayerRequestView }) {
  const report = useReportPrayerRequest(request.id);
  return (
    <div className={styles.actions}>
      {request.reportedByYou ? (
        <button type="button" className="btn btn-ghost" disabled>
          <Flag size={18} aria-hidden="true" />
          Reported
        </button>
      ) : (
        <ConfirmAction
          label="Report…"
          icon={<Flag size={18} aria-hidden="true" />}
          question="Report this request?"
          confirmLabel="Report"
          pending={report.isPending}
          error={report.error}
          onConfirm={(close) =>
            report.mutate(undefined, {
              onSuccess: (reply) => {
                close();
                toast.success(reply.message);
              },
            })
          }
        >
          We take a request off the wall when several people report it.
        </ConfirmAction>
      )}
    </div>
  );
}
