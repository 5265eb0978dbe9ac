import { fuzzyVariants } from "./fuzzy.ts";
import type { TermSpec } from "./query.ts";
import { documentFrequency, type VerseIndex } from "./verse-index.ts";

/**
 * A prefix expands to at most this many words, most frequent first, and only
 * while the verses they add stay within the posting budget: "the" is a whole
 * word already found in 24,000 verses, not the start of "thereof".
 */
const MAX_PREFIX_EXPANSIONS = 48;
const PREFIX_POSTING_BUDGET = 12_000;

/**
 * The ids of the indexed terms one query word matches: itself, its prefix
 * expansions (most frequent first, within the caps), its fuzzy variants.
 */
export function expandTerm(index: VerseIndex, spec: TermSpec, fuzzy: boolean): Set<number> {
  const ids = new Set<number>();
  const exact = index.vocabulary.get(spec.term);
  if (exact !== undefined) ids.add(exact);
  if (spec.prefix) {
    let budget = PREFIX_POSTING_BUDGET - (exact === undefined ? 0 : documentFrequency(index, exact));
    const prefixed = termsWithPrefix(index, spec.term).sort((a, b) => documentFrequency(index, b) - documentFrequency(index, a));
    for (const id of prefixed.slice(0, MAX_PREFIX_EXPANSIONS)) {
      budget -= documentFrequency(index, id);
      if (budget < 0) break;
      ids.add(id);
    }
  }
  if (fuzzy) for (const id of fuzzyVariants(index.terms, spec.term)) ids.add(id);
  return ids;
}

/** Ids of the indexed terms that start with `prefix`, other than `prefix` itself. */
function termsWithPrefix(index: VerseIndex, prefix: string): number[] {
  const { sortedTerms, terms } = index;
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
