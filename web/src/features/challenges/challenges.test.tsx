import type { Challenge, ChallengeListReply, ChallengeRun } from "@berea/contracts/challenges";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, bodiesSentTo, fakeAreaApi, ok, renderWithApi } from "../../test/fake-api.tsx";
import ChallengeRunPage from "./challenge-run-page.tsx";
import ChallengesPage from "./challenges-page.tsx";
import { readInSpanish } from "../../test/spanish.ts";

const mark: Challenge = {
  id: "mark-in-16-days",
  title: "Read Mark in 16 days",
  description: "Walk with Jesus through the shortest Gospel, one chapter a day.",
  days: 16,
  kind: "reading-plan",
  goal: 16,
  unit: "readings",
  action: { label: "Open your reading plans", href: "/Plans" },
};
const prayer: Challenge = { ...mark, id: "pray-7-days", title: "Pray seven days in a row", days: 10, kind: "prayer-days", goal: 7, unit: "days in a row", action: { label: "Pray on the prayer wall", href: "/prayer" } };

const list: ChallengeListReply = {
  today: "2026-03-09",
  challenges: [mark, prayer],
  mine: [],
  circles: [
    { id: "circle-1", name: "House church" },
    { id: "circle-2", name: "Tentmakers" },
  ],
  family: null,
  badges: [{ challengeId: "pray-7-days", title: "Pray seven days in a row", earnedAt: "2026-02-01T10:00:00.000Z" }],
};

const progress = (done: number, goal: number, completed = false) => ({ done, goal, completed, completedAt: completed ? "2026-03-10T10:00:00.000Z" : null, detail: `${done} readings checked off since the challenge began.` });

const run: ChallengeRun = {
  runId: "run-house-church-mark",
  challenge: mark,
  with: { kind: "circle", name: "House church" },
  startDate: "2026-03-09",
  endDate: "2026-03-25",
  today: "2026-03-11",
  active: true,
  members: [
    { name: "Priscilla", you: true, progress: progress(3, 16), checkedAt: "2026-03-11T10:00:00.000Z" },
    { name: "Aquila", you: false, progress: progress(16, 16, true), checkedAt: "2026-03-11T09:00:00.000Z" },
  ],
  badgeEarned: false,
};

const routes = [
  { path: "/challenges", Component: ChallengesPage },
  { path: "/challenges/:runId", Component: ChallengeRunPage },
];

afterEach(() => vi.unstubAllGlobals());

describe("/challenges", () => {
  it("lists the challenges with their goal and length, and the reader's badges", async () => {
    renderWithApi(fakeAreaApi("challenges", { list: () => ok(list) }), routes, "/challenges");
    const card = (await screen.findByRole("heading", { name: "Read Mark in 16 days" })).closest("li");
    expect(card).not.toBeNull();
    expect(within(card as HTMLElement).getByText("16 readings")).toBeTruthy();
    expect(within(card as HTMLElement).getByText("16 days")).toBeTruthy();
    expect(within(screen.getByRole("list", { name: "Your badges" })).getByText("Pray seven days in a row")).toBeTruthy();
    expect(screen.getByText("You have not joined a challenge yet. Choose one below, alone or with others.")).toBeTruthy();
  });

  it("joins with a circle the reader chooses and opens the run; the Family choice is off outside a Family", async () => {
    const api = fakeAreaApi("challenges", { list: () => ok(list), join: () => ok(run), get: () => ok(run) });
    const { user, router } = renderWithApi(api, routes, "/challenges");
    const card = (await screen.findByRole("heading", { name: "Read Mark in 16 days" })).closest("li") as HTMLElement;
    await user.click(within(card).getByRole("button", { name: "Join" }));
    expect((within(card).getByRole("radio", { name: /With my Family/ }) as HTMLInputElement).disabled).toBe(true);
    await user.click(within(card).getByRole("radio", { name: "With a circle" }));
    await user.selectOptions(within(card).getByRole("combobox", { name: "Circle" }), "circle-2");
    await user.click(within(card).getByRole("button", { name: "Join" }));
    await screen.findByRole("heading", { name: "Read Mark in 16 days", level: 1 });
    expect(router.state.location.pathname).toBe("/challenges/run-house-church-mark");
    expect(bodiesSentTo(api, "/api/challenges/join")).toEqual([expect.objectContaining({ challengeId: "mark-in-16-days", with: "circle", circleId: "circle-2" })]);
  });

  it("shows the server's message when joining is refused", async () => {
    const api = fakeAreaApi("challenges", {
      list: () => ok(list),
      join: () => apiError(409, "already-exists", 'You are already taking "Read Mark in 16 days" (until 2026-03-24). Open it from your challenges.'),
    });
    const { user } = renderWithApi(api, routes, "/challenges");
    const card = (await screen.findByRole("heading", { name: "Read Mark in 16 days" })).closest("li") as HTMLElement;
    await user.click(within(card).getByRole("button", { name: "Join" }));
    await user.click(within(card).getByRole("button", { name: "Join" }));
    expect((await within(card).findByRole("alert")).textContent).toContain("You are already taking");
  });
});

