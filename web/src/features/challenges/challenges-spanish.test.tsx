import type { Challenge, ChallengeListReply, ChallengeRun } from "@berea/contracts/challenges";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bodiesSentTo, fakeAreaApi, ok, renderWithApi } from "../../test/fake-api.tsx";
import { readInSpanish } from "../../test/spanish.ts";
import ChallengeRunPage from "./challenge-run-page.tsx";
import ChallengesPage from "./challenges-page.tsx";

/**
 * The challenges' own words come from the API in the reader's language: the
 * pages send `lang: "es"` to a Spanish reader's list, join and run (English
 * sends no `lang`, the API's default) and show what comes back.
 */
const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

const english: Challenge = {
  id: "pray-7-days",
  title: "Pray seven days in a row",
  description: "Carry one another's burdens.",
  days: 10,
  kind: "prayer-days",
  goal: 7,
  unit: "days in a row",
  action: { label: "Pray on the prayer wall", href: "/prayer" },
};
const spanish: Challenge = { ...english, title: "Ora siete días seguidos", description: "Ayuda a llevar las cargas de los demás." };

/** A fake server that answers as the real one does: Spanish words for `lang: "es"`, English otherwise. */
const inLanguage = (body: Record<string, unknown>) => (body.lang === "es" ? spanish : english);
const listOf = (body: Record<string, unknown>): ChallengeListReply => ({
  today: "2026-03-09",
  challenges: [inLanguage(body)],
  mine: [],
  circles: [],
  family: null,
  badges: [{ challengeId: english.id, title: inLanguage(body).title, earnedAt: "2026-02-01T10:00:00.000Z" }],
});
const runOf = (body: Record<string, unknown>): ChallengeRun => ({
  runId: "run-alone-prayer",
  challenge: inLanguage(body),
  with: { kind: "alone", name: "" },
  startDate: "2026-03-09",
  endDate: "2026-03-19",
  today: "2026-03-16",
  active: true,
  members: [{ name: "Lidia", you: true, progress: { done: 7, goal: 7, completed: true, completedAt: "2026-03-16T10:00:00.000Z", detail: "" }, checkedAt: "2026-03-16T10:00:00.000Z" }],
  badgeEarned: true,
});

const routes = [
  { path: "/challenges", Component: ChallengesPage },
  { path: "/challenges/:runId", Component: ChallengeRunPage },
];

const fakeChallengesApi = () => fakeAreaApi("challenges", { list: (body) => ok(listOf(body)), join: (body) => ok(runOf(body)), get: (body) => ok(runOf(body)) });

afterEach(() => vi.unstubAllGlobals());

describe("the challenges in the reader's language", () => {
  it("asks an English reader's list and run with no lang, and shows the English words", async () => {
    const api = fakeChallengesApi();
    const { user } = renderWithApi(api, routes, "/challenges");
    const card = (await screen.findByRole("heading", { name: "Pray seven days in a row" })).closest("li") as HTMLElement;
    expect(within(card).getByText("Carry one another's burdens.")).toBeTruthy();
    expect(bodiesSentTo(api, "/api/challenges/list")).toEqual([{ timeZone }]);
    await user.click(within(card).getByRole("button", { name: "Join" }));
    await user.click(within(card).getByRole("button", { name: "Join" }));
    expect(await screen.findByRole("heading", { name: "Pray seven days in a row", level: 1 })).toBeTruthy();
    expect(bodiesSentTo(api, "/api/challenges/join")).toEqual([{ challengeId: english.id, with: "alone", timeZone }]);
  });

  it("asks a Spanish reader's list, join and run in Spanish, and shows the challenge, its badge and the finish in Spanish", async () => {
    await readInSpanish("challenges");
    const api = fakeChallengesApi();
    const { user } = renderWithApi(api, routes, "/challenges");
    const card = (await screen.findByRole("heading", { name: "Ora siete días seguidos" })).closest("li") as HTMLElement;
    expect(within(card).getByText("Ayuda a llevar las cargas de los demás.")).toBeTruthy();
    expect(within(screen.getByRole("list", { name: "Tus insignias" })).getByText("Ora siete días seguidos")).toBeTruthy();
    expect(screen.queryByText("Pray seven days in a row")).toBeNull();
    expect(bodiesSentTo(api, "/api/challenges/list")).toEqual([{ timeZone, lang: "es" }]);

    await user.click(within(card).getByRole("button", { name: "Unirme" }));
    await user.click(within(within(card).getByRole("form", { name: "Unirme a Ora siete días seguidos" })).getByRole("button", { name: "Unirme" }));
    expect(await screen.findByRole("heading", { name: "Ora siete días seguidos", level: 1 })).toBeTruthy();
    expect(bodiesSentTo(api, "/api/challenges/join")).toEqual([{ challengeId: english.id, with: "alone", timeZone, lang: "es" }]);
    expect(screen.getByText(/Terminaste «Ora siete días seguidos»\./)).toBeTruthy();
  });

  it("opens a Spanish reader's run by its address in Spanish", async () => {
    await readInSpanish("challenges");
    const api = fakeChallengesApi();
    renderWithApi(api, routes, "/challenges/run-alone-prayer");
    expect(await screen.findByRole("heading", { name: "Ora siete días seguidos", level: 1 })).toBeTruthy();
    expect(screen.getByText("Ayuda a llevar las cargas de los demás.")).toBeTruthy();
    expect(bodiesSentTo(api, "/api/challenges/get")).toEqual([{ runId: "run-alone-prayer", timeZone, lang: "es" }]);
  });
});
