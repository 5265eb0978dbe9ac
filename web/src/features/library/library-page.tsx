import type { CatalogueOnlyBook, LibraryBook, ReadableBook } from "@berea/contracts/library";
import { BookOpen } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { LoadingState, LoadProblem } from "../../components/load-states.tsx";
import { paths } from "../../config/paths.ts";
import { useLibraryCatalog } from "./api/get-library-catalog.ts";
import { BookLength } from "./book-length.tsx";
import { bookPath } from "./library-links.ts";
import { PdfDownloadButton } from "../../components/pdf-download-button.tsx";
import { useReaderPlan, type ReaderPlan } from "../../lib/reader-plan.ts";
import styles from "./library.module.css";

/**
 * `/Books`: the public-domain books Berea carries, to read chapter by chapter
 * (and download as PDFs on Premium), the well-known books listed for
 * reference, then `articles` (the articles' own section, which the app puts
 * here). The catalogue is public; reading needs an account.
 */
export function LibraryPage({ articles }: { articles: ReactNode }) {
  const catalog = useLibraryCatalog();
  const plan = useReaderPlan();

  let books: ReactNode;
  if (catalog.isPending) books = <LoadingState screen label="Opening the library …" />;
  else if (catalog.isError) books = <LoadProblem error={catalog.error} onRetry={() => void catalog.refetch()} />;
  else books = <Catalogue books={catalog.data.books} plan={plan} />;

  return (
    <div className={`container ${styles.page}`}>
      <title>Books and articles · Berea</title>
      <header className={styles.intro}>
        <h1>Books and articles</h1>
        <p>Classic Christian writing to read slowly, chapter by chapter, and short articles for the road. Search the Scriptures daily.</p>
        <nav className={styles.jump} aria-label="On this page">
          <a href="#books">Books</a>
          <a href="#articles">Articles and insights</a>
        </nav>
      </header>
      {books}
      {articles}
    </div>
  );
}

function Catalogue({ books, plan }: { books: LibraryBook[]; plan: ReaderPlan }) {
  const readable = books.filter((book): book is ReadableBook => book.readable);
  const listed = books.filter((book): book is CatalogueOnlyBook => !book.readable);
  return (
    <>
      <section id="books" className="page-section" aria-labelledby="books-title">
        <div className="section-head">
          <h2 id="books-title">Read in Berea</h2>
          <p>Public-domain commentaries and study books, read here in full.</p>
          {plan === "premium" ? null : (
            <p className={styles.planNote}>
              Premium and Family can also download each book as a PDF, to print or read offline. <Link to={paths.pricingAnchor}>See Premium</Link>
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
            <h2 id="classics-title">More classics worth finding</h2>
            <p>Well-loved books we recommend, to look for at your library or bookshop.</p>
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
}

function BookHead({ book, titleId }: { book: LibraryBook; titleId: string }) {
  return (
    <>
      <img className={styles.cover} src={book.cover} alt="" width={120} height={180} loading="lazy" decoding="async" />
      <div className={styles.bookHead}>
        <p className="eyebrow">{book.category}</p>
        <h3 id={titleId} className={styles.bookTitle}>
          {book.title}
        </h3>
        <p className={styles.byline}>
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
  const titleId = `book-${book.id}`;
  return (
    <li className={styles.book} aria-labelledby={titleId}>
      <BookHead book={book} titleId={titleId} />
      <div className={styles.bookBody}>
        {book.includes ? <p className={styles.includes}>{book.includes}</p> : null}
        <p className={styles.description}>{book.description}</p>
        <BookLength book={book} />
        <div className={styles.actions}>
          <Link className="btn btn-primary" to={bookPath(book.id)} aria-label={`Read ${book.title}`}>
            <BookOpen size={16} aria-hidden="true" />
            Read
          </Link>
          <PdfDownloadButton target={{ kind: "book", id: book.id }} title={book.title} plan={plan} />
        </div>
      </div>
    </li>
  );
}

function ListedBookCard({ book }: { book: CatalogueOnlyBook }) {
  const titleId = `book-${book.id}`;
  return (
    <li className={styles.book} data-listed="true" aria-labelledby={titleId}>
      <BookHead book={book} titleId={titleId} />
      <div className={styles.bookBody}>
        <p className={styles.description}>{book.description}</p>
        <p className={styles.note}>{book.note}</p>
      </div>
    </li>
  );
}
