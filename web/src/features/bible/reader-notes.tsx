import { maxNoteLength, noteColours, type Note, type NoteColour } from "@berea/contracts/notes";
import { translations, type TranslationId } from "@berea/contracts/bible";
import { canonicalRange, compareVersePoints, verseInRange } from "@berea/contracts/versification";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import toast from "react-hot-toast";
import { Link } from "react-router";
import { paths } from "../../config/paths.ts";
import { formatReference, type Book } from "../../lib/bible-books.ts";
import { formatterFor } from "../../lib/i18n/format.ts";
import { newNoteId, useNotes } from "../../lib/notes/notes-sync.ts";
import type { VerseMark, VerseMarks } from "./chapter-view.tsx";
import { useBibleT } from "./i18n.ts";
import styles from "./reader-notes.module.css";

/** What the reader asked to open: a note from its marker, or a new one (or the one already there) for the selected verses. */
export type NoteRequest = { kind: "note"; id: string } | { kind: "selection"; verseStart: number; verseEnd: number };

export interface ReaderNotesProps {
  translation: TranslationId;
  book: Book;
  chapter: number;
  request: NoteRequest | null;
  onMarks: (marks: VerseMarks) => void;
  /** The editor closed; `saved`: a note was saved or deleted. */
  onDone: (saved: boolean) => void;
}

/**
 * The reader's notes and highlights, loaded after the chapter (only for a
 * signed-in reader): works out which verses of this chapter, in this
 * translation's numbering, each note covers, and opens the editor.
 */
export default function ReaderNotes({ translation, book, chapter, request, onMarks, onDone }: ReaderNotesProps) {
  const { t } = useBibleT();
  const { notes, save, remove } = useNotes();
  const verseCount = book.verses[chapter - 1] ?? 0;

  const marks = useMemo(() => {
    const found = new Map<number, VerseMark>();
    const near = notes.filter((note) => note.book === book.id && note.start.chapter <= chapter + 1 && note.end.chapter >= chapter - 1);
    for (let verse = 1; verse <= verseCount; verse += 1) {
      const on = near.filter((note) => verseInRange(translation, book.id, chapter, verse, note));
      if (on.length === 0) continue;
      // Notes come newest first: the latest colour shows.
      found.set(verse, { colour: on.find((note) => note.colour !== null)?.colour ?? null, noteIds: on.filter((note) => note.text !== "").map((note) => note.id) });
    }
    return found;
  }, [notes, book.id, chapter, verseCount, translation]);

  useEffect(() => onMarks(marks), [marks, onMarks]);

  if (!request) return null;
  let note: Note | undefined;
  let range: { chapter: number; verseStart: number; verseEnd: number; translation: TranslationId };
  if (request.kind === "note") {
    note = notes.find((candidate) => candidate.id === request.id);
    if (!note) return null;
    range = { ...note.made };
  } else {
    range = { translation, chapter, verseStart: request.verseStart, verseEnd: request.verseEnd };
    const wanted = canonicalRange(translation, book.id, chapter, request.verseStart, request.verseEnd);
    note = wanted ? notes.find((candidate) => candidate.book === book.id && compareVersePoints(candidate.start, wanted.start) === 0 && compareVersePoints(candidate.end, wanted.end) === 0) : undefined;
  }
  const verses = Array.from({ length: range.verseEnd - range.verseStart + 1 }, (_, index) => range.verseStart + index);
  // A note made in another translation keeps that translation's reference, named with it.
  const reference = `${formatReference(book, range.chapter, range.translation, verses)}${range.translation === translation ? "" : ` (${translations[range.translation].abbreviation})`}`;

  const kept = (done: boolean) => {
    if (!done) {
      toast.error(t("note.needsOnlineOnce"));
      return;
    }
    toast.success(navigator.onLine ? t("note.saved") : t("note.savedOffline"));
    onDone(true);
  };

  return (
    <NoteEditor
      key={note?.id ?? `${range.verseStart}-${range.verseEnd}`}
      reference={reference}
      firstVerse={request.kind === "selection" ? request.verseStart : (firstVerseHere(note, translation, book.id, chapter, verseCount) ?? range.verseStart)}
      note={note}
      onSave={(colour, text) => kept(save({ id: note?.id ?? newNoteId(), book: book.id, ...range, colour, text }))}
      onDelete={note ? () => kept(remove(note.id)) : undefined}
      onClose={() => onDone(false)}
    />
  );
}

