import type { MemoryCard, MemoryMineReply, MemoryReviewReply } from "@berea/contracts/memory";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { areaClient } from "../test-support/area-client.ts";
import { signedInAccount, startApiServer, type ApiTestServer } from "../test-support/api-server.ts";
import { testClock } from "../test-support/domain-test.ts";

/**
 * Scripture memory over HTTP with the real Auth emulator, on the store the
 * project runs (sqlite or the Firestore emulator): adding a verse, the
 * review queue, a review sent twice, the Free plan's limit as the browser
 * sees it, bad input with its message, and what each call costs.
 */
let server: ApiTestServer;
const timeZone = "America/Chicago";
// 09:00 on Thursday 12 March 2026 in Chicago.
const clock = testClock("2026-03-12T14:00:00Z");
const memory = areaClient(() => server.baseUrl, "memory");

beforeAll(async () => {
  server = await startApiServer("memory", { now: clock.now });
});
afterAll(async () => {
  await server.close();
});

const reader = (name: string, plan: 0 | 1 = 0) => signedInAccount(server, name, plan, { timeZone });

describe("scripture memory API", () => {
  it("adds John 3:16, reviews it (twice sent, once counted) and schedules it for a later day, with the streak at 1", async () => {
    const lois = await reader("Lois");
    const added = await memory.post<MemoryCard>(lois, "add", { cardId: "lois-john-3-16", translation: "kjv", book: "John", chapter: 3, start: 16, timeZone });
    expect(added.status).toBe(200);
    expect(added.payload).toMatchObject({ reference: "John 3:16", dueToday: true, state: "new" });
    // The profile, the card id (a retry), the caller's cards (the Free limit and the same passage); the card.
    expect(added.cost).toBe("reads=3, writes=1");

    const review = { cardId: "lois-john-3-16", reviewId: "lois-review-1", rating: "good", timeZone };
    const graded = await memory.post<MemoryReviewReply>(lois, "review", review);
    expect(graded.status).toBe(200);
    expect(graded.payload.card).toMatchObject({ state: "review", dueDate: "2026-03-15", dueToday: false });
    expect(graded.payload.stats).toMatchObject({ streak: 1, reviewedToday: true, dueToday: 0, total: 1 });
    // The profile, the review id, the caller's cards (one here), the streak; the card, the review record and the streak.
    expect(graded.cost).toBe("reads=4, writes=3");

    const again = await memory.post<MemoryReviewReply>(lois, "review", review);
    expect(again.payload.duplicate).toBe(true);
    expect(again.payload.card).toEqual(graded.payload.card);
    expect(again.cost).toBe("reads=4, writes=0");

    const listed = await memory.post<MemoryMineReply>(lois, "mine", { timeZone });
    expect(listed.cost).toBe("reads=3, writes=0");
    const mine = listed.payload;
    expect(mine).toMatchObject({ today: "2026-03-12", limit: 10, stats: { streak: 1, known: 0, total: 1, dueToday: 0 } });
    expect(mine.cards.map((card) => card.dueDate)).toEqual(["2026-03-15"]);
  });

  it("says why a passage is refused: too long, not in the Bible, the Free plan's eleventh", async () => {
    const eunice = await reader("Eunice");
    const tooLong = await memory.post(eunice, "add", { cardId: "eunice-ps-23", translation: "web", book: "Ps", chapter: 23, start: 1, end: 7, timeZone });
    expect([tooLong.status, tooLong.code, tooLong.message]).toEqual([400, "invalid-argument", "A memory passage is at most 6 verses: split a longer one into parts."]);
    const noVerse = await memory.post(eunice, "add", { cardId: "eunice-ps-23-9", translation: "web", book: "Ps", chapter: 23, start: 9, timeZone });
    expect([noVerse.status, noVerse.message]).toEqual([400, "Psalms 23 has 6 verses."]);
    for (let verse = 1; verse <= 10; verse += 1) {
      await memory.ok(eunice, "add", { cardId: `eunice-prov-3-${verse}`, translation: "kjv", book: "Prov", chapter: 3, start: verse, timeZone });
    }
    const eleventh = await memory.post(eunice, "add", { cardId: "eunice-prov-3-11", translation: "kjv", book: "Prov", chapter: 3, start: 11, timeZone });
    expect([eleventh.status, eleventh.code]).toEqual([403, "quota-exceeded"]);
    expect(eleventh.message).toBe("The Free plan keeps up to 10 memory verses. Premium and Family are unlimited: upgrade, or remove a verse you know to add another.");
  });

  it("gives Premium more than 10 verses, and another user's card id names nothing of theirs", async () => {
    const timothy = await reader("Timothy", 1);
    for (let verse = 1; verse <= 11; verse += 1) {
      await memory.ok(timothy, "add", { cardId: `timothy-2tim-3-${verse}`, translation: "kjv", book: "2Tim", chapter: 3, start: verse, timeZone });
    }
    const mine = await memory.ok<MemoryMineReply>(timothy, "mine", { timeZone });
    expect([mine.cards.length, mine.limit]).toEqual([11, null]);
    const demas = await reader("Demas");
    const refused = await memory.post(demas, "review", { cardId: "timothy-2tim-3-1", reviewId: "demas-review-1", rating: "easy", timeZone });
    expect([refused.status, refused.code]).toEqual([404, "not-found"]);
    expect((await memory.post(demas, "remove", { cardId: "timothy-2tim-3-1" })).status).toBe(404);
    expect(await memory.ok(timothy, "remove", { cardId: "timothy-2tim-3-1" })).toEqual({ cardId: "timothy-2tim-3-1", removed: true });
  });
});
