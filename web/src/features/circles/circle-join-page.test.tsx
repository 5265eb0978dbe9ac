import type { CirclePreview } from "@berea/contracts/circles";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import CircleJoinPage from "./circle-join-page.tsx";
import { apiError, bodiesSent, ok, pinCircleClock, renderWithCircles, summary, type FakeCirclesApi } from "./circles-test-support.tsx";

const renderInvite = (api: FakeCirclesApi, code = "CIR-7K3QX9PD") =>
  renderWithCircles(api, <CircleJoinPage />, { path: "/chat/join/:code", initialEntry: `/chat/join/${code}` });

const preview = (overrides: Partial<CirclePreview> = {}) => () =>
  ok({ name: "Tuesday study", description: "Reading Acts together.", ownerName: "Lydia", memberCount: 3, full: false, memberOf: null, ...overrides });

describe("CircleJoinPage", () => {
  beforeEach(pinCircleClock);
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows what the invite opens and joins, then opens the circle", async () => {
    const { user, fetchSpy, router } = renderInvite({ preview: preview(), join: () => ok(summary({ id: "c9" })) }, "cir-7k3qx9pd");
    expect(await screen.findByRole("heading", { name: "Tuesday study" })).toBeTruthy();
    expect(screen.getByText("Reading Acts together.")).toBeTruthy();
    expect(screen.getByText("Started by Lydia · 3 members")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Join this circle" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/chat/c9"));
    expect(bodiesSent(fetchSpy, "preview")).toEqual([{ code: "CIR-7K3QX9PD" }]);
    expect(bodiesSent(fetchSpy, "join")).toEqual([{ code: "CIR-7K3QX9PD" }]);
  });

  it("opens the circle for someone already in it", async () => {
    renderInvite({ preview: preview({ memberOf: "c1" }) });
    expect(await screen.findByText("You’re already in this circle.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open the circle" }).getAttribute("href")).toBe("/chat/c1");
    expect(screen.queryByRole("button", { name: "Join this circle" })).toBeNull();
  });

  it("says when the circle is full", async () => {
    renderInvite({ preview: preview({ full: true, memberCount: 50 }) });
    expect(await screen.findByText(/This circle is full/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Join this circle" })).toBeNull();
  });

  it("shows the server's words when joining fails", async () => {
    const { user } = renderInvite({ preview: preview(), join: () => apiError(403, "permission-denied", "Your Family plan's owner has turned chat off for your account.") });
    await user.click(await screen.findByRole("button", { name: "Join this circle" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Your Family plan's owner has turned chat off for your account.");
  });

  it("explains a code that opens no circle, and one that cannot be a code", async () => {
    renderInvite({ preview: () => apiError(400, "invalid-argument", "That invite code does not open any circle. It may have been replaced: ask a member for the current link.") });
    expect(await screen.findByRole("heading", { name: "This invite cannot be opened" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain("does not open any circle");
  });

  it("checks the code's form before asking the server", async () => {
    const { fetchSpy } = renderInvite({ preview: preview() }, "hello");
    expect(await screen.findByRole("heading", { name: "This invite cannot be opened" })).toBeTruthy();
    expect(bodiesSent(fetchSpy, "preview")).toEqual([]);
  });
});
