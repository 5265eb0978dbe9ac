import { z } from "zod";
import { endpoint } from "./endpoint.ts";
import { messageReplySchema } from "./message-reply.ts";

/**
 * The prayer wall: one wall for everyone on Berea. A signed-in reader shares a
 * prayer request (with their name, or as "Someone on Berea"), and others tap
 * "I prayed" (once each: the count is how many people prayed). The one who
 * shared it can mark it answered, with a note of thanks, or delete it.
 * Anyone may report a request; after three reports from different people it
 * leaves the wall until a moderator (an account with the `admin` claim)
 * reviews it: keeps it on the wall, clearing its reports, or removes it. A
 * moderator may also delete any request. A Family member whose owner turned
 * chat off may read the wall, pray and report, but not share.
 */

/** Shortest and longest request, in characters. */
export const prayerTextMinLength = 10;
export const prayerTextMaxLength = 500;
/** Longest note on an answered request. */
export const prayerAnswerNoteMaxLength = 280;
/** Requests one account may share in a day (a rolling 24 hours). */
export const prayerPostsPerDay = 5;
/** Requests a page of the wall holds. */
export const prayerWallPage = 20;
/** The caller's own requests "My requests" lists, newest first. */
export const prayerMineLimit = 50;
/** Reports from different people that take a request off the wall. */
export const prayerReportsToHide = 3;
/** Reported requests a moderator's review list holds, most reported first. */
export const prayerReviewLimit = 100;
/** The name the wall shows for a request shared without one. */
export const prayerAnonymousName = "Someone on Berea";

/** Request ids are the server's own (base64url), so anything else names no request: refused before the store sees it. */
const requestIdSchema = z
  .string({ error: "requestId is required." })
  .trim()
  .min(1, "requestId is required.")
  .max(64, "requestId is too long.")
  .regex(/^[A-Za-z0-9_-]+$/, "requestId is not the id of a prayer request.");

export const prayerTextSchema = z
  .string({ error: "Write your prayer request first." })
  .trim()
  .min(prayerTextMinLength, `A prayer request needs at least ${prayerTextMinLength} characters.`)
  .max(prayerTextMaxLength, `A prayer request can be at most ${prayerTextMaxLength} characters.`);

export const prayerAnswerNoteSchema = z
  .string({ error: "The note must be text." })
  .trim()
  .max(prayerAnswerNoteMaxLength, `The note can be at most ${prayerAnswerNoteMaxLength} characters.`)
  .optional();

/** Where a page of the wall ends: the `next` of the page before. */
const cursorSchema = z
  .string({ error: "before must be the next value of the page before." })
  .max(100, "before is not a place on the wall.")
  .regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z\|[A-Za-z0-9_-]+$/, "before is not a place on the wall.");

/** `POST /api/prayer/wall`: the newest requests, or the page after `before`. */
export const prayerWallRequestSchema = z.object({ before: cursorSchema.optional() });
export type PrayerWallRequest = z.input<typeof prayerWallRequestSchema>;

/** `POST /api/prayer/mine`: the caller's own requests, hidden ones included. */
export const prayerMineRequestSchema = z.object({});

/**
 * `POST /api/prayer/post` answers with the shared request (a
 * `PrayerRequestView`). `clientId` is the sender's own id for the request,
 * so a retry after a lost reply never shares it twice.
 */
export const prayerPostRequestSchema = z.object({
  text: prayerTextSchema,
  anonymous: z.boolean({ error: "anonymous must be true or false." }).optional(),
  clientId: z
    .string({ error: "clientId is required." })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, "clientId must be 8 to 64 letters, digits, - or _."),
});
export type PrayerPostRequest = z.input<typeof prayerPostRequestSchema>;

/** `POST /api/prayer/pray`: "I prayed". Once per person and request; a second tap changes nothing. */
export const prayerPrayRequestSchema = z.object({ requestId: requestIdSchema });

/** `POST /api/prayer/answer`: the one who shared it marks it answered, with an optional note; answers with the request (a `PrayerRequestView`). */
export const prayerAnswerRequestSchema = z.object({ requestId: requestIdSchema, note: prayerAnswerNoteSchema });
export type PrayerAnswerRequest = z.input<typeof prayerAnswerRequestSchema>;

/** `POST /api/prayer/report`: someone else's request that does not belong on the wall. */
export const prayerReportRequestSchema = z.object({ requestId: requestIdSchema });

/** `POST /api/prayer/delete`: the one who shared it, or an admin, deletes it. */
export const prayerDeleteRequestSchema = z.object({ requestId: requestIdSchema });

/** `POST /api/prayer/reports`: (moderators) the reported requests waiting for review. */
export const prayerReportsRequestSchema = z.object({});

