import { translations } from "@berea/contracts/translations";
import { useQuery } from "@tanstack/react-query";
import { WithQueryClient } from "../../components/with-query-client.tsx";
import { errorMessage } from "../../lib/api-client.ts";
import { lastReadTranslation } from "../../lib/last-read.ts";
import { localDate, verseOfTheDayQuery } from "../../lib/verse-of-the-day.ts";
import styles from "./wave-page.module.css";
import type { WaveWords } from "./wave-words.ts";

/**
 * /wave's verse: the verse of the day in the reader's Bible (the one last
 * read, else their language's). In the app it uses the app's query client;
 * on the static page, which has none, its own.
 */
export function WaveVerse({ words }: { words: WaveWords }) {
  return (
    <WithQueryClient>
      <Verse words={words} />
    </WithQueryClient>
  );
}

function Verse({ words }: { words: WaveWords }) {
  const translation = lastReadTranslation();
  const verse = useQuery(verseOfTheDayQuery(localDate(), translation));
  if (verse.error) {
    return (
      <>
        <p className="field-error">{errorMessage(verse.error)}</p>
        <button type="button" className="btn btn-secondary" onClick={() => void verse.refetch()}>
          {words.retry}
        </button>
      </>
    );
  }
  if (!verse.data) return <div className={styles.placeholder} aria-busy="true" />;
  return (
    <blockquote className={styles.quote} lang={translations[translation].language}>
      <p>{verse.data.verses.map((entry) => entry.text).join(" ")}</p>
      <footer>
        <cite>
          {verse.data.reference} · {translations[translation].abbreviation}
        </cite>
      </footer>
    </blockquote>
  );
}
