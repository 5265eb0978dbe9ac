import type { GameRound } from "@berea/contracts/games";
import type { Language } from "@berea/contracts/languages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadBooks, loadTranslation, loadVerseOfTheDay, loadVersification } from "../bible/bible-data.ts";
import { appErrorOf, refusalOf, dayMs, openDomainStore, seededRandom, testClock, type DomainStore } from "../test-support/domain-test.ts";
import { ensureProfile, usersCollection } from "../users/profiles.ts";
import { gameRounds, gameStats } from "./game-collections.ts";
import { answerItem, finishRound, myGames, roundDocId, startRound, type GamesDeps } from "./games.ts";
import { derivedQuotes, spanishQuotes, speakersByCount, type StoredItem } from "./round-makers.ts";

// 08:00 on Monday 9 March 2026 in New York (12:00 UTC).
const clock = testClock("2026-03-09T12:00:00Z");
const zone = "America/New_York";
let domain: DomainStore;
let deps: GamesDeps;

beforeAll(async () => {
  domain = openDomainStore("games");
  const quotes = derivedQuotes(loadBooks(), loadTranslation("kjv"));
  const inSpanish = spanishQuotes(quotes, loadTranslation("kjv"), loadTranslation("rv1909"), loadVersification());
  deps = {
    store: domain.store,
    now: clock.now,
    random: seededRandom(20),
    data: { books: loadBooks, translation: loadTranslation, versesOfTheDay: loadVerseOfTheDay, versification: loadVersification },
    quotes: (lang) => (lang === "es" ? inSpanish : quotes),
  };
  for (const uid of ["ruth", "lydia", "timothy", "eunice"]) await ensureProfile(domain.store, { uid, name: `${uid} Berean`, email: `${uid}@example.com`, timeZone: zone }, clock.now());
  await domain.store.update(usersCollection, "timothy", { family: { ownerUid: "eunice", joinedAt: "2026-01-01T00:00:00.000Z", child: true, chat: false, attemptedBy: false } });
});
afterAll(() => domain.close());

/** The round's items as stored, with their solutions (the reply has none). */
async function storedItems(uid: string, round: GameRound): Promise<StoredItem[]> {
  const doc = await gameRounds.get(domain.store, roundDocId(uid, round.roundId));
  if (!doc) throw new Error("round not stored");
  return doc.items;
}

/** Piece ids in the solution's order (each piece used once, even where labels repeat). */
function rightAnswer(item: StoredItem): string[] {
  const left = [...item.pieces];
  return item.solution.map((label) => {
    const index = left.findIndex((piece) => piece.label === label);
    const [piece] = left.splice(index, 1);
    if (!piece) throw new Error(`no piece ${label}`);
    return piece.id;
  });
}

const wrongAnswer = (item: StoredItem): string[] => {
  if (item.kind === "choice") return [item.pieces.find((piece) => piece.label !== item.solution[0])?.id ?? ""];
  const right = rightAnswer(item);
  return [...right.slice(1), right[0] ?? ""];
};

async function playPerfect(uid: string, game: GameRound["game"], lang: Language = "en"): Promise<GameRound> {
  const round = await startRound(deps, uid, { game }, lang);
  const items = await storedItems(uid, round);
  for (const [index, item] of items.entries()) await answerItem(deps, uid, { roundId: round.roundId, item: index, answer: rightAnswer(item) });
  return round;
}

