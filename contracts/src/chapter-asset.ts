import type { AlignmentGroup, BookMeta, ChapterAlignmentRow, ChapterAsset, TranslationData, TranslationId, VersificationData } from "./bible.ts";

/**
 * One chapter of one translation as the reader shows it (`ChapterAsset`):
 * the verses with their titles and headings, the WEB's footnotes on the slots
 * it leaves empty or prints elsewhere, and RV1909's rows where its numbering
 * differs from the KJV's. The web build writes every chapter as a static file
 * with it (scripts/bible/chapter-assets.ts) and the `pages` function renders a
 * chapter's page with it (functions/src/pages/reader-page.ts), so the page's
 * markup and the file the browser then holds are the same data.
 */
export interface BibleSource {
  /** A translation's text; read only when a chapter of it (or RV1909's alignment) is asked for. */
  text(translation: TranslationId): TranslationData;
  books(): BookMeta[];
  versification(): VersificationData;
}

const refParts = (ref: string): { book: string; chapter: number; verse: number } => {
  const [book = "", chapter = "0", verse = "0"] = ref.split(".");
  return { book, chapter: Number(chapter), verse: Number(verse) };
};

/** Footnotes for slots the WEB leaves empty or prints elsewhere, by "Book.chapter". */
function webNotes(versification: VersificationData, books: BookMeta[]): Map<string, Record<string, string>> {
  const byChapter = new Map<string, Record<string, string>>();
  const add = (ref: string, note: string) => {
    const { book, chapter, verse } = refParts(ref);
    const key = `${book}.${chapter}`;
    byChapter.set(key, { ...byChapter.get(key), [verse]: note });
  };
  for (const ref of versification.web.lacks) {
    const footnote = versification.web.lacksNotes[ref];
    add(ref, `The World English Bible does not include this verse.${footnote ? ` Its footnote: ${footnote}` : ""}`);
  }
  for (const move of versification.web.moved) {
    const from = refParts(move.from);
    move.to.forEach((ref, index) => {
      const name = books.find((b) => b.id === from.book)?.name.en ?? from.book;
      add(ref, `The World English Bible prints this verse as ${name} ${from.chapter}:${from.verse + 1 + index}.`);
    });
  }
  return byChapter;
}

/** For each KJV chapter where RV1909's slots differ, the rows that line the two up, by "Book.chapter". */
function rvAlignment(rv: TranslationData, versification: VersificationData): Map<string, ChapterAlignmentRow[]> {
  const text = (ref: string): string => {
    const { book, chapter, verse } = refParts(ref);
    return rv.books.find((b) => b.id === book)?.chapters[chapter - 1]?.verses[verse - 1] ?? "";
  };
  const seen = new Set<string>();
  const rows = new Map<string, ChapterAlignmentRow[]>();
  const groups: AlignmentGroup[] = Object.values(versification.rv1909.mapping).flat();
  for (const group of groups) {
    const key = JSON.stringify(group);
    if (seen.has(key)) continue;
    seen.add(key);
    const labels = group.rv1909.map((ref) => {
      const { chapter, verse } = refParts(ref);
      return `${chapter}:${verse}`;
    });
    const texts = group.rv1909.map(text);
    // A group can run across a KJV chapter break (Job 39:27-40:5): each chapter gets its part.
    const kjvChapters = new Map<string, number[]>();
    for (const ref of group.kjv) {
      const { book, chapter, verse } = refParts(ref);
      const chapterKey = `${book}.${chapter}`;
      kjvChapters.set(chapterKey, [...(kjvChapters.get(chapterKey) ?? []), verse]);
    }
    for (const [chapterKey, verses] of kjvChapters) {
      rows.set(chapterKey, [...(rows.get(chapterKey) ?? []), { kjv: verses, labels, texts }]);
    }
  }
  for (const list of rows.values()) list.sort((a, b) => (a.kjv[0] ?? 0) - (b.kjv[0] ?? 0));
  return rows;
}

/** A chapter's asset from `source`, or undefined when the translation has no such book or chapter. */
export function chapterAssets(source: BibleSource): (translation: TranslationId, book: string, chapter: number) => ChapterAsset | undefined {
  // Each part is read on first use: the WEB's notes and RV1909's rows only when a chapter of theirs is asked for.
  let notes: Map<string, Record<string, string>> | undefined;
  let alignment: Map<string, ChapterAlignmentRow[]> | undefined;
  const books = new Map<TranslationId, Map<string, TranslationData["books"][number]>>();
  const bookOf = (translation: TranslationId, id: string) => {
    let byId = books.get(translation);
    if (!byId) {
      byId = new Map(source.text(translation).books.map((book) => [book.id, book]));
      books.set(translation, byId);
    }
    return byId.get(id);
  };

  return (translation, book, chapter) => {
    const data = bookOf(translation, book)?.chapters[chapter - 1];
    if (!data) return undefined;
    const key = `${book}.${chapter}`;
    const chapterNotes = translation === "web" ? (notes ??= webNotes(source.versification(), source.books())).get(key) : undefined;
    const rows = translation === "rv1909" ? (alignment ??= rvAlignment(source.text("rv1909"), source.versification())).get(key) : undefined;
    // The keys in this order: the static files' names are a hash of their text (scripts/bible/chapter-assets.ts).
    return {
      translation,
      book,
      chapter,
      ...(data.title === undefined ? {} : { title: data.title }),
      ...(data.headings === undefined ? {} : { headings: data.headings }),
      ...(data.subscription === undefined ? {} : { subscription: data.subscription }),
      verses: data.verses,
      ...(chapterNotes ? { notes: chapterNotes } : {}),
      ...(rows ? { alignment: rows } : {}),
    };
  };
}
