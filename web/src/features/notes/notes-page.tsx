import { translations } from "@berea/contracts/bible";
import { defaultTranslationFor } from "@berea/contracts/languages";
import { noteColours, type Note, type NoteColour } from "@berea/contracts/notes";
import { Download, NotebookPen } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { Link } from "react-router";
import { EmptyState } from "../../components/empty-state.tsx";
import { LoadingState, LoadProblem } from "../../components/load-states.tsx";
import { PageIntro } from "../../components/page-intro.tsx";
import { paths } from "../../config/paths.ts";
import { bookById, bookName, books } from "../../lib/bible-books.ts";
import { formatterFor } from "../../lib/i18n/format.ts";
import { shownLanguage } from "../../lib/i18n/i18n.ts";
import { useNotes } from "../../lib/notes/notes-sync.ts";
import { readerPath } from "../../lib/reader-paths.ts";
import { useNotesT } from "./i18n.ts";
import { englishMarkdownWords, noteReference, notesFileName, notesMarkdown, type MarkdownWords } from "./notes-markdown.ts";
import styles from "./notes-page.module.css";

type ColourFilter = "all" | NoteColour | "none";
/** The filters' values for "all" and "no highlight" (not words: the options' labels come from the namespace). */
const allOption = "all";
const noneOption = "none";
/** English keeps its British short date (Intl, as before); another language's comes from date-fns with the namespace's pattern. */
const britishShortDate = (ms: number) => new Date(ms).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric" });

/** Lower case without accents, so "jonas" finds "Jonás". */
const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** The reader's address of a note: the chapter it was made in, at its verses. */
function notePath(note: Note): string | undefined {
  const book = bookById(note.book);
  if (!book) return undefined;
  return readerPath({ translation: note.made.translation, book, chapter: note.made.chapter, verses: { start: note.made.verseStart, end: note.made.verseEnd } });
}

function download(notes: readonly Note[], words: MarkdownWords) {
  const now = new Date();
  const url = URL.createObjectURL(new Blob([notesMarkdown(notes, now, words)], { type: "text/markdown;charset=utf-8" }));
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
  const { t, i18n } = useNotesT();
  const { notes, loading, error, pending } = useNotes();
  const [colour, setColour] = useState<ColourFilter>("all");
  const [book, setBook] = useState("all");
  const [search, setSearch] = useState("");

  useEffect(() => {
    document.title = t("documentTitle");
  }, [t]);

  // The export in the reader's language: English's own words (and its dates) as before; another language's from the namespace.
  const markdownWords: MarkdownWords =
    i18n.language === "en"
      ? englishMarkdownWords
      : {
          title: t("markdown.title"),
          exported: (date, count) => t("markdown.exported", { date, count }),
          highlighted: (colour) => t("markdown.highlighted", { colour: t(`colours.${colour}`).toLowerCase() }),
          noHighlight: t("markdown.noHighlight"),
          date: (ms) => formatterFor(i18n.language).date(ms, t("markdown.date")),
        };

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
      <PageIntro title={t("title")}>{t("intro")}</PageIntro>

      {pending > 0 ? (
        <p className={styles.pending} role="status">
          {t("pending", { count: pending })}
        </p>
      ) : null}

      {loading && notes.length === 0 ? (
        <LoadingState label={t("loading")} />
      ) : error && notes.length === 0 ? (
        <LoadProblem error={error} onRetry={() => window.location.reload()} />
      ) : notes.length === 0 ? (
        <EmptyState icon={NotebookPen} title={t("emptyTitle")}>
          {t("emptyBefore")}
          <Link to={paths.bible}>{t("emptyLink")}</Link>
          {t("emptyAfter")}
        </EmptyState>
      ) : (
        <>
          <div className={styles.tools} role="search">
            <label className={styles.field}>
              <span>{t("search")}</span>
              <input className="input" type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder={t("searchPlaceholder")} />
            </label>
            <label className={styles.field}>
              <span>{t("colour")}</span>
              <select className="input" value={colour} onChange={(event) => setColour(event.target.value as ColourFilter)}>
                <option value={allOption}>{t("allColours")}</option>
                {noteColours.map((option) => (
                  <option key={option} value={option}>
                    {t(`colours.${option}`)}
                  </option>
                ))}
                <option value={noneOption}>{t("noHighlight")}</option>
              </select>
            </label>
            <label className={styles.field}>
              <span>{t("book")}</span>
              <select className="input" value={book} onChange={(event) => setBook(event.target.value)}>
                <option value={allOption}>{t("allBooks")}</option>
                {booksWithNotes.map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {bookName(entry, defaultTranslationFor[shownLanguage()])}
                  </option>
                ))}
              </select>
            </label>
            <button type="button" className={`btn btn-secondary ${styles.export}`} onClick={() => download(shown, markdownWords)}>
              <Download size={18} aria-hidden="true" /> {t("export")}
            </button>
          </div>

          <p className={styles.count} aria-live="polite">
            {shown.length === notes.length ? t("count", { count: notes.length }) : t("countOf", { shown: shown.length, total: notes.length })}
          </p>
          {shown.length === 0 ? (
            <p className={styles.none}>{t("noMatch")}</p>
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
  const { t, i18n } = useNotesT();
  const path = notePath(note);
  const reference = noteReference(note);
  return (
    <li className={`card ${styles.note}`} data-colour={note.colour ?? "none"}>
      <div className={styles.heading}>
        <h2 className={styles.reference}>{path ? <Link to={path}>{reference}</Link> : reference}</h2>
        <span className={styles.meta}>
          {note.colour ? <span className={styles.swatch} style={{ background: `var(--mark-${note.colour})` }} aria-hidden="true" /> : null}
          {translations[note.made.translation].abbreviation}
          {note.colour ? ` · ${t(`colours.${note.colour}`)}` : ""} ·{" "}
          {i18n.language === "en" ? britishShortDate(note.editedAt) : formatterFor(i18n.language).date(note.editedAt, t("cardDate"))}
        </span>
      </div>
      {note.text ? <p className={styles.text}>{note.text}</p> : null}
    </li>
  );
}