describe("a round", () => {
  it("is made on the server: the reply names the pieces in a shuffled order and never the solution", async () => {
    const round = await startRound(deps, "ruth", { game: "books-order" });
    expect(round).toMatchObject({ game: "books-order", gentle: false, timeLimitSeconds: 60 });
    expect(round.items).toHaveLength(1);
    const [item] = await storedItems("ruth", round);
    if (!item) throw new Error("no item");
    expect(item.pieces).toHaveLength(6);
    expect(JSON.stringify(round)).not.toContain("solution");
    // The solution is the canon's order (books.json), and the pieces shown are not already in it.
    const order = new Map(loadBooks().map((book) => [book.name.en, book.order]));
    expect([...item.solution].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0))).toEqual(item.solution);
    expect(round.items[0]?.pieces.map((piece) => piece.label)).not.toEqual(item.solution);
    expect(new Set(loadBooks().filter((book) => item.solution.includes(book.name.en)).map((book) => book.testament)).size).toBe(1);
  });

  it("for a Family child is the gentle mode: no timer and fewer items", async () => {
    const books = await startRound(deps, "timothy", { game: "books-order" });
    expect(books).toMatchObject({ gentle: true, timeLimitSeconds: null });
    expect(books.items[0]?.pieces).toHaveLength(4);
    const scramble = await startRound(deps, "timothy", { game: "verse-scramble" });
    expect(scramble.items).toHaveLength(2);
    for (const item of scramble.items) expect(item.pieces.length).toBeLessThanOrEqual(12);
    expect((await startRound(deps, "timothy", { game: "who-said-it" })).items.map((item) => item.pieces.length)).toEqual([3, 3, 3]);
    expect((await myGames(deps, "timothy", zone)).gentle).toBe(true);
    expect((await startRound(deps, "ruth", { game: "who-said-it" })).items.map((item) => item.pieces.length)).toEqual([4, 4, 4, 4, 4]);
  });

  it("scrambles the words of a known verse as the translation has them", async () => {
    const round = await startRound(deps, "ruth", { game: "verse-scramble", translation: "web" });
    const items = await storedItems("ruth", round);
    expect(items).toHaveLength(3);
    const webVerses = new Set(loadTranslation("web").books.flatMap((book) => book.chapters.flatMap((chapter) => chapter.verses.map((verse) => verse.trim()))));
    for (const item of items) {
      expect(item.detail).toMatch(/\(WEB\)$/);
      expect(webVerses.has(item.solution.join(" "))).toBe(true);
      expect([...item.pieces.map((piece) => piece.label)].sort()).toEqual([...item.solution].sort());
    }
  });
});

describe("answering", () => {
  it("says at once whether an order is right, with the places right; the first answer stands", async () => {
    const round = await startRound(deps, "lydia", { game: "books-order" });
    const [item] = await storedItems("lydia", round);
    if (!item) throw new Error("no item");
    const wrong = await answerItem(deps, "lydia", { roundId: round.roundId, item: 0, answer: wrongAnswer(item) });
    expect(wrong).toMatchObject({ correct: false, solution: item.solution, counted: true, points: 0, passage: null });
    expect(wrong.placesRight?.every((place) => !place)).toBe(true);
    const late = await answerItem(deps, "lydia", { roundId: round.roundId, item: 0, answer: rightAnswer(item) });
    expect(late).toMatchObject({ correct: true, counted: false, points: 0 });
  });

  it("refuses an answer that is not one, another user's round, and an item past the end, with a message", async () => {
    const round = await startRound(deps, "lydia", { game: "reference-match" });
    const missing = await refusalOf(answerItem(deps, "lydia", { roundId: round.roundId, item: 0, answer: ["p9"] }));
    expect([missing.code, missing.message]).toEqual(["invalid-argument", "Choose one of the item's options."]);
    const past = await refusalOf(answerItem(deps, "lydia", { roundId: round.roundId, item: 5, answer: ["p0"] }));
    expect([past.code, past.message]).toEqual(["invalid-argument", "This round has 5 items: item is 0 to 4."]);
    expect((await appErrorOf(answerItem(deps, "ruth", { roundId: round.roundId, item: 0, answer: ["p0"] }))).code).toBe("not-found");
    const order = await startRound(deps, "lydia", { game: "books-order" });
    expect((await appErrorOf(answerItem(deps, "lydia", { roundId: order.roundId, item: 0, answer: ["p0", "p0", "p1", "p2", "p3", "p4"] }))).code).toBe("invalid-argument");
  });

  it("does not count an answer given after the time limit and its 10 seconds of grace", async () => {
    const round = await startRound(deps, "lydia", { game: "who-said-it" });
    const items = await storedItems("lydia", round);
    clock.advance(80_000); // 75 s limit + 10 s grace not yet over
    const inTime = await answerItem(deps, "lydia", { roundId: round.roundId, item: 0, answer: rightAnswer(items[0] as StoredItem) });
    expect(inTime.counted).toBe(true);
    // With the verdict, the verse the quote is from, to read in context.
    expect(inTime.passage).toEqual(items[0]?.passage);
    expect(inTime.passage).toMatchObject({ translation: "kjv", book: expect.any(String) as string });
    clock.advance(6_000);
    const late = await answerItem(deps, "lydia", { roundId: round.roundId, item: 1, answer: rightAnswer(items[1] as StoredItem) });
    expect(late).toMatchObject({ correct: true, counted: false, points: 1 });
  });
});

