import { maxVersesPerCard } from "@berea/contracts/memory";
import { translationIdSchema, type TranslationId } from "@berea/contracts/bible";
import { useId, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { TranslationSelect } from "../../components/translation-select.tsx";
import { paths } from "../../config/paths.ts";
import { ApiError, errorMessage } from "../../lib/api-client.ts";
import { useKnownMessage } from "../../lib/i18n/validation.ts";
import { parseReference } from "../../lib/reference-parser.ts";
import { newClientId, useAddMemoryVerse } from "./api/memory-api.ts";
import { useMemoryT } from "./i18n.ts";
import styles from "./memory.module.css";

const translationFrom = (value: string): TranslationId => translationIdSchema.catch("kjv").parse(value);

/**
 * "Add a verse": a reference as people write it ("Psalm 23:1-3", "Jn 3:16",
 * "Salmos 23:1") and a translation. The server reads the text; the form
 * keeps one card id per passage it tries, so a retry adds it once.
 */
export function AddVerseForm({
  initialReference,
  initialTranslation,
  atLimit,
  limit,
}: {
  initialReference: string;
  initialTranslation: TranslationId;
  atLimit: boolean;
  /** The most verses the reader's plan keeps; null when unlimited. */
  limit: number | null;
}) {
  const [reference, setReference] = useState(initialReference);
  const [translation, setTranslation] = useState<TranslationId>(initialTranslation);
  const [problem, setProblem] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const attempt = useRef<{ key: string; cardId: string } | null>(null);
  const add = useAddMemoryVerse();
  const id = useId();
  const { t, i18n } = useMemoryT();
  const known = useKnownMessage();
  const spanish = i18n.language === "es";

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    setAdded(null);
    const parsed = await parseReference(reference, translation === "rv1909" || spanish ? "es" : "en");
    if (!parsed) return setProblem(t("add.unknownReference"));
    if (!parsed.verses) {
      const chapter = `${spanish ? parsed.book.name.es : parsed.book.name.en} ${parsed.chapter}`;
      const verses = parsed.book.verses[parsed.chapter - 1] ?? 0;
      return setProblem(reference.includes(":") ? t("add.checkVerses", { chapter, verses }) : t("add.nameVerses", { chapter }));
    }
    const { start, end } = parsed.verses;
    if (end - start + 1 > maxVersesPerCard) return setProblem(t("add.tooLong", { max: maxVersesPerCard }));
    const key = `${translation}:${parsed.book.id}.${parsed.chapter}.${start}-${end}`;
    if (attempt.current?.key !== key) attempt.current = { key, cardId: newClientId() };
    add.mutate(
      { cardId: attempt.current.cardId, translation, book: parsed.book.id, chapter: parsed.chapter, start, end },
      {
        onSuccess: (card) => {
          attempt.current = null;
          setReference("");
          setAdded(t("add.added", { reference: card.reference, translation: card.translation.toUpperCase() }));
        },
        onError: (error) =>
          // The server's refusal of a passage already kept says its reference in English words; the reader's language says it here.
          setProblem(
            spanish && error instanceof ApiError && error.code === "already-exists"
              ? t("add.already", { reference: `${parsed.book.name.es} ${parsed.chapter}:${start}${end > start ? `-${end}` : ""}`, translation: translation.toUpperCase() })
              : spanish && error instanceof ApiError && error.code === "quota-exceeded" && limit !== null
                ? t("add.quota", { limit })
                : (known(errorMessage(error)) ?? null),
          ),
      },
    );
  }

  const limitReached = add.error instanceof ApiError && add.error.code === "quota-exceeded";
  return (
    <form id="memory-add" className={`card ${styles.addForm}`} onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`} noValidate>
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        {t("add.title")}
      </h2>
      <p className={styles.muted}>{t("add.explain", { max: maxVersesPerCard })}</p>
      <div className={styles.addFields}>
        <div className="field">
          <label htmlFor={`${id}-reference`}>{t("add.reference")}</label>
          <input
            id={`${id}-reference`}
            className="input"
            value={reference}
            onChange={(event) => setReference(event.target.value)}
            placeholder={t("add.placeholder")}
            autoComplete="off"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
          />
        </div>
        <TranslationSelect className="field" value={translation} onChange={(next) => setTranslation(translationFrom(next))} />
        <button type="submit" className={`btn btn-primary ${styles.addButton}`} disabled={add.isPending || reference.trim() === ""}>
          {add.isPending ? t("add.adding") : t("add.submit")}
        </button>
      </div>
      {problem ? (
        <p id={`${id}-problem`} className="field-error" role="alert">
          {problem} {limitReached || atLimit ? <Link to={paths.pricingAnchor}>{t("add.seePremium")}</Link> : null}
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
