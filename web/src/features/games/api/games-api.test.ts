import type { GameFinishReply } from "@berea/contracts/games";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiError, bodiesSentTo, fakeAreaApi, ok } from "../../../test/fake-api.tsx";
import { finishRound, flushPendingResults, pendingResults } from "./games-api.ts";

const reply: GameFinishReply = {
  result: { roundId: "round-1", resultId: "result-1", game: "books-order", points: 6, total: 6, xp: 70, capped: false, newBest: true, finishedAt: "2026-03-12T14:00:00.000Z" },
  duplicate: false,
  stats: { today: "2026-03-12", totalXp: 70, dailyXpCap: 150, gentle: false, games: [] },
};

describe("a round's result, sent at once or kept until the device is back online", () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("sends a result at once with a result id of its own, and keeps nothing queued", async () => {
    const api = fakeAreaApi("games", { finish: () => ok(reply) });
    vi.stubGlobal("fetch", api);
    expect(await finishRound(new QueryClient(), "round-1")).toEqual(reply);
    const [sent] = bodiesSentTo(api, "/api/games/finish");
    expect(sent).toMatchObject({ roundId: "round-1" });
    expect(String(sent?.resultId)).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(pendingResults()).toEqual([]);
  });

  it("keeps a result made offline and sends it later with the same result id, once", async () => {
    vi.stubGlobal("fetch", vi.fn<typeof fetch>(() => Promise.reject(new TypeError("Failed to fetch"))));
    expect(await finishRound(new QueryClient(), "round-2")).toBe("queued");
    const [queued] = pendingResults();
    expect(queued).toMatchObject({ roundId: "round-2" });

    const api = fakeAreaApi("games", { finish: () => ok(reply) });
    vi.stubGlobal("fetch", api);
    await flushPendingResults(new QueryClient());
    expect(bodiesSentTo(api, "/api/games/finish")).toEqual([expect.objectContaining({ roundId: "round-2", resultId: queued?.resultId })]);
    expect(pendingResults()).toEqual([]);
    await flushPendingResults(new QueryClient());
    expect(bodiesSentTo(api, "/api/games/finish")).toHaveLength(1);
  });

  it("drops a waiting result the server refuses (a round it no longer knows), instead of sending it forever", async () => {
    vi.stubGlobal("fetch", vi.fn<typeof fetch>(() => Promise.reject(new TypeError("Failed to fetch"))));
    await finishRound(new QueryClient(), "round-3");
    vi.stubGlobal("fetch", fakeAreaApi("games", { finish: () => apiError(404, "not-found", "That game round was not found: start a new round.") }));
    await flushPendingResults(new QueryClient());
    expect(pendingResults()).toEqual([]);
  });
});
