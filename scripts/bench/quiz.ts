import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadBooks, loadTranslation } from "../../functions/src/bible/bible-data.ts";
import { answerQuestion, finishQuiz, startQuiz, type QuizDeps } from "../../functions/src/quiz/attempts.ts";
import { loadQuizBank } from "../../functions/src/quiz/quiz-bank.ts";
import { meterCost } from "../../functions/src/store/cost-meter.ts";
import { createSqliteStore } from "../../functions/src/store/sqlite-driver.ts";
import { ensureProfile } from "../../functions/src/users/profiles.ts";
import { percentile, type BenchSection } from "./report.ts";

/**
 * Quiz numbers (issue 4): the database reads and writes one whole 10-question
 * quiz costs, counted by the store driver as Firestore bills them, and the
 * engine's time per call on the embedded store.
 */
export async function benchQuiz(): Promise<BenchSection> {
  const dir = mkdtempSync(join(tmpdir(), "berea-bench-quiz-"));
  const store = createSqliteStore({ file: join(dir, "quiz.sqlite") });
  try {
    const deps: QuizDeps = {
      store,
      bank: loadQuizBank(),
      texts: { kjv: loadTranslation("kjv"), web: loadTranslation("web"), books: loadBooks() },
      now: () => new Date(),
      random: Math.random,
    };
    await ensureProfile(store, { uid: "bench", name: "Bench Reader", email: "bench@example.com" }, deps.now());
    const request = { topic: "mixed", difficulty: "easy" as const, length: 10, timeZone: "UTC" };
    const start = await meterCost(() => startQuiz(deps, "bench", request));
    const answers = [];
    for (let index = 0; index < 10; index += 1) answers.push((await meterCost(() => answerQuestion(deps, "bench", { attemptId: start.result.attemptId, index, answer: null }))).cost);
    const finish = await meterCost(() => finishQuiz(deps, "bench", start.result.attemptId));
    const reads = start.cost.reads + answers.reduce((sum, cost) => sum + cost.reads, 0) + finish.cost.reads;
    const writes = start.cost.writes + answers.reduce((sum, cost) => sum + cost.writes, 0) + finish.cost.writes;

    // Engine time per call (no HTTP): more quizzes, as a paid user so the daily limit does not stop the loop.
    await ensureProfile(store, { uid: "paid", name: "Paid Reader", email: "paid@example.com" }, deps.now());
    await store.update("users", "paid", { paymentPlan: 1 });
    const startMs: number[] = [];
    const answerMs: number[] = [];
    for (let quiz = 0; quiz < 30; quiz += 1) {
      let began = performance.now();
      const { attemptId } = await startQuiz(deps, "paid", request);
      startMs.push(performance.now() - began);
      for (let index = 0; index < 10; index += 1) {
        began = performance.now();
        await answerQuestion(deps, "paid", { attemptId, index, answer: null });
        answerMs.push(performance.now() - began);
      }
    }
    const round1 = (value: number) => Math.round(value * 10) / 10;
    return {
      name: "quiz",
      rows: [
        { metric: "Start a quiz: reads / writes", value: `${start.cost.reads} / ${start.cost.writes}`, unit: "docs" },
        { metric: "Answer a question: reads / writes", value: `${answers[0]?.reads ?? 0} / ${answers[0]?.writes ?? 0}`, unit: "docs" },
        { metric: "Finish: reads / writes", value: `${finish.cost.reads} / ${finish.cost.writes}`, unit: "docs" },
        { metric: "Whole 10-question quiz: reads", value: reads, unit: "docs", budget: 15 },
        { metric: "Whole 10-question quiz: writes", value: writes, unit: "docs", budget: 15 },
        { metric: "Engine: start p50 / p95 (sqlite, no HTTP)", value: `${round1(percentile(startMs, 50))} / ${round1(percentile(startMs, 95))}`, unit: "ms" },
        { metric: "Engine: answer p50 / p95 (sqlite, no HTTP)", value: `${round1(percentile(answerMs, 50))} / ${round1(percentile(answerMs, 95))}`, unit: "ms" },
      ],
    };
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
