import { bookById, type Book } from "./bible-books.ts";

/**
 * Understands what people type into the reference box ("Jn 3:16",
 * "1 cor 13", "Salmos 23") with bible-passage-reference-parser, loaded on
 * first use so the reader's first paint does not wait for it.
 */

export interface ParsedReference {
  book: Book;
  chapter: number;
  /** First and last verse when the text named verses. */
  verses?: { start: number; end: number };
}

interface Parser {
  parse: (text: string) => { osis: () => string };
}

type Language = "en" | "es";
const parsers = new Map<Language, Promise<Parser>>();

function parserFor(language: Language): Promise<Parser> {
  let parser = parsers.get(language);
  if (!parser) {
    parser = (async () => {
      const [{ bcv_parser: BcvParser }, lang] = await Promise.all([
        import("bible-passage-reference-parser/esm/bcv_parser.js"),
        language === "en"
          ? import("bible-passage-reference-parser/esm/lang/en.js")
          : import("bible-passage-reference-parser/esm/lang/es.js"),
      ]);
      const instance = new BcvParser(lang);
      instance.set_options({ versification_system: "kjv", consecutive_combination_strategy: "separate" });
      return instance;
    })();
    parsers.set(language, parser);
  }
  return parser;
}

/** "John.3.16-John.3.18" (the first passage of the parser's output) → a reference in our books. */
export function fromOsis(osis: string): ParsedReference | null {
  const [first = ""] = osis.split(",");
  const [start = "", end = start] = first.split("-");
  const [bookId = "", chapterText, verseText] = start.split(".");
  const book = bookById(bookId);
  if (!book) return null;
  const chapter = Number(chapterText ?? 1);
  if (!Number.isInteger(chapter) || chapter < 1 || chapter > book.chapters) return null;
  if (verseText === undefined) return { book, chapter };
  const [endBook, endChapter, endVerse] = end.split(".");
  const startVerse = Number(verseText);
  const count = book.verses[chapter - 1] ?? 0;
  // A range into a later chapter ("John 3:16-4:2") shows this chapter's part of it, to its end.
  const sameChapter = endBook === bookId && Number(endChapter) === chapter;
  const lastVerse = sameChapter ? Number(endVerse ?? startVerse) : endBook === bookId && Number(endChapter) > chapter ? count : startVerse;
  if (startVerse < 1 || startVerse > count) return { book, chapter };
  return { book, chapter, verses: { start: startVerse, end: Math.min(Math.max(lastVerse, startVerse), count) } };
}

/** Parses in the reader's language first, then the other one; null when neither finds a passage. */
export async function parseReference(text: string, preferred: Language = "en"): Promise<ParsedReference | null> {
  const order: Language[] = preferred === "en" ? ["en", "es"] : ["es", "en"];
  for (const language of order) {
    const parser = await parserFor(language);
    const osis = parser.parse(text).osis();
    if (osis) {
      const parsed = fromOsis(osis);
      if (parsed) return parsed;
    }
  }
  return null;
}