describe("finishing a round", () => {
  it("scores the counted answers, adds 10 XP a point and 10 for a perfect round, and keeps the best score", async () => {
    clock.set("2026-03-10T12:00:00Z");
    const round = await playPerfect("ruth", "reference-match");
    const finished = await finishRound(deps, "ruth", { roundId: round.roundId, resultId: "ruth-result-1", timeZone: zone });
    expect(finished.result).toMatchObject({ game: "reference-match", points: 5, total: 5, xp: 60, capped: false, newBest: true });
    expect(finished.duplicate).toBe(false);
    const summary = finished.stats.games.find((game) => game.game === "reference-match");
    expect(summary).toMatchObject({ best: { points: 5, total: 5 }, rounds: 1, xpToday: 60 });
    expect(finished.stats.totalXp).toBe(60);
  });

  it("counts a result sent twice once, and refuses a second result for the same round", async () => {
    const round = await playPerfect("ruth", "books-order");
    const first = await finishRound(deps, "ruth", { roundId: round.roundId, resultId: "ruth-result-2", timeZone: zone });
    expect(first.result.xp).toBe(70);
    const again = await finishRound(deps, "ruth", { roundId: round.roundId, resultId: "ruth-result-2", timeZone: zone });
    expect(again.duplicate).toBe(true);
    expect(again.result).toEqual(first.result);
    expect(again.stats.totalXp).toBe(130);
    const other = await refusalOf(finishRound(deps, "ruth", { roundId: round.roundId, resultId: "ruth-result-3", timeZone: zone }));
    expect(other.code).toBe("already-exists");
    expect((await gameStats.get(domain.store, "ruth"))?.totalXp).toBe(130);
  });

  it("gives at most 150 XP a day per game, other games still give theirs, and the next day starts again", async () => {
    const xps: number[] = [];
    for (let round = 1; round <= 3; round += 1) {
      const played = await playPerfect("eunice", "who-said-it");
      xps.push((await finishRound(deps, "eunice", { roundId: played.roundId, resultId: `eunice-who-${round}`, timeZone: zone })).result.xp);
    }
    expect(xps).toEqual([60, 60, 30]);
    const fourth = await playPerfect("eunice", "who-said-it");
    const capped = await finishRound(deps, "eunice", { roundId: fourth.roundId, resultId: "eunice-who-4", timeZone: zone });
    expect(capped.result).toMatchObject({ xp: 0, capped: true, points: 5 });
    const other = await playPerfect("eunice", "reference-match");
    expect((await finishRound(deps, "eunice", { roundId: other.roundId, resultId: "eunice-ref-1", timeZone: zone })).result.xp).toBe(60);
    clock.advance(dayMs);
    const tomorrow = await playPerfect("eunice", "who-said-it");
    const next = await finishRound(deps, "eunice", { roundId: tomorrow.roundId, resultId: "eunice-who-5", timeZone: zone });
    expect(next.result.xp).toBe(60);
    expect(next.stats.totalXp).toBe(150 + 60 + 60);
    expect(next.stats.games.find((game) => game.game === "who-said-it")).toMatchObject({ xpToday: 60, rounds: 5 });
  });

  it("scores an unanswered round as nothing, and another user's round is not found", async () => {
    const round = await startRound(deps, "lydia", { game: "verse-scramble" });
    const finished = await finishRound(deps, "lydia", { roundId: round.roundId, resultId: "lydia-empty-1", timeZone: zone });
    expect(finished.result).toMatchObject({ points: 0, total: 3, xp: 0, newBest: false });
    expect((await appErrorOf(finishRound(deps, "ruth", { roundId: round.roundId, resultId: "ruth-steal-1", timeZone: zone }))).code).toBe("not-found");
  });
});