export const prayerReviewDecisions = ["keep", "remove"] as const;

/** `POST /api/prayer/review`: (moderators) keeps a reported request on the wall, clearing its reports, or removes it. */
export const prayerReviewRequestSchema = z.object({
  requestId: requestIdSchema,
  decision: z.enum(prayerReviewDecisions),
});
export type PrayerReviewRequest = z.input<typeof prayerReviewRequestSchema>;

export const prayerRequestViewSchema = z.object({
  id: z.string(),
  /** The sharer's name, or `prayerAnonymousName`. */
  name: z.string(),
  anonymous: z.boolean(),
  text: z.string(),
  postedAt: z.string(),
  /** How many people prayed. */
  prayedCount: z.number().int(),
  youPrayed: z.boolean(),
  /** The caller shared it. */
  mine: z.boolean(),
  reportedByYou: z.boolean(),
  answered: z.object({ at: z.string(), note: z.string() }).nullable(),
  /** Off the wall after reports; only its sharer (in "My requests") sees it. */
  hidden: z.boolean(),
});
export type PrayerRequestView = z.infer<typeof prayerRequestViewSchema>;

export const prayerWallReplySchema = z.object({
  /** Newest first. */
  requests: z.array(prayerRequestViewSchema),
  /** The `before` of the next page, or null at the end of the wall. */
  next: z.string().nullable(),
  /** False for a Family member whose owner turned chat off. */
  canPost: z.boolean(),
  /** Requests the caller may still share in the last 24 hours' allowance. */
  postsLeftToday: z.number().int(),
  /** The caller reviews reports (the `admin` claim). */
  moderator: z.boolean(),
});
export type PrayerWallReply = z.infer<typeof prayerWallReplySchema>;

export const prayerMineReplySchema = z.object({ requests: z.array(prayerRequestViewSchema) });
export type PrayerMineReply = z.infer<typeof prayerMineReplySchema>;

export const prayerReportedRequestSchema = prayerRequestViewSchema.extend({
  /** How many people reported it since it was last reviewed. */
  reports: z.number().int(),
});
export type PrayerReportedRequest = z.infer<typeof prayerReportedRequestSchema>;

export const prayerReportsReplySchema = z.object({ requests: z.array(prayerReportedRequestSchema) });
export type PrayerReportsReply = z.infer<typeof prayerReportsReplySchema>;

export const prayerPrayReplySchema = z.object({ prayedCount: z.number().int(), youPrayed: z.literal(true) });
export type PrayerPrayReply = z.infer<typeof prayerPrayReplySchema>;


export const prayerEndpoints = {
  /** A page of the wall, newest first, without hidden requests; whether the caller may share and how many more today. */
  wall: endpoint({ method: "POST", path: "/prayer/wall", request: prayerWallRequestSchema, reply: prayerWallReplySchema, access: "signed-in", errors: [] }),
  /** The caller's latest requests, hidden ones included. */
  mine: endpoint({ method: "POST", path: "/prayer/mine", request: prayerMineRequestSchema, reply: prayerMineReplySchema, access: "signed-in", errors: [] }),
  post: endpoint({ method: "POST", path: "/prayer/post", request: prayerPostRequestSchema, reply: prayerRequestViewSchema, access: "signed-in", errors: ["permission-denied", "rate-limited", "email-not-verified"] }),
  /** "I prayed", once per person. */
  pray: endpoint({ method: "POST", path: "/prayer/pray", request: prayerPrayRequestSchema, reply: prayerPrayReplySchema, access: "signed-in", errors: ["not-found"] }),
  /** The sharer marks their request answered. */
  answer: endpoint({ method: "POST", path: "/prayer/answer", request: prayerAnswerRequestSchema, reply: prayerRequestViewSchema, access: "owner", errors: ["not-found", "permission-denied"] }),
  report: endpoint({ method: "POST", path: "/prayer/report", request: prayerReportRequestSchema, reply: messageReplySchema, access: "signed-in", errors: ["not-found"] }),
  /** The sharer, or a moderator, deletes a request. */
  delete: endpoint({ method: "POST", path: "/prayer/delete", request: prayerDeleteRequestSchema, reply: messageReplySchema, access: "owner", errors: ["not-found", "permission-denied"] }),
  /** Moderators: the reported requests not yet reviewed, most reported first. */
  reports: endpoint({ method: "POST", path: "/prayer/reports", request: prayerReportsRequestSchema, reply: prayerReportsReplySchema, access: "admin", errors: ["permission-denied"] }),
  /** Moderators: keep a reported request on the wall (its reports cleared) or remove it. */
  review: endpoint({ method: "POST", path: "/prayer/review", request: prayerReviewRequestSchema, reply: messageReplySchema, access: "admin", errors: ["not-found", "permission-denied"] }),
};
