import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, ok } from "../../test/fake-api.tsx";
import DevotionalPage from "./devotional-page.tsx";
import { bodiesSent, devotionalView, freePathsReply, pathsReply, renderWithDevotionalApi, timeZone } from "./devotional-test-support.tsx";

const anxiety02 = devotionalView({
  id: "anxiety-02",
  title: "Consider the Lilies",
  path: { id: "anxiety", title: "Cast Your Cares: Anxiety and Peace", theme: "Anxiety", day: 2, days: 3 },
  today: false,
  read: true,
  note: "Lilies do not toil.",
});

const renderAt = (id: string, api: Parameters<typeof renderWithDevotionalApi>[0]) =>
  renderWithDevotionalApi(api, <DevotionalPage />, { path: "/Devotionals/:id", initialEntry: `/Devotionals/${id}` });

describe("DevotionalPage", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("opens one devotional by id, with its read state, its note and the days around it in its path", async () => {
    const { fetchSpy, router, user } = renderAt("anxiety-02", {
      get: (body) => ((body as { id: string }).id === "anxiety-02" ? ok(anxiety02) : ok(devotionalView({ id: "anxiety-03", title: "The Lord Is My Shepherd", today: false }))),
      paths: () => ok(pathsReply()),
    });

    expect(await screen.findByRole("heading", { level: 1, name: "Consider the Lilies" })).toBeTruthy();
    expect(bodiesSent(fetchSpy, "get")).toEqual([{ id: "anxiety-02", timeZone, translation: "kjv" }]);
    expect(screen.getByText("Day 2 of 3")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Mark as read" }).getAttribute("aria-pressed")).toBe("true");
    expect((screen.getByRole("textbox", { name: "Your note" }) as HTMLTextAreaElement).value).toBe("Lilies do not toil.");
    expect(screen.getByRole("link", { name: "Read Philippians 4 in context" }).getAttribute("href")).toBe("/Bible/kjv/Philippians/4#6-7");
    expect(screen.getByRole("link", { name: "Memorize this passage" }).getAttribute("href")).toBe("/memory?add=Philippians+4%3A6-7&translation=kjv");
    expect(screen.getByRole("link", { name: "All devotionals" }).getAttribute("href")).toBe("/Devotionals");
    expect(document.title).toBe("Consider the Lilies · Devotionals · Berea");

    const nav = await screen.findByRole("navigation", { name: "Cast Your Cares: Anxiety and Peace: more days" });
    const previous = within(nav).getByRole("link", { name: "Previous, day 1: Trading Worry for Prayer with Thanksgiving" });
    expect(previous.getAttribute("href")).toBe("/Devotionals/anxiety-01");
    expect(previous.textContent).toContain("Previous · Day 1");
    const next = within(nav).getByRole("link", { name: "Next, day 3: The Lord Is My Shepherd" });
    expect(next.getAttribute("href")).toBe("/Devotionals/anxiety-03");
    expect(nav.innerHTML).not.toContain("Premium");

    await user.click(next);
    expect(await screen.findByRole("heading", { level: 1, name: "The Lord Is My Shepherd" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/Devotionals/anxiety-03");
  });

  it("shows a Free user the upgrade prompt when the devotional is not today's", async () => {
    const { fetchSpy } = renderAt("anxiety-02", {
      get: () =>
        apiError(403, "permission-denied", "Devotional paths are part of Premium. Today's devotional is free for everyone; upgrade to read the whole path."),
      paths: () => ok(freePathsReply()),
    });

    const prompt = await screen.findByRole("region", { name: "Walk the whole path with Premium" });
    expect(within(prompt).getByText(/Devotional paths are part of Premium/)).toBeTruthy();
    expect(within(prompt).getByRole("link", { name: "See Premium" }).getAttribute("href")).toBe("/#pricing");
    expect(within(prompt).getByRole("link", { name: "Read today’s devotional" }).getAttribute("href")).toBe("/Devotionals");
    expect(document.activeElement).toBe(within(prompt).getByRole("heading", { level: 1 }));
    expect(screen.queryByRole("article")).toBeNull();
    expect(bodiesSent(fetchSpy, "get")).toHaveLength(1);
  });

  it("lets a Free user read today's devotional by id, and marks the other days of its path as Premium", async () => {
    renderAt("anxiety-01", { get: () => ok(devotionalView()), paths: () => ok(freePathsReply()) });
    expect(await screen.findByRole("heading", { level: 1, name: "Trading Worry for Prayer with Thanksgiving" })).toBeTruthy();
    expect(screen.getByText("Today’s devotional")).toBeTruthy();
    const nav = await screen.findByRole("navigation", { name: /more days/ });
    const next = within(nav).getByRole("link", { name: "Next, day 2: Consider the Lilies (Premium)" });
    expect(next.getAttribute("href")).toBe("/Devotionals/anxiety-02");
  });

  it("says when there is no such devotional, without asking the API for an id it would refuse", async () => {
    const { fetchSpy } = renderAt("Not a devotional!", { paths: () => ok(pathsReply()) });
    expect(await screen.findByRole("heading", { level: 1, name: "We could not find that devotional" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Read today’s devotional" }).getAttribute("href")).toBe("/Devotionals");
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("says when the API does not know the devotional", async () => {
    renderAt("anxiety-99", { get: () => apiError(404, "not-found", "There is no devotional with that id."), paths: () => ok(pathsReply()) });
    expect(await screen.findByRole("heading", { level: 1, name: "We could not find that devotional" })).toBeTruthy();
  });
});
