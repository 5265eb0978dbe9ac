import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import CircleChatPage from "./circle-chat-page.tsx";
import { apiError, bodiesSent, chatMessage, detail, ok, pinCircleClock, renderWithCircles, you, type FakeCirclesApi } from "./circles-test-support.tsx";

const renderChat = (api: FakeCirclesApi) => renderWithCircles(api, <CircleChatPage />, { path: "/chat/:circleId", initialEntry: "/chat/c1" });

/** A promise the test settles itself, for a reply that should arrive later. */
function later<T>() {
  let settle: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

describe("CircleChatPage", () => {
  beforeEach(pinCircleClock);
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows the circle, its members and the conversation, the reader's own messages set apart", async () => {
    renderChat({ get: () => ok(detail()) });

    expect(await screen.findByRole("heading", { level: 1, name: "Tuesday study" })).toBeTruthy();
    expect(screen.getByText("3 members")).toBeTruthy();
    const log = screen.getByRole("log", { name: "Messages in Tuesday study" });
    expect(log.getAttribute("aria-live")).toBe("polite");
    expect(within(log).getByText("Today")).toBeTruthy();
    const theirs = within(log).getByText("Which chapter are we on?").closest("li");
    const mine = within(log).getByText("Acts 17, the Bereans.").closest("li");
    expect(theirs?.getAttribute("data-own")).toBe("false");
    expect(within(theirs as HTMLElement).getByText("Anna")).toBeTruthy();
    expect(mine?.getAttribute("data-own")).toBe("true");
    expect(document.title).toBe("Tuesday study · Faith circles · Berea");
  });

  it("follows the circle from its newest message and adds what arrives", async () => {
    let reads = 0;
    const { fetchSpy } = renderChat({
      get: () => ok(detail()),
      messages: () => {
        reads += 1;
        if (reads === 1) return ok({ messages: [chatMessage(3, "u-silas", "Silas", "I will bring the coffee.")], lastSeq: 3, hasEarlier: false });
        return new Promise(() => undefined);
      },
    });
    expect(await screen.findByText("I will bring the coffee.")).toBeTruthy();
    await waitFor(() => expect(bodiesSent(fetchSpy, "messages")).toEqual([
      { circleId: "c1", after: 2, wait: true },
      { circleId: "c1", after: 3, wait: true },
    ]));
  });

  it("reads the members again when someone who joined since speaks", async () => {
    let gets = 0;
    let reads = 0;
    const { fetchSpy } = renderChat({
      get: () => {
        gets += 1;
        return ok(detail());
      },
      messages: () => {
        reads += 1;
        if (reads === 1) return ok({ messages: [chatMessage(3, "u-priscilla", "Priscilla", "Hello, I am new here.")], lastSeq: 3, hasEarlier: false });
        return new Promise(() => undefined);
      },
    });
    expect(await screen.findByText("Hello, I am new here.")).toBeTruthy();
    await waitFor(() => expect(gets).toBe(2));
    expect(bodiesSent(fetchSpy, "get")).toEqual([{ circleId: "c1" }, { circleId: "c1" }]);
  });

  it("sends with Enter, showing the message at once while it is on its way", async () => {
    const reply = later<Response>();
    const { user, fetchSpy } = renderChat({ get: () => ok(detail()), send: () => reply.promise });
    const box = await screen.findByRole("textbox", { name: "Message" });
    const send = screen.getByRole("button", { name: "Send" });
    expect((send as HTMLButtonElement).disabled).toBe(true);

    await user.type(box, "  Amen  {Enter}");
    const log = screen.getByRole("log");
    expect(within(log).getByText("Amen")).toBeTruthy();
    expect(within(log).getByText("Sending…")).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe("");
    expect(document.activeElement).toBe(box);

    const [sent] = bodiesSent(fetchSpy, "send");
    expect(sent).toMatchObject({ circleId: "c1", text: "Amen" });
    expect(String(sent?.clientId)).toMatch(/^[A-Za-z0-9_-]{8,64}$/);

    reply.settle(ok(chatMessage(3, you.uid, you.name, "Amen", { clientId: String(sent?.clientId) })));
    await waitFor(() => expect(within(log).queryByText("Sending…")).toBeNull());
    expect(within(log).getAllByText("Amen")).toHaveLength(1);
  });

  it("starts a new line with Shift+Enter instead of sending", async () => {
    const { user, fetchSpy } = renderChat({ get: () => ok(detail()) });
    const box = await screen.findByRole("textbox", { name: "Message" });
    await user.type(box, "Grace{Shift>}{Enter}{/Shift}and peace");
    expect((box as HTMLTextAreaElement).value).toBe("Grace\nand peace");
    expect(bodiesSent(fetchSpy, "send")).toEqual([]);
  });

  it("keeps a message that failed with the server's words, and retries it under the same clientId", async () => {
    let sends = 0;
    const { user, fetchSpy } = renderChat({
      get: () => ok(detail()),
      send: (body) => {
        sends += 1;
        return sends === 1
          ? apiError(429, "rate-limited", "You are sending messages quickly. Wait a moment, then try again.")
          : ok(chatMessage(3, you.uid, you.name, "Pray for my sister", { clientId: String(body.clientId) }));
      },
    });
    await user.type(await screen.findByRole("textbox", { name: "Message" }), "Pray for my sister{Enter}");

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Not sent. You are sending messages quickly. Wait a moment, then try again.");
    await user.click(within(alert).getByRole("button", { name: "Retry" }));

    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    const [first, second] = bodiesSent(fetchSpy, "send");
    expect(second?.clientId).toBe(first?.clientId);
    expect(within(screen.getByRole("log")).getAllByText("Pray for my sister")).toHaveLength(1);
  });

  it("shows a counter near the limit and will not send past it", async () => {
    const { user } = renderChat({ get: () => ok(detail()) });
    const box = await screen.findByRole("textbox", { name: "Message" });
    await user.click(box);
    await user.paste("a".repeat(950));
    expect(screen.getByText("50 characters left")).toBeTruthy();
    await user.paste("a".repeat(60));
    expect(screen.getByText("10 over the 1,000-character limit")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Send" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("asks for the page before the first message shown", async () => {
    const { user, fetchSpy } = renderChat({
      get: () => ok(detail({ messages: [chatMessage(51, "u-anna", "Anna", "Latest")], hasEarlier: true })),
      messages: (body) => (body.before ? ok({ messages: [chatMessage(50, "u-silas", "Silas", "Older")], lastSeq: 51, hasEarlier: false }) : new Promise(() => undefined)),
    });
    await user.click(await screen.findByRole("button", { name: "Show earlier messages" }));
    expect(await screen.findByText("Older")).toBeTruthy();
    expect(bodiesSent(fetchSpy, "messages")).toContainEqual({ circleId: "c1", before: 51 });
    expect(screen.queryByRole("button", { name: "Show earlier messages" })).toBeNull();
  });

  it("tells a reader who was removed, and leads back to their circles", async () => {
    renderChat({ get: () => ok(detail()), messages: () => apiError(404, "not-found", "You are no longer in this circle.") });
    expect(await screen.findByRole("heading", { name: "This circle is not open to you" })).toBeTruthy();
    expect(screen.getByText("You are no longer in this circle.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to your circles" }).getAttribute("href")).toBe("/chat");
  });

  it("says so when the Family plan's owner has turned chat off", async () => {
    renderChat({ get: () => apiError(403, "permission-denied", "Chat is turned off for this account.") });
    expect(await screen.findByRole("heading", { name: "Chat is turned off for this account" })).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Message" })).toBeNull();
  });

  it("lets the owner remove a member after asking, and anyone leave", async () => {
    const { user, fetchSpy, router } = renderChat({
      get: () => ok(detail()),
      remove: () => ok({ message: "Anna is no longer in the circle." }),
      leave: () => ok({ message: "You have left Tuesday study." }),
    });
    await user.click(await screen.findByRole("button", { name: "Members" }));
    const members = screen.getByRole("heading", { name: /^Members/ }).closest("section") as HTMLElement;
    expect(within(members).getByText("Owner")).toBeTruthy();
    expect(within(members).queryByRole("button", { name: "Remove Lydia" })).toBeNull();

    await user.click(within(members).getByRole("button", { name: "Remove Anna" }));
    const question = screen.getByRole("group", { name: "Remove Anna?" });
    expect(document.activeElement).toBe(within(question).getByRole("button", { name: "Remove" }));
    await user.click(within(question).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(bodiesSent(fetchSpy, "remove")).toEqual([{ circleId: "c1", memberUid: "u-anna" }]));

    await user.click(screen.getByRole("button", { name: "Leave circle" }));
    await user.click(within(screen.getByRole("group", { name: "Leave Tuesday study?" })).getByRole("button", { name: "Leave" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/chat"));
  });

  describe("deleting a message", () => {
    it("lets the reader delete their own message after asking once more; it stays in its place, marked deleted", async () => {
      const { user, fetchSpy } = renderChat({
        get: () => ok(detail({ circle: { ...detail().circle, role: "member" } })),
        messages: () => new Promise(() => undefined),
        "delete-message": () => ok({ message: "The message is deleted." }),
      });
      const log = await screen.findByRole("log", { name: "Messages in Tuesday study" });
      // A member may delete only their own.
      expect(within(log).queryByRole("button", { name: "Delete Anna's message" })).toBeNull();
      await user.click(within(log).getByRole("button", { name: "Delete your message" }));
      const question = within(log).getByRole("group", { name: "Delete this message?" });
      expect(within(question).getByText("Everyone in the circle will see that a message was deleted.")).toBeTruthy();
      await user.click(within(question).getByRole("button", { name: "Delete" }));
      expect(await within(log).findByText("This message was deleted.")).toBeTruthy();
      expect(within(log).queryByText("Acts 17, the Bereans.")).toBeNull();
      expect(bodiesSent(fetchSpy, "delete-message")).toEqual([{ circleId: "c1", messageId: "m2" }]);
      expect(within(log).queryByRole("button", { name: "Delete your message" })).toBeNull();
    });

    it("gives the owner a delete for anyone's message, and applies a deletion notice that arrives", async () => {
      let reads = 0;
      renderChat({
        get: () => ok(detail()),
        messages: () => {
          reads += 1;
          if (reads === 1) return ok({ messages: [{ ...chatMessage(3, "u-anna", "Anna", ""), id: "m1-deleted", deletes: "m1" }], lastSeq: 3, hasEarlier: false });
          return new Promise(() => undefined);
        },
      });
      const log = await screen.findByRole("log", { name: "Messages in Tuesday study" });
      // Anna deleted her message elsewhere: the notice empties it here, and is not shown itself.
      expect(await within(log).findByText("This message was deleted.")).toBeTruthy();
      expect(within(log).queryByText("Which chapter are we on?")).toBeNull();
      expect(within(log).getAllByRole("listitem").filter((item) => item.getAttribute("data-own") !== null)).toHaveLength(2);
      expect(within(log).getByRole("button", { name: "Delete your message" })).toBeTruthy();
    });

    it("says why a delete failed, under the question", async () => {
      const { user } = renderChat({
        get: () => ok(detail()),
        messages: () => new Promise(() => undefined),
        "delete-message": () => apiError(403, "permission-denied", "You can delete only your own messages. The circle's owner can delete any."),
      });
      const log = await screen.findByRole("log", { name: "Messages in Tuesday study" });
      await user.click(within(log).getByRole("button", { name: "Delete Anna's message" }));
      await user.click(within(log).getByRole("button", { name: "Delete" }));
      expect((await within(log).findByRole("alert")).textContent).toBe("You can delete only your own messages. The circle's owner can delete any.");
      expect(within(log).getByText("Which chapter are we on?")).toBeTruthy();
    });
  });
});
