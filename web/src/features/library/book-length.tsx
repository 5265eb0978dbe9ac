import type { ReadableBook } from "@berea/contracts/library";
import { Clock } from "lucide-react";
import { useLibraryT, useReadingTime } from "./i18n.ts";
import styles from "./library.module.css";

/** How long a whole book takes to read, and in how many chapters: on its card in the library and on its title page. */
export function BookLength({ book }: { book: ReadableBook }) {
  const { t } = useLibraryT();
  const readingTime = useReadingTime();
  return (
    <p className={styles.meta}>
      <Clock size={14} aria-hidden="true" />
      <span>
        {t("length", { time: readingTime(book.readingMinutes), count: book.chapters.length })}
      </span>
    </p>
  );
}
