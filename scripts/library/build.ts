/**
 * Builds data/library/ (the catalogue and the text of the books that can be
 * read in Berea) from Debian's public-domain SWORD commentaries and
 * dictionary, and the cover images under web/public/covers/.
 *
 *   npx tsx scripts/library/build.ts                # exports the modules with mod2imp itself
 *   npx tsx scripts/library/build.ts --imp-dir DIR  # reuses DIR/<module>.imp
 *   npx tsx scripts/library/build.ts --out DIR      # writes somewhere else than data/library
 *
 * See scripts/library/README.md for the apt packages and the rules.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import { countWords, readingMinutes } from "../../contracts/src/content.ts";
import { libraryBookFileSchema, libraryCatalogSchema, type LibraryBook, type LibraryBookFile, type LibraryChapterFile } from "../../contracts/src/library.ts";
import { argValue, exportModule, exportsFolder, fail, log, moduleFiles, packageInfo, readConf, readExport, readImp, repoRoot, SWORD_ROOT, writeOutputs, type ExportsFolder, type ImpEntry } from "../sword/sword-build.ts";
import { coverPath, coversDir, writeCovers } from "./covers.ts";
import { KNOWN_ELEMENTS, blockText, entryBlocks, textProblems, titleCase, type Block, type MarkupRules } from "./markup.ts";
import { CATALOGUE_ONLY, SWORD_WORKS, type CatalogueCard, type SwordWork } from "./works.ts";

// ---------------------------------------------------------------------------
// Settings

/** A chapter longer than this (about an hour's reading) is split: commentary books into groups of Bible chapters, Nave's letters into ranges of topics. */
const MAX_CHAPTER_WORDS = 14_000;

const outDir = resolve(argValue("--out") ?? join(repoRoot, "data", "library"));

// ---------------------------------------------------------------------------
// 1. Export the modules

interface SourceFix {
  module: string;
  what: string;
  why: string;
}

/**
 * sword-comm-mhcc 2.0-1 ships `ModDrv=zCom4`, but its index files are in the
 * zCom layout (10-byte entries: ot.bzv is 241,150 bytes = 24,115 × 10, the
 * KJV's OT slots; zCom4's are 12 bytes). Read as zCom4 every entry runs on
 * for ~60 KB into the following ones and lands under the wrong verse. We
 * read it through a private SWORD_PATH whose copy of the conf says `zCom`;
 * the module files themselves are the package's. When the package is fixed
 * the check below finds nothing to do.
 */
function swordPathFor(module: string, fixes: SourceFix[]): string | undefined {
  if (module !== "MHCC") return undefined;
  const conf = readConf(module);
  if (conf.values.get("ModDrv") !== "zCom4") return undefined;
  const bzv = join(SWORD_ROOT, conf.values.get("DataPath") ?? "", "ot.bzv");
  const size = statSync(bzv).size;
  if (size % 10 !== 0 || size % 12 === 0) fail(`MHCC: ${bzv} is ${size} bytes; expected the zCom layout (a multiple of 10, not of 12). Look at the module again.`);
  const dir = mkdtempSync(join(tmpdir(), "berea-sword-"));
  mkdirSync(join(dir, "mods.d"));
  symlinkSync(join(SWORD_ROOT, "modules"), join(dir, "modules"));
  writeFileSync(join(dir, "mods.d", basename(conf.path)), conf.text.replace(/^ModDrv=zCom4$/m, "ModDrv=zCom"));
  fixes.push({
    module,
    what: "read with ModDrv=zCom instead of the conf's zCom4 (a private copy of the conf; the module files are the package's)",
    why: `The index files are in the zCom layout (ot.bzv is ${size} bytes, ${size / 10} entries of 10 bytes); read as zCom4 every entry runs on into the next ones and sits under the wrong verse.`,
  });
  return dir;
}

