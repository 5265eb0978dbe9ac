/**
 * Verse alignment between two translations of one book, from the words they
 * share: Strong's numbers for KJV and RV1909 (both modules tag them), plain
 * words for KJV and WEB. A monotone dynamic programme, in the spirit of
 * Gale–Church sentence alignment, groups the verses 1:1, 2:1, 1:2, 3:1, 1:3 or
 * leaves one out, and prefers the same verse number when the evidence is
 * even. Used to find where the RV1909 module's verses sit in other slots than
 * the KJV's, and to confirm that the WEB's do not.
 */

export interface AlignItem {
  id: string;
  tokens: readonly string[];
}

export interface AlignGroup {
  a: string[];
  b: string[];
  score: number;
}

type Bag = Map<string, number>;

function bagOf(items: readonly AlignItem[]): Bag {
  const bag: Bag = new Map();
  for (const item of items) for (const t of item.tokens) bag.set(t, (bag.get(t) ?? 0) + 1);
  return bag;
}

function size(bag: Bag): number {
  let n = 0;
  for (const v of bag.values()) n += v;
  return n;
}

function dice(x: Bag, y: Bag): number {
  const nx = size(x);
  const ny = size(y);
  if (nx === 0 || ny === 0) return 0;
  let common = 0;
  for (const [k, v] of x) common += Math.min(v, y.get(k) ?? 0);
  return (2 * common) / (nx + ny);
}

/**
 * [verses of a, verses of b, penalty]. Merges go up to ten verses into one
 * slot: the RV1909 module files the Spanish Job 39:30-38 in the KJV slot
 * Job 39:30. Each extra verse in a group costs a little less than leaving a
 * verse unmatched, so a long merge wins only when the words agree.
 */
const MOVES: ReadonlyArray<readonly [number, number, number]> = [
  [1, 1, 0],
  [1, 0, 0.6],
  [0, 1, 0.6],
  ...Array.from({ length: 9 }, (_, i) => [i + 2, 1, 0.2 + 0.15 * (i + 1)] as const),
  ...Array.from({ length: 3 }, (_, i) => [1, i + 2, 0.2 + 0.15 * (i + 1)] as const),
];

/** Same verse number, or the bonus that makes identity win ties. */
const SAME_ID_BONUS = 0.15;

export function alignBook(a: readonly AlignItem[], b: readonly AlignItem[], band = 24): AlignGroup[] {
  const n = a.length;
  const m = b.length;
  const bagsA = a.map((x) => bagOf([x]));
  const bagsB = b.map((x) => bagOf([x]));
  const groupBag = (bags: readonly Bag[], from: number, to: number): Bag => {
    if (to - from === 1) return bags[from] ?? new Map();
    const out: Bag = new Map();
    for (let k = from; k < to; k++) for (const [t, v] of bags[k] ?? []) out.set(t, (out.get(t) ?? 0) + v);
    return out;
  };
  const width = m + 1;
  const best = new Float64Array((n + 1) * (m + 1)).fill(Number.NEGATIVE_INFINITY);
  const from = new Int8Array((n + 1) * (m + 1)).fill(-1);
  best[0] = 0;
  const offset = m - n;
  const inBand = (i: number, j: number): boolean => {
    // Allow the drift between the two numberings to grow towards the end.
    const expected = (i * (n === 0 ? 0 : m)) / Math.max(1, n);
    return Math.abs(j - expected) <= band + Math.abs(offset);
  };
  for (let i = 0; i <= n; i++) {
    for (let j = 0; j <= m; j++) {
      const here = best[i * width + j] ?? Number.NEGATIVE_INFINITY;
      if (here === Number.NEGATIVE_INFINITY) continue;
      MOVES.forEach(([da, db, penalty], moveIndex) => {
        const ni = i + da;
        const nj = j + db;
        if (ni > n || nj > m || !inBand(ni, nj)) return;
        let score = -penalty;
        if (da > 0 && db > 0) {
          score += ((da + db) * dice(groupBag(bagsA, i, ni), groupBag(bagsB, j, nj))) / 2;
          if (da === 1 && db === 1 && a[i]?.id === b[j]?.id) score += SAME_ID_BONUS;
        }
        const total = here + score;
        const k = ni * width + nj;
        if (total > (best[k] ?? Number.NEGATIVE_INFINITY)) {
          best[k] = total;
          from[k] = moveIndex;
        }
      });
    }
  }
  const groups: AlignGroup[] = [];
  let i = n;
  let j = m;
  while (i > 0 || j > 0) {
    const k = i * width + j;
    const moveIndex = from[k] ?? -1;
    const move = MOVES[moveIndex];
    if (move === undefined) throw new Error(`alignment failed at ${i},${j}`);
    const [da, db] = move;
    const ga = a.slice(i - da, i);
    const gb = b.slice(j - db, j);
    const prev = best[(i - da) * width + (j - db)] ?? 0;
    groups.push({ a: ga.map((x) => x.id), b: gb.map((x) => x.id), score: (best[k] ?? 0) - prev });
    i -= da;
    j -= db;
  }
  return groups.reverse();
}

/** Lower-case content words of an English verse, for KJV–WEB comparison. */
const STOP = new Set(
  "a an and are as at be but by for from he her him his i in is it its me my not of on or our shall she so that the their them they this thou thee thy to unto up was we were which who will with ye you your yours all have has had do did".split(
    " ",
  ),
);
export function englishWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/’s\b/g, "")
    .split(/[^a-z]+/)
    .filter((w) => w.length > 2 && !STOP.has(w))
    .map((w) => w.replace(/(eth|est|ed|es|s)$/, ""));
}
