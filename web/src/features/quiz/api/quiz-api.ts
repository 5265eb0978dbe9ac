import type { Language } from "@berea/contracts/languages";
import { quizEndpoints, type AnswerRequest, type QuizSettings, type StartQuizRequest } from "@berea/contracts/quiz";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client.ts";
import { userTimeZone } from "../../../lib/time-zone.ts";

/** The reader's IANA time zone (lib/time-zone.ts): so "today" (the Free plan's daily quizzes, the streak) is their day. */
export { userTimeZone } from "../../../lib/time-zone.ts";

/** Every language's quiz home (invalidated together: the counts and XP are the same). */
export const quizHomeQueryKey = ["quiz", "home"] as const;

/**
 * Topics with the caller's progress, quizzes left today, XP, streak and the
 * daily challenge; in Spanish asked with `lang: "es"` (the topics' Spanish
 * names, the Spanish bank's counts). English requests are as before.
 */
export const quizHomeQuery = (language: Language) =>
  queryOptions({
    queryKey: [...quizHomeQueryKey, language],
    queryFn: () => callApi(quizEndpoints.home, { timeZone: userTimeZone(), ...(language === "en" ? {} : { lang: language }) }),
  });

/** Starts an attempt: the questions come without answers (`lang: "es"` for the Spanish bank; left out in English). */
export const startQuiz = (request: Omit<StartQuizRequest, "length"> & { length?: number }) =>
  callApi(quizEndpoints.start, request);

/** The same attempt again after a reload: its questions and the answers given so far. */
export const resumeQuiz = (attemptId: string) => callApi(quizEndpoints.resume, { attemptId });

/** Answers one question (in order); `answer` null when the countdown ran out. */
export const answerQuestion = (request: AnswerRequest) => callApi(quizEndpoints.answer, request);

/** Ends an attempt: score, XP, streak and the review of every question. */
export const finishQuiz = (attemptId: string) => callApi(quizEndpoints.finish, { attemptId });

/** Whether the caller appears (first name) in other players' 'Attempted by'. */
export const saveQuizSettings = (settings: QuizSettings) => callApi(quizEndpoints.settings, settings);
