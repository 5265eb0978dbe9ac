import type { SpanishBankQuestion, StartQuizRequest } from "@berea/contracts/quiz";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadBooks, loadTranslation } from "../bible/bible-data.ts";
import type { Store } from "../store/port.ts";
import { refusalOf, openDomainStore, seededRandom, type DomainStore } from "../test-support/domain-test.ts";
import { ensureProfile, usersCollection } from "../users/profiles.ts";
import { answerQuestion, finishQuiz, quizHome, resumeQuiz, startQuiz, type QuizDeps } from "./attempts.ts";
import { quizStats } from "./quiz-stats.ts";
import { createQuizBank, loadQuizBank, type QuizBank } from "./quiz-bank.ts";
import type { BibleTexts } from "./questions.ts";
import { rememberRetired } from "./retired-questions.ts";

/**
 * A quiz in Spanish, start to finish, over the store port: drawn from the
 * Spanish bank by the same rules as English, its fill-ins in the RV1909, typed
 * answers forgiven their accents, and counted in the player's stats like any
 * other quiz.
 */

const ref = (book: string, chapter: number, start: number, end = start) => ({ book, chapter, start, end });
const fill = (n: number, book: string, chapter: number, verse: number, rv1909: string): SpanishBankQuestion => ({
  id: `es-t1-00${n}`,
  lang: "es",
  topic: "t1",
  difficulty: "easy",
  reference: ref(book, chapter, verse),
  type: "fill-blank",
  blank: { rv1909 },
});
/** Four fill-ins: an accented word, a number, a word after "¡", and a capitalised one. */
const spanishFillIns: SpanishBankQuestion[] = [fill(1, "Isa", 6, 8, "envíame"), fill(2, "Num", 14, 34, "cuarenta"), fill(3, "Luke", 1, 28, "favorecida"), fill(4, "Rev", 22, 20, "Ven")];
const typedFor: Record<string, string> = { "es-t1-001": "ENVIAME!", "es-t1-002": "40", "es-t1-003": " Favorecida. ", "es-t1-004": "ven" };
const smallBank = createQuizBank(
  [{ id: "t1", name: "Basics", description: "", basic: true }],
  [{ id: "t1-001", topic: "t1", difficulty: "easy", reference: ref("Gen", 1, 1), type: "true-false", prompt: "The Bible opens with 'In the beginning'.", answer: true }],
  spanishFillIns,
);

let texts: BibleTexts;
let realBank: QuizBank;
let domain: DomainStore;
let store: Store;
let clock: Date;
const random = seededRandom(3);
const depsWith = (bank: QuizBank): QuizDeps => ({ store, bank, texts, now: () => clock, random });
const start = (bank: QuizBank, request: Partial<StartQuizRequest>) =>
  startQuiz(depsWith(bank), "player", { topic: "genesis", difficulty: "easy", length: 4, timeZone: "America/Mexico_City", ...request });
const storedIds = async (attemptId: string) => (await store.get<{ questionIds: string[] }>("quizAttempts", attemptId))?.questionIds ?? [];

beforeAll(() => {
  texts = { kjv: loadTranslation("kjv"), web: loadTranslation("web"), rv1909: loadTranslation("rv1909"), books: loadBooks() };
  realBank = loadQuizBank();
});

beforeEach(async () => {
  domain = openDomainStore("quiz-es");
  store = domain.store;
  clock = new Date("2026-11-22T15:00:00Z");
  await ensureProfile(store, { uid: "player", name: "Priscila Ponto", email: "priscila@example.com", timeZone: "America/Mexico_City" }, clock);
  await store.update(usersCollection, "player", { paymentPlan: 1 });
});

afterEach(() => domain.close());

