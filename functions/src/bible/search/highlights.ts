import { phraseStarts } from "./matching.ts";
import type { Ranking } from "./ranking.ts";
import type { VerseIndex } from "./verse-index.ts";

/**
 * The [start, end) ranges of a verse's text to highlight, in order: every
 * occurrence of a plain word's matches, and the words of each phrase only
 * where the whole phrase stands.
 */
export function highlights(index: VerseIndex, doc: number, ranking: Ranking): [number, number][] {
  const { tokens } = index;
  const first = tokens.first[doc] ?? 0;
  const end = tokens.first[doc + 1] ?? first;
  const marked = new Uint8Array(end - first);
  for (const phrase of ranking.phrases) {
    for (const start of phraseStarts(index, doc, phrase)) marked.fill(1, start - first, start - first + phrase.length);
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
