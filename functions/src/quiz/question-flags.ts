import type { FlagQueueReply, FlagReason, ReviewAction } from "@berea/contracts/question-flags";
import { flagReasons } from "@berea/contracts/question-flags";
import { z } from "zod";
import { AppError } from "../lib/app-error.ts";
import { msg, type ServerMessage } from "../lib/messages/message.ts";
import { collection } from "../store/collection.ts";
import type { QuizDeps } from "./attempts.ts";
import { quizAttempts } from "./attempts.ts";
import { blankedVerse, correctAnswer, promptOf, referenceText } from "./questions.ts";
import { quizSettings, rememberRetired, retiredDoc } from "./retired-questions.ts";

/**
 * Flags on quiz questions and the moderators' review of them. A flag is one
 * player's, on one question (`questionFlags/{questionId}__{uid}`: flagging
 * again updates it), and `reviewNeeded` until a moderator closes it; the
 * queue reads open flags by that one field (equality: no index). A retired
 * question is left out of every draw from then on (`quizSettings/retired`,
 * read once a minute per instance: retired-questions.ts). Costs: a flag 2 reads and 1 write; the queue 1
 * + n reads; a review 1 + n reads and n writes (n = the question's open
 * flags), 1 more of each when it retires the question.
 */

export const questionFlagSchema = z.object({
  questionId: z.string(),
  uid: z.string(),
  reason: z.enum(flagReasons),
  note: z.string(),
  /** ISO time of the latest flag. */
  flaggedAt: z.string(),
  reviewNeeded: z.boolean(),
  /** How a moderator closed it, or null while open. */
  closedAs: z.enum(["fixed", "retired", "dismissed"]).nullable(),
});
export type QuestionFlag = z.infer<typeof questionFlagSchema>;
export const questionFlags = collection("questionFlags", questionFlagSchema);

const flagId = (questionId: string, uid: string) => `${questionId}__${uid}`;

/** `POST /api/quiz/flag`: flags a question the caller has answered in their own quiz. */
export async function flagQuestion(
  { store, bank, now }: Pick<QuizDeps, "store" | "bank" | "now">,
  uid: string,
  request: { attemptId: string; index: number; reason: FlagReason; note: string },
): Promise<{ message: ServerMessage }> {
  const attempt = await quizAttempts.get(store, request.attemptId);
  if (!attempt || attempt.uid !== uid) throw new AppError("not-found", msg("quiz.flagNoSuchQuiz"));
  const questionId = attempt.questionIds[request.index];
  if (questionId === undefined) throw new AppError("invalid-argument", msg("quiz.questionCount", { count: attempt.questionIds.length }), { index: msg("quiz.flagChooseQuestion", { last: attempt.questionIds.length - 1 }) });
  if (request.index >= attempt.answers.length) throw new AppError("failed-precondition", msg("quiz.flagAnswerFirst"));
  if (!bank.byId.has(questionId)) throw new AppError("not-found", msg("quiz.flagQuestionGone"));
  await questionFlags.set(store, flagId(questionId, uid), {
    questionId,
    uid,
    reason: request.reason,
    note: request.note,
    flaggedAt: now().toISOString(),
    reviewNeeded: true,
    closedAs: null,
  });
  return { message: msg("said.flagThanks") };
}

/** `POST /api/quiz/flags` (moderators): each flagged question with its open flags, most flagged first. */
export async function flagQueue({ store, bank, texts }: Pick<QuizDeps, "store" | "bank" | "texts">): Promise<FlagQueueReply> {
  const open = await questionFlags.query(store, { where: [{ field: "reviewNeeded", op: "==", value: true }] });
  const byQuestion = new Map<string, QuestionFlag[]>();
  for (const { data } of open) byQuestion.set(data.questionId, [...(byQuestion.get(data.questionId) ?? []), data]);
  const questions = [...byQuestion].flatMap(([questionId, flags]) => {
    const question = bank.byId.get(questionId);
    if (!question) return [];
    const reference = referenceText(question, texts);
    return [
      {
        questionId,
        topic: question.topic,
        type: question.type,
        prompt: question.type === "fill-blank" ? blankedVerse(question, texts) : promptOf(question),
        correctAnswer: correctAnswer(question),
        reference: reference.label,
        // A Spanish question's passage as it was asked, in the RV1909.
        text: reference.text.rv1909 ?? reference.text.kjv,
        wrong: flags.filter((flag) => flag.reason === "wrong").length,
        unclear: flags.filter((flag) => flag.reason === "unclear").length,
        notes: flags
          .filter((flag) => flag.note !== "")
          .sort((a, b) => b.flaggedAt.localeCompare(a.flaggedAt))
          .map(({ reason, note, flaggedAt }) => ({ reason, note, flaggedAt })),
      },
    ];
  });
  questions.sort((a, b) => b.wrong + b.unclear - (a.wrong + a.unclear) || a.questionId.localeCompare(b.questionId));
  return { questions };
}

const closedAs = { fixed: "fixed", retire: "retired", dismiss: "dismissed" } as const;
const said: Record<ReviewAction, ServerMessage> = {
  fixed: msg("said.flagsFixed"),
  retire: msg("said.questionRetired"),
  dismiss: msg("said.flagsDismissed"),
};

/** `POST /api/quiz/review` (moderators): closes a question's open flags; `retire` also takes it out of every draw. */
export async function reviewFlags({ store, bank, now }: Pick<QuizDeps, "store" | "bank" | "now">, request: { questionId: string; action: ReviewAction }): Promise<{ message: ServerMessage; closed: number }> {
  if (!bank.byId.has(request.questionId)) throw new AppError("not-found", msg("quiz.noSuchQuestion"));
  const reply = await store.runTransaction(async (tx) => {
    const open = await questionFlags.query(tx, { where: [{ field: "questionId", op: "==", value: request.questionId }, { field: "reviewNeeded", op: "==", value: true }] });
    const settings = request.action === "retire" ? await quizSettings.get(tx, retiredDoc) : null;
    // Every read before any write (Firestore's rule for transactions).
    for (const { id } of open) questionFlags.update(tx, id, { reviewNeeded: false, closedAs: closedAs[request.action] });
    const retired = [...(settings?.retired ?? [])];
    if (request.action === "retire" && !retired.includes(request.questionId)) retired.push(request.questionId);
    if (request.action === "retire") quizSettings.set(tx, retiredDoc, { retired });
    return { message: said[request.action], closed: open.length, retired: request.action === "retire" ? retired : null };
  });
  if (reply.retired) rememberRetired(store, reply.retired, now());
  return { message: reply.message, closed: reply.closed };
}
