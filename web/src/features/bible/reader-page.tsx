import { translationIdSchema, translations, type ChapterAsset, type TranslationId } from "@berea/contracts/bible";
import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight, Search } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useState, type CSSProperties } from "react";
import toast from "react-hot-toast";
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams, type LoaderFunctionArgs, type Params } from "react-router";
import { chapterQuery, keepChapterOffline } from "./api/get-chapter.ts";
import { bookName, bookSlug, findBook, firstReading, formatReference, neighbourChapter, type Book } from "../../lib/bible-books.ts";
import { BookPicker } from "./book-picker.tsx";
import { ChapterView, type VerseMarks } from "./chapter-view.tsx";
import { useBibleT } from "./i18n.ts";
import type { NoteRequest } from "./reader-notes.tsx";
import { ReferenceBox } from "./reference-box.tsx";
import { bibleSearchPath, readerPath, versesFromHash } from "../../lib/reader-paths.ts";
import { saveLastRead } from "../../lib/last-read.ts";
import { memorizePath } from "../../config/paths.ts";
import { useSignedInHint } from "../../lib/signed-in-hint.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { lineSpacings, readingWidths, useReaderSettings } from "./reader-settings.ts";
import { ReaderSettingsPanel } from "./reader-settings-panel.tsx";
import styles from "./reader.module.css";
import { SelectionBar } from "./selection-bar.tsx";

/** The reader's notes and highlights: loaded after the chapter, for a signed-in reader only. */
const ReaderNotes = lazy(() => import("./reader-notes.tsx"));
const noMarks: VerseMarks = new Map();

const ShareVerseDialog = lazy(async () => ({ default: (await import("../../components/share-verse/share-verse-dialog.tsx")).ShareVerseDialog }));

/** Scripture memory takes a verse or up to 6 in a row. */
const memorizable = (verses: readonly number[]) => verses.length > 0 && verses.length <= 6 && (verses.at(-1) ?? 0) - (verses[0] ?? 0) + 1 === verses.length;

/** Where an address points, if it points at a chapter we have; the page itself redirects or explains otherwise. */
export function chapterOf(params: Params): { translation: TranslationId; book: Book; chapter: number } | undefined {
  const translation = translationIdSchema.safeParse(params.translation?.toLowerCase());
  const book = params.book ? findBook(params.book) : undefined;
  const chapter = Number(params.chapter ?? 1);
  if (!translation.success || !book || !Number.isInteger(chapter) || chapter < 1 || chapter > book.chapters) return undefined;
  return { translation: translation.data, book, chapter };
}

/**
 * Starts fetching the chapter (and its parallel) as the navigation starts,
 * without holding the navigation up. The benchmark measures from the
 * "berea:chapter-requested" mark to "berea:chapter-rendered".
 */
export const readerLoader =
  (queryClient: QueryClient) =>
  ({ params, request }: LoaderFunctionArgs): null => {
    const target = chapterOf(params);
    if (!target) return null;
    performance.mark("berea:chapter-requested", { detail: { translation: target.translation, book: target.book.id, chapter: target.chapter } });
    void queryClient.prefetchQuery(chapterQuery(target.translation, target.book.id, target.chapter));
    const parallel = translationIdSchema.safeParse(new URL(request.url).searchParams.get("parallel"));
    if (parallel.success) void queryClient.prefetchQuery(chapterQuery(parallel.data, target.book.id, target.chapter));
    return null;
  };