/** mod2imp, not mod2osis: mod2osis handles only verse-keyed modules, and Nave's is a dictionary. */
function exportModules(fixes: SourceFix[]): ExportsFolder {
  const exports = exportsFolder("--imp-dir", "berea-library-");
  for (const w of SWORD_WORKS) {
    // Record the fix the export needed even when the export was made earlier.
    const swordPath = swordPathFor(w.module, fixes);
    if (!exports.given) exportModule(exports.dir, w.module, "mod2imp", swordPath === undefined ? undefined : { SWORD_PATH: swordPath });
    if (swordPath !== undefined) rmSync(swordPath, { recursive: true, force: true });
  }
  return exports;
}

// ---------------------------------------------------------------------------
// 2. Clean entries into blocks

/**
 * Stray markup left as text in the sources, removed by exact replacement in
 * the raw entries. Each must match exactly `count` times, so a new module
 * version that fixes (or moves) it stops the build instead of going unnoticed.
 */
const ERRATA: ReadonlyArray<{ module: string; from: string; to: string; count: number; why: string }> = [
  { module: "Scofield", from: " &lt;/ol&gt;", to: "", count: 1, why: "An HTML end tag of the source's list, escaped into the text (3 John's outline)." },
  { module: "Scofield", from: "&lt;/ol&gt;", to: "", count: 1, why: "An HTML end tag of the source's list, escaped into the text (Revelation's outline)." },
  { module: "Nave", from: "&amp;gt;", to: "", count: 8, why: "A stray '>' escaped twice, after or before a cross-reference ('See DEATH>')." },
  { module: "Nave", from: "<lb/>REVERENCEGe 35:5;", to: "<lb/>Ge 35:5;", count: 1, why: "The second REVERENCE entry opens with the topic's name run into its first reference." },
];

function applyErrata(module: string, entries: ImpEntry[]): void {
  for (const e of ERRATA.filter((x) => x.module === module)) {
    let found = 0;
    for (const entry of entries) {
      const parts = entry.markup.split(e.from);
      if (parts.length === 1) continue;
      found += parts.length - 1;
      entry.markup = parts.join(e.to);
    }
    if (found !== e.count) fail(`${module}: erratum ${JSON.stringify(e.from)} matched ${found} times, expected ${e.count}`);
  }
}

const unknownElements = new Map<string, string>();

function blocksOf(module: string, key: string, markup: string, rules: MarkupRules): Block[] {
  const { blocks, elements } = entryBlocks(markup, rules);
  for (const e of elements) if (!KNOWN_ELEMENTS.has(e) && !unknownElements.has(`${module} <${e}>`)) unknownElements.set(`${module} <${e}>`, key);
  return blocks;
}

const wordsOf = (blocks: readonly Block[]): number => blocks.reduce((n, b) => n + countWords(blockText(b)), 0);

interface BibleBookName {
  id: string;
  name: string;
}
function bibleBooks(): BibleBookName[] {
  const file = JSON.parse(readFileSync(join(repoRoot, "data", "bible", "books.json"), "utf8")) as { books: { id: string; name: { en: string } }[] };
  return file.books.map((b) => ({ id: b.id, name: b.name.en }));
}

interface KeyedEntry {
  key: string;
  chapter: number;
  verse: number;
  markup: string;
}

/** Verse-keyed entries ("II Chronicles 21:7") grouped by book, in the module's order; other keys must be empty. */
function entriesByBook(module: string, entries: readonly ImpEntry[]): { name: string; entries: KeyedEntry[] }[] {
  const books: { name: string; entries: KeyedEntry[] }[] = [];
  for (const { key, markup } of entries) {
    const m = /^(.+) (\d+):(\d+)$/.exec(key);
    if (m === null) {
      const rest = markup.replace(/<milestone type="x-importer"[^>]*\/>/g, "").trim();
      if (rest !== "") fail(`${module}: unexpected text under the key ${key}`);
      continue;
    }
    const [, name = "", chapter = "0", verse = "0"] = m;
    let book = books[books.length - 1];
    if (book?.name !== name) {
      if (books.some((b) => b.name === name)) fail(`${module}: ${name} entries are not together`);
      book = { name, entries: [] };
      books.push(book);
    }
    if (book.entries.some((e) => e.key === key)) fail(`${module}: two entries for ${key}`);
    book.entries.push({ key, chapter: Number(chapter), verse: Number(verse), markup });
  }
  return books;
}

