/**
 * The fuzzy fallback: when nothing matches exactly, words of 5+ letters
 * match words within 20% of their length in edits, so a typo
 * ("shepperd") still finds something.
 */

/** Fuzzy matching applies to words of at least this many letters… */
const FUZZY_MIN_LENGTH = 5;
/** …within this fraction of their length in edits (rounded), as MiniSearch counts it. */
export const FUZZINESS = 0.2;

/** The number of edits a fuzzy search allows for `term` (0 = exact only). */
export function maxEdits(term: string): number {
  return term.length >= FUZZY_MIN_LENGTH ? Math.round(term.length * FUZZINESS) : 0;
}

/** Whether a query could match anything fuzzily that it did not match exactly. */
export function canMatchFuzzily(terms: readonly { term: string }[]): boolean {
  return terms.some((spec) => maxEdits(spec.term) > 0);
}

/** Ids of the `terms` within `term`'s allowed edits (none for a short word). */
export function fuzzyVariants(terms: readonly string[], term: string): number[] {
  const edits = maxEdits(term);
  const found: number[] = [];
  if (edits === 0) return found;
  terms.forEach((candidate, id) => {
    if (withinEdits(candidate, term, edits)) found.push(id);
  });
  return found;
}

// One pair of rows reused by every call: the fallback compares a word with every indexed term.
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
