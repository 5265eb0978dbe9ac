import { z } from "zod";
import { endpoint } from "./endpoint.ts";

/**
 * Players flag a quiz question they met as wrong or unclear; moderators (the
 * `admin` claim) work through the flagged questions: fixed in the bank,
 * retired (no quiz draws it again) or dismissed.
 */

export const flagReasons = ["wrong", "unclear"] as const;
export type FlagReason = (typeof flagReasons)[number];
export const reviewActions = ["fixed", "retire", "dismiss"] as const;
export type ReviewAction = (typeof reviewActions)[number];

const note = z.string({ error: "note must be text." }).trim().max(500, "A note is at most 500 characters.").default("");

/** `POST /api/quiz/flag`: a question of the caller's own quiz, by the attempt and its place in it, once answered. */
export const flagQuestionRequestSchema = z.object({
  attemptId: z
    .string({ error: "attemptId is required." })
    .regex(/^[A-Za-z0-9_-]{1,64}$/, "attemptId is not the id of a quiz attempt."),
  index: z.number({ error: "index must be a number." }).int().min(0).max(19),
  reason: z.enum(flagReasons, { error: "Choose why: the answer is wrong, or the question is unclear." }),
  note,
});
export const flagQuestionReplySchema = z.object({ message: z.string() });

export const flaggedQuestionSchema = z.object({
  questionId: z.string(),
  topic: z.string(),
  type: z.string(),
  /** The prompt as players see it (a fill-in shows its verse with the blank). */
  prompt: z.string(),
  correctAnswer: z.union([z.string(), z.array(z.string())]),
  reference: z.string(),
  /** The cited passage in the KJV, to check the question against. */
  text: z.string(),
  wrong: z.number().int(),
  unclear: z.number().int(),
  notes: z.array(z.object({ reason: z.enum(flagReasons), note: z.string(), flaggedAt: z.string() })),
});
export type FlaggedQuestion = z.infer<typeof flaggedQuestionSchema>;
export const flagQueueReplySchema = z.object({ questions: z.array(flaggedQuestionSchema) });
export type FlagQueueReply = z.infer<typeof flagQueueReplySchema>;

export const reviewFlagsRequestSchema = z.object({
  questionId: z.string({ error: "questionId is required." }).regex(/^[a-z0-9-]{1,80}$/, "questionId is not a question."),
  action: z.enum(reviewActions, { error: "action must be fixed, retire or dismiss." }),
});
export const reviewFlagsReplySchema = z.object({ message: z.string(), closed: z.number().int() });

export const questionFlagEndpoints = {
  flag: endpoint({
    method: "POST",
    path: "/quiz/flag",
    request: flagQuestionRequestSchema,
    reply: flagQuestionReplySchema,
    access: "owner",
    errors: ["not-found", "failed-precondition"],
  }),
  /** Moderators: the flagged questions, most flagged first. */
  flags: endpoint({ method: "POST", path: "/quiz/flags", request: z.object({}), reply: flagQueueReplySchema, access: "admin", errors: ["permission-denied"] }),
  /** Moderators: closes a question's open flags as fixed, retired (no quiz draws it again) or dismissed. */
  review: endpoint({
    method: "POST",
    path: "/quiz/review",
    request: reviewFlagsRequestSchema,
    reply: reviewFlagsReplySchema,
    access: "admin",
    errors: ["permission-denied", "not-found"],
  }),
};
