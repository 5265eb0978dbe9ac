import type { GameAnswerReply, GameRound } from "@berea/contracts/games";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadBooks, loadTranslation } from "../bible/bible-data.ts";
import { areaClient } from "../test-support/area-client.ts";
import { signedInAccount, startApiServer, type ApiTestServer } from "../test-support/api-server.ts";
import { testClock } from "../test-support/domain-test.ts";

/**
 * The Bible games in Spanish over HTTP: the round-start call takes an
 * optional `lang` and makes the round in it (Spanish prompts and book
 * names, the Reina-Valera 1909's verses, Spanish references); English when
 * it is left out. A Spanish round's answers are checked as an English one's.
 */
let server: ApiTestServer;
const timeZone = "America/Mexico_City";
const clock = testClock("2026-03-12T18:00:00Z");
const games = areaClient(() => server.baseUrl, "games");

beforeAll(async () => {
  server = await startApiServer("games-spanish", { now: clock.now });
});
afterAll(async () => {
  await server.close();
});

const reader = (name: string) => signedInAccount(server, name, 0, { timeZone });
const books = loadBooks();

/** The pieces in the canon's order, read by their names in `lang`. */
function inBibleOrder(round: GameRound, lang: "en" | "es"): string[] {
  const order = new Map(books.map((book) => [book.name[lang], book.order]));
  return [...(round.items[0]?.pieces ?? [])].sort((a, b) => (order.get(a.label) ?? 0) - (order.get(b.label) ?? 0)).map((piece) => piece.id);
}

describe("Bible games in Spanish", () => {
  it("makes a round of books in order in Spanish for lang es, and in English when no lang is given; both are checked alike", async () => {
    const lidia = await reader("Lidia");
    const spanish = await games.ok<GameRound>(lidia, "round", { game: "books-order", lang: "es" });
    expect(spanish.items[0]?.prompt).toMatch(/^Pon en orden estos libros del (Antiguo|Nuevo) Testamento\.$/);
    const spanishNames = new Set(books.map((book) => book.name.es));
    for (const piece of spanish.items[0]?.pieces ?? []) expect(spanishNames.has(piece.label), piece.label).toBe(true);
    const answered = await games.ok<GameAnswerReply>(lidia, "answer", { roundId: spanish.roundId, item: 0, answer: inBibleOrder(spanish, "es") });
    expect(answered).toMatchObject({ correct: true, counted: true, points: 6 });
    for (const name of answered.solution) expect(spanishNames.has(name), name).toBe(true);

    const english = await games.ok<GameRound>(lidia, "round", { game: "books-order" });
    expect(english.items[0]?.prompt).toMatch(/^Put these books of the (Old|New) Testament in order\.$/);
    const englishNames = new Set(books.map((book) => book.name.en));
    for (const piece of english.items[0]?.pieces ?? []) expect(englishNames.has(piece.label), piece.label).toBe(true);
    expect(await games.ok<GameAnswerReply>(lidia, "answer", { roundId: english.roundId, item: 0, answer: inBibleOrder(english, "en") })).toMatchObject({ correct: true, points: 6 });
  });

  it("matches the Reina-Valera 1909's verses to Spanish references, and the verdict links to the verse in it", async () => {
    const lidia = await reader("Febe");
    const round = await games.ok<GameRound>(lidia, "round", { game: "reference-match", lang: "es" });
    const rv1909 = new Set(loadTranslation("rv1909").books.flatMap((book) => book.chapters.flatMap((chapter) => chapter.verses.map((verse) => verse.trim()))));
    for (const item of round.items) {
      expect(item.detail).toBe("RV1909");
      expect(rv1909.has(item.prompt), item.prompt).toBe(true);
    }
    const answered = await games.ok<GameAnswerReply>(lidia, "answer", { roundId: round.roundId, item: 0, answer: ["p0"] });
    const passage = answered.passage;
    if (!passage) throw new Error("no passage");
    const book = books.find((candidate) => candidate.id === passage.book);
    expect(passage).toMatchObject({ translation: "rv1909", bookName: book?.name.en, reference: `${passage.book === "Ps" ? "Salmo" : book?.name.es} ${passage.chapter}:${passage.verse}` });
    expect(answered.solution).toEqual([passage.reference]);

    const english = await games.ok<GameRound>(lidia, "round", { game: "reference-match" });
    expect(english.items.every((item) => item.detail === "KJV")).toBe(true);
  });

  it("quotes the Reina-Valera 1909 in who said it, with Spanish speakers", async () => {
    const lidia = await reader("Dorcas");
    const round = await games.ok<GameRound>(lidia, "round", { game: "who-said-it", lang: "es" });
    expect(round.items).toHaveLength(5);
    const answered = await games.ok<GameAnswerReply>(lidia, "answer", { roundId: round.roundId, item: 0, answer: ["p0"] });
    expect(answered.passage).toMatchObject({ translation: "rv1909", reference: round.items[0]?.detail });
    const speakers = round.items.flatMap((item) => item.pieces.map((piece) => piece.label));
    expect(speakers.some((speaker) => ["Moses", "Jesus", "Peter", "God", "Pharaoh"].includes(speaker))).toBe(false);
  });

  it("refuses a language it does not speak, with a message", async () => {
    const lidia = await reader("Priscila");
    const refused = await games.post(lidia, "round", { game: "books-order", lang: "fr" });
    expect([refused.status, refused.code, refused.message]).toEqual([400, "invalid-argument", "lang must be one of: en, es."]);
  });
});
