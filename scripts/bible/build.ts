/**
 * Builds data/bible/*.json from Debian's public-domain SWORD modules.
 *
 *   npx tsx scripts/bible/build.ts                 # exports with mod2osis/mod2imp itself
 *   npx tsx scripts/bible/build.ts --osis-dir DIR  # reuses DIR/<module>.osis.xml and DIR/<module>.imp
 *   npx tsx scripts/bible/build.ts --out DIR       # writes somewhere else than data/bible
 *
 * See scripts/bible/README.md for the apt packages and what each rule is for.
 */
import { join, resolve } from "node:path";
import { argValue, exportModule, exportsFolder, fail, log, moduleFiles, readConf, readExport, readImp, repoRoot, writeOutputs, type ExportsFolder } from "../sword/sword-build.ts";
import { alignBook, englishWords, type AlignItem } from "./align.ts";
import { BOOKS, WEB_DEUTEROCANON } from "./books.ts";
import {
  KNOWN_ELEMENTS,
  bookHeading,
  cleanVerse,
  finishText,
  readOsisVerses,
  strongsOf,
  textProblems,
  tokenize,
  type CleanOptions,
  type CleanVerse,
} from "./osis.ts";

// ---------------------------------------------------------------------------
// Sources

interface Source {
  id: "kjv" | "web" | "rv1909";
  module: string;
  pkg: string;
  name: string;
  abbreviation: string;
  language: "en" | "es";
  divineNameUpper: boolean;
}

const SOURCES: readonly Source[] = [
  { id: "kjv", module: "engKJV2006eb", pkg: "sword-text-kjv", name: "King James Version", abbreviation: "KJV", language: "en", divineNameUpper: true },
  { id: "web", module: "engWEB2015eb", pkg: "sword-text-web", name: "World English Bible", abbreviation: "WEB", language: "en", divineNameUpper: true },
  { id: "rv1909", module: "spaRV1909eb", pkg: "sword-text-sparv", name: "Reina-Valera 1909", abbreviation: "RV1909", language: "es", divineNameUpper: true },
];

/**
 * Typing errors in the sources, fixed by exact replacement. Each must match
 * exactly once, so a new module version that fixes (or moves) them fails the
 * build instead of being silently edited.
 */
const splitCompound =
  "The module splits this compound across two Strong's-tagged words (<w>…</w> <w>…</w>); the 1769 KJV prints it as one word. Found by looking for word pairs whose joined form is a KJV word, then checked verse by verse (legitimate pairs such as 'every where in', 'there out', 'in deed' and 'way side' stay apart).";
const ERRATA: ReadonlyArray<{ translation: Source["id"]; ref: string; field: "text" | "title"; from: string; to: string; why: string }> = [
  { translation: "kjv", ref: "Heb.4.16", field: "text", from: "bold ly", to: "boldly", why: splitCompound },
  { translation: "kjv", ref: "Matt.11.6", field: "text", from: "who soever", to: "whosoever", why: splitCompound },
  { translation: "kjv", ref: "Matt.12.32", field: "text", from: "who soever", to: "whosoever", why: splitCompound },
  { translation: "kjv", ref: "Matt.12.50", field: "text", from: "who soever", to: "whosoever", why: splitCompound },
  { translation: "kjv", ref: "Matt.11.27", field: "text", from: "whom soever", to: "whomsoever", why: splitCompound },
  { translation: "kjv", ref: "Col.3.17", field: "text", from: "what soever", to: "whatsoever", why: splitCompound },
  { translation: "kjv", ref: "Col.3.23", field: "text", from: "what soever", to: "whatsoever", why: splitCompound },
  { translation: "kjv", ref: "1Tim.2.7", field: "text", from: "Where unto", to: "Whereunto", why: splitCompound },
  { translation: "kjv", ref: "1Tim.6.12", field: "text", from: "where unto", to: "whereunto", why: splitCompound },
  { translation: "kjv", ref: "2Tim.1.11", field: "text", from: "Where unto", to: "Whereunto", why: splitCompound },
  { translation: "kjv", ref: "1Tim.6.4", field: "text", from: "where of", to: "whereof", why: splitCompound },
  { translation: "kjv", ref: "Heb.13.10", field: "text", from: "where of", to: "whereof", why: splitCompound },
  { translation: "kjv", ref: "Heb.5.3", field: "text", from: "here of", to: "hereof", why: splitCompound },
  { translation: "kjv", ref: "Heb.10.29", field: "text", from: "where with", to: "wherewith", why: splitCompound },
  { translation: "kjv", ref: "Matt.11.20", field: "text", from: "where in", to: "wherein", why: splitCompound },
  { translation: "kjv", ref: "Phil.4.10", field: "text", from: "where in", to: "wherein", why: splitCompound },
  { translation: "kjv", ref: "Col.2.12", field: "text", from: "where in", to: "wherein", why: splitCompound },
  { translation: "kjv", ref: "Heb.12.11", field: "text", from: "there by", to: "thereby", why: splitCompound },
  { translation: "kjv", ref: "Heb.12.15", field: "text", from: "there by", to: "thereby", why: splitCompound },
  { translation: "kjv", ref: "Heb.13.2", field: "text", from: "there by", to: "thereby", why: splitCompound },
  { translation: "kjv", ref: "1Thess.2.6", field: "text", from: "burden some", to: "burdensome", why: splitCompound },
  { translation: "kjv", ref: "Acts.7.49", field: "text", from: "foot stool", to: "footstool", why: splitCompound },
  { translation: "kjv", ref: "Phil.2.2", field: "text", from: "like minded", to: "likeminded", why: splitCompound },
  { translation: "kjv", ref: "Matt.25.6", field: "text", from: "mid night", to: "midnight", why: splitCompound },
  { translation: "kjv", ref: "1Tim.6.7", field: "text", from: "no thing", to: "nothing", why: splitCompound },
  { translation: "kjv", ref: "Matt.12.4", field: "text", from: "shew bread", to: "shewbread", why: splitCompound },
  { translation: "kjv", ref: "Mark.10.15", field: "text", from: "there in", to: "therein", why: splitCompound },
  { translation: "kjv", ref: "Phil.1.18", field: "text", from: "there in", to: "therein", why: splitCompound },
  { translation: "kjv", ref: "Col.2.7", field: "text", from: "there in", to: "therein", why: splitCompound },
  { translation: "kjv", ref: "Heb.4.6", field: "text", from: "there in", to: "therein", why: splitCompound },
  { translation: "kjv", ref: "Phil.3.16", field: "text", from: "where to", to: "whereto", why: splitCompound },

];

