import type { DocRange } from "./scopes.ts";
import type { VerseIndex } from "./verse-index.ts";

/**
 * The verses in a scope that match a query: every word (any of its
 * expansions) and every phrase, found on our own postings before anything
 * is scored.
 */
export interface Matches {
  /** Ascending document ids. */
  candidates: number[];
  isCandidate: (doc: number) => boolean;
}

/** `words`: per query word, the term ids it matches; `phrases`: per phrase, one such set per word. */
export function matchingVerses(index: VerseIndex, words: Iterable<Set<number>>, phrases: Set<number>[][], [low, high]: DocRange): Matches {
  const { postingStart, postings } = index;
  // matched[doc] counts the words a document has matched so far.
  const matched = new Uint16Array(index.documentCount);
  let round = 0;
  for (const ids of words) {
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
    if (phrases.every((phrase) => phraseStarts(index, doc, phrase).length > 0)) candidates.push(doc);
    else matched[doc] = 0;
  }
  return { candidates, isCandidate: (doc) => matched[doc] === round };
}

/** Absolute token indexes where a phrase (one term-id set per word) starts in `doc`. */
export function phraseStarts(index: VerseIndex, doc: number, phrase: Set<number>[]): number[] {
  const { tokens } = index;
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
