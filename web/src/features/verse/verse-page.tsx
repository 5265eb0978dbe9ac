import { lazy, Suspense } from "react";
import { useSearchParams } from "react-router";
import { formatterFor } from "../../lib/i18n/format.ts";
import { useLanguage } from "../../lib/language.ts";
import { useDateLocale } from "../../lib/use-date-locale.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { useShownTranslation } from "../../lib/use-shown-translation.ts";
import { localDate } from "../../lib/local-date.ts";
import { PageTitle } from "../../components/page-title.tsx";
import { PendingText } from "../../components/pending-text.tsx";
import { TranslationSelect } from "../../components/translation-select.tsx";
import { VerseOfTheDayPlaceholder } from "../../components/verse-of-the-day-placeholder.tsx";
import styles from "./verse-page.module.css";
import { useVerseWords } from "./verse-words.ts";

const TodaysVerse = lazy(async () => ({ default: (await import("./todays-verse.tsx")).TodaysVerse }));

/** A long date of typical width, held open while the reader's own day is not known yet. */
const typicalDate = new Date(2026, 8, 23);

/**
 * /verse: today's verse with its date. The page is prerendered without a day:
 * the build's is not the reader's, so the date and the verse are held open in
 * the HTML and filled in once the page is live, from the reader's own date,
 * address (`?translation=`) and last-read Bible. A first visit gets it as a
 * static page on Preact, without the app's router or i18next
 * (app/static-landing/static-pages.ts); reached from inside the app, it is
 * the app's route. Its verse is a part of its own (todays-verse.tsx).
 */
export default function VersePage() {
  const words = useVerseWords();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const translation = useShownTranslation(params.get("translation"));
  const hydrated = useHydrated();
  // The day's date in the language's words: a Spanish page waits for date-fns's Spanish (held open meanwhile).
  const datesReady = useDateLocale(language);
  const date = hydrated ? localDate() : null;
  const format = (day: Date) => formatterFor(language).date(day, words.datePattern);
  const placeholder = <VerseOfTheDayPlaceholder headingLevel="h2" held />;

  let shownDate;
  if (date && datesReady) {
    const [year, month, day] = date.split("-").map(Number) as [number, number, number];
    shownDate = <time dateTime={date}>{format(new Date(year, month - 1, day))}</time>;
  } else shownDate = <PendingText like={format(typicalDate)} />;

  return (
    <div className={`container page ${styles.page}`}>
      <PageTitle>{words.documentTitle}</PageTitle>
      <h1>{words.title}</h1>
      {/* Filled in once live (the reader's own day): islands, not hydration's. */}
      <p className={styles.date} data-island="">
        {shownDate}
      </p>
      <TranslationSelect className={styles.translation} value={translation} onChange={(next) => setParams({ translation: next })} />
      {/* The card, its query and the API client come once the page is live: the day is the reader's, known only here. */}
      <div data-island="">
        <Suspense fallback={placeholder}>{date ? <TodaysVerse translation={translation} date={date} memorize={words.memorize} /> : placeholder}</Suspense>
      </div>
    </div>
  );
}
