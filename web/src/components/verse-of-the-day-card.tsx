import { translations, type TranslationId } from "@berea/contracts/bible";
import type { Language } from "@berea/contracts/languages";
import { useQuery } from "@tanstack/react-query";
import { BookOpen, Copy, Image } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import toast from "react-hot-toast";
import { Link } from "react-router";
import { pendingCard, useWords } from "./verse-of-the-day-placeholder.tsx";
import { errorMessage } from "../lib/api-client.ts";
import { bookById } from "../lib/bible-books.ts";
import { readerPath } from "../lib/reader-paths.ts";
import { localDate, verseOfTheDayQuery } from "../lib/verse-of-the-day.ts";
import styles from "./verse-of-the-day-card.module.css";

const ShareVerseDialog = lazy(async () => ({ default: (await import("./share-verse/share-verse-dialog.tsx")).ShareVerseDialog }));

interface Props {
  translation: TranslationId;
  /** The date to show; today in the reader's time zone by default. */
  date?: string;
  headingLevel?: "h2" | "h3";
  /** Hold the verse's room as text-shaped bars while it loads (pendingCard), on a page whose main content the card is. */
  held?: boolean;
  /** The language of its words; the one shown by default. The landing passes its copy's, so they change together. */
  language?: Language;
}

/** The day's verse with copy, share as image and a link into the chapter. */
export function VerseOfTheDayCard({ translation, date = localDate(), headingLevel: Heading = "h2", held = false, language }: Props) {
  const words = useWords(language);
  const verse = useQuery(verseOfTheDayQuery(date, translation));
  const [sharing, setSharing] = useState(false);
  const abbreviation = translations[translation].abbreviation;

  if (verse.error) {
    return (
      <section className={`card ${styles.card}`} aria-label={words.title}>
        <Heading className="card-label">{words.title}</Heading>
        {/* As load-states' CardLoadProblem says it, without its i18next (the landing shows this card). */}
        <p className="field-error">{errorMessage(verse.error)}</p>
        <button type="button" className="btn btn-secondary" onClick={() => void verse.refetch()}>
          {words.retry}
        </button>
      </section>
    );
  }
  if (!verse.data) return pendingCard(Heading, held, words);

  const { reference, verses, book: bookId, chapter, start, end } = verse.data;
  const text = verses.map((entry) => entry.text).join(" ");
  const book = bookById(bookId);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(`${text}\n— ${reference} (${abbreviation})`);
      toast.success(words.copied(reference));
    } catch {
      toast.error(words.copyFailed);
    }
  };

  return (
    <section className={`card ${styles.card}`} aria-label={words.title}>
      <Heading className="card-label">{words.title}</Heading>
      <blockquote className={styles.quote} lang={translations[translation].language}>
        <p>{text}</p>
        <footer>
          <cite>
            {reference} · {abbreviation}
          </cite>
        </footer>
      </blockquote>
      <div className={styles.actions}>
        <button type="button" className="btn btn-secondary" onClick={() => void copy()}>
          <Copy size={16} aria-hidden="true" /> {words.copy}
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => setSharing(true)}>
          <Image size={16} aria-hidden="true" /> {words.shareImage}
        </button>
        {book ? (
          <Link className="btn btn-ghost" to={readerPath({ translation, book, chapter, verses: { start, end } })}>
            <BookOpen size={16} aria-hidden="true" /> {words.read(reference.replace(/:.*/, ""))}
          </Link>
        ) : null}
      </div>
      {sharing ? (
        <Suspense fallback={null}>
          <ShareVerseDialog
            input={{ text, reference, translation: abbreviation, theme: document.documentElement.dataset.theme === "dark" ? "dark" : "light" }}
            onClose={() => setSharing(false)}
            language={language}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
