import { maxVersesPerCard } from "@berea/contracts/memory";
import { translationIdSchema, type TranslationId } from "@berea/contracts/bible";
import { useId, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { TranslationSelect } from "../../components/translation-select.tsx";
import { paths } from "../../config/paths.ts";
import { ApiError, errorMessage } from "../../lib/api-client.ts";
import { parseReference } from "../../lib/reference-parser.ts";
import { newClientId, useAddMemoryVerse } from "./api/memory-api.ts";
import styles from "./memory.module.css";

/**
 * "Add a verse": a reference as people write it ("Psalm 23:1-3", "Jn 3:16",
 * "Salmos 23:1") and a translation. The server reads the text; the form
 * keeps one card id per passage it tries, so a retry adds it once.
 */
export function AddVerseForm({ initialReference, initialTranslation, atLimit }: { initialReference: string; initialTranslation: TranslationId; atLimit: boolean }) {
  const [reference, setReference] = useState(initialReference);
  const [translation, setTranslation] = useState<TranslationId>(initialTranslation);
  const [problem, setProblem] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const attempt = useRef<{ key: string; cardId: string } | null>(null);
  const add = useAddMemoryVerse();
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    setAdded(null);
    const parsed = await parseReference(reference, translation === "rv1909" ? "es" : "en");
    if (!parsed) return setProblem("Write a reference such as John 3:16 or Psalm 23:1-3.");
    if (!parsed.verses) {
      const chapter = `${parsed.book.name.en} ${parsed.chapter}`;
      const verses = parsed.book.verses[parsed.chapter - 1] ?? 0;
      return setProblem(
        reference.includes(":") ? `${chapter} has ${verses} verses: check the verse numbers.` : `Name the verses as well as the chapter, for example ${chapter}:1-3.`,
      );
    }
    const { start, end } = parsed.verses;
    if (end - start + 1 > maxVersesPerCard) return setProblem(`A memory passage is at most ${maxVersesPerCard} verses: split a longer one into parts.`);
    const key = `${translation}:${parsed.book.id}.${parsed.chapter}.${start}-${end}`;
    if (attempt.current?.key !== key) attempt.current = { key, cardId: newClientId() };
    add.mutate(
      { cardId: attempt.current.cardId, translation, book: parsed.book.id, chapter: parsed.chapter, start, end },
      {
        onSuccess: (card) => {
          attempt.current = null;
          setReference("");
          setAdded(`${card.reference} (${card.translation.toUpperCase()}) is in your verses, ready to review today.`);
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  }

  const limitReached = add.error instanceof ApiError && add.error.code === "quota-exceeded";
  return (
    <form id="memory-add" className={`card ${styles.addForm}`} onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`} noValidate>
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        Add a verse
      </h2>
      <p className={styles.muted}>A verse, or up to {maxVersesPerCard} verses in a row from one chapter.</p>
      <div className={styles.addFields}>
        <div className="field">
          <label htmlFor={`${id}-reference`}>Reference</label>
          <input
            id={`${id}-reference`}
            className="input"
            value={reference}
            onChange={(event) => setReference(event.target.value)}
            placeholder="Psalm 23:1-3"
            autoComplete="off"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
          />
        </div>
        <TranslationSelect className="field" value={translation} onChange={(next) => setTranslation(translationIdSchema.catch("kjv").parse(next))} />
        <button type="submit" className={`btn btn-primary ${styles.addButton}`} disabled={add.isPending || reference.trim() === ""}>
          {add.isPending ? "Adding …" : "Add verse"}
        </button>
      </div>
      {problem ? (
        <p id={`${id}-problem`} className="field-error" role="alert">
          {problem} {limitReached || atLimit ? <Link to={paths.pricingAnchor}>See Premium</Link> : null}
        </p>
      ) : null}
      {added ? (
        <p className={styles.added} role="status">
          {added}
        </p>
      ) : null}
    </form>
  );
}
