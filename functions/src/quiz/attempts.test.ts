import type { BankQuestion, StartQuizRequest } from "@berea/contracts/quiz";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AppError } from "../lib/app-error.ts";
import { loadBooks, loadTranslation } from "../bible/bible-data.ts";
import { meterCost } from "../store/cost-meter.ts";
import type { Store } from "../store/port.ts";
import { appErrorOf, refusalOf, openDomainStore, seededRandom, type DomainStore } from "../test-support/domain-test.ts";
import { ensureProfile, usersCollection } from "../users/profiles.ts";
import { answerQuestion, finishQuiz, quizHome, resumeQuiz, startQuiz, updateQuizSettings, type QuizDeps } from "./attempts.ts";
import { createQuizBank } from "./quiz-bank.ts";
import { retiredQuestionIds } from "./retired-questions.ts";
import type { BibleTexts } from "./questions.ts";

/** The quiz engine against the real sqlite store, with a small bank of real questions and a clock the test moves. */

const ref = (book: string, chapter: number, start: number, end = start) => ({ book, chapter, start, end });
const basic: BankQuestion[] = [
  { id: "t1-001", topic: "t1", difficulty: "easy", reference: ref("Gen", 6, 14), type: "multiple-choice", prompt: "Who was told to make an ark of gopher wood?", kind: "person", options: ["Moses", "Noah", "Abraham", "David"], answer: "Noah" },
  { id: "t1-002", topic: "t1", difficulty: "easy", reference: ref("Matt", 2, 1), type: "multiple-choice", prompt: "In which town was Jesus born?", kind: "place", options: ["Nazareth", "Bethlehem", "Jerusalem", "Capernaum"], answer: "Bethlehem" },
  { id: "t1-003", topic: "t1", difficulty: "easy", reference: ref("Gen", 7, 12), type: "multiple-choice", prompt: "For how many days did the rain fall in the flood?", kind: "number", options: ["7", "12", "40", "150"], answer: "40" },
  { id: "t1-004", topic: "t1", difficulty: "easy", reference: ref("Gen", 1, 1), type: "true-false", prompt: "The Bible opens with the words 'In the beginning'.", answer: true },
  { id: "t1-005", topic: "t1", difficulty: "easy", reference: ref("Jonah", 1, 17), type: "true-false", prompt: "Jonah was swallowed by a lion.", answer: false },
  { id: "t1-006", topic: "t1", difficulty: "easy", reference: ref("Matt", 4, 18), type: "true-false", prompt: "Peter and Andrew were fishermen.", answer: true },
  { id: "t1-007", topic: "t1", difficulty: "easy", reference: ref("John", 3, 16), type: "fill-blank", blank: { kjv: "loved", web: "loved" } },
  { id: "t1-008", topic: "t1", difficulty: "easy", reference: ref("Ps", 16, 11), type: "fill-blank", blank: { kjv: "shew", web: "show" } },
  { id: "t1-009", topic: "t1", difficulty: "easy", reference: ref("Ps", 23, 1), type: "fill-blank", blank: { kjv: "shepherd", web: "shepherd" } },
  { id: "t1-010", topic: "t1", difficulty: "easy", reference: ref("Gen", 35, 23), type: "multi-select", prompt: "Which of these were sons of Leah? Choose all that apply.", kind: "person", options: ["Reuben", "Joseph", "Judah", "Benjamin"], answers: ["Reuben", "Judah"] },
  { id: "t1-011", topic: "t1", difficulty: "easy", reference: ref("Gal", 5, 22, 23), type: "multi-select", prompt: "Which of these are named as fruit of the Spirit? Choose all that apply.", kind: "thing", options: ["love", "wealth", "peace", "fame", "patience"], answers: ["love", "peace"] },
  { id: "t1-012", topic: "t1", difficulty: "easy", reference: ref("Matt", 10, 2, 3), type: "multi-select", prompt: "Which of these were among the twelve apostles? Choose all that apply.", kind: "person", options: ["Thomas", "Paul", "Matthew", "Barnabas"], answers: ["Thomas", "Matthew"] },
];
const premium: BankQuestion[] = [1, 2, 3, 4].map((n) => ({
  id: `t2-00${n}`,
  topic: "t2",
  difficulty: "easy",
  reference: ref("Rev", 1, 4),
  type: "true-false",
  prompt: `Revelation is addressed to seven churches (${n}).`,
  answer: true,
}));
const bank = createQuizBank(
  [
    { id: "t1", name: "Basics", description: "", basic: true },
    { id: "t2", name: "Deeper", description: "", basic: false },
  ],
  [...basic, ...premium],
);

