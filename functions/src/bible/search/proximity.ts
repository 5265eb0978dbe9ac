import type { VerseIndex } from "./verse-index.ts";

/** Adjacent words in the order typed double a verse's score; further apart, less. */
const PROXIMITY_WEIGHT = 1;
/** Words in the reverse order count for this much of the same closeness. */
const REVERSED_CLOSENESS = 0.25;
/** Proximity looks at the first this many words of a query. */
const MAX_PROXIMITY_WORDS = 16;

/**
 * Per candidate, 1 + PROXIMITY_WEIGHT × the mean closeness of each pair of
 * consecutive query words (in the order typed): 1/gap when in that order,
 * REVERSED_CLOSENESS/gap when reversed, nearest occurrences. Undefined for
 * a one-word query. `words`: per query word, the term ids it matches.
 */
export function proximityBoosts(index: VerseIndex, candidates: number[], words: Set<number>[]): Map<number, number> | undefined {
  const pairs = Math.min(words.length, MAX_PROXIMITY_WORDS) - 1;
  if (pairs < 1) return undefined;
  const { tokens } = index;
  // Which query words (bits) each term stands for.
  const wordsOf = new Uint32Array(index.terms.length);
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
