/** Splits a paragraph into sentences, with Intl.Segmenter where the browser has it. */
function sentences(paragraph: string): string[] {
  if (typeof Intl.Segmenter === "function") {
    return [...new Intl.Segmenter("en", { granularity: "sentence" }).segment(paragraph)].map((part) => part.segment.trim()).filter(Boolean);
  }
  return paragraph.match(/[^.!?]+[.!?]+["”’)]*|[^.!?]+$/g)?.map((part) => part.trim()) ?? [paragraph];
}

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
