import { translations } from "@berea/contracts/bible";
import { noteColourNames, noteColours, type Note, type NoteColour } from "@berea/contracts/notes";
import { Download, NotebookPen } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { Link } from "react-router";
import { EmptyState } from "../../components/empty-state.tsx";
import { LoadingState, LoadProblem } from "../../components/load-states.tsx";
import { PageIntro } from "../../components/page-intro.tsx";
import { paths } from "../../config/paths.ts";
import { bookById, bookName, books } from "../../lib/bible-books.ts";
import { useNotes } from "../../lib/notes/notes-sync.ts";
import { readerPath } from "../../lib/reader-paths.ts";
import { noteReference, notesFileName, notesMarkdown } from "./notes-markdown.ts";
import styles from "./notes-page.module.css";

type ColourFilter = "all" | NoteColour | "none";

/** Lower case without accents, so "jonas" finds "Jonás". */
const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** The reader's address of a note: the chapter it was made in, at its verses. */
function notePath(note: Note): string | undefined {
  const book = bookById(note.book);
  if (!book) return undefined;
  return readerPath({ translation: note.made.translation, book, chapter: note.made.chapter, verses: { start: note.made.verseStart, end: note.made.verseEnd } });
}

function download(notes: readonly Note[]) {
  const now = new Date();
  const url = URL.createObjectURL(new Blob([notesMarkdown(notes, now)], { type: "text/markdown;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = notesFileName(now);
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** `/notes`: the reader's notes and highlights, newest first, to filter, search, open in the reader and export. */
export default function NotesPage() {
  const { notes, loading, error, pending } = useNotes();
  const [colour, setColour] = useState<ColourFilter>("all");
  const [book, setBook] = useState("all");
  const [search, setSearch] = useState("");

  useEffect(() => {
    document.title = "Notes and highlights · Berea";
  }, []);

  const booksWithNotes = useMemo(() => books.filter((entry) => notes.some((note) => note.book === entry.id)), [notes]);
  const shown = useMemo(() => {
    const words = fold(search).split(/\s+/).filter(Boolean);
    return notes.filter((note) => {
      if (colour === "none" ? note.colour !== null : colour !== "all" && note.colour !== colour) return false;
      if (book !== "all" && note.book !== book) return false;
      const haystack = fold(`${noteReference(note)} ${translations[note.made.translation].abbreviation} ${note.text}`);
      return words.every((word) => haystack.includes(word));
    });
  }, [notes, colour, book, search]);

  return (
    <div className={`container page ${styles.page}`}>
      <PageIntro title="Notes and highlights">The verses you marked and the thoughts you kept, private to you and with you on every device.</PageIntro>

      {pending > 0 ? (
        <p className={styles.pending} role="status">
          {pending === 1 ? "1 change is" : `${pending} changes are`} kept on this device until you are back online.
        </p>
      ) : null}

      {loading && notes.length === 0 ? (
        <LoadingState label="Loading your notes" />
      ) : error && notes.length === 0 ? (
        <LoadProblem error={error} onRetry={() => window.location.reload()} />
      ) : notes.length === 0 ? (
        <EmptyState icon={NotebookPen} title="No notes yet">
          In the <Link to={paths.bible}>Bible reader</Link>, tap a verse number, then "Highlight or note".
        </EmptyState>
      ) : (
        <>
          <div className={styles.tools} role="search">
            <label className={styles.field}>
              <span>Search</span>
              <input className="input" type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder="Words or a reference" />
            </label>
            <label className={styles.field}>
              <span>Colour</span>
              <select className="input" value={colour} onChange={(event) => setColour(event.target.value as ColourFilter)}>
                <option value="all">All colours</option>
                {noteColours.map((option) => (
                  <option key={option} value={option}>
                    {noteColourNames[option]}
                  </option>
                ))}
                <option value="none">No highlight</option>
              </select>
            </label>
            <label className={styles.field}>
              <span>Book</span>
              <select className="input" value={book} onChange={(event) => setBook(event.target.value)}>
                <option value="all">All books</option>
                {booksWithNotes.map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {bookName(entry, "kjv")}
                  </option>
                ))}
              </select>
            </label>
            <button type="button" className={`btn btn-secondary ${styles.export}`} onClick={() => download(shown)}>
              <Download size={18} aria-hidden="true" /> Export
            </button>
          </div>

          <p className={styles.count} aria-live="polite">
            {shown.length === notes.length ? `${notes.length} ${notes.length === 1 ? "note" : "notes"}` : `${shown.length} of ${notes.length} notes`}
          </p>
          {shown.length === 0 ? (
            <p className={styles.none}>No notes match. Try other words, or all colours and books.</p>
          ) : (
            <ul className={styles.list}>
              {shown.map((note) => (
                <NoteCard key={note.id} note={note} />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

function NoteCard({ note }: { note: Note }) {
  const path = notePath(note);
  const reference = noteReference(note);
  return (
    <li className={`card ${styles.note}`} data-colour={note.colour ?? "none"}>
      <div className={styles.heading}>
        <h2 className={styles.reference}>{path ? <Link to={path}>{reference}</Link> : reference}</h2>
        <span className={styles.meta}>
          {note.colour ? <span className={styles.swatch} style={{ background: `var(--mark-${note.colour})` }} aria-hidden="true" /> : null}
          {translations[note.made.translation].abbreviation}
          {note.colour ? ` · ${noteColourNames[note.colour]}` : ""} · {new Date(note.editedAt).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric" })}
        </span>
      </div>
      {note.text ? <p className={styles.text}>{note.text}</p> : null}
    </li>
  );
}
