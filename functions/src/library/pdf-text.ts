/**
 * Text for the PDF's standard fonts. PDFKit's built-in Times and Helvetica
 * need no font files and no network, but they only have the WinAnsi
 * characters (Latin-1 plus curly quotes, dashes, the euro sign and a few
 * more); anything else comes out as garbage. So text is split into runs:
 *
 * - WinAnsi text, as it is (after a few look-alikes are swapped in: "‑" → "-", "ﬁ" → "fi");
 * - Greek (Scofield and Spurgeon quote Greek words), transliterated into
 *   Latin letters and set in italics: "ἱλαστήριον" → "hilasterion". (The
 *   standard Symbol font has Greek letters, but PDFKit measures them as zero
 *   wide and sets them a line too high, so words overlap.)
 * - Hebrew, which no standard font has, as "[Hebrew]" (the books give a
 *   transliteration next to it: "מגן, magen");
 * - any other letter as its base letter without the accent when that is
 *   WinAnsi ("ā" → "a"), otherwise "?".
 */

export type PdfRun = { font: "text" | "italic"; text: string };

const WIN_ANSI_EXTRA = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";
export function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.includes(char);
}

const LOOK_ALIKES: Record<string, string> = {
  "\u2010": "-", "\u2011": "-", "\u2012": "–", "\u2212": "-", "\u2015": "—", "\u2032": "'", "\u2033": '"', "\u2035": "'",
  "\u201b": "'", "\u201f": '"', "\u2039": "‹", "\u203a": "›", "\u2192": "->", "\u2190": "<-", "\u2022": "•", "\u2027": "·",
  "\ufb00": "ff", "\ufb01": "fi", "\ufb02": "fl", "\ufb03": "ffi", "\ufb04": "ffl", "\u017f": "s", "\u0133": "ij", "\u0132": "IJ",
  "\u2002": " ", "\u2003": " ", "\u2009": " ", "\u200a": " ", "\u202f": " ", "\u2007": " ", "\u2008": " ",
  "\u200b": "", "\u200c": "", "\u200d": "", "\u2060": "", "\ufeff": "", "\u00ad": "",
};

/** Greek letters in Latin letters (the usual scheme, without long-vowel marks, which WinAnsi lacks). */
const GREEK_LATIN: Record<string, string> = {
  α: "a", β: "b", γ: "g", δ: "d", ε: "e", ζ: "z", η: "e", θ: "th", ι: "i", κ: "k", λ: "l", μ: "m", ν: "n", ξ: "x", ο: "o", π: "p",
  ρ: "r", σ: "s", ς: "s", τ: "t", υ: "y", φ: "ph", χ: "ch", ψ: "ps", ω: "o", ϑ: "th", ϕ: "ph", ϖ: "p", ϝ: "w",
};
const ROUGH_BREATHING = "\u0314";

/** One Greek word in Latin letters: "ἱλαστήριον" → "hilasterion", "ἄγγελος" → "angelos", "αὑτου" → "hautou". */
export function transliterateGreek(word: string): string {
  const decomposed = [...word.normalize("NFD")];
  const letters = decomposed.filter((c) => !isMark(c));
  // Rough breathing sits on the first vowel (or the second of a diphthong) and is said first: "h".
  const roughAt = decomposed.indexOf(ROUGH_BREATHING);
  const rough = roughAt !== -1 && decomposed.slice(0, roughAt).filter((c) => !isMark(c)).length <= 2;
  let out = "";
  letters.forEach((letter, i) => {
    const lower = letter.toLowerCase();
    const next = letters[i + 1]?.toLowerCase() ?? "";
    const prev = letters[i - 1]?.toLowerCase() ?? "";
    let latin = GREEK_LATIN[lower] ?? "";
    if (lower === "γ" && "γκξχ".includes(next) && next !== "") latin = "n";
    if (lower === "υ" && "αεηο".includes(prev) && prev !== "") latin = "u";
    if (i === 0 && lower === "ρ" && rough) latin = "rh";
    out += letter !== lower ? latin.charAt(0).toUpperCase() + latin.slice(1) : latin;
  });
  if (rough && !/^[Rr]h/.test(out) && out !== "") out = /^[A-Z]/.test(out) ? `H${out.charAt(0).toLowerCase()}${out.slice(1)}` : `h${out}`;
  return out;
}

const isGreek = (char: string): boolean => /[\u0370-\u03ff\u1f00-\u1fff]/u.test(char);
const isHebrew = (char: string): boolean => /[\u0590-\u05ff\ufb1d-\ufb4f]/u.test(char);
const isMark = (char: string): boolean => /\p{M}/u.test(char);

function fallback(char: string): string {
  const base = [...char.normalize("NFD")].filter((c) => !isMark(c)).join("");
  return base !== "" && [...base].every(isWinAnsi) ? base : "?";
}

export function pdfRuns(input: string): PdfRun[] {
  const runs: PdfRun[] = [];
  const push = (font: PdfRun["font"], text: string): void => {
    if (text === "") return;
    const last = runs[runs.length - 1];
    if (last?.font === font) last.text += text;
    else runs.push({ font, text });
  };
  let previous: "greek" | "hebrew" | "other" = "other";
  /** The Greek word being read, with its accents (marks), transliterated when it ends. */
  let greek = "";
  const endGreek = (): void => {
    if (greek !== "") push("italic", transliterateGreek(greek));
    greek = "";
  };
  /** Spaces and punctuation after Hebrew: part of the phrase if more Hebrew follows ("בּהגפי לעגי" is one "[Hebrew]"), kept otherwise. */
  let gap = "";
  for (const char of input.normalize("NFC")) {
    if (isGreek(char) || (isMark(char) && previous === "greek")) {
      greek += char;
      previous = "greek";
      continue;
    }
    endGreek();
    // Any other combining mark is dropped: a WinAnsi letter has no room for it (and Hebrew points go with the Hebrew).
    if (isMark(char)) continue;
    if (isHebrew(char)) {
      if (previous !== "hebrew") push("text", "[Hebrew]");
      previous = "hebrew";
      gap = "";
      continue;
    }
    if (previous === "hebrew" && /^[\s\u05be\u05c3,.]$/u.test(char)) {
      gap += char;
      continue;
    }
    if (gap !== "") push("text", gap.replace(/\s+/gu, " ").replace(/[\u05be\u05c3]/gu, ""));
    gap = "";
    previous = "other";
    const swapped = LOOK_ALIKES[char];
    if (swapped !== undefined) push("text", swapped);
    else if (isWinAnsi(char)) push("text", char);
    else if (/\s/u.test(char)) push("text", " ");
    else push("text", fallback(char));
  }
  endGreek();
  if (gap !== "") push("text", gap.replace(/\s+/gu, " ").replace(/[\u05be\u05c3]/gu, ""));
  return runs;
}

/** The text alone, for lines set in one font (titles, headings). */
export function pdfPlain(input: string): string {
  return pdfRuns(input)
    .map((run) => run.text)
    .join("");
}
