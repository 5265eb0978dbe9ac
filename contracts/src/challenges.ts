import { z } from "zod";
import { endpoint } from "./endpoint.ts";
import { languageSchema } from "./language.ts";
import { timeZoneSchema } from "./time-zone.ts";

/**
 * Faith challenges (`/challenges`): multi-day goals a user joins alone, with
 * one of their faith circles or with their Family. Progress is counted from
 * what each member did in Berea (readings checked off, prayers on the wall,
 * memory reviews, devotionals marked, quizzes played), never a tick box.
 * Members of one run see each other's progress; finishing earns a badge,
 * once per challenge. The catalogue's titles and descriptions, and the
 * badges', are answered in the `lang` asked for (English by default).
 */

/** How a challenge's progress is measured, each from its own records. */
export const challengeGoalKinds = ["reading-plan", "prayer-days", "memory-passage", "devotional-path", "quizzes"] as const;
export type ChallengeGoalKind = (typeof challengeGoalKinds)[number];

/** Who a run is shared with. */
export const challengeCompanies = ["alone", "circle", "family"] as const;
export type ChallengeCompany = (typeof challengeCompanies)[number];

// ---------------------------------------------------------------------------
// Replies

export const challengeSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** How long a run lasts, in the calendar days of the one who starts it. */
  days: z.number().int(),
  kind: z.enum(challengeGoalKinds),
  /** The measurable goal: `goal` of `unit` ("16 chapters", "7 days in a row"). */
  goal: z.number().int(),
  unit: z.string(),
  /** Where in Berea the work is done. */
  action: z.object({ label: z.string(), href: z.string() }),
});
export type Challenge = z.infer<typeof challengeSchema>;

export const challengeProgressSchema = z.object({
  done: z.number().int(),
  goal: z.number().int(),
  completed: z.boolean(),
  /** When the goal was first reached (ISO time); null until then. */
  completedAt: z.string().nullable(),
  /** One line on what counted, for example "The Lord's Prayer: 3 of 7 read". */
  detail: z.string(),
});
export type ChallengeProgress = z.infer<typeof challengeProgressSchema>;

export const challengeMemberSchema = z.object({
  name: z.string(),
  /** The caller's own row. */
  you: z.boolean(),
  progress: challengeProgressSchema,
  /** When this member's progress was last counted (ISO time). */
  checkedAt: z.string(),
});
export type ChallengeMember = z.infer<typeof challengeMemberSchema>;

export const challengeWithSchema = z.object({
  kind: z.enum(challengeCompanies),
  /** The circle's or the Family's name; empty when alone. */
  name: z.string(),
});

export const challengeRunSchema = z.object({
  runId: z.string(),
  challenge: challengeSchema,
  with: challengeWithSchema,
  /** The first day ("YYYY-MM-DD") in the calendar of the member who started the run. */
  startDate: z.string(),
  /** startDate + the challenge's days: the run is over once this date comes. */
  endDate: z.string(),
  /** The caller's today. */
  today: z.string(),
  active: z.boolean(),
  /** Members in the order they joined. */
  members: z.array(challengeMemberSchema),
  /** The caller just earned the challenge's badge with this count. */
  badgeEarned: z.boolean(),
});
export type ChallengeRun = z.infer<typeof challengeRunSchema>;

export const myChallengeSchema = z.object({
  runId: z.string(),
  challengeId: z.string(),
  title: z.string(),
  with: challengeWithSchema,
  startDate: z.string(),
  endDate: z.string(),
  active: z.boolean(),
  progress: challengeProgressSchema,
});
export type MyChallenge = z.infer<typeof myChallengeSchema>;

export const challengeBadgeSchema = z.object({
  challengeId: z.string(),
  title: z.string(),
  earnedAt: z.string(),
});
export type ChallengeBadge = z.infer<typeof challengeBadgeSchema>;

