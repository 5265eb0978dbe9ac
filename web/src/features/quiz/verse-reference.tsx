import type { ReferenceText } from "@berea/contracts/quiz";
import { BookOpen } from "lucide-react";
import { Link } from "react-router";
import { bookById } from "../../lib/bible-books.ts";
import { readerPath } from "../../lib/reader-paths.ts";
import styles from "./verse-reference.module.css";

/** The passage in the KJV reader, scrolled to its verses; undefined for a book the reader does not know. */
export function referencePath(reference: ReferenceText): string | undefined {
  const book = bookById(reference.book);
  if (!book) return undefined;
  return readerPath({ translation: "kjv", book, chapter: reference.chapter, verses: { start: reference.start, end: reference.end } });
}

/** "John 3:16" linked into the reader (plain text when the book is unknown). */
export function ReferenceLabel({ reference }: { reference: ReferenceText }) {
  const path = referencePath(reference);
  return path ? <Link to={path}>{reference.label}</Link> : <span>{reference.label}</span>;
}

const translationNames = { kjv: "KJV", web: "WEB" } as const;

interface VersePassageProps {
  reference: ReferenceText;
  /** Which translations to quote, in order. */
  translations?: ("kjv" | "web")[];
  /** A heading over the passage, e.g. "Verse Insight:". */
  title?: string;
}

/** The verse behind an answer, quoted exactly with its reference and translation, and a way into the chapter. */
export function VersePassage({ reference, translations = ["kjv"], title }: VersePassageProps) {
  const path = referencePath(reference);
  return (
    <section className={styles.passage} aria-label={title ?? `The verse: ${reference.label}`}>
      {title ? <p className="eyebrow">{title}</p> : null}
      <p className={styles.label}>{reference.label}</p>
      {translations.map((translation) => (
        <figure key={translation} className={styles.quote}>
          <blockquote className="scripture">
            <p>{reference.text[translation]}</p>
          </blockquote>
          <figcaption className={styles.caption}>
            <span className="visually-hidden">{reference.label}, </span>
            {translationNames[translation]}
          </figcaption>
        </figure>
      ))}
      {path ? (
        <Link className="icon-link" to={path}>
          <BookOpen size={16} aria-hidden="true" />
          Read in context
        </Link>
      ) : null}
    </section>
  );
}
