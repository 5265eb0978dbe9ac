import MiniSearch, { type Options, type Query, type SearchOptions, type SearchResult } from "minisearch";
import type { BookMeta, SearchHit, TranslationData } from "@berea/contracts/bible";
import { indexTerm, tokenize } from "./fold.ts";

/**
 * Full-text search over one translation, in memory. One MiniSearch document
 * per non-empty verse, numbered in canonical order (book order, chapter,
 * verse), so a scope is a range of document ids and ties sort by id. Verse
 * text is folded (fold.ts) and split once, when the index is built; the
 * folded words are kept per verse as term ids with their offsets, for
 * phrases, proximity and highlights.
 *
 * Query language:
 * - plain words must all match (AND); the last one, when it has 3+ letters,
 *   also matches as a prefix (as you type), capped to its most frequent
 *   expansions;
 * - "a phrase in double quotes" must appear as a run of words; an unclosed
 *   quote is a phrase still being typed (its last word matches as a prefix);
 * - when nothing matches, words of 5+ letters are matched fuzzily
 *   (edit distance 20% of their length) so a typo still finds something.
 *
 * Ranking: MiniSearch's BM25+ score, with a document boost for query words
 * standing close together in the order typed ("loved the world").
 */

/** The scope is neither "all", "OT", "NT" nor a book. The message is for a person. */
export class UnknownScopeError extends Error {
  constructor(readonly scope: string) {
    super(`There is no book "${scope}" to search in. Choose all, OT, NT or a book such as John.`);
    this.name = "UnknownScopeError";
  }
}

export interface SearchEngineRequest {
  q: string;
  /** "all", "OT", "NT" or an OSIS book id such as "John" (case-insensitive). */
  scope: string;
  offset: number;
  limit: number;
}

export interface SearchEngineReply {
  /** How many verses match. */
  total: number;
  /** Verses offset..offset+limit, best first (ties in canonical order). */
  hits: SearchHit[];
  tookMs: number;
  /** Nothing matched exactly, so these are fuzzy matches (a typo?). */
  fuzzy: boolean;
}

export interface SearchEngineStats {
  /** Verses indexed. */
  documents: number;
  /** Distinct indexed terms. */
  terms: number;
  /** Words indexed in all. */
  tokens: number;
  buildMs: number;
}

export interface SearchEngine {
  search(request: SearchEngineRequest): SearchEngineReply;
  stats(): SearchEngineStats;
}

/** Fuzzy matching applies to words of at least this many letters… */
const FUZZY_MIN_LENGTH = 5;
/** …within this fraction of their length in edits (rounded), as MiniSearch counts it. */
const FUZZINESS = 0.2;
/** Prefix matching applies to the last word from this many letters. */
const PREFIX_MIN_LENGTH = 3;
/**
 * A prefix expands to at most this many words, most frequent first, and only
 * while the verses they add stay within the posting budget: "the" is a whole
 * word already found in 24,000 verses, not the start of "thereof".
 */
const MAX_PREFIX_EXPANSIONS = 48;
const PREFIX_POSTING_BUDGET = 12_000;
/** Adjacent words in the order typed double a verse's score; further apart, less. */
const PROXIMITY_WEIGHT = 1;
/** Words in the reverse order count for this much of the same closeness. */
const REVERSED_CLOSENESS = 0.25;
/** Proximity looks at the first this many words of a query. */
const MAX_PROXIMITY_WORDS = 16;
/** Results of recent queries kept per engine, for paging and as-you-type repeats. */
const DEFAULT_CACHE_SIZE = 64;
/** …holding at most this many verses in all (12 bytes each). */
const MAX_CACHED_VERSES = 250_000;

const FIELD = "text";

interface Doc {
  id: number;
  text: string;
}

/** One word of the query as MiniSearch searches it. */
interface TermSpec {
  term: string;
  prefix: boolean;
}

/** Words that must appear one after another. Its last word, if still being typed, is a prefix. */
interface Phrase {
  terms: string[];
}

