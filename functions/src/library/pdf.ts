import type { BookMeta, TranslationData } from "@berea/contracts/bible";
import type { DevotionalPath } from "@berea/contracts/content";
import type { LibraryBlock, LibraryBookFile, ReadableBook } from "@berea/contracts/library";
import PDFDocument from "pdfkit";
import { pdfPlain, pdfRuns } from "./pdf-text.ts";

/**
 * Readable PDFs of a book of the library or a devotional path, made with
 * PDFKit and its standard fonts (Times for the text: nothing to embed, no
 * network). A5 pages, 11.5 pt serif text, a title page, each chapter on a
 * new page with a bookmark, and page numbers. Pages are written out as they
 * are finished, so a long book streams instead of waiting in memory.
 */

const colors = { ink: "#1F2430", navy: "#1E3A5F", gold: "#C8962E", muted: "#5B6170" } as const;
const fonts = { text: "Times-Roman", italic: "Times-Italic", bold: "Times-Bold", boldItalic: "Times-BoldItalic" } as const;
type FontName = (typeof fonts)[keyof typeof fonts];

const BODY_SIZE = 11.5;
const LINE_GAP = 2.5;
const PARAGRAPH_GAP = 5;
const MARGINS = { top: 56, bottom: 62, left: 54, right: 54 };

interface Style {
  font: FontName;
  size: number;
  color: string;
}

/** Called between chapters (or days): the caller waits for the reader to catch up, and may throw to stop. */
export type Between = () => Promise<void>;

/**
 * One PDF being written. PDFKit draws with whatever font is current, also
 * when a page break happens in the middle of a paragraph, so the style is
 * tracked here and put back after the page number is drawn on a new page.
 */
class Writer {
  readonly doc: PDFKit.PDFDocument;
  private style: Style = { font: fonts.text, size: BODY_SIZE, color: colors.ink };
  private pageNumber = 0;

  constructor(info: { title: string; author: string; subject: string }) {
    this.doc = new PDFDocument({
      size: "A5",
      margins: MARGINS,
      autoFirstPage: false,
      bufferPages: false,
      displayTitle: true,
      lang: "en",
      info: { Title: pdfPlain(info.title), Author: pdfPlain(info.author), Subject: pdfPlain(info.subject), Creator: "Berea" },
    });
    this.doc.on("pageAdded", () => this.onPage());
  }

  private apply(style: Style): void {
    this.style = style;
    this.doc.font(style.font).fontSize(style.size).fillColor(style.color);
  }

  /** The page number at the foot of every page but the title page. */
  private onPage(): void {
    this.pageNumber += 1;
    if (this.pageNumber === 1) return;
    const { doc } = this;
    const saved = { style: this.style, x: doc.x, y: doc.y };
    const bottom = doc.page.margins.bottom;
    // Writing below the bottom margin would start another page; lift the margin while the number is drawn.
    doc.page.margins.bottom = 0;
    doc
      .font(fonts.text)
      .fontSize(9)
      .fillColor(colors.muted)
      .text(String(this.pageNumber - 1), 0, doc.page.height - 38, { width: doc.page.width, align: "center", lineBreak: false });
    doc.page.margins.bottom = bottom;
    this.apply(saved.style);
    doc.x = saved.x;
    doc.y = saved.y;
  }

  get width(): number {
    return this.doc.page.width - MARGINS.left - MARGINS.right;
  }

  private remaining(): number {
    return this.doc.page.height - MARGINS.bottom - this.doc.y;
  }

  /** A new page unless at least `height` points are left on this one. */
  keep(height: number): void {
    if (this.remaining() < height) this.doc.addPage();
  }

  newPage(): void {
    this.doc.addPage();
  }

  gap(points: number): void {
    this.doc.y += points;
  }

