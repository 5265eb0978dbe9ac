import { z } from "zod";
import { languageSchema } from "./language.ts";
import { timeZoneSchema } from "./time-zone.ts";

/**
 * Family: shared progress. Everyone in a Family plan (its owner and its
 * members) may show the others their devotional, reading plan, memory and
 * challenge progress on `/family`. Each person decides it for themselves,
 * once per family (asked when they join or first open `/family`, changeable
 * there later); no one can decide it for someone else: not the owner for an
 * adult member, and not for a child either. A child's parent already sees
 * the child's recent activity in the parental view (`familyEndpoints.activity`),
 * whatever the child chooses here.
 *
 * Someone who has not decided, or keeps their progress private, is sent to
 * the others as `shares: false` with `progress: null`: no number of theirs
 * leaves the server.
 */

/** Days the devotional summary looks back over, today included. */
export const familyProgressWeekDays = 7;

/** A person's choice, as kept for the family they made it in. */
export const familySharingChoiceSchema = z.object({
  share: z.boolean(),
  /** ISO time the person decided (or last changed it). */
  decidedAt: z.string(),
});
export type FamilySharingChoice = z.infer<typeof familySharingChoiceSchema>;

/**
 * `POST /api/family/progress`: the family's shared progress, each person's day in their own zone (this one fills in
 * a profile that has none); the devotional paths', plans' and challenges' titles in `lang` (English when left out).
 */
export const familyProgressRequestSchema = z.object({ timeZone: timeZoneSchema, lang: languageSchema.default("en") });

/**
 * `POST /api/family/sharing`: the caller's own choice. `memberUid`, when
 * sent, must be the caller's own uid: choosing for anyone else is refused
 * (403), the plan's owner included.
 */
export const familySharingRequestSchema = z.object({
  share: z.boolean({ error: "share must be true or false." }),
  memberUid: z.string({ error: "memberUid must be text." }).trim().min(1, "memberUid cannot be empty.").max(128, "memberUid is too long.").optional(),
});
export type FamilySharingRequest = z.input<typeof familySharingRequestSchema>;

export const familySharingReplySchema = familySharingChoiceSchema.extend({ message: z.string() });
export type FamilySharingReply = z.infer<typeof familySharingReplySchema>;

export const familyDevotionalProgressSchema = z.object({
  /** Days in the person's last `familyProgressWeekDays` (their own calendar) with a devotional marked read. */
  daysThisWeek: z.number().int(),
  /** Devotionals marked read, in every path. */
  read: z.number().int(),
  /** The path they are furthest into that is not finished yet; null when none is started. */
  currentPath: z.object({ id: z.string(), title: z.string(), read: z.number().int(), days: z.number().int() }).nullable(),
});
export type FamilyDevotionalProgress = z.infer<typeof familyDevotionalProgressSchema>;

export const familyPlanProgressSchema = z.object({
  planId: z.string(),
  title: z.string(),
  doneDays: z.number().int(),
  totalDays: z.number().int(),
  /** Whole percent of the plan's days checked off. */
  percent: z.number().int().min(0).max(100),
  finished: z.boolean(),
});
export type FamilyPlanProgress = z.infer<typeof familyPlanProgressSchema>;

export const familyMemoryProgressSchema = z.object({
  /** Verses (cards) they are memorizing. */
  total: z.number().int(),
  /** Cards known (memory's own rule: in review, holding for three weeks or more). */
  known: z.number().int(),
  /** Cards due by the end of their day. */
  dueToday: z.number().int(),
});
export type FamilyMemoryProgress = z.infer<typeof familyMemoryProgressSchema>;

/** One challenge run the person is in, with how far they are. */
export const familyChallengeProgressSchema = z.object({
  challengeId: z.string(),
  title: z.string(),
  done: z.number().int(),
  total: z.number().int(),
  percent: z.number().int().min(0).max(100),
  finished: z.boolean(),
});
export type FamilyChallengeProgress = z.infer<typeof familyChallengeProgressSchema>;

export const familyProgressSchema = z.object({
  devotionals: familyDevotionalProgressSchema,
  /** Active reading plans, in the order they were started. */
  plans: z.array(familyPlanProgressSchema),
  memory: familyMemoryProgressSchema,
  /** Active challenge runs; null while the server has no challenge progress to read. */
  challenges: z.array(familyChallengeProgressSchema).nullable(),
});
export type FamilyProgress = z.infer<typeof familyProgressSchema>;

export const familyPersonProgressSchema = z.object({
  uid: z.string(),
  name: z.string(),
  role: z.enum(["owner", "member"]),
  /** This is the caller. */
  you: z.boolean(),
  /** They chose to share; false when they keep it private or have not decided. */
  shares: z.boolean(),
  /** Their progress, only when they share. */
  progress: familyProgressSchema.nullable(),
});
export type FamilyPersonProgress = z.infer<typeof familyPersonProgressSchema>;

export const familyProgressReplySchema = z.object({
  /** The caller is in a Family plan with at least one other person. */
  inFamily: z.boolean(),
  /** The caller's own choice for this family; null until they decide (the page then asks). */
  yourChoice: familySharingChoiceSchema.nullable(),
  /** The owner first, then the members in the order they joined; the caller among them. */
  people: z.array(familyPersonProgressSchema),
});
export type FamilyProgressReply = z.infer<typeof familyProgressReplySchema>;
