import type { BookMeta, TranslationData, VerseOfTheDayEntry } from "@berea/contracts/bible";
import type { GameId, GamePassage } from "@berea/contracts/games";

/**
 * The items of each game, drawn from the committed Bible data (books.json
 * for the order of the books, the KJV and WEB text, the verse-of-the-day
 * list of well-known verses) and never from a hand-kept list of answers,
 * so nothing can drift from the text.
 */

export interface GameData {
  books: () => BookMeta[];
  translation: (id: "kjv" | "web") => TranslationData;
  versesOfTheDay: () => VerseOfTheDayEntry[];
}

/** An item as stored with its round: the pieces as shown and the labels of the right answer, in order. */
export interface StoredItem {
  kind: "order" | "choice";
  prompt: string;
  detail: string | null;
  pieces: { id: string; label: string }[];
  solution: string[];
  /** `all`: one point when all of it is right. `places`: a point for each piece in its right place. */
  scoring: "all" | "places";
  /** The verse the item came from, shown with the feedback (none for the books of the Bible). */
  passage: GamePassage | null;
}

export interface RoundPlan {
  items: StoredItem[];
  timeLimitSeconds: number | null;
}

type Random = () => number;

export function shuffle<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

const pick = <T>(items: readonly T[], random: Random): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
};

/** `count` different items, in a random order. */
const pickSome = <T>(items: readonly T[], count: number, random: Random): T[] => shuffle(items, random).slice(0, count);

/** Pieces in a shuffled order, each with an id that is only its shown place ("p0", "p1", …), so the id tells nothing. */
function shuffledPieces(labels: readonly string[], random: Random): { id: string; label: string }[] {
  let order = shuffle(labels, random);
  // A scramble that comes out already in order is no puzzle: shuffle again (a few tries; identical labels may make it impossible).
  for (let tries = 0; tries < 5 && labels.length > 1 && order.every((label, index) => label === labels[index]); tries += 1) order = shuffle(labels, random);
  return order.map((label, index) => ({ id: `p${index}`, label }));
}

const choiceItem = (prompt: string, detail: string | null, answer: string, distractors: readonly string[], passage: GamePassage, random: Random): StoredItem => ({
  kind: "choice",
  prompt,
  detail,
  pieces: shuffle([answer, ...distractors], random).map((label, index) => ({ id: `p${index}`, label })),
  solution: [answer],
  scoring: "all",
  passage,
});

/** "Psalm 23:1" (one psalm is "Psalm", the book is "Psalms"). */
export function referenceOf(book: BookMeta, chapter: number, verse: number): string {
  const name = book.id === "Ps" ? "Psalm" : book.name.en;
  return `${name} ${chapter}:${verse}`;
}

const passageOf = (translation: "kjv" | "web", book: BookMeta, chapter: number, verse: number): GamePassage => ({
  translation,
  book: book.id,
  bookName: book.name.en,
  chapter,
  verse,
  reference: referenceOf(book, chapter, verse),
});

const verseText = (translation: TranslationData, book: string, chapter: number, verse: number): string =>
  translation.books.find((candidate) => candidate.id === book)?.chapters[chapter - 1]?.verses[verse - 1]?.trim() ?? "";

// ---------------------------------------------------------------------------
// Books of the Bible in order

/** A handful of books from one stretch of the canon (a window of neighbours in one testament), to put in order. */
export function booksOrderRound(data: GameData, gentle: boolean, random: Random): RoundPlan {
  const count = gentle ? 4 : 6;
  const window = gentle ? 6 : 10;
  const testament = pick(["OT", "NT"] as const, random);
  const books = data
    .books()
    .filter((book) => book.testament === testament)
    .sort((a, b) => a.order - b.order);
  const start = Math.floor(random() * (books.length - window + 1));
  const chosen = pickSome(books.slice(start, start + window), count, random).sort((a, b) => a.order - b.order);
  const labels = chosen.map((book) => book.name.en);
  return {
    items: [
      {
        kind: "order",
        prompt: `Put these books of the ${testament === "OT" ? "Old" : "New"} Testament in order.`,
        detail: null,
        pieces: shuffledPieces(labels, random),
        solution: labels,
        scoring: "places",
        passage: null,
      },
    ],
    timeLimitSeconds: gentle ? null : 60,
  };
}

// ---------------------------------------------------------------------------
// Verse scramble and reference match: well-known single verses

interface KnownVerse {
  book: BookMeta;
  chapter: number;
  verse: number;
  reference: string;
  text: string;
  words: string[];
}

