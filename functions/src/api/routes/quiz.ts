import type { quizEndpoints } from "@berea/contracts/quiz";
import { loadBooks, loadTranslation } from "../../bible/bible-data.ts";
import { answerQuestion, finishQuiz, quizHome, resumeQuiz, startQuiz, updateQuizSettings, type QuizDeps } from "../../quiz/attempts.ts";
import { loadQuizBank } from "../../quiz/quiz-bank.ts";
import type { ApiDeps } from "../deps.ts";
import type { AreaHandlers } from "../mount.ts";

/** The quiz engine's dependencies: the bank and the Bible text are read once, on the first quiz call. */
function quizDeps({ store, now }: ApiDeps): () => QuizDeps {
  let deps: QuizDeps | undefined;
  return () =>
    (deps ??= {
      store,
      now,
      random: Math.random,
      bank: loadQuizBank(),
      texts: { kjv: loadTranslation("kjv"), web: loadTranslation("web"), rv1909: loadTranslation("rv1909"), books: loadBooks() },
    });
}

/** `POST /api/quiz/<action>`: home, start, resume, answer, finish, settings. */
export function quizHandlers(api: ApiDeps): AreaHandlers<typeof quizEndpoints> {
  const deps = quizDeps(api);
  return {
    home: ({ timeZone, lang }, { caller }) => quizHome(deps(), caller.uid, timeZone, lang),
    start: (request, { caller }) => startQuiz(deps(), caller.uid, request),
    answer: (request, { caller }) => answerQuestion(deps(), caller.uid, request),
    resume: ({ attemptId }, { caller }) => resumeQuiz(deps(), caller.uid, attemptId),
    settings: (request, { caller }) => updateQuizSettings(deps(), caller.uid, request),
    finish: ({ attemptId }, { caller }) => finishQuiz(deps(), caller.uid, attemptId),
  };
}
