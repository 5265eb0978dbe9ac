import type { ReadableBook } from "@berea/contracts/library";
import { ArrowLeft, BookOpen } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { HeldContent, LoadProblem } from "../../components/load-states.tsx";
import { paths } from "../../config/paths.ts";
import { useLibraryCatalog } from "./api/get-library-catalog.ts";
import { BookLength } from "./book-length.tsx";
import { useBookLang, useCatalogueWords, useLibraryT, useReadingTime } from "./i18n.ts";
import { chapterPath } from "./library-links.ts";
import { PdfDownloadButton } from "../../components/pdf-download-button.tsx";
import { useReaderPlan, type ReaderPlan } from "../../lib/reader-plan.ts";
import styles from "./library.module.css";

/**
 * `/Books/:bookId`: a book's title page and table of contents, from the
 * public catalogue. Opening a chapter needs an account; a book listed for
 * reference only says where to find it.
 */
export default function BookPage() {
  const { t } = useLibraryT();
  const bookLang = useBookLang();
  const words = useCatalogueWords();
  const { bookId = "" } = useParams();
  const catalog = useLibraryCatalog();
  const plan = useReaderPlan();
  const book = catalog.data?.books.find((each) => each.id === bookId);

  let body: ReactNode;
  let title = t("book.documentTitle");
  if (catalog.isPending) body = <HeldContent label={t("book.opening")} />;
  else if (catalog.isError) body = <LoadProblem error={catalog.error} onRetry={() => void catalog.refetch()} />;
  else if (!book) body = <BookNotFound />;
  else {
    title = t("book.documentTitleNamed", { title: book.title });
    body = book.readable ? (
      <Contents book={book} plan={plan} />
    ) : (
      <div className={styles.titlePage}>
        <img className={styles.cover} src={book.cover} alt="" width={160} height={240} />
        <div className={styles.titleText}>
          <h1 lang={bookLang}>{book.title}</h1>
          <p className={styles.byline} lang={bookLang}>
            {book.author} · {book.published}
          </p>
          <p lang={bookLang}>{book.description}</p>
          <p className={styles.note} lang={words.note(book.note).lang}>
            {words.note(book.note).text}
          </p>
        </div>
      </div>
    );
  }

  return (
    <div className={`container ${styles.page} ${styles.narrow}`}>
      <title>{title}</title>
      <Link className="icon-link" to={paths.books}>
        <ArrowLeft size={16} aria-hidden="true" />
        {t("book.allBooks")}
      </Link>
      {body}
    </div>
  );
}

function Contents({ book, plan }: { book: ReadableBook; plan: ReaderPlan }) {
  const { t } = useLibraryT();
  const bookLang = useBookLang();
  const category = useCatalogueWords().category(book.category);
  const readingTime = useReadingTime();
  const first = book.chapters[0];
  return (
    <>
      <div className={styles.titlePage}>
        <img className={styles.cover} src={book.cover} alt="" width={160} height={240} />
        <div className={styles.titleText}>
          <p className="eyebrow" lang={category.lang}>
            {category.text}
          </p>
          <h1 lang={bookLang}>{book.title}</h1>
          <p className={styles.byline} lang={bookLang}>
            {book.author} · {book.published}
          </p>
          {book.includes ? (
            <p className={styles.includes} lang={bookLang}>
              {book.includes}
            </p>
          ) : null}
          <p lang={bookLang}>{book.description}</p>
          <BookLength book={book} />
          <div className={styles.actions}>
            {first ? (
              <Link className="btn btn-primary" to={chapterPath(book.id, first.number)}>
                <BookOpen size={16} aria-hidden="true" />
                {t("book.start")}
              </Link>
            ) : null}
            <PdfDownloadButton target={{ kind: "book", id: book.id }} title={book.title} plan={plan} />
          </div>
          {plan === "signed-out" ? (
            <p className={styles.planNote}>
              {t("book.freeBefore")}
              <Link to={paths.register}>{t("book.createOne")}</Link>
              {t("book.or")}
              <Link to={paths.login}>{t("book.signIn")}</Link>
              {t("book.freeAfter")}
            </p>
          ) : null}
        </div>
      </div>
      <section className={styles.contents} aria-labelledby="contents-title">
        <h2 id="contents-title">{t("book.contents")}</h2>
        <ol className={styles.chapterList}>
          {book.chapters.map((chapter) => (
            <li key={chapter.number}>
              <Link to={chapterPath(book.id, chapter.number)}>
                <span className={styles.chapterNumber} aria-hidden="true">
                  {chapter.number}
                </span>
                <span className={styles.chapterTitle} lang={bookLang}>
                  {chapter.title}
                </span>
                <span className={styles.chapterMinutes}>{readingTime(chapter.readingMinutes)}</span>
              </Link>
            </li>
          ))}
        </ol>
      </section>
      <p className={styles.source}>
        {t("book.source", { module: book.source.module, package: book.source.package, version: book.source.version })}
      </p>
    </>
  );
}

export function BookNotFound() {
  const { t } = useLibraryT();
  return (
    <div className={`card ${styles.problem}`}>
      <h1>{t("book.notFound")}</h1>
      <p>{t("book.notFoundExplain")}</p>
      <Link className="btn btn-primary" to={paths.books}>
        {t("book.seeAll")}
      </Link>
    </div>
  );
}
