import { challengeCompanies } from "@berea/contracts/challenges";
import { z } from "zod";
import { collection } from "../store/collection.ts";

/**
 * Faith challenges' stored data. A run is one shared attempt at a challenge
 * (a user alone, or the members of a circle or Family who joined it);
 * each member's place in it, with their progress as last counted, is a
 * document of its own, so a member's check-in writes only their own.
 */

/** `challengeRuns/{runId}`. */
export const challengeRunDocSchema = z.object({
  challengeId: z.string(),
  /** `alone:{uid}`, `circle:{circleId}` or `family:{ownerUid}`: who may join this run. */
  groupKey: z.string(),
  with: z.object({ kind: z.enum(challengeCompanies), name: z.string() }),
  /** The first day, in the calendar of the member who started it, and that day + the challenge's days. */
  startDate: z.string(),
  endDate: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
});
export type ChallengeRunDoc = z.infer<typeof challengeRunDocSchema>;
export const challengeRuns = collection("challengeRuns", challengeRunDocSchema);

export const storedProgressSchema = z.object({
  done: z.number().int(),
  goal: z.number().int(),
  completedAt: z.string().nullable(),
  detail: z.string(),
  /** The same line in Spanish; absent on progress counted before it was written. */
  detailEs: z.string().optional(),
});
export type StoredChallengeProgress = z.infer<typeof storedProgressSchema>;

/** `challengeParticipants/{runId}_{uid}`: a member's place in a run (the run's dates copied, so a check-in reads no run). */
export const challengeParticipantDocSchema = z.object({
  runId: z.string(),
  uid: z.string(),
  challengeId: z.string(),
  /** The name the other members see. */
  name: z.string(),
  joinedAt: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  progress: storedProgressSchema,
  checkedAt: z.string(),
});
export type ChallengeParticipantDoc = z.infer<typeof challengeParticipantDocSchema>;
export const challengeParticipants = collection("challengeParticipants", challengeParticipantDocSchema);

export const participantId = (runId: string, uid: string): string => `${runId}_${uid}`;

/** `challengeBadges/{uid}`: challenge id → the badge, stored the first time and never again. */
export const challengeBadgesDocSchema = z.object({
  uid: z.string(),
  badges: z.record(z.string(), z.object({ title: z.string(), earnedAt: z.string(), runId: z.string() })),
});
export type ChallengeBadgesDoc = z.infer<typeof challengeBadgesDocSchema>;
export const challengeBadges = collection("challengeBadges", challengeBadgesDocSchema);

export const challengeCollections = [challengeRuns.name, challengeParticipants.name, challengeBadges.name];
