import type { TranslationId } from "@berea/contracts/bible";
import { translations } from "@berea/contracts/bible";
import { Search } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { bookName, findBook, type Book } from "../../lib/bible-books.ts";
import { parseReference, type ParsedReference } from "../../lib/reference-parser.ts";
import { readerPath } from "../../lib/reader-paths.ts";
import { useBibleT } from "./i18n.ts";
import styles from "./reader.module.css";

interface Props {
  translation: TranslationId;
  parallel?: TranslationId;
}

/** A book name alone, or with a chapter past the book's end (the book, to say how many it has), which the parser leaves out. */
function looseReference(text: string): ParsedReference | { pastTheEnd: Book } | null {
  const match = /^\s*(.+?)\s*(\d+)?\s*$/.exec(text);
  const book = match?.[1] ? findBook(match[1]) : undefined;
  if (!book || !match) return null;
  const chapter = match[2] === undefined ? 1 : Number(match[2]);
  if (chapter >= 1 && chapter <= book.chapters) return { book, chapter };
  return { pastTheEnd: book };
}

/** "Go to": accepts what people type, in English or Spanish ("Jn 3:16", "1 cor 13", "Salmos 23"). */
export function ReferenceBox({ translation, parallel }: Props) {
  const { t } = useBibleT();
  const navigate = useNavigate();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(t("reference.empty"));
      return;
    }
    setBusy(true);
    try {
      const parsed = (await parseReference(text, translations[translation].language)) ?? looseReference(text);
      if (parsed === null) {
        setError(t("reference.notFound", { text: text.trim() }));
        return;
      }
      if ("pastTheEnd" in parsed) {
        setError(t("chapterCount", { book: bookName(parsed.pastTheEnd, translation), count: parsed.pastTheEnd.chapters }));
        return;
      }
      setError(null);
      setText("");
      void navigate(readerPath({ translation, book: parsed.book, chapter: parsed.chapter, parallel, verses: parsed.verses }));
    } catch {
      setError(t("reference.finderFailed"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.referenceBox} onSubmit={(event) => void submit(event)} role="search" aria-label={t("reference.label")}>
      <label htmlFor={inputId} className="visually-hidden">
        {t("reference.label")}
      </label>
      <input
        id={inputId}
        className="input"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
        placeholder={t("reference.placeholder", { example: translations[translation].language === "es" ? "Juan 3:16" : "John 3:16" })}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
      />
      <button type="submit" className="btn btn-secondary" disabled={busy} aria-label={t("reference.go")}>
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
