import type { MemoryAddRequest } from "@berea/contracts/memory";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadBooks, loadTranslation } from "../bible/bible-data.ts";
import { appErrorOf, refusalOf, dayMs, hourMs, openDomainStore, testClock, type DomainStore } from "../test-support/domain-test.ts";
import { ensureProfile, usersCollection } from "../users/profiles.ts";
import { memoryReviews } from "./memory-collections.ts";
import { addMemoryCard, myMemory, removeMemoryCard, reviewMemoryCard, type MemoryDeps } from "./memory.ts";

// 08:00 on Monday 9 March 2026 in New York (12:00 UTC).
const clock = testClock("2026-03-09T12:00:00Z");
const zone = "America/New_York";
let domain: DomainStore;
let deps: MemoryDeps;

const add = (uid: string, request: Partial<MemoryAddRequest> & Pick<MemoryAddRequest, "cardId">) =>
  addMemoryCard(deps, uid, { translation: "kjv", book: "John", chapter: 3, start: 16, timeZone: zone, ...request });

beforeAll(async () => {
  domain = openDomainStore("memory");
  deps = { store: domain.store, now: clock.now, translation: loadTranslation, books: loadBooks };
  for (const uid of ["ruth", "lydia", "naomi", "boaz"]) await ensureProfile(domain.store, { uid, name: `${uid} Berean`, email: `${uid}@example.com`, timeZone: zone }, clock.now());
  await domain.store.update(usersCollection, "lydia", { paymentPlan: 1 });
});
afterAll(() => domain.close());

