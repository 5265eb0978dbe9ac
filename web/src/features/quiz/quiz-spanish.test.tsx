import type { FinishReply, ReferenceText } from "@berea/contracts/quiz";
import { screen, within } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { chooseLanguage } from "../../lib/language.ts";
import { apiError, ok, renderWithApi } from "../../test/fake-api.tsx";
import QuizHomePage from "./quiz-home-page.tsx";
import QuizPlayPage from "./quiz-play-page.tsx";
import { answerHandler, bodiesSent, fakeQuizApi, finishReply, quizHome, startReply, topics, type FakeQuizApi, type ServedQuestion } from "./quiz-test-support.ts";

/** What the API answers a Spanish quiz (`lang: "es"`): Spanish prompts, labels and topic names, the passage in RV1909 too. */
const juan1135: ReferenceText = {
  book: "John",
  chapter: 11,
  start: 35,
  end: 35,
  label: "Juan 11:35",
  text: { kjv: "Jesus wept.", web: "Jesus wept.", rv1909: "Y lloró Jesús." },
};
const salmos119105: ReferenceText = {
  book: "Ps",
  chapter: 119,
  start: 105,
  end: 105,
  label: "Salmos 119:105",
  text: {
    kjv: "Thy word is a lamp unto my feet, and a light unto my path.",
    web: "Your word is a lamp to my feet, and a light for my path.",
    rv1909: "Lámpara es á mis pies tu palabra, y lumbrera á mi camino.",
  },
};
const verdaderoFalso: ServedQuestion = {
  question: { type: "true-false", prompt: "«Y lloró Jesús» es el versículo más corto de los evangelios.", options: ["True", "False"], timeLimit: 30 },
  answer: true,
  shown: "True",
  reference: juan1135,
};
const completar: ServedQuestion = {
  question: { type: "fill-blank", prompt: "Completa el espacio en blanco.", template: { kjv: "", web: "", rv1909: "Lámpara es á mis pies tu ___, y lumbrera á mi camino." }, timeLimit: 60 },
  answer: "palabra",
  shown: "palabra",
  reference: salmos119105,
};
const spanishTopics = topics.map((topic) => ({ ...topic, name: { genesis: "Génesis", "exodus-law": "Éxodo y la Ley", "psalms-wisdom": "Salmos y sabiduría" }[topic.id] ?? topic.name }));

const renderAt = (path: string, api: FakeQuizApi) =>
  renderWithApi(
    fakeQuizApi(api),
    [
      // In a Suspense boundary as in the app (root-layout.tsx): the Spanish strings and names load on first use.
      {
        path: "/quiz",
        element: (
          <Suspense>
            <QuizHomePage />
          </Suspense>
        ),
      },
      {
        path: "/qz",
        element: (
          <Suspense>
            <QuizPlayPage />
          </Suspense>
        ),
      },
    ],
    path,
  );

