/**
 * Turns the markup of SWORD commentary and dictionary entries (OSIS for the
 * commentaries, TEI for Nave's) into plain blocks: paragraphs of clean text
 * and headings. Nothing of the markup survives: Strong's numbers and other
 * attributes go, references and emphasis keep only their words.
 *
 * An entry is a fragment, not a document: paragraphs are milestones
 * (`<div sID="gen5" type="x-p"/> … <div eID="gen5" type="x-p"/>`) that may
 * open in one entry and close in the next, so every start, end or container
 * boundary simply ends the paragraph being written.
 */
import { tokenize } from "../bible/osis.ts";

/** A paragraph of text, or a heading (level 2: a section; level 3: a subsection). */
export type Block = string | { heading: string; level: 2 | 3 };

/** What a `<title>` becomes: headings, paragraphs, or nothing (an empty list). */
export type TitleRule = (text: string, type: string) => Block[];

export interface MarkupRules {
  title: TitleRule;
  /**
   * A paragraph that is nothing but bold text: MHCC's "Verses 1-5" (a
   * subheading), Scofield's lemma (the words a note is about, joined to the
   * note that follows), or text like any other.
   */
  boldParagraph: "heading" | "lemma" | "text";
  /** Bold words that open a paragraph with more text after them: Scofield's lemma gets a dash after it. */
  leadingBold: "lemma" | "text";
}

/** Elements whose end or start ends a paragraph. */
const BLOCK = new Set(["div", "p", "lb", "list", "item", "row", "table", "lg", "l", "entryFree", "def"]);
/** Markup around words; the words stay. */
const INLINE = new Set(["hi", "reference", "ref", "w", "foreign", "transChange", "name", "abbr"]);
/** Markers with no text of their own. */
const MARKER = new Set(["chapter", "milestone", "verse"]);
/** Table cells: their text is kept, with a space between cells. */
const CELL = "cell";

export const KNOWN_ELEMENTS = new Set([...BLOCK, ...INLINE, ...MARKER, CELL, "title"]);

/**
 * The C1 control characters in the Treasury of David module are letters of
 * the DOS code page 437 that an earlier conversion left undecoded (Latin
 * quotations: "h\x91c ratio" is "hæc ratio", "quotidi\x8a" is "quotidiè").
 */
const CP437_C1: Record<string, string> = {
  "\x80": "Ç", "\x81": "ü", "\x82": "é", "\x83": "â", "\x84": "ä", "\x85": "à", "\x86": "å", "\x87": "ç",
  "\x88": "ê", "\x89": "ë", "\x8a": "è", "\x8b": "ï", "\x8c": "î", "\x8d": "ì", "\x8e": "Ä", "\x8f": "Å",
  "\x90": "É", "\x91": "æ", "\x92": "Æ", "\x93": "ô", "\x94": "ö", "\x95": "ò", "\x96": "û", "\x97": "ù",
  "\x98": "ÿ", "\x99": "Ö", "\x9a": "Ü", "\x9b": "¢", "\x9c": "£", "\x9d": "¥", "\x9e": "₧", "\x9f": "ƒ",
};

export function decodeC1(text: string): string {
  return text.replace(/[\x80-\x9f]/g, (c) => CP437_C1[c] ?? c);
}

/**
 * White space collapsed; the spacing slips of the sources mended: no space
 * before closing punctuation or inside brackets, one after a comma or
 * semicolon between words ("ourselves,we"), an apostrophe put back against
 * its word ("David' s", Nave's), a doubled comma dropped (",;"), and a compound split at a line end joined
 * again ("sin- offering"; "sin- and trespass-offerings" stays as it is).
 */