describe("who said it", () => {
  const books = loadBooks();
  const kjv = loadTranslation("kjv");
  const quotes = derivedQuotes(books, kjv);

  it("takes each quote from a verse that names its speaker before the words, word for word as the KJV has them", () => {
    expect(quotes.length).toBeGreaterThan(150);
    for (const quote of quotes) {
      const text = kjv.books.find((book) => book.id === quote.book)?.chapters[quote.chapter - 1]?.verses[quote.verse - 1] ?? "";
      expect(text.includes(quote.quote), quote.reference).toBe(true);
      const opening = text.slice(0, text.indexOf(quote.quote));
      expect(opening, quote.reference).toMatch(new RegExp(`\\b${quote.speaker}\\b.*said|said ${quote.speaker}\\b`));
    }
    expect(quotes).toContainEqual(expect.objectContaining({ speaker: "Jesus", reference: "John 11:25", quote: expect.stringMatching(/^I am the resurrection, and the life/) as string }));
  });

  it("never offers a pronoun or a nation as a speaker", () => {
    const speakers = new Set(quotes.map((quote) => quote.speaker));
    for (const word of ["And", "He", "They", "Israel", "Which"]) expect(speakers.has(word)).toBe(false);
    expect(speakers.has("Moses")).toBe(true);
  });
});