interface ParsedQuery {
  /** Every distinct word, plain or in a phrase, in query order. */
  specs: TermSpec[];
  /** Plain words (outside quotes). */
  words: TermSpec[];
  /** Phrases of two or more words. */
  phrases: Phrase[];
}

/** Splits a query into plain words and quoted phrases, all folded. */
export function parseQuery(q: string): ParsedQuery {
  const parts = q.replace(/[\u201C\u201D\u201E\u201F\u00AB\u00BB]/g, '"').split('"');
  const unclosed = parts.length % 2 === 0;
  const words: TermSpec[] = [];
  const phrases: Phrase[] = [];
  // Every word in the order typed, and the last one if it may still be growing.
  const typed: TermSpec[] = [];
  let growing: TermSpec | undefined;
  parts.forEach((part, i) => {
    const specs = tokenize(part).map((token): TermSpec => ({ term: indexTerm(token.term), prefix: false }));
    if (specs.length === 0) return;
    const quoted = i % 2 === 1;
    // A closed quote is finished; an open one, or plain words, may still be typed.
    const open = i === parts.length - 1 && (!quoted || unclosed);
    typed.push(...specs);
    growing = open ? specs.at(-1) : undefined;
    if (!quoted || specs.length === 1) {
      words.push(...specs);
    } else {
      phrases.push({ terms: specs.map((spec) => spec.term) });
    }
  });
  if (growing && growing.term.length >= PREFIX_MIN_LENGTH) growing.prefix = true;

  const byTerm = new Map<string, TermSpec>();
  for (const { term, prefix } of typed) {
    const known = byTerm.get(term);
    if (known) known.prefix ||= prefix;
    else byTerm.set(term, { term, prefix });
  }
  return { specs: [...byTerm.values()], words, phrases };
}

/** The number of edits a fuzzy search allows for `term` (0 = exact only). */
function maxEdits(term: string): number {
  return term.length >= FUZZY_MIN_LENGTH ? Math.round(term.length * FUZZINESS) : 0;
}

let previousRow = new Uint16Array(32);
let currentRow = new Uint16Array(32);

/** Whether `a` and `b` are at most `k` edits (Levenshtein) apart. */
export function withinEdits(a: string, b: string, k: number): boolean {
  if (Math.abs(a.length - b.length) > k) return false;
  if (a === b) return true;
  if (k === 0) return false;
  if (previousRow.length <= b.length) {
    previousRow = new Uint16Array(b.length + 1);
    currentRow = new Uint16Array(b.length + 1);
  }
  let previous = previousRow;
  let current = currentRow;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    const letter = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const substitute = (previous[j - 1] ?? 0) + (letter === b.charCodeAt(j - 1) ? 0 : 1);
      const value = Math.min(substitute, (previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > k) return false;
    [previous, current] = [current, previous];
  }
  return (previous[b.length] ?? k + 1) <= k;
}

const miniSearchOptions: Options<Doc> = {
  fields: [FIELD],
  // Documents arrive already folded and split (see fold.ts), one space apart.
  tokenize: (text) => text.split(" "),
  processTerm: (term) => term || null,
};

export interface SearchEngineOptions {
  /** Recent queries whose ranking is kept (0 = none). Default 64. */
  cacheSize?: number;
}

/** A query's ranked matches: document ids best first, and what to highlight. */
interface Ranking {
  docs: Uint32Array;
  scores: Float64Array;
  /** Term ids highlighted wherever they occur (plain words). */
  plain: Set<number>;
  /** Phrases as one term-id set per word; only their occurrences are highlighted. */
  phrases: Set<number>[][];
  fuzzy: boolean;
}

