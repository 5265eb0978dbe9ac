import type { GameAnswerReply, GameFinishReply, GameRound, GamesMineReply } from "@berea/contracts/games";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadBooks } from "../bible/bible-data.ts";
import { areaClient } from "../test-support/area-client.ts";
import { signedInAccount, startApiServer, type ApiTestServer } from "../test-support/api-server.ts";
import { testClock } from "../test-support/domain-test.ts";

/**
 * Bible games over HTTP with the real Auth emulator, on the store the
 * project runs (sqlite or the Firestore emulator): a round as the browser
 * gets it (no solution in it), an answer checked at once, a result sent
 * twice counted once, bad input with its message, and what each call costs.
 */
let server: ApiTestServer;
const timeZone = "America/Chicago";
// 09:00 on Thursday 12 March 2026 in Chicago.
const clock = testClock("2026-03-12T14:00:00Z");
const games = areaClient(() => server.baseUrl, "games");

beforeAll(async () => {
  server = await startApiServer("games", { now: clock.now });
});
afterAll(async () => {
  await server.close();
});

const reader = (name: string) => signedInAccount(server, name, 0, { timeZone });

/** The pieces in the canon's order, as a player who knows their Bible (books.json) puts them. */
function inBibleOrder(round: GameRound): string[] {
  const order = new Map(loadBooks().map((book) => [book.name.en, book.order]));
  return [...(round.items[0]?.pieces ?? [])].sort((a, b) => (order.get(a.label) ?? 0) - (order.get(b.label) ?? 0)).map((piece) => piece.id);
}

describe("Bible games API", () => {
  it("plays a round of books in order: no answer in the round, the answer checked at once, the result counted once", async () => {
    const priscilla = await reader("Priscilla");
    const started = await games.post<GameRound>(priscilla, "round", { game: "books-order" });
    expect(started.status).toBe(200);
    expect(started.payload).toMatchObject({ game: "books-order", gentle: false, timeLimitSeconds: 60 });
    expect(started.payload.items[0]?.pieces).toHaveLength(6);
    expect(JSON.stringify(started.payload)).not.toMatch(/solution|answer/);
    // profile read, round written
    expect(started.cost).toBe("reads=1, writes=1");
    const round = started.payload;

    const answered = await games.post<GameAnswerReply>(priscilla, "answer", { roundId: round.roundId, item: 0, answer: inBibleOrder(round) });
    expect(answered.payload).toMatchObject({ correct: true, counted: true, points: 6, placesRight: [true, true, true, true, true, true] });
    expect(answered.cost).toBe("reads=1, writes=1");

    const finish = { roundId: round.roundId, resultId: "priscilla-result-1", timeZone };
    const finished = await games.post<GameFinishReply>(priscilla, "finish", finish);
    expect(finished.status).toBe(200);
    expect(finished.payload.result).toMatchObject({ points: 6, total: 6, xp: 70, capped: false, newBest: true });
    // profile, round and stats read; round and stats written
    expect(finished.cost).toBe("reads=3, writes=2");

    const again = await games.ok<GameFinishReply>(priscilla, "finish", finish);
    expect(again.duplicate).toBe(true);
    expect(again.stats.totalXp).toBe(70);

    const mine = await games.ok<GamesMineReply>(priscilla, "mine", { timeZone });
    expect(mine).toMatchObject({ today: "2026-03-12", totalXp: 70, dailyXpCap: 150, gentle: false });
    expect(mine.games.find((game) => game.game === "books-order")).toMatchObject({ best: { points: 6, total: 6 }, rounds: 1, xpToday: 70 });
  });

  it("says what is wrong with a bad answer, and hides another player's round", async () => {
    const aquila = await reader("Aquila");
    const round = await games.ok<GameRound>(aquila, "round", { game: "who-said-it" });
    expect(round.items).toHaveLength(5);
    const twoChoices = await games.post(aquila, "answer", { roundId: round.roundId, item: 0, answer: ["p0", "p1"] });
    expect([twoChoices.status, twoChoices.code, twoChoices.message]).toEqual([400, "invalid-argument", "Choose one of the item's options."]);
    const noGame = await games.post(aquila, "round", { game: "hangman" });
    expect([noGame.status, noGame.message]).toEqual([400, "game must be one of: books-order, verse-scramble, who-said-it, reference-match."]);
    const empty = await games.post(aquila, "answer", { roundId: round.roundId, item: 0, answer: [] });
    expect([empty.status, empty.message]).toEqual([400, "Choose an answer first."]);

    const apollos = await reader("Apollos");
    const stolen = await games.post(apollos, "finish", { roundId: round.roundId, resultId: "apollos-result-1", timeZone });
    expect([stolen.status, stolen.code]).toEqual([404, "not-found"]);
    const anonymous = await games.post(null, "mine", { timeZone });
    expect(anonymous.status).toBe(403);
  });
});
