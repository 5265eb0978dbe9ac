import type { TranslationId } from "@berea/contracts/bible";
import { useQuery } from "@tanstack/react-query";
import { BookHeart } from "lucide-react";
import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { memorizePath } from "../../config/paths.ts";
import { formatterFor } from "../../lib/i18n/format.ts";
import { bookById } from "../../lib/bible-books.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { useShownTranslation } from "../../lib/use-shown-translation.ts";
import { localDate, verseOfTheDayQuery } from "../../lib/verse-of-the-day.ts";
import { PendingText } from "../../components/pending-text.tsx";
import { TranslationSelect } from "../../components/translation-select.tsx";
import { VerseOfTheDayCard, VerseOfTheDayPlaceholder } from "../../components/verse-of-the-day-card.tsx";
import { useVerseT } from "./i18n.ts";
import styles from "./verse-page.module.css";

/** "Memorize this verse": scripture memory with the day's verse filled in (the card's own query, so no second request). */
function MemorizeLink({ translation, date }: { translation: TranslationId; date: string }) {
  const { t } = useVerseT();
  const verse = useQuery(verseOfTheDayQuery(date, translation));
  const book = verse.data ? bookById(verse.data.book) : undefined;
  if (!verse.data || !book) return null;
  const { chapter, start, end } = verse.data;
  return (
    <p className={styles.memorize}>
      <Link className="icon-link" to={memorizePath(`${book.name.en} ${chapter}:${start}${end > start ? `-${end}` : ""}`, translation)}>
        <BookHeart size={18} aria-hidden="true" /> {t("memorize")}
      </Link>
    </p>
  );
}

/** A long date of typical width, held open while the reader's own day is not known yet. */
const typicalDate = new Date(2026, 8, 23);

/**
 * /verse: today's verse with its date. The page is prerendered (app/prerendered/)
 * without a day: the build's is not the reader's, so the date and the verse are
 * held open in the HTML and filled in once the page is live, from the reader's
 * own date, address (`?translation=`) and last-read Bible.
 */
export default function VersePage() {
  const { t, i18n } = useVerseT();
  const [params, setParams] = useSearchParams();
  const translation = useShownTranslation(params.get("translation"));
  const date = useHydrated() ? localDate() : null;
  const format = (day: Date) => formatterFor(i18n.language).date(day, t("datePattern"));

  useEffect(() => {
    document.title = t("documentTitle");
  }, [t]);

  let shownDate;
  if (date) {
    const [year, month, day] = date.split("-").map(Number) as [number, number, number];
    shownDate = <time dateTime={date}>{format(new Date(year, month - 1, day))}</time>;
  } else shownDate = <PendingText like={format(typicalDate)} />;

  return (
    <div className={`container page ${styles.page}`}>
      <h1>{t("title")}</h1>
      <p className={styles.date}>{shownDate}</p>
      <TranslationSelect className={styles.translation} value={translation} onChange={(next) => setParams({ translation: next })} />
      {date ? (
        <>
          <VerseOfTheDayCard translation={translation} date={date} headingLevel="h2" held />
          <MemorizeLink translation={translation} date={date} />
        </>
      ) : (
        <VerseOfTheDayPlaceholder headingLevel="h2" held />
      )}
    </div>
  );
}
