import { translationIdSchema, type TranslationId } from "@berea/contracts/bible";
import { useEffect, useState } from "react";
import { fromOsis } from "./reference-parser.ts";
import { readerPath } from "./reader-paths.ts";

/**
 * Bible references in a book's text ("Nu 12:11,12", "Psalm 32:30",
 * "Rom. 5") found with bible-passage-reference-parser and turned into links
 * to the reader. The books carry no markup for them, so they are found in the
 * text itself, after the chapter is on screen: the parser is loaded on first
 * use, and a long chapter (Nave's has over a thousand entries) is worked
 * through in slices so scrolling never waits for it.
 */

/** A run of text, linked to the reader when it is a reference. */
export interface TextSegment {
  text: string;
  to?: string;
}

interface FoundReference {
  osis: string;
  indices: [number, number];
  /** A translation named with the reference ("Psalm 103:1, KJV"), upper case; "" when none. */
  translations: string[];
}

interface ReferenceParser {
  parse: (text: string) => { osis_and_indices: () => FoundReference[] };
}

let parser: Promise<ReferenceParser> | undefined;

function referenceParser(): Promise<ReferenceParser> {
  parser ??= (async () => {
    const [{ bcv_parser: BcvParser }, lang] = await Promise.all([
      import("bible-passage-reference-parser/esm/bcv_parser.js"),
      import("bible-passage-reference-parser/esm/lang/en.js"),
    ]);
    const instance = new BcvParser(lang);
    // "Jos 11:21; 15:50" is two links, each on its own words.
    instance.set_options({ versification_system: "kjv", sequence_combination_strategy: "separate", consecutive_combination_strategy: "separate" });
    return instance;
  })();
  return parser;
}

/** The reader's address for one parsed reference; a whole chapter is linked without verses. */
export function referenceAddress(osis: string, translation: TranslationId): string | undefined {
  const reference = fromOsis(osis);
  if (!reference) return undefined;
  const { book, chapter, verses } = reference;
  const wholeChapter = verses && verses.start === 1 && verses.end === (book.verses[chapter - 1] ?? 0);
  return readerPath({ translation, book, chapter, verses: wholeChapter ? undefined : verses });
}

/** Splits `text` at the references found in it. */
export function linkSegments(text: string, found: readonly FoundReference[], translation: TranslationId): TextSegment[] {
  const segments: TextSegment[] = [];
  let at = 0;
  for (const { osis, indices, translations } of [...found].sort((a, b) => a.indices[0] - b.indices[0])) {
    const [start, end] = indices;
    if (start < at || end <= start || end > text.length) continue;
    // A reference that names a translation Berea carries opens in it.
    const named = translationIdSchema.safeParse(translations[0]?.toLowerCase());
    const to = referenceAddress(osis, named.success ? named.data : translation);
    if (!to) continue;
    if (start > at) segments.push({ text: text.slice(at, start) });
    segments.push({ text: text.slice(start, end), to });
    at = end;
  }
  if (at < text.length) segments.push({ text: text.slice(at) });
  return segments;
}

/** How long one slice of work may hold the main thread, in ms. */
const sliceMs = 12;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The paragraphs as linked segments, by index (only those with a reference),
 * or null until the work is done. Starts again when the text changes.
 */
export function useScriptureLinks(paragraphs: readonly string[], translation: TranslationId): ReadonlyMap<number, TextSegment[]> | null {
  const [result, setResult] = useState<{ source: readonly string[]; links: ReadonlyMap<number, TextSegment[]> } | null>(null);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      let instance: ReferenceParser;
      try {
        instance = await referenceParser();
      } catch {
        return; // Without the parser the text still reads; it just has no links.
      }
      const links = new Map<number, TextSegment[]>();
      let sliceStart = performance.now();
      for (const [index, paragraph] of paragraphs.entries()) {
        if (cancelled) return;
        const found = instance.parse(paragraph).osis_and_indices();
        if (found.length > 0) {
          const segments = linkSegments(paragraph, found, translation);
          if (segments.some((segment) => segment.to)) links.set(index, segments);
        }
        if (performance.now() - sliceStart > sliceMs) {
          await nextTask();
          sliceStart = performance.now();
        }
      }
      if (!cancelled) setResult({ source: paragraphs, links });
    })();
    return () => {
      cancelled = true;
    };
  }, [paragraphs, translation]);

  return result?.source === paragraphs ? result.links : null;
}
