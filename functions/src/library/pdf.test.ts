import { mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { LibraryBookFile, ReadableBook } from "@berea/contracts/library";
import * as mupdf from "mupdf";
import { describe, expect, it } from "vitest";
import { attachment } from "../lib/attachment.ts";
import { loadBooks, loadTranslation } from "../bible/bible-data.ts";
import { loadDevotionalLibrary } from "../devotionals/devotional-data.ts";
import { findReadableBook, loadLibraryBook } from "./library-data.ts";
import { bookPdf, devotionalPathPdf, pdfFilename, pdfToBuffer, type PdfJob } from "./pdf.ts";
import { pdfPlain, pdfRuns, transliterateGreek } from "./pdf-text.ts";

/**
 * The PDFs, made from the committed data and read back with MuPDF: a valid
 * file, several pages, the title on page 1 (its text extracted, and the page
 * rendered to a PNG under the temp folder for a person to look at).
 */
const outDir = join(tmpdir(), "berea-library-pdf");
mkdirSync(outDir, { recursive: true });

async function make(job: PdfJob): Promise<Buffer> {
  const done = pdfToBuffer(job.doc);
  let pauses = 0;
  await job.write(() => {
    pauses += 1;
    return Promise.resolve();
  });
  const buffer = await done;
  expect(pauses, "write pauses between chapters").toBeGreaterThan(0);
  return buffer;
}

function open(buffer: Buffer): mupdf.Document {
  expect(buffer.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(buffer.subarray(-6).toString("latin1")).toMatch(/%%EOF\s*$/);
  return mupdf.Document.openDocument(buffer, "application/pdf");
}

const pageText = (doc: mupdf.Document, index: number): string => doc.loadPage(index).toStructuredText("preserve-whitespace").asText().replace(/\s+/g, " ");

function savePng(doc: mupdf.Document, index: number, name: string): string {
  const file = join(outDir, name);
  writeFileSync(file, doc.loadPage(index).toPixmap(mupdf.Matrix.scale(1.5, 1.5), mupdf.ColorSpace.DeviceRGB, false, true).asPNG());
  return file;
}

function readable(id: string): ReadableBook {
  const entry = findReadableBook(id);
  if (!entry) throw new Error(`${id} is not readable`);
  return entry;
}

describe("a book's PDF", () => {
  it("is a valid PDF with a title page, one bookmark per chapter and page numbers", async () => {
    const entry = readable("scofield-reference-notes");
    const book = loadLibraryBook(entry.id);
    const doc = open(await make(bookPdf(entry, book)));
    expect(doc.countPages()).toBeGreaterThan(100);

    const first = pageText(doc, 0);
    const png = savePng(doc, 0, "scofield-page-1.png");
    console.log(`page 1 of ${entry.title}: ${png}`);
    expect(first).toContain("Scofield Reference Notes");
    expect(first).toContain("C. I. Scofield");
    expect(first).toContain(`sword-comm-scofield ${entry.source.version}`);

    const second = pageText(doc, 1);
    savePng(doc, 1, "scofield-page-2.png");
    expect(second).toContain("Genesis");
    expect(second).toContain("Introduction");
    // The page number is drawn as the page starts, so it comes first in the page's text.
    expect(second).toMatch(/^1 Genesis /);
    expect(pageText(doc, 2)).toMatch(/^2 /);

    const outline = doc.loadOutline() ?? [];
    expect(outline.map((item) => item.title)).toEqual(book.chapters.map((c) => c.title));
  });

  it("sets Greek in Latin letters and Hebrew as a marker, so nothing comes out garbled", async () => {
    const entry: ReadableBook = { ...readable("scofield-reference-notes"), title: "Test Book “Quoted”", author: "Anne Écrivain" };
    const book: LibraryBookFile = {
      id: entry.id,
      title: entry.title,
      author: entry.author,
      chapters: [
        { title: "Première partie", blocks: [{ heading: "Greek and Hebrew", level: 2 }, "propitiation — (Greek - ἱλαστήριον, “place of propitiation”).", "The Hebrew text מגן, magen, a shield; café, naïve, Œuvre."] },
        { title: "Second", blocks: ["Arrows → and ligatures ﬁne, and an emoji 😀 end."] },
      ],
    };
    const doc = open(await make(bookPdf(entry, book)));
    expect(doc.countPages()).toBe(3);
    expect(pageText(doc, 0)).toContain("Test Book “Quoted”");
    expect(pageText(doc, 0)).toContain("Anne Écrivain");
    const text = pageText(doc, 1);
    savePng(doc, 1, "characters.png");
    expect(text).toContain("Première partie");
    expect(text).toContain("(Greek - hilasterion, “place of propitiation”)");
    expect(text).toContain("The Hebrew text [Hebrew], magen, a shield; café, naïve, Œuvre.");
    expect(pageText(doc, 2)).toContain("Arrows -> and ligatures fine, and an emoji ? end.");
  });
});

describe("a devotional path's PDF", () => {
  it("prints each day's passage from the KJV, the reflection, prayer and question", async () => {
    const path = loadDevotionalLibrary().paths[0];
    if (!path) throw new Error("no devotional paths");
    const doc = open(await make(devotionalPathPdf(path, { kjv: loadTranslation("kjv"), books: loadBooks() })));
    expect(doc.countPages()).toBeGreaterThan(path.days.length);
    const first = pageText(doc, 0);
    console.log(`page 1 of ${path.title}: ${savePng(doc, 0, "devotional-page-1.png")}`);
    expect(first).toContain(pdfPlain(path.title));
    expect(first).toContain(`${path.days.length} days`.toUpperCase());

    const day = path.days[0];
    if (!day) throw new Error("no days");
    const all = Array.from({ length: doc.countPages() }, (_, i) => pageText(doc, i)).join(" ");
    savePng(doc, 1, "devotional-page-2.png");
    const verse = loadTranslation("kjv").books.find((b) => b.id === day.passage.book)?.chapters[day.passage.chapter - 1]?.verses[day.passage.start - 1] ?? "";
    expect(verse).not.toBe("");
    expect(all).toContain(pdfPlain(`${day.passage.start} ${verse}`).replace(/\s+/g, " ").slice(0, 60));
    expect(all).toContain(pdfPlain(day.title));
    expect(all).toContain("Reflection");
    expect(all).toContain("A question to ponder");
    expect(all).toContain(pdfPlain(day.question).slice(0, 40));
    expect((doc.loadOutline() ?? []).length).toBe(path.days.length);
  });
});

describe("PDF text", () => {
  it("keeps WinAnsi text as it is and swaps look-alikes", () => {
    expect(pdfRuns("“Curly” ‘quotes’ — café … €")).toEqual([{ font: "text", text: "“Curly” ‘quotes’ — café … €" }]);
    expect(pdfPlain("ﬁne ‑ ſ")).toBe("fine - s");
  });

  it("transliterates Greek words, with the rough breathing as h", () => {
    expect(transliterateGreek("ἱλαστήριον")).toBe("hilasterion");
    expect(transliterateGreek("ἄγγελος")).toBe("angelos");
    expect(transliterateGreek("ῥῆμα")).toBe("rhema");
    expect(transliterateGreek("οἰκουμένη")).toBe("oikoumene");
    expect(transliterateGreek("Χριστός")).toBe("Christos");
    expect(pdfRuns("the Gr ψωμοκόλακες, κνισοκόλακες, and")).toEqual([
      { font: "text", text: "the Gr " },
      { font: "italic", text: "psomokolakes" },
      { font: "text", text: ", " },
      { font: "italic", text: "knisokolakes" },
      { font: "text", text: ", and" },
    ]);
  });

  it("stands one marker for a Hebrew phrase and keeps the space after it", () => {
    expect(pdfPlain("feasts.\" בּהגפי לעגי מעוג Very difficult.")).toBe('feasts." [Hebrew] Very difficult.');
  });

  it("falls back to the letter without its accent, or a question mark", () => {
    expect(pdfPlain("ā ş 中 😀")).toBe("a s ? ?");
  });
});

describe("download names", () => {
  it("come from the title, with an ASCII fallback and the exact name encoded", () => {
    expect(pdfFilename("Matthew Henry’s Concise Commentary")).toBe("Matthew Henry’s Concise Commentary.pdf");
    expect(pdfFilename('A/B: "C"?')).toBe("A B C.pdf");
    expect(attachment("Matthew Henry’s Concise Commentary.pdf")).toBe(
      "attachment; filename=\"Matthew Henry's Concise Commentary.pdf\"; filename*=UTF-8''Matthew%20Henry%E2%80%99s%20Concise%20Commentary.pdf",
    );
    expect(attachment("Nave’s “Topical” Bible — é.pdf")).toMatch(/^attachment; filename="Nave's Topical Bible - e\.pdf"; filename\*=UTF-8''/);
  });
});
