import type { TranslationId } from "@berea/contracts/translations";
import { useQuery } from "@tanstack/react-query";
import { BookHeart } from "lucide-react";
import { Link } from "react-router";
import { memorizePath } from "../../config/paths.ts";
import { bookById } from "../../lib/bible-books.ts";
import { verseOfTheDayQuery } from "../../lib/verse-of-the-day.ts";
import { VerseOfTheDayCard } from "../../components/verse-of-the-day-card.tsx";
import { WithQueryClient } from "../../components/with-query-client.tsx";
import styles from "./verse-page.module.css";

interface TodaysVerseProps {
  translation: TranslationId;
  /** The reader's own date, YYYY-MM-DD. */
  date: string;
  /** "Memorize this verse" in the page's language. */
  memorize: string;
}

/**
 * /verse's card and its "Memorize this verse" link: loaded by the page once
 * it is live (verse-page.tsx). In the app they use the app's query client;
 * on the static page, one of their own, with a Toaster for the card's copy.
 */
export function TodaysVerse({ translation, date, memorize }: TodaysVerseProps) {
  return (
    <WithQueryClient toasts>
      <VerseOfTheDayCard translation={translation} date={date} headingLevel="h2" held />
      <MemorizeLink translation={translation} date={date} memorize={memorize} />
    </WithQueryClient>
  );
}

/** Scripture memory with the day's verse filled in (the card's own query, so no second request). */
function MemorizeLink({ translation, date, memorize }: TodaysVerseProps) {
  const verse = useQuery(verseOfTheDayQuery(date, translation));
  const book = verse.data ? bookById(verse.data.book) : undefined;
  if (!verse.data || !book) return null;
  const { chapter, start, end } = verse.data;
  return (
    <p className={styles.memorize}>
      <Link className="icon-link" to={memorizePath(`${book.name.en} ${chapter}:${start}${end > start ? `-${end}` : ""}`, translation)}>
        <BookHeart size={18} aria-hidden="true" /> {memorize}
      </Link>
    </p>
  );
}
