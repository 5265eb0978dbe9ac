import { z } from "zod";
import { endpoint } from "./endpoint.ts";

/**
 * Referrals. Everyone has a code and a link, `/register?ref=CODE`. A
 * referral counts once, when the person who signed up with the code has
 * confirmed their email; the reward for each is one month of Premium as
 * Stripe customer credit (a negative customer balance, which Stripe takes
 * off the next invoices).
 */

/** `POST /api/referrals/summary` takes no fields. */
export const referralSummaryRequestSchema = z.object({});

export const referralSummarySchema = z.object({
  code: z.string(),
  /** `/register?ref=CODE`, a path on this site. */
  path: z.string(),
  /** People who signed up with the code and confirmed their email. */
  count: z.number().int(),
  /** Of those, rewards already credited to the caller's Stripe balance. */
  applied: z.number().int(),
  /** Rewards waiting for the caller's first subscription (they have no Stripe customer yet). */
  pending: z.number().int(),
  /** Credit applied so far, in the smallest unit of `currency` (cents). */
  creditApplied: z.number().int(),
  currency: z.string().nullable(),
  /** The reward for each referral, in words. */
  reward: z.string(),
});
export type ReferralSummary = z.infer<typeof referralSummarySchema>;

export const referralEndpoints = {
  /** The caller's referral link, count and reward. */
  summary: endpoint({ method: "POST", path: "/referrals/summary", request: referralSummaryRequestSchema, reply: referralSummarySchema, access: "signed-in", errors: [] }),
};
