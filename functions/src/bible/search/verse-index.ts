import MiniSearch, { type Options } from "minisearch";
import type { BookMeta, TranslationData } from "@berea/contracts/bible";
import { indexTerm, tokenize } from "./fold.ts";

/**
 * One translation's verses, indexed once (about 1.2 s and 50 MB for a
 * Bible). One document per non-empty verse, numbered in canonical order
 * (book order, chapter, verse), so a scope is a range of document ids and
 * ties sort by id. Verse text is folded (fold.ts) and split once, here; the
 * folded words are kept per verse as term ids with their offsets, for
 * phrases, proximity and highlights, and a posting list per term finds the
 * verses that match before MiniSearch scores them.
 */

const FIELD = "text";

export interface IndexedDoc {
  id: number;
  text: string;
}

/** A book of the translation, in canonical order, with its [first, end) document ids. */
export interface IndexedBook {
  id: string;
  testament: BookMeta["testament"];
  first: number;
  end: number;
}

/** Per token (a word of a verse, all verses one after another): its term id and [start, end) offsets in the verse. */
export interface Tokens {
  term: Uint16Array | Uint32Array;
  start: Uint16Array | Uint32Array;
  end: Uint16Array | Uint32Array;
  /** Per document, its first token; one more entry at the end (the total). */
  first: Uint32Array;
}

export interface VerseIndex {
  books: IndexedBook[];
  documentCount: number;
  /** Per document: an index into `books`, the chapter and verse numbers, the text as printed. */
  verseBook: Uint16Array;
  verseChapter: Uint16Array;
  verseNumber: Uint16Array;
  verseText: string[];
  /** The indexed terms by id, and the id of each. */
  terms: string[];
  vocabulary: Map<string, number>;
  /** Term ids in ascending order of the term, for prefix expansion by binary search. */
  sortedTerms: number[];
  tokens: Tokens;
  /** Term id → ascending document ids: `postings[postingStart[t]..postingStart[t + 1])`. */
  postingStart: Uint32Array;
  postings: Uint32Array;
  miniSearch: MiniSearch<IndexedDoc>;
}

const miniSearchOptions: Options<IndexedDoc> = {
  fields: [FIELD],
  // Documents arrive already folded and split (see fold.ts), one space apart.
  tokenize: (text) => text.split(" "),
  processTerm: (term) => term || null,
};

export function buildVerseIndex(translation: TranslationData, books: BookMeta[]): VerseIndex {
  const metaById = new Map(books.map((book) => [book.id, book]));
  const ordered = translation.books
    .map((book) => {
      const meta = metaById.get(book.id);
      if (!meta) throw new Error(`${translation.id}: book "${book.id}" is not in books.json.`);
      return { book, meta };
    })
    .sort((a, b) => a.meta.order - b.meta.order);

  const indexedBooks: IndexedBook[] = [];

  // Per document: where it is and what it says.
  const docBook: number[] = [];
  const docChapter: number[] = [];
  const docVerse: number[] = [];
  const verseText: string[] = [];

  // The indexed terms, and per document its words as term ids with their
  // [start, end) offsets in the verse, flat: folded once, here.
  const vocabulary = new Map<string, number>();
  const terms: string[] = [];
  const tokenTerm: number[] = [];
  const tokenStart: number[] = [];
  const tokenEnd: number[] = [];
  const docFirstToken: number[] = [];

  const docs: IndexedDoc[] = [];
  const folds = new Map<string, string>();
  ordered.forEach(({ book, meta }, bookIndex) => {
    const first = verseText.length;
    book.chapters.forEach((chapter, chapterIndex) => {
      chapter.verses.forEach((text, verseIndex) => {
        if (text === "") return;
        const id = verseText.length;
        docBook.push(bookIndex);
        docChapter.push(chapterIndex + 1);
        docVerse.push(verseIndex + 1);
        verseText.push(text);
        docFirstToken.push(tokenTerm.length);
        const words: string[] = [];
        for (const token of tokenize(text, folds)) {
          const term = indexTerm(token.term);
          let termId = vocabulary.get(term);
          if (termId === undefined) {
            termId = terms.length;
            vocabulary.set(term, termId);
            terms.push(term);
          }
          tokenTerm.push(termId);
          tokenStart.push(token.start);
          tokenEnd.push(token.end);
          words.push(term);
        }
        docs.push({ id, text: words.join(" ") });
      });
    });
    indexedBooks.push({ id: book.id, testament: meta.testament, first, end: verseText.length });
  });
  docFirstToken.push(tokenTerm.length);
  const documentCount = verseText.length;

  const miniSearch = new MiniSearch<IndexedDoc>(miniSearchOptions);
  miniSearch.addAll(docs);
  docs.length = 0;

  // Typed copies: a few bytes per verse or word instead of a JS number each.
  const longest = verseText.reduce((max, text) => Math.max(max, text.length), 0);
  const tokens: Tokens = {
    term: compact(tokenTerm, terms.length),
    start: compact(tokenStart, longest),
    end: compact(tokenEnd, longest),
    first: Uint32Array.from(docFirstToken),
  };
  const { postingStart, postings } = buildPostings(tokens, documentCount, terms.length);

  return {
    books: indexedBooks,
    documentCount,
    verseBook: Uint16Array.from(docBook),
    verseChapter: Uint16Array.from(docChapter),
    verseNumber: Uint16Array.from(docVerse),
    verseText,
    terms,
    vocabulary,
    sortedTerms: terms.map((_, i) => i).sort((a, b) => compare(terms[a] ?? "", terms[b] ?? "")),
    tokens,
    postingStart,
    postings,
    miniSearch,
  };
}