describe("a round in Spanish", () => {
  const books = loadBooks();
  const rv1909 = loadTranslation("rv1909");
  const rvVerse = (book: string, chapter: number, verse: number) => rv1909.books.find((candidate) => candidate.id === book)?.chapters[chapter - 1]?.verses[verse - 1]?.trim();
  /** "Juan 3:16" as a Spanish reader writes it: the book's Spanish name ("Salmo" for one psalm). */
  const spanishReference = (book: string, chapter: number, verse: number) => {
    const meta = books.find((candidate) => candidate.id === book);
    return `${book === "Ps" ? "Salmo" : meta?.name.es} ${chapter}:${verse}`;
  };
  const spanishNames = new Set(books.map((book) => book.name.es));

  it("orders the books by their Spanish names, asks in Spanish, and scores a right order", async () => {
    const round = await startRound(deps, "lydia", { game: "books-order" }, "es");
    expect(round.items[0]?.prompt).toMatch(/^Pon en orden estos libros del (Antiguo|Nuevo) Testamento\.$/);
    const [item] = await storedItems("lydia", round);
    if (!item) throw new Error("no item");
    for (const label of item.solution) expect(spanishNames.has(label), label).toBe(true);
    const order = new Map(books.map((book) => [book.name.es, book.order]));
    expect([...item.solution].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0))).toEqual(item.solution);
    const reply = await answerItem(deps, "lydia", { roundId: round.roundId, item: 0, answer: rightAnswer(item) });
    expect(reply).toMatchObject({ correct: true, counted: true, points: 6, solution: item.solution });
  });

  it("scrambles the Reina-Valera 1909's words of a verse, with its Spanish reference, whatever English translation was asked for", async () => {
    const round = await startRound(deps, "lydia", { game: "verse-scramble", translation: "web" }, "es");
    const items = await storedItems("lydia", round);
    expect(items).toHaveLength(3);
    for (const [index, item] of items.entries()) {
      const passage = item.passage;
      if (!passage) throw new Error("no passage");
      expect(round.items[index]?.prompt).toBe("Pon en orden las palabras del versículo.");
      expect(passage).toMatchObject({ translation: "rv1909", reference: spanishReference(passage.book, passage.chapter, passage.verse) });
      expect(item.detail).toBe(`${passage.reference} (RV1909)`);
      expect(item.solution.join(" ")).toBe(rvVerse(passage.book, passage.chapter, passage.verse));
      const reply = await answerItem(deps, "lydia", { roundId: round.roundId, item: index, answer: rightAnswer(item) });
      expect(reply).toMatchObject({ correct: true, counted: true, points: index + 1, passage });
    }
  });

  it("matches a verse of the Reina-Valera 1909 to its Spanish reference, and a perfect round scores in full", async () => {
    clock.set("2026-03-11T12:00:00Z");
    const round = await playPerfect("lydia", "reference-match", "es");
    const items = await storedItems("lydia", round);
    expect(items).toHaveLength(5);
    for (const item of items) {
      const passage = item.passage;
      if (!passage) throw new Error("no passage");
      expect(item.prompt).toBe(rvVerse(passage.book, passage.chapter, passage.verse));
      expect(item.detail).toBe("RV1909");
      expect(item.solution).toEqual([passage.reference]);
      expect(passage.reference).toBe(spanishReference(passage.book, passage.chapter, passage.verse));
      for (const piece of item.pieces) expect(spanishNames.has(piece.label.replace(/ \d+:\d+$/, "")) || piece.label.startsWith("Salmo "), piece.label).toBe(true);
    }
    const finished = await finishRound(deps, "lydia", { roundId: round.roundId, resultId: "lydia-es-ref-1", timeZone: zone });
    expect(finished.result).toMatchObject({ game: "reference-match", points: 5, total: 5, xp: 60 });
  });

  it("quotes the Reina-Valera 1909 and names its speakers as it spells them", async () => {
    const english = derivedQuotes(books, loadTranslation("kjv"));
    const quotes = spanishQuotes(english, loadTranslation("kjv"), rv1909, loadVersification());
    expect(quotes.length).toBeGreaterThan(150);
    const speakers = new Set(quotes.map((quote) => quote.speaker));
    for (const name of ["Jesús", "Moisés", "Pedro", "Dios", "Faraón", "Saúl", "Elías", "Michêas"]) expect(speakers.has(name), name).toBe(true);
    for (const name of ["Jesus", "Moses", "Peter", "God", "Entonces", "Y", "Jehová"]) expect(speakers.has(name), name).toBe(false);
    for (const quote of quotes) {
      const text = rvVerse(quote.book, quote.chapter, quote.verse) ?? "";
      expect(text.includes(quote.quote), quote.reference).toBe(true);
      // The speaker is named before the words, as the KJV's quote of the same verse names them.
      expect(text.slice(0, text.indexOf(quote.quote)), quote.reference).toContain(quote.speaker);
      expect(quote.reference).toBe(spanishReference(quote.book, quote.chapter, quote.verse));
    }
    expect(quotes).toContainEqual(expect.objectContaining({ speaker: "Jesús", reference: "Juan 11:25", quote: expect.stringMatching(/^Yo soy la resurrección y la vida/) as string }));

    const round = await startRound(deps, "lydia", { game: "who-said-it" }, "es");
    const items = await storedItems("lydia", round);
    expect(items).toHaveLength(5);
    for (const [index, item] of items.entries()) {
      for (const piece of item.pieces) expect(speakersByCount(quotes)).toContain(piece.label);
      expect(item.passage).toMatchObject({ translation: "rv1909", reference: item.detail });
      const reply = await answerItem(deps, "lydia", { roundId: round.roundId, item: index, answer: rightAnswer(item) });
      expect(reply).toMatchObject({ correct: true, counted: true, points: index + 1 });
    }
  });
});
