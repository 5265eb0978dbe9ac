import type { BookMeta } from "@berea/contracts/bible";
import type { PlanDay, PlanPassage } from "@berea/contracts/reading-plans";

/**
 * Plans generated from the Bible data (data/bible/books.json), the same way
 * every time: a sequence of whole chapters, split into days so that each day
 * reads about the same number of verses.
 *
 * The split is the optimal one for a simple rule: keep the chapters in
 * order and whole, and make the days' verse counts as close to the mean as
 * possible, measured as the sum over days of (verses − mean)². A dynamic
 * programme over (days, chapters) finds it exactly; a greedy split cannot
 * look ahead and leaves a short or long last day. A chapter longer than the
 * mean (Psalm 119, 176 verses) stays whole and makes its day long; the
 * tests bound how far any other day strays.
 */

export interface Chapter {
  book: string;
  chapter: number;
  verses: number;
}

/** A part of a generated plan: `from`..`to` in canonical order, or the chronological order. */
export type Track = { from: string; to: string } | { order: "chronological" };

export interface ChronologicalOrder {
  description: string;
  sections: { name: string; why: string; read: string[] }[];
}

/** Every chapter of the Bible in canonical order. */
export function canonicalChapters(books: readonly BookMeta[]): Chapter[] {
  return books.flatMap((book) => book.verses.map((verses, index) => ({ book: book.id, chapter: index + 1, verses })));
}

function bookMap(books: readonly BookMeta[]): Map<string, BookMeta> {
  return new Map(books.map((book) => [book.id, book]));
}

/**
 * The chapters a reference names: "Job" (the whole book), "1Sam 20-21",
 * "Ps 34, 56" or "Ps 1-2, 4-6" (lists and ranges of one book).
 */
export function chaptersOf(reference: string, books: readonly BookMeta[]): Chapter[] {
  const match = /^(\S+)(?: (.+))?$/.exec(reference.trim());
  const book = match?.[1] === undefined ? undefined : bookMap(books).get(match[1]);
  if (!match || !book) throw new Error(`Unknown book in reading plan reference "${reference}".`);
  const chapter = (number: number): Chapter => {
    const verses = book.verses[number - 1];
    if (verses === undefined) throw new Error(`${book.id} has no chapter ${number} (reference "${reference}").`);
    return { book: book.id, chapter: number, verses };
  };
  if (match[2] === undefined) return book.verses.map((_, index) => chapter(index + 1));
  return match[2].split(",").flatMap((part) => {
    const range = /^\s*(\d+)(?:-(\d+))?\s*$/.exec(part);
    if (!range) throw new Error(`Cannot read "${part}" in reading plan reference "${reference}".`);
    const first = Number(range[1]);
    const last = range[2] === undefined ? first : Number(range[2]);
    if (last < first) throw new Error(`Backwards range in reading plan reference "${reference}".`);
    return Array.from({ length: last - first + 1 }, (_, index) => chapter(first + index));
  });
}

/** The chronological order as one chapter sequence, read section by section. */
export function chronologicalChapters(order: ChronologicalOrder, books: readonly BookMeta[]): Chapter[] {
  return order.sections.flatMap((section) => section.read.flatMap((reference) => chaptersOf(reference, books)));
}

export function trackChapters(track: Track, books: readonly BookMeta[], chronological: ChronologicalOrder): Chapter[] {
  if ("order" in track) return chronologicalChapters(chronological, books);
  const all = canonicalChapters(books);
  const first = all.findIndex((chapter) => chapter.book === track.from);
  const after = all.findLastIndex((chapter) => chapter.book === track.to);
  if (first === -1 || after === -1 || after < first) throw new Error(`Reading plan track ${track.from}..${track.to} names no books.`);
  return all.slice(first, after + 1);
}

/**
 * Splits `weights` (in order) into `parts` non-empty runs whose sums are as
 * close to the mean as possible (least sum of squared deviations). Returns
 * the length of each run. `maxRun` bounds a run's length to keep the
 * programme fast; it must allow a solution.
 */
export function balancedSplit(weights: readonly number[], parts: number, maxRun = 60): number[] {
  const n = weights.length;
  if (!Number.isInteger(parts) || parts < 1 || parts > n) throw new Error(`Cannot split ${n} chapters into ${parts} days.`);
  const prefix = [0];
  for (const weight of weights) prefix.push((prefix.at(-1) ?? 0) + weight);
  const at = (index: number) => prefix[index] ?? 0;
  const target = at(n) / parts;

  // best[i]: least cost of splitting the first i weights into the runs made so far; from[j][i]: where run j starts.
  let best = new Float64Array(n + 1).fill(Number.POSITIVE_INFINITY);
  best[0] = 0;
  const from: Int32Array[] = [];
  for (let run = 1; run <= parts; run += 1) {
    const next = new Float64Array(n + 1).fill(Number.POSITIVE_INFINITY);
    const start = new Int32Array(n + 1).fill(-1);
    // Run `run` ends at i; the runs after it still need one weight each.
    for (let i = run; i <= n - (parts - run); i += 1) {
      for (let k = Math.max(run - 1, i - maxRun); k < i; k += 1) {
        const before = best[k] ?? Number.POSITIVE_INFINITY;
        if (before === Number.POSITIVE_INFINITY) continue;
        const deviation = at(i) - at(k) - target;
        const cost = before + deviation * deviation;
        if (cost < (next[i] ?? Number.POSITIVE_INFINITY)) {
          next[i] = cost;
          start[i] = k;
        }
      }
    }
    from.push(start);
    best = next;
  }
  if ((best[n] ?? Number.POSITIVE_INFINITY) === Number.POSITIVE_INFINITY) throw new Error(`No split of ${n} chapters into ${parts} days with at most ${maxRun} a day.`);

  const lengths: number[] = [];
  let end = n;
  for (let run = parts; run >= 1; run -= 1) {
    const begin = from[run - 1]?.[end] ?? -1;
    if (begin < 0) throw new Error("balancedSplit: broken back-pointer");
    lengths.unshift(end - begin);
    end = begin;
  }
  return lengths;
}

/** Cuts `chapters` into runs of the given lengths. */
function cut<T>(items: readonly T[], lengths: readonly number[]): T[][] {
  const runs: T[][] = [];
  let index = 0;
  for (const length of lengths) {
    runs.push(items.slice(index, index + length));
    index += length;
  }
  return runs;
}

/**
 * A generated plan's days: each track is split over the days on its own,
 * and day d reads day d of every track (Psalms and Proverbs side by side).
 */
export function generateDays(tracks: readonly Track[], days: number, books: readonly BookMeta[], chronological: ChronologicalOrder): PlanDay[] {
  const perTrack = tracks.map((track) => {
    const chapters = trackChapters(track, books, chronological);
    return cut(chapters, balancedSplit(chapters.map((chapter) => chapter.verses), days));
  });
  return Array.from({ length: days }, (_, day) => ({
    passages: perTrack.flatMap((runs) => (runs[day] ?? []).map(({ book, chapter }): PlanPassage => ({ book, chapter }))),
  }));
}
