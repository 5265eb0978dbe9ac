import { VerseOfTheDayCard } from "../../components/verse-of-the-day-card.tsx";
import { WithQueryClient } from "../../components/with-query-client.tsx";
import { useLandingCopy } from "./landing-copy.ts";

/**
 * The verse of the day card, loaded when its section nears the screen. In
 * the app it uses the app's query client and toasts; on the prerendered
 * landing (no app around it) it brings its own.
 */
export default function VerseOfTheDayIsland() {
  // The page's language's Bible (the KJV in English, the Reina-Valera 1909 in Spanish) and words, with no i18next.
  const copy = useLandingCopy();
  return (
    <WithQueryClient toasts>
      <VerseOfTheDayCard translation={copy.verseTranslation} language={copy.language} />
    </WithQueryClient>
  );
}
