/**
 * Simple, typographic book covers as SVG (web/public/covers/<id>.svg), in
 * the brand palette: parchment, ink, navy and gold, with a serif title.
 * Books that can be read in Berea get a navy cover; catalogue-only books a
 * parchment one, so the two kinds are told apart at a glance.
 *
 *   npx tsx scripts/library/covers.ts    # rewrites the covers from data/library/catalog.json
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const palette = { parchment: "#FBF8F1", ink: "#1F2430", navy: "#1E3A5F", gold: "#C8962E" } as const;

export interface CoverInput {
  id: string;
  title: string;
  author: string;
  category: string;
  readable: boolean;
  /** The part of the work included, shown under the title. */
  includes?: string;
}

const WIDTH = 400;
const HEIGHT = 600;
const SERIF = "Georgia, 'Times New Roman', Times, serif";

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Greedy word wrap to at most `max` characters a line. */
export function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line !== "" && line.length + 1 + word.length > max) {
      lines.push(line);
      line = word;
    } else {
      line = line === "" ? word : `${line} ${word}`;
    }
  }
  if (line !== "") lines.push(line);
  return lines;
}

/** The largest title size (and its lines) that fits the cover in three lines, or else four. */
function fitTitle(title: string): { size: number; lines: string[] } {
  const sizes = [44, 40, 36, 32, 29, 26];
  for (const maxLines of [3, 4]) {
    for (const size of sizes) {
      // A serif line in capitals and lowercase averages about half its size per character.
      const lines = wrap(title, Math.floor(300 / (size * 0.5)));
      if (lines.length <= maxLines && (maxLines === 4 || size >= 32)) return { size, lines };
    }
  }
  return { size: 24, lines: wrap(title, 25) };
}

export function coverSvg(book: CoverInput): string {
  const bg = book.readable ? palette.navy : palette.parchment;
  const fg = book.readable ? palette.parchment : palette.ink;
  const accent = palette.gold;
  const { size, lines } = fitTitle(book.title);
  const lineHeight = Math.round(size * 1.18);
  const blockHeight = lineHeight * (lines.length - 1);
  // The title block is centred between the category line (y 140) and the author (y 520).
  const titleTop = 300 - (blockHeight + size) / 2 + size * 0.8;
  const titleLines = lines
    .map((line, i) => `<text x="200" y="${Math.round(titleTop + i * lineHeight)}" font-size="${size}">${escapeXml(line)}</text>`)
    .join("");
  const ruleBelow = Math.round(titleTop + blockHeight + size * 0.9);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${escapeXml(`${book.title}, by ${book.author}`)}">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${bg}"/>`,
    `<rect x="18" y="18" width="${WIDTH - 36}" height="${HEIGHT - 36}" fill="none" stroke="${accent}" stroke-width="2"/>`,
    `<rect x="26" y="26" width="${WIDTH - 52}" height="${HEIGHT - 52}" fill="none" stroke="${accent}" stroke-width="0.75"/>`,
    // A small cross as the ornament at the top.
    `<g fill="${accent}"><rect x="197" y="66" width="6" height="40"/><rect x="185" y="78" width="30" height="6"/></g>`,
    `<text x="200" y="140" text-anchor="middle" font-family="${SERIF}" font-size="15" letter-spacing="3" fill="${accent}">${escapeXml(book.category.toUpperCase())}</text>`,
    `<g text-anchor="middle" font-family="${SERIF}" fill="${fg}">${titleLines}</g>`,
    `<g stroke="${accent}" stroke-width="1.5"><line x1="150" y1="${ruleBelow}" x2="250" y2="${ruleBelow}"/></g>`,
    `<circle cx="200" cy="${ruleBelow}" r="3.5" fill="${accent}"/>`,
    book.includes === undefined
      ? ""
      : `<text x="200" y="${ruleBelow + 36}" text-anchor="middle" font-family="${SERIF}" font-size="19" fill="${fg}">${escapeXml(book.includes)}</text>`,
    `<text x="200" y="${HEIGHT - 80}" text-anchor="middle" font-family="${SERIF}" font-size="20" font-style="italic" fill="${fg}">${escapeXml(book.author)}</text>`,
    `</svg>`,
  ]
    .filter((line) => line !== "")
    .join("\n")
    .concat("\n");
}

export const coverPath = (id: string): string => `/covers/${id}.svg`;

/** Writes every cover of the catalogue into `dir` (web/public/covers by default). */
export function writeCovers(books: readonly CoverInput[], dir: string): void {
  mkdirSync(dir, { recursive: true });
  for (const book of books) writeFileSync(join(dir, `${book.id}.svg`), coverSvg(book));
}

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const coversDir = join(repoRoot, "web", "public", "covers");

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const catalog = JSON.parse(readFileSync(join(repoRoot, "data", "library", "catalog.json"), "utf8")) as { books: CoverInput[] };
  writeCovers(catalog.books, coversDir);
  console.log(`wrote ${catalog.books.length} covers to ${coversDir}`);
}
