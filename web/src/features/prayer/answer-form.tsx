import { prayerAnswerNoteMaxLength, prayerAnswerRequestSchema, type PrayerRequestView } from "@berea/contracts/prayer";
import { useEffect, useId, useRef, useState } from "react";
import toast from "react-hot-toast";
import { errorMessage } from "../../lib/api-client.ts";
import { useKnownMessage } from "../../lib/i18n/validation.ts";
import { useMarkAnswered } from "./api/prayer-actions.ts";
import { CountedTextarea } from "./counted-textarea.tsx";
import { usePrayerT } from "./i18n.ts";
import styles from "./prayer.module.css";

/**
 * Marking one's own request answered, with a note of thanks if wanted
 * (checked with the contract's prayerAnswerRequestSchema); for one already
 * answered, changing the note.
 */
export function AnswerForm({ request, onClose }: { request: PrayerRequestView; onClose: () => void }) {
  const { t } = usePrayerT();
  const known = useKnownMessage();
  const id = useId();
  const answer = useMarkAnswered();
  const [note, setNote] = useState(request.answered?.note ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const changing = request.answered !== null;

  useEffect(() => {
    box.current?.focus();
  }, []);

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (answer.isPending) return;
    const parsed = prayerAnswerRequestSchema.safeParse({ requestId: request.id, note });
    if (!parsed.success) {
      setProblem(known(parsed.error.issues[0]?.message) ?? t("answer.check"));
      box.current?.focus();
      return;
    }
    setProblem(null);
    answer.mutate(
      { requestId: parsed.data.requestId, note: parsed.data.note || undefined },
      {
        onSuccess: () => {
          toast.success(changing ? t("answer.saved") : t("answer.marked"));
          onClose();
        },
        onError: (error) => setProblem(known(errorMessage(error)) ?? null),
      },
    );
  }

  return (
    <form className={styles.answerForm} noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className={styles.answerFormTitle}>
        {changing ? t("answer.titleChange") : t("answer.titleMark")}
      </p>
      <CountedTextarea
        ref={box}
        label={t("answer.label")}
        rows={3}
        placeholder={t("answer.placeholder")}
        value={note}
        max={prayerAnswerNoteMaxLength}
        error={problem}
        onChange={(event) => {
          setNote(event.target.value);
          setProblem(null);
        }}
      />
      <div className={styles.answerActions}>
        <button type="submit" className="btn btn-primary" disabled={answer.isPending} aria-busy={answer.isPending}>
          {answer.isPending ? <span className="spinner" aria-hidden="true" /> : null}
          {changing ? t("answer.save") : t("answer.mark")}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          {t("answer.cancel")}
        </button>
      </div>
    </form>
  );
}
