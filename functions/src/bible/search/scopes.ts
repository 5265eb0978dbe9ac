import type { BookMeta } from "@berea/contracts/bible";
import type { IndexedBook } from "./verse-index.ts";

/** A range of document ids, [first, end). */
export type DocRange = [number, number];

/** The scope is neither "all", "OT", "NT" nor a book. The message is for a person. */
export class UnknownScopeError extends Error {
  constructor(readonly scope: string) {
    super(`There is no book "${scope}" to search in. Choose all, OT, NT or a book such as John.`);
    this.name = "UnknownScopeError";
  }
}

/** "all", the testaments and each book, lower-cased, as document id ranges. */
export function scopeRanges(indexed: IndexedBook[], books: BookMeta[], documentCount: number): Map<string, DocRange> {
  const scopes = new Map<string, DocRange>([["all", [0, documentCount]]]);
  for (const testament of ["OT", "NT"] as const) {
    const ranges = indexed.filter((book) => book.testament === testament);
    const range: DocRange =
      ranges.length > 0 ? [Math.min(...ranges.map((book) => book.first)), Math.max(...ranges.map((book) => book.end))] : [0, 0];
    scopes.set(testament.toLowerCase(), range);
  }
  for (const book of indexed) scopes.set(book.id.toLowerCase(), [book.first, book.end]);
  // A book of books.json the translation lacks is a valid, empty scope.
  for (const book of books) {
    if (!scopes.has(book.id.toLowerCase())) scopes.set(book.id.toLowerCase(), [0, 0]);
  }
  return scopes;
}

/** The range a request's scope names (case-insensitive; blank is "all"). */
export function resolveScope(scopes: Map<string, DocRange>, scope: string): DocRange {
  const key = scope.trim().toLowerCase() || "all";
  const range = scopes.get(key);
  if (!range) throw new UnknownScopeError(scope.trim());
  return range;
}