// ---------------------------------------------------------------------------
// Output shapes

interface ChapterOut {
  title?: string;
  headings?: Record<string, string>;
  subscription?: string;
  verses: string[];
}
interface BookOut {
  id: string;
  chapters: ChapterOut[];
}
interface TranslationOut {
  id: string;
  name: string;
  abbreviation: string;
  language: string;
  source: string;
  versification: "KJV";
  books: BookOut[];
}

interface MappingGroup {
  kjv: string[];
  rv1909: string[];
}

// ---------------------------------------------------------------------------
// Helpers

const outDir = resolve(argValue("--out") ?? join(repoRoot, "data", "bible"));

function chapterOf(ref: string): string {
  return ref.slice(0, ref.lastIndexOf("."));
}
function verseNo(ref: string): number {
  return Number(ref.slice(ref.lastIndexOf(".") + 1));
}

/**
 * JSON that stays readable in a diff without one number per line: nesting
 * deeper than `inlineBelow` levels is written on one line.
 */
function compactJson(value: unknown, inlineBelow: number, depth = 0): string {
  if (depth >= inlineBelow || value === null || typeof value !== "object") return JSON.stringify(value);
  const pad = " ".repeat(depth + 1);
  const end = " ".repeat(depth);
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    return `[\n${value.map((v: unknown) => pad + compactJson(v, inlineBelow, depth + 1)).join(",\n")}\n${end}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return "{}";
  return `{\n${entries.map(([k, v]) => `${pad}${JSON.stringify(k)}: ${compactJson(v, inlineBelow, depth + 1)}`).join(",\n")}\n${end}}`;
}

// ---------------------------------------------------------------------------
// 1. Export the modules

/** mod2osis gives the verses; mod2imp the book-level entries (`Genesis 0:0`, with the book names), which mod2osis does not export. */
function exportModules(): ExportsFolder {
  const exports = exportsFolder("--osis-dir", "berea-bible-");
  if (exports.given) return exports;
  for (const s of SOURCES) {
    exportModule(exports.dir, s.module, "mod2osis");
    exportModule(exports.dir, s.module, "mod2imp");
  }
  return exports;
}

interface Loaded {
  source: Source;
  raw: Map<string, string>;
  clean: Map<string, CleanVerse>;
  headings: Map<string, { h?: string; toc1?: string; toc2?: string; toc3?: string }>;
}

function load(dir: string, source: Source): Loaded {
  const raw = readOsisVerses(readExport(dir, source.module, "mod2osis"));
  const headings = new Map<string, { h?: string; toc1?: string; toc2?: string; toc3?: string }>();
  // One entry per key: a repeated key's later entry replaces the earlier.
  const entries = new Map(readImp(readExport(dir, source.module, "mod2imp")).map((e) => [e.key, e.markup]));
  for (const [key, body] of entries) {
    if (!/ 0:0$/.test(key)) continue;
    const { osisId, ...names } = bookHeading(body);
    if (osisId !== undefined) headings.set(osisId, names);
  }
  log(`${source.module}: ${raw.size} verse entries, ${headings.size} book headings`);
  const loaded: Loaded = { source, raw, clean: new Map(), headings };
  cleanAll(loaded, { divineNameUpper: source.divineNameUpper });
  return loaded;
}

function cleanAll(loaded: Loaded, options: CleanOptions): void {
  const unknown = new Map<string, string>();
  for (const [id, body] of loaded.raw) {
    const c = cleanVerse(body, options);
    for (const e of c.elements) if (!KNOWN_ELEMENTS.has(e) && !unknown.has(e)) unknown.set(e, id);
    loaded.clean.set(id, c);
  }
  if (unknown.size > 0) fail(`${loaded.source.module}: unknown OSIS elements ${[...unknown].map(([e, id]) => `${e} (${id})`).join(", ")}`);
}

/**
 * RV1909: where a supplied word (`<transChange>`) touches another word with
 * no space, join the two only when the supplied part is an enclitic pronoun
 * and the joined form is a word of this Bible elsewhere, or the left part is
 * never a word on its own ("amonestándo" + "os" → "amonestándoos",
 * "dar" + "lo" → "darlo"); otherwise put the lost space back
 * ("ejército" + "se llamaba" → "ejército se llamaba").
 */
const ENCLITIC = /^(?:me|te|se|le|les|lo|los|la|las|nos|os)(?:me|te|se|le|les|lo|los|la|las|nos|os)?$/i;
const INFINITIVE = /\p{L}+(?:ar|er|ir|ír)$/iu;
/**
 * Edges the rule above gets wrong, checked by hand against the verse
 * (future and imperative forms with an enclitic, which the corpus test cannot
 * tell from a verb followed by an article).
 */
const RV_EDGE_OVERRIDES: Record<string, { join: boolean; refs: string[] }> = {
  "Oid|lo": { join: true, refs: ["2Chr.18.27"] }, // "Oidlo, pueblos todos"
  "concédase|le": { join: true, refs: ["Ezra.7.21"] }, // "concédasele luego"
  "pondré|las": { join: true, refs: ["Ps.50.21"] }, // "y pondrélas delante de tus ojos"
  "llenará|las": { join: true, refs: ["Ps.110.6"] }, // "llenarálas de cadáveres"
  "invocaré|le": { join: true, refs: ["Ps.116.2"] }, // "invocaréle por tanto"
  "da|lo": { join: true, refs: ["Matt.19.21"] }, // "y dalo á los pobres"
  "veréis|lo": { join: true, refs: ["Matt.27.24"] }, // "veréislo vosotros"
  "manifestaré|lo": { join: true, refs: ["John.17.26"] }, // "y manifestarélo aún"
  "envía|lo": { join: true, refs: ["Rev.1.11"] }, // "y envíalo á las siete iglesias"
  "subió|la": { join: true, refs: ["2Sam.15.30"] }, // "y subióla llorando"
};
interface EdgeDecision {
  left: string;
  right: string;
  join: boolean;
  refs: string[];
}
function cleanRv(rv: Loaded): EdgeDecision[] {
  const pairs = new Map<string, { left: string; right: string; refs: string[] }>();
  const pass1: string[] = [];
  // Pass 1: separate at every edge, and note the pairs.
  for (const [id, body] of rv.raw) {
    const c = cleanVerse(body, {
      divineNameUpper: rv.source.divineNameUpper,
      transChangeEdge: (left, right) => {
        const key = `${left}|${right}`;
        const p = pairs.get(key) ?? { left, right, refs: [] };
        p.refs.push(id);
        pairs.set(key, p);
        return " ";
      },
    });
    pass1.push(c.text);
  }
  const freq = new Map<string, number>();
  for (const text of pass1) for (const w of text.toLowerCase().split(/[^\p{L}]+/u)) if (w !== "") freq.set(w, (freq.get(w) ?? 0) + 1);
  // The pass-1 split itself made the two parts words; do not count those.
  const splitCount = new Map<string, number>();
  for (const p of pairs.values()) {
    const l = p.left.toLowerCase();
    splitCount.set(l, (splitCount.get(l) ?? 0) + p.refs.length);
  }
  const decisions = new Map<string, boolean>();
  const report: EdgeDecision[] = [];
  for (const [key, p] of pairs) {
    const joined = (p.left + p.right).toLowerCase();
    const leftAlone = (freq.get(p.left.toLowerCase()) ?? 0) - (splitCount.get(p.left.toLowerCase()) ?? 0);
    const override = RV_EDGE_OVERRIDES[key];
    if (override !== undefined && override.refs.join(",") !== p.refs.join(",")) fail(`RV1909 edge override ${key}: found at ${p.refs.join(",")}`);
    const join = override?.join ?? (ENCLITIC.test(p.right) && ((freq.get(joined) ?? 0) > 0 || leftAlone <= 0 || INFINITIVE.test(p.left)));
    if (!ENCLITIC.test(p.right) && (freq.get(joined) ?? 0) > 0 && leftAlone <= 0) log(`RV1909 edge check by eye: ${key} (${joined} is a word elsewhere)`);
    decisions.set(key, join);
    report.push({ left: p.left, right: p.right, join, refs: p.refs });
  }
  for (const key of Object.keys(RV_EDGE_OVERRIDES)) if (!pairs.has(key)) fail(`RV1909 edge override ${key} no longer needed`);
  // Pass 2: the real text.
  cleanAll(rv, {
    divineNameUpper: rv.source.divineNameUpper,
    transChangeEdge: (left, right) => (decisions.get(`${left}|${right}`) === true ? "" : " "),
  });
  return report;
}

// ---------------------------------------------------------------------------
// 2. The KJV scheme: books, chapters, verses per chapter

interface Scheme {
  books: { id: string; verses: number[] }[];
  refs: string[];
}

function kjvScheme(kjv: Loaded): Scheme {
  const books: { id: string; verses: number[] }[] = [];
  const refs: string[] = [];
  const moduleBooks = [...new Set([...kjv.raw.keys()].map((r) => r.split(".")[0] ?? ""))];
  if (moduleBooks.join(" ") !== BOOKS.map((b) => b.id).join(" ")) fail(`KJV books differ from the canon list: ${moduleBooks.join(" ")}`);
  for (const def of BOOKS) {
    const verses: number[] = [];
    for (const ref of kjv.raw.keys()) {
      const [book, ch, v] = ref.split(".");
      if (book !== def.id) continue;
      const c = Number(ch);
      const vn = Number(v);
      if (c === verses.length + 1 && vn === 1) verses.push(1);
      else if (c === verses.length && vn === (verses[c - 1] ?? 0) + 1) verses[c - 1] = vn;
      else fail(`KJV verses out of order at ${ref}`);
      refs.push(ref);
    }
    books.push({ id: def.id, verses });
  }
  return { books, refs };
}

// ---------------------------------------------------------------------------
// 3. Per-translation assembly in KJV numbering

/** Text per KJV slot plus chapter-level titles, before translation-specific fixes. */
interface Draft {
  text: Map<string, string>;
  titlesBefore: Map<string, string[]>;
  titlesAfter: Map<string, string[]>;
}

function draftOf(loaded: Loaded, scheme: Scheme): Draft {
  const text = new Map<string, string>();
  const titlesBefore = new Map<string, string[]>();
  const titlesAfter = new Map<string, string[]>();
  for (const ref of scheme.refs) {
    const c = loaded.clean.get(ref);
    text.set(ref, c?.text ?? "");
    if (c !== undefined && c.titlesBefore.length > 0) titlesBefore.set(ref, c.titlesBefore.map((t) => t.text));
    if (c !== undefined && c.titlesAfter.length > 0) titlesAfter.set(ref, c.titlesAfter.map((t) => t.text));
  }
  return { text, titlesBefore, titlesAfter };
}

function assemble(source: Source, draft: Draft, scheme: Scheme): TranslationOut {
  const books: BookOut[] = scheme.books.map((b) => ({
    id: b.id,
    chapters: b.verses.map((count, ci) => {
      const chapterRef = `${b.id}.${ci + 1}`;
      const refs = Array.from({ length: count }, (_, vi) => `${chapterRef}.${vi + 1}`);
      const chapter: ChapterOut = { verses: refs.map((r) => draft.text.get(r) ?? "") };
      const before = refs.filter((r) => draft.titlesBefore.has(r));
      // A title before verse 1 alone is the chapter's title (the psalm
      // superscriptions); titles before several verses are section headings
      // (Ps 119's Hebrew letters, including the one before verse 1).
      if (before.length === 1 && before[0] === `${chapterRef}.1`) {
        chapter.title = (draft.titlesBefore.get(before[0]) ?? []).join(" ");
      } else if (before.length > 0) {
        chapter.headings = Object.fromEntries(before.map((r) => [String(verseNo(r)), (draft.titlesBefore.get(r) ?? []).join(" ")]));
      }
      const after = refs.filter((r) => draft.titlesAfter.has(r));
      if (after.length > 0) {
        const lastWithText = refs.filter((r) => (draft.text.get(r) ?? "") !== "").pop();
        if (after.length > 1 || after[0] !== lastWithText) fail(`${source.id}: text after titles in ${after.join(", ")}`);
        chapter.subscription = (draft.titlesAfter.get(after[0] ?? "") ?? []).join(" ");
      }
      // Keep the key order stable: title, headings, subscription, verses.
      const ordered: ChapterOut = { verses: [] };
      if (chapter.title !== undefined) ordered.title = chapter.title;
      if (chapter.headings !== undefined) ordered.headings = chapter.headings;
      if (chapter.subscription !== undefined) ordered.subscription = chapter.subscription;
      ordered.verses = chapter.verses;
      return ordered;
    }),
  }));
  return {
    id: source.id,
    name: source.name,
    abbreviation: source.abbreviation,
    language: source.language,
    source: source.module,
    versification: "KJV",
    books,
  };
}

// ---------------------------------------------------------------------------
// 4. WEB: the 66 books, the glossary, the verses it lacks, Romans' doxology

/** Text of the footnotes of a raw verse, without their "17:36 " anchor. */
function notesOf(raw: string): string[] {
  const notes: string[] = [];
  let depth = 0;
  let inRef = 0;
  let parts: string[] = [];
  for (const t of tokenize(raw)) {
    if (t.kind === "open" && t.name === "note" && !t.selfClosing) {
      if (depth === 0) parts = [];
      depth++;
    } else if (t.kind === "close" && t.name === "note") {
      depth--;
      if (depth === 0) notes.push(finishText(parts.join("")));
    } else if (depth > 0) {
      if (t.kind === "open" && t.name === "reference" && !t.selfClosing) inRef++;
      else if (t.kind === "close" && t.name === "reference") inRef--;
      else if (t.kind === "text" && inRef === 0) parts.push(t.text);
    }
  }
  return notes;
}

interface WebReport {
  lacking: { ref: string; note: string }[];
  moved: { from: string; to: string[]; text: string[]; reason: string }[];
  glossary: { ref: string; characters: number; startsWith: string };
  droppedBooks: string[];
}

function fixWeb(web: Loaded, draft: Draft, scheme: Scheme): WebReport {
  // The module's books: the 66 and the 14 deuterocanonical ones, nothing else.
  const moduleBooks = [...new Set([...web.raw.keys()].map((r) => r.split(".")[0] ?? ""))];
  const extra = moduleBooks.filter((b) => !BOOKS.some((d) => d.id === b));
  if (extra.join(" ") !== WEB_DEUTEROCANON.join(" ")) fail(`WEB extra books changed: ${extra.join(" ")}`);
  const known = new Set(scheme.refs);
  const stray = [...web.raw.keys()].filter((r) => !extra.includes(r.split(".")[0] ?? "") && !known.has(r));
  if (stray.length > 0) fail(`WEB verses outside the KJV scheme: ${stray.join(", ")}`);

  // Glossary appended after the end of Revelation.
  const last = web.clean.get("Rev.22.21");
  if (last === undefined || !last.trailing.startsWith("World English Bible Glossary")) fail("WEB Rev 22:21: glossary not where expected");
  const glossary = { ref: "Rev.22.21", characters: last.trailing.length, startsWith: last.trailing.slice(0, 80) };

  // Romans' doxology: the module (NRSVA has no Rom 14:24-26) glues the WEB's
  // Rom 14:24-26 onto 14:23, and leaves 16:25 with a footnote only (16:26-27
  // do not exist in it). Put the three verses where the KJV numbers them.
  const rom1423 = draft.text.get("Rom.14.23") ?? "";
  const start = rom1423.indexOf("Now to him who is able to establish you");
  const cut1 = rom1423.indexOf(" but now is revealed,");
  const cut2 = rom1423.indexOf(" to the only wise God,");
  if (start <= 0 || !(start < cut1 && cut1 < cut2)) fail("WEB Rom 14:23: doxology not found where expected");
  if ((draft.text.get("Rom.16.25") ?? "") !== "" || web.raw.has("Rom.16.26") || web.raw.has("Rom.16.27")) fail("WEB Rom 16:25-27 are no longer empty");
  const doxology = [rom1423.slice(start, cut1).trim(), rom1423.slice(cut1, cut2).trim(), rom1423.slice(cut2).trim()];
  draft.text.set("Rom.14.23", rom1423.slice(0, start).trim());
  draft.text.set("Rom.16.25", doxology[0] ?? "");
  draft.text.set("Rom.16.26", doxology[1] ?? "");
  draft.text.set("Rom.16.27", doxology[2] ?? "");
  const moved = [
    {
      from: "Rom.14.23",
      to: ["Rom.16.25", "Rom.16.26", "Rom.16.27"],
      text: doxology,
      reason:
        "The WEB prints the doxology as Rom 14:24-26 (its footnote: TR places verses 24-26 after Romans 16:24 as verses 25-27); the SWORD module, in NRSVA versification, appends it to Rom 14:23. Split at the WEB's verse boundaries and placed in the KJV's Rom 16:25-27.",
    },
  ];

  // Verses whose slot holds only a footnote: the WEB leaves them out of the text.
  const lacking: { ref: string; note: string }[] = [];
  for (const ref of scheme.refs) {
    if ((draft.text.get(ref) ?? "") !== "") continue;
    const raw = web.raw.get(ref);
    lacking.push({ ref, note: raw === undefined ? "" : notesOf(raw).join(" ") });
  }
  return { lacking, moved, glossary, droppedBooks: extra };
}

// ---------------------------------------------------------------------------
// 5. RV1909: psalm titles, and where its verses sit relative to the KJV's

const CAPS_WORD = /(?<![\p{L}])[\p{Lu}]{2,}(?![\p{L}])/u;

/**
 * The RV1909 module has no title markup: a psalm's superscription is the
 * start of verse 1. The edition prints the first word of each psalm in
 * capitals ("Salmo de David. JEHOVÁ es mi pastor"), so the title is what
 * stands before the sentence that holds that word. Only psalms the KJV gives
 * a title are split (the RV's "Aleluya." before Ps 111 etc. is verse text in
 * the KJV: "Praise ye the LORD").
 */
function splitRvPsalmTitles(draft: Draft, kjvDraft: Draft): { psalm: number; title: string }[] {
  const out: { psalm: number; title: string }[] = [];
  for (let p = 1; p <= 150; p++) {
    const ref = `Ps.${p}.1`;
    const kjvTitled = (kjvDraft.titlesBefore.get(ref)?.length ?? 0) > 0 && !(kjvDraft.titlesBefore.has(`Ps.${p}.9`));
    if (!kjvTitled) continue;
    const text = draft.text.get(ref) ?? "";
    const m = CAPS_WORD.exec(text);
    if (m === null) fail(`RV1909 ${ref}: no capitalised first word to split the title at`);
    const before = text.slice(0, m.index);
    let cut = -1;
    for (const x of before.matchAll(/[.:?!](?=\s)/g)) cut = x.index;
    if (cut === -1) fail(`RV1909 ${ref}: no sentence end before the first word`);
    const title = text.slice(0, cut + 1).trim();
    const verse = text.slice(cut + 1).trim();
    if (title === "" || verse === "") fail(`RV1909 ${ref}: empty title or verse after split`);
    draft.titlesBefore.set(ref, [title]);
    draft.text.set(ref, verse);
    out.push({ psalm: p, title });
  }
  return out;
}

/**
 * RV1909 Psalm 119: the module puts the Hebrew letter of each stanza at the
 * start of its first verse ("ALEPH. BIENAVENTURADOS…", "BETH ¿Con qué…");
 * make them headings, as the KJV and WEB modules mark them.
 */
function splitRvPs119(draft: Draft): number {
  let n = 0;
  for (let v = 1; v <= 176; v += 8) {
    const ref = `Ps.119.${v}`;
    const text = draft.text.get(ref) ?? "";
    const m = /^(\p{Lu}{2,}\.?)\s+(?=\S)/u.exec(text);
    if (m === null || m[1] === undefined) fail(`RV1909 ${ref}: no stanza letter at the start`);
    draft.titlesBefore.set(ref, [m[1]]);
    draft.text.set(ref, text.slice(m[0].length));
    n++;
  }
  return n;
}

/**
 * RV1909 colophons: the edition ends Paul's letters and Hebrews with a note
 * on where each was written ("Fué escrita de Corinto á los Romanos…"), which
 * the module runs on after the last verse's "Amén.". The KJV module marks
 * the same notes as titles; split them off into the chapter's subscription
 * wherever the KJV has one.
 */
function splitRvSubscriptions(draft: Draft, kjvDraft: Draft, scheme: Scheme): string[] {
  const done: string[] = [];
  for (const [ref] of kjvDraft.titlesAfter) {
    const chapter = chapterOf(ref);
    const refs = scheme.refs.filter((r) => chapterOf(r) === chapter && (draft.text.get(r) ?? "") !== "");
    const last = refs[refs.length - 1];
    if (last === undefined) fail(`RV1909 ${chapter}: no verses`);
    const text = draft.text.get(last) ?? "";
    const at = text.lastIndexOf("Amén. ");
    if (at === -1) fail(`RV1909 ${last}: no "Amén." before the colophon`);
    draft.text.set(last, text.slice(0, at + "Amén.".length));
    draft.titlesAfter.set(last, [text.slice(at + "Amén. ".length).trim()]);
    done.push(last);
  }
  return done;
}

/** Aligns the KJV with another translation book by book; `tokens*` give the words compared. */
function alignAll(
  scheme: Scheme,
  tokensKjv: (ref: string) => string[],
  tokensOther: (ref: string) => string[],
  present: (ref: string) => boolean,
): MappingGroup[] {
  const groups: MappingGroup[] = [];
  for (const book of scheme.books) {
    const refs = scheme.refs.filter((r) => r.startsWith(`${book.id}.`));
    const ai: AlignItem[] = refs.map((id) => ({ id, tokens: tokensKjv(id) }));
    const bi: AlignItem[] = refs.filter(present).map((id) => ({ id, tokens: tokensOther(id) }));
    for (const g of alignBook(ai, bi)) groups.push({ kjv: g.a, rv1909: g.b });
  }
  return groups;
}

function isIdentity(g: MappingGroup): boolean {
  return g.kjv.length === 1 && g.rv1909.length === 1 && g.kjv[0] === g.rv1909[0];
}

// ---------------------------------------------------------------------------
// 6. Checks over a finished translation

function check(t: TranslationOut, allowedEmpty: ReadonlySet<string>): { problems: string[]; suspicious: string[] } {
  const problems: string[] = [];
  const suspicious: string[] = [];
  const look = (ref: string, what: string, text: string): void => {
    for (const p of textProblems(text)) problems.push(`${t.id} ${ref} ${what}: ${p}: ${text.slice(0, 120)}`);
    // Words run together: a letter glued to the next word after punctuation, or a lower case letter before a capital.
    for (const m of text.matchAll(/\p{Ll}[,;:!?]\p{L}|\p{Ll}\p{Lu}|[”][\p{L}]/gu)) suspicious.push(`${t.id} ${ref} ${what}: …${text.slice(Math.max(0, m.index - 25), m.index + 25)}…`);
  };
  for (const b of t.books) {
    b.chapters.forEach((c, ci) => {
      const cref = `${b.id}.${ci + 1}`;
      if (c.title !== undefined) look(cref, "title", c.title);
      if (c.subscription !== undefined) look(cref, "subscription", c.subscription);
      for (const [v, h] of Object.entries(c.headings ?? {})) look(`${cref}.${v}`, "heading", h);
      c.verses.forEach((v, vi) => {
        const ref = `${cref}.${vi + 1}`;
        if (v === "") {
          if (!allowedEmpty.has(ref)) problems.push(`${t.id} ${ref}: empty`);
        } else {
          if (allowedEmpty.has(ref)) problems.push(`${t.id} ${ref}: listed as empty but has text`);
          look(ref, "verse", v);
        }
      });
    });
  }
  return { problems, suspicious };
}

function applyErrata(id: Source["id"], draft: Draft): void {
  for (const e of ERRATA.filter((x) => x.translation === id)) {
    const map = e.field === "text" ? draft.text : draft.titlesBefore;
    const current = map.get(e.ref);
    const value = Array.isArray(current) ? current.join(" ") : current;
    if (value === undefined || value.split(e.from).length !== 2) fail(`erratum ${id} ${e.ref} "${e.from}" does not match exactly once`);
    const fixed = value.replace(e.from, e.to);
    if (e.field === "text") draft.text.set(e.ref, fixed);
    else draft.titlesBefore.set(e.ref, [fixed]);
  }
}

// ---------------------------------------------------------------------------
// Main

function main(): void {
  const exports = exportModules();
  const dir = exports.dir;
  log(`OSIS exports in ${dir}`);
  const [kjv, web, rv] = SOURCES.map((s) => load(dir, s));
  if (kjv === undefined || web === undefined || rv === undefined) fail("missing module");
  const scheme = kjvScheme(kjv);
  const totalVerses = scheme.refs.length;
  const totalChapters = scheme.books.reduce((n, b) => n + b.verses.length, 0);
  log(`KJV scheme: ${scheme.books.length} books, ${totalChapters} chapters, ${totalVerses} verses`);
  if (totalVerses !== 31102 || totalChapters !== 1189) fail("KJV must have 1,189 chapters and 31,102 verses");

  // KJV
  const kjvDraft = draftOf(kjv, scheme);
  applyErrata("kjv", kjvDraft);
  const kjvOut = assemble(kjv.source, kjvDraft, scheme);

  // WEB
  const webDraft = draftOf(web, scheme);
  const webReport = fixWeb(web, webDraft, scheme);
  applyErrata("web", webDraft);
  const webOut = assemble(web.source, webDraft, scheme);

  // RV1909
  const rvEdges = cleanRv(rv);
  for (const e of rvEdges.filter((x) => ENCLITIC.test(x.right))) log(`RV1909 edge ${e.join ? "join " : "space"} ${e.left}|${e.right} ${e.refs.join(",")}`);
  log(`RV1909 supplied-word edges: ${rvEdges.filter((e) => e.join).length} joined, ${rvEdges.filter((e) => !e.join).length} spaced`);
  const rvDraft = draftOf(rv, scheme);
  const rvTitles = splitRvPsalmTitles(rvDraft, kjvDraft);
  const rvStanzas = splitRvPs119(rvDraft);
  const rvColophons = splitRvSubscriptions(rvDraft, kjvDraft, scheme);
  log(`RV1909: ${rvStanzas} Ps 119 stanza headings, ${rvColophons.length} colophons split off (${rvColophons.join(", ")})`);
  applyErrata("rv1909", rvDraft);
  const rvOut = assemble(rv.source, rvDraft, scheme);
  const rvEmpty = scheme.refs.filter((r) => (rvDraft.text.get(r) ?? "") === "");
  const rvAlign = alignAll(
    scheme,
    (ref) => strongsOf(kjv.raw.get(ref) ?? ""),
    (ref) => strongsOf(rv.raw.get(ref) ?? ""),
    (ref) => (rvDraft.text.get(ref) ?? "") !== "",
  );
  const rvGroups = rvAlign.filter((g) => !isIdentity(g));
  const gaps = rvGroups.filter((g) => g.kjv.length === 0 || g.rv1909.length === 0);
  if (gaps.length > 0) fail(`RV1909 alignment left verses unmatched: ${JSON.stringify(gaps)}`);
  const rvChapters = new Set<string>();
  for (const g of rvGroups) for (const r of [...g.kjv, ...g.rv1909]) rvChapters.add(chapterOf(r));
  const chapterOrder = (c: string): number => scheme.refs.indexOf(`${c}.1`);
  const rvChapterList = [...rvChapters].sort((x, y) => chapterOrder(x) - chapterOrder(y));
  const rvMapping: Record<string, MappingGroup[]> = {};
  for (const c of rvChapterList) {
    rvMapping[c] = rvAlign.filter((g) => [...g.kjv, ...g.rv1909].some((r) => chapterOf(r) === c));
  }

  // WEB alignment check: English words; the WEB must line up with the KJV verse for verse.
  const webAlign = alignAll(
    scheme,
    (ref) => englishWords(kjvDraft.text.get(ref) ?? ""),
    (ref) => englishWords(webDraft.text.get(ref) ?? ""),
    (ref) => (webDraft.text.get(ref) ?? "") !== "",
  );
  // A group is explained when, leaving out the verses the WEB lacks, it pairs the same verse numbers.
  const lackingRefs = new Set(webReport.lacking.map((l) => l.ref));
  const webOdd = webAlign.filter((g) => !isIdentity(g) && g.kjv.filter((r) => !lackingRefs.has(r)).join() !== g.rv1909.join());
  if (webOdd.length > 0) fail(`WEB verses not in the KJV slot of the same number: ${JSON.stringify(webOdd)}`);
  log(`WEB lines up with the KJV verse for verse (apart from the ${lackingRefs.size} verses it lacks)`);

  // Checks
  const emptyBy: Record<Source["id"], Set<string>> = {
    kjv: new Set(),
    web: new Set(webReport.lacking.map((l) => l.ref)),
    rv1909: new Set(rvEmpty),
  };
  let problems: string[] = [];
  const suspicious: string[] = [];
  for (const t of [kjvOut, webOut, rvOut]) {
    const r = check(t, emptyBy[t.id as Source["id"]]);
    problems = problems.concat(r.problems);
    suspicious.push(...r.suspicious);
  }
  for (const s of suspicious) log(`check by eye: ${s}`);
  if (problems.length > 0) {
    for (const p of problems.slice(0, 50)) console.error(p);
    fail(`${problems.length} problems in the cleaned text`);
  }

  // books.json
  const books = BOOKS.map((def, i) => {
    const en = kjv.headings.get(def.id);
    const es = rv.headings.get(def.id);
    const sch = scheme.books[i];
    if (en?.h === undefined || es?.h === undefined || sch === undefined) fail(`book names missing for ${def.id}`);
    // The RV1909 heads two Gospels "San Mateo", "San Lucas" but not the others; the book name is the evangelist's.
    const esName = es.h.replace(/^San /, "");
    // The KJV module's x-usfm-toc3 is the book's USFM code ("Gen", "Jdg", "Sng").
    const usfm = (en.toc3 ?? "").toUpperCase();
    if (!/^[1-3A-Z][A-Z0-9]{2}$/.test(usfm)) fail(`${def.id}: no USFM code in the KJV module (${en.toc3 ?? "none"})`);
    return {
      id: def.id,
      order: i + 1,
      testament: def.testament,
      name: { en: en.h, es: esName },
      title: { en: en.toc1 ?? en.h, es: es.toc1 ?? es.h },
      abbreviations: { en: def.abbreviations.en.filter((a) => a !== en.h), es: def.abbreviations.es.filter((a) => a !== esName) },
      usfm,
      chapters: sch.verses.length,
      verses: sch.verses,
    };
  });

  const versification = {
    scheme: "KJV",
    description:
      "Every translation file is laid out in KJV numbering: verses[i] of a chapter is verse i+1, and an empty string is a slot the translation does not have there. This file lists those slots, the WEB's moved verses, and where the RV1909's verses stand in other slots than the KJV's.",
    kjv: { emptySlots: [] as string[] },
    web: {
      sourceVersification: "NRSVA",
      droppedBooks: webReport.droppedBooks,
      lacks: webReport.lacking.map((l) => l.ref),
      lacksNotes: Object.fromEntries(webReport.lacking.map((l) => [l.ref, l.note])),
      moved: webReport.moved.map(({ from, to, reason }) => ({ from, to, reason })),
      removed: [{ ref: webReport.glossary.ref, what: "World English Bible Glossary appended after the end of Revelation", characters: webReport.glossary.characters }],
      emptySlots: webReport.lacking.map((l) => l.ref),
    },
    rv1909: {
      sourceVersification: "KJV (the module squeezes the Spanish numbering into KJV slots)",
      description:
        "The module keeps the Spanish edition's verse divisions but files them in KJV slots: where the Spanish Bible starts a chapter earlier or later (Num 13, 1 Sam 24, Job 39, Hos 12, Jonah 2, …) the text moves up one slot, the KJV slot it left is empty, and two Spanish verses share the chapter's last slot. `chapters` lists each chapter where a slot does not hold the KJV verse of the same number; `mapping` gives, for each of them, every KJV verse with the RV1909 slot(s) that hold its text (found by aligning the Strong's numbers both modules carry). Chapters not listed line up 1:1.",
      emptySlots: rvEmpty,
      chapters: rvChapterList,
      mapping: rvMapping,
      psalmTitlesSplit: rvTitles.length,
    },
  };

  // Write
  const files: Record<string, string> = {
    "kjv.json": JSON.stringify(kjvOut),
    "web.json": JSON.stringify(webOut),
    "rv1909.json": JSON.stringify(rvOut),
    "books.json": `${compactJson({ totals: { books: 66, chapters: totalChapters, verses: totalVerses }, books }, 2)}\n`,
    "versification.json": `${compactJson(versification, 4)}\n`,
  };
  writeOutputs(outDir, files, {
    description: "Provenance of data/bible: the Debian packages and SWORD module files the text was built from, and checksums of the outputs.",
    builder: "scripts/bible/build.ts",
    tools: ["mod2osis", "mod2imp"],
    packages: SOURCES.map((s) => s.pkg),
    modules: Object.fromEntries(SOURCES.map((s) => [s.module, { translation: s.id, package: s.pkg, files: moduleFiles(readConf(s.module)) }])),
  });

  // Report
  const count = (t: TranslationOut): { verses: number; nonEmpty: number } => {
    let verses = 0;
    let nonEmpty = 0;
    for (const b of t.books) for (const c of b.chapters) for (const v of c.verses) {
      verses++;
      if (v !== "") nonEmpty++;
    }
    return { verses, nonEmpty };
  };
  for (const t of [kjvOut, webOut, rvOut]) log(`${t.id}: ${JSON.stringify(count(t))}`);
  log(`WEB lacks: ${webReport.lacking.map((l) => l.ref).join(", ")}`);
  log(`RV1909 empty slots (${rvEmpty.length}): ${rvEmpty.join(", ")}`);
  log(`RV1909 chapters numbered differently (${rvChapterList.length}): ${rvChapterList.join(", ")}`);
  for (const g of rvGroups) log(`  RV1909 ${g.rv1909.join("+")} = KJV ${g.kjv.join("+")}`);
  log(`RV1909 psalm titles split: ${rvTitles.length}`);
  log(`wrote ${Object.keys(files).length + 1} files to ${outDir}`);
  exports.remove();
}

main();
