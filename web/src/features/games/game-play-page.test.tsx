import type { GameAnswerReply, GameFinishReply, GameRound } from "@berea/contracts/games";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bodiesSentTo, fakeAreaApi, ok } from "../../test/fake-api.tsx";
import GamePlayPage from "./game-play-page.tsx";
import { readInSpanish } from "../../test/spanish.ts";

/** A gentle round (a Family child's): no timer, three choices. */
const gentleRound: GameRound = {
  roundId: "round-gentle-1",
  game: "who-said-it",
  gentle: true,
  timeLimitSeconds: null,
  startedAt: "2026-03-12T14:00:00.000Z",
  items: [
    {
      kind: "choice",
      prompt: "“Here am I; send me.”",
      detail: "Isaiah 6:8",
      pieces: [
        { id: "p0", label: "Jeremiah" },
        { id: "p1", label: "Isaiah" },
        { id: "p2", label: "Jonah" },
      ],
    },
  ],
};

const rightAnswer: GameAnswerReply = {
  correct: true,
  solution: ["Isaiah"],
  placesRight: null,
  counted: true,
  points: 1,
  passage: { translation: "kjv", book: "Isa", bookName: "Isaiah", chapter: 6, verse: 8, reference: "Isaiah 6:8" },
};

const finished: GameFinishReply = {
  result: { roundId: "round-gentle-1", resultId: "r1", game: "who-said-it", points: 1, total: 1, xp: 20, capped: false, newBest: true, finishedAt: "2026-03-12T14:01:00.000Z" },
  duplicate: false,
  stats: { today: "2026-03-12", totalXp: 20, dailyXpCap: 150, gentle: true, games: [] },
};

/** The same round as the server makes it for a Spanish reader: the Reina-Valera 1909's words, Spanish names and references. */
const spanishRound: GameRound = {
  ...gentleRound,
  items: [
    {
      kind: "choice",
      prompt: "“Aunque me sea menester morir contigo, no te negaré.”",
      detail: "Mateo 26:35",
      pieces: [
        { id: "p0", label: "Tomás" },
        { id: "p1", label: "Pedro" },
        { id: "p2", label: "Juan" },
      ],
    },
  ],
};

function renderPlay(round: GameRound = gentleRound) {
  const api = fakeAreaApi("games", { round: () => ok(round), answer: () => ok(rightAnswer), finish: () => ok(finished) });
  vi.stubGlobal("fetch", api);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: "/games/:game", element: <GamePlayPage /> }], { initialEntries: ["/games/who-said-it"] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return api;
}

describe("a round of who said it", () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("in the gentle mode has no timer; a number key answers, the verdict links to the verse, and the result shows the XP", async () => {
    const api = renderPlay();
    expect(await screen.findByRole("heading", { name: "“Here am I; send me.”" })).toBeTruthy();
    expect(screen.getByText("No timer: take your time.")).toBeTruthy();
    expect(screen.queryByRole("timer")).toBeNull();

    // An English reader's round is asked for as before, with no language.
    expect(bodiesSentTo(api, "/api/games/round")).toEqual([{ game: "who-said-it" }]);
    await userEvent.keyboard("2");
    expect(await screen.findByText("Right.")).toBeTruthy();
    expect(bodiesSentTo(api, "/api/games/answer")).toEqual([{ roundId: "round-gentle-1", item: 0, answer: ["p1"] }]);
    const status = screen.getByRole("status");
    expect(within(status).getByRole("link", { name: /Read Isaiah 6:8 in its chapter/ }).getAttribute("href")).toBe("/Bible/kjv/Isaiah/6#8");
    // Focus is on the way on: Enter sees the result.
    expect(document.activeElement?.textContent).toBe("See your result");
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByTestId("xp-earned")).toHaveProperty("textContent", "+20 XP");
    expect(screen.getByText("Your best score yet in this game.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Play again" })).toBeTruthy();
  });
});

describe("a round in Spanish", () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("says the game's chrome, the verdict, the right answer and the result in Spanish (the round's own words are the server's)", async () => {
    await readInSpanish("games");
    const api = renderPlay(spanishRound);
    const wrong: GameAnswerReply = {
      ...rightAnswer,
      correct: false,
      points: 0,
      solution: ["Pedro"],
      passage: { translation: "rv1909", book: "Matt", bookName: "Matthew", chapter: 26, verse: 35, reference: "Mateo 26:35" },
    };
    api.mockImplementation(fakeAreaApi("games", { round: () => ok(spanishRound), answer: () => ok(wrong), finish: () => ok({ ...finished, result: { ...finished.result, points: 0, xp: 0, newBest: false } }) }));
    expect(await screen.findByRole("heading", { level: 1, name: "¿Quién lo dijo?" })).toBeTruthy();
    // The round is asked for in the reader's language, so the server makes it in Spanish.
    expect(bodiesSentTo(api, "/api/games/round")).toEqual([{ game: "who-said-it", lang: "es" }]);
    expect(await screen.findByText("Sin reloj: tómate tu tiempo.")).toBeTruthy();
    expect(screen.getByText("puntos")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "“Aunque me sea menester morir contigo, no te negaré.”" })).toBeTruthy();
    await userEvent.click(within(screen.getByRole("list", { name: "Opciones" })).getByRole("button", { name: /Juan/ }));
    expect(await screen.findByText("No exactamente.")).toBeTruthy();
    expect(screen.getByText("La respuesta es Pedro.")).toBeTruthy();
    // The verse in the Reina-Valera 1909, at the reader's address (which keeps the English name).
    expect(screen.getByRole("link", { name: /Lee Mateo 26:35 en su capítulo/ }).getAttribute("href")).toBe("/Bible/rv1909/Matthew/26#35");
    await userEvent.click(screen.getByRole("button", { name: "Ver tu resultado" }));
    expect(await screen.findByRole("heading", { name: "Ronda terminada" })).toBeTruthy();
    expect(screen.getByText("0 de 1")).toBeTruthy();
    expect(screen.getByText("Cada ronda es tiempo con el texto. Prueba otra; la siguiente puede sorprenderte.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Jugar de nuevo" })).toBeTruthy();
  });
});
