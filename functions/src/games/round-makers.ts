import type { BookMeta, TranslationData, VerseOfTheDayEntry, VersificationData } from "@berea/contracts/bible";
import type { GameId, GamePassage } from "@berea/contracts/games";
import type { Language } from "@berea/contracts/languages";

/**
 * The items of each game, drawn from the committed Bible data (books.json
 * for the order of the books, the KJV and WEB text, the verse-of-the-day
 * list of well-known verses) and never from a hand-kept list of answers,
 * so nothing can drift from the text.
 *
 * A round is made in the reader's language: in Spanish its prompts, the
 * books' names and the references are Spanish ("Juan 3:16") and its verses
 * are the Reina-Valera 1909's, as data/bible has them.
 */

export interface GameData {
  books: () => BookMeta[];
  translation: (id: VerseTranslation) => TranslationData;
  versesOfTheDay: () => VerseOfTheDayEntry[];
  /** Where the RV1909's verse numbering differs from the KJV's (its chapters are left out of Spanish rounds). */
  versification: () => VersificationData;
}

/** The translations a round's verses come from: the KJV or WEB in English, the RV1909 in Spanish. */
export type VerseTranslation = "kjv" | "web" | "rv1909";

/** The words of a round that are not Scripture, per language. */
const roundWords = {
  en: {
    booksOrder: (testament: "OT" | "NT") => `Put these books of the ${testament === "OT" ? "Old" : "New"} Testament in order.`,
    verseScramble: "Put the words of the verse in order.",
    /** One psalm is "Psalm 23:1" (the book is "Psalms"). */
    onePsalm: "Psalm",
  },
  es: {
    booksOrder: (testament: "OT" | "NT") => `Pon en orden estos libros del ${testament === "OT" ? "Antiguo" : "Nuevo"} Testamento.`,
    verseScramble: "Pon en orden las palabras del versículo.",
    /** "Salmo 23:1" (the book is "Salmos"). */
    onePsalm: "Salmo",
  },
} satisfies Record<Language, unknown>;

const abbreviationOf = (translation: VerseTranslation): string => translation.toUpperCase();

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

/** "Psalm 23:1", "Juan 3:16" (one psalm is "Psalm", "Salmo"; the book is "Psalms", "Salmos"). */
export function referenceOf(book: BookMeta, chapter: number, verse: number, lang: Language = "en"): string {
  const name = book.id === "Ps" ? roundWords[lang].onePsalm : book.name[lang];
  return `${name} ${chapter}:${verse}`;
}

/** The language a translation's text is in. */
const languageOf = (translation: VerseTranslation): Language => (translation === "rv1909" ? "es" : "en");

/** The reader's address keeps the English name ("/Bible/rv1909/John/3"); the reference is in the translation's language. */
const passageOf = (translation: VerseTranslation, book: BookMeta, chapter: number, verse: number): GamePassage => ({
  translation,
  book: book.id,
  bookName: book.name.en,
  chapter,
  verse,
  reference: referenceOf(book, chapter, verse, languageOf(translation)),
});

/** "Num.13": the chapters whose RV1909 verses are numbered otherwise than the KJV's, so a KJV reference would name another verse. */
const renumbered = (data: GameData): Set<string> => new Set(data.versification().rv1909.chapters);

const verseText = (translation: TranslationData, book: string, chapter: number, verse: number): string =>
  translation.books.find((candidate) => candidate.id === book)?.chapters[chapter - 1]?.verses[verse - 1]?.trim() ?? "";

// ---------------------------------------------------------------------------
// Books of the Bible in order

