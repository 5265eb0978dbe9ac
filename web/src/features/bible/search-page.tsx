import { translations, type TranslationId } from "@berea/contracts/bible";
import { useInfiniteQuery } from "@tanstack/react-query";
import { ArrowLeft, Search } from "lucide-react";
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { errorMessage } from "../../lib/api-client.ts";
import { bibleSearchQuery } from "./api/search-bible.ts";
import { bookById, bookName, books, firstReading, formatReference } from "../../lib/bible-books.ts";
import { HighlightedText } from "./highlighted-text.tsx";
import { readerPath } from "../../lib/reader-paths.ts";
import { readLastRead } from "../../lib/last-read.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { useShownTranslation } from "../../lib/use-shown-translation.ts";
import { TranslationSelect } from "../../components/translation-select.tsx";
import { useBibleT } from "./i18n.ts";
import styles from "./search-page.module.css";

/** The chapter the reader came from (`last`, on this device), or where a new reader starts. */
function backToReading(translation: TranslationId, last: ReturnType<typeof readLastRead>): string {
  const book = last ? bookById(last.book) : undefined;
  return readerPath(book && last ? { translation, book, chapter: last.chapter } : { translation, ...firstReading });
}

/** The count's digits in the language shown (Intl alone: format.ts would bring date-fns, which this page has no use for). */
const countFormat = (language: string) => new Intl.NumberFormat(language);

/** The search's scope when no book or testament is chosen. */
const wholeBible = "all";

/**
 * /Bible/search: ranked full-text search with phrases, book filters and highlighted matches.
 * Prerendered (app/prerendered/) as the bare address: the search in the query string,
 * the reader's translation and the chapter they came from are the browser's, and fill in
 * once the page is live.
 */
export default function SearchPage() {
  const { t, i18n } = useBibleT();
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const translation = useShownTranslation(params.get("translation"));
  const q = hydrated ? (params.get("q") ?? "") : "";
  const scope = hydrated ? (params.get("scope") ?? wholeBible) : wholeBible;
  const [text, setText] = useState(q);
  const [formError, setFormError] = useState<string | null>(null);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const results = useInfiniteQuery(bibleSearchQuery({ q, translation, scope }));

  // The box follows the address when it changes (back and forward, a new search).
  const [shownQ, setShownQ] = useState(q);
  if (shownQ !== q) {
    setShownQ(q);
    setText(q);
  }
  useEffect(() => {
    document.title = q ? t("searchPage.documentTitleQuery", { query: q, abbreviation: translations[translation].abbreviation }) : t("searchPage.documentTitle");
  }, [q, translation, t]);

  // Words typed into the prerendered page before React arrived stay in the box (hydration keeps the field's value).
  useLayoutEffect(() => {
    const typed = input.current?.value ?? "";
    if (typed) setText(typed);
  }, []);

  const update = (change: Record<string, string>) => setParams({ q, translation, scope, ...change });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The box itself: the same as `text`, and also right for a search sent before React arrived, which the boot
    // script holds and sends as the page goes live, before the render that takes in what was typed.
    const typed = (input.current?.value ?? text).trim();
    if (typed.length < 2) {
      setFormError(t("searchPage.tooShort"));
      return;
    }
    setFormError(null);
    update({ q: typed });
  };

  const first = results.data?.pages[0];
  const hits = results.data?.pages.flatMap((page) => page.hits) ?? [];
  const language = translations[translation].language;

  return (
    <div className={`container page ${styles.page}`}>
      <Link to={backToReading(translation, hydrated ? readLastRead() : null)} className={styles.back}>
        <ArrowLeft size={16} aria-hidden="true" /> {t("searchPage.back")}
      </Link>
      <h1>{t("searchPage.title")}</h1>
      <form className={styles.form} onSubmit={submit} role="search" aria-label={t("searchPage.label")}>
        <div className={styles.queryRow}>
          <label htmlFor={inputId} className="visually-hidden">
            {t("searchPage.queryLabel")}
          </label>
          <input
            ref={input}
            id={inputId}
            className="input"
            type="search"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setFormError(null);
            }}
            placeholder={t(language === "es" ? "searchPage.placeholderEs" : "searchPage.placeholderEn")}
            autoComplete="off"
            aria-invalid={formError ? true : undefined}
            aria-describedby={formError ? `${inputId}-error` : `${inputId}-hint`}
          />
          <button type="submit" className="btn btn-primary">
            <Search size={18} aria-hidden="true" /> {t("searchPage.submit")}
          </button>
        </div>
        {formError ? (
          <p id={`${inputId}-error`} className="field-error" role="alert">
            {formError}
          </p>
        ) : (
          <p id={`${inputId}-hint`} className={styles.hint}>
            {t("searchPage.hint")}
          </p>
        )}
        <div className={styles.filters}>
          <TranslationSelect value={translation} onChange={(next) => update({ translation: next })} />
          <label>
            {t("searchPage.in")}
            <select className="input" value={scope} onChange={(event) => update({ scope: event.target.value })}>
              <option value={wholeBible}>{t("searchPage.wholeBible")}</option>
              <option value="OT">{t("searchPage.oldTestament")}</option>
              <option value="NT">{t("searchPage.newTestament")}</option>
              {books.map((book) => (
                <option key={book.id} value={book.id}>
                  {bookName(book, translation)}
                </option>
              ))}
            </select>
          </label>
        </div>
      </form>

      <section aria-live="polite" aria-busy={results.isFetching} className={styles.results}>
        {results.error ? (
          <p className="field-error" role="alert">
            {errorMessage(results.error)}
          </p>
        ) : null}
        {first ? (
          <p className={styles.count}>
            {first.total === 0
              ? t("searchPage.none", { query: first.query })
              : t("searchPage.found", { count: first.total, total: countFormat(i18n.language).format(first.total), abbreviation: translations[translation].abbreviation })}
          </p>
        ) : results.isFetching ? (
          <p className={styles.count}>{t("searchPage.searching")}</p>
        ) : null}
        <ol className={styles.hits} lang={language} aria-label={t("searchPage.results")}>
          {hits.map((hit) => {
            const book = bookById(hit.book);
            if (!book) return null;
            return (
              <li key={`${hit.book}.${hit.chapter}.${hit.verse}`}>
                <Link to={readerPath({ translation, book, chapter: hit.chapter, verses: { start: hit.verse, end: hit.verse } })} className={styles.hit}>
                  <span className={styles.reference}>{formatReference(book, hit.chapter, translation, [hit.verse])}</span>
                  <span className={styles.verse}>
                    <HighlightedText text={hit.text} ranges={hit.highlights} />
                  </span>
                </Link>
              </li>
            );
          })}
        </ol>
        {results.hasNextPage ? (
          <button type="button" className="btn btn-secondary" onClick={() => void results.fetchNextPage()} disabled={results.isFetchingNextPage}>
            {results.isFetchingNextPage ? t("searchPage.loadingMore") : t("searchPage.showMore")}
          </button>
        ) : null}
      </section>
    </div>
  );
}
