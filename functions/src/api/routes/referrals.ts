import { referralSummaryRequestSchema } from "@berea/contracts/referrals";
import type { Request } from "express";
import { referralSummary } from "../../referrals/referrals.ts";
import { getProfile } from "../../users/profiles.ts";
import { AppError } from "../app-error.ts";
import type { ApiDeps } from "../deps.ts";
import { parseBody } from "../parse.ts";
import { requireCaller } from "../session.ts";

/** `POST /api/referrals/summary`: the caller's referral link, count and reward. */
export function referralHandlers(api: ApiDeps) {
  return {
    summary: async (req: Request) => {
      parseBody(referralSummaryRequestSchema, req.body);
      const caller = await requireCaller(api.auth, req);
      const profile = await getProfile(api.store, caller.uid);
      if (!profile) throw new AppError("unauthenticated", "Please sign in again to see your referrals.");
      return referralSummary({ store: api.store, billing: api.billing ?? null, now: api.now }, caller.uid, profile);
    },
  };
}