/** A handful of books from one stretch of the canon (a window of neighbours in one testament), to put in order. */
export function booksOrderRound(data: GameData, gentle: boolean, random: Random, lang: Language = "en"): RoundPlan {
  const count = gentle ? 4 : 6;
  const window = gentle ? 6 : 10;
  const testament = pick(["OT", "NT"] as const, random);
  const books = data
    .books()
    .filter((book) => book.testament === testament)
    .sort((a, b) => a.order - b.order);
  const start = Math.floor(random() * (books.length - window + 1));
  const chosen = pickSome(books.slice(start, start + window), count, random).sort((a, b) => a.order - b.order);
  const labels = chosen.map((book) => book.name[lang]);
  return {
    items: [
      {
        kind: "order",
        prompt: roundWords[lang].booksOrder(testament),
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

/** The verse-of-the-day list's single verses, with their text in the translation (for the RV1909, none from a chapter it numbers otherwise). */
export function knownVerses(data: GameData, translationId: VerseTranslation): KnownVerse[] {
  const books = new Map(data.books().map((book) => [book.id, book]));
  const translation = data.translation(translationId);
  const skipped = translationId === "rv1909" ? renumbered(data) : new Set<string>();
  const seen = new Set<string>();
  const verses: KnownVerse[] = [];
  for (const entry of data.versesOfTheDay()) {
    const book = books.get(entry.book);
    if (!book || entry.start !== entry.end || skipped.has(`${entry.book}.${entry.chapter}`)) continue;
    const reference = referenceOf(book, entry.chapter, entry.start, languageOf(translationId));
    if (seen.has(reference)) continue;
    const text = verseText(translation, entry.book, entry.chapter, entry.start);
    if (text === "") continue;
    seen.add(reference);
    verses.push({ book, chapter: entry.chapter, verse: entry.start, reference, text, words: text.split(/\s+/) });
  }
  return verses;
}

/** Put the words of a verse back in order: 3 verses of up to 20 words, or for the gentle mode 2 of up to 12. */
export function verseScrambleRound(data: GameData, translationId: VerseTranslation, gentle: boolean, random: Random): RoundPlan {
  const most = gentle ? 12 : 20;
  const fitting = knownVerses(data, translationId).filter((verse) => verse.words.length >= 5 && verse.words.length <= most);
  const chosen = pickSome(fitting, gentle ? 2 : 3, random);
  return {
    items: chosen.map((verse) => ({
      kind: "order",
      prompt: roundWords[languageOf(translationId)].verseScramble,
      detail: `${verse.reference} (${abbreviationOf(translationId)})`,
      pieces: shuffledPieces(verse.words, random),
      solution: verse.words,
      scoring: "all",
      passage: passageOf(translationId, verse.book, verse.chapter, verse.verse),
    })),
    timeLimitSeconds: gentle ? null : 120,
  };
}

/** A verse's text and where it is: 5 verses with 4 references to choose from, or for the gentle mode 3 with 3. */
export function referenceMatchRound(data: GameData, translationId: VerseTranslation, gentle: boolean, random: Random): RoundPlan {
  const verses = knownVerses(data, translationId).filter((verse) => !gentle || verse.words.length <= 25);
  const chosen = pickSome(verses, gentle ? 3 : 5, random);
  const items = chosen.map((verse) => {
    // Distractors from other books, so two options are never the same book and chapter.
    const others = pickSome(
      verses.filter((other) => other.book.id !== verse.book.id),
      gentle ? 2 : 3,
      random,
    ).map((other) => other.reference);
    return choiceItem(verse.text, abbreviationOf(translationId), verse.reference, others, passageOf(translationId, verse.book, verse.chapter, verse.verse), random);
  });
  return { items, timeLimitSeconds: gentle ? null : 75 };
}

// ---------------------------------------------------------------------------
// Who said it: quotes whose speaker the verse itself names

export interface Quote {
  bookMeta: BookMeta;
  /** The translation the quote and the speaker's name are from. */
  translation: VerseTranslation;
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
const quoteWords = { least: 5, most: 25, /** The RV1909 takes more words to say the same. */ mostInSpanish: 30 };

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
          translation: "kjv",
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
  return quotedTwice(found);
}

/** The quotes of speakers quoted at least twice (enough to make wrong options of each other). */
function quotedTwice(found: readonly Quote[]): Quote[] {
  const counts = new Map<string, number>();
  for (const quote of found) counts.set(quote.speaker, (counts.get(quote.speaker) ?? 0) + 1);
  return found.filter((quote) => (counts.get(quote.speaker) ?? 0) >= 2);
}

/** The capitalised words of a Spanish text ("Y dijo Moisés á Aarón" → Moisés, Aarón). */
const capitalisedWords = (text: string): string[] => text.split(/[^\p{L}]+/u).filter((word) => /^\p{Lu}\p{Ll}+$/u.test(word));

/** Where a Spanish verse's story goes on after the words ("… entre mí y Jonathán mi hijo. Y fué tomado Jonathán."). */
const storyGoesOnEs = /(?<=[.?!:;]) (?=(?:Y|E|Entonces|Mas|Pero|Así|Después) )/;

/**
 * The who-said-it quotes in Spanish: the same verses as the KJV's quotes,
 * from the RV1909, where the words follow the colon after their speaker
 * ("Y dijo Moisés á Aarón: ¿Qué te ha hecho este pueblo…"). Each speaker's
 * Spanish name is read from those openings, never from a list: the
 * capitalised word that most of their verses name there (on a tie, the one
 * fewest other speakers' verses name), so Moses is "Moisés" and Micaiah
 * "Michêas" as the RV1909 spells them. A verse whose opening does not name
 * it is left out, as are the chapters the RV1909 numbers otherwise. The
 * words stop where the story goes on ("… Y él dijo: …"); where the KJV's
 * quote stops before its verse ends and the Spanish shows no such place,
 * the verse is left out.
 */
export function spanishQuotes(quotes: readonly Quote[], kjv: TranslationData, rv1909: TranslationData, versification: VersificationData): Quote[] {
  const skipped = new Set(versification.rv1909.chapters);
  const verseOf = (translation: TranslationData, quote: Quote) => translation.books.find((book) => book.id === quote.book)?.chapters[quote.chapter - 1]?.verses[quote.verse - 1] ?? "";
  const candidates = quotes.flatMap((quote) => {
    const text = verseOf(rv1909, quote);
    const colon = text.indexOf(": ");
    if (skipped.has(`${quote.book}.${quote.chapter}`) || colon < 0) return [];
    return [{ quote, opening: new Set(capitalisedWords(text.slice(0, colon))), words: text.slice(colon + 2).trim(), cut: !verseOf(kjv, quote).trimEnd().endsWith(quote.quote.trimEnd()) }];
  });
  // How many verses name each word in their opening, overall and per English speaker.
  const overall = new Map<string, number>();
  const perSpeaker = new Map<string, Map<string, number>>();
  for (const { quote, opening } of candidates) {
    const counts = perSpeaker.get(quote.speaker) ?? new Map<string, number>();
    perSpeaker.set(quote.speaker, counts);
    for (const word of opening) {
      overall.set(word, (overall.get(word) ?? 0) + 1);
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  const names = new Map(
    [...perSpeaker.entries()].map(([speaker, counts]) => {
      const [name] = [...counts.entries()].sort((a, b) => b[1] - a[1] || (overall.get(a[0]) ?? 0) - (overall.get(b[0]) ?? 0) || a[0].localeCompare(b[0]))[0] ?? [""];
      return [speaker, name];
    }),
  );
  const found = candidates.flatMap(({ quote, opening, words, cut }): Quote[] => {
    const speaker = names.get(quote.speaker) ?? "";
    const parts = words.split(storyGoesOnEs);
    const said = cut && parts.length === 1 ? undefined : parts[0];
    if (!opening.has(speaker) || !said) return [];
    const count = said.split(/\s+/).length;
    if (count < quoteWords.least || count > quoteWords.mostInSpanish) return [];
    return [{ ...quote, translation: "rv1909", speaker, quote: said, reference: referenceOf(quote.bookMeta, quote.chapter, quote.verse, "es") }];
  });
  return quotedTwice(found);
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
    return choiceItem(`“${quote.quote}”`, quote.reference, speaker, wrong, passageOf(quote.translation, quote.bookMeta, quote.chapter, quote.verse), random);
  });
  return { items, timeLimitSeconds: gentle ? null : 75 };
}

/** The points an item is worth. */
export const itemTotal = (item: StoredItem): number => (item.scoring === "places" ? item.pieces.length : 1);

/** A round in `lang`: in Spanish its verses are the RV1909's, whichever English translation was asked for. */
export function makeRound(game: GameId, data: GameData, quotes: (lang: Language) => Quote[], translationId: "kjv" | "web", gentle: boolean, random: Random, lang: Language = "en"): RoundPlan {
  const verses: VerseTranslation = lang === "es" ? "rv1909" : translationId;
  switch (game) {
    case "books-order":
      return booksOrderRound(data, gentle, random, lang);
    case "verse-scramble":
      return verseScrambleRound(data, verses, gentle, random);
    case "reference-match":
      return referenceMatchRound(data, verses, gentle, random);
    case "who-said-it":
      return whoSaidItRound(quotes(lang), gentle, random);
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
