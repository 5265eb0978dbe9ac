import type { LessonView, MasteryCheckReply } from "@berea/contracts/learning";
import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, bodiesSentTo, fakeAreaApi, ok, renderWithApi, type ApiHandler } from "../../test/fake-api.tsx";
import LessonPage from "./lesson-page.tsx";
import { readInSpanish } from "../../test/spanish.ts";

const options = ["Right", "Wrong one", "Wrong two", "Wrong three"];

function lessonView(overrides: Partial<LessonView> = {}): LessonView {
  return {
    track: { id: "pauls-journeys", title: "Paul's Journeys", lessons: 6 },
    id: "pauls-journeys-04",
    number: 4,
    title: "Into Europe: Philippi, Thessalonica, Berea and Athens",
    summary: "Paul crosses into Macedonia.",
    author: "The Berea team",
    passage: {
      label: "Acts 17:11",
      translation: "kjv",
      reference: { book: "Acts", chapter: 17, start: 11, end: 11 },
      verses: [{ verse: 11, text: "These were more noble than those in Thessalonica, in that they received the word with all readiness of mind, and searched the scriptures daily, whether those things were so." }],
    },
    sections: [
      { id: "the-call-to-macedonia", heading: "The call to Macedonia", paragraphs: ["A vision by night."] },
      { id: "noble-bereans", heading: "Noble Bereans", paragraphs: ["They searched the scriptures daily."] },
    ],
    questions: [1, 2, 3, 4, 5].map((n) => ({ prompt: `Question ${n}?`, options })),
    passed: false,
    bestScore: null,
    previous: { id: "pauls-journeys-03", title: "The Jerusalem Council" },
    next: { id: "pauls-journeys-05", title: "Ephesus and the Farewell at Miletus" },
    ...overrides,
  };
}

const checkReply = (rights: boolean[], passed = rights.filter(Boolean).length >= 4): MasteryCheckReply => ({
  score: rights.filter(Boolean).length,
  passed,
  bestScore: rights.filter(Boolean).length,
  results: rights.map((right, i) => ({ right, answer: "Right", explanation: `Verse ${i + 1} says so.`, reference: `Acts 17:${i + 1}` })),
  next: passed ? { id: "pauls-journeys-05", title: "Ephesus and the Farewell at Miletus" } : null,
});

function renderLesson(api: Partial<Record<"lesson" | "check" | "tracks", ApiHandler>>, id = "pauls-journeys-04") {
  const routes = [
    { path: "/learn/:lessonId", element: <LessonPage /> },
    { path: "/learn", element: <h1>Tracks page</h1> },
    { path: "/bl", element: <h1>Study guides page</h1> },
  ];
  return renderWithApi(fakeAreaApi("learn", { tracks: () => ok({ tracks: [] }), ...api }), routes, `/learn/${id}`);
}

/** Chooses `answer` for each question, by its radio button in the question's group. */
async function answer(user: ReturnType<typeof renderLesson>["user"], answers: string[]) {
  for (const [index, choice] of answers.entries()) {
    const group = screen.getByRole("group", { name: `${index + 1}. Question ${index + 1}?` });
    await user.click(within(group).getByRole("radio", { name: choice }));
  }
}

