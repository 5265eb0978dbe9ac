/**
 * A small, tolerant reader for the OSIS that `mod2osis` exports from SWORD
 * modules, and the rules that turn one verse's markup into clean text.
 *
 * `mod2osis` writes each verse as `<verse osisID="Gen.1.1">…</verse>` on one
 * line, with the module's raw entry inside. That entry is a fragment, not a
 * document: paragraphs, poetry lines and quotations are milestones
 * (`<l sID/> … <l eID/>`) that open in one verse and close in another, and the
 * KJV carries a few broken tags (`\nd … </divineName>`). So we tokenize each
 * verse on its own, keep a stack of the containers that do open and close in
 * it, and ignore end tags that close nothing.
 */

export type Token =
  | { kind: "text"; text: string }
  | { kind: "open"; name: string; attrs: Record<string, string>; selfClosing: boolean }
  | { kind: "close"; name: string };

const TOKEN_RE = /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<\/([A-Za-z][\w:.-]*)\s*>|<([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|[^<]+|</g;
const ATTR_RE = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|[A-Za-z]+);/g, (whole, body: string) => {
    if (body.startsWith("#x")) return String.fromCodePoint(Number.parseInt(body.slice(2), 16));
    if (body.startsWith("#")) return String.fromCodePoint(Number.parseInt(body.slice(1), 10));
    return NAMED_ENTITIES[body] ?? whole;
  });
}

export function tokenize(xml: string): Token[] {
  const tokens: Token[] = [];
  for (const m of xml.matchAll(TOKEN_RE)) {
    const [whole, closeName, openName, attrText, slash] = m;
    if (whole.startsWith("<!--") || whole.startsWith("<?")) continue;
    if (closeName !== undefined) {
      tokens.push({ kind: "close", name: closeName });
    } else if (openName !== undefined) {
      const attrs: Record<string, string> = {};
      for (const a of (attrText ?? "").matchAll(ATTR_RE)) {
        const key = a[1];
        if (key !== undefined) attrs[key] = decodeEntities(a[2] ?? a[3] ?? "");
      }
      tokens.push({ kind: "open", name: openName, attrs, selfClosing: slash === "/" });
    } else if (whole === "<") {
      // A lone "<" that starts no tag: keep it as text so the markup check catches it.
      tokens.push({ kind: "text", text: "<" });
    } else {
      tokens.push({ kind: "text", text: decodeEntities(whole) });
    }
  }
  return tokens;
}

/** Every `<verse osisID="…">…</verse>` in a mod2osis export, in order. */
export function readOsisVerses(osis: string): Map<string, string> {
  const verses = new Map<string, string>();
  for (const m of osis.matchAll(/<verse osisID="([^"]+)">([\s\S]*?)<\/verse>/g)) {
    const id = m[1];
    if (id === undefined) continue;
    if (verses.has(id)) throw new Error(`duplicate verse ${id}`);
    verses.set(id, m[2] ?? "");
  }
  return verses;
}

/** The milestones `<milestone type="x-usfm-h" n="Genesis"/>` etc. of a book heading entry. */
export function bookHeading(entry: string): { osisId?: string; h?: string; toc1?: string; toc2?: string; toc3?: string } {
  const out: { osisId?: string; h?: string; toc1?: string; toc2?: string; toc3?: string } = {};
  for (const t of tokenize(entry)) {
    if (t.kind !== "open") continue;
    if (t.name === "div" && t.attrs.type === "book" && t.attrs.osisID !== undefined && t.attrs.sID !== undefined) {
      out.osisId = t.attrs.osisID;
    }
    if (t.name === "milestone" && t.attrs.n !== undefined) {
      const type = t.attrs.type;
      // Keep the first of each kind (the RV1909 Joshua entry repeats toc1).
      if (type === "x-usfm-h" && out.h === undefined) out.h = t.attrs.n;
      if (type === "x-usfm-toc1" && out.toc1 === undefined) out.toc1 = t.attrs.n;
      if (type === "x-usfm-toc2" && out.toc2 === undefined) out.toc2 = t.attrs.n;
      if (type === "x-usfm-toc3" && out.toc3 === undefined) out.toc3 = t.attrs.n;
    }
  }
  return out;
}

/** Strong's numbers of the words of a verse (outside notes), normalised to "H430", "G2316". */
export function strongsOf(raw: string): string[] {
  const out: string[] = [];
  let noteDepth = 0;
  for (const t of tokenize(raw)) {
    if (t.kind === "open" && t.name === "note" && !t.selfClosing) noteDepth++;
    else if (t.kind === "close" && t.name === "note") noteDepth = Math.max(0, noteDepth - 1);
    else if (t.kind === "open" && t.name === "w" && noteDepth === 0) {
      for (const m of (t.attrs.lemma ?? "").matchAll(/strong:([GH])0*(\d+)/g)) out.push(`${m[1]}${m[2]}`);
    }
  }
  return out;
}