/** How many verses hold the term. */
export function documentFrequency(index: VerseIndex, term: number): number {
  return (index.postingStart[term + 1] ?? 0) - (index.postingStart[term] ?? 0);
}

/**
 * Our own compact postings (term id → ascending document ids), to find the
 * matching verses before scoring: MiniSearch then scores only those.
 */
function buildPostings(tokens: Tokens, documentCount: number, termCount: number): { postingStart: Uint32Array; postings: Uint32Array } {
  const pairs = verseTerms(tokens, documentCount, termCount);
  const postingStart = new Uint32Array(termCount + 1);
  for (let i = 0; i < pairs.count; i++) {
    const term = pairs.terms[i] ?? 0;
    postingStart[term + 1] = (postingStart[term + 1] ?? 0) + 1;
  }
  for (let term = 0; term < termCount; term++) postingStart[term + 1] = (postingStart[term + 1] ?? 0) + (postingStart[term] ?? 0);
  const postings = new Uint32Array(pairs.count);
  const next = postingStart.slice(0, termCount);
  for (let i = 0; i < pairs.count; i++) {
    const term = pairs.terms[i] ?? 0;
    postings[next[term] ?? 0] = pairs.docs[i] ?? 0;
    next[term] = (next[term] ?? 0) + 1;
  }
  return { postingStart, postings };
}

/** Each verse's distinct terms, verses in order, as (doc, term) pairs: the first `count` entries. */
function verseTerms(tokens: Tokens, documentCount: number, termCount: number): { docs: Uint32Array; terms: Uint32Array; count: number } {
  const docs = new Uint32Array(tokens.term.length);
  const terms = new Uint32Array(tokens.term.length);
  let count = 0;
  const lastDoc = new Int32Array(termCount).fill(-1);
  for (let doc = 0; doc < documentCount; doc++) {
    for (let at = tokens.first[doc] ?? 0, end = tokens.first[doc + 1] ?? 0; at < end; at++) {
      const term = tokens.term[at] ?? 0;
      if (lastDoc[term] === doc) continue;
      lastDoc[term] = doc;
      docs[count] = doc;
      terms[count] = term;
      count++;
    }
  }
  return { docs, terms, count };
}

/** `values` (all below `bound`) in the smallest typed array that holds them. */
function compact(values: number[], bound: number): Uint16Array | Uint32Array {
  return bound <= 0xffff ? Uint16Array.from(values) : Uint32Array.from(values);
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
