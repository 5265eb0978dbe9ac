import type { PrayerRequestView } from "@berea/contracts/prayer";
import { Check, EyeOff, Flag, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import toast from "react-hot-toast";
import { ConfirmAction } from "../../components/confirm-action.tsx";
import { formatterFor } from "../../lib/i18n/format.ts";
import { useDeletePrayerRequest, usePrayFor, useReportPrayerRequest } from "./api/prayer-actions.ts";
import { AnswerForm } from "./answer-form.tsx";
import { usePrayerT } from "./i18n.ts";
import { postedAgo, postedOn } from "./prayer-time.ts";
import styles from "./prayer.module.css";

type PrayerT = ReturnType<typeof usePrayerT>["t"];

/** "12 people prayed", "1 person prayed", or nothing before anyone has (in `t`'s language, digits grouped as it groups them). */
export function prayedLabel(count: number, t: PrayerT, language: string): string {
  if (count <= 0) return "";
  return t("card.prayed", { count, number: formatterFor(language).number(count) });
}

/**
 * One prayer request: who shared it and when, the words as they were written
 * (line breaks kept, shown as text), "Answered" with its note, and what the
 * reader can do: pray, and then for their own mark it answered or delete it,
 * for someone else's report it (open to everyone, a Family member whose owner
 * turned chat off included: reporting is how a reader keeps the wall safe).
 */
export function PrayerRequestCard({ request, now }: { request: PrayerRequestView; now: Date }) {
  const { t, i18n } = usePrayerT();
  const id = useId();
  const prayed = prayedLabel(request.prayedCount, t, i18n.language);
  const name = request.anonymous ? t("anonymousName") : request.name;
  return (
    <article className={`card ${styles.request}`} aria-labelledby={`${id}-name`} data-hidden={request.hidden}>
      <header className={styles.requestHead}>
        <h3 id={`${id}-name`} className={styles.name}>
          {name}
        </h3>
        <time className={styles.when} dateTime={request.postedAt} title={postedOn(request.postedAt, i18n.language)}>
          {postedAgo(request.postedAt, now, i18n.language, t("card.justNow"))}
        </time>
        {request.answered ? <span className="badge">{t("card.answered")}</span> : null}
      </header>
      {request.hidden ? (
        <p className={styles.hiddenNotice}>
          <EyeOff size={18} aria-hidden="true" />
          {t("card.hidden")}
        </p>
      ) : null}
      <p className={styles.text}>{request.text}</p>
      {request.answered?.note ? (
        <p className={styles.answerNote}>
          <span className="visually-hidden">{request.mine ? t("card.noteFromYou") : t("card.noteFrom", { name })}</span>
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
  const { t } = usePrayerT();
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
      {request.youPrayed ? t("card.youPrayed") : t("card.pray")}
    </button>
  );
}

function OwnRequestActions({ request }: { request: PrayerRequestView }) {
  const { t } = usePrayerT();
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
        {request.answered ? t("card.changeNote") : t("card.markAnswered")}
      </button>
      <ConfirmAction
        label={t("card.delete")}
        icon={<Trash2 size={18} aria-hidden="true" />}
        question={t("card.deleteQuestion")}
        confirmLabel={t("card.deleteConfirm")}
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => remove.mutate()}
      >
        {t("card.deleteWarning")}
      </ConfirmAction>
    </div>
  );
}

function ReportAction({ request }: { request: PrayerRequestView }) {
  const { t } = usePrayerT();
  const report = useReportPrayerRequest(request.id);
  return (
    <div className={styles.actions}>
      {request.reportedByYou ? (
        <button type="button" className="btn btn-ghost" disabled>
          <Flag size={18} aria-hidden="true" />
          {t("card.reported")}
        </button>
      ) : (
        <ConfirmAction
          label={t("card.report")}
          icon={<Flag size={18} aria-hidden="true" />}
          question={t("card.reportQuestion")}
          confirmLabel={t("card.reportConfirm")}
          pending={report.isPending}
          error={report.error}
          onConfirm={(close) =>
            report.mutate(undefined, {
              onSuccess: () => {
                close();
                // The server's English words are the English text (docs/ARCHITECTURE.md, "Languages").
                toast.success(t("card.reportThanks"));
              },
            })
          }
        >
          {t("card.reportExplain")}
        </ConfirmAction>
      )}
    </div>
  );
}
