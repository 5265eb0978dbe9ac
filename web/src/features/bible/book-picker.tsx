import type { TranslationId } from "@berea/contracts/bible";
import { BookOpen, ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { bookName, books, type Book } from "../../lib/bible-books.ts";
import { readerPath } from "../../lib/reader-paths.ts";
import { useBibleT } from "./i18n.ts";
import styles from "./reader.module.css";

interface BookPickerProps {
  translation: TranslationId;
  current: Book;
  chapter: number;
  parallel?: TranslationId;
}

/** A dialog listing the books by testament, then the chosen book's chapters. */
export function BookPicker({ translation, current, chapter, parallel }: BookPickerProps) {
  const { t } = useBibleT();
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [book, setBook] = useState<Book | null>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      if (typeof element.showModal === "function") element.showModal();
      else element.setAttribute("open", "");
    }
    if (!open && element.open) element.close();
  }, [open]);

  const close = () => {
    setOpen(false);
    setBook(null);
  };

  return (
    <>
      <button type="button" className={`btn btn-secondary ${styles.pickerButton}`} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <BookOpen size={18} aria-hidden="true" />
        <span>
          {bookName(current, translation)} {chapter}
        </span>
        <ChevronDown size={16} aria-hidden="true" />
      </button>
      <dialog ref={dialog} className={styles.pickerDialog} aria-labelledby={titleId} onClose={close} onCancel={close}>
        <div className={styles.pickerHeader}>
          <h2 id={titleId}>{book ? t("picker.chooseChapter", { book: bookName(book, translation) }) : t("picker.chooseBook")}</h2>
          {book ? (
            <button type="button" className="btn btn-ghost" onClick={() => setBook(null)}>
              {t("picker.allBooks")}
            </button>
          ) : null}
          <button type="button" className="btn btn-ghost" onClick={close}>
            {t("picker.close")}
          </button>
        </div>
        {!open ? null : book ? (
          <ol className={styles.chapterGrid} aria-label={t("picker.chaptersOf", { book: bookName(book, translation) })}>
            {Array.from({ length: book.chapters }, (_, index) => index + 1).map((number) => (
              <li key={number}>
                <Link
                  to={readerPath({ translation, book, chapter: number, parallel })}
                  onClick={close}
                  aria-current={book === current && number === chapter ? "page" : undefined}
                >
                  {number}
                </Link>
              </li>
            ))}
          </ol>
        ) : (
          <div className={styles.testaments}>
            {(["OT", "NT"] as const).map((testament) => (
              <section key={testament} aria-label={t(testament === "OT" ? "picker.oldTestament" : "picker.newTestament")}>
                <h3>{t(testament === "OT" ? "picker.oldTestament" : "picker.newTestament")}</h3>
                <ul className={styles.bookGrid}>
                  {books
                    .filter((entry) => entry.testament === testament)
                    .map((entry) => (
                      <li key={entry.id}>
                        <button type="button" aria-current={entry === current ? "true" : undefined} onClick={() => setBook(entry)}>
                          {bookName(entry, translation)}
                        </button>
                      </li>
                    ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </dialog>
    </>
  );
}
