import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, bodiesSentTo, fakeAreaApi, ok } from "../../test/fake-api.tsx";
import { FlagQuestion } from "./flag-question.tsx";

function renderFlag(flag: Parameters<typeof fakeAreaApi>[1]["flag"]) {
  const fetchSpy = fakeAreaApi("quiz", { flag });
  vi.stubGlobal("fetch", fetchSpy);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <FlagQuestion attemptId="attempt-1" index={2} />
    </QueryClientProvider>,
  );
  return { fetchSpy, user: userEvent.setup() };
}

describe("FlagQuestion", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("asks why, sends the flag with the note and thanks the player", async () => {
    const { fetchSpy, user } = renderFlag(() => ok({ message: "Thank you. A moderator will look at this question." }));
    await user.click(screen.getByRole("button", { name: "Flag this question" }));
    await user.click(screen.getByRole("button", { name: "Send flag" }));
    expect(screen.getByRole("alert").textContent).toBe("Choose what is wrong: the answer, or the question.");
    expect(bodiesSentTo(fetchSpy, "/api/quiz/flag")).toEqual([]);

    await user.click(screen.getByRole("radio", { name: "The question is unclear" }));
    await user.type(screen.getByRole("textbox", { name: "A note for the moderators (optional)" }), "Two options fit.");
    await user.click(screen.getByRole("button", { name: "Send flag" }));
    expect((await screen.findByRole("status")).textContent).toBe("Thank you. A moderator will look at this question.");
    expect(bodiesSentTo(fetchSpy, "/api/quiz/flag")).toEqual([{ attemptId: "attempt-1", index: 2, reason: "unclear", note: "Two options fit." }]);
  });

  it("shows the server's words when the flag is refused, and keeps the form", async () => {
    const { user } = renderFlag(() => apiError(409, "failed-precondition", "Answer the question first; then you can flag it."));
    await user.click(screen.getByRole("button", { name: "Flag this question" }));
    await user.click(screen.getByRole("radio", { name: "The answer is wrong" }));
    await user.click(screen.getByRole("button", { name: "Send flag" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Answer the question first; then you can flag it.");
    expect(screen.getByRole("button", { name: "Send flag" })).toBeTruthy();
  });
});
