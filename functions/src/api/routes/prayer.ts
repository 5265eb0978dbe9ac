import type { prayerEndpoints } from "@berea/contracts/prayer";
import {
  answerPrayerRequest,
  deletePrayerRequest,
  myPrayerRequests,
  postPrayerRequest,
  prayerWall,
  prayFor,
  reportedPrayerRequests,
  reportPrayerRequest,
  reviewPrayerRequest,
} from "../../prayer/prayer-wall.ts";
import { requireVerifiedEmail } from "../../users/email-verification.ts";
import type { ApiDeps } from "../deps.ts";
import type { AreaHandlers } from "../mount.ts";

/** `POST /api/prayer/<action>`: the prayer wall. */
export function prayerHandlers(api: ApiDeps): AreaHandlers<typeof prayerEndpoints> {
  const deps = { store: api.store, now: api.now };
  return {
    wall: ({ before }, { caller }) => prayerWall(deps, caller, before),
    mine: (_request, { caller }) => myPrayerRequests(deps, caller.uid),
    post: async (request, { caller }) => {
      // Sharing on the wall waits for a confirmed email address.
      await requireVerifiedEmail(api.auth, caller, "share prayer requests");
      return postPrayerRequest(deps, caller.uid, request);
    },
    pray: ({ requestId }, { caller }) => prayFor(deps, caller.uid, requestId),
    answer: ({ requestId, note }, { caller }) => answerPrayerRequest(deps, caller.uid, requestId, note),
    report: ({ requestId }, { caller }) => reportPrayerRequest(deps, caller.uid, requestId),
    delete: ({ requestId }, { caller }) => deletePrayerRequest(deps, caller, requestId),
    reports: (_request, { caller }) => reportedPrayerRequests(deps, caller),
    review: ({ requestId, decision }, { caller }) => reviewPrayerRequest(deps, caller, requestId, decision),
  };
}
