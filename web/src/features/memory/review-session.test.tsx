import type { MemoryCard, MemoryReviewReply } from "@berea/contracts/memory";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bodiesSentTo, fakeAreaApi, ok, renderWithApi } from "../../test/fake-api.tsx";
import { ReviewSession } from "./review-session.tsx";

const card = (cardId: string, reference: string, text: string, overrides: Partial<MemoryCard> = {}): MemoryCard => ({
  cardId,
  reference,
  translation: "kjv",
  book: "John",
  chapter: 11,
  start: 35,
  end: 35,
  verses: [{ verse: 35, text }],
  addedAt: "2026-03-09T12:00:00.000Z",
  due: "2026-03-09T12:00:00.000Z",
  dueDate: "2026-03-09",
  dueToday: true,
  state: "new",
  reps: 0,
  lapses: 0,
  stability: 0,
  lastReview: null,
  known: false,
  ...overrides,
});

const wept = card("card-john-11-35", "John 11:35", "Jesus wept.");
const rejoice = card("card-1thess-5-16", "1 Thessalonians 5:16", "Rejoice evermore.", { reps: 3, stability: 25, state: "review" });
const reply = (reviewed: MemoryCard): MemoryReviewReply => ({ card: { ...reviewed, dueToday: false }, stats: { streak: 1, reviewedToday: true, known: 0, total: 2, dueToday: 0 }, duplicate: false });

describe("the review session", () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("goes card by card with progress: Enter shows the verse and 2 grades Hard; a grown card is typed and graded by touch", async () => {
    const api = fakeAreaApi("memory", { review: (body) => ok(reply(body.cardId === wept.cardId ? wept : rejoice)) });
    const onFinish = vi.fn();
    const { user } = renderWithApi(api, [{ path: "/memory", element: <ReviewSession cards={[wept, rejoice]} onFinish={onFinish} /> }], "/memory");

    // A new card starts in "Read it".
    expect(await screen.findByText("Verse 1 of 2")).toBeTruthy();
    expect(screen.getByRole("radio", { name: "Read it" })).toHaveProperty("checked", true);
    expect(screen.getByText("Jesus wept.")).toBeTruthy();
    await user.keyboard("{Enter}");
    await user.keyboard("2");
    await screen.findByText("Verse 2 of 2");
    expect(bodiesSentTo(api, "/api/memory/review")[0]).toMatchObject({ cardId: wept.cardId, rating: "hard" });

    // A card FSRS trusts for 25 days is typed from memory; the check suggests Good, chosen here by a tap.
    expect(screen.getByRole("radio", { name: "Type it" })).toHaveProperty("checked", true);
    await user.type(screen.getByLabelText("Type the verse from memory"), "rejoice evermore{Enter}");
    expect(await screen.findByText("2 of 2 words right.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: /^Good/ }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ graded: 2, queued: 0 }));
    expect(bodiesSentTo(api, "/api/memory/review").map((body) => body.rating)).toEqual(["hard", "good"]);
  });
});
