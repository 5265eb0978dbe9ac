import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { libraryCatalogSchema, type LibraryBookFile, type LibraryCatalog, type ReadableBook } from "@berea/contracts/library";

/**
 * The library (data/library/): the catalogue, read and checked once per
 * process, and each readable book's text, read on first use and kept. The
 * deployed bundle carries copies next to lib/index.js (functions/build.ts);
 * from source they are read where they are committed. The book files are
 * checked against their schema by data/library/library-data.test.ts, so
 * here they are only parsed.
 */
const candidates = [
  process.env.LIBRARY_DATA_DIR,
  fileURLToPath(new URL("./library-data/", import.meta.url)),
  fileURLToPath(new URL("../../../data/library/", import.meta.url)),
].filter((dir): dir is string => dir !== undefined);

export const catalogFile = "catalog.json";
export const bookFile = (id: string): string => `books/${id}.json`;

let dataDir: string | undefined;
function libraryDataDir(): string {
  dataDir ??= candidates.find((dir) => existsSync(`${dir}/${catalogFile}`));
  if (!dataDir) throw new Error(`Library data not found; looked in ${candidates.join(", ")}`);
  return dataDir;
}

let catalogLoaded: LibraryCatalog | undefined;
export function loadLibraryCatalog(dir = libraryDataDir()): LibraryCatalog {
  return (catalogLoaded ??= libraryCatalogSchema.parse(JSON.parse(readFileSync(`${dir}/${catalogFile}`, "utf8"))));
}

/** A readable book's catalogue entry, or undefined for an id that is not one. */
export function findReadableBook(id: string): ReadableBook | undefined {
  const entry = loadLibraryCatalog().books.find((book) => book.id === id);
  return entry?.readable ? entry : undefined;
}

const booksLoaded = new Map<string, LibraryBookFile>();
/** The text of a readable book of the catalogue (call with an id from the catalogue only). */
export function loadLibraryBook(id: string): LibraryBookFile {
  let book = booksLoaded.get(id);
  if (!book) {
    if (!findReadableBook(id)) throw new Error(`${id} is not a readable book of the catalogue`);
    book = JSON.parse(readFileSync(`${libraryDataDir()}/${bookFile(id)}`, "utf8")) as LibraryBookFile;
    booksLoaded.set(id, book);
  }
  return book;
}

/** The files the deployed bundle needs, relative to data/library/. */
export function libraryDataFiles(catalog: LibraryCatalog): string[] {
  return [catalogFile, ...catalog.books.filter((book) => book.readable).map((book) => bookFile(book.id))];
}
