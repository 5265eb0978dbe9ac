import type { TranslationId } from "@berea/contracts/bible";
import type { LibraryChapterReply } from "@berea/contracts/library";
import { ArrowLeft, ArrowRight, List } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link, useParams } from "react-router";
import { HeldContent, LoadProblem } from "../../components/load-states.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { useLibraryChapter } from "./api/get-library-chapter.ts";
import { BookNotFound } from "./book-page.tsx";
import { useBookLang, useLibraryT, useReadingTime } from "./i18n.ts";
import { bookPath, chapterNumber, chapterPath, isLibraryId } from "./library-links.ts";
import { LinkedText } from "../../components/linked-text.tsx";
import { lastReadTranslation } from "../../lib/last-read.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import styles from "./library.module.css";

const isNotFound = (error: unknown): error is ApiError => error instanceof ApiError && error.code === "not-found";

/**
 * `/Books/:bookId/:chapter`: one chapter in a reading column, with its Bible
 * references (found by the API) linked to the reader and the chapters either side. Reading needs
 * an account (the route's session guard).
 */
export default function ChapterPage() {
  const { t } = useLibraryT();
  const { bookId = "", chapter: chapterText } = useParams();
  const number = chapterNumber(chapterText);
  const valid = isLibraryId(bookId) && number !== null;
  const chapter = useLibraryChapter(bookId, number ?? 1, valid);
  const hydrated = useHydrated();

  let body: ReactNode;
  let title = t("book.documentTitle");
  if (!valid) body = <BookNotFound />;
  else if (chapter.isPending) body = <HeldContent label={t("chapter.opening")} />;
  else if (isNotFound(chapter.error)) {
    body = (
      <div className={`card ${styles.problem}`}>
        <h1>{t("chapter.notFound")}</h1>
        <p>{chapter.error.message}</p>
        <Link className="btn btn-primary" to={bookPath(bookId)}>
          {t("chapter.seeContents")}
        </Link>
      </div>
    );
  } else if (chapter.isError) body = <LoadProblem error={chapter.error} onRetry={() => void chapter.refetch()} />;
  else {
    title = t("chapter.documentTitleNamed", { title: chapter.data.title, book: chapter.data.bookTitle });
    body = <ChapterText key={`${chapter.data.bookId}/${chapter.data.chapter}`} reply={chapter.data} />;
  }

  return (
    <div className={`container ${styles.page} ${styles.reading}`}>
      <title>{title}</title>
      {/* Prerendered for every chapter's address (a held page), the link waits for the browser to know which book. */}
      {hydrated ? (
        <Link className="icon-link" to={bookPath(bookId)}>
          <List size={16} aria-hidden="true" />
          {t("chapter.contents")}
        </Link>
      ) : (
        <span className="icon-link">
          <List size={16} aria-hidden="true" />
          {t("chapter.contents")}
        </span>
      )}
      {body}
    </div>
  );
}

/** A chapter's heading element for its level (a tag, not words). */
const headingTag = (level: number): "h2" | "h3" => (level === 2 ? "h2" : "h3");

function ChapterText({ reply }: { reply: LibraryChapterReply }) {
  const { t } = useLibraryT();
  const bookLang = useBookLang();
  const readingTime = useReadingTime();
  const [translation] = useState<TranslationId>(lastReadTranslation);

  return (
    <>
      <article className={styles.chapter} aria-labelledby="chapter-title">
        <header className={styles.chapterHeader}>
          <p className="eyebrow">
            <span lang={bookLang}>{reply.bookTitle}</span>
            <span aria-hidden="true"> · </span>
            <span className="visually-hidden">, </span>
            {t("chapter.of", { chapter: reply.chapter, count: reply.chapterCount })}
          </p>
          <h1 id="chapter-title" lang={bookLang}>
            {reply.title}
          </h1>
          <p className={styles.byline}>
            <span lang={bookLang}>{reply.author}</span>
            <span aria-hidden="true"> · </span>
            <span className="visually-hidden">, </span>
            {t("chapter.read", { time: readingTime(reply.readingMinutes) })}
          </p>
        </header>
        <div className={styles.chapterText} lang={bookLang}>
          {reply.blocks.map((block, index) => {
            if (block.type === "heading") {
              const Heading = headingTag(block.level);
              return <Heading key={index}>{block.text}</Heading>;
            }
            // Plain text, or runs with the references in it (found by the API).
            return <p key={index}>{typeof block.text === "string" ? block.text : <LinkedText segments={block.text} translation={translation} />}</p>;
          })}
        </div>
      </article>
      <ChapterNav reply={reply} />
    </>
  );
}

function ChapterNav({ reply }: { reply: LibraryChapterReply }) {
  const { t } = useLibraryT();
  const { previous, next } = reply;
  if (!previous && !next) return null;
  return (
    <nav className={styles.chapterNav} aria-label={t("chapter.nav")}>
      {previous ? (
        <Link className={styles.chapterNavLink} to={chapterPath(reply.bookId, previous.number)} rel="prev" aria-label={t("chapter.previousLabel", { title: previous.title })}>
          <span className={styles.chapterNavDirection}>
            <ArrowLeft size={16} aria-hidden="true" />
            {t("chapter.previous")}
          </span>
          <span className={styles.chapterNavTitle}>{previous.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link className={`${styles.chapterNavLink} ${styles.chapterNavNext}`} to={chapterPath(reply.bookId, next.number)} rel="next" aria-label={t("chapter.nextLabel", { title: next.title })}>
          <span className={styles.chapterNavDirection}>
            {t("chapter.next")}
            <ArrowRight size={16} aria-hidden="true" />
          </span>
          <span className={styles.chapterNavTitle}>{next.title}</span>
        </Link>
      ) : null}
    </nav>
  );
}
