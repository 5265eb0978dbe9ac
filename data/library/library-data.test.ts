/**
 * Verification of the committed library (built by scripts/library/build.ts):
 * the catalogue, the text of each readable book, the manifest and the
 * covers. These tests read only committed files: no apt, no SWORD.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { countWords, readingMinutes } from "../../contracts/src/content.ts";
import { libraryBookFileSchema, libraryCatalogSchema, type LibraryBookFile, type ReadableBook } from "../../contracts/src/library.ts";
import { coverSvg } from "../../scripts/library/covers.ts";
import { textProblems } from "../../scripts/library/markup.ts";

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, "..", "..");
const read = (name: string): string => readFileSync(join(here, name), "utf8");

const catalog = libraryCatalogSchema.parse(JSON.parse(read("catalog.json")));
const readable = catalog.books.filter((book): book is ReadableBook => book.readable);
const books = new Map<string, LibraryBookFile>(readable.map((entry) => [entry.id, libraryBookFileSchema.parse(JSON.parse(read(`books/${entry.id}.json`)))]));
function bookOf(id: string): LibraryBookFile {
  const book = books.get(id);
  if (!book) throw new Error(`no book ${id}`);
  return book;
}
const textOf = (block: LibraryBookFile["chapters"][number]["blocks"][number]): string => (typeof block === "string" ? block : block.heading);

interface Manifest {
  packages: { package: string; version: string; debSha256: string }[];
  modules: Record<string, { book: string; package: string; files: Record<string, string> }>;
  sourceFixes: { module: string; what: string; why: string }[];
  outputs: Record<string, { bytes: number; sha256: string }>;
}
const manifest = JSON.parse(read("manifest.json")) as Manifest;

describe("the catalogue", () => {
  it("lists four readable books from SWORD packages and seven well-known books that cannot be read here", () => {
    expect(readable.map((book) => book.id)).toEqual(["henry-concise-commentary", "treasury-of-david", "scofield-reference-notes", "naves-topical-bible"]);
    expect(catalog.books.filter((book) => !book.readable)).toHaveLength(7);
    for (const book of catalog.books) if (!book.readable) expect(book.note).toMatch(/^Not available to read in Berea/);
  });

  it("has unique ids and our own descriptions of a reasonable length", () => {
    expect(new Set(catalog.books.map((book) => book.id)).size).toBe(catalog.books.length);
    for (const book of catalog.books) {
      const words = countWords(book.description);
      expect(words, book.id).toBeGreaterThanOrEqual(30);
      expect(words, book.id).toBeLessThanOrEqual(90);
    }
  });

  it("names the Debian package and version of every readable book, as the manifest does", () => {
    for (const book of readable) {
      const pkg = manifest.packages.find((p) => p.package === book.source.package);
      expect(pkg?.version, book.id).toBe(book.source.version);
      expect(pkg?.debSha256, book.id).toMatch(/^[0-9a-f]{64}$/);
      expect(manifest.modules[book.source.module]?.book, book.id).toBe(book.id);
    }
  });

  it("counts words and reading time (230 words a minute) from the committed text", () => {
    for (const entry of readable) {
      const book = bookOf(entry.id);
      expect(entry.chapters.map((c) => c.title)).toEqual(book.chapters.map((c) => c.title));
      book.chapters.forEach((chapter, i) => {
        const words = chapter.blocks.reduce((n, block) => n + countWords(textOf(block)), 0);
        expect(entry.chapters[i], `${entry.id} ${chapter.title}`).toEqual({ number: i + 1, title: chapter.title, words, readingMinutes: readingMinutes(words) });
      });
      expect(entry.words).toBe(entry.chapters.reduce((n, c) => n + c.words, 0));
      expect(entry.readingMinutes).toBe(readingMinutes(entry.words));
    }
  });

  it("has a committed cover for every book, as the generator draws it", () => {
    for (const book of catalog.books) {
      const file = join(repoRoot, "web", "public", book.cover);
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file, "utf8"), book.id).toBe(coverSvg(book));
    }
  });
});

describe("the books", () => {
  it("have the expected divisions", () => {
    const titles = (id: string) => bookOf(id).chapters.map((c) => c.title);
    // Matthew Henry: every Bible book, the long ones in groups of chapters.
    const henry = titles("henry-concise-commentary");
    expect(henry[0]).toMatch(/^Genesis 1–\d+$/);
    expect(henry.filter((t) => !/ \d+–\d+$/.test(t))).toContain("Ruth");
    expect(henry[henry.length - 1]).toMatch(/^Revelation( \d+–22)?$/);
    expect(new Set(henry.map((t) => t.replace(/ \d+(–\d+)?$/, ""))).size).toBe(66);
    // Treasury of David: the preface and Psalms 1–41 (Book One of the Psalter).
    expect(titles("treasury-of-david")).toEqual(["Preface", ...Array.from({ length: 41 }, (_, i) => `Psalm ${i + 1}`)]);
    // Scofield: one chapter per Bible book.
    expect(titles("scofield-reference-notes")).toHaveLength(66);
    // Nave's: by letter, the longest letters in two parts.
    const nave = titles("naves-topical-bible");
    expect(nave.map((t) => t.charAt(0))).toEqual([..."AABCCDEFGHIJJKLMMNOPPQRSSTUVWYZ"]);
  });

  it("have no empty chapter, every chapter some paragraphs, and no chapter over about an hour's reading", () => {
    for (const entry of readable) {
      for (const chapter of bookOf(entry.id).chapters) {
        const paragraphs = chapter.blocks.filter((b) => typeof b === "string");
        expect(paragraphs.length, `${entry.id} ${chapter.title}`).toBeGreaterThan(0);
      }
      // Psalms are kept whole; the split chapters stay under the build's limit.
      if (entry.id !== "treasury-of-david") for (const c of entry.chapters) expect(c.words, `${entry.id} ${c.title}`).toBeLessThanOrEqual(16_000);
    }
  });

  it("keep no markup, entities, control characters, Strong's numbers or leftover arrows", () => {
    const problems: string[] = [];
    for (const entry of readable) {
      for (const chapter of bookOf(entry.id).chapters) {
        for (const text of [chapter.title, ...chapter.blocks.map(textOf)]) {
          for (const problem of textProblems(text)) problems.push(`${entry.id} ${chapter.title}: ${problem}: ${text.slice(0, 80)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("keep words whole: no compound split at a line end, no apostrophe cut off, no words run together", () => {
    const broken: string[] = [];
    for (const entry of readable) {
      for (const chapter of bookOf(entry.id).chapters) {
        for (const text of chapter.blocks.map(textOf)) {
          // "sin- and trespass-offerings" is a real suspended hyphen; "sin- offering" is not.
          for (const m of text.matchAll(/\b\p{L}+- (?!(?:and|or|nor|to)\b)\p{Ll}+/gu)) broken.push(`${entry.id}: ${m[0]}`);
          for (const m of text.matchAll(/\b\p{L}+' s\b/gu)) broken.push(`${entry.id}: ${m[0]}`);
          for (const m of text.matchAll(/\b\p{Lu}{3,}\p{Lu}\p{Ll}+/gu)) broken.push(`${entry.id}: ${m[0]}`);
          for (const m of text.matchAll(/\p{Ll}{2,}[,;]\p{L}{2,}/gu)) broken.push(`${entry.id}: ${m[0]}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it("keep the paragraphs and headings of the sources", () => {
    const henry = bookOf("henry-concise-commentary").chapters[0];
    expect(henry?.blocks).toContainEqual({ heading: "Genesis 1", level: 2 });
    expect(henry?.blocks).toContainEqual({ heading: "Verses 3-5", level: 3 });
    expect(henry?.blocks).toContain("God creates heaven and earth. (1-2)");
    const psalm23 = bookOf("treasury-of-david").chapters[23];
    expect(psalm23?.title).toBe("Psalm 23");
    expect(psalm23?.blocks.filter((b) => typeof b !== "string").map(textOf)).toEqual([
      "Overview",
      "Exposition",
      "Explanatory Notes and Quaint Sayings",
      "Hints to the Village Preacher",
      "Works upon the Twenty-Third Psalm",
    ]);
    expect(psalm23?.blocks.some((b) => typeof b === "string" && b.startsWith('Verse 1. "The Lord is my shepherd."'))).toBe(true);
    // Scofield's notes: the words a note is about, a dash, the note.
    expect(bookOf("scofield-reference-notes").chapters[0]?.blocks).toContain("firmament — Lit. expanse (i.e. of waters beneath, of vapour above).");
    // Nave's: the topic, then its sub-topics one a paragraph, without the module's arrows.
    const a = bookOf("naves-topical-bible").chapters[0]?.blocks ?? [];
    expect(a.slice(0, 3)).toEqual([{ heading: "Aaron", level: 2 }, "Lineage of Ex 6:16-20; Jos 21:4,10; 1Ch 6:2,3; 23:13", "Marriage of Ex 6:23"]);
  });

  it("read the Latin the Treasury's module left in DOS code page 437 as the letters it stands for", () => {
    const text = bookOf("treasury-of-david").chapters.flatMap((c) => c.blocks.map(textOf)).join("\n");
    expect(text).toContain("hæc");
    expect(text).toContain("quotidiè");
    expect(text).not.toMatch(/[\x80-\x9f]/);
  });
});

describe("the manifest", () => {
  it("has the checksum of every output", () => {
    const files = ["catalog.json", ...readable.map((book) => `books/${book.id}.json`)];
    expect(Object.keys(manifest.outputs).sort()).toEqual(files.sort());
    for (const file of files) {
      const content = read(file);
      expect(manifest.outputs[file], file).toEqual({ bytes: Buffer.byteLength(content), sha256: createHash("sha256").update(content).digest("hex") });
    }
  });

  it("records the Matthew Henry module's driver fix and the module files of every book", () => {
    expect(manifest.sourceFixes.map((fix) => fix.module)).toEqual(["MHCC"]);
    for (const book of readable) expect(Object.keys(manifest.modules[book.source.module]?.files ?? {}).length, book.id).toBeGreaterThan(1);
  });

  it("keeps the committed library compact (under 12 MB)", () => {
    const total = Object.values(manifest.outputs).reduce((n, o) => n + o.bytes, 0);
    expect(total).toBeLessThan(12 * 1024 * 1024);
  });
});
