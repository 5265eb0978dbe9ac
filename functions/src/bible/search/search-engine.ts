import type { BookMeta, SearchHit, TranslationData } from "@berea/contracts/bible";
import { highlights } from "./highlights.ts";
import { parseQuery } from "./query.ts";
import { RankingCache } from "./ranking-cache.ts";
import { rankQuery } from "./ranking.ts";
import { resolveScope, scopeRanges } from "./scopes.ts";
import { buildVerseIndex } from "./verse-index.ts";

/**
 * Full-text search over one translation, in memory. The parts, each a
 * module of plain functions:
 * - fold.ts: folding and tokenizing, shared by the index and the queries;
 * - verse-index.ts: the index, built once per translation;
 * - query.ts: the query language (words, "phrases", the last word as a prefix);
 * - scopes.ts: all, OT, NT or a book, as a range of verses;
 * - term-expansion.ts and fuzzy.ts: which indexed words a query word
 *   matches (itself, its prefix expansions, and when nothing matches
 *   exactly, its fuzzy variants);
 * - matching.ts, proximity.ts, ranking.ts: which verses match, and in what order;
 * - highlights.ts: what to highlight in each hit;
 * - ranking-cache.ts: recent rankings, for paging.
 */

export { parseQuery } from "./query.ts";
export { withinEdits } from "./fuzzy.ts";
export { UnknownScopeError } from "./scopes.ts";

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

export interface SearchEngineOptions {
  /** Recent queries whose ranking is kept (0 = none). Default 64. */
  cacheSize?: number;
}

const DEFAULT_CACHE_SIZE = 64;

export function createSearchEngine(translation: TranslationData, books: BookMeta[], options: SearchEngineOptions = {}): SearchEngine {
  const started = performance.now();
  const index = buildVerseIndex(translation, books);
  const scopes = scopeRanges(index.books, books, index.documentCount);
  const buildMs = performance.now() - started;
  const cache = new RankingCache(options.cacheSize ?? DEFAULT_CACHE_SIZE);

  return {
    search(request) {
      const t0 = performance.now();
      const range = resolveScope(scopes, request.scope);
      const parsed = parseQuery(request.q);
      if (parsed.specs.length === 0) return { total: 0, hits: [], tookMs: elapsed(t0), fuzzy: false };

      const key = `${range[0]}-${range[1]} ${JSON.stringify(parsed)}`;
      let result = cache.get(key);
      if (!result) {
        result = rankQuery(index, parsed, range);
        cache.set(key, result);
      }
      const offset = Math.max(0, Math.floor(request.offset));
      const end = Math.min(result.docs.length, offset + Math.max(0, Math.floor(request.limit)));
      const hits: SearchHit[] = [];
      for (let i = offset; i < end; i++) {
        const doc = result.docs[i] ?? 0;
        hits.push({
          book: index.books[index.verseBook[doc] ?? 0]?.id ?? "",
          chapter: index.verseChapter[doc] ?? 0,
          verse: index.verseNumber[doc] ?? 0,
          text: index.verseText[doc] ?? "",
          highlights: highlights(index, doc, result),
          score: Math.round((result.scores[i] ?? 0) * 1000) / 1000,
        });
      }
      return { total: result.docs.length, hits, tookMs: elapsed(t0), fuzzy: result.fuzzy };
    },
    stats() {
      return { documents: index.documentCount, terms: index.terms.length, tokens: index.tokens.term.length, buildMs: Math.round(buildMs) };
    },
  };
}

function elapsed(since: number): number {
  return Math.round((performance.now() - since) * 100) / 100;
}