  /** One paragraph in one style; Greek transliterated in italics, anything else a standard font lacks made safe (pdf-text.ts). */
  paragraph(text: string, style: Partial<Style> = {}, options: PDFKit.Mixins.TextOptions = {}): void {
    const base: Style = { font: fonts.text, size: BODY_SIZE, color: colors.ink, ...style };
    const italic: FontName = base.font === fonts.bold || base.font === fonts.boldItalic ? fonts.boldItalic : fonts.italic;
    const runs = pdfRuns(text);
    // Left-aligned: without hyphenation, justified lines on an A5 page open wide gaps.
    const common: PDFKit.Mixins.TextOptions = { width: this.width, lineGap: LINE_GAP, paragraphGap: PARAGRAPH_GAP, align: "left", ...options };
    this.doc.x = MARGINS.left;
    runs.forEach((run, i) => {
      this.apply(run.font === "italic" ? { ...base, font: italic } : base);
      this.doc.text(run.text, { ...common, continued: i < runs.length - 1 });
    });
    if (runs.length === 0) this.gap(BODY_SIZE);
  }

  heading(text: string, level: 1 | 2 | 3): void {
    const size = level === 1 ? 19 : level === 2 ? 13.5 : BODY_SIZE;
    const font = level === 3 ? fonts.boldItalic : fonts.bold;
    // A heading never ends a page: keep it with about three lines of what follows.
    this.keep(size * 2 + (BODY_SIZE + LINE_GAP) * 3);
    if (level !== 1 && this.doc.y > MARGINS.top + 1) this.gap(level === 2 ? 8 : 4);
    this.doc.x = MARGINS.left;
    this.apply({ font, size, color: level === 3 ? colors.ink : colors.navy });
    this.doc.text(pdfPlain(text), { width: this.width, lineGap: 1, paragraphGap: level === 1 ? 4 : 3, align: "left" });
    if (level === 1) this.rule();
  }

  /** A short gold rule under a chapter title. */
  rule(centred = false): void {
    const y = this.doc.y + 4;
    const x = centred ? this.doc.page.width / 2 - 40 : MARGINS.left;
    this.doc.save().moveTo(x, y).lineTo(x + 80, y).lineWidth(1.2).strokeColor(colors.gold).stroke().restore();
    this.doc.y = y + 14;
  }

  /** Centred lines for the title page. */
  centred(text: string, style: Style, gapAfter: number): void {
    this.apply(style);
    this.doc.x = MARGINS.left;
    this.doc.text(pdfPlain(text), { width: this.width, align: "center", lineGap: 2 });
    this.gap(gapAfter);
  }

  chapter(title: string): void {
    this.newPage();
    this.doc.outline.addItem(pdfPlain(title));
    this.heading(title, 1);
  }

  block(block: LibraryBlock): void {
    if (typeof block === "string") this.paragraph(block);
    else this.heading(block.heading, block.level);
  }

  titlePage(lines: { eyebrow: string; title: string; subtitle?: string | undefined; author: string; description: string; source: string[] }): void {
    this.newPage();
    const { doc } = this;
    doc.y = 120;
    this.centred(lines.eyebrow.toUpperCase(), { font: fonts.text, size: 9, color: colors.gold }, 14);
    this.centred(lines.title, { font: fonts.bold, size: 26, color: colors.navy }, 6);
    if (lines.subtitle) this.centred(lines.subtitle, { font: fonts.text, size: 14, color: colors.navy }, 4);
    this.rule(true);
    this.centred(lines.author, { font: fonts.italic, size: 14, color: colors.ink }, 26);
    this.apply({ font: fonts.text, size: 10.5, color: colors.ink });
    this.paragraph(lines.description, { size: 10.5 }, { align: "center" });
    // The source line sits at the foot of the title page.
    doc.y = doc.page.height - MARGINS.bottom - 16 * lines.source.length - 10;
    for (const line of lines.source) this.paragraph(line, { size: 8.5, color: colors.muted }, { align: "center", paragraphGap: 2 });
  }
}

/** Collects a PDF into one buffer (for tests and small documents). */
export function pdfToBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
}

export interface PdfJob {
  /** The file name offered to the browser, without folders. */
  filename: string;
  doc: PDFKit.PDFDocument;
  /** Writes the pages, pausing between chapters with `between`, and ends the document. */
  write(between?: Between): Promise<void>;
}