export interface VerseTitle {
  /** `psalm` for canonical psalm titles, otherwise the title's type or "" */
  type: string;
  text: string;
}

export interface CleanVerse {
  text: string;
  /** Titles that stand before the verse's first word (psalm titles, Ps 119 stanza letters). */
  titlesBefore: VerseTitle[];
  /** Titles after the verse's words (the KJV's colophons after Paul's letters). */
  titlesAfter: VerseTitle[];
  /** Anything cut off after the end of the book (the WEB glossary after Rev 22:21), cleaned. */
  trailing: string;
  /** Element names met in the verse, for the build's report. */
  elements: Set<string>;
}

export interface CleanOptions {
  /** Upper-case the contents of `<divineName>` ("Lord" → "LORD"), as the KJV prints them in small capitals. */
  divineNameUpper: boolean;
  /**
   * Decide what stands where a `<transChange>` (words the translators
   * supplied) touches a word with no space between them. The RV1909 module
   * lost the space at many of these edges (`ejército</w><transChange>se
   * llamaba</transChange><w>Sísara`), while at others the supplied part is an
   * enclitic pronoun of the same word (`amonestándo</w><transChange>os`).
   * Given the letters on each side, return "" to join or " " to separate.
   * Without it the edges are transparent.
   */
  transChangeEdge?: (left: string, right: string) => "" | " ";
}

/** Elements whose content is not verse text: footnotes, cross-references, Song of Songs speaker labels. */
const SKIP = new Set(["note", "reference", "rdg", "speaker", "catchWord", "figure", "index"]);
/** Elements that are only markup around words; their text stays. */
const TRANSPARENT = new Set(["w", "transChange", "seg", "foreign", "divineName", "hi", "name", "inscription", "abbr", "mentioned", "salute", "signed", "date"]);
/**
 * Containers and milestones that separate words: a paragraph, a poetry line,
 * a list item, a quotation (the WEB drops the space after a red-letter
 * quotation: `righteousness.”</q><w>Then</w>`).
 */
const BREAKING = new Set(["q", "div", "l", "lg", "lb", "p", "list", "item", "chapter", "milestone", "verse", "closer", "cell", "row", "table", "head", "label"]);

export const KNOWN_ELEMENTS = new Set([...SKIP, ...TRANSPARENT, ...BREAKING, "title"]);

/** A private-use character, never in the sources: it marks where removed markup stood between two pieces of text. */
export const BREAK = "\uE000";
/** A second private-use character: the edge of a `<transChange>` when the caller wants to decide on a space there. */
export const EDGE = "\uE001";

/**
 * KJV stray USFM: the module has `\nd <w>LORD</w></divineName>` (the opening
 * tag lost and left as the USFM marker `\nd `) and `<divineName>LORD\+nd*`
 * (the closing tag left as `\+nd*`). Turn the markers back into the tags they
 * stand for, so the divine name is recognised and nothing of them is left.
 */
export function repairUsfmMarkers(raw: string): string {
  return raw.replace(/\\\+?nd\*/g, "</divineName>").replace(/\\\+?nd /g, "<divineName>");
}