export function tidy(text: string): string {
  return text
    .replace(/[\s\u00a0]+/g, " ")
    .replace(/(\p{L})' s\b/gu, "$1's")
    .replace(/(\p{L})- (?!(?:and|or|nor|to)\b)(\p{Ll})/gu, "$1-$2")
    .replace(/ +([,.;:!?])(?=\p{L})/gu, "$1 ")
    .replace(/ +([,.;:!?)\]])/g, "$1")
    .replace(/(\p{Ll})([,;])(\p{L})/gu, "$1$2 $3")
    .replace(/,+([,;:])/g, "$1")
    .replace(/([([]) +/g, "$1")
    .trim();
}

interface Run {
  text: string;
  bold: boolean;
}

/** The blocks of one entry, and the element names it used (for the build's report of unknown markup). */
export function entryBlocks(markup: string, rules: MarkupRules): { blocks: Block[]; elements: Set<string> } {
  const blocks: Block[] = [];
  const elements = new Set<string>();
  let runs: Run[] = [];
  /** Open `<hi>` elements, true where bold. */
  const hiStack: boolean[] = [];
  /** The open `<title>`'s text, while inside one. */
  let title: { type: string; parts: string[]; depth: number } | null = null;
  let pendingLemma: string | null = null;

  const pushParagraph = (text: string): void => {
    if (pendingLemma !== null) {
      blocks.push(`${pendingLemma} — ${text}`);
      pendingLemma = null;
    } else {
      blocks.push(text);
    }
  };
  const flushLemma = (): void => {
    if (pendingLemma !== null) blocks.push(pendingLemma);
    pendingLemma = null;
  };

  const endParagraph = (): void => {
    const text = tidy(runs.map((r) => r.text).join(""));
    const current = runs;
    runs = [];
    if (text === "") return;
    const meaningful = current.filter((r) => r.text.trim() !== "");
    const allBold = meaningful.every((r) => r.bold);
    if (allBold) {
      if (rules.boldParagraph === "heading") {
        flushLemma();
        blocks.push({ heading: text.replace(/[.:]$/, ""), level: 3 });
        return;
      }
      if (rules.boldParagraph === "lemma") {
        flushLemma();
        pendingLemma = text;
        return;
      }
    }
    const last = meaningful[meaningful.length - 1];
    if (rules.leadingBold === "lemma" && last?.bold === true) {
      // Scofield's lemma at the end of the paragraph before its note (the introduction's last line, then "Word"): it belongs to the next paragraph.
      let i = current.length;
      while (i > 0 && (current[i - 1]?.bold === true || current[i - 1]?.text.trim() === "")) i--;
      const head = tidy(current.slice(0, i).map((r) => r.text).join(""));
      const lemma = tidy(current.slice(i).map((r) => r.text).join(""));
      pushParagraph(head);
      pendingLemma = lemma;
      return;
    }
    const first = meaningful[0];
    if (rules.leadingBold === "lemma" && first?.bold === true && pendingLemma === null) {
      let lead = "";
      let i = 0;
      while (i < current.length && (current[i]?.bold === true || current[i]?.text.trim() === "")) {
        lead += current[i]?.text ?? "";
        i++;
      }
      const rest = tidy(current.slice(i).map((r) => r.text).join(""));
      if (rest !== "") {
        const dash = /^[,.;:]/.test(rest) ? "" : " —";
        blocks.push(`${tidy(lead)}${dash} ${rest}`.replace(/ ([,.;:])/, "$1"));
        return;
      }
    }
    pushParagraph(text);
  };

  for (const t of tokenize(decodeC1(markup))) {
    if (t.kind === "text") {
      if (title !== null) title.parts.push(t.text);
      else runs.push({ text: t.text, bold: hiStack.includes(true) });
      continue;
    }
    elements.add(t.name);
    if (title !== null) {
      // Inside a title everything but its text is ignored; nested titles count so the right end closes it.
      if (t.name === "title" && t.kind === "open" && !t.selfClosing) title.depth++;
      if (t.name === "title" && t.kind === "close" && --title.depth === 0) {
        const text = tidy(title.parts.join(""));
        const type = title.type;
        title = null;
        if (text === "") continue;
        const made = rules.title(text, type);
        if (made.length === 0) continue;
        endParagraph();
        flushLemma();
        blocks.push(...made);
      }
      continue;
    }
    if (t.kind === "open") {
      if (t.name === "title") {
        if (!t.selfClosing) title = { type: t.attrs.type ?? "", parts: [], depth: 1 };
      } else if (t.name === "hi") {
        if (!t.selfClosing) hiStack.push(t.attrs.type === "bold");
      } else if (BLOCK.has(t.name)) {
        // The SWORD "preverse" marker `<div type="x-milestone"/>` and the book's div carry no break of their own.
        if (!(t.name === "div" && (t.attrs.type === "x-milestone" || t.attrs.type === "book"))) endParagraph();
      }
      continue;
    }
    if (t.name === "hi") hiStack.pop();
    else if (BLOCK.has(t.name)) endParagraph();
    else if (t.name === CELL) runs.push({ text: " ", bold: false });
  }
  endParagraph();
  flushLemma();
  return { blocks, elements };
}

export const blockText = (block: Block): string => (typeof block === "string" ? block : block.heading);

const SMALL_WORDS = new Set(["a", "an", "and", "as", "at", "but", "by", "for", "from", "in", "into", "nor", "of", "on", "or", "the", "to", "upon", "with"]);

/**
 * "EXPLANATORY NOTES AND QUAINT SAYINGS" → "Explanatory Notes and Quaint
 * Sayings"; "BETH-EL-APHRAH (R. V.)" → "Beth-El-Aphrah (R. V.)". Words not
 * all in capitals are left as they are ("ANGEL (a spirit)" → "Angel (a spirit)").
 */
export function titleCase(text: string): string {
  let first = true;
  return text.replace(/[\p{L}'’]+/gu, (word, offset: number, whole: string) => {
    const isFirst = first;
    first = false;
    if (word !== word.toUpperCase() || word.length === 1) return word;
    // Initials such as "R. V." stay as they are.
    if (word.length <= 2 && whole[offset + word.length] === ".") return word;
    const lower = word.toLowerCase();
    const afterBracket = offset > 0 && /[(\-–—]/.test(whole[offset - 1] ?? "");
    if (!isFirst && !afterBracket && SMALL_WORDS.has(lower)) return lower;
    return lower.charAt(0).toUpperCase() + lower.slice(1);
  });
}

/** Problems clean text must not have; returns a description of each one found. */
export function textProblems(text: string): string[] {
  const problems: string[] = [];
  if (/[<>]/.test(text)) problems.push("angle bracket");
  if (/&(#\d+|#x[0-9a-f]+|[a-z]+);/i.test(text)) problems.push("entity");
  if (/\p{Cc}/u.test(text)) problems.push("control character");
  if (/[\uE000-\uF8FF\uFFFD]/u.test(text)) problems.push("private-use or replacement character");
  if (/ {2}/.test(text)) problems.push("double space");
  if (text !== text.trim()) problems.push("untrimmed");
  if (text.trim() === "") problems.push("empty");
  if (/\b[GH]\d{2,5}\b/.test(text)) problems.push("Strong's number");
  if (/strong:[GH]?\d|lemma=|morph=|osisRef|sID=|eID=/.test(text)) problems.push("attribute text");
  if (/→/.test(text)) problems.push("arrow");
  return problems;
}