describe("/challenges/:runId", () => {
  it("shows every member's progress bar and who is done, with the day of the run", async () => {
    renderWithApi(fakeAreaApi("challenges", { get: () => ok(run) }), routes, "/challenges/run-house-church-mark");
    expect(await screen.findByRole("heading", { name: "Read Mark in 16 days", level: 1 })).toBeTruthy();
    expect(screen.getByText("With House church")).toBeTruthy();
    expect(screen.getByText("Day 3 of 16, until 24 March")).toBeTruthy();
    const mine = screen.getByRole("progressbar", { name: "Priscilla's progress" });
    expect(mine.getAttribute("value")).toBe("3");
    expect(screen.getByText("3 of 16 readings")).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "Aquila's progress" }).getAttribute("value")).toBe("16");
    expect(screen.getByText("Done")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open your reading plans" }).getAttribute("href")).toBe("/Plans");
  });

  it("says a run that does not exist, or is not the reader's, could not be opened", async () => {
    renderWithApi(fakeAreaApi("challenges", { get: () => apiError(404, "not-found", "This challenge run does not exist, or you have not joined it.") }), routes, "/challenges/nope-nope-nope");
    expect(await screen.findByText(/This challenge run does not exist/)).toBeTruthy();
  });
});

describe("/challenges in Spanish", () => {
  it("says the catalogue, the join form, a run's days and dates (date-fns es) and each member's progress in Spanish", async () => {
    await readInSpanish("challenges");
    const api = fakeAreaApi("challenges", { list: () => ok({ ...list, mine: [{ runId: run.runId, challengeId: mark.id, title: mark.title, with: run.with, startDate: run.startDate, endDate: run.endDate, active: true, progress: progress(3, 16) }] }), get: () => ok(run) });
    const { user } = renderWithApi(api, routes, "/challenges");
    expect(await screen.findByRole("heading", { level: 1, name: "Retos de fe" })).toBeTruthy();
    expect(await screen.findByText("Con House church · hasta el 24 de marzo")).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "Tu progreso en Read Mark in 16 days" })).toBeTruthy();
    expect(screen.getByText("3 de 16 lecturas")).toBeTruthy();
    const prayerCard = screen.getByRole("heading", { name: "Pray seven days in a row" }).closest("li") as HTMLElement;
    expect(within(prayerCard).getByText("Insignia ganada")).toBeTruthy();
    expect(within(prayerCard).getByText("7 días seguidos")).toBeTruthy();
    expect(within(prayerCard).getByText("10 días")).toBeTruthy();
    await user.click(within(prayerCard).getByRole("button", { name: "Unirme" }));
    const form = within(prayerCard).getByRole("form", { name: "Unirme a Pray seven days in a row" });
    expect(within(form).getByText("¿Con quién lo harás?")).toBeTruthy();
    expect(within(form).getByLabelText(/Con mi Familia/).matches(":disabled")).toBe(true);
    expect(within(form).getByText(/Empieza hoy y dura 10 días\./)).toBeTruthy();

    await user.click(screen.getByRole("link", { name: "Read Mark in 16 days" }));
    expect(await screen.findByText("Día 3 de 16, hasta el 24 de marzo")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "El progreso de todos" })).toBeTruthy();
    expect(screen.getByText("(tú)")).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "Progreso de Aquila" })).toBeTruthy();
    expect(screen.getByText("Hecho")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Abre tus planes de lectura" }).getAttribute("href")).toBe("/Plans");
  });
});
