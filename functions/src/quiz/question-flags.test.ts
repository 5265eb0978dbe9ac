import type { BankQuestion } from "@berea/contracts/quiz";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadBooks, loadTranslation } from "../bible/bible-data.ts";
import type { Store } from "../store/port.ts";
import { appErrorOf, refusalOf, openDomainStore, seededRandom, type DomainStore, saidReplyOf } from "../test-support/domain-test.ts";
import { ensureProfile, usersCollection } from "../users/profiles.ts";
import { answerQuestion, quizAttempts, startQuiz, type QuizDeps } from "./attempts.ts";
import { flagQuestion, flagQueue, questionFlags, reviewFlags } from "./question-flags.ts";
import { createQuizBank } from "./quiz-bank.ts";
import type { BibleTexts } from "./questions.ts";
import { quizSettings, retiredListMs } from "./retired-questions.ts";

/** Flags on quiz questions and the moderators' queue, over the real sqlite store with a small bank of real questions. */

const ref = (book: string, chapter: number, start: number, end = start) => ({ book, chapter, start, end });
const questions: BankQuestion[] = [
  { id: "t1-001", topic: "t1", difficulty: "easy", reference: ref("Gen", 6, 14), type: "multiple-choice", prompt: "Who was told to make an ark of gopher wood?", kind: "person", options: ["Moses", "Noah", "Abraham", "David"], answer: "Noah" },
  { id: "t1-002", topic: "t1", difficulty: "easy", reference: ref("Matt", 2, 1), type: "multiple-choice", prompt: "In which town was Jesus born?", kind: "place", options: ["Nazareth", "Bethlehem", "Jerusalem", "Capernaum"], answer: "Bethlehem" },
  { id: "t1-003", topic: "t1", difficulty: "easy", reference: ref("Gen", 7, 12), type: "multiple-choice", prompt: "For how many days did the rain fall in the flood?", kind: "number", options: ["7", "12", "40", "150"], answer: "40" },
  { id: "t1-004", topic: "t1", difficulty: "easy", reference: ref("Ps", 23, 1), type: "fill-blank", blank: { kjv: "shepherd", web: "shepherd" } },
  { id: "t1-005", topic: "t1", difficulty: "easy", reference: ref("Gen", 1, 1), type: "true-false", prompt: "The Bible opens with the words 'In the beginning'.", answer: true },
  { id: "t1-006", topic: "t1", difficulty: "easy", reference: ref("Jonah", 1, 17), type: "true-false", prompt: "Jonah was swallowed by a lion.", answer: false },
];
const bank = createQuizBank([{ id: "t1", name: "Basics", description: "", basic: true }], questions);

let texts: BibleTexts;
let domain: DomainStore;
let store: Store;
let clock: Date;
let deps: QuizDeps;

beforeAll(() => {
  texts = { kjv: loadTranslation("kjv"), web: loadTranslation("web"), books: loadBooks() };
});

beforeEach(async () => {
  domain = openDomainStore("question-flags");
  store = domain.store;
  clock = new Date("2026-11-22T15:00:00Z");
  deps = { store, bank, texts, now: () => clock, random: seededRandom(7) };
  for (const [uid, name] of [["ruth", "Ruth"], ["boaz", "Boaz"]] as const) {
    await ensureProfile(store, { uid, name, email: `${uid}@example.com`, timeZone: "UTC" }, clock);
    await store.update(usersCollection, uid, { paymentPlan: 1 });
  }
});

afterEach(() => domain.close());

/** A quiz of the whole small bank with its first question answered; returns the attempt and the question at place 0. */
async function answeredQuiz(uid: string): Promise<{ attemptId: string; questionId: string }> {
  const { attemptId } = await startQuiz(deps, uid, { topic: "t1", difficulty: "easy", length: 6, timeZone: "UTC" });
  await answerQuestion(deps, uid, { attemptId, index: 0, answer: null });
  const questionId = (await quizAttempts.get(store, attemptId))?.questionIds[0] ?? "";
  return { attemptId, questionId };
}

