import { translationIdSchema } from "@berea/contracts/bible";
import { Navigate } from "react-router";
import { bookById, firstReading } from "../../lib/bible-books.ts";
import { readerPath } from "../../lib/reader-paths.ts";
import { readLastRead } from "../../lib/last-read.ts";

/** /Bible opens where the reader left off, or at the Gospel of John. */
export default function BibleHome() {
  const last = readLastRead();
  const translation = translationIdSchema.safeParse(last?.translation);
  const book = last ? bookById(last.book) : undefined;
  if (last && book && translation.success && last.chapter <= book.chapters) {
    return <Navigate to={readerPath({ translation: translation.data, book, chapter: last.chapter })} replace />;
  }
  return <Navigate to={readerPath({ translation: "kjv", ...firstReading })} replace />;
}
