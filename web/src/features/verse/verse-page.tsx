import { translationIdSchema, translations, type TranslationId } from "@berea/contracts/bible";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { readLastRead } from "../../lib/last-read.ts";
import { localDate } from "../../lib/verse-of-the-day.ts";
import { VerseOfTheDayCard } from "../../components/verse-of-the-day-card.tsx";
import styles from "./verse-page.module.css";

const dateFormat = new Intl.DateTimeFormat("en-US", { weekday: "long", year: "numeric", month: "long", day: "numeric" });

/** /verse: today's verse with its date. */
export default function VersePage() {
  const [params, setParams] = useSearchParams();
  const parsed = translationIdSchema.safeParse(params.get("translation") ?? readLastRead()?.translation);
  const translation: TranslationId = parsed.success ? parsed.data : "kjv";
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
      <label className={styles.translation}>
        Translation
        <select className="input" value={translation} onChange={(event) => setParams({ translation: event.target.value })}>
          {Object.values(translations).map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.abbreviation} · {entry.name}
            </option>
          ))}
        </select>
      </label>
      <VerseOfTheDayCard translation={translation} date={date} headingLevel="h2" />
    </div>
  );
}
