import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, ok } from "../../test/fake-api.tsx";
import { bodiesSent, devotionalView, renderWithDevotionalApi, timeZone } from "./devotional-test-support.tsx";
import { TodaysDevotionalCard } from "./todays-devotional-card.tsx";

const renderCard = (api: Parameters<typeof renderWithDevotionalApi>[0], element = <TodaysDevotionalCard />) =>
  renderWithDevotionalApi(api, element, { path: "/dashboard" });

describe("TodaysDevotionalCard", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows today's title, path, passage and the opening of the reflection, with the way in", async () => {
    const { fetchSpy, router, user } = renderCard({ today: () => ok(devotionalView()) });
    const card = await screen.findByRole("region", { name: "Today’s devotional" });
    expect(await within(card).findByText("Trading Worry for Prayer with Thanksgiving")).toBeTruthy();
    expect(within(card).getByRole("heading", { level: 2, name: "Today’s devotional" })).toBeTruthy();
    expect(within(card).getByText(/Cast Your Cares: Anxiety and Peace/).closest("p")?.textContent).toContain("Day 1 of 3");
    expect(within(card).getByText("Philippians 4:6-7 (KJV)")).toBeTruthy();
    expect(
      within(card).getByText(
        "Paul wrote these words from a prison cell, not a quiet retreat. He did not know whether he would live or die, and the church at Philippi was worried about him.",
      ),
    ).toBeTruthy();
    expect(within(card).queryByText(/Into that uncertainty/)).toBeNull();
    expect(within(card).getByText("Not read yet")).toBeTruthy();
    expect(bodiesSent(fetchSpy, "today")).toEqual([{ timeZone, translation: "kjv" }]);

    await user.click(within(card).getByRole("link", { name: "Read today’s devotional" }));
    expect(router.state.location.pathname).toBe("/Devotionals");
  });

  it("shows when today's devotional is read, in the translation asked for, under the heading level asked for", async () => {
    const { fetchSpy } = renderCard({ today: () => ok(devotionalView({ read: true }, "web")) }, <TodaysDevotionalCard translation="web" headingLevel="h3" />);
    expect(await screen.findByText("Read today")).toBeTruthy();
    expect(screen.getByText("Philippians 4:6-7 (WEB)")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 3, name: "Today’s devotional" })).toBeTruthy();
    expect(bodiesSent(fetchSpy, "today")).toEqual([{ timeZone, translation: "web" }]);
  });

  it("waits quietly while loading, and offers to try again after an error", async () => {
    let calls = 0;
    const { user } = renderCard({ today: () => (++calls === 1 ? apiError(500, "internal", "Something went wrong. Please try again.") : ok(devotionalView())) });
    expect(screen.getByRole("region", { name: "Today’s devotional" }).getAttribute("aria-busy")).toBe("true");
    expect(await screen.findByText("Something went wrong. Please try again.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Trading Worry for Prayer with Thanksgiving")).toBeTruthy();
  });
});