export const challengeListReplySchema = z.object({
  today: z.string(),
  challenges: z.array(challengeSchema),
  /** The caller's runs, active first, newest first. */
  mine: z.array(myChallengeSchema),
  /** Who the caller can join with. */
  circles: z.array(z.object({ id: z.string(), name: z.string() })),
  /** The caller's Family plan's name, or null outside a Family. */
  family: z.object({ name: z.string() }).nullable(),
  badges: z.array(challengeBadgeSchema),
});
export type ChallengeListReply = z.infer<typeof challengeListReplySchema>;

export const challengeCheckinReplySchema = z.object({ runId: z.string(), progress: challengeProgressSchema, badgeEarned: z.boolean() });
export type ChallengeCheckinReply = z.infer<typeof challengeCheckinReplySchema>;

export const challengeBadgesReplySchema = z.object({ badges: z.array(challengeBadgeSchema) });
export type ChallengeBadgesReply = z.infer<typeof challengeBadgesReplySchema>;

// ---------------------------------------------------------------------------
// Requests

const challengeIdSchema = z.string({ error: "challengeId is required." }).regex(/^[a-z0-9-]{1,64}$/, "challengeId must be a challenge's id, for example pray-7-days.");
export const challengeRunIdSchema = z.string({ error: "runId is required." }).regex(/^[A-Za-z0-9_-]{8,64}$/, "runId must be the id of a challenge you joined.");

/** The language a challenge's title and description are answered in (`lang`); English when left out. */
const lang = languageSchema.default("en");

export const challengeListRequestSchema = z.object({ timeZone: timeZoneSchema, lang });

export const challengeJoinRequestSchema = z
  .object({
    challengeId: challengeIdSchema,
    with: z.enum(challengeCompanies, { error: "with must be alone, circle or family." }),
    /** The circle to share the run with, when `with` is circle. */
    circleId: z.string().min(1, "circleId names the circle to take the challenge with.").max(64, "circleId is too long to be a circle's id.").optional(),
    timeZone: timeZoneSchema,
    lang,
  })
  .refine((value) => value.with !== "circle" || value.circleId !== undefined, { message: "Choose the circle to take the challenge with (circleId).", path: ["circleId"] })
  .refine((value) => value.with === "circle" || value.circleId === undefined, { message: "circleId goes only with a circle: leave it out, or choose with: circle.", path: ["circleId"] });
export type ChallengeJoinRequest = z.infer<typeof challengeJoinRequestSchema>;

export const challengeRunRequestSchema = z.object({ runId: challengeRunIdSchema, timeZone: timeZoneSchema });
export const challengeGetRequestSchema = challengeRunRequestSchema.extend({ lang });

export const challengeEndpoints = {
  /** The catalogue, the caller's runs with their stored progress, who they can join with, and their badges. */
  list: endpoint({ method: "POST", path: "/challenges/list", request: challengeListRequestSchema, reply: challengeListReplySchema, access: "signed-in", errors: [] }),
  /** Joins a challenge alone, or the active run of one's circle or Family (starting one when there is none). */
  join: endpoint({
    method: "POST",
    path: "/challenges/join",
    request: challengeJoinRequestSchema,
    reply: challengeRunSchema,
    access: "signed-in",
    errors: ["not-found", "permission-denied", "already-exists"],
  }),
  /** One run the caller is in: the caller's progress counted again, and every member's. */
  get: endpoint({ method: "POST", path: "/challenges/get", request: challengeGetRequestSchema, reply: challengeRunSchema, access: "owner", errors: ["not-found"] }),
  /** Counts the caller's progress again from their records and keeps it on their place in the run. */
  checkin: endpoint({ method: "POST", path: "/challenges/checkin", request: challengeRunRequestSchema, reply: challengeCheckinReplySchema, access: "owner", errors: ["not-found"] }),
  /** The caller's badges, newest first (the dashboard shows them). */
  badges: endpoint({ method: "POST", path: "/challenges/badges", request: z.object({ lang }), reply: challengeBadgesReplySchema, access: "signed-in", errors: [] }),
};