export function createSearchEngine(
  translation: TranslationData,
  books: BookMeta[],
  options: SearchEngineOptions = {},
): SearchEngine {
  const started = performance.now();
  const cacheSize = options.cacheSize ?? DEFAULT_CACHE_SIZE;

  const metaById = new Map(books.map((book) => [book.id, book]));
  const ordered = translation.books
    .map((book) => {
      const meta = metaById.get(book.id);
      if (!meta) throw new Error(`${translation.id}: book "${book.id}" is not in books.json.`);
      return { book, meta };
    })
    .sort((a, b) => a.meta.order - b.meta.order);

  // Per book (index into `ordered`): its id and its [first, end) document ids.
  const bookIds: string[] = [];
  const bookRanges: [number, number][] = [];

  // Per document: where it is and what it says.
  const docBook: number[] = [];
  const docChapter: number[] = [];
  const docVerse: number[] = [];
  const docText: string[] = [];

  // The indexed terms, and per document its words as term ids with their
  // [start, end) offsets in the verse, flat: folded once, here.
  const vocabulary = new Map<string, number>();
  const terms: string[] = [];
  const tokenTerm: number[] = [];
  const tokenStart: number[] = [];
  const tokenEnd: number[] = [];
  const docFirstToken: number[] = [];

  const docs: Doc[] = [];
  const folds = new Map<string, string>();
  ordered.forEach(({ book }, bookIndex) => {
    const first = docText.length;
    book.chapters.forEach((chapter, chapterIndex) => {
      chapter.verses.forEach((text, verseIndex) => {
        if (text === "") return;
        const id = docText.length;
        docBook.push(bookIndex);
        docChapter.push(chapterIndex + 1);
        docVerse.push(verseIndex + 1);
        docText.push(text);
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
    bookIds.push(book.id);
    bookRanges.push([first, docText.length]);
  });
  docFirstToken.push(tokenTerm.length);
  const documentCount = docText.length;

  const miniSearch = new MiniSearch<Doc>(miniSearchOptions);
  miniSearch.addAll(docs);
  docs.length = 0;

  // Typed copies: a few bytes per verse or word instead of a JS number each.
  const verseBook = Uint16Array.from(docBook);
  const verseChapter = Uint16Array.from(docChapter);
  const verseNumber = Uint16Array.from(docVerse);
  docBook.length = docChapter.length = docVerse.length = 0;
  const longest = docText.reduce((max, text) => Math.max(max, text.length), 0);
  const tokens = {
    term: compact(tokenTerm, terms.length),
    start: compact(tokenStart, longest),
    end: compact(tokenEnd, longest),
    first: Uint32Array.from(docFirstToken),
  };
  tokenTerm.length = tokenStart.length = tokenEnd.length = docFirstToken.length = 0;

  // Our own compact postings (term id → ascending document ids), to find the
  // matching verses before scoring: MiniSearch then scores only those.
  const postingStart = new Uint32Array(terms.length + 1);
  const postings = new Uint32Array(countPostings(tokens, documentCount, terms.length, postingStart));
  {
    const next = postingStart.slice(0, terms.length);
    const lastDoc = new Int32Array(terms.length).fill(-1);
    for (let doc = 0; doc < documentCount; doc++) {
      for (let at = tokens.first[doc] ?? 0, end = tokens.first[doc + 1] ?? 0; at < end; at++) {
        const term = tokens.term[at] ?? 0;
        if (lastDoc[term] === doc) continue;
        lastDoc[term] = doc;
        postings[next[term] ?? 0] = doc;
        next[term] = (next[term] ?? 0) + 1;
      }
    }
  }
  const documentFrequency = (term: number): number => (postingStart[term + 1] ?? 0) - (postingStart[term] ?? 0);

  // Term ids in ascending order of the term, for prefix expansion by binary search.
  const sortedTerms = terms.map((_, i) => i).sort((a, b) => compare(terms[a] ?? "", terms[b] ?? ""));

  // Scopes: "all", the testaments and each book, as document id ranges.
  const scopes = new Map<string, [number, number]>([["all", [0, documentCount]]]);
  for (const testament of ["OT", "NT"] as const) {
    const ranges = bookRanges.filter((_, i) => ordered[i]?.meta.testament === testament);
    const range: [number, number] =
      ranges.length > 0 ? [Math.min(...ranges.map(([a]) => a)), Math.max(...ranges.map(([, b]) => b))] : [0, 0];
    scopes.set(testament.toLowerCase(), range);
  }
  bookIds.forEach((id, i) => scopes.set(id.toLowerCase(), bookRanges[i] ?? [0, 0]));
  // A book of books.json the translation lacks is a valid, empty scope.
  for (const book of books) {
    if (!scopes.has(book.id.toLowerCase())) scopes.set(book.id.toLowerCase(), [0, 0]);
  }

  const buildMs = performance.now() - started;
  const cache = new Map<string, Ranking>();
  let cachedVerses = 0;

  function resolveScope(scope: string): [number, number] {
    const key = scope.trim().toLowerCase() || "all";
    const range = scopes.get(key);
    if (!range) throw new UnknownScopeError(scope.trim());
    return range;
  }

  /** Ids of the indexed terms that start with `prefix`, other than `prefix` itself. */
  function termsWithPrefix(prefix: string): number[] {
    let low = 0;
    let high = sortedTerms.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((terms[sortedTerms[mid] ?? 0] ?? "") < prefix) low = mid + 1;
      else high = mid;
    }
    const found: number[] = [];
    for (let i = low; i < sortedTerms.length; i++) {
      const id = sortedTerms[i] ?? 0;
      const term = terms[id] ?? "";
      if (!term.startsWith(prefix)) break;
      if (term !== prefix) found.push(id);
    }
    return found;
  }

  /**
   * The ids of the indexed terms one query word matches: itself, its prefix
   * expansions (most frequent first, within the caps), its fuzzy variants.
   */
  function expand(spec: TermSpec, fuzzy: boolean): Set<number> {
    const ids = new Set<number>();
    const exact = vocabulary.get(spec.term);
    if (exact !== undefined) ids.add(exact);
    if (spec.prefix) {
      let budget = PREFIX_POSTING_BUDGET - (exact === undefined ? 0 : documentFrequency(exact));
      const prefixed = termsWithPrefix(spec.term).sort((a, b) => documentFrequency(b) - documentFrequency(a));
      for (const id of prefixed.slice(0, MAX_PREFIX_EXPANSIONS)) {
        budget -= documentFrequency(id);
        if (budget < 0) break;
        ids.add(id);
      }
    }
    const edits = fuzzy ? maxEdits(spec.term) : 0;
    if (edits > 0) {
      terms.forEach((term, id) => {
        if (withinEdits(term, spec.term, edits)) ids.add(id);
      });
    }
    return ids;
  }

  /** Absolute token indexes where a phrase (one term-id set per word) starts in `doc`. */
  function phraseStarts(doc: number, phrase: Set<number>[]): number[] {
    const first = tokens.first[doc] ?? 0;
    const last = (tokens.first[doc + 1] ?? first) - phrase.length;
    const starts: number[] = [];
    for (let at = first; at <= last; at++) {
      let k = 0;
      while (k < phrase.length && phrase[k]?.has(tokens.term[at + k] ?? -1)) k++;
      if (k === phrase.length) starts.push(at);
    }
    return starts;
  }

  function highlights(doc: number, ranking: Ranking): [number, number][] {
    const first = tokens.first[doc] ?? 0;
    const end = tokens.first[doc + 1] ?? first;
    const marked = new Uint8Array(end - first);
    for (const phrase of ranking.phrases) {
      for (const start of phraseStarts(doc, phrase)) marked.fill(1, start - first, start - first + phrase.length);
    }
    for (let at = first; at < end; at++) {
      if (ranking.plain.has(tokens.term[at] ?? -1)) marked[at - first] = 1;
    }
    const ranges: [number, number][] = [];
    marked.forEach((flag, i) => {
      if (flag) ranges.push([tokens.start[first + i] ?? 0, tokens.end[first + i] ?? 0]);
    });
    return ranges;
  }

  /**
   * Per candidate, 1 + PROXIMITY_WEIGHT × the mean closeness of each pair of
   * consecutive query words (in the order typed): 1/gap when in that order,
   * REVERSED_CLOSENESS/gap when reversed, nearest occurrences. Undefined for
   * a one-word query.
   */
  function proximityBoosts(candidates: number[], words: Set<number>[]): Map<number, number> | undefined {
    const pairs = Math.min(words.length, MAX_PROXIMITY_WORDS) - 1;
    if (pairs < 1) return undefined;
    // Which query words (bits) each term stands for.
    const wordsOf = new Uint32Array(terms.length);
    words.slice(0, pairs + 1).forEach((ids, j) => {
      for (const id of ids) wordsOf[id] = (wordsOf[id] ?? 0) | (1 << j);
    });
    const lastSeen = new Int32Array(pairs + 1);
    const closeness = new Float64Array(pairs);
    const boosts = new Map<number, number>();
    for (const doc of candidates) {
      lastSeen.fill(-1);
      closeness.fill(0);
      const first = tokens.first[doc] ?? 0;
      const end = tokens.first[doc + 1] ?? first;
      for (let at = first; at < end; at++) {
        const mask = wordsOf[tokens.term[at] ?? 0] ?? 0;
        if (mask === 0) continue;
        for (let j = 0; j <= pairs; j++) {
          if (!(mask & (1 << j))) continue;
          const before = j > 0 ? (lastSeen[j - 1] ?? -1) : -1;
          if (before >= 0) closeness[j - 1] = Math.max(closeness[j - 1] ?? 0, 1 / (at - before));
          const after = j < pairs ? (lastSeen[j + 1] ?? -1) : -1;
          if (after >= 0) closeness[j] = Math.max(closeness[j] ?? 0, REVERSED_CLOSENESS / (at - after));
        }
        for (let j = 0; j <= pairs; j++) if (mask & (1 << j)) lastSeen[j] = at;
      }
      let sum = 0;
      for (const value of closeness) sum += value;
      boosts.set(doc, 1 + (PROXIMITY_WEIGHT * sum) / pairs);
    }
    return boosts;
  }

  function rank(parsed: ParsedQuery, [low, high]: [number, number], fuzzy: boolean): Ranking {
    const expansions = new Map(parsed.specs.map((spec) => [spec.term, expand(spec, fuzzy)]));
    const idsOf = (term: string): Set<number> => expansions.get(term) ?? new Set<number>();
    const phrases = parsed.phrases.map((phrase) => phrase.terms.map(idsOf));
    const plain = new Set<number>();
    for (const word of parsed.words) for (const id of idsOf(word.term)) plain.add(id);
    const empty: Ranking = { docs: new Uint32Array(0), scores: new Float64Array(0), plain, phrases, fuzzy };

    // Candidates: the documents in scope matching every word (AND) and every
    // phrase. matched[doc] counts the words a document has matched so far.
    const matched = new Uint16Array(documentCount);
    let round = 0;
    for (const ids of expansions.values()) {
      for (const term of ids) {
        for (let p = postingStart[term] ?? 0, end = postingStart[term + 1] ?? 0; p < end; p++) {
          const doc = postings[p] ?? 0;
          if (doc >= low && doc < high && matched[doc] === round) matched[doc] = round + 1;
        }
      }
      round++;
    }
    const candidates: number[] = [];
    for (let doc = low; doc < high; doc++) {
      if (matched[doc] !== round) continue;
      if (phrases.every((phrase) => phraseStarts(doc, phrase).length > 0)) candidates.push(doc);
      else matched[doc] = 0;
    }
    if (candidates.length === 0) return empty;

    // MiniSearch scores the candidates only, and only for the expansions kept
    // (boostDocument 0 skips the rest). BM25 is unchanged by this: document
    // frequencies and lengths come from the whole index. Its document boost
    // is our proximity factor, so verses with the words close together and
    // in the order typed come first.
    const proximity = proximityBoosts(candidates, [...expansions.values()]);
    const allowed = new Set<string>();
    for (const ids of expansions.values()) for (const id of ids) allowed.add(terms[id] ?? "");
    const searchOptions: SearchOptions = {
      combineWith: "AND",
      boostDocument: (id: number, term: string) =>
        matched[id] === round && allowed.has(term) ? (proximity?.get(id) ?? 1) : 0,
    };
    const query: Query = {
      combineWith: "AND",
      queries: parsed.specs.map((spec) => ({
        queries: [spec.term],
        prefix: spec.prefix,
        fuzzy: fuzzy && maxEdits(spec.term) > 0 ? FUZZINESS : false,
      })),
    };
    const results = miniSearch.search(query, searchOptions);
    // Best first, ties in canonical order (MiniSearch's order is usually that already).
    const inOrder = (a: SearchResult, b: SearchResult): number => b.score - a.score || (a.id as number) - (b.id as number);
    if (results.some((result, i) => i > 0 && inOrder(results[i - 1] ?? result, result) > 0)) results.sort(inOrder);
    return {
      docs: Uint32Array.from(results, (result) => result.id as number),
      scores: Float64Array.from(results, (result) => result.score),
      plain,
      phrases,
      fuzzy,
    };
  }

  /** The ranking for a query, exact or else fuzzy, from the cache when it is there. */
  function ranking(parsed: ParsedQuery, range: [number, number]): Ranking {
    const key = `${range[0]}-${range[1]} ${JSON.stringify(parsed)}`;
    const cached = cache.get(key);
    if (cached) {
      cache.delete(key);
      cache.set(key, cached);
      return cached;
    }
    let result = rank(parsed, range, false);
    if (result.docs.length === 0 && parsed.specs.some((spec) => maxEdits(spec.term) > 0)) {
      result = rank(parsed, range, true);
    }
    if (cacheSize > 0) {
      cache.set(key, result);
      cachedVerses += result.docs.length;
      for (const [oldest, { docs }] of cache) {
        if (cache.size <= cacheSize && cachedVerses <= MAX_CACHED_VERSES) break;
        cache.delete(oldest);
        cachedVerses -= docs.length;
      }
    }
    return result;
  }

  return {
    search(request) {
      const t0 = performance.now();
      const range = resolveScope(request.scope);
      const parsed = parseQuery(request.q);
      if (parsed.specs.length === 0) return { total: 0, hits: [], tookMs: elapsed(t0), fuzzy: false };

      const result = ranking(parsed, range);
      const offset = Math.max(0, Math.floor(request.offset));
      const end = Math.min(result.docs.length, offset + Math.max(0, Math.floor(request.limit)));
      const hits: SearchHit[] = [];
      for (let i = offset; i < end; i++) {
        const doc = result.docs[i] ?? 0;
        hits.push({
          book: bookIds[verseBook[doc] ?? 0] ?? "",
          chapter: verseChapter[doc] ?? 0,
          verse: verseNumber[doc] ?? 0,
          text: docText[doc] ?? "",
          highlights: highlights(doc, result),
          score: Math.round((result.scores[i] ?? 0) * 1000) / 1000,
        });
      }
      return { total: result.docs.length, hits, tookMs: elapsed(t0), fuzzy: result.fuzzy };
    },
    stats() {
      return { documents: documentCount, terms: terms.length, tokens: tokens.term.length, buildMs: Math.round(buildMs) };
    },
  };
}

/** Fills `starts` (term id → first posting, plus the total at the end); returns the total. */
function countPostings(
  tokens: { term: Uint16Array | Uint32Array; first: Uint32Array },
  documentCount: number,
  termCount: number,
  starts: Uint32Array,
): number {
  const lastDoc = new Int32Array(termCount).fill(-1);
  for (let doc = 0; doc < documentCount; doc++) {
    for (let at = tokens.first[doc] ?? 0, end = tokens.first[doc + 1] ?? 0; at < end; at++) {
      const term = tokens.term[at] ?? 0;
      if (lastDoc[term] === doc) continue;
      lastDoc[term] = doc;
      starts[term + 1] = (starts[term + 1] ?? 0) + 1;
    }
  }
  for (let term = 0; term < termCount; term++) starts[term + 1] = (starts[term + 1] ?? 0) + (starts[term] ?? 0);
  return starts[termCount] ?? 0;
}

/** `values` (all below `bound`) in the smallest typed array that holds them. */
function compact(values: number[], bound: number): Uint16Array | Uint32Array {
  return bound <= 0xffff ? Uint16Array.from(values) : Uint32Array.from(values);
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function elapsed(since: number): number {
  return Math.round((performance.now() - since) * 100) / 100;
}