/** The first verse of this chapter, in this translation, that shows the note. */
function firstVerseHere(note: Note | undefined, translation: TranslationId, book: string, chapter: number, verseCount: number): number | undefined {
  if (!note) return undefined;
  for (let verse = 1; verse <= verseCount; verse += 1) if (verseInRange(translation, book, chapter, verse, note)) return verse;
  return undefined;
}

interface NoteEditorProps {
  reference: string;
  /** The verse the editor is about: scrolled to the top, above the editor. */
  firstVerse: number;
  note: Note | undefined;
  onSave: (colour: NoteColour | null, text: string) => void;
  onDelete: (() => void) | undefined;
  onClose: () => void;
}

function NoteEditor({ reference, firstVerse, note, onSave, onDelete, onClose }: NoteEditorProps) {
  const { t, i18n } = useBibleT();
  const titleId = useId();
  const textId = useId();
  const [colour, setColour] = useState<NoteColour | null>(note ? note.colour : "yellow");
  const [text, setText] = useState(note?.text ?? "");
  const [problem, setProblem] = useState("");
  const panelRef = useRef<HTMLDivElement>(null);
  // The verse as the editor opened: it scrolls there once, not again if the selection changes under it.
  const [openedAt] = useState(firstVerse);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    document.getElementById(`v${openedAt}`)?.scrollIntoView({ block: "start" });
    panelRef.current?.querySelector<HTMLInputElement>("input:checked")?.focus();
    return () => previous?.focus();
  }, [openedAt]);

  return (
    <div
      ref={panelRef}
      className={styles.panel}
      role="dialog"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (colour === null && text.trim() === "") {
            setProblem(t("note.pickSomething"));
            return;
          }
          onSave(colour, text);
        }}
      >
        <h2 id={titleId} className={styles.title}>
          {note ? t("note.yourNoteOn", { reference }) : t("note.highlightOrNote", { reference })}
        </h2>
        <fieldset className={styles.colours}>
          <legend>{t("note.highlight")}</legend>
          {[null, ...noteColours].map((option) => (
            <label key={option ?? "none"} className={styles.colour}>
              <input type="radio" name="colour" checked={colour === option} onChange={() => setColour(option)} />
              <span className={styles.swatch} data-colour={option ?? "none"} aria-hidden="true" />
              <span>{option ? t(`note.colours.${option}`) : t("note.none")}</span>
            </label>
          ))}
        </fieldset>
        <label htmlFor={textId} className={styles.label}>
          {t("note.privateNote")} <span className={styles.hint}>{t("note.onlyYou")}</span>
        </label>
        <textarea id={textId} className={`input ${styles.text}`} rows={4} maxLength={maxNoteLength} value={text} onChange={(event) => setText(event.target.value)} />
        <p className={styles.count} aria-live="polite">
          {t("note.characters", { used: formatterFor(i18n.language).number(text.length), max: formatterFor(i18n.language).number(maxNoteLength) })}
        </p>
        {problem ? (
          <p className={styles.problem} role="alert">
            {problem}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button type="submit" className="btn btn-primary">
            {t("note.save")}
          </button>
          {onDelete ? (
            <button type="button" className="btn btn-secondary" onClick={onDelete}>
              {t("note.delete")}
            </button>
          ) : null}
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t("note.cancel")}
          </button>
          <Link className={styles.all} to={paths.notes}>
            {t("note.allNotes")}
          </Link>
        </div>
      </form>
    </div>
  );
}
