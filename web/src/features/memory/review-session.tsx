import { translations } from "@berea/contracts/bible";
import { memoryRatings, type MemoryCard, type MemoryRating } from "@berea/contracts/memory";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { gradeCard } from "./api/memory-api.ts";
import { useMemoryT } from "./i18n.ts";
import { cardText, checkTyped, clozeHidden, clozeShare, firstLetters, modeFor, practiceModes, wordsOf, type PracticeMode, type TypedCheck } from "./practice.ts";
import styles from "./memory.module.css";

/** The mode that shows the whole verse, once it is revealed. */
const readMode: PracticeMode = "read";
/** The key's name on the keyboard (the same in both languages). */
const enterKey = "Enter";

/** Keys typed into a field are the field's, not the session's shortcuts. */
const typingInto = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.tagName === "TEXTAREA" || target.tagName === "SELECT" || (target.tagName === "INPUT" && (target as HTMLInputElement).type !== "radio"));

function VerseText({ card, mode }: { card: MemoryCard; mode: PracticeMode }) {
  const { t } = useMemoryT();
  const text = cardText(card);
  // The verse's own language (a KJV verse on a Spanish page is English), for a screen reader.
  const { language } = translations[card.translation];
  if (mode === "first-letters")
    return (
      <p className={`scripture ${styles.verseText}`} lang={language}>
        {firstLetters(text)}
      </p>
    );
  if (mode === "cloze") {
    const hidden = clozeHidden(text, clozeShare(card.stability));
    return (
      <p className={`scripture ${styles.verseText}`}>
        {wordsOf(text).map((word, index) =>
          hidden.has(index) ? (
            <span key={index} className={styles.gap} aria-label={t("review.hiddenWord")}>
              {"_".repeat(Math.min(10, Math.max(3, word.length)))}{" "}
            </span>
          ) : (
            <span key={index} lang={language}>
              {word}{" "}
            </span>
          ),
        )}
      </p>
    );
  }
  return (
    <p className={`scripture ${styles.verseText}`} lang={language}>
      {text}
    </p>
  );
}

/** The typed verse checked word by word: right words plain, wrong ones struck with the right one after, missing ones marked. */
function CheckedWords({ check }: { check: TypedCheck }) {
  const { t } = useMemoryT();
  return (
    <div className={styles.checked}>
      <p className={styles.checkSummary}>
        {t("review.right", { right: check.right, total: check.total })}
      </p>
      {check.right < check.words.length ? (
        <p className={styles.legend}>
          <del className={styles.wrong}>{t("review.struck")}</del>
          {t("review.struckMeans")} <ins className={styles.missing}>{t("review.underlined")}</ins>
          {t("review.underlinedMeans")}
        </p>
      ) : null}
      <p className={`scripture ${styles.verseText}`} aria-label={t("review.checkedLabel")}>
        {check.words.map((word, index): ReactNode => {
          if (word.kind === "right") return <span key={index}>{word.word} </span>;
          if (word.kind === "wrong")
            return (
              <span key={index}>
                <del className={styles.wrong}>{word.typed}</del> <ins className={styles.missing}>{word.word}</ins>{" "}
              </span>
            );
          if (word.kind === "missing")
            return (
              <span key={index}>
                <ins className={styles.missing} title={t("review.leftOut")}>
                  {word.word}
                </ins>{" "}
              </span>
            );
          return (
            <span key={index}>
              <del className={styles.wrong} title={t("review.notInVerse")}>
                {word.typed}
              </del>{" "}
            </span>
          );
        })}
      </p>
    </div>
  );
}

/**
 * The day's review: each due card in turn, practised in the mode that suits
 * how well it is known (the reader may choose another), then graded Again,
 * Hard, Good or Easy. Keyboard: Enter shows or checks, 1–4 grade.
 */
