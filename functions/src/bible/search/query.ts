import { indexTerm, tokenize } from "./fold.ts";

/**
 * The query language:
 * - plain words must all match (AND); the last one, when it has 3+ letters,
 *   also matches as a prefix (as you type);
 * - "a phrase in double quotes" must appear as a run of words; an unclosed
 *   quote is a phrase still being typed (its last word matches as a prefix).
 */

/** Prefix matching applies to the last word from this many letters. */
const PREFIX_MIN_LENGTH = 3;

/** One word of the query as it is searched. */
export interface TermSpec {
  term: string;
  prefix: boolean;
}

/** Words that must appear one after another. Its last word, if still being typed, is a prefix. */
export interface Phrase {
  terms: string[];
}

export interface ParsedQuery {
  /** Every distinct word, plain or in a phrase, in query order. */
  specs: TermSpec[];
  /** Plain words (outside quotes). */
  words: TermSpec[];
  /** Phrases of two or more words. */
  phrases: Phrase[];
}

/** Splits a query into plain words and quoted phrases, all folded. */
export function parseQuery(q: string): ParsedQuery {
  const parts = q.replace(/[\u201C\u201D\u201E\u201F\u00AB\u00BB]/g, '"').split('"');
  const unclosed = parts.length % 2 === 0;
  const words: TermSpec[] = [];
  const phrases: Phrase[] = [];
  // Every word in the order typed, and the last one if it may still be growing.
  const typed: TermSpec[] = [];
  let growing: TermSpec | undefined;
  parts.forEach((part, i) => {
    const specs = tokenize(part).map((token): TermSpec => ({ term: indexTerm(token.term), prefix: false }));
    if (specs.length === 0) return;
    const quoted = i % 2 === 1;
    // A closed quote is finished; an open one, or plain words, may still be typed.
    const open = i === parts.length - 1 && (!quoted || unclosed);
    typed.push(...specs);
    growing = open ? specs.at(-1) : undefined;
    if (!quoted || specs.length === 1) {
      words.push(...specs);
    } else {
      phrases.push({ terms: specs.map((spec) => spec.term) });
    }
  });
  if (growing && growing.term.length >= PREFIX_MIN_LENGTH) growing.prefix = true;

  const byTerm = new Map<string, TermSpec>();
  for (const { term, prefix } of typed) {
    const known = byTerm.get(term);
    if (known) known.prefix ||= prefix;
    else byTerm.set(term, { term, prefix });
  }
  return { specs: [...byTerm.values()], words, phrases };
}
