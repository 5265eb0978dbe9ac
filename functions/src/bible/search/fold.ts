/**
 * Text folding shared by the search index and the queries, so "Jesús",
 * "JESUS" and "jesus" are one term, and "fué" is found by "fue".
 */

/** Apostrophes typeset as curly quotes or modifier letters. */
const CURLY_APOSTROPHES = /[\u2018\u2019\u201B\u02BC\u2032\uFF07]/g;
const COMBINING_MARKS = /\p{M}+/gu;
/** Letters NFD does not decompose but readers type without the ligature or stroke. */
const LETTER_FOLDS: Readonly<Record<string, string>> = {
  "æ": "ae",
  "œ": "oe",
  "ß": "ss",
  "ø": "o",
  "đ": "d",
  "ł": "l",
  "ı": "i",
};
const FOLDED_LETTERS = /[æœßøđłı]/g;
const PLAIN = /^[\x20-\x7E]*$/;

/** Lowercase, strip accents and other combining marks, straighten apostrophes. */
export function foldText(text: string): string {
  const lower = text.toLowerCase();
  if (PLAIN.test(lower)) return lower;
  return lower
    .normalize("NFD")
    .replace(COMBINING_MARKS, "")
    .replace(CURLY_APOSTROPHES, "'")
    .replace(FOLDED_LETTERS, (letter) => LETTER_FOLDS[letter] ?? letter);
}

/** A word of the original text: `text.slice(start, end)` folds to `term`. */
export interface Token {
  term: string;
  start: number;
  end: number;
}

/**
 * A word: letters or digits (with any combining marks), joined by inner
 * apostrophes ("don't", "God’s"). A leading or trailing apostrophe is a
 * quotation mark, not part of the word.
 */
const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*(?:['\u2019\u02BC][\p{L}\p{N}][\p{L}\p{N}\p{M}]*)*/gu;

/**
 * The words of `text`, folded, with their [start, end) offsets in `text`
 * itself. `folds` (word → folded) saves refolding the same words when
 * tokenizing a whole Bible.
 */
export function tokenize(text: string, folds?: Map<string, string>): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    let term = folds?.get(word);
    if (term === undefined) {
      term = foldText(word);
      folds?.set(word, term);
    }
    tokens.push({ term, start: match.index, end: match.index + word.length });
  }
  return tokens;
}

/** The folded words of `text`, without offsets. */
export function foldedTerms(text: string): string[] {
  return tokenize(text).map((token) => token.term);
}

/**
 * The term a folded word is indexed and searched under: an English
 * possessive is its noun ("god's" → "god"), so "Yahweh" finds "Yahweh’s".
 */
export function indexTerm(folded: string): string {
  return folded.length > 2 && folded.endsWith("'s") ? folded.slice(0, -2) : folded;
}
