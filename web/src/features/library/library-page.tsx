import type { CatalogueOnlyBook, LibraryBook, ReadableBook } from "@berea/contracts/library";
import { BookOpen } from "lucide-react";
import { memo, useDeferredValue, type ReactNode } from "react";
import { Link } from "react-router";
import { HeldContent, LoadProblem } from "../../components/load-states.tsx";
import { paths } from "../../config/paths.ts";
import { useLibraryCatalog } from "./api/get-library-catalog.ts";
import { BookLength } from "./book-length.tsx";
import { useBookLang, useCatalogueWords, useLibraryT } from "./i18n.ts";
import { bookPath } from "./library-links.ts";
import { PdfDownloadButton } from "../../components/pdf-download-button.tsx";
import { useReaderPlan, type ReaderPlan } from "../../lib/reader-plan.ts";
import { useDeferredArrival } from "../../lib/use-deferred-arrival.ts";
import styles from "./library.module.css";

/**
 * `/Books`: the public-domain books Berea carries, to read chapter by chapter
 * (and download as PDFs on Premium), the well-known books listed for
 * reference, then `articles` (the articles' own section, which the app puts
 * here). The catalogue is public; reading needs an account.
 */
export function LibraryPage({ articles }: { articles: ReactNode }) {
  const { t } = useLibraryT();
  // Deferred: the catalogue, and again each book once the reader's plan is known, render in the background, yielding
  // to the browser every few milliseconds, rather than in one task when the reply comes (docs/QUALITY.md).
  const catalog = useDeferredArrival(useLibraryCatalog());
  const plan = useDeferredValue(useReaderPlan());

  let books: ReactNode;
  // Held a screen tall with text-shaped bars: larger than a book's description, so /Books (prerendered) has its largest paint in the HTML, not when the catalogue arrives.
  if (catalog.isPending) books = <HeldContent label={t("opening")} />;
  else if (catalog.isError) books = <LoadProblem error={catalog.error} onRetry={() => void catalog.refetch()} />;
  else books = <Catalogue books={catalog.data.books} plan={plan} />;

  return (
    <div className={`container ${styles.page}`}>
      <title>{t("documentTitle")}</title>
      <header className={styles.intro}>
        <h1>{t("title")}</h1>
        <p>{t("intro")}</p>
        <nav className={styles.jump} aria-label={t("onThisPage")}>
          <a href="#books">{t("jumpBooks")}</a>
          <a href="#articles">{t("jumpArticles")}</a>
        </nav>
      </header>
      {books}
      {articles}
    </div>
  );
}

/**
 * The books, memoised: a render of the page for another reason (the reader's plan arriving, before its deferred
 * render) does not render every book again in one task.
 */
const Catalogue = memo(function Catalogue({ books, plan }: { books: LibraryBook[]; plan: ReaderPlan }) {
  const { t } = useLibraryT();
  const readable = books.filter((book): book is ReadableBook => book.readable);
  const listed = books.filter((book): book is CatalogueOnlyBook => !book.readable);
  return (
    <>
      <section id="books" className="page-section" aria-labelledby="books-title">
        <div className="section-head">
          <h2 id="books-title">{t("readHeading")}</h2>
          <p>{t("readExplain")}</p>
          {plan === "premium" ? null : (
            <p className={styles.planNote}>
              {t("pdfNote")} <Link to={paths.pricingAnchor}>{t("seePremium")}</Link>
            </p>
          )}
        </div>
        <ul className={styles.books}>
          {readable.map((book) => (
            <ReadableBookCard key={book.id} book={book} plan={plan} />
          ))}
        </ul>
      </section>
      {listed.length > 0 ? (
        <section className="page-section" aria-labelledby="classics-title">
          <div className="section-head">
            <h2 id="classics-title">{t("classicsHeading")}</h2>
            <p>{t("classicsExplain")}</p>
          </div>
          <ul className={styles.books}>
            {listed.map((book) => (
              <ListedBookCard key={book.id} book={book} />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
});

function BookHead({ book, titleId }: { book: LibraryBook; titleId: string }) {
  const bookLang = useBookLang();
  const category = useCatalogueWords().category(book.category);
  return (
    <>
      <img className={styles.cover} src={book.cover} alt="" width={120} height={180} loading="lazy" decoding="async" />
      <div className={styles.bookHead}>
        <p className="eyebrow" lang={category.lang}>
          {category.text}
        </p>
        <h3 id={titleId} className={styles.bookTitle} lang={bookLang}>
          {book.title}
        </h3>
        <p className={styles.byline} lang={bookLang}>
          {book.author}
          <span aria-hidden="true"> · </span>
          <span className="visually-hidden">, </span>
          {book.published}
        </p>
      </div>
    </>
  );
}

function ReadableBookCard({ book, plan }: { book: ReadableBook; plan: ReaderPlan }) {
  const { t } = useLibraryT();
  const bookLang = useBookLang();
  const titleId = `book-${book.id}`;
  return (
    <li className={styles.book} aria-labelledby={titleId}>
      <BookHead book={book} titleId={titleId} />
      <div className={styles.bookBody}>
        {book.includes ? (
          <p className={styles.includes} lang={bookLang}>
            {book.includes}
          </p>
        ) : null}
        <p className={styles.description} lang={bookLang}>
          {book.description}
        </p>
        <BookLength book={book} />
        <div className={styles.actions}>
          <Link className="btn btn-primary" to={bookPath(book.id)} aria-label={t("readLabel", { title: book.title })}>
            <BookOpen size={16} aria-hidden="true" />
            {t("read")}
          </Link>
          <PdfDownloadButton target={{ kind: "book", id: book.id }} title={book.title} plan={plan} />
        </div>
      </div>
    </li>
  );
}

function ListedBookCard({ book }: { book: CatalogueOnlyBook }) {
  const bookLang = useBookLang();
  const note = useCatalogueWords().note(book.note);
  const titleId = `book-${book.id}`;
  return (
    <li className={styles.book} data-listed="true" aria-labelledby={titleId}>
      <BookHead book={book} titleId={titleId} />
      <div className={styles.bookBody}>
        <p className={styles.description} lang={bookLang}>
          {book.description}
        </p>
        <p className={styles.note} lang={note.lang}>
          {note.text}
        </p>
      </div>
    </li>
  );
}
