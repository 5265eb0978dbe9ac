import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { namedOrLastReadTranslation } from "../../lib/last-read.ts";
import { localDate } from "../../lib/verse-of-the-day.ts";
import { TranslationSelect } from "../../components/translation-select.tsx";
import { VerseOfTheDayCard } from "../../components/verse-of-the-day-card.tsx";
import styles from "./verse-page.module.css";

const dateFormat = new Intl.DateTimeFormat("en-US", { weekday: "long", year: "numeric", month: "long", day: "numeric" });

/** /verse: today's verse with its date. */
export default function VersePage() {
  const [params, setParams] = useSearchParams();
  const translation = namedOrLastReadTranslation(params.get("translation"));
  const date = localDate();
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];

  useEffect(() => {
    document.title = "Verse of the day · Berea";
  }, []);

  return (
    <div className={`container page ${styles.page}`}>
      <h1>Verse of the day</h1>
      <p className={styles.date}>
        <time dateTime={date}>{dateFormat.format(new Date(year, month - 1, day))}</time>
      </p>
      <TranslationSelect className={styles.translation} value={translation} onChange={(next) => setParams({ translation: next })} />
      <VerseOfTheDayCard translation={translation} date={date} headingLevel="h2" />
    </div>
  );
}