describe("flagging a question", () => {
  it("flags a question the player answered in their own quiz, once per player: flagging again updates it", async () => {
    const { attemptId, questionId } = await answeredQuiz("ruth");
    expect(await saidReplyOf(flagQuestion(deps, "ruth", { attemptId, index: 0, reason: "wrong", note: "" }))).toEqual({ message: "Thank you. A moderator will look at this question." });
    clock = new Date(clock.getTime() + 60_000);
    await flagQuestion(deps, "ruth", { attemptId, index: 0, reason: "unclear", note: "Two answers fit." });
    const flags = await questionFlags.query(store, {});
    expect(flags.map((flag) => flag.data)).toEqual([
      { questionId, uid: "ruth", reason: "unclear", note: "Two answers fit.", flaggedAt: "2026-11-22T15:01:00.000Z", reviewNeeded: true, closedAs: null },
    ]);
  });

  it("refuses a question not yet answered, another player's quiz and a place past the end, and stores nothing", async () => {
    const { attemptId } = await answeredQuiz("ruth");
    expect(await refusalOf(flagQuestion(deps, "ruth", { attemptId, index: 1, reason: "wrong", note: "" }))).toMatchObject({ code: "failed-precondition", message: "Answer the question first; then you can flag it." });
    expect((await appErrorOf(flagQuestion(deps, "boaz", { attemptId, index: 0, reason: "wrong", note: "" }))).code).toBe("not-found");
    expect((await appErrorOf(flagQuestion(deps, "ruth", { attemptId, index: 9, reason: "wrong", note: "" }))).code).toBe("invalid-argument");
    expect(await questionFlags.query(store, {})).toEqual([]);
  });
});

describe("the moderators' queue", () => {
  it("lists each flagged question with its answer, passage and flags, most flagged first", async () => {
    const ruths = await answeredQuiz("ruth");
    const boazs = await answeredQuiz("boaz");
    await flagQuestion(deps, "ruth", { ...ruths, index: 0, reason: "wrong", note: "Verse says otherwise." });
    await flagQuestion(deps, "boaz", { ...boazs, index: 0, reason: "unclear", note: "" });
    const { questions: queue } = await flagQueue(deps);
    const counts = new Map<string, number>();
    for (const id of [ruths.questionId, boazs.questionId]) counts.set(id, (counts.get(id) ?? 0) + 1);
    expect(queue.map((entry) => entry.wrong + entry.unclear)).toEqual([...counts.values()].sort((a, b) => b - a));
    const ruthsEntry = queue.find((entry) => entry.questionId === ruths.questionId);
    const question = bank.byId.get(ruths.questionId);
    expect(ruthsEntry).toMatchObject({ topic: "t1", type: question?.type, wrong: 1 });
    expect(ruthsEntry?.notes).toEqual([{ reason: "wrong", note: "Verse says otherwise.", flaggedAt: "2026-11-22T15:00:00.000Z" }]);
    expect(ruthsEntry?.text.length).toBeGreaterThan(10);
  });

  it("closes a question's open flags when dismissed, and a later flag opens it again", async () => {
    const { attemptId, questionId } = await answeredQuiz("ruth");
    await flagQuestion(deps, "ruth", { attemptId, index: 0, reason: "wrong", note: "" });
    expect(await saidReplyOf(reviewFlags(deps, { questionId, action: "dismiss" }))).toEqual({ message: "Dismissed: the flags are closed and the question stays as it is.", closed: 1 });
    expect((await flagQueue(deps)).questions).toEqual([]);
    expect((await questionFlags.query(store, {}))[0]?.data).toMatchObject({ reviewNeeded: false, closedAs: "dismissed" });
    await flagQuestion(deps, "ruth", { attemptId, index: 0, reason: "unclear", note: "" });
    expect((await flagQueue(deps)).questions.map((entry) => entry.questionId)).toEqual([questionId]);
    expect((await appErrorOf(reviewFlags(deps, { questionId: "no-such-question", action: "fixed" }))).code).toBe("not-found");
  });

  it("retires a question: no quiz draws it again, at once on this instance and within a minute on the others", async () => {
    const { attemptId, questionId } = await answeredQuiz("ruth");
    await flagQuestion(deps, "ruth", { attemptId, index: 0, reason: "wrong", note: "" });
    expect((await saidReplyOf(reviewFlags(deps, { questionId, action: "retire" }))).message).toBe("Retired: no quiz will draw this question again.");
    const drawn = async () => (await quizAttempts.get(store, (await startQuiz(deps, "boaz", { topic: "t1", difficulty: "easy", length: 6, timeZone: "UTC" })).attemptId))?.questionIds ?? [];
    expect((await drawn()).sort()).toEqual(questions.map((entry) => entry.id).filter((id) => id !== questionId));

    // Another instance retires one more: this instance's list is under a minute old, so it learns only when the minute is up.
    const another = questions.find((entry) => entry.id !== questionId)?.id ?? "";
    await quizSettings.set(store, "retired", { retired: [questionId, another] });
    expect(await drawn()).toContain(another);
    clock = new Date(clock.getTime() + retiredListMs);
    expect(await drawn()).not.toContain(another);
    expect((await quizSettings.get(store, "retired"))?.retired).toEqual([questionId, another]);
  });
});
