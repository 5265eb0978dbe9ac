import type { TranslationId } from "@berea/contracts/bible";
import { translations } from "@berea/contracts/bible";
import { Search } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { findBook } from "../../lib/bible-books.ts";
import { parseReference, type ParsedReference } from "../../lib/reference-parser.ts";
import { readerPath } from "../../lib/reader-paths.ts";
import styles from "./reader.module.css";

interface Props {
  translation: TranslationId;
  parallel?: TranslationId;
}

/** A book name alone, or with a chapter past the book's end, which the parser leaves out. */
function looseReference(text: string): ParsedReference | string | null {
  const match = /^\s*(.+?)\s*(\d+)?\s*$/.exec(text);
  const book = match?.[1] ? findBook(match[1]) : undefined;
  if (!book || !match) return null;
  const chapter = match[2] === undefined ? 1 : Number(match[2]);
  if (chapter >= 1 && chapter <= book.chapters) return { book, chapter };
  return `${book.name.en} has ${book.chapters} ${book.chapters === 1 ? "chapter" : "chapters"}.`;
}

/** "Go to": accepts what people type, in English or Spanish ("Jn 3:16", "1 cor 13", "Salmos 23"). */
export function ReferenceBox({ translation, parallel }: Props) {
  const navigate = useNavigate();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError("Type a reference such as John 3:16 or Salmos 23.");
      return;
    }
    setBusy(true);
    try {
      const parsed = (await parseReference(text, translations[translation].language)) ?? looseReference(text);
      if (parsed === null) {
        setError(`We couldn't find "${text.trim()}". Try a reference such as John 3:16 or Salmos 23.`);
        return;
      }
      if (typeof parsed === "string") {
        setError(parsed);
        return;
      }
      setError(null);
      setText("");
      void navigate(readerPath({ translation, book: parsed.book, chapter: parsed.chapter, parallel, verses: parsed.verses }));
    } catch {
      setError("The reference finder did not load. Check your connection and try again.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.referenceBox} onSubmit={(event) => void submit(event)} role="search" aria-label="Go to a passage">
      <label htmlFor={inputId} className="visually-hidden">
        Go to a passage
      </label>
      <input
        id={inputId}
        className="input"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
        placeholder={`Go to… ${translations[translation].language === "es" ? "Juan 3:16" : "John 3:16"}`}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
      />
      <button type="submit" className="btn btn-secondary" disabled={busy} aria-label="Go">
        <Search size={18} aria-hidden="true" />
      </button>
      {error ? (
        <p id={`${inputId}-error`} className={`field-error ${styles.referenceError}`} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