describe("the quiz in Spanish", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows /quiz in Spanish: the topics' Spanish names while the home loads and from the API asked in Spanish, plurals, and the upgrade prompt", { timeout: 15_000 }, async () => {
    chooseLanguage("es", { keepOnProfile: false });
    let answer: (response: Response) => void = () => undefined;
    const { fetchSpy, user } = renderAt("/quiz", { home: () => new Promise<Response>((resolve) => (answer = resolve)) });

    // Before the home arrives: the catalogue in Spanish (data/quiz/topics-es.json).
    expect(await screen.findByRole("heading", { level: 1, name: "Aprende jugando" }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 3, name: "Los Evangelios" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 3, name: "Cuestionario variado" })).toBeTruthy();
    expect(document.title).toBe("Cuestionarios bíblicos · Berea");

    answer(ok(quizHome({ topics: spanishTopics, remainingToday: 1, xp: 1340, streak: 4 })));
    // 10 s: one clean-clone CI run, with every suite sharing two cores, had the home still loading after 3 s.
    expect(await screen.findByText("1340 XP", undefined, { timeout: 10_000 })).toBeTruthy();
    expect(bodiesSent(fetchSpy, "home")).toEqual([{ timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone, lang: "es" }]);
    expect(screen.getByText("4 días seguidos")).toBeTruthy();
    expect(screen.getByText("Te queda 1 cuestionario gratuito hoy")).toBeTruthy();
    expect(screen.getByText("Preguntas de dificultad media. Hoy todos juegan el mismo tema.")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Salmos y sabiduría" })).toBeTruthy();
    const genesis = screen.getByRole("heading", { level: 3, name: "Génesis" }).closest("li");
    expect(genesis && within(genesis).getByText(/40 preguntas/).textContent).toBe("40 preguntas · jugado 3 veces");
    expect(genesis && within(genesis).getByText("Mejor puntuación 80 %")).toBeTruthy();
    expect(screen.getByRole("radio", { name: "Fácil" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Éxodo y la Ley: desbloquear con Premium" }));
    const prompt = screen.getByRole("region", { name: "Sigue adelante con Premium" });
    expect(within(prompt).getByText(/^Éxodo y la Ley es uno de los temas Premium\./)).toBeTruthy();
    expect(within(prompt).getByRole("link", { name: "Ver Premium" })).toBeTruthy();
    expect(within(prompt).getByRole("button", { name: "Ahora no" })).toBeTruthy();
  });

  it("says the server's known refusal in Spanish", { timeout: 15_000 }, async () => {
    chooseLanguage("es", { keepOnProfile: false });
    renderAt("/qz?topic=genesis&difficulty=hard", {
      start: () => apiError(400, "invalid-argument", "There are not enough Spanish questions for that choice yet. Try another difficulty or question type."),
    });
    expect(
      await screen.findByText("Aún no hay suficientes preguntas en español para esa elección. Prueba con otra dificultad u otro tipo de pregunta.", undefined, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Elegir otro cuestionario" }).getAttribute("href")).toBe("/quiz");
  });

  it("plays a Spanish quiz: asks for it in Spanish, true or false in words, a fill-in in the RV1909, and the results in Spanish", { timeout: 15_000 }, async () => {
    chooseLanguage("es", { keepOnProfile: false });
    const served = [verdaderoFalso, completar];
    const results: FinishReply = finishReply({
      score: 1,
      total: 2,
      percent: 50,
      xp: 10,
      totalXp: 1350,
      streak: 1,
      review: [
        { prompt: verdaderoFalso.question.prompt, type: "true-false", yourAnswer: false, correctAnswer: "True", correct: false, timedOut: false, reference: juan1135 },
        { prompt: "Lámpara es á mis pies tu ___, y lumbrera á mi camino.", type: "fill-blank", yourAnswer: "Palabra", correctAnswer: "palabra", correct: true, timedOut: false, reference: salmos119105 },
      ],
    });
    const { fetchSpy, user } = renderAt("/qz?topic=psalms-wisdom&difficulty=easy", {
      start: () => ok(startReply(served, { topic: "psalms-wisdom", topicName: "Salmos y sabiduría", attemptedBy: [] })),
      answer: answerHandler(served),
      finish: () => ok(results),
      home: () => ok(quizHome({ topics: spanishTopics })),
    });

    expect(await screen.findByText("Pregunta 1 de 2", undefined, { timeout: 5000 })).toBeTruthy();
    expect(bodiesSent(fetchSpy, "start")).toEqual([{ topic: "psalms-wisdom", difficulty: "easy", timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone, lang: "es" }]);
    expect(document.title).toBe("Cuestionario: Salmos y sabiduría · Berea");
    expect(screen.getByText("Puntos: 0")).toBeTruthy();
    // The server's "True"/"False" in words; the answer sent is still a boolean.
    await user.click(screen.getByRole("button", { name: /Falso/ }));
    expect(await screen.findByText("¡Incorrecto! La respuesta correcta es Verdadero")).toBeTruthy();
    expect(bodiesSent(fetchSpy, "answer")[0]).toMatchObject({ index: 0, answer: false });
    const verse = screen.getByRole("region", { name: "El versículo: Juan 11:35" });
    expect(within(verse).getByText("Y lloró Jesús.")).toBeTruthy();
    expect(within(verse).getByText("RV1909")).toBeTruthy();
    expect(within(verse).getByRole("link", { name: "Leer en contexto" }).getAttribute("href")).toBe("/Bible/rv1909/John/11#35");
    await user.click(screen.getByRole("button", { name: "Siguiente pregunta" }));

    // The fill-in: the RV1909 verse alone with its blank (no KJV or WEB box to give the word away).
    expect(await screen.findByText("Pregunta 2 de 2")).toBeTruthy();
    const rv1909 = screen.getByText("RV1909").closest("figure");
    expect(rv1909?.textContent).toBe("RV1909Lámpara es á mis pies tu ___espacio en blanco, y lumbrera á mi camino.");
    expect(screen.queryByText("KJV")).toBeNull();
    expect(screen.queryByText("WEB")).toBeNull();
    await user.type(screen.getByLabelText("La palabra que falta"), "Palabra");
    await user.click(screen.getByRole("button", { name: "Enviar respuesta" }));
    expect(await screen.findByText("¡Correcto!")).toBeTruthy();
    expect(bodiesSent(fetchSpy, "answer")[1]).toMatchObject({ index: 1, answer: "Palabra" });
    expect(screen.getByText(/^Tu respuesta:/).textContent).toBe("Tu respuesta: Palabra");
    expect(within(screen.getByRole("region", { name: "El versículo: Salmos 119:105" })).getByText("Lámpara es á mis pies tu palabra, y lumbrera á mi camino.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Ver resultados" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Vas bien" })).toBeTruthy();
    expect(screen.getByText("+10 XP")).toBeTruthy();
    expect(screen.getByText("1350 XP en total")).toBeTruthy();
    expect(screen.getByText("1 día")).toBeTruthy();
    const [first, second] = screen.getAllByRole("listitem").filter((item) => item.closest("ol"));
    expect(first && within(first).getByText("Incorrecta")).toBeTruthy();
    expect(first && within(first).getByText("Falso")).toBeTruthy();
    expect(first && within(first).getByText("Verdadero")).toBeTruthy();
    expect(first && within(first).getByRole("link", { name: "Aprender Juan 11:35 de memoria" }).getAttribute("href")).toBe("/memory?add=Juan+11%3A35&translation=rv1909");
    expect(second && within(second).getByText("Correcta")).toBeTruthy();
    expect(second && within(second).getByRole("button", { name: "Reportar esta pregunta" })).toBeTruthy();
    expect(await screen.findByRole("link", { name: "Siguiente tema: Génesis" })).toBeTruthy();
  });
});
