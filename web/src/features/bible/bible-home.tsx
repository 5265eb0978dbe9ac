import { translationIdSchema } from "@berea/contracts/bible";
import { Navigate } from "react-router";
import { bookById, firstReading } from "../../lib/bible-books.ts";
import { readerPath } from "../../lib/reader-paths.ts";
import { defaultTranslation, readLastRead } from "../../lib/last-read.ts";
import styles from "./bible-home.module.css";

/** Where /Bible goes: the chapter the reader left off at, or the Gospel of John in the reader's language's Bible (RV1909 in Spanish). */
function readingPlace(): string {
  const last = readLastRead();
  const translation = translationIdSchema.safeParse(last?.translation);
  const book = last ? bookById(last.book) : undefined;
  if (last && book && translation.success && last.chapter <= book.chapters) return readerPath({ translation: translation.data, book, chapter: last.chapter });
  return readerPath({ translation: defaultTranslation(), ...firstReading });
}

/**
 * /Bible opens where the reader left off. While the reader's code loads after the redirect, this page stays on
 * screen: it holds the reader's height, or the footer would paint under the header and jump down (CLS 0.83 on a phone).
 */
export default function BibleHome() {
  return (
    <div className={styles.hold} aria-busy="true">
      <Navigate to={readingPlace()} replace />
    </div>
  );
}
