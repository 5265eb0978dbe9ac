import { translationIdSchema } from "@berea/contracts/bible";
import { Navigate } from "react-router";
import { bookById, firstReading } from "../../lib/bible-books.ts";
import { readerPath } from "../../lib/reader-paths.ts";
import { defaultTranslation, readLastRead } from "../../lib/last-read.ts";

/** /Bible opens where the reader left off, or at the Gospel of John in the reader's language's Bible (RV1909 in Spanish). */
export default function BibleHome() {
  const last = readLastRead();
  const translation = translationIdSchema.safeParse(last?.translation);
  const book = last ? bookById(last.book) : undefined;
  if (last && book && translation.success && last.chapter <= book.chapters) {
    return <Navigate to={readerPath({ translation: translation.data, book, chapter: last.chapter })} replace />;
  }
  return <Navigate to={readerPath({ translation: defaultTranslation(), ...firstReading })} replace />;
}
