import type { AnswerReply, FinishReply, QuizHome, StartQuizReply } from "@berea/contracts/quiz";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionCookie, startApiServer, type ApiTestServer } from "../test-support/api-server.ts";
import { signInTestAccount } from "../test-support/auth-emulator.ts";
import { loadBooks, loadTranslation } from "../bible/bible-data.ts";
import { blankedVerse } from "../quiz/questions.ts";
import { loadQuizBank } from "../quiz/quiz-bank.ts";

/**
 * The quiz API over HTTP with the real Auth emulator, the real question bank
 * and sqlite: who may call it, what a started quiz reveals (nothing), a whole
 * quiz with its database cost, and bad input.
 */
let api: ApiTestServer;
let baseUrl: string;

beforeAll(async () => {
  api = await startApiServer("quiz-api");
  ({ baseUrl } = api);
});

afterAll(async () => {
  await api.close();
});

interface Reply<T> {
  status: number;
  text: string;
  body: { payload?: T; message?: string; code?: string };
  cost: { reads: number; writes: number };
}

async function post<T>(path: string, body: unknown, cookie?: string): Promise<Reply<T>> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const [, reads = "0", writes = "0"] = /reads=(\d+), writes=(\d+)/.exec(response.headers.get("x-store-cost") ?? "") ?? [];
  return { status: response.status, text, body: JSON.parse(text) as Reply<T>["body"], cost: { reads: Number(reads), writes: Number(writes) } };
}

async function signedIn(name: string): Promise<string> {
  const email = `${name.toLowerCase()}-${crypto.randomUUID()}@example.com`;
  const password = "Berea#2026";
  expect((await post("/", { subject: "register", name, email, password, repeatPassword: password, referral: "" })).status).toBe(200);
  return sessionCookie(baseUrl, await signInTestAccount(email, password));
}

const timeZone = "Europe/Madrid";