let texts: BibleTexts;
let domain: DomainStore;
let store: Store;
let clock: Date;
let deps: QuizDeps;
const random = seededRandom(1);

beforeAll(() => {
  texts = { kjv: loadTranslation("kjv"), web: loadTranslation("web"), books: loadBooks() };
});

beforeEach(async () => {
  domain = openDomainStore("quiz");
  store = domain.store;
  clock = new Date("2026-11-22T15:00:00Z");
  deps = { store, bank, texts, now: () => clock, random };
  // Both signed up in New York: their days are New York's (users/user-day.ts).
  await ensureProfile(store, { uid: "free", name: "Ruth Moabite", email: "ruth@example.com", timeZone: "America/New_York" }, clock);
  await ensureProfile(store, { uid: "paid", name: "Lydia", email: "lydia@example.com", timeZone: "America/New_York" }, clock);
  await store.update(usersCollection, "paid", { paymentPlan: 1 });
});

afterEach(() => domain.close());

const start = (uid: string, change: Partial<StartQuizRequest> = {}) =>
  startQuiz(deps, uid, { topic: "t1", difficulty: "easy", length: 10, timeZone: "America/New_York", ...change });
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};
const question = (id: string) => {
  const found = [...basic, ...premium].find((entry) => entry.id === id);
  if (!found) throw new Error(id);
  return found;
};
const rightAnswer = (id: string) => {
  const q = question(id);
  switch (q.type) {
    case "multiple-choice":
      return q.answer;
    case "true-false":
      return q.answer;
    case "fill-blank":
      return q.blank.web.toUpperCase();
    case "multi-select":
      return [...q.answers].reverse();
  }
};

