import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import CirclesPage from "./circles-page.tsx";
import { apiError, bodiesSent, ok, pinCircleClock, renderWithCircles, summary, type FakeCirclesApi } from "./circles-test-support.tsx";

const renderPage = (api: FakeCirclesApi) => renderWithCircles(api, <CirclesPage />, { path: "/chat" });
const mine = (circles = [summary()], overrides: { chatAllowed?: boolean; maxCircles?: number } = {}) => () =>
  ok({ circles, chatAllowed: true, maxCircles: 12, ...overrides });

describe("CirclesPage", () => {
  beforeEach(pinCircleClock);
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("lists the reader's circles, each opening its chat, with who spoke last", async () => {
    renderPage({ mine: mine([summary(), summary({ id: "c2", name: "Prayer partners", role: "member", memberCount: 1, lastMessage: null })]) });
    const list = await screen.findByRole("list", { name: "Your circles" });
    const first = within(list).getByRole("listitem", { name: "Tuesday study" });
    expect(within(first).getByRole("link", { name: "Tuesday study" }).getAttribute("href")).toBe("/chat/c1");
    expect(within(first).getByText("3 members")).toBeTruthy();
    expect(within(first).getByText("Owner")).toBeTruthy();
    expect(within(first).getByText(/See you Tuesday\./).textContent).toBe("Anna: See you Tuesday.");
    expect(within(first).getByText("5 min ago")).toBeTruthy();
    const second = within(list).getByRole("listitem", { name: "Prayer partners" });
    expect(within(second).getByText("1 member")).toBeTruthy();
    expect(within(second).getByText(/No messages yet/)).toBeTruthy();
    expect(document.title).toBe("Faith circles · Berea");
  });

  it("welcomes a reader with no circles and offers both ways in", async () => {
    renderPage({ mine: mine([]) });
    expect(await screen.findByText("You are not in a circle yet")).toBeTruthy();
    expect(screen.getByRole("form", { name: "Start a circle" })).toBeTruthy();
    expect(screen.getByRole("form", { name: "Join with a code" })).toBeTruthy();
  });

  it("starts a circle, checking the name as the contract does, and opens it", async () => {
    const { user, fetchSpy, router } = renderPage({ mine: mine([]), create: () => ok(summary({ id: "new1", name: "Psalms at dawn" })) });
    const form = await screen.findByRole("form", { name: "Start a circle" });
    await user.type(within(form).getByLabelText("Circle name"), "Ps");
    await user.click(within(form).getByRole("button", { name: "Start the circle" }));
    expect(await within(form).findByText("A circle's name needs at least 3 characters.")).toBeTruthy();
    expect(bodiesSent(fetchSpy, "create")).toEqual([]);

    await user.type(within(form).getByLabelText("Circle name"), "alms at dawn");
    await user.click(within(form).getByRole("button", { name: "Start the circle" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/chat/new1"));
    expect(bodiesSent(fetchSpy, "create")).toEqual([{ name: "Psalms at dawn" }]);
  });

  it("shows the server's words beside the field they are about", async () => {
    const { user } = renderPage({
      mine: mine([]),
      create: () => apiError(400, "invalid-argument", "Check the circle's details.", { name: "That name is already taken by one of your circles." }),
    });
    const form = await screen.findByRole("form", { name: "Start a circle" });
    await user.type(within(form).getByLabelText("Circle name"), "Tuesday study");
    await user.click(within(form).getByRole("button", { name: "Start the circle" }));
    expect(await within(form).findByText("That name is already taken by one of your circles.")).toBeTruthy();
  });

  it("opens the invite page for a typed code or a pasted link", async () => {
    const { user, router } = renderPage({ mine: mine([]) });
    const form = await screen.findByRole("form", { name: "Join with a code" });
    await user.type(within(form).getByLabelText("Invite code"), "CIR-12");
    await user.click(within(form).getByRole("button", { name: "See the circle" }));
    expect(within(form).getByRole("alert").textContent).toBe("That invite code does not look right. It looks like CIR-7K3QX9PD.");

    await user.clear(within(form).getByLabelText("Invite code"));
    await user.type(within(form).getByLabelText("Invite code"), "https://berea.app/chat/join/cir-7k3qx9pd");
    await user.click(within(form).getByRole("button", { name: "See the circle" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/chat/join/CIR-7K3QX9PD"));
  });

  it("says calmly that chat is off for a Family child's account, with no forms", async () => {
    renderPage({ mine: mine([], { chatAllowed: false }) });
    expect(await screen.findByRole("heading", { name: "Chat is turned off for this account" })).toBeTruthy();
    expect(screen.queryByRole("form")).toBeNull();
  });

  it("says when the reader is in as many circles as an account can be", async () => {
    renderPage({ mine: mine([summary(), summary({ id: "c2", name: "Prayer partners" })], { maxCircles: 2 }) });
    expect(await screen.findByText(/You are in 2 circles, the most one account can be in/)).toBeTruthy();
    expect(screen.queryByRole("form")).toBeNull();
  });
});
