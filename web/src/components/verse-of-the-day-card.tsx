import { translations, type TranslationId } from "@berea/contracts/bible";
import { useQuery } from "@tanstack/react-query";
import { BookOpen, Copy, Image } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import toast from "react-hot-toast";
import { Link } from "react-router";
import { CardLoadProblem } from "./load-states.tsx";
import { PendingText } from "./pending-text.tsx";
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
}

/** Enough text-shaped bars to reach below a phone's screen from where the card's verse starts. */
const heldWords = Array.from({ length: 48 }, () => "Verse of the day").join(" ");

/**
 * The card while its verse loads: its heading, and the verse's room held open (the same element as the
 * loaded card's, so React keeps it). `held`: as text-shaped bars reaching below the screen (PendingText),
 * larger than any verse, for a page whose main content the card is (/verse): its largest paint (LCP) is
 * then the prerendered HTML's, not the verse's arrival, and the card only gets shorter when it lands.
 */
const pendingCard = (Heading: "h2" | "h3", held: boolean) => (
  <section className={`card ${styles.card}`} aria-label="Verse of the day" aria-busy="true">
    <Heading className="card-label">Verse of the day</Heading>
    {held ? (
      <p className={styles.held}>
        <PendingText like={heldWords} />
      </p>
    ) : (
      <div className={styles.placeholder} />
    )}
  </section>
);

/** The card as it loads, for a page prerendered without the reader's day (/verse) until it is live. */
export function VerseOfTheDayPlaceholder({ headingLevel = "h2", held = false }: Pick<Props, "headingLevel" | "held">) {
  return pendingCard(headingLevel, held);
}

/** The day's verse with copy, share as image and a link into the chapter. */
export function VerseOfTheDayCard({ translation, date = localDate(), headingLevel: Heading = "h2", held = false }: Props) {
  const verse = useQuery(verseOfTheDayQuery(date, translation));
  const [sharing, setSharing] = useState(false);
  const abbreviation = translations[translation].abbreviation;

  if (verse.error) {
    return (
      <section className={`card ${styles.card}`} aria-label="Verse of the day">
        <Heading className="card-label">Verse of the day</Heading>
        <CardLoadProblem error={verse.error} onRetry={() => void verse.refetch()} />
      </section>
    );
  }
  if (!verse.data) return pendingCard(Heading, held);

  const { reference, verses, book: bookId, chapter, start, end } = verse.data;
  const text = verses.map((entry) => entry.text).join(" ");
  const book = bookById(bookId);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(`${text}\n— ${reference} (${abbreviation})`);
      toast.success(`Copied ${reference}`);
    } catch {
      toast.error("Your browser did not allow copying. Select the text and copy it by hand.");
    }
  };

  return (
    <section className={`card ${styles.card}`} aria-label="Verse of the day">
      <Heading className="card-label">Verse of the day</Heading>
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
          <Copy size={16} aria-hidden="true" /> Copy
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => setSharing(true)}>
          <Image size={16} aria-hidden="true" /> Share image
        </button>
        {book ? (
          <Link className="btn btn-ghost" to={readerPath({ translation, book, chapter, verses: { start, end } })}>
            <BookOpen size={16} aria-hidden="true" /> Read {reference.replace(/:.*/, "")}
          </Link>
        ) : null}
      </div>
      {sharing ? (
        <Suspense fallback={null}>
          <ShareVerseDialog
            input={{ text, reference, translation: abbreviation, theme: document.documentElement.dataset.theme === "dark" ? "dark" : "light" }}
            onClose={() => setSharing(false)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