/** Splits at level-2 headings into about equal parts no longer than MAX_CHAPTER_WORDS each. */
function splitSections(blocks: Block[]): Block[][] {
  const total = wordsOf(blocks);
  const parts = Math.ceil(total / MAX_CHAPTER_WORDS);
  if (parts <= 1) return [blocks];
  const sections: Block[][] = [];
  for (const b of blocks) {
    const last = sections[sections.length - 1];
    if (last === undefined || (typeof b !== "string" && b.level === 2)) sections.push([b]);
    else last.push(b);
  }
  const groups: Block[][] = [];
  let current: Block[] = [];
  let done = 0;
  for (const s of sections) {
    const w = wordsOf(s);
    const target = (total * (groups.length + 1)) / parts;
    // Cut before this section when that lands nearer the target than cutting after it.
    if (current.length > 0 && groups.length < parts - 1 && Math.abs(done - target) < Math.abs(done + w - target)) {
      groups.push(current);
      current = [];
    }
    current.push(...s);
    done += w;
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

/** A heading with nothing under it before the next heading of the same or a higher level (Psalm 1's "Overview") is dropped. */
function dropEmptySections(blocks: Block[]): Block[] {
  return blocks.filter((b, i) => {
    if (typeof b === "string") return true;
    const next = blocks[i + 1];
    return next !== undefined && (typeof next === "string" || next.level > b.level);
  });
}

// MHCC ---------------------------------------------------------------------

function henry(work: SwordWork, entries: readonly ImpEntry[]): LibraryChapterFile[] {
  const names = bibleBooks();
  const books = entriesByBook(work.module, entries);
  if (books.length !== 66) fail(`${work.module}: ${books.length} books, expected 66`);
  const chapters: LibraryChapterFile[] = [];
  books.forEach((book, i) => {
    const name = names[i]?.name ?? fail(`no Bible book ${i + 1}`);
    const rules: MarkupRules = {
      title: (text, type) => {
        if (type === "x-ms" || type === "main") return []; // the book's name: the chapter's title says it
        const ch = /^Chapter (\d+)$/.exec(text);
        if (type === "x-s2" && ch !== null) return [{ heading: `${name} ${ch[1]}`, level: 2 }];
        if (type === "x-IS" && text === "Chapter Outline") return [{ heading: "Chapter Outline", level: 3 }];
        return fail(`${work.module} ${book.name}: unexpected title ${type} "${text}"`);
      },
      boldParagraph: "heading",
      leadingBold: "text",
    };
    const blocks = book.entries.flatMap((e) => blocksOf(work.module, e.key, e.markup, rules));
    const groups = splitSections(blocks);
    for (const group of groups) {
      const numbers = group.flatMap((b) => (typeof b !== "string" && b.level === 2 ? [Number(/ (\d+)$/.exec(b.heading)?.[1])] : []));
      const first = chapters.length === 0 || group === groups[0] ? 1 : (numbers[0] ?? 1);
      const last = numbers[numbers.length - 1] ?? first;
      const title = groups.length === 1 ? name : first === last ? `${name} ${first}` : `${name} ${first}–${last}`;
      chapters.push({ title, blocks: group });
    }
  });
  return chapters;
}

// Scofield -----------------------------------------------------------------

function scofield(work: SwordWork, entries: readonly ImpEntry[]): LibraryChapterFile[] {
  const names = bibleBooks();
  const books = entriesByBook(work.module, entries);
  if (books.length !== 66) fail(`${work.module}: ${books.length} books, expected 66`);
  return books.map((book, i) => {
    const name = names[i]?.name ?? fail(`no Bible book ${i + 1}`);
    let sawIntro = false;
    const rules: MarkupRules = {
      title: (text) => {
        if (/^Book Introduction - /.test(text)) {
          sawIntro = true;
          return [{ heading: "Introduction", level: 2 }];
        }
        return fail(`${work.module} ${book.name}: unexpected title "${text}"`);
      },
      boldParagraph: "lemma",
      leadingBold: "lemma",
    };
    const blocks: Block[] = [];
    let chapterShown = 0;
    for (const e of book.entries) {
      sawIntro = false;
      // "Read first chapter of Genesis" is the label of a link to the Bible text in the source, not a note.
      const own = blocksOf(work.module, e.key, e.markup, rules).filter((b) => typeof b !== "string" || !/^Read first chapter of /.test(b));
      if (own.length === 0) continue;
      // The introduction and the note on the first verse share the 1:1 entry, with nothing between them to divide them by.
      if (!sawIntro && e.verse > 0) {
        if (e.chapter !== chapterShown) blocks.push({ heading: `${name} ${e.chapter}`, level: 2 });
        chapterShown = e.chapter;
        blocks.push({ heading: `Verse ${e.verse}`, level: 3 });
      }
      blocks.push(...own);
    }
    if (blocks.length === 0) fail(`${work.module} ${name}: no notes`);
    return { title: name, blocks };
  });
}

// Treasury of David --------------------------------------------------------

/** "EXPLANATORY NOTES AND QUAINT SAYINGS." → the heading; any sentence run into the title after the capitals → a paragraph. */
function psalmTitle(text: string): Block[] {
  if (/^Psalm \d+ OVERVIEW$/.test(text)) return [{ heading: "Overview", level: 2 }];
  const m = /^([A-Z][A-Z ,'’-]*[A-Z])\.?(?:\s+(.*))?$/.exec(text);
  if (m === null) return fail(`TDavid: unexpected title "${text}"`);
  const heading = titleCase(m[1] ?? "");
  const rest = (m[2] ?? "").trim();
  return rest === "" ? [{ heading, level: 2 }] : [{ heading, level: 2 }, rest];
}

function treasury(work: SwordWork, entries: readonly ImpEntry[]): LibraryChapterFile[] {
  const range = work.range ?? fail(`${work.module}: no range`);
  const rules: MarkupRules = { title: psalmTitle, boldParagraph: "text", leadingBold: "text" };
  const books = entriesByBook(work.module, entries);
  const psalms = books.length === 1 && books[0]?.name === "Psalms" ? books[0].entries : fail(`${work.module}: expected the Psalms alone`);
  const preface = psalms.filter((e) => e.chapter === 0).flatMap((e) => blocksOf(work.module, e.key, e.markup, rules));
  if (preface[0] !== "Preface") fail(`${work.module}: the preface does not start with its name`);
  const chapters: LibraryChapterFile[] = [{ title: "Preface", blocks: preface.slice(1) }];
  for (let n = range.first; n <= range.last; n++) {
    const blocks = psalms
      .filter((e) => e.chapter === n)
      .flatMap((e) => blocksOf(work.module, e.key, e.markup, rules))
      .flatMap((b): Block[] => {
        // The list of books on a psalm is sometimes a paragraph that starts with its heading in capitals instead of a title.
        const works = typeof b === "string" ? /^(WORKS? UPON THE [A-Z -]+ PSALM)\.? (.+)$/.exec(b) : null;
        return works === null ? [b] : [{ heading: titleCase(works[1] ?? ""), level: 2 }, works[2] ?? ""];
      });
    if (blocks.length === 0) fail(`${work.module}: Psalm ${n} is empty`);
    chapters.push({ title: `Psalm ${n}`, blocks });
  }
  return chapters;
}

// Nave's -------------------------------------------------------------------

function nave(work: SwordWork, entries: readonly ImpEntry[]): LibraryChapterFile[] {
  const rules: MarkupRules = { title: (text) => fail(`${work.module}: unexpected title "${text}"`), boldParagraph: "text", leadingBold: "text" };
  const letters = new Map<string, Block[]>();
  for (const { key, markup } of entries) {
    const name = /<entryFree n="([^"]+)"/.exec(markup)?.[1] ?? key;
    const letter = key.charAt(0);
    if (!/^[A-Z]$/.test(letter)) fail(`${work.module}: topic ${key} does not start with a letter`);
    // Each sub-topic starts at a line break and an arrow in the module: the arrow is markup, not text.
    const body = blocksOf(work.module, key, markup, rules).map((b) => (typeof b === "string" ? b.replace(/^→\s*/, "") : b));
    if (body.length === 0) fail(`${work.module}: ${key} is empty`);
    const list = letters.get(letter) ?? [];
    list.push({ heading: titleCase(name.replace(/\s+/g, " ").trim()), level: 2 }, ...body);
    letters.set(letter, list);
  }
  const chapters: LibraryChapterFile[] = [];
  for (const [letter, blocks] of letters) {
    const groups = splitSections(blocks);
    for (const group of groups) {
      const topics = group.flatMap((b) => (typeof b !== "string" && b.level === 2 ? [b.heading] : []));
      const title = groups.length === 1 ? letter : `${letter}: ${topics[0] ?? ""} to ${topics[topics.length - 1] ?? ""}`;
      chapters.push({ title, blocks: group });
    }
  }
  return chapters;
}

// ---------------------------------------------------------------------------
// 3. Checks

function check(book: LibraryBookFile): string[] {
  const problems: string[] = [];
  book.chapters.forEach((c, ci) => {
    if (c.blocks.length === 0) problems.push(`${book.id} chapter ${ci + 1}: empty`);
    if (!c.blocks.some((b) => typeof b === "string")) problems.push(`${book.id} chapter ${ci + 1} (${c.title}): no paragraphs`);
    for (const b of [c.title, ...c.blocks.map(blockText)]) {
      for (const p of textProblems(b)) problems.push(`${book.id} ${c.title}: ${p}: ${b.slice(0, 120)}`);
    }
  });
  return problems;
}

/** Characters outside Latin-1 and the usual punctuation, with a count and an example: the report shows what a PDF must cope with. */
function unusualCharacters(book: LibraryBookFile): Map<string, { count: number; example: string }> {
  const found = new Map<string, { count: number; example: string }>();
  for (const c of book.chapters) {
    for (const b of c.blocks.map(blockText)) {
      for (const m of b.matchAll(/[^\x20-\x7e\u00a0-\u00ff‘’“”—–…•†‡]/gu)) {
        const seen = found.get(m[0]) ?? { count: 0, example: b.slice(Math.max(0, (m.index ?? 0) - 30), (m.index ?? 0) + 30) };
        seen.count++;
        found.set(m[0], seen);
      }
    }
  }
  return found;
}

// ---------------------------------------------------------------------------
// 4. Output

/** One line per block, so a diff of a rebuilt book shows the paragraphs that changed. */
function bookJson(book: LibraryBookFile): string {
  const chapters = book.chapters.map(
    (c) => ` {"title":${JSON.stringify(c.title)},"blocks":[\n${c.blocks.map((b) => `  ${JSON.stringify(b)}`).join(",\n")}\n ]}`,
  );
  return `{"id":${JSON.stringify(book.id)},"title":${JSON.stringify(book.title)},"author":${JSON.stringify(book.author)},"chapters":[\n${chapters.join(",\n")}\n]}\n`;
}

/** What the catalogue card shows of any book, readable here or not. */
function catalogueCard(work: CatalogueCard): Pick<LibraryBook, "id" | "title" | "author" | "published" | "category" | "description" | "cover"> {
  return {
    id: work.id,
    title: work.title,
    author: work.author,
    published: work.published,
    category: work.category,
    description: work.description,
    cover: coverPath(work.id),
  };
}

function main(): void {
  const fixes: SourceFix[] = [];
  const exports = exportModules(fixes);
  const dir = exports.dir;
  log(`exports in ${dir}`);
  const books: LibraryBookFile[] = [];
  for (const work of SWORD_WORKS) {
    const entries = readImp(readExport(dir, work.module, "mod2imp"));
    applyErrata(work.module, entries);
    log(`${work.module}: ${entries.length} entries`);
    const assemble = { "commentary-by-book": work.module === "MHCC" ? henry : scofield, psalms: treasury, dictionary: nave }[work.kind];
    const chapters = assemble(work, entries).map((c) => ({ title: c.title, blocks: dropEmptySections(c.blocks) }));
    const book: LibraryBookFile = { id: work.id, title: work.title, author: work.author, chapters };
    libraryBookFileSchema.parse(book);
    books.push(book);
  }
  if (unknownElements.size > 0) fail(`unknown markup: ${[...unknownElements].map(([e, key]) => `${e} (${key})`).join(", ")}`);
  const problems = books.flatMap(check);
  if (problems.length > 0) {
    for (const p of problems.slice(0, 40)) console.error(p);
    fail(`${problems.length} problems in the cleaned text`);
  }
  for (const book of books) {
    for (const [char, { count, example }] of unusualCharacters(book)) {
      log(`${book.id}: U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")} ${char} ×${count} e.g. …${example}…`);
    }
  }

  // The books.
  const files: Record<string, string> = {};
  for (const book of books) files[`books/${book.id}.json`] = bookJson(book);

  // The catalogue.
  const versions = new Map(SWORD_WORKS.map((w) => [w.pkg, packageInfo(w.pkg).version]));
  const catalogue: LibraryBook[] = [
    ...SWORD_WORKS.map((work): LibraryBook => {
      const book = books.find((b) => b.id === work.id) ?? fail(`no book ${work.id}`);
      const chapters = book.chapters.map((c, i) => {
        const words = wordsOf(c.blocks);
        return { number: i + 1, title: c.title, words, readingMinutes: readingMinutes(words) };
      });
      const words = chapters.reduce((n, c) => n + c.words, 0);
      return {
        ...catalogueCard(work),
        readable: true,
        ...(work.range ? { includes: work.range.label } : {}),
        words,
        readingMinutes: readingMinutes(words),
        source: { package: work.pkg, version: versions.get(work.pkg) ?? fail(`no version of ${work.pkg}`), module: work.module },
        chapters,
      };
    }),
    ...CATALOGUE_ONLY.map((work): LibraryBook => ({ ...catalogueCard(work), readable: false, note: work.note })),
  ];
  libraryCatalogSchema.parse({ books: catalogue });
  files["catalog.json"] = `{"books":[\n${catalogue.map((b) => JSON.stringify(b)).join(",\n")}\n]}\n`;
  writeOutputs(outDir, files, {
    description: "Provenance of data/library: the Debian packages and SWORD module files the books were built from, the fixes the sources needed, and checksums of the outputs.",
    builder: "scripts/library/build.ts",
    tools: ["mod2imp"],
    packages: SWORD_WORKS.map((w) => w.pkg),
    modules: Object.fromEntries(
      SWORD_WORKS.map((w) => [w.module, { book: w.id, package: w.pkg, ...(w.range ? { included: w.range.label } : {}), files: moduleFiles(readConf(w.module)) }]),
    ),
    notes: { sourceFixes: fixes, errata: ERRATA },
  });
  writeCovers(catalogue, coversDir);

  for (const b of catalogue) {
    if (b.readable) log(`${b.id}: ${b.chapters.length} chapters, ${b.words} words, ${b.readingMinutes} min, ${Buffer.byteLength(files[`books/${b.id}.json`] ?? "")} bytes`);
  }
  log(`wrote ${Object.keys(files).length + 1} files to ${outDir} and ${catalogue.length} covers to ${coversDir}`);
  exports.remove();
}

main();
