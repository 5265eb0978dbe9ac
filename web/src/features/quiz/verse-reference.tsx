import type { ReferenceText } from "@berea/contracts/quiz";
import { translations as translationInfo } from "@berea/contracts/translations";
import { BookOpen } from "lucide-react";
import { Link } from "react-router";
import { bookById } from "../../lib/bible-books.ts";
import { readerPath } from "../../lib/reader-paths.ts";
import { useQuizT } from "./i18n.ts";
import styles from "./verse-reference.module.css";

/** The translations a quiz quotes: KJV and WEB, and the RV1909 for a Spanish question. */
export type QuotedTranslation = "kjv" | "web" | "rv1909";

export const translationName = { kjv: "KJV", web: "WEB", rv1909: "RV1909" } as const satisfies Record<QuotedTranslation, string>;

/** The translation a passage is read in: a Spanish question's (it carries the RV1909 text) in the RV1909, else the KJV. */
export const readingTranslation = (reference: ReferenceText): QuotedTranslation => (reference.text.rv1909 ? "rv1909" : "kjv");

/** A fill-in's passage once answered: the RV1909 of a Spanish question (its blank was a word of it), else the KJV and the WEB. */
export const fillInTranslations = (reference: ReferenceText): QuotedTranslation[] => (reference.text.rv1909 ? ["rv1909"] : ["kjv", "web"]);

/** The passage in the reader (the RV1909 for a Spanish question, else the KJV), scrolled to its verses; undefined for a book the reader does not know. */
export function referencePath(reference: ReferenceText): string | undefined {
  const book = bookById(reference.book);
  if (!book) return undefined;
  return readerPath({ translation: readingTranslation(reference), book, chapter: reference.chapter, verses: { start: reference.start, end: reference.end } });
}

/** "John 3:16" linked into the reader (plain text when the book is unknown). */
export function ReferenceLabel({ reference }: { reference: ReferenceText }) {
  const path = referencePath(reference);
  return path ? <Link to={path}>{reference.label}</Link> : <span>{reference.label}</span>;
}

interface VersePassageProps {
  reference: ReferenceText;
  /** Which translations to quote, in order: by default the one the passage is read in (readingTranslation). */
  translations?: QuotedTranslation[];
  /** A heading over the passage, e.g. "Verse Insight:". */
  title?: string;
}

/** The verse behind an answer, quoted exactly with its reference and translation, and a way into the chapter. */
export function VersePassage({ reference, translations = [readingTranslation(reference)], title }: VersePassageProps) {
  const { t } = useQuizT();
  const path = referencePath(reference);
  return (
    <section className={styles.passage} aria-label={title ?? t("play.theVerse", { reference: reference.label })}>
      {title ? <p className="eyebrow">{title}</p> : null}
      <p className={styles.label}>{reference.label}</p>
      {translations.map((translation) => (
        <figure key={translation} className={styles.quote}>
          <blockquote className="scripture" lang={translationInfo[translation].language}>
            <p>{reference.text[translation]}</p>
          </blockquote>
          <figcaption className={styles.caption}>
            <span className="visually-hidden">{reference.label}, </span>
            {translationName[translation]}
          </figcaption>
        </figure>
      ))}
      {path ? (
        <Link className="icon-link" to={path}>
          <BookOpen size={16} aria-hidden="true" />
          {t("play.readInContext")}
        </Link>
      ) : null}
    </section>
  );
}