/** /Bible/:translation/:book/:chapter — validates the address, then reads. */
export default function ReaderPage() {
  const { t } = useBibleT();
  const params = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const translation = translationIdSchema.safeParse(params.translation?.toLowerCase());
  const book = params.book ? findBook(params.book) : undefined;
  const chapter = Number(params.chapter ?? 1);
  const parallelParam = translationIdSchema.safeParse(search.get("parallel"));

  if (!book) return <ReaderMessage title={t("bookNotFoundTitle")} text={t("bookNotFoundText", { book: params.book ?? "" })} />;
  const primary = translation.success ? translation.data : "kjv";
  const parallel = parallelParam.success && parallelParam.data !== primary ? parallelParam.data : undefined;
  if (!Number.isInteger(chapter) || chapter < 1 || chapter > book.chapters) {
    return (
      <ReaderMessage
        title={t("chapterNotFoundTitle")}
        text={t("chapterCount", { book: bookName(book, primary), count: book.chapters })}
        link={{ to: readerPath({ translation: primary, book, chapter: 1 }), label: t("readFirstChapter", { book: bookName(book, primary) }) }}
      />
    );
  }
  const canonical = readerPath({ translation: primary, book, chapter, parallel });
  if (!translation.success || params.translation !== primary || params.book !== bookSlug(book) || params.chapter === undefined || (search.has("parallel") && !parallel)) {
    return <Navigate to={`${canonical}${location.hash}`} replace />;
  }
  return <Reader key={`${primary}/${book.id}/${chapter}/${parallel ?? ""}`} translation={primary} book={book} chapter={chapter} parallel={parallel} />;
}

function ReaderMessage({ title, text, link }: { title: string; text: string; link?: { to: string; label: string } }) {
  const { t } = useBibleT();
  return (
    <div className={`container page ${styles.message}`}>
      <h1>{title}</h1>
      <p>{text}</p>
      <Link className="btn btn-primary" to={link?.to ?? readerPath({ translation: "kjv", ...firstReading })}>
        {link?.label ?? t("openBible")}
      </Link>
    </div>
  );
}

interface ReaderProps {
  translation: TranslationId;
  book: Book;
  chapter: number;
  parallel: TranslationId | undefined;
}