/** The verse-of-the-day list's single verses, with their text in the translation. */
export function knownVerses(data: GameData, translationId: "kjv" | "web"): KnownVerse[] {
  const books = new Map(data.books().map((book) => [book.id, book]));
  const translation = data.translation(translationId);
  const seen = new Set<string>();
  const verses: KnownVerse[] = [];
  for (const entry of data.versesOfTheDay()) {
    const book = books.get(entry.book);
    if (!book || entry.start !== entry.end) continue;
    const reference = referenceOf(book, entry.chapter, entry.start);
    if (seen.has(reference)) continue;
    const text = verseText(translation, entry.book, entry.chapter, entry.start);
    if (text === "") continue;
    seen.add(reference);
    verses.push({ book, chapter: entry.chapter, verse: entry.start, reference, text, words: text.split(/\s+/) });
  }
  return verses;
}

/** Put the words of a verse back in order: 3 verses of up to 20 words, or for the gentle mode 2 of up to 12. */
export function verseScrambleRound(data: GameData, translationId: "kjv" | "web", gentle: boolean, random: Random): RoundPlan {
  const most = gentle ? 12 : 20;
  const fitting = knownVerses(data, translationId).filter((verse) => verse.words.length >= 5 && verse.words.length <= most);
  const chosen = pickSome(fitting, gentle ? 2 : 3, random);
  return {
    items: chosen.map((verse) => ({
      kind: "order",
      prompt: "Put the words of the verse in order.",
      detail: `${verse.reference} (${translationId.toUpperCase()})`,
      pieces: shuffledPieces(verse.words, random),
      solution: verse.words,
      scoring: "all",
      passage: passageOf(translationId, verse.book, verse.chapter, verse.verse),
    })),
    timeLimitSeconds: gentle ? null : 120,
  };
}

/** A verse's text and where it is: 5 verses with 4 references to choose from, or for the gentle mode 3 with 3. */
export function referenceMatchRound(data: GameData, translationId: "kjv" | "web", gentle: boolean, random: Random): RoundPlan {
  const verses = knownVerses(data, translationId).filter((verse) => !gentle || verse.words.length <= 25);
  const chosen = pickSome(verses, gentle ? 3 : 5, random);
  const items = chosen.map((verse) => {
    // Distractors from other books, so two options are never the same book and chapter.
    const others = pickSome(
      verses.filter((other) => other.book.id !== verse.book.id),
      gentle ? 2 : 3,
      random,
    ).map((other) => other.reference);
    return choiceItem(verse.text, translationId.toUpperCase(), verse.reference, others, passageOf(translationId, verse.book, verse.chapter, verse.verse), random);
  });
  return { items, timeLimitSeconds: gentle ? null : 75 };
}

// ---------------------------------------------------------------------------
// Who said it: quotes whose speaker the verse itself names

export interface Quote {
  bookMeta: BookMeta;
  speaker: string;
  quote: string;
  reference: string;
  book: string;
  chapter: number;
  verse: number;
  testament: "OT" | "NT";
}

/** Capitalised words that begin a "… said, …" verse without being a speaker's name (or naming a nation as much as a man). */
const notASpeaker = new Set(["And", "Then", "But", "He", "She", "They", "It", "Others", "Which", "Who", "Israel", "Edom", "Now", "So", "Thus", "There", "This", "These", "When"]);

/** "And Moses said unto the LORD, O my Lord, …", "Then said Jesus unto them, …", "And Peter answered and said, …". */
const speakerFirst = /^(?:And |Then |But )?([A-Z][a-z]+) (?:answered and )?said(?: unto (?:him|her|them|the LORD|God|[A-Z][a-z]+))?, (.+)$/;
const saidFirst = /^(?:And |Then |But )?said ([A-Z][a-z]+)(?: unto (?:him|her|them|the LORD|God|[A-Z][a-z]+))?, (.+)$/;

/** The least and most words of a quote the game shows. */
const quoteWords = { least: 5, most: 25 };

/**
 * Every KJV verse that opens by naming its speaker and then gives their
 * words, with speakers who speak so at least twice (enough to make wrong
 * options of each other). The quote is the rest of the verse as written,
 * up to where the story goes on.
 */