describe("adding a verse", () => {
  it("reads the text from the Bible data in the chosen translation, and the same card id again gives the same card", async () => {
    const card = await add("ruth", { cardId: "ruth-john-3-16", translation: "kjv" });
    expect(card.reference).toBe("John 3:16");
    expect(card.verses).toEqual([{ verse: 16, text: expect.stringContaining("For God so loved the world") as string }]);
    expect(card).toMatchObject({ state: "new", dueToday: true, dueDate: "2026-03-09", known: false });
    const again = await add("ruth", { cardId: "ruth-john-3-16", translation: "kjv" });
    expect(again).toEqual(card);
    expect((await myMemory(deps, "ruth", zone)).cards).toHaveLength(1);
  });

  it("takes a passage of up to 6 verses, in RV1909 with the Spanish book name", async () => {
    const psalm = await add("naomi", { cardId: "naomi-ps-23", translation: "rv1909", book: "Ps", chapter: 23, start: 1, end: 6 });
    expect(psalm.reference).toBe("Salmos 23:1–6");
    expect(psalm.verses.map((verse) => verse.verse)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(psalm.verses[0]?.text).toBe("JEHOVÁ es mi pastor; nada me faltará.");
    const web = await add("naomi", { cardId: "naomi-ps-23-web", translation: "web", book: "Ps", chapter: 23, start: 1, end: 3 });
    expect(web.reference).toBe("Psalm 23:1–3");
  });

  it("refuses the same passage under another id, and references that are not in the Bible, with a message", async () => {
    expect((await appErrorOf(add("ruth", { cardId: "ruth-john-3-16-b" }))).code).toBe("already-exists");
    const noVerse = await refusalOf(add("ruth", { cardId: "ruth-john-3-99", start: 99 }));
    expect([noVerse.code, noVerse.message]).toEqual(["invalid-argument", "John 3 has 36 verses."]);
    expect((await refusalOf(add("ruth", { cardId: "ruth-jude-2-1", book: "Jude", chapter: 2, start: 1 }))).message).toBe("Jude has 1 chapter.");
    expect((await appErrorOf(add("ruth", { cardId: "ruth-nobook-1", book: "Hezek" }))).code).toBe("invalid-argument");
  });

  it("keeps 10 verses on the Free plan and says Premium and Family are unlimited; Premium adds more", async () => {
    for (let verse = 1; verse <= 10; verse += 1) await add("boaz", { cardId: `boaz-ps-119-${verse}`, book: "Ps", chapter: 119, start: verse });
    const eleventh = await refusalOf(add("boaz", { cardId: "boaz-ps-119-11", book: "Ps", chapter: 119, start: 11 }));
    expect(eleventh.code).toBe("quota-exceeded");
    expect(eleventh.message).toContain("Premium and Family are unlimited");
    expect((await myMemory(deps, "boaz", zone)).limit).toBe(10);
    for (let verse = 1; verse <= 11; verse += 1) await add("lydia", { cardId: `lydia-ps-119-${verse}`, book: "Ps", chapter: 119, start: verse });
    const lydia = await myMemory(deps, "lydia", zone);
    expect([lydia.cards.length, lydia.limit]).toEqual([11, null]);
  });
});

describe("reviewing", () => {
  it("schedules with FSRS, counts a review sent twice once, and keeps the streak by the user's days", async () => {
    clock.set("2026-03-09T12:00:00Z");
    await add("ruth", { cardId: "ruth-rom-8-28", book: "Rom", chapter: 8, start: 28 });
    const first = await reviewMemoryCard(deps, "ruth", { cardId: "ruth-rom-8-28", reviewId: "review-0001", rating: "good", timeZone: zone });
    expect(first.duplicate).toBe(false);
    expect(first.card.state).toBe("review");
    expect(first.card.dueToday).toBe(false);
    expect(first.card.dueDate).toBe("2026-03-12");
    expect(first.stats).toMatchObject({ streak: 1, reviewedToday: true });

    // The same answer again (sent from the offline queue after a lost reply): nothing changes.
    clock.advance(hourMs);
    const resent = await reviewMemoryCard(deps, "ruth", { cardId: "ruth-rom-8-28", reviewId: "review-0001", rating: "good", timeZone: zone });
    expect(resent.duplicate).toBe(true);
    expect(resent.card).toEqual(first.card);
    expect(await memoryReviews.count(domain.store, { where: [{ field: "uid", op: "==", value: "ruth" }] })).toBe(1);

    // The queue is what is due by the end of the user's day: John 3:16, never reviewed.
    const mine = await myMemory(deps, "ruth", zone);
    expect(mine.cards.filter((card) => card.dueToday).map((card) => card.cardId)).toEqual(["ruth-john-3-16"]);
    expect(mine.stats).toMatchObject({ streak: 1, total: 2, dueToday: 1 });

    // Tuesday: a review extends the streak to 2; Wednesday with none, it still shows 2 (today's may come); Thursday it is 0.
    clock.set("2026-03-10T23:30:00Z"); // 19:30 Tuesday in New York
    const tuesday = await reviewMemoryCard(deps, "ruth", { cardId: "ruth-john-3-16", reviewId: "review-0002", rating: "again", timeZone: zone });
    expect(tuesday.stats.streak).toBe(2);
    expect(tuesday.card.lapses).toBe(0);
    clock.advance(dayMs);
    expect((await myMemory(deps, "ruth", zone)).stats).toMatchObject({ streak: 2, reviewedToday: false });
    clock.advance(dayMs);
    expect((await myMemory(deps, "ruth", zone)).stats.streak).toBe(0);
  });

  it("counts a verse known once FSRS is confident for 21 days or more", async () => {
    clock.set("2026-04-01T12:00:00Z");
    await add("naomi", { cardId: "naomi-phil-4-13", book: "Phil", chapter: 4, start: 13 });
    let known = false;
    for (let n = 1; n <= 6 && !known; n += 1) {
      const reply = await reviewMemoryCard(deps, "naomi", { cardId: "naomi-phil-4-13", reviewId: `naomi-review-${n}`, rating: "easy", timeZone: zone });
      known = reply.card.known;
      if (known) {
        expect(reply.card.stability).toBeGreaterThanOrEqual(21);
        expect(reply.stats.known).toBe(1);
      }
      clock.set(reply.card.due);
    }
    expect(known).toBe(true);
  });

  it("answers 404 for a card that is not the caller's, and removes a card once", async () => {
    expect((await appErrorOf(reviewMemoryCard(deps, "lydia", { cardId: "ruth-john-3-16", reviewId: "lydia-review-1", rating: "good", timeZone: zone }))).code).toBe("not-found");
    expect((await appErrorOf(removeMemoryCard(deps, "lydia", "ruth-john-3-16"))).code).toBe("not-found");
    expect(await removeMemoryCard(deps, "ruth", "ruth-john-3-16")).toEqual({ cardId: "ruth-john-3-16", removed: true });
    expect((await appErrorOf(removeMemoryCard(deps, "ruth", "ruth-john-3-16"))).code).toBe("not-found");
    expect((await myMemory(deps, "ruth", zone)).cards.map((card) => card.cardId)).toEqual(["ruth-rom-8-28"]);
  });
});
