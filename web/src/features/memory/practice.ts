import type { MemoryCard, MemoryRating } from "@berea/contracts/memory";

/**
 * The practice side of scripture memory, as plain functions: which mode a
 * card is practised in as it grows, the first-letters and cloze views of a
 * verse, and the word-by-word check of a verse typed from memory.
 */

export const practiceModes = ["read", "first-letters", "cloze", "type"] as const;
export type PracticeMode = (typeof practiceModes)[number];

/**
 * The mode a card starts in, growing with it: a new card is read; then,
 * as FSRS's stability (days it is expected to hold) grows, first letters,
 * words hidden, and at last the whole verse typed from memory.
 */
export function modeFor(card: Pick<MemoryCard, "reps" | "stability" | "state">): PracticeMode {
  if (card.reps === 0) return "read";
  if (card.state === "relearning" || card.stability < 3) return "first-letters";
  if (card.stability < 10) return "cloze";
  return "type";
}

/** How much of the verse the cloze hides: a third at first, up to four in five as the card grows. */
export const clozeShare = (stability: number): number => Math.min(0.8, 0.35 + Math.max(0, stability - 3) / 20);

/** The verse split into words with the spaces and punctuation around them kept. */
export const wordsOf = (text: string): string[] => text.split(/\s+/).filter((word) => word !== "");

/** "For God so loved" → "F G s l": each word's first letter, its punctuation kept. */
export function firstLetters(text: string): string {
  return wordsOf(text)
    .map((word) => word.replace(/^([^\p{L}\p{N}]*)([\p{L}\p{N}])[\p{L}\p{N}'’-]*/u, "$1$2"))
    .join(" ");
}

/**
 * Which words the cloze hides: every so many words, spread evenly through
 * the verse, starting with the longer ones; `share` of them at most. The
 * same card and share give the same gaps, so a re-render keeps them.
 */
export function clozeHidden(text: string, share: number): Set<number> {
  const words = wordsOf(text);
  const count = Math.max(1, Math.round(words.length * share));
  const ranked = words
    .map((word, index) => ({ index, length: normalizeWord(word).length }))
    .filter((word) => word.length > 0)
    .sort((a, b) => b.length - a.length || a.index - b.index);
  return new Set(ranked.slice(0, count).map((word) => word.index));
}

/** A word as the check compares it: lower case, without punctuation or accents. */
export function normalizeWord(word: string): string {
  return word
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");
}

export type WordCheck =
  | { kind: "right"; word: string }
  /** A word typed in place of the verse's: `typed` shown struck, `word` the right one. */
  | { kind: "wrong"; word: string; typed: string }
  | { kind: "missing"; word: string }
  | { kind: "extra"; typed: string };

export interface TypedCheck {
  words: WordCheck[];
  right: number;
  total: number;
  /** The grade the check suggests: all right is Good, nearly all (90%) Hard, less Again. */
  suggested: MemoryRating;
}

/**
 * Checks a verse typed from memory word by word, forgiving case,
 * punctuation and accents. The words are aligned (longest common
 * subsequence), so a missed or added word does not mark every word after
 * it wrong; a typed word standing where the verse has another is "wrong".
 */
export function checkTyped(expectedText: string, typedText: string): TypedCheck {
  const expected = wordsOf(expectedText).filter((word) => normalizeWord(word) !== "");
  const typed = wordsOf(typedText).filter((word) => normalizeWord(word) !== "");
  const a = expected.map(normalizeWord);
  const b = typed.map(normalizeWord);
  // lcs[i][j]: the longest common subsequence of a[i..] and b[j..].
  const lcs: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      const row = lcs[i] as number[];
      row[j] = a[i] === b[j] ? (lcs[i + 1]?.[j + 1] ?? 0) + 1 : Math.max(lcs[i + 1]?.[j] ?? 0, row[j + 1] ?? 0);
    }
  }
  const words: WordCheck[] = [];
  let i = 0;
  let j = 0;
  const pendingMissing: string[] = [];
  const pendingExtra: string[] = [];
  const flush = () => {
    // Words left out and words added in the same place are the same slot typed wrong.
    while (pendingMissing.length > 0 && pendingExtra.length > 0) words.push({ kind: "wrong", word: pendingMissing.shift() ?? "", typed: pendingExtra.shift() ?? "" });
    for (const word of pendingMissing.splice(0)) words.push({ kind: "missing", word });
    for (const extra of pendingExtra.splice(0)) words.push({ kind: "extra", typed: extra });
  };
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      flush();
      words.push({ kind: "right", word: expected[i] ?? "" });
      i += 1;
      j += 1;
    } else if (j < b.length && (i >= a.length || (lcs[i]?.[j + 1] ?? 0) >= (lcs[i + 1]?.[j] ?? 0))) {
      pendingExtra.push(typed[j] ?? "");
      j += 1;
    } else {
      pendingMissing.push(expected[i] ?? "");
      i += 1;
    }
  }
  flush();
  const right = words.filter((word) => word.kind === "right").length;
  const total = expected.length;
  const errors = words.length - right;
  const suggested: MemoryRating = errors === 0 ? "good" : right >= total * 0.9 ? "hard" : "again";
  return { words, right, total, suggested };
}

/** The whole text of a card, its verses joined. */
export const cardText = (card: Pick<MemoryCard, "verses">): string => card.verses.map((verse) => verse.text).join(" ");
