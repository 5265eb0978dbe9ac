import type { FamilyOverview } from "@berea/contracts/family";
import type { FamilyPersonProgress, FamilyProgressReply } from "@berea/contracts/family-progress";
import { screen, waitFor, within } from "@testing-library/react";
import toast from "react-hot-toast";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, bodiesSentTo, fakeAreaApi, ok, renderWithApi, type ApiHandler } from "../../test/fake-api.tsx";
import FamilyPage from "./family-page.tsx";

type Action = "overview" | "activity" | "progress" | "sharing";

const memberOverview: FamilyOverview = {
  role: "member",
  planActive: true,
  ownerName: "Lois",
  members: [],
  invites: [],
  switches: { child: false, chat: true, attemptedBy: true },
  maxMembers: 5,
  familyEndsAt: null,
};

const loisShares: FamilyPersonProgress = {
  uid: "lois",
  name: "Lois Grand",
  role: "owner",
  you: false,
  shares: true,
  progress: {
    devotionals: { daysThisWeek: 4, read: 9, currentPath: { id: "psalms", title: "Psalms of comfort", read: 3, days: 7 } },
    plans: [{ planId: "gospels-30-days", title: "The Gospels in 30 days", doneDays: 12, totalDays: 30, percent: 40, finished: false }],
    memory: { total: 5, known: 2, dueToday: 1 },
    challenges: null,
  },
};
const euniceHidden: FamilyPersonProgress = { uid: "eunice", name: "Eunice Daughter", role: "member", you: true, shares: false, progress: null };
const timothyPrivate: FamilyPersonProgress = { uid: "timothy", name: "Timothy Young", role: "member", you: false, shares: false, progress: null };

const progressReply = (overrides: Partial<FamilyProgressReply> = {}): FamilyProgressReply => ({
  inFamily: true,
  yourChoice: null,
  people: [loisShares, euniceHidden, timothyPrivate],
  ...overrides,
});

function renderPage(handlers: Partial<Record<Action, ApiHandler>>) {
  return renderWithApi(fakeAreaApi<Action>("family", { overview: () => ok(memberOverview), ...handlers }), [{ path: "/family", element: <FamilyPage /> }], "/family");
}

describe("Family progress on /family", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("asks once whether to share, shows who shares with their four areas, and a private member with no numbers", async () => {
    let choice: FamilyProgressReply["yourChoice"] = null;
    const { user, fetchSpy } = renderPage({
      progress: () => ok(progressReply({ yourChoice: choice })),
      sharing: (body) => {
        choice = { share: body["share"] === true, decidedAt: "2026-09-14T15:00:00.000Z" };
        return ok({ ...choice, message: "Your family can now see your progress. You can change this on your Family page at any time." });
      },
    });

    const prompt = await screen.findByRole("article", { name: "Share your progress with your family?" });
    expect(within(prompt).getByText(/never your notes or answers/)).toBeTruthy();
    // English asks with no lang: the API's default, its titles in English.
    expect(bodiesSentTo(fetchSpy, "/api/family/progress")[0]).toEqual({ timeZone: expect.any(String) as string });

    const everyone = screen.getByRole("list", { name: "Everyone's progress" });
    const lois = within(everyone).getByRole("article", { name: /Lois Grand/ });
    expect(within(lois).getByText("Owner")).toBeTruthy();
    expect(within(lois).getByText("4 of 7 days this week; day 3 of 7 in Psalms of comfort")).toBeTruthy();
    const bar = within(lois).getByRole("progressbar", { name: "The Gospels in 30 days: 12 of 30" });
    expect([bar.getAttribute("value"), bar.getAttribute("max")]).toEqual(["12", "30"]);
    expect(within(lois).getByText("40%")).toBeTruthy();
    expect(within(lois).getByText("2 of 5 verses known; 1 due today")).toBeTruthy();
    // No challenge progress from the server yet: no row that would promise it.
    expect(within(lois).queryByText("Challenges")).toBeNull();

    const timothy = within(everyone).getByRole("article", { name: "Timothy Young" });
    expect(within(timothy).getByText("Keeps their progress private")).toBeTruthy();
    expect(within(timothy).queryByRole("progressbar")).toBeNull();
    expect(within(everyone).getByRole("article", { name: "You" }).textContent).toContain("You keep your progress private.");

    await user.click(within(prompt).getByRole("button", { name: "Share" }));
    expect(bodiesSentTo(fetchSpy, "/api/family/sharing")).toEqual([{ share: true }]);
    // Asked once: after the choice, the question gives way to the setting.
    await waitFor(() => expect(screen.queryByRole("article", { name: "Share your progress with your family?" })).toBeNull());
    expect((screen.getByRole("checkbox", { name: "Share my progress with my family" }) as HTMLInputElement).checked).toBe(true);
  });

  it("lets the person change their choice later, and says so when it fails", async () => {
    const failure = vi.spyOn(toast, "error");
    const { user, fetchSpy } = renderPage({
      progress: () => ok(progressReply({ yourChoice: { share: true, decidedAt: "2026-09-14T15:00:00.000Z" } })),
      sharing: () => apiError(409, "failed-precondition", "You are not in a Family plan with anyone yet, so there is no one to share your progress with."),
    });
    const setting = await screen.findByRole("checkbox", { name: "Share my progress with my family" });
    expect(screen.queryByRole("article", { name: "Share your progress with your family?" })).toBeNull();
    await user.click(setting);
    expect(bodiesSentTo(fetchSpy, "/api/family/sharing")).toEqual([{ share: false }]);
    await waitFor(() => expect(failure).toHaveBeenCalledWith("You are not in a Family plan with anyone yet, so there is no one to share your progress with."));
    // The box shows the choice as it stands on the server again.
    await waitFor(() => expect((screen.getByRole("checkbox", { name: "Share my progress with my family" }) as HTMLInputElement).checked).toBe(true));
  });

  it("shows challenge runs once the server sends them", async () => {
    const withChallenges: FamilyPersonProgress = {
      ...loisShares,
      progress: loisShares.progress && { ...loisShares.progress, challenges: [{ challengeId: "mark", title: "Read Mark in 16 days", done: 4, total: 16, percent: 25, finished: false }] },
    };
    renderPage({ progress: () => ok(progressReply({ yourChoice: { share: false, decidedAt: "2026-09-14T15:00:00.000Z" }, people: [withChallenges, euniceHidden] })) });
    const lois = await screen.findByRole("article", { name: /Lois Grand/ });
    expect(within(lois).getByText("Challenges")).toBeTruthy();
    expect(within(lois).getByRole("progressbar", { name: "Read Mark in 16 days: 4 of 16" })).toBeTruthy();
  });

  it("shows nothing of it to someone in no family with others", async () => {
    renderPage({ progress: () => ok({ inFamily: false, yourChoice: null, people: [] }) });
    await screen.findByRole("heading", { name: "You are in Lois's Family plan" });
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Family progress" })).toBeNull());
  });
});