export function ReviewSession({ cards, onFinish }: { cards: MemoryCard[]; onFinish: (summary: { graded: number; queued: number }) => void }) {
  const { t } = useMemoryT();
  const queryClient = useQueryClient();
  // The cards as they were when the session began: grading one moves it out of "due today" but not out of the session.
  const [queue] = useState(cards);
  const [index, setIndex] = useState(0);
  const card = queue[index];
  const [mode, setMode] = useState<PracticeMode>(() => (card ? modeFor(card) : "read"));
  const [revealed, setRevealed] = useState(false);
  const [typed, setTyped] = useState("");
  const [check, setCheck] = useState<TypedCheck | null>(null);
  const [queued, setQueued] = useState(0);
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const typeRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();

  useEffect(() => {
    headingRef.current?.focus();
  }, [index]);

  const reveal = () => {
    if (mode === "type") setCheck(checkTyped(card ? cardText(card) : "", typed));
    setRevealed(true);
  };

  async function grade(rating: MemoryRating) {
    if (!card || busy) return;
    setBusy(true);
    const outcome = await gradeCard(queryClient, card.cardId, rating);
    const nextQueued = queued + (outcome === "queued" ? 1 : 0);
    setQueued(nextQueued);
    setBusy(false);
    const next = queue[index + 1];
    if (!next) return onFinish({ graded: queue.length, queued: nextQueued });
    setIndex(index + 1);
    setMode(modeFor(next));
    setRevealed(false);
    setTyped("");
    setCheck(null);
  }

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (typingInto(event.target)) return;
      if (revealed) {
        const rating = memoryRatings[Number(event.key) - 1];
        if (rating && /^[1-4]$/.test(event.key)) {
          event.preventDefault();
          void grade(rating);
        }
      } else if (event.key === "Enter" && !(event.target instanceof HTMLButtonElement)) {
        event.preventDefault();
        reveal();
      }
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });

  if (!card) return null;
  const suggested = check?.suggested;
  return (
    <section className={`card ${styles.session}`} aria-labelledby={`${id}-heading`}>
      <div className={styles.sessionTop}>
        <p className={styles.progressLabel}>
          {t("review.progress", { number: index + 1, total: queue.length })}
        </p>
        <progress className={`meter ${styles.progress}`} max={queue.length} value={index} aria-label={t("review.progress", { number: index + 1, total: queue.length })} />
      </div>
      <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className={styles.sessionReference}>
        {card.reference} <span className={styles.translation}>{translations[card.translation].abbreviation}</span>
      </h2>
      <div className={styles.modes} role="radiogroup" aria-label={t("review.practice")}>
        {practiceModes.map((option) => (
          <label key={option} className={option === mode ? `${styles.mode} ${styles.modeActive}` : styles.mode}>
            <input
              type="radio"
              name={`${id}-mode`}
              value={option}
              checked={option === mode}
              onChange={() => {
                setMode(option);
                setRevealed(false);
                setCheck(null);
                if (option === "type") requestAnimationFrame(() => typeRef.current?.focus());
              }}
            />
            {t(`review.modes.${option}`)}
          </label>
        ))}
      </div>

      {mode === "type" ? (
        check ? (
          <CheckedWords check={check} />
        ) : (
          <div className="field">
            <label htmlFor={`${id}-typed`}>{t("review.typeLabel")}</label>
            <textarea
              id={`${id}-typed`}
              ref={typeRef}
              className={`input ${styles.typeBox}`}
              rows={4}
              value={typed}
              autoCapitalize="sentences"
              spellCheck={false}
              onChange={(event) => setTyped(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter" && !event.shiftKey) {
                  event.preventDefault();
                  reveal();
                }
              }}
            />
            <p className={styles.hint}>{t("review.typeHint")}</p>
          </div>
        )
      ) : (
        <VerseText card={card} mode={revealed ? readMode : mode} />
      )}
      {revealed && mode === "type" ? (
        <details className={styles.fullText}>
          <summary>{t("review.theVerse")}</summary>
          <p className="scripture" lang={translations[card.translation].language}>
            {cardText(card)}
          </p>
        </details>
      ) : null}

      {revealed ? (
        <div className={styles.grades} role="group" aria-label={t("review.howWell")}>
          <p className={styles.gradeQuestion}>{t("review.howWell")}</p>
          <div className={styles.gradeButtons}>
            {memoryRatings.map((rating, position) => (
              <button
                key={rating}
                type="button"
                className={`btn ${rating === suggested ? "btn-primary" : "btn-secondary"} ${styles.gradeButton}`}
                disabled={busy}
                onClick={() => void grade(rating)}
                aria-keyshortcuts={String(position + 1)}
              >
                <span className={styles.gradeLabel}>{t(`review.ratings.${rating}`)}</span>
                <span className={styles.gradeHint}>
                  <kbd>{position + 1}</kbd> {t(`review.ratings.${rating}Hint`)}
                </span>
              </button>
            ))}
          </div>
        </div>
      ) : (
        <button type="button" className={`btn btn-primary ${styles.revealButton}`} onClick={reveal}>
          {mode === "type" ? t("review.check") : mode === "read" ? t("review.haveRead") : t("review.show")} <kbd>{enterKey}</kbd>
        </button>
      )}
    </section>
  );
}