export function derivedQuotes(books: BookMeta[], kjv: TranslationData): Quote[] {
  const meta = new Map(books.map((book) => [book.id, book]));
  const found: Quote[] = [];
  for (const book of kjv.books) {
    const bookMeta = meta.get(book.id);
    if (!bookMeta) continue;
    book.chapters.forEach((chapter, chapterIndex) => {
      chapter.verses.forEach((text, verseIndex) => {
        const match = speakerFirst.exec(text) ?? saidFirst.exec(text);
        const speaker = match?.[1];
        // The words end where the story goes on ("… whence be ye? And they said, …"): the quote is the speaker's part only.
        const quote = match?.[2]?.split(/(?<=[.?!:;]) (?=(?:And|Then|But|Likewise|So) )/)[0];
        if (!speaker || !quote || notASpeaker.has(speaker)) return;
        const words = quote.split(/\s+/).length;
        if (words < quoteWords.least || words > quoteWords.most) return;
        found.push({
          bookMeta,
          speaker,
          quote,
          reference: referenceOf(bookMeta, chapterIndex + 1, verseIndex + 1),
          book: book.id,
          chapter: chapterIndex + 1,
          verse: verseIndex + 1,
          testament: bookMeta.testament,
        });
      });
    });
  }
  const counts = new Map<string, number>();
  for (const quote of found) counts.set(quote.speaker, (counts.get(quote.speaker) ?? 0) + 1);
  return found.filter((quote) => (counts.get(quote.speaker) ?? 0) >= 2);
}

/** Speakers by how often the text quotes them, most first. */
export function speakersByCount(quotes: readonly Quote[]): string[] {
  const counts = new Map<string, number>();
  for (const quote of quotes) counts.set(quote.speaker, (counts.get(quote.speaker) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([speaker]) => speaker);
}

/** A quote and its speaker: 5 with 4 speakers to choose from, or for the gentle mode 3 of the best-known 10 speakers with 3 choices. */
export function whoSaidItRound(quotes: readonly Quote[], gentle: boolean, random: Random): RoundPlan {
  const speakers = speakersByCount(quotes);
  const pool = gentle ? speakers.slice(0, 10) : speakers;
  // A speaker first, then one of their quotes: Jesus is quoted most, but every speaker gets a turn.
  const chosenSpeakers = pickSome(pool, gentle ? 3 : 5, random);
  const items = chosenSpeakers.map((speaker) => {
    const theirs = quotes.filter((quote) => quote.speaker === speaker && (!gentle || quote.quote.split(/\s+/).length <= 16));
    const quote = pick(theirs.length > 0 ? theirs : quotes.filter((candidate) => candidate.speaker === speaker), random);
    // Wrong options from the same testament when there are enough, so the testament alone does not give it away.
    const sameTestament = new Set(quotes.filter((other) => other.testament === quote.testament).map((other) => other.speaker));
    const candidates = pool.filter((other) => other !== speaker && sameTestament.has(other));
    const fallback = pool.filter((other) => other !== speaker && !sameTestament.has(other));
    const wrong = [...pickSome(candidates, gentle ? 2 : 3, random), ...pickSome(fallback, gentle ? 2 : 3, random)].slice(0, gentle ? 2 : 3);
    return choiceItem(`“${quote.quote}”`, quote.reference, speaker, wrong, passageOf("kjv", quote.bookMeta, quote.chapter, quote.verse), random);
  });
  return { items, timeLimitSeconds: gentle ? null : 75 };
}

/** The points an item is worth. */
export const itemTotal = (item: StoredItem): number => (item.scoring === "places" ? item.pieces.length : 1);

export function makeRound(game: GameId, data: GameData, quotes: () => Quote[], translationId: "kjv" | "web", gentle: boolean, random: Random): RoundPlan {
  switch (game) {
    case "books-order":
      return booksOrderRound(data, gentle, random);
    case "verse-scramble":
      return verseScrambleRound(data, translationId, gentle, random);
    case "reference-match":
      return referenceMatchRound(data, translationId, gentle, random);
    case "who-said-it":
      return whoSaidItRound(quotes(), gentle, random);
  }
}

/**
 * Checks an answer (piece ids) against an item: an order must use every
 * piece once and read as the solution (words that repeat may swap); a
 * choice is the one right piece.
 */
export function checkAnswer(item: StoredItem, answer: readonly string[]): { correct: boolean; placesRight: boolean[] | null; valid: boolean } {
  const labels = new Map(item.pieces.map((piece) => [piece.id, piece.label]));
  if (item.kind === "choice") {
    const label = answer.length === 1 ? labels.get(answer[0] ?? "") : undefined;
    if (label === undefined) return { correct: false, placesRight: null, valid: false };
    return { correct: label === item.solution[0], placesRight: null, valid: true };
  }
  const used = new Set(answer);
  if (answer.length !== item.pieces.length || used.size !== answer.length || answer.some((id) => !labels.has(id))) return { correct: false, placesRight: null, valid: false };
  const placesRight = answer.map((id, index) => labels.get(id) === item.solution[index]);
  return { correct: placesRight.every(Boolean), placesRight, valid: true };
}