/** "Matthew Henry’s Concise Commentary" → "Matthew Henry’s Concise Commentary.pdf" (no characters a file system refuses). */
export const pdfFilename = (title: string): string => `${title.replace(/[\\/:*?"<>|\p{Cc}]+/gu, " ").replace(/\s+/g, " ").trim() || "Berea"}.pdf`;

export function bookPdf(entry: ReadableBook, book: LibraryBookFile): PdfJob {
  const writer = new Writer({ title: entry.title, author: entry.author, subject: entry.description });
  const source = [
    `${entry.title}${entry.includes ? ` (${entry.includes})` : ""}. Public domain.`,
    `Text from the Debian package ${entry.source.package} ${entry.source.version} (SWORD module ${entry.source.module}), prepared for reading in Berea.`,
  ];
  return {
    filename: pdfFilename(entry.title),
    doc: writer.doc,
    async write(between) {
      writer.titlePage({ eyebrow: `${entry.category} · ${entry.published}`, title: entry.title, subtitle: entry.includes, author: entry.author, description: entry.description, source });
      for (const chapter of book.chapters) {
        await between?.();
        writer.chapter(chapter.title);
        for (const block of chapter.blocks) writer.block(block);
      }
      writer.doc.end();
    },
  };
}

export interface DevotionalTexts {
  kjv: TranslationData;
  books: BookMeta[];
}

/** "Psalms 23:1-6" with the book's English name. */
function passageLabel(texts: DevotionalTexts, passage: { book: string; chapter: number; start: number; end: number }): string {
  const name = texts.books.find((book) => book.id === passage.book)?.name.en ?? passage.book;
  return `${name} ${passage.chapter}:${passage.start === passage.end ? passage.start : `${passage.start}–${passage.end}`}`;
}

export function devotionalPathPdf(path: DevotionalPath, texts: DevotionalTexts): PdfJob {
  const writer = new Writer({ title: path.title, author: "Berea", subject: path.description });
  const authors = [...new Set(path.days.map((day) => day.author))];
  return {
    filename: pdfFilename(`${path.title} - a Berea devotional path`),
    doc: writer.doc,
    async write(between) {
      writer.titlePage({
        eyebrow: `A devotional path · ${path.days.length} days`,
        title: path.title,
        subtitle: path.theme,
        author: authors.join(", "),
        description: path.description,
        source: ["Scripture quotations from the King James Version (public domain).", "From Berea's devotionals."],
      });
      for (const [index, day] of path.days.entries()) {
        await between?.();
        writer.newPage();
        writer.doc.outline.addItem(pdfPlain(`Day ${index + 1}: ${day.title}`));
        writer.paragraph(`DAY ${index + 1}`, { size: 9, color: colors.gold }, { align: "left", paragraphGap: 2 });
        writer.heading(day.title, 1);
        const label = passageLabel(texts, day.passage);
        writer.heading(`${label} (KJV)`, 3);
        const verses = texts.kjv.books.find((book) => book.id === day.passage.book)?.chapters[day.passage.chapter - 1]?.verses ?? [];
        for (let verse = day.passage.start; verse <= day.passage.end; verse++) {
          const text = verses[verse - 1];
          if (text) writer.paragraph(`${verse} ${text}`, { font: fonts.italic }, { align: "left", paragraphGap: 2 });
        }
        writer.gap(4);
        writer.heading("Reflection", 2);
        for (const paragraph of day.reflection) writer.paragraph(paragraph);
        if (day.quoted) writer.paragraph(`Quoted: ${day.quoted.source}.`, { size: 9.5, color: colors.muted }, { align: "left" });
        writer.heading("Prayer", 2);
        writer.paragraph(day.prayer, { font: fonts.italic });
        writer.heading("A question to ponder", 2);
        writer.paragraph(day.question);
        writer.paragraph(`— ${day.author}`, { font: fonts.italic, color: colors.muted }, { align: "right" });
      }
      writer.doc.end();
    },
  };
}