describe("starting a quiz", () => {
  it("gives the questions without answers, references or the blanked word", async () => {
    const reply = await start("free");
    expect(reply.questions).toHaveLength(10);
    expect(new Set(reply.questions.map((entry) => entry.type)).size).toBe(4);
    const json = JSON.stringify(reply);
    expect(json).not.toMatch(/"answers?"|"reference"|"blank"|"correct/);
    for (const entry of reply.questions) {
      if (entry.type !== "fill-blank") continue;
      for (const word of ["loved", "shew", "show", "shepherd"]) {
        expect(entry.template.kjv).not.toMatch(new RegExp(`\\b${word}\\b`, "i"));
        expect(entry.template.web).not.toMatch(new RegExp(`\\b${word}\\b`, "i"));
      }
      expect(entry.template.kjv).toContain("___");
    }
    expect(reply.remainingToday).toBe(11);
  });

  it("keeps Premium topics for Premium, with a clear message, and opens them to paying users", async () => {
    const refused = await refusalOf(start("free", { topic: "t2", length: 4 }));
    expect(refused.code).toBe("permission-denied");
    expect(refused.message).toBe("Deeper is one of the Premium topics. Upgrade to Premium to play every topic, or choose one of the free topics.");
    expect((await start("paid", { topic: "t2", length: 4 })).questions).toHaveLength(4);
    expect((await refusalOf(start("free", { topic: "nope" }))).message).toBe('There is no quiz topic "nope".');
  });

  it("lets the Free plan start 12 quizzes a day in the user's own time zone", async () => {
    for (let n = 1; n <= 12; n += 1) expect((await start("free")).remainingToday).toBe(12 - n);
    const thirteenth = await refusalOf(start("free"));
    expect(thirteenth.code).toBe("quota-exceeded");
    expect(thirteenth.message).toBe("You have played today's 12 free quizzes. Upgrade to Premium for unlimited quizzes, or come back tomorrow.");
    expect((await quizHome(deps, "free", "America/New_York")).remainingToday).toBe(0);

    // 15:00 UTC is already the 23rd in Tokyo, but the user's day is New York's: a request naming Tokyo opens nothing.
    expect((await appErrorOf(start("free", { timeZone: "Asia/Tokyo" }))).code).toBe("quota-exceeded");
    // At 05:00 UTC on the 23rd it is midnight in New York: the user's new day.
    clock = new Date("2026-11-23T05:00:00Z");
    expect((await start("free", { timeZone: "Asia/Tokyo" })).remainingToday).toBe(11);
  });

  it("holds the daily limit under 30 simultaneous starts: exactly 12 succeed", async () => {
    const results = await Promise.allSettled(Array.from({ length: 30 }, () => start("free")));
    const started = results.filter((result) => result.status === "fulfilled");
    const refused = results.flatMap((result) => (result.status === "rejected" ? [result.reason as unknown] : []));
    expect(started).toHaveLength(12);
    expect(refused).toHaveLength(18);
    expect(refused.every((reason) => reason instanceof AppError && reason.code === "quota-exceeded")).toBe(true);
    expect(await store.count("quizAttempts")).toBe(12);
  });

  it("gives Premium unlimited quizzes", async () => {
    for (let n = 0; n < 15; n += 1) expect((await start("paid")).remainingToday).toBeNull();
  });
});

describe("answering", () => {
  it("checks each answer on the server and only then reveals the answer and the passage", async () => {
    const quiz = await start("free");
    const attempt = await store.get<{ questionIds: string[] }>("quizAttempts", quiz.attemptId);
    const ids = attempt?.questionIds ?? [];
    for (const [index, id] of ids.entries()) {
      advance(5);
      const reply = await answerQuestion(deps, "free", { attemptId: quiz.attemptId, index, answer: rightAnswer(id) });
      expect(reply, id).toMatchObject({ correct: true, timedOut: false, score: index + 1 });
      expect(reply.reference.text.kjv.length).toBeGreaterThan(10);
    }
    const wrong = await start("paid", { types: ["fill-blank"], length: 3 });
    const reply = await answerQuestion(deps, "paid", { attemptId: wrong.attemptId, index: 0, answer: "Jerusalem" });
    expect(reply).toMatchObject({ correct: false, timedOut: false, score: 0 });
    expect(reply.reference.label).toMatch(/^(John 3:16|Psalms 16:11|Psalms 23:1)$/);
  });

  it("accepts a typed blank in either translation's spelling, any case, with punctuation", async () => {
    const quiz = await start("paid", { types: ["fill-blank"], length: 3 });
    const ids = (await store.get<{ questionIds: string[] }>("quizAttempts", quiz.attemptId))?.questionIds ?? [];
    for (const [index, id] of ids.entries()) {
      const q = question(id);
      const typed = q.type === "fill-blank" ? `  ${q.blank.kjv.toUpperCase()}!` : "";
      expect((await answerQuestion(deps, "paid", { attemptId: quiz.attemptId, index, answer: typed })).correct).toBe(true);
    }
    const reply = await answerQuestion(deps, "paid", { attemptId: (await start("paid", { types: ["fill-blank"], length: 3 })).attemptId, index: 0, answer: "show" });
    expect(typeof reply.correctAnswer).toBe("string");
  });

  it("refuses a second answer to the same question, skipping ahead, and answers of the wrong shape", async () => {
    const quiz = await start("free", { types: ["multiple-choice"], length: 3 });
    await answerQuestion(deps, "free", { attemptId: quiz.attemptId, index: 0, answer: quiz.questions[0]?.type === "multiple-choice" ? (quiz.questions[0].options[0] ?? "") : "" });
    const twice = await refusalOf(answerQuestion(deps, "free", { attemptId: quiz.attemptId, index: 0, answer: "Noah" }));
    expect([twice.code, twice.message]).toEqual(["already-exists", "You have already answered question 1."]);
    const ahead = await refusalOf(answerQuestion(deps, "free", { attemptId: quiz.attemptId, index: 2, answer: "Noah" }));
    expect([ahead.code, ahead.message]).toEqual(["failed-precondition", "Answer question 2 first."]);
    const shape = await refusalOf(answerQuestion(deps, "free", { attemptId: quiz.attemptId, index: 1, answer: "Goliath" }));
    expect([shape.code, shape.message]).toEqual(["invalid-argument", "Choose one of the four options."]);
    const someoneElse = await refusalOf(answerQuestion(deps, "paid", { attemptId: quiz.attemptId, index: 1, answer: "Noah" }));
    expect(someoneElse.code).toBe("not-found");
  });

  it("counts an answer after the time limit and its grace as timed out, and a null answer too", async () => {
    const quiz = await start("free", { types: ["true-false"], length: 3 });
    // A true-false question's 30 s, plus the 3 s of grace an answer has for the network.
    const graceSeconds = 3;
    advance(30 + graceSeconds - 1);
    const inTime = await answerQuestion(deps, "free", { attemptId: quiz.attemptId, index: 0, answer: true });
    expect(inTime.timedOut).toBe(false);
    advance(30 + graceSeconds + 1);
    const late = await answerQuestion(deps, "free", { attemptId: quiz.attemptId, index: 1, answer: true });
    expect(late).toMatchObject({ timedOut: true, correct: false });
    const ranOut = await answerQuestion(deps, "free", { attemptId: quiz.attemptId, index: 2, answer: null });
    expect(ranOut).toMatchObject({ timedOut: true, correct: false });
  });

  it("lets a reported reading time extend the next question's clock by at most 5 seconds", async () => {
    const quiz = await start("free", { types: ["true-false"], length: 3 });
    await answerQuestion(deps, "free", { attemptId: quiz.attemptId, index: 0, answer: true });
    // A true-false question has 30 s and 3 s of grace; 4 s of reading counts in full: 37 s later is in time.
    advance(37);
    expect((await answerQuestion(deps, "free", { attemptId: quiz.attemptId, index: 1, answer: true, readMs: 4_000 })).timedOut).toBe(false);
    // A claim of 50 s of reading counts as 5 s: 30 + 3 + 5 = 38 s, so 39 s later is too late.
    advance(39);
    expect((await answerQuestion(deps, "free", { attemptId: quiz.attemptId, index: 2, answer: true, readMs: 50_000 })).timedOut).toBe(true);
  });

  it("cannot be stretched by an hour's claimed reading: the answer after 150 s times out", async () => {
    const quiz = await start("free", { types: ["true-false"], length: 2 });
    await answerQuestion(deps, "free", { attemptId: quiz.attemptId, index: 0, answer: true });
    advance(150);
    expect((await answerQuestion(deps, "free", { attemptId: quiz.attemptId, index: 1, answer: true, readMs: 3_600_000 })).timedOut).toBe(true);
  });
});

describe("resuming", () => {
  it("gives the same attempt back after a reload, with the answers so far, to its owner only, at no quiz's cost", async () => {
    const quiz = await start("free", { types: ["true-false"], length: 3 });
    const first = await answerQuestion(deps, "free", { attemptId: quiz.attemptId, index: 0, answer: true });
    const second = await answerQuestion(deps, "free", { attemptId: quiz.attemptId, index: 1, answer: false });
    const { result: resumed, cost } = await meterCost(() => resumeQuiz(deps, "free", quiz.attemptId));
    expect(cost).toEqual({ reads: 1, writes: 0 });
    expect(resumed.questions.map((entry) => entry.prompt).sort()).toEqual(quiz.questions.map((entry) => entry.prompt).sort());
    expect(resumed.answers).toHaveLength(2);
    expect(resumed.answers).toEqual([first, second]);
    expect(resumed.finished).toBe(false);
    expect((await quizHome(deps, "free", "America/New_York")).remainingToday).toBe(11);
    expect((await appErrorOf(resumeQuiz(deps, "paid", quiz.attemptId))).code).toBe("not-found");
    await finishQuiz(deps, "free", quiz.attemptId);
    expect((await resumeQuiz(deps, "free", quiz.attemptId)).finished).toBe(true);
  });
});

describe("finishing", () => {
  async function playWhole(uid: string, correctCount: number) {
    const quiz = await start(uid);
    const ids = (await store.get<{ questionIds: string[] }>("quizAttempts", quiz.attemptId))?.questionIds ?? [];
    for (const [index, id] of ids.entries()) {
      advance(3);
      await answerQuestion(deps, uid, { attemptId: quiz.attemptId, index, answer: index < correctCount ? rightAnswer(id) : null });
    }
    return finishQuiz(deps, uid, quiz.attemptId);
  }

  it("scores, awards XP, keeps the best score and reviews every question", async () => {
    const first = await playWhole("free", 7);
    expect(first).toMatchObject({ score: 7, total: 10, percent: 70, xp: 70, totalXp: 70, bestScore: 70, streak: 1 });
    expect(first.review).toHaveLength(10);
    expect(first.review.filter((entry) => entry.timedOut)).toHaveLength(3);
    const perfect = await playWhole("free", 10);
    expect(perfect).toMatchObject({ percent: 100, xp: 120, totalXp: 190, bestScore: 100, streak: 1 });
    const worse = await playWhole("free", 2);
    expect(worse.bestScore).toBe(100);
    const home = await quizHome(deps, "free", "America/New_York");
    expect(home.topics.find((topic) => topic.id === "t1")).toMatchObject({ attempts: 3, bestScore: 100, open: true });
    expect(home.topics.find((topic) => topic.id === "t2")).toMatchObject({ open: false, attempts: 0, bestScore: null });
  });

  it("is idempotent: finishing twice gives the same result and counts once", async () => {
    const quiz = await start("free", { length: 4 });
    const once = await finishQuiz(deps, "free", quiz.attemptId);
    advance(60);
    expect(await finishQuiz(deps, "free", quiz.attemptId)).toEqual(once);
    expect((await quizHome(deps, "free", "America/New_York")).topics[0]?.attempts).toBe(1);
    const after = await refusalOf(answerQuestion(deps, "free", { attemptId: quiz.attemptId, index: 0, answer: true }));
    expect(after.code).toBe("failed-precondition");
  });

  it("counts the daily streak in the user's time zone: days in a row add up, a missed day starts again", async () => {
    expect((await playWhole("paid", 5)).streak).toBe(1);
    clock = new Date("2026-11-23T15:00:00Z");
    expect((await playWhole("paid", 5)).streak).toBe(2);
    expect((await playWhole("paid", 5)).streak).toBe(2);
    clock = new Date("2026-11-24T15:00:00Z");
    expect((await playWhole("paid", 5)).streak).toBe(3);
    expect((await quizHome(deps, "paid", "America/New_York")).streak).toBe(3);
    clock = new Date("2026-11-26T15:00:00Z");
    expect((await quizHome(deps, "paid", "America/New_York")).streak).toBe(0);
    expect((await playWhole("paid", 5)).streak).toBe(1);
  });

  it("shows only people who chose to be shown in 'Attempted by', never the player", async () => {
    expect((await quizHome(deps, "paid", "UTC")).showInAttemptedBy).toBe(false);
    await updateQuizSettings(deps, "paid", { showInAttemptedBy: true });
    expect((await quizHome(deps, "paid", "UTC")).showInAttemptedBy).toBe(true);
    await playWhole("paid", 5);
    await playWhole("free", 5);
    const seenByFree = await start("free");
    expect(seenByFree.attemptedBy).toEqual([{ name: "Lydia", avatar: null }]);
    const seenByPaid = await start("paid");
    expect(seenByPaid.attemptedBy).toEqual([]);
  });

  it("lets many players finish one topic at once, each writing only their own 'Attempted by' entry; the newest five others are shown", async () => {
    const players = Array.from({ length: 8 }, (_, n) => `player-${n}`);
    for (const [n, uid] of players.entries()) {
      await ensureProfile(store, { uid, name: `Player${n} Berean`, email: `${uid}@example.com`, timeZone: "America/New_York" }, clock);
      await store.update(usersCollection, uid, { paymentPlan: 1, showInAttemptedBy: true });
    }
    const quizzes = await Promise.all(players.map((uid) => start(uid)));
    await Promise.all(players.map((uid, n) => finishQuiz(deps, uid, quizzes[n]?.attemptId ?? "")));
    // No shared list: one entry per player under the topic.
    expect(await store.count("quizTakers")).toBe(0);
    expect(await store.count("quizTakers/t1/takers")).toBe(players.length);
    // The newest first: one more finishes later.
    advance(60);
    await finishQuiz(deps, "player-0", (await start("player-0")).attemptId);
    const seen = await start("paid");
    expect(seen.attemptedBy).toHaveLength(5);
    expect(seen.attemptedBy[0]?.name).toBe("Player0");
    // A player does not see themselves.
    const own = await start("player-0");
    expect(own.attemptedBy).toHaveLength(5);
    expect(own.attemptedBy.map((taker) => taker.name)).not.toContain("Player0");
  });

  it("costs at most 15 reads and 15 writes for a whole 10-question quiz", async () => {
    // The retired questions' list is read once a minute per instance: this is a start within that minute.
    await retiredQuestionIds(store, deps.now());
    const { cost } = await meterCost(async () => {
      const quiz = await start("free");
      for (let index = 0; index < 10; index += 1) await answerQuestion(deps, "free", { attemptId: quiz.attemptId, index, answer: null });
      await finishQuiz(deps, "free", quiz.attemptId);
    });
    expect(cost.reads).toBeLessThanOrEqual(15);
    expect(cost.writes).toBeLessThanOrEqual(15);
    expect(cost).toEqual({ reads: 15, writes: 14 });
  });
});
