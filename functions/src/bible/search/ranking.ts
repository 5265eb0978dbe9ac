import type { Query, SearchOptions, SearchResult } from "minisearch";
import { canMatchFuzzily, FUZZINESS, maxEdits } from "./fuzzy.ts";
import { matchingVerses } from "./matching.ts";
import { proximityBoosts } from "./proximity.ts";
import type { ParsedQuery } from "./query.ts";
import type { DocRange } from "./scopes.ts";
import { expandTerm } from "./term-expansion.ts";
import type { VerseIndex } from "./verse-index.ts";

/**
 * Ranking: MiniSearch's BM25+ score of the matching verses, with a document
 * boost for query words standing close together in the order typed ("loved
 * the world").
 */

/** A query's ranked matches: document ids best first, and what to highlight. */
export interface Ranking {
  docs: Uint32Array;
  scores: Float64Array;
  /** Term ids highlighted wherever they occur (plain words). */
  plain: Set<number>;
  /** Phrases as one term-id set per word; only their occurrences are highlighted. */
  phrases: Set<number>[][];
  fuzzy: boolean;
}

/** The ranking for a query: exact, or fuzzy when nothing matches exactly and a word is long enough to allow edits. */
export function rankQuery(index: VerseIndex, parsed: ParsedQuery, range: DocRange): Ranking {
  const exact = rank(index, parsed, range, false);
  if (exact.docs.length > 0 || !canMatchFuzzily(parsed.specs)) return exact;
  return rank(index, parsed, range, true);
}

function rank(index: VerseIndex, parsed: ParsedQuery, range: DocRange, fuzzy: boolean): Ranking {
  const expansions = new Map(parsed.specs.map((spec) => [spec.term, expandTerm(index, spec, fuzzy)]));
  const idsOf = (term: string): Set<number> => expansions.get(term) ?? new Set<number>();
  const phrases = parsed.phrases.map((phrase) => phrase.terms.map(idsOf));
  const plain = new Set<number>();
  for (const word of parsed.words) for (const id of idsOf(word.term)) plain.add(id);

  const { candidates, isCandidate } = matchingVerses(index, expansions.values(), phrases, range);
  if (candidates.length === 0) return { docs: new Uint32Array(0), scores: new Float64Array(0), plain, phrases, fuzzy };

  // MiniSearch scores the candidates only, and only for the expansions kept
  // (boostDocument 0 skips the rest). BM25 is unchanged by this: document
  // frequencies and lengths come from the whole index. Its document boost
  // is our proximity factor, so verses with the words close together and
  // in the order typed come first.
  const proximity = proximityBoosts(index, candidates, [...expansions.values()]);
  const allowed = new Set<string>();
  for (const ids of expansions.values()) for (const id of ids) allowed.add(index.terms[id] ?? "");
  const searchOptions: SearchOptions = {
    combineWith: "AND",
    boostDocument: (id: number, term: string) => (isCandidate(id) && allowed.has(term) ? (proximity?.get(id) ?? 1) : 0),
  };
  const query: Query = {
    combineWith: "AND",
    queries: parsed.specs.map((spec) => ({
      queries: [spec.term],
      prefix: spec.prefix,
      fuzzy: fuzzy && maxEdits(spec.term) > 0 ? FUZZINESS : false,
    })),
  };
  const results = index.miniSearch.search(query, searchOptions);
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
