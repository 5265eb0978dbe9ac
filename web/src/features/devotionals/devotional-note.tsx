import { Check, LockKeyhole } from "lucide-react";
import { useId, useState, type KeyboardEvent } from "react";
import { errorMessage } from "../../lib/api-client.ts";
import { formatterFor } from "../../lib/i18n/format.ts";
import { useSaveDevotionalNote } from "./api/save-devotional-note.ts";
import { useDevotionalsT } from "./i18n.ts";
import styles from "./devotionals.module.css";

/** The API's limit on a note. */
const maxNoteLength = 4000;

interface DevotionalNoteProps {
  id: string;
  /** The note as stored; empty when there is none. */
  note: string;
  headingLevel: "h2" | "h3";
}

/**
 * A private note on a devotional. It saves when the field loses focus, with
 * the Save button, or with Ctrl/⌘+Enter, and always says whether what is on
 * screen is saved. Emptying the field deletes the note.
 */
export function DevotionalNote({ id, note, headingLevel: Heading }: DevotionalNoteProps) {
  const { t, i18n } = useDevotionalsT();
  const save = useSaveDevotionalNote();
  const [draft, setDraft] = useState(note);
  const [saved, setSaved] = useState(note);
  const [justSaved, setJustSaved] = useState(false);
  const headingId = useId();
  const hintId = useId();
  const dirty = draft.trim() !== saved;

  const submit = () => {
    if (!dirty || (save.isPending && save.variables.note === draft)) return;
    setJustSaved(false);
    // Per-call callbacks run for the latest save only, so an older reply never overwrites a newer one.
    save.mutate(
      { id, note: draft },
      {
        onSuccess: (reply) => {
          setSaved(reply.note);
          setJustSaved(true);
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  let status = "";
  if (save.isPending) status = t("note.saving");
  else if (dirty) status = save.isError ? "" : t("note.notSaved");
  else if (justSaved) status = saved === "" ? t("note.removed") : t("note.saved");
  else if (saved !== "") status = t("note.saved");
  const { number } = formatterFor(i18n.language);

  return (
    <section className={styles.note} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.sectionTitle}>
        {t("note.heading")}
      </Heading>
      <p id={hintId} className={styles.noteHint}>
        <LockKeyhole size={16} aria-hidden="true" />
        {t("note.hint")}
      </p>
      <textarea
        className={`input ${styles.noteField}`}
        aria-labelledby={headingId}
        aria-describedby={hintId}
        value={draft}
        maxLength={maxNoteLength}
        rows={5}
        placeholder={t("note.placeholder")}
        onChange={(event) => {
          setDraft(event.target.value);
          setJustSaved(false);
        }}
        onBlur={submit}
        onKeyDown={onKeyDown}
      />
      <div className={styles.noteActions}>
        <button type="button" className="btn btn-secondary" disabled={!dirty || save.isPending} onClick={submit}>
          {t("note.save")}
        </button>
        <p className={styles.noteStatus} role="status" data-saved={!dirty && status !== ""}>
          {!dirty && status !== "" && !save.isPending ? <Check size={16} aria-hidden="true" /> : null}
          {status}
        </p>
        {draft.length > maxNoteLength - 500 ? (
          <p className={styles.noteCount}>
            {t("note.count", { length: number(draft.length), max: number(maxNoteLength) })}
          </p>
        ) : null}
      </div>
      {save.isError && dirty ? (
        <p className="field-error" role="alert">
          {t("note.failed", { error: errorMessage(save.error) })}
        </p>
      ) : null}
    </section>
  );
}
