import type { referralEndpoints } from "@berea/contracts/referrals";
import { referralSummary } from "../../referrals/referrals.ts";
import { AppError } from "../../lib/app-error.ts";
import { msg } from "../../lib/messages/message.ts";
import { getProfile } from "../../users/profiles.ts";
import type { ApiDeps } from "../deps.ts";
import type { AreaHandlers } from "../mount.ts";

/** `POST /api/referrals/summary`: the caller's referral link, count and reward. */
export function referralHandlers(api: ApiDeps): AreaHandlers<typeof referralEndpoints> {
  return {
    summary: async (_request, { caller }) => {
      const profile = await getProfile(api.store, caller.uid);
      if (!profile) throw new AppError("unauthenticated", msg("referrals.signInAgain"));
      return referralSummary({ store: api.store, billing: api.billing ?? null, now: api.now }, caller.uid, profile);
    },
  };
}
