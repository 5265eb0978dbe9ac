/**
 * Splits a paragraph into sentences at ".", "!" or "?" and any closing quote.
 * Not Intl.Segmenter: this runs in the signed-in home's first render, which
 * asks nothing of Intl (its first use on a page starts ICU, lib/time-zone.ts).
 * Every devotional's excerpt is the same either way; the test checks them all.
 */
export const sentences = (paragraph: string): string[] => paragraph.match(/[^.!?]+[.!?]+["”’)]*|[^.!?]+$/g)?.map((part) => part.trim()) ?? [paragraph];

/**
 * The opening of a reflection for a preview: its first sentence, and the
 * second too while the whole stays short. A first sentence longer than
 * `maxLength` is cut at a word with an ellipsis.
 */
export function reflectionExcerpt(reflection: readonly string[], maxLength = 220): string {
  const [first = "", second] = sentences(reflection[0] ?? "");
  if (first.length > maxLength) return `${first.slice(0, maxLength).replace(/\s+\S*$/, "")} …`;
  if (second && first.length + 1 + second.length <= maxLength) return `${first} ${second}`;
  return first;
}
