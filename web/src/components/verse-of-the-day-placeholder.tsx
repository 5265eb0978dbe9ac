import type { Language } from "@berea/contracts/languages";
import { useLanguage } from "../lib/language.ts";
import { PendingText } from "./pending-text.tsx";
import styles from "./verse-of-the-day-card.module.css";
import { verseOfTheDayWords, type VerseOfTheDayWords } from "./verse-of-the-day-words.ts";

/** The card's words in `language`, else in the one shown (verse-of-the-day-words.ts: no i18next, as the landing needs). */
export function useWords(language: Language | undefined): VerseOfTheDayWords {
  const shown = useLanguage();
  return verseOfTheDayWords[language ?? shown];
}

/** Enough text-shaped bars to reach below a phone's screen from where the card's verse starts. */
const heldWords = Array.from({ length: 48 }, () => "Verse of the day").join(" ");

/**
 * The card while its verse loads: its heading, and the verse's room held open (the same element as the
 * loaded card's, so React keeps it). `held`: as text-shaped bars reaching below the screen (PendingText),
 * larger than any verse, for a page whose main content the card is (/verse): its largest paint (LCP) is
 * then the prerendered HTML's, not the verse's arrival, and the card only gets shorter when it lands.
 */
export const pendingCard = (Heading: "h2" | "h3", held: boolean, words: VerseOfTheDayWords) => (
  <section className={`card ${styles.card}`} aria-label={words.title} aria-busy="true">
    <Heading className="card-label">{words.title}</Heading>
    {held ? (
      <p className={styles.held}>
        <PendingText like={heldWords} />
      </p>
    ) : (
      <div className={styles.placeholder} />
    )}
  </section>
);

/**
 * The card as it loads, for a page prerendered without the reader's day (/verse) until it is live, apart from
 * verse-of-the-day-card.tsx so such a page shows it without the card's query and the API client.
 */
export function VerseOfTheDayPlaceholder({ headingLevel = "h2", held = false, language }: { headingLevel?: "h2" | "h3"; held?: boolean; language?: Language }) {
  return pendingCard(headingLevel, held, useWords(language));
}