describe("LessonPage", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows the study guide: the passage, the sections and a table of contents that links to each", async () => {
    const { fetchSpy } = renderLesson({ lesson: () => ok(lessonView()) });
    expect(await screen.findByRole("heading", { level: 1, name: "Into Europe: Philippi, Thessalonica, Berea and Athens" })).toBeTruthy();
    expect(screen.getByText("Paul's Journeys · Lesson 4 of 6")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "The reading: Acts 17:11" })).toBeTruthy();
    const toc = screen.getByRole("navigation", { name: "On this page" });
    expect(within(toc).getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["The reading", "#reading"],
      ["The call to Macedonia", "#the-call-to-macedonia"],
      ["Noble Bereans", "#noble-bereans"],
      ["Check what you learned", "#mastery-check"],
    ]);
    expect(document.getElementById("noble-bereans")?.textContent).toContain("They searched the scriptures daily.");
    expect(bodiesSentTo(fetchSpy, "/api/learn/lesson")).toEqual([{ lessonId: "pauls-journeys-04", translation: "kjv" }]);
    expect(document.title).toBe("Into Europe: Philippi, Thessalonica, Berea and Athens · Learn · Berea");
  });

  it("highlights the section in view in the table of contents as the reader scrolls", async () => {
    const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        targets: Element[] = [];
        constructor(readonly callback: IntersectionObserverCallback) {
          observers.push(this);
        }
        observe(target: Element) {
          this.targets.push(target);
        }
        disconnect() {}
      },
    );
    renderLesson({ lesson: () => ok(lessonView()) });
    await screen.findByRole("heading", { level: 1 });
    const toc = screen.getByRole("navigation", { name: "On this page" });
    const current = () => within(toc).getAllByRole("link").find((link) => link.getAttribute("aria-current") === "location")?.textContent;
    expect(current()).toBe("The reading");

    const observer = observers.at(-1);
    expect(observer?.targets.map((target) => target.id)).toEqual(["reading", "the-call-to-macedonia", "noble-bereans", "mastery-check"]);
    const cross = (id: string, isIntersecting: boolean) =>
      act(() => observer?.callback([{ target: document.getElementById(id), isIntersecting } as unknown as IntersectionObserverEntry], observer as unknown as IntersectionObserver)); // the fields the hook reads
    cross("noble-bereans", true);
    expect(current()).toBe("Noble Bereans");
    cross("the-call-to-macedonia", true);
    expect(current()).toBe("The call to Macedonia");
    cross("the-call-to-macedonia", false);
    expect(current()).toBe("Noble Bereans");
  });

  it("asks for every answer, marks the check on the server and opens the next lesson at four of five", async () => {
    let rights = [false, true, false, true, true];
    const { fetchSpy, user } = renderLesson({ lesson: () => ok(lessonView()), check: () => ok(checkReply(rights)) });
    await screen.findByRole("heading", { level: 1 });

    await user.click(screen.getByRole("button", { name: "Check my answers" }));
    expect(screen.getByRole("alert").textContent).toBe("Answer all 5 questions, then check them.");
    expect(bodiesSentTo(fetchSpy, "/api/learn/check")).toEqual([]);

    await answer(user, ["Wrong one", "Right", "Wrong two", "Right", "Right"]);
    await user.click(screen.getByRole("button", { name: "Check my answers" }));
    expect((await screen.findByRole("status")).textContent).toContain("3 of 5 right. 4 of 5 pass: read the lesson again and try once more.");
    expect(bodiesSentTo(fetchSpy, "/api/learn/check")).toEqual([{ lessonId: "pauls-journeys-04", answers: ["Wrong one", "Right", "Wrong two", "Right", "Right"] }]);
    expect(screen.getByText(/Not quite: you chose “Wrong one”\. The answer is “Right”\./)).toBeTruthy();
    expect(screen.queryByRole("link", { name: /Next lesson/ })).toBeNull();

    rights = [true, true, false, true, true];
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await answer(user, ["Right", "Right", "Wrong two", "Right", "Right"]);
    await user.click(screen.getByRole("button", { name: "Check my answers" }));
    expect((await screen.findByRole("status")).textContent).toContain("4 of 5 right. Well done: the next lesson is open.");
    expect(screen.getByRole("link", { name: "Next lesson: Ephesus and the Farewell at Miletus" }).getAttribute("href")).toBe("/learn/pauls-journeys-05");
  });

  it("says a closed lesson is not open yet, in the server's words, and a wrong address is not a lesson", async () => {
    renderLesson({ lesson: () => apiError(403, "permission-denied", 'Pass the mastery check of "The Jerusalem Council" first: four of five right open this lesson.') });
    expect(await screen.findByRole("heading", { level: 1, name: "This lesson is not open yet" })).toBeTruthy();
    expect(screen.getByText('Pass the mastery check of "The Jerusalem Council" first: four of five right open this lesson.')).toBeTruthy();
    expect(screen.getByRole("link", { name: "See the tracks" }).getAttribute("href")).toBe("/learn");
  });

  it("says an unknown lesson is not found", async () => {
    renderLesson({ lesson: () => apiError(404, "not-found", "There is no lesson with that id.") }, "no-such-lesson");
    expect(await screen.findByRole("heading", { level: 1, name: "We could not find that lesson" })).toBeTruthy();
  });
});

describe("LessonPage in Spanish", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("says the study guide's frame, the mastery check and its outcome in Spanish (the lesson's own words are the server's)", async () => {
    await readInSpanish("learn");
    const { user, fetchSpy } = renderLesson({ lesson: () => ok(lessonView({ bestScore: 3 })), check: () => ok(checkReply([true, false, true, true, false])) });
    expect(await screen.findByText("Paul's Journeys · Lección 4 de 6")).toBeTruthy();
    // A Spanish reader asks for the lesson in Spanish, its passage in the RV1909 (their Bible), and can choose another.
    expect(bodiesSentTo(fetchSpy, "/api/learn/lesson")).toEqual([{ lessonId: "pauls-journeys-04", translation: "rv1909", lang: "es" }]);
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["RV1909", "KJV", "WEB"]);
    expect(document.title).toBe("Into Europe: Philippi, Thessalonica, Berea and Athens · Aprender · Berea");
    expect(screen.getByRole("heading", { level: 2, name: "La lectura: Acts 17:11" })).toBeTruthy();
    const toc = screen.getByRole("navigation", { name: "En esta página" });
    expect(within(toc).getAllByRole("link").map((link) => link.textContent)).toEqual(["La lectura", "The call to Macedonia", "Noble Bereans", "Comprueba lo que aprendiste"]);
    expect(screen.getByText("5 preguntas sobre esta lección. Con 4 correctas se abre la siguiente. Tu mejor resultado hasta ahora: 3 de 5.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Revisar mis respuestas" }));
    expect(screen.getByRole("alert").textContent).toBe("Responde las 5 preguntas y luego revísalas.");
    await answer(user, ["Right", "Wrong one", "Right", "Right", "Wrong two"]);
    await user.click(screen.getByRole("button", { name: "Revisar mis respuestas" }));
    expect((await screen.findByRole("status")).textContent).toContain("3 de 5 correctas. Se aprueba con 4 de 5: vuelve a leer la lección e inténtalo otra vez.");
    expect(screen.getByText(/No exactamente: elegiste “Wrong one”\. La respuesta es “Right”\./)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Intentar de nuevo" })).toBeTruthy();
    // The answers are checked against the Spanish options.
    expect(bodiesSentTo(fetchSpy, "/api/learn/check")).toEqual([{ lessonId: "pauls-journeys-04", answers: ["Right", "Wrong one", "Right", "Right", "Wrong two"], lang: "es" }]);
  });
});
