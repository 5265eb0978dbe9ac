import type { MemoryCard, MemoryReviewReply } from "@berea/contracts/memory";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bodiesSentTo, fakeAreaApi, ok } from "../../../test/fake-api.tsx";
import { flushPendingReviews, gradeCard, pendingReviews } from "./memory-api.ts";

const card: MemoryCard = {
  cardId: "card-john-3-16",
  reference: "John 3:16",
  translation: "kjv",
  book: "John",
  chapter: 3,
  start: 16,
  end: 16,
  verses: [{ verse: 16, text: "For God so loved the world," }],
  addedAt: "2026-03-09T12:00:00.000Z",
  due: "2026-03-12T12:00:00.000Z",
  dueDate: "2026-03-12",
  dueToday: false,
  state: "review",
  reps: 1,
  lapses: 0,
  stability: 2.3,
  lastReview: "2026-03-09T12:00:00.000Z",
  known: false,
};
const reply: MemoryReviewReply = { card, stats: { streak: 1, reviewedToday: true, known: 0, total: 1, dueToday: 0 }, duplicate: false };

describe("grades sent or kept for later", () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("sends a grade at once with a review id of its own, and keeps nothing queued", async () => {
    const api = fakeAreaApi("memory", { review: () => ok(reply) });
    vi.stubGlobal("fetch", api);
    const queryClient = new QueryClient();
    // The page sends what waits when it opens; with nothing waiting, the next grade still goes.
    await flushPendingReviews(queryClient);
    expect(await gradeCard(queryClient, card.cardId, "good")).toBe("sent");
    const [sent] = bodiesSentTo(api, "/api/memory/review");
    expect(sent).toMatchObject({ cardId: card.cardId, rating: "good" });
    expect(String(sent?.reviewId)).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(pendingReviews()).toEqual([]);
  });

  it("keeps a grade made offline, then sends it with the same review id when the server can be reached", async () => {
    vi.stubGlobal("fetch", vi.fn<typeof fetch>(() => Promise.reject(new TypeError("Failed to fetch"))));
    const queryClient = new QueryClient();
    expect(await gradeCard(queryClient, card.cardId, "hard")).toBe("queued");
    const [queued] = pendingReviews();
    expect(queued).toMatchObject({ cardId: card.cardId, rating: "hard" });

    // Back online: the next grade sends the queued one first, in order, each with its own id.
    const api = fakeAreaApi("memory", { review: () => ok(reply) });
    vi.stubGlobal("fetch", api);
    expect(await gradeCard(queryClient, "card-ps-23-1", "easy")).toBe("sent");
    const sent = bodiesSentTo(api, "/api/memory/review");
    expect(sent.map((body) => [body.cardId, body.rating, body.reviewId === queued?.reviewId])).toEqual([
      [card.cardId, "hard", true],
      ["card-ps-23-1", "easy", false],
    ]);
    expect(pendingReviews()).toEqual([]);
  });
});