describe("starting a Spanish quiz", () => {
  it("draws Spanish questions of the topic and difficulty, with their fill-ins in the RV1909 only", async () => {
    const quiz = await start(realBank, { topic: "genesis", lang: "es" });
    expect(quiz.questions).toHaveLength(4);
    const ids = await storedIds(quiz.attemptId);
    expect(ids.every((id) => id.startsWith("es-genesis-"))).toBe(true);
    for (const [index, id] of ids.entries()) {
      const question = realBank.byId.get(id);
      const shown = quiz.questions[index];
      expect(question?.lang).toBe("es");
      expect(question?.difficulty).toBe("easy");
      if (question?.type === "fill-blank" && question.lang === "es" && shown?.type === "fill-blank") {
        expect(shown.prompt).toBe("Completa el espacio en blanco.");
        expect(shown.template.rv1909).toContain("___");
        expect(shown.template.rv1909?.toLowerCase()).not.toContain(question.blank.rv1909.toLowerCase());
        expect(shown.template).toMatchObject({ kjv: "", web: "" });
      } else if (question && question.type !== "fill-blank") {
        expect(shown?.prompt).toBe(question.prompt);
      }
    }
    expect(JSON.stringify(quiz)).not.toMatch(/"answers?"|"reference"|"blank"/);
  });

  it("draws English questions when no language is given, and a mixed Spanish quiz from the Spanish bank only", async () => {
    const english = await start(realBank, { topic: "genesis" });
    expect((await storedIds(english.attemptId)).every((id) => id.startsWith("genesis-"))).toBe(true);
    const mixed = await start(realBank, { topic: "mixed", lang: "es", length: 20, difficulty: "medium" });
    expect(mixed.questions).toHaveLength(20);
    expect((await storedIds(mixed.attemptId)).every((id) => id.startsWith("es-"))).toBe(true);
  });

  it("leaves retired Spanish questions out, and says plainly when too few Spanish questions remain", async () => {
    rememberRetired(store, ["es-t1-001"], clock);
    const refused = await refusalOf(start(smallBank, { topic: "t1", lang: "es", types: ["fill-blank"] }));
    expect(refused.code).toBe("invalid-argument");
    expect(refused.message).toBe("There are not enough Spanish questions for that choice yet. Try another difficulty or question type.");
    rememberRetired(store, [], clock);
    expect(await storedIds((await start(smallBank, { topic: "t1", lang: "es" })).attemptId)).toHaveLength(4);
  });

  it("counts each topic's Spanish questions on the quiz page when asked in Spanish", async () => {
    const home = await quizHome(depsWith(realBank), "player", "America/Mexico_City", "es");
    const genesis = home.topics.find((topic) => topic.id === "genesis");
    expect(genesis?.questionCount).toBe(realBank.byTopic.es.get("genesis")?.length);
    expect(genesis?.questionCount).toBeGreaterThanOrEqual(18);
    const english = await quizHome(depsWith(realBank), "player", "America/Mexico_City");
    expect(english.topics.find((topic) => topic.id === "genesis")?.questionCount).toBe(realBank.byTopic.en.get("genesis")?.length);
  });

  it("names the topics in Spanish on the quiz page, in a started quiz and in a resumed one; English when not asked", async () => {
    const home = await quizHome(depsWith(realBank), "player", "America/Mexico_City", "es");
    expect(home.topics.find((topic) => topic.id === "gospels")).toMatchObject({ name: "Los Evangelios", description: "La vida, la enseñanza, la muerte y la resurrección de Jesús." });
    const english = await quizHome(depsWith(realBank), "player", "America/Mexico_City");
    expect(english.topics.find((topic) => topic.id === "gospels")?.name).toBe("The Gospels");

    const quiz = await start(realBank, { topic: "gospels", lang: "es" });
    expect(quiz.topicName).toBe("Los Evangelios");
    expect((await resumeQuiz(depsWith(realBank), "player", quiz.attemptId)).topicName).toBe("Los Evangelios");
    expect((await start(realBank, { topic: "mixed", lang: "es" })).topicName).toBe("Cuestionario variado");
    expect((await start(realBank, { topic: "gospels" })).topicName).toBe("The Gospels");
  });
});

describe("answering and finishing a Spanish quiz", () => {
  it("scores typed answers without their accents, case or punctuation, shows the RV1909 passage, and counts the quiz in the stats", async () => {
    const deps = depsWith(smallBank);
    const quiz = await start(smallBank, { topic: "t1", lang: "es", difficulty: "easy" });
    const ids = await storedIds(quiz.attemptId);
    expect([...ids].sort()).toEqual(spanishFillIns.map((question) => question.id));
    for (const [index, id] of ids.entries()) {
      clock = new Date(clock.getTime() + 5000);
      const reply = await answerQuestion(deps, "player", { attemptId: quiz.attemptId, index, answer: typedFor[id] ?? "" });
      expect(reply, id).toMatchObject({ correct: true, timedOut: false, score: index + 1 });
      expect(reply.reference.text.rv1909).toBeTruthy();
      expect(reply.reference.text.kjv).toBeTruthy();
    }
    const numberReply = (await resumeQuiz(deps, "player", quiz.attemptId)).answers[ids.indexOf("es-t1-002")];
    expect(numberReply?.correctAnswer).toBe("cuarenta");
    expect(numberReply?.reference.label).toBe("Números 14:34");

    const result = await finishQuiz(deps, "player", quiz.attemptId);
    expect(result).toMatchObject({ score: 4, total: 4, percent: 100 });
    const review = result.review.find((item) => item.correctAnswer === "envíame");
    expect(review?.prompt).toContain("___");
    expect(review?.prompt).toContain("Heme aquí");
    expect(review?.reference.label).toBe("Isaías 6:8");
    const stats = await quizStats.get(store, "player");
    expect(stats?.topics.t1).toEqual({ attempts: 1, best: 100 });
    expect(stats?.xp).toBe(result.xp);
  });

  it("marks a wrong word wrong and gives the RV1909's word as the answer", async () => {
    const deps = depsWith(smallBank);
    const quiz = await start(smallBank, { topic: "t1", lang: "es" });
    const reply = await answerQuestion(deps, "player", { attemptId: quiz.attemptId, index: 0, answer: "Jerusalem" });
    expect(reply.correct).toBe(false);
    expect(spanishFillIns.map((question) => (question.type === "fill-blank" ? question.blank.rv1909 : ""))).toContain(reply.correctAnswer);
  });
});
