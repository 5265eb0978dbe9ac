import type { ReadableBook } from "@berea/contracts/library";
import { Clock } from "lucide-react";
import { readingTime } from "./library-links.ts";
import styles from "./library.module.css";

/** How long a whole book takes to read, and in how many chapters: on its card in the library and on its title page. */
export function BookLength({ book }: { book: ReadableBook }) {
  return (
    <p className={styles.meta}>
      <Clock size={14} aria-hidden="true" />
      <span>
        {readingTime(book.readingMinutes)} of reading · {book.chapters.length} chapters
      </span>
    </p>
  );
}
