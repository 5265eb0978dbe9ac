import { answerRequestSchema, finishRequestSchema, quizHomeRequestSchema, quizSettingsSchema, resumeRequestSchema, startQuizRequestSchema } from "@berea/contracts/quiz";
import type { Request } from "express";
import { loadBooks, loadTranslation } from "../../bible/bible-data.ts";
import { answerQuestion, finishQuiz, quizHome, resumeQuiz, startQuiz, updateQuizSettings, type QuizDeps } from "../../quiz/attempts.ts";
import { loadQuizBank } from "../../quiz/quiz-bank.ts";
import type { ApiDeps } from "../deps.ts";
import { parseBody } from "../parse.ts";
import { requireCaller } from "../session.ts";

/** The quiz engine's dependencies: the bank and the Bible text are read once, on the first quiz call. */
function quizDeps({ store, now }: ApiDeps): () => QuizDeps {
  let deps: QuizDeps | undefined;
  return () =>
    (deps ??= {
      store,
      now,
      random: Math.random,
      bank: loadQuizBank(),
      texts: { kjv: loadTranslation("kjv"), web: loadTranslation("web"), books: loadBooks() },
    });
}

/** `POST /api/quiz/<action>`: home, start, resume, answer, finish, settings. Signed-in users only. */
export function quizHandlers(api: ApiDeps) {
  const deps = quizDeps(api);
  return {
    home: async (req: Request) => {
      const { timeZone } = parseBody(quizHomeRequestSchema, req.body);
      const caller = await requireCaller(api.auth, req);
      return quizHome(deps(), caller.uid, timeZone);
    },
    start: async (req: Request) => {
      const body = parseBody(startQuizRequestSchema, req.body);
      const caller = await requireCaller(api.auth, req);
      return startQuiz(deps(), caller.uid, body);
    },
    answer: async (req: Request) => {
      const body = parseBody(answerRequestSchema, req.body);
      const caller = await requireCaller(api.auth, req);
      return answerQuestion(deps(), caller.uid, body);
    },
    resume: async (req: Request) => {
      const { attemptId } = parseBody(resumeRequestSchema, req.body);
      const caller = await requireCaller(api.auth, req);
      return resumeQuiz(deps(), caller.uid, attemptId);
    },
    settings: async (req: Request) => {
      const body = parseBody(quizSettingsSchema, req.body);
      const caller = await requireCaller(api.auth, req);
      return updateQuizSettings(deps(), caller.uid, body);
    },
    finish: async (req: Request) => {
      const { attemptId } = parseBody(finishRequestSchema, req.body);
      const caller = await requireCaller(api.auth, req);
      return finishQuiz(deps(), caller.uid, attemptId);
    },
  };
}