function Reader({ translation, book, chapter, parallel }: ReaderProps) {
  const { t } = useBibleT();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [settings, updateSettings] = useReaderSettings();
  const primary = useQuery(chapterQuery(translation, book.id, chapter));
  const second = useQuery({ ...chapterQuery(parallel ?? translation, book.id, chapter), enabled: parallel !== undefined });
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [sharing, setSharing] = useState(false);
  const signedIn = useSignedInHint();
  const [marks, setMarks] = useState<VerseMarks>(noMarks);
  const [noteRequest, setNoteRequest] = useState<NoteRequest | null>(null);
  const openNote = useCallback((id: string) => setNoteRequest({ kind: "note", id }), []);
  // The server renders the page without the hash (app/server/render-reader.tsx): its verses light up once the page is React's.
  const hashVerses = useHydrated() ? versesFromHash(location.hash) : undefined;
  const highlighted = useMemo(() => {
    const set = new Set<number>();
    if (hashVerses) for (let verse = hashVerses.start; verse <= hashVerses.end; verse += 1) set.add(verse);
    return set;
  }, [hashVerses?.start, hashVerses?.end]); // eslint-disable-line react-hooks/exhaustive-deps -- the range, not the object, matters
  const previous = neighbourChapter({ book, chapter }, -1);
  const next = neighbourChapter({ book, chapter }, 1);
  const title = formatReference(book, chapter, translation);
  const ready = primary.data !== undefined && (parallel === undefined || second.data !== undefined);

  useEffect(() => {
    saveLastRead({ translation, book: book.id, chapter });
  }, [translation, book.id, chapter]);

  // A chapter that came inside its page (rendered on the server) is kept for offline reading as fetched ones are.
  useEffect(() => {
    for (const asset of [primary.data, second.data]) if (asset) void keepChapterOffline(asset);
  }, [primary.data, second.data]);

  // Once this chapter is on screen, fetch the next one so turning the page is instant (and works offline later).
  useEffect(() => {
    if (!ready || !next) return;
    const id = window.setTimeout(() => void queryClient.prefetchQuery(chapterQuery(translation, next.book.id, next.chapter)), 300);
    return () => window.clearTimeout(id);
  }, [ready, next?.book.id, next?.chapter, translation, queryClient]); // eslint-disable-line react-hooks/exhaustive-deps -- next is derived from book and chapter

  // The deep link's verse is scrolled to once the text is there; the benchmark reads this mark.
  useLayoutEffect(() => {
    if (!ready) return;
    performance.mark("berea:chapter-rendered", { detail: { translation, book: book.id, chapter } });
    if (hashVerses) document.getElementById(`v${hashVerses.start}`)?.scrollIntoView({ block: "center" });
  }, [ready, hashVerses?.start]); // eslint-disable-line react-hooks/exhaustive-deps -- run when the text arrives or the hash changes

  const toggle = useCallback((verses: number[]) => {
    setSelected((current) => {
      const nextSet = new Set(current);
      const isOn = verses.some((verse) => current.has(verse));
      for (const verse of verses) {
        if (isOn) nextSet.delete(verse);
        else nextSet.add(verse);
      }
      return nextSet;
    });
  }, []);

  const selectedList = [...selected].sort((a, b) => a - b);
  const selectionReference = selectedList.length > 0 ? formatReference(book, chapter, translation, selectedList) : "";
  const selectionText = (asset: ChapterAsset | undefined) =>
    selectedList
      .map((verse) => asset?.verses[verse - 1] ?? "")
      .filter(Boolean)
      .join(" ");

  const copy = async () => {
    const text = `${selectionText(primary.data)}\n— ${selectionReference} (${translations[translation].abbreviation})`;
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t("copied", { reference: selectionReference }));
    } catch {
      toast.error(t("copyFailed"));
    }
  };

  const noteOnSelection = () => setNoteRequest({ kind: "selection", verseStart: selectedList[0] ?? 1, verseEnd: selectedList[selectedList.length - 1] ?? 1 });
  // Scripture memory reads the reference in English book names, as its address does.
  const memorizeHref = memorizePath(formatReference(book, chapter, "kjv", selectedList), translation);

  const style = {
    "--reader-font-size": `${settings.fontSize}px`,
    "--reader-line-height": String(lineSpacings[settings.lineSpacing]),
    "--reader-width": parallel ? `calc(${readingWidths[settings.width]} * 1.9)` : readingWidths[settings.width],
  } as CSSProperties;

  return (
    <div className={styles.reader} style={style}>
      <title>{t("documentTitle", { title, abbreviation: translations[translation].abbreviation })}</title>
      <div className={styles.toolbar}>
        <div className={styles.toolbarInner}>
          <BookPicker translation={translation} current={book} chapter={chapter} parallel={parallel} />
          <ReferenceBox translation={translation} parallel={parallel} />
          <TranslationSwitch translation={translation} book={book} chapter={chapter} parallel={parallel} hash={location.hash} />
          <ReaderSettingsPanel settings={settings} onChange={updateSettings} />
          <Link className="btn btn-ghost" to={`${bibleSearchPath}?translation=${translation}`}>
            <Search size={18} aria-hidden="true" />
            <span className={styles.buttonLabel}>{t("search")}</span>
          </Link>
        </div>
      </div>

      <article className={styles.page} aria-busy={!ready}>
        <header className={styles.chapterHeader}>
          <h1>{title}</h1>
          <p className={styles.translationName}>
            {parallel ? t("translationPair", { first: translations[translation].name, second: translations[parallel].name }) : translations[translation].name}
          </p>
        </header>

        {primary.error || second.error ? (
          <div className={styles.loadError} role="alert">
            <p>{(primary.error ?? second.error)?.message}</p>
            <button type="button" className="btn btn-primary" onClick={() => void Promise.all([primary.refetch(), parallel ? second.refetch() : null])}>
              {t("tryAgain")}
            </button>
          </div>
        ) : primary.data && (!parallel || second.data) ? (
          <ChapterView
            asset={primary.data}
            parallel={parallel ? second.data : undefined}
            verseCount={book.verses[chapter - 1] ?? primary.data.verses.length}
            selected={selected}
            highlighted={highlighted}
            onToggle={toggle}
            marks={signedIn ? marks : noMarks}
            onOpenNote={signedIn ? openNote : undefined}
          />
        ) : (
          <div className={styles.skeleton} aria-label={t("loadingChapter")}>
            {Array.from({ length: 8 }, (_, index) => (
              <span key={index} />
            ))}
          </div>
        )}

        <nav className={styles.chapterNav} aria-label={t("chapters")}>
          {previous ? (
            <Link className="btn btn-secondary" to={readerPath({ translation, ...previous, parallel })} rel="prev">
              <ChevronLeft size={18} aria-hidden="true" /> {formatReference(previous.book, previous.chapter, translation)}
            </Link>
          ) : (
            <span />
          )}
          {next ? (
            <Link className="btn btn-secondary" to={readerPath({ translation, ...next, parallel })} rel="next">
              {formatReference(next.book, next.chapter, translation)} <ChevronRight size={18} aria-hidden="true" />
            </Link>
          ) : null}
        </nav>
      </article>

      {selectedList.length > 0 && !noteRequest ? (
        <SelectionBar
          reference={selectionReference}
          onCopy={() => void copy()}
          onShareImage={() => setSharing(true)}
          onClear={() => setSelected(new Set())}
          onNote={signedIn ? noteOnSelection : undefined}
          memorizeHref={signedIn && memorizable(selectedList) ? memorizeHref : undefined}
        />
      ) : null}
      {signedIn && ready ? (
        <Suspense fallback={null}>
          <ReaderNotes
            translation={translation}
            book={book}
            chapter={chapter}
            request={noteRequest}
            onMarks={setMarks}
            onDone={(saved) => {
              setNoteRequest(null);
              if (saved) setSelected(new Set());
            }}
          />
        </Suspense>
      ) : null}
      {sharing && selectedList.length > 0 ? (
        <Suspense fallback={null}>
          <ShareVerseDialog
            input={{
              text: selectionText(primary.data),
              reference: selectionReference,
              translation: translations[translation].abbreviation,
              theme: pageTheme(),
            }}
            onClose={() => setSharing(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The page's theme as the header set it, for the shared image. */
const pageTheme = (): "dark" | "light" => (document.documentElement.dataset.theme === "dark" ? "dark" : "light");

function TranslationSwitch({ translation, book, chapter, parallel, hash }: ReaderProps & { hash: string }) {
  const { t } = useBibleT();
  const navigate = useNavigate();
  const [, setSearch] = useSearchParams();
  return (
    <div className={styles.translationSwitch}>
      <label>
        <span className="visually-hidden">{t("translation")}</span>
        <select
          className="input"
          value={translation}
          onChange={(event) => {
            const next = translationIdSchema.safeParse(event.target.value);
            if (!next.success) return;
            void navigate(`${readerPath({ translation: next.data, book, chapter, parallel: parallel === next.data ? undefined : parallel })}${hash}`);
          }}
        >
          {Object.values(translations).map((entry) => (
            <option key={entry.id} value={entry.id} title={entry.name}>
              {entry.abbreviation}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.parallelLabel}>
        <span>{t("sideBySide")}</span>
        <select
          className="input"
          value={parallel ?? ""}
          onChange={(event) => {
            const value = translationIdSchema.safeParse(event.target.value);
            setSearch(value.success ? { parallel: value.data } : {}, { preventScrollReset: true });
          }}
        >
          <option value="">{t("oneColumn")}</option>
          {Object.values(translations)
            .filter((entry) => entry.id !== translation)
            .map((entry) => (
              <option key={entry.id} value={entry.id}>
                {t("withTranslation", { abbreviation: entry.abbreviation })}
              </option>
            ))}
        </select>
      </label>
    </div>
  );
}
