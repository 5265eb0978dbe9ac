import type { TranslationId } from "@berea/contracts/bible";
import { useQuery } from "@tanstack/react-query";
import { BookHeart } from "lucide-react";
import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { memorizePath } from "../../config/paths.ts";
import { formatterFor } from "../../lib/i18n/format.ts";
import { bookById } from "../../lib/bible-books.ts";
import { namedOrLastReadTranslation } from "../../lib/last-read.ts";
import { localDate, verseOfTheDayQuery } from "../../lib/verse-of-the-day.ts";
import { TranslationSelect } from "../../components/translation-select.tsx";
import { VerseOfTheDayCard } from "../../components/verse-of-the-day-card.tsx";
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

/** /verse: today's verse with its date. */
export default function VersePage() {
  const { t, i18n } = useVerseT();
  const [params, setParams] = useSearchParams();
  const translation = namedOrLastReadTranslation(params.get("translation"));
  const date = localDate();
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];

  useEffect(() => {
    document.title = t("documentTitle");
  }, [t]);

  return (
    <div className={`container page ${styles.page}`}>
      <h1>{t("title")}</h1>
      <p className={styles.date}>
        <time dateTime={date}>{formatterFor(i18n.language).date(new Date(year, month - 1, day), t("datePattern"))}</time>
      </p>
      <TranslationSelect className={styles.translation} value={translation} onChange={(next) => setParams({ translation: next })} />
      <VerseOfTheDayCard translation={translation} date={date} headingLevel="h2" />
      <MemorizeLink translation={translation} date={date} />
    </div>
  );
}