describe("quiz API", () => {
  it("answers anonymous callers with 403 on every action", async () => {
    for (const action of ["home", "start", "answer", "finish"]) {
      const body = action === "answer" ? { attemptId: "x", index: 0, answer: null } : action === "finish" ? { attemptId: "x" } : { topic: "mixed", difficulty: "easy", timeZone };
      const reply = await post(`/quiz/${action}`, body);
      expect({ action, status: reply.status, code: reply.body.code }).toEqual({ action, status: 403, code: "unauthenticated" });
    }
  });

  it("plays a whole quiz: no answer leaves the server before it is given, and it costs at most 15 reads and 15 writes", async () => {
    const cookie = await signedIn("Priscilla");
    const home = await post<QuizHome>("/quiz/home", { timeZone }, cookie);
    expect(home.status).toBe(200);
    expect(home.body.payload?.remainingToday).toBe(12);
    expect(home.body.payload?.topics.length).toBeGreaterThanOrEqual(15);
    const topic = home.body.payload?.topics.find((entry) => entry.open);
    expect(topic).toBeDefined();

    // An instance reads the retired questions' list once a minute (quiz/retired-questions.ts): another player's start reads it first.
    expect((await post("/quiz/start", { topic: topic?.id, difficulty: "easy", timeZone }, await signedIn("Aquila"))).status).toBe(200);
    const start = await post<StartQuizReply>("/quiz/start", { topic: topic?.id, difficulty: "easy", timeZone }, cookie);
    expect(start.status).toBe(200);
    // The raw reply carries no answer, no reference and no blanked word.
    expect(start.text).not.toMatch(/"(answer|answers|correct|correctAnswer|blank|reference|kind)"/);
    const quiz = start.body.payload;
    expect(quiz?.questions).toHaveLength(10);
    expect(quiz?.remainingToday).toBe(11);

    const costs = [start.cost];
    for (let index = 0; index < 10; index += 1) {
      const question = quiz?.questions[index];
      const answer = question?.type === "true-false" ? true : question?.type === "fill-blank" ? "love" : question?.type === "multi-select" ? question.options.slice(0, 2) : (question?.options[0] ?? "");
      const reply = await post<AnswerReply>("/quiz/answer", { attemptId: quiz?.attemptId, index, answer }, cookie);
      expect(reply.status, reply.text).toBe(200);
      expect(reply.body.payload?.reference.text.kjv.length).toBeGreaterThan(0);
      costs.push(reply.cost);
    }
    const again = await post("/quiz/answer", { attemptId: quiz?.attemptId, index: 9, answer: true }, cookie);
    expect([again.status, again.body.message]).toEqual([409, "You have already answered question 10."]);

    const finish = await post<FinishReply>("/quiz/finish", { attemptId: quiz?.attemptId }, cookie);
    expect(finish.status).toBe(200);
    expect(finish.body.payload?.review).toHaveLength(10);
    costs.push(finish.cost);
    const total = costs.reduce((sum, cost) => ({ reads: sum.reads + cost.reads, writes: sum.writes + cost.writes }), { reads: 0, writes: 0 });
    expect(total.reads).toBeLessThanOrEqual(15);
    expect(total.writes).toBeLessThanOrEqual(15);

    // Another user cannot touch this attempt.
    const stranger = await signedIn("Demas");
    const theirs = await post("/quiz/finish", { attemptId: quiz?.attemptId }, stranger);
    expect(theirs.status).toBe(404);
  });

  it("plays a quiz in Spanish: Spanish questions, fill-ins from the RV1909, typed answers forgiven their accents", async () => {
    const bank = loadQuizBank();
    const texts = { kjv: loadTranslation("kjv"), web: loadTranslation("web"), rv1909: loadTranslation("rv1909"), books: loadBooks() };
    /** The word a shown RV1909 template blanks, typed the lazy way: capitals, no accents. */
    const typedFor = (template: string) => {
      const question = [...bank.byId.values()].find((entry) => entry.lang === "es" && entry.type === "fill-blank" && blankedVerse(entry, texts) === template);
      return question?.type === "fill-blank" && question.lang === "es" ? question.blank.rv1909.normalize("NFD").replace(/\p{M}/gu, "").toUpperCase() : "?";
    };
    const cookie = await signedIn("Lidia");
    const start = await post<StartQuizReply>("/quiz/start", { topic: "mixed", difficulty: "easy", types: ["fill-blank"], length: 4, timeZone, lang: "es" }, cookie);
    expect(start.status).toBe(200);
    const quiz = start.body.payload;
    expect(quiz?.questions).toHaveLength(4);
    for (const [index, question] of (quiz?.questions ?? []).entries()) {
      if (question.type !== "fill-blank") throw new Error(`a ${question.type} in a fill-in quiz`);
      expect(question.prompt).toBe("Completa el espacio en blanco.");
      expect(question.template.rv1909).toContain("___");
      expect(question.template.kjv).toBe("");
      const reply = await post<AnswerReply>("/quiz/answer", { attemptId: quiz?.attemptId, index, answer: typedFor(question.template.rv1909 ?? "") }, cookie);
      expect(reply.body.payload).toMatchObject({ correct: true, score: index + 1 });
      expect(reply.body.payload?.reference.text.rv1909).toBeTruthy();
    }
    const finish = await post<FinishReply>("/quiz/finish", { attemptId: quiz?.attemptId }, cookie);
    expect(finish.body.payload).toMatchObject({ score: 4, total: 4, percent: 100 });
    const home = await post<QuizHome>("/quiz/home", { timeZone, lang: "es" }, cookie);
    expect(home.body.payload?.topics.find((topic) => topic.id === "genesis")?.questionCount).toBe(bank.byTopic.es.get("genesis")?.length);
  });

  it("answers bad input with a 400 and a clear message", async () => {
    const cookie = await signedIn("Apollos");
    const cases: [string, unknown, string][] = [
      ["/quiz/home", {}, "timeZone is required."],
      ["/quiz/home", { timeZone: "Mars/Olympus" }, 'timeZone "Mars/Olympus" is not a time zone we know. Use an IANA name such as Europe/Madrid or America/New_York.'],
      ["/quiz/start", { topic: "mixed", difficulty: "impossible", timeZone }, "difficulty must be one of: easy, medium, hard."],
      ["/quiz/start", { topic: "mixed", difficulty: "easy", length: 50, timeZone }, "A quiz has at most 20 questions."],
      ["/quiz/start", { topic: "atlantis", difficulty: "easy", timeZone }, 'There is no quiz topic "atlantis".'],
      ["/quiz/start", { topic: "mixed", difficulty: "easy", types: ["essay"], timeZone }, "types.0 must be one of: multiple-choice, true-false, fill-blank, multi-select."],
      ["/quiz/start", { topic: "mixed", difficulty: "easy", lang: "fr", timeZone }, "Choose a language: en, es."],
      ["/quiz/start", { topic: "mixed", difficulty: "easy", lang: "ES", timeZone }, "Choose a language: en, es."],
      ["/quiz/start", { topic: "mixed", difficulty: "easy", lang: 1, timeZone }, "lang must be a string."],
      ["/quiz/home", { timeZone, lang: "pt" }, "Choose a language: en, es."],
      ["/quiz/answer", { attemptId: "x", index: "first", answer: null }, "index must be a number."],
      ["/quiz/answer", { attemptId: "x", index: 0 }, "answer is required."],
      ["/quiz/finish", {}, "attemptId is required."],
    ];
    for (const [path, body, message] of cases) {
      const reply = await post(path, body, cookie);
      expect({ path, status: reply.status, message: reply.body.message }).toEqual({ path, status: 400, message });
    }
  });
});