function upperDivineName(text: string): string {
  // "Lord" → "LORD", "Jah" → "JAH", but keep the possessive "’s" lower case ("LORD’s").
  return text.toUpperCase().replace(/([’'])S\b/g, "$1s");
}

const CLOSING_PUNCT = /[.,;:!?)\]}’”»…]/;
const OPENING_PUNCT = /[([{“‘¿¡«—–-]/;

/**
 * Turn the break markers into a space or nothing, then normalise white space.
 * A marker between two words becomes a space ("God<note/>created" →
 * "God created"); before closing punctuation or after an opening one it
 * becomes nothing ("gerahs<note/>);" → "gerahs);").
 */
export function finishText(joined: string, edge?: (left: string, right: string) => "" | " "): string {
  let s = joined.replace(/[\t\n\r\f\v]/g, " ");
  s = s.replace(/(\p{L}*)\uE001+(?=(\p{L}*))/gu, (_run, left: string, right: string) => {
    if (left === "" || right === "" || edge === undefined) return left;
    return left + edge(left, right);
  });
  s = s.replace(/[ \uE000]*\uE000[ \uE000]*/g, (run, offset: number, whole: string) => {
    if (run.includes(" ")) return " ";
    const prev = whole[offset - 1];
    const next = whole[offset + run.length];
    if (prev === undefined || next === undefined) return "";
    if (CLOSING_PUNCT.test(next)) return "";
    if (OPENING_PUNCT.test(prev)) return "";
    return " ";
  });
  s = s.replace(/¶/g, " ");
  s = s.replace(/\u00a0/g, " ");
  s = s.replace(/ {2,}/g, " ").trim();
  // A space before closing punctuation is where a quotation or note ended in
  // the module (WEB: "walk’</q> ?”"); neither language puts one there.
  s = s.replace(/ +([,.;:!?])/g, "$1");
  return s;
}

interface Frame {
  name: string;
  skip: boolean;
  upper: boolean;
  title?: VerseTitle & { parts: string[] };
}

export function cleanVerse(rawInput: string, options: CleanOptions): CleanVerse {
  const raw = repairUsfmMarkers(rawInput);
  const stack: Frame[] = [];
  const parts: string[] = [];
  const trailingParts: string[] = [];
  const titlesBefore: VerseTitle[] = [];
  const titlesAfter: VerseTitle[] = [];
  const elements = new Set<string>();
  let ended = false;
  let sawText = false;

  const inSkip = (): boolean => stack.some((f) => f.skip);
  const inUpper = (): boolean => stack.some((f) => f.upper);
  const currentTitle = (): Frame["title"] => {
    for (let i = stack.length - 1; i >= 0; i--) {
      const t = stack[i]?.title;
      if (t !== undefined) return t;
    }
    return undefined;
  };
  const emit = (text: string): void => {
    if (ended) {
      trailingParts.push(text);
      return;
    }
    if (inSkip()) return;
    const out = options.divineNameUpper && inUpper() ? upperDivineName(text) : text;
    const title = currentTitle();
    if (title !== undefined) {
      title.parts.push(out);
      return;
    }
    if (out !== BREAK && out !== EDGE && out.trim() !== "") sawText = true;
    parts.push(out);
  };

  for (const t of tokenize(raw)) {
    if (t.kind === "text") {
      emit(t.text);
      continue;
    }
    elements.add(t.name);
    if (t.kind === "open") {
      const type = t.attrs.type ?? "";
      // End of the book: whatever follows in this entry (the WEB glossary) is not scripture.
      if (t.name === "div" && type === "book" && t.attrs.eID !== undefined) ended = true;
      if (t.name === "div" && (type === "glossary" || type === "introduction") && !ended) ended = true;
      if (t.selfClosing) {
        if (BREAKING.has(t.name) || t.name === "note" || t.name === "title") emit(BREAK);
        continue;
      }
      if (t.name === "title") {
        emit(BREAK);
        stack.push({ name: t.name, skip: false, upper: false, title: { type, text: "", parts: [] } });
        continue;
      }
      if (BREAKING.has(t.name)) emit(BREAK);
      if (t.name === "transChange" && options.transChangeEdge !== undefined) emit(EDGE);
      stack.push({ name: t.name, skip: SKIP.has(t.name), upper: t.name === "divineName" });
      continue;
    }
    // Close tag: pop to the matching open element; an end tag that closes nothing is ignored.
    let at = -1;
    for (let i = stack.length - 1; i >= 0; i--) {
      if (stack[i]?.name === t.name) {
        at = i;
        break;
      }
    }
    if (at === -1) {
      if (BREAKING.has(t.name)) emit(BREAK);
      continue;
    }
    const closed = stack.splice(at);
    const frame = closed[0];
    if (frame?.title !== undefined && !inSkip() && !ended) {
      const text = finishText(frame.title.parts.join(""), options.transChangeEdge);
      if (text !== "") (sawText ? titlesAfter : titlesBefore).push({ type: frame.title.type, text });
    }
    if (frame !== undefined && (BREAKING.has(frame.name) || frame.name === "note" || frame.name === "title")) emit(BREAK);
    if (frame?.name === "transChange" && options.transChangeEdge !== undefined) emit(EDGE);
  }

  return {
    text: finishText(parts.join(""), options.transChangeEdge),
    titlesBefore,
    titlesAfter,
    trailing: finishText(trailingParts.join("")),
    elements,
  };
}

/** Problems a clean verse must not have; returns a description of each one found. */
export function textProblems(text: string): string[] {
  const problems: string[] = [];
  if (/[<>]/.test(text)) problems.push("angle bracket");
  if (/&(#\d+|#x[0-9a-f]+|[a-z]+);/i.test(text)) problems.push("entity");
  if (/\\/.test(text)) problems.push("backslash (USFM marker)");
  if (/\p{Cc}/u.test(text)) problems.push("control character");
  if (/[\uE000\uE001]/u.test(text)) problems.push("internal marker left in text");
  if (/ {2}/.test(text)) problems.push("double space");
  if (text !== text.trim()) problems.push("untrimmed");
  if (/\b[GH]\d{1,4}\b/.test(text)) problems.push("Strong's number");
  if (/¶/.test(text)) problems.push("pilcrow");
  if (/strong:[GH]?\d|lemma=|morph=/.test(text)) problems.push("attribute text");
  return problems;
}
