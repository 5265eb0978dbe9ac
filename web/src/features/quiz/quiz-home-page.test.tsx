import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiError, ok, renderWithApi } from "../../test/fake-api.tsx";
import QuizHomePage from "./quiz-home-page.tsx";
import { topicCatalogue } from "./topic-catalogue.ts";
import { bodiesSent, fakeQuizApi, quizHome, type FakeQuizApi } from "./quiz-test-support.ts";

function renderHome(api: FakeQuizApi) {
  const routes = [
    { path: "/quiz", element: <QuizHomePage /> },
    { path: "/qz", element: <h1>Quiz play</h1> },
    { path: "/login", element: <h1>Login page</h1> },
    { path: "/dashboard", element: <h1>Dashboard page</h1> },
    { path: "/", element: <h1>Landing page</h1> },
  ];
  return renderWithApi(fakeQuizApi(api), routes, "/quiz");
}

const topicCard = (name: string) => {
  const heading = screen.getByRole("heading", { level: 3, name });
  const card = heading.closest("li");
  if (!card) throw new Error(`No card for ${name}`);
  return card;
};

describe("QuizHomePage", () => {
  beforeEach(() => {
    window.localStorage.clear();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("asks for the home with the time zone and shows XP, streak, quizzes left and every topic", async () => {
    const { fetchSpy } = renderHome({ home: () => ok(quizHome()) });
    expect(await screen.findByText("340 XP")).toBeTruthy();
    expect(bodiesSent(fetchSpy, "home")).toEqual([{ timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone }]);
    expect(screen.getByText("340 XP")).toBeTruthy();
    expect(screen.getByText("4 days in a row")).toBeTruthy();
    expect(screen.getByText("9 free quizzes left today")).toBeTruthy();

    for (const name of ["Mixed quiz", "Genesis", "Exodus and the Law", "Psalms and Wisdom", "Acts and the Early Church"]) {
      expect(screen.getByRole("heading", { level: 3, name })).toBeTruthy();
    }
    const genesis = topicCard("Genesis");
    expect(within(genesis).getByText("Creation, the patriarchs and Joseph.")).toBeTruthy();
    expect(within(genesis).getByText(/40 questions/)).toBeTruthy();
    expect(within(genesis).getByText(/played 3 times/)).toBeTruthy();
    expect(within(genesis).getByText("Best score 80%")).toBeTruthy();
    expect(within(topicCard("Psalms and Wisdom")).getByText("No best score yet")).toBeTruthy();
    expect(within(topicCard("Exodus and the Law")).getByText("Premium")).toBeTruthy();
    expect(within(genesis).queryByText("Premium")).toBeNull();

    // The daily challenge names its topic and difficulty.
    const daily = screen.getByRole("region", { name: "Psalms and Wisdom" });
    expect(within(daily).getByText(/Medium questions/)).toBeTruthy();
    expect(document.title).toBe("Bible quizzes · Berea");
  });

  it("shows every topic from the catalogue while the caller's home loads, with nothing to start until it arrives", async () => {
    let answer = (_value: Response) => {};
    const home = new Promise<Response>((resolve) => (answer = resolve));
    renderHome({ home: () => home });
    expect(screen.getByRole("status").textContent).toBe("Gathering your quizzes ...");
    for (const topic of topicCatalogue) {
      const card = topicCard(topic.name);
      expect(within(card).getByText(topic.description)).toBeTruthy();
      expect((within(card).getByRole("button", { name: `Start ${topic.name}` }) as HTMLButtonElement).disabled).toBe(true);
    }
    expect((screen.getByRole("button", { name: "Start a mixed quiz" }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole("button", { name: "Start today’s challenge" }) as HTMLButtonElement).disabled).toBe(true);
    // The caller's own numbers are held open, not guessed: the placeholders' sample text is hidden from
    // assistive technology (and transparent on screen), so no XP, count or best score is given yet.
    const shown = { ignore: "script, style, [aria-hidden='true']" };
    expect(screen.queryByText(/XP$/, shown)).toBeNull();
    expect(screen.queryByText(/not played yet/, shown)).toBeNull();
    expect(screen.queryByText("No best score yet", shown)).toBeNull();
    expect(screen.queryAllByText("No best score yet").length).toBe(topicCatalogue.length);

    answer(ok(quizHome()));
    expect(await screen.findByText("340 XP")).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
    expect((screen.getByRole("button", { name: "Start Genesis" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("says 'Unlimited quizzes' on a paid plan, and meets a missing streak with grace", async () => {
    renderHome({ home: () => ok(quizHome({ remainingToday: null, streak: 0, xp: 0 })) });
    expect(await screen.findByText("Unlimited quizzes")).toBeTruthy();
    expect(screen.getByText("Play today to start a streak")).toBeTruthy();
    expect(screen.queryByText(/free quiz/)).toBeNull();
  });

  it("starts a topic with the chosen difficulty, and remembers the difficulty", async () => {
    const { router, user } = renderHome({ home: () => ok(quizHome()) });
    await screen.findByRole("heading", { level: 3, name: "Genesis" });
    const easy = screen.getByRole("radio", { name: "Easy" }) as HTMLInputElement;
    expect(easy.checked).toBe(true);

    await user.click(screen.getByRole("radio", { name: "Hard" }));
    expect(window.localStorage.getItem("quizDifficulty")).toBe('"hard"');
    await user.click(screen.getByRole("button", { name: "Start Genesis" }));

    expect(await screen.findByRole("heading", { name: "Quiz play" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/qz");
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ topic: "genesis", difficulty: "hard" });
  });

  it("reads the remembered difficulty, and starts a mixed quiz and the daily challenge", async () => {
    window.localStorage.setItem("quizDifficulty", '"medium"');
    const { router, user } = renderHome({ home: () => ok(quizHome()) });
    await screen.findByRole("heading", { level: 3, name: "Genesis" });
    expect((screen.getByRole("radio", { name: "Medium" }) as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByRole("button", { name: "Start a mixed quiz" }));
    expect(router.state.location.search).toBe("?topic=mixed&difficulty=medium");

    await router.navigate("/quiz");
    await user.click(await screen.findByRole("button", { name: "Start today’s challenge" }));
    expect(router.state.location.pathname).toBe("/qz");
    expect(router.state.location.search).toBe("?topic=psalms-wisdom&difficulty=medium");
  });

  it("shows the upgrade prompt for a locked topic instead of starting it", async () => {
    const { router, user } = renderHome({ home: () => ok(quizHome()) });
    await user.click(await screen.findByRole("button", { name: "Exodus and the Law: Unlock with Premium" }));

    const prompt = screen.getByRole("region", { name: "Keep going with Premium" });
    expect(within(prompt).getByText(/Exodus and the Law is one of the Premium topics/)).toBeTruthy();
    expect(within(prompt).getByRole("link", { name: "See Premium" }).getAttribute("href")).toBe("/#pricing");
    expect(within(prompt).getByRole("link", { name: "Back to Dashboard" }).getAttribute("href")).toBe("/dashboard");
    expect(document.activeElement).toBe(within(prompt).getByRole("heading", { name: "Keep going with Premium" }));
    expect(router.state.location.pathname).toBe("/quiz");

    await user.click(within(prompt).getByRole("button", { name: "Not now" }));
    expect(screen.queryByRole("region", { name: "Keep going with Premium" })).toBeNull();
  });

  it("shows the upgrade prompt when today's free quizzes are used up", async () => {
    const { router, user } = renderHome({ home: () => ok(quizHome({ remainingToday: 0 })) });
    expect(await screen.findByText("0 free quizzes left today")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Start Genesis" }));
    expect(screen.getByText(/You have played today's 12 free quizzes/)).toBeTruthy();
    expect(router.state.location.pathname).toBe("/quiz");
  });

  it("shows other errors with a way to try again", async () => {
    let calls = 0;
    const { user } = renderHome({
      home: () => (++calls === 1 ? apiError(500, "internal", "The quiz service is resting. Please try again.") : ok(quizHome())),
    });
    expect(await screen.findByText("The quiz service is resting. Please try again.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 3, name: "Genesis" })).toBeTruthy();
  });

  it("lets the player choose to show their first name in 'Attempted by', off until chosen", async () => {
    let shown = false;
    const { fetchSpy, user } = renderHome({
      home: () => ok(quizHome({ showInAttemptedBy: shown })),
      settings: (body) => {
        shown = (body as { showInAttemptedBy: boolean }).showInAttemptedBy;
        return ok({ showInAttemptedBy: shown });
      },
    });
    const box = await screen.findByRole("checkbox", { name: "Show my first name to other players in 'Attempted by'" });
    expect((box as HTMLInputElement).checked).toBe(false);
    await user.click(box);
    expect(bodiesSent(fetchSpy, "settings")).toEqual([{ showInAttemptedBy: true }]);
    await vi.waitFor(() => expect((screen.getByRole("checkbox", { name: /Attempted by/ }) as HTMLInputElement).checked).toBe(true));
  });
});
