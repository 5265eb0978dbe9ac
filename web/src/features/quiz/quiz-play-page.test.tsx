import type { StartQuizRequest } from "@berea/contracts/quiz";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiError, ok } from "../../test/fake-api.tsx";
import QuizPlayPage from "./quiz-play-page.tsx";
import {
  acts1711,
  answerHandler,
  bodiesSent,
  fakeQuizApi,
  fillBlank,
  finishReply,
  multipleChoice,
  multiSelect,
  quizHome,
  startReply,
  trueFalse,
  type FakeQuizApi,
  type ServedQuestion,
} from "./quiz-test-support.ts";
import styles from "./quiz-play.module.css";

const playPaths = ["/qz", "/q", "/tf", "/fb", "/sq"];

function renderPlay(path: string | string[], api: FakeQuizApi) {
  const fetchSpy = fakeQuizApi(api);
  vi.stubGlobal("fetch", fetchSpy);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const entries = Array.isArray(path) ? path : [path];
  const router = createMemoryRouter(
    [
      ...playPaths.map((playPath) => ({ path: playPath, element: <QuizPlayPage /> })),
      { path: "/quiz", element: <h1>Quiz home</h1> },
      { path: "/dashboard", element: <h1>Dashboard page</h1> },
      { path: "/login", element: <h1>Login page</h1> },
      { path: "/", element: <h1>Landing page</h1> },
      { path: "/Bible/:translation/:book/:chapter?", element: <h1>Reader</h1> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return { router, fetchSpy, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}

/** A quiz of `served` questions with an answering server and the home for 'Next topic'. */
function quizApi(served: ServedQuestion[], overrides: FakeQuizApi = {}): FakeQuizApi {
  return {
    start: (body) => ok(startReply(served, { difficulty: (body as StartQuizRequest).difficulty })),
    answer: answerHandler(served),
    finish: () => ok(finishReply()),
    home: () => ok(quizHome()),
    ...overrides,
  };
}

const question = (n: number, of: number) => screen.findByText(`Question ${n} of ${of}`);
const option = (name: RegExp) => screen.getByRole("button", { name });
const liveRegion = () => screen.getByRole("status");
const hourglass = () => {
  const icon = screen.getByRole("timer").querySelector("svg");
  if (!icon) throw new Error("No hourglass");
  return icon;
};

/** Runs the countdown on by `seconds`, letting React render every tick. */
const tick = (seconds: number) =>
  act(async () => {
    for (let second = 0; second < seconds; second += 1) await vi.advanceTimersByTimeAsync(1000);
  });

describe("QuizPlayPage", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
    // Testing Library's waitFor advances fake timers when it sees Jest's; Vitest's timers answer the same call.
    vi.stubGlobal("jest", { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  describe("starting", () => {
    it.each([
      ["/tf", ["true-false"]],
      ["/q", ["multiple-choice"]],
      ["/fb", ["fill-blank"]],
      ["/sq", ["multi-select"]],
    ])("starts once, even under StrictMode, with %s's question type", async (path, types) => {
      const { fetchSpy } = renderPlay(`${path}?topic=genesis&difficulty=medium`, quizApi([trueFalse, trueFalse, trueFalse, trueFalse]));
      await question(1, 4);
      const sent = bodiesSent(fetchSpy, "start") as StartQuizRequest[];
      expect(sent).toEqual([{ topic: "genesis", difficulty: "medium", types, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone }]);
    });

    it("asks /qz for every type, a mixed topic and easy questions when the query string says nothing", async () => {
      const { fetchSpy } = renderPlay("/qz", quizApi([multipleChoice, trueFalse, fillBlank, multiSelect]));
      await question(1, 4);
      const [sent] = bodiesSent(fetchSpy, "start") as StartQuizRequest[];
      expect(sent).toEqual({ topic: "mixed", difficulty: "easy", timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
      expect(sent?.types).toBeUndefined();
    });

    it("shows the topic, the score, 50 hidden particles and who else took the quiz", async () => {
      renderPlay("/qz?topic=genesis", quizApi([multipleChoice, trueFalse, fillBlank, multiSelect]));
      await question(1, 4);
      expect(screen.getByText("Genesis")).toBeTruthy();
      expect(screen.getByText("Score 0")).toBeTruthy();
      expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("25");
      const particles = document.querySelector("[data-particles]");
      expect(particles?.getAttribute("aria-hidden")).toBe("true");
      expect(particles?.children).toHaveLength(50);

      expect(screen.getByText("Attempted by:")).toBeTruthy();
      expect(screen.getByText("Ruth")).toBeTruthy();
      expect(screen.getByText("R")).toBeTruthy();
      expect(screen.getByText("Samuel")).toBeTruthy();
      expect(document.querySelector('img[src="https://example.org/samuel.png"]')).toBeTruthy();
      expect(document.title).toBe("Genesis quiz · Berea");
    });

    it("hides 'Attempted by:' when nobody is shown", async () => {
      renderPlay("/q", quizApi([multipleChoice, multipleChoice, multipleChoice, multipleChoice], { start: () => ok(startReply([multipleChoice], { attemptedBy: [] })) }));
      await question(1, 1);
      expect(screen.queryByText("Attempted by:")).toBeNull();
    });
  });

  describe("multiple choice and true or false", () => {
    it("answers on a click: 'Correct!', the option marked, the reference with its full text and a link into the chapter", async () => {
      const { fetchSpy, user } = renderPlay("/q", quizApi([multipleChoice, multipleChoice]));
      await question(1, 2);
      expect(screen.getAllByRole("button", { name: /^[A-D]\./ })).toHaveLength(4);
      expect(screen.getByRole("link", { name: "Back to Dashboard" }).getAttribute("href")).toBe("/dashboard");

      await user.click(option(/Berea/));
      expect(await screen.findByText("Correct!")).toBeTruthy();
      expect(bodiesSent(fetchSpy, "answer")).toEqual([{ attemptId: "attempt-1", index: 0, answer: "Berea" }]);
      expect(option(/Berea/).getAttribute("data-state")).toBe("correct");
      expect(within(option(/Berea/)).getByText("Your answer")).toBeTruthy();
      expect(liveRegion().textContent).toBe("Correct!");
      expect(screen.getAllByText("Acts 17:11").length).toBeGreaterThan(0);
      expect(screen.getByText(multipleChoice.reference.text.kjv)).toBeTruthy();
      expect(screen.getByRole("link", { name: "Read in context" }).getAttribute("href")).toBe("/Bible/kjv/Acts/17#11");
      expect(screen.getByText("Score 1")).toBeTruthy();
      // The countdown stopped with the answer.
      const left = screen.getByRole("timer").textContent;
      await tick(3);
      expect(screen.getByRole("timer").textContent).toBe(left);

      await user.click(screen.getByRole("button", { name: "Next question" }));
      expect(await question(2, 2)).toBeTruthy();
      expect(screen.queryByText("Correct!")).toBeNull();
    });

    it("marks a wrong choice red and the right one green: 'Wrong! The correct answer is X'", async () => {
      const { user } = renderPlay("/q", quizApi([multipleChoice, multipleChoice]));
      await question(1, 2);
      await user.click(option(/Athens/));
      expect(await screen.findByText("Wrong! The correct answer is Berea")).toBeTruthy();
      expect(option(/Athens/).getAttribute("data-state")).toBe("wrong");
      expect(option(/Berea/).getAttribute("data-state")).toBe("correct");
      expect(within(option(/Berea/)).getByText("Right answer")).toBeTruthy();
      expect(option(/Corinth/).getAttribute("data-state")).toBeNull();
      expect(screen.getByText("Score 0")).toBeTruthy();
      // One answer per question.
      await user.click(option(/Corinth/));
      expect(option(/Corinth/).getAttribute("data-state")).toBeNull();
    });

    it("sends true or false as a boolean", async () => {
      const { fetchSpy, user } = renderPlay("/tf", quizApi([trueFalse, trueFalse]));
      await question(1, 2);
      await user.click(option(/False/));
      expect(await screen.findByText("Wrong! The correct answer is True")).toBeTruthy();
      expect(bodiesSent(fetchSpy, "answer")).toEqual([{ attemptId: "attempt-1", index: 0, answer: false }]);
      expect(screen.getByText("Jesus wept.")).toBeTruthy();
    });
  });

  describe("the countdown", () => {
    it("ticks each second, spins the hourglass and announces '20 seconds left' at 20", async () => {
      renderPlay("/q", quizApi([multipleChoice, multipleChoice]));
      await question(1, 2);
      expect(screen.getByRole("timer").textContent).toBe("45s");
      await tick(1);
      expect(screen.getByRole("timer").textContent).toBe("44s");
      expect(hourglass().getAttribute("class")).not.toContain(styles.spinning);

      await tick(23);
      expect(screen.getByRole("timer").textContent).toBe("21s");
      expect(hourglass().getAttribute("class")).not.toContain(styles.spinning);
      expect(liveRegion().textContent).toBe("");

      await tick(1);
      expect(screen.getByRole("timer").textContent).toBe("20s");
      expect(hourglass().getAttribute("class")).toContain(styles.spinning);
      expect(liveRegion().textContent).toBe("20 seconds left");
      await tick(5);
      expect(liveRegion().textContent).toBe("20 seconds left");
    });

    it("at zero sends no answer, shows the right one with its verse, and moves on after 4 seconds", async () => {
      const { fetchSpy } = renderPlay("/tf", quizApi([trueFalse, trueFalse]));
      await question(1, 2);
      await tick(30);
      expect(await screen.findByText("Time's up. The correct answer is True")).toBeTruthy();
      expect(bodiesSent(fetchSpy, "answer")).toEqual([{ attemptId: "attempt-1", index: 0, answer: null }]);
      expect(screen.getByText("Jesus wept.")).toBeTruthy();
      expect(option(/True/).getAttribute("data-state")).toBe("correct");
      expect(hourglass().getAttribute("class")).not.toContain(styles.spinning);

      await tick(3);
      expect(screen.getByText("Question 1 of 2")).toBeTruthy();
      await tick(1);
      expect(await question(2, 2)).toBeTruthy();
      expect(screen.getByRole("timer").textContent).toBe("30s");
    });

    it("moves on at once with 'Next question' after a time-out, and only once", async () => {
      const { user } = renderPlay("/tf", quizApi([trueFalse, trueFalse, trueFalse]));
      await question(1, 3);
      await tick(30);
      await screen.findByText("Time's up. The correct answer is True");
      await user.click(screen.getByRole("button", { name: "Next question" }));
      expect(await question(2, 3)).toBeTruthy();
      await tick(5);
      expect(screen.getByText("Question 2 of 3")).toBeTruthy();
    });
  });

  describe("fill in the blank", () => {
    it("shows the KJV and WEB templates, submits the typed word and shows both full texts", async () => {
      const { fetchSpy, user } = renderPlay("/fb", quizApi([fillBlank, fillBlank]));
      await question(1, 2);
      expect(screen.getByText("KJV")).toBeTruthy();
      expect(screen.getByText("WEB")).toBeTruthy();
      expect(screen.getAllByText("___")).toHaveLength(2);
      const submit = screen.getByRole("button", { name: "Submit Answer" });
      expect((submit as HTMLButtonElement).disabled).toBe(true);

      await user.type(screen.getByRole("textbox", { name: "The missing word" }), " Lamp ");
      await user.click(submit);
      expect(await screen.findByText("Correct!")).toBeTruthy();
      expect(bodiesSent(fetchSpy, "answer")).toEqual([{ attemptId: "attempt-1", index: 0, answer: "Lamp" }]);
      expect(screen.getByText(fillBlank.reference.text.kjv)).toBeTruthy();
      expect(screen.getByText(fillBlank.reference.text.web)).toBeTruthy();
      expect(screen.getByText("Lamp")).toBeTruthy();
    });

    it("submits with Enter in the box, and '← Dashboard' goes back in history", async () => {
      const { fetchSpy, router, user } = renderPlay(["/dashboard", "/fb?topic=psalms-wisdom"], quizApi([fillBlank, fillBlank]));
      await question(1, 2);
      await user.type(screen.getByRole("textbox", { name: "The missing word" }), "candle{Enter}");
      expect(await screen.findByText("Wrong! The correct answer is lamp")).toBeTruthy();
      expect(bodiesSent(fetchSpy, "answer")).toEqual([{ attemptId: "attempt-1", index: 0, answer: "candle" }]);

      await user.click(screen.getByRole("button", { name: "Dashboard" }));
      expect(await screen.findByRole("heading", { name: "Dashboard page" })).toBeTruthy();
      expect(router.state.historyAction).toBe("POP");
    });
  });

  describe("fill in the blank, opened directly", () => {
    it("'← Dashboard' goes to /dashboard when there is no page to go back to, and keys typed in the box stay in the box", async () => {
      const { fetchSpy, user } = renderPlay("/fb", quizApi([fillBlank, fillBlank]));
      await question(1, 2);
      const box = screen.getByRole("textbox", { name: "The missing word" });
      await user.type(box, "1a");
      expect((box as HTMLInputElement).value).toBe("1a");
      expect(bodiesSent(fetchSpy, "answer")).toEqual([]);
      await user.click(screen.getByRole("button", { name: "Dashboard" }));
      expect(await screen.findByRole("heading", { name: "Dashboard page" })).toBeTruthy();
    });
  });

  describe("multi-select", () => {
    it("toggles options until 'Submit Answer', then locks and colours them and shows 'Verse Insight:'", async () => {
      const { fetchSpy, user } = renderPlay("/sq", quizApi([multiSelect, multiSelect]));
      await question(1, 2);
      // After submitting, each name also carries its mark ("Your answer", "Missed").
      const box = (name: string) => screen.getByRole("checkbox", { name: new RegExp(`^${name}`) }) as HTMLInputElement;
      await user.click(box("Love"));
      await user.click(box("Wealth"));
      await user.click(box("Fame"));
      await user.click(box("Fame"));
      expect(box("Fame").checked).toBe(false);
      expect([box("Love").checked, box("Wealth").checked]).toEqual([true, true]);

      await user.click(screen.getByRole("button", { name: "Submit Answer" }));
      expect(await screen.findByText("Wrong! The correct answer is Love, Joy, Peace")).toBeTruthy();
      expect(bodiesSent(fetchSpy, "answer")).toEqual([{ attemptId: "attempt-1", index: 0, answer: ["Love", "Wealth"] }]);
      const row = (name: string) => box(name).closest("label");
      expect(row("Love")?.getAttribute("data-state")).toBe("correct");
      expect(row("Wealth")?.getAttribute("data-state")).toBe("wrong");
      expect(row("Joy")?.getAttribute("data-state")).toBe("missed");
      expect(row("Fame")?.getAttribute("data-state")).toBeNull();
      expect(box("Joy").disabled).toBe(true);
      expect(screen.getByText("Verse Insight:")).toBeTruthy();
      expect(screen.getByText(multiSelect.reference.text.kjv)).toBeTruthy();
      expect(screen.queryByRole("button", { name: "Submit Answer" })).toBeNull();
    });
  });

  describe("reading a result", () => {
    it("opens the next question by itself after 5 seconds, as the server's clock allows no longer, and says so", async () => {
      const { fetchSpy, user } = renderPlay("/q", quizApi([multipleChoice, multipleChoice, multipleChoice]));
      await question(1, 3);
      await user.click(option(/Berea/));
      expect(await screen.findByText("Correct!")).toBeTruthy();
      expect(screen.getByText("The next question opens by itself in 5 seconds, when its clock starts.")).toBeTruthy();
      await tick(4);
      expect(screen.queryByText("Question 2 of 3")).toBeNull();
      await tick(1);
      expect(await question(2, 3)).toBeTruthy();
      await user.click(option(/Athens/));
      await screen.findByText(/Wrong!/);
      await tick(5);
      expect(await question(3, 3)).toBeTruthy();
      const reported = (bodiesSent(fetchSpy, "answer") as { readMs?: number }[]).map((body) => body.readMs);
      expect(reported[1]).toBeLessThanOrEqual(5_000 + 50);
    });

    it("keeps the last question's result until the player asks for the results", async () => {
      const { user } = renderPlay("/q", quizApi([multipleChoice]));
      await question(1, 1);
      await user.click(option(/Berea/));
      expect(await screen.findByText("Correct!")).toBeTruthy();
      await tick(10);
      expect(screen.getByRole("button", { name: "See results" })).toBeTruthy();
    });
  });

  describe("keyboard", () => {
    it("chooses with 1-4 or A-D and goes on with Enter", async () => {
      const { fetchSpy, user } = renderPlay("/q", quizApi([multipleChoice, multipleChoice, multipleChoice]));
      await question(1, 3);
      await user.keyboard("2");
      expect(await screen.findByText("Correct!")).toBeTruthy();
      await user.keyboard("{Enter}");
      expect(await question(2, 3)).toBeTruthy();
      await user.keyboard("c");
      expect(await screen.findByText("Wrong! The correct answer is Berea")).toBeTruthy();
      expect(bodiesSent(fetchSpy, "answer")).toEqual([
        { attemptId: "attempt-1", index: 0, answer: "Berea" },
        // The second answer says how long the first result was read, so the server's clock allows for it.
        { attemptId: "attempt-1", index: 1, answer: "Athens", readMs: expect.any(Number) as number },
      ]);
      // Enter on the focused 'Next question' button moves on once, not twice.
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Next question" }));
      await user.keyboard("{Enter}");
      expect(await question(3, 3)).toBeTruthy();
    });

    it("toggles multi-select options with number keys and submits with Enter", async () => {
      const { fetchSpy, user } = renderPlay("/sq", quizApi([multiSelect, multiSelect]));
      await question(1, 2);
      await user.keyboard("135");
      expect((screen.getByRole("checkbox", { name: "Joy" }) as HTMLInputElement).checked).toBe(true);
      await user.keyboard("{Enter}");
      expect(await screen.findByText("Correct!")).toBeTruthy();
      expect(bodiesSent(fetchSpy, "answer")).toEqual([{ attemptId: "attempt-1", index: 0, answer: ["Love", "Joy", "Peace"] }]);
    });
  });

  describe("results", () => {
    it("finishes after the last question and shows the score, XP, streak and a review linked to the reader", async () => {
      const served = [multipleChoice, trueFalse];
      const { fetchSpy, user } = renderPlay("/qz?topic=genesis&difficulty=hard", quizApi(served));
      await question(1, 2);
      await user.click(option(/Berea/));
      await user.click(await screen.findByRole("button", { name: "Next question" }));
      await question(2, 2);
      await user.click(option(/True/));
      await user.click(await screen.findByRole("button", { name: "See results" }));

      expect(await screen.findByRole("heading", { level: 1, name: "Well done" })).toBeTruthy();
      expect(bodiesSent(fetchSpy, "finish")).toEqual([{ attemptId: "attempt-1" }]);
      expect(screen.getByText("3 / 4")).toBeTruthy();
      expect(screen.getByText("75%")).toBeTruthy();
      expect(screen.getByText("2 min 14 s")).toBeTruthy();
      expect(screen.getByText("+30 XP")).toBeTruthy();
      expect(screen.getByText("370 XP in all")).toBeTruthy();
      expect(screen.getByText("80%")).toBeTruthy();
      expect(screen.getByText("5 days")).toBeTruthy();

      const review = screen.getAllByRole("listitem").filter((item) => item.closest("ol"));
      expect(review).toHaveLength(3);
      expect(within(review[1] as HTMLElement).getByText("Wrong")).toBeTruthy();
      expect(within(review[1] as HTMLElement).getByText("False")).toBeTruthy();
      expect(within(review[2] as HTMLElement).getByText("Timed out")).toBeTruthy();
      expect(within(review[2] as HTMLElement).getByText("No answer")).toBeTruthy();
      expect(within(review[0] as HTMLElement).getByRole("link", { name: "Acts 17:11" }).getAttribute("href")).toBe("/Bible/kjv/Acts/17#11");

      // The next open topic after Genesis is Psalms and Wisdom (Exodus is locked).
      const nextTopic = await screen.findByRole("link", { name: "Next topic: Psalms and Wisdom" });
      expect(nextTopic.getAttribute("href")).toBe("/qz?topic=psalms-wisdom&difficulty=hard");
      expect(screen.getByRole("link", { name: "Back to Dashboard" }).getAttribute("href")).toBe("/dashboard");
    });

    it("goes to the results by itself 4 seconds after the last question runs out of time", async () => {
      const { fetchSpy } = renderPlay("/tf", quizApi([trueFalse]));
      await question(1, 1);
      await tick(30);
      await screen.findByText("Time's up. The correct answer is True");
      expect(screen.getByRole("button", { name: "See results" })).toBeTruthy();
      await tick(4);
      expect(await screen.findByText("3 / 4")).toBeTruthy();
      expect(bodiesSent(fetchSpy, "finish")).toHaveLength(1);
    });

    it("'Try again' starts a new attempt on the same topic and difficulty", async () => {
      let attempts = 0;
      const served = [trueFalse];
      const { fetchSpy, router, user } = renderPlay(
        "/tf?topic=genesis&difficulty=medium",
        quizApi(served, { start: () => ok(startReply(served, { attemptId: `attempt-${++attempts}` })) }),
      );
      await question(1, 1);
      await user.click(option(/True/));
      await user.click(await screen.findByRole("button", { name: "See results" }));
      await user.click(await screen.findByRole("button", { name: "Try again" }));

      expect(await question(1, 1)).toBeTruthy();
      const starts = bodiesSent(fetchSpy, "start") as StartQuizRequest[];
      expect(starts).toHaveLength(2);
      expect(starts[1]).toMatchObject({ topic: "genesis", difficulty: "medium", types: ["true-false"] });
      expect(router.state.location.search).toBe("?topic=genesis&difficulty=medium");
      await user.click(option(/True/));
      await screen.findByText("Correct!");
      expect(bodiesSent(fetchSpy, "answer").at(-1)).toEqual({ attemptId: "attempt-2", index: 0, answer: true });
    });
  });

  describe("errors", () => {
    it("shows the upgrade prompt with the server's message when today's free quizzes are used up", async () => {
      const message = "You have played today's 12 free quizzes. Upgrade to Premium for unlimited quizzes, or come back tomorrow.";
      renderPlay("/qz?topic=genesis", { start: () => apiError(403, "quota-exceeded", message) });
      const prompt = await screen.findByRole("region", { name: "Keep going with Premium" });
      expect(within(prompt).getByText(message)).toBeTruthy();
      expect(within(prompt).getByRole("link", { name: "See Premium" }).getAttribute("href")).toBe("/#pricing");
      expect(within(prompt).getByRole("link", { name: "Back to Dashboard" }).getAttribute("href")).toBe("/dashboard");
    });

    it("shows the upgrade prompt for a Premium topic", async () => {
      renderPlay("/qz?topic=exodus-law", { start: () => apiError(403, "permission-denied", "Exodus and the Law is one of the Premium topics.") });
      expect(await screen.findByText("Exodus and the Law is one of the Premium topics.")).toBeTruthy();
      expect(screen.getByRole("link", { name: "See Premium" })).toBeTruthy();
    });

    it("shows any other error with 'Try again'", async () => {
      let calls = 0;
      const { fetchSpy, user } = renderPlay("/tf", {
        start: () => (++calls === 1 ? apiError(400, "invalid-argument", "There are not enough questions for that choice yet.") : ok(startReply([trueFalse]))),
      });
      expect(await screen.findByText("There are not enough questions for that choice yet.")).toBeTruthy();
      await user.click(screen.getByRole("button", { name: "Try again" }));
      expect(await question(1, 1)).toBeTruthy();
      expect(bodiesSent(fetchSpy, "start")).toHaveLength(2);
    });
  });

  describe("after a reload", () => {
    afterEach(() => window.sessionStorage.clear());

    it("picks the same attempt up at the next unanswered question instead of starting (and counting) a new one", async () => {
      // The memory router's first entry has the key "default"; the tab remembers the attempt under it.
      window.sessionStorage.setItem("berea:quiz:default", "attempt-1");
      const served = [multipleChoice, multipleChoice, multipleChoice];
      const { fetchSpy } = renderPlay(
        "/q",
        quizApi(served, {
          resume: () => {
            const { remainingToday: _unused, ...quiz } = startReply(served);
            return ok({ ...quiz, answers: [{ correct: true, timedOut: false, correctAnswer: "Berea", reference: acts1711, score: 1 }], finished: false });
          },
        }),
      );
      expect(await question(2, 3)).toBeTruthy();
      expect(screen.getByText("Score 1")).toBeTruthy();
      expect(bodiesSent(fetchSpy, "resume")).toEqual([{ attemptId: "attempt-1" }]);
      expect(bodiesSent(fetchSpy, "start")).toEqual([]);
    });

    it("starts a new attempt when the remembered one is gone", async () => {
      window.sessionStorage.setItem("berea:quiz:default", "attempt-0");
      const { fetchSpy } = renderPlay("/q", quizApi([multipleChoice, multipleChoice], { resume: () => apiError(404, "not-found", "That quiz does not exist.") }));
      expect(await question(1, 2)).toBeTruthy();
      expect(bodiesSent(fetchSpy, "start")).toHaveLength(1);
      expect(window.sessionStorage.getItem("berea:quiz:default")).toBe("attempt-1");
    });
  });
});
