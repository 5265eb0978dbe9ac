import type { familyEndpoints } from "@berea/contracts/family";
import { createFamilyInvite, declareAdult, familyOverview, joinFamily, leaveFamily, removeFamilyMember, revokeFamilyInvite, setFamilySwitches } from "../../family/family.ts";
import { familyActivity } from "../../family/parental-view.ts";
import { challengeProgress, familyProgress, setFamilySharing, type FamilyProgressDeps } from "../../family/progress.ts";
import { loadDevotionalLibrary, loadDevotionalTranslations } from "../../devotionals/devotional-data.ts";
import { loadReadingPlans } from "../../reading-plans/catalog.ts";
import { requireVerifiedEmail } from "../../users/email-verification.ts";
import type { ApiDeps } from "../deps.ts";
import type { AreaHandlers } from "../mount.ts";

/** `POST /api/family/<action>`: the Family plan's seats, switches and the parental view. */
export function familyHandlers(api: ApiDeps): AreaHandlers<typeof familyEndpoints> {
  const deps = { store: api.store, now: api.now };
  const progressDeps: FamilyProgressDeps = {
    ...deps,
    devotionals: loadDevotionalLibrary,
    devotionalTranslations: (language) => loadDevotionalTranslations(language),
    readingPlans: loadReadingPlans,
    challenges: challengeProgress,
  };
  return {
    overview: (_request, { caller }) => familyOverview(deps, caller.uid),
    // Inviting and joining wait for a confirmed email address.
    invite: async (request, { caller }) => {
      await requireVerifiedEmail(api.auth, caller, "invite people to your Family plan");
      return createFamilyInvite(deps, caller.uid, request);
    },
    revoke: ({ code }, { caller }) => revokeFamilyInvite(deps, caller.uid, code),
    join: async ({ code, adult }, { caller }) => {
      await requireVerifiedEmail(api.auth, caller, "join a Family plan");
      return joinFamily(deps, caller.uid, code, { adult });
    },
    remove: ({ memberUid }, { caller }) => removeFamilyMember(deps, caller.uid, memberUid),
    leave: (_request, { caller }) => leaveFamily(deps, caller.uid),
    adult: (_request, { caller }) => declareAdult(deps, caller.uid),
    settings: (request, { caller }) => setFamilySwitches(deps, caller.uid, request),
    activity: ({ timeZone }, { caller }) => familyActivity(deps, caller.uid, timeZone),
    progress: ({ timeZone, lang }, { caller }) => familyProgress(progressDeps, caller.uid, timeZone, lang),
    sharing: (request, { caller }) => setFamilySharing(deps, caller.uid, request),
  };
}
