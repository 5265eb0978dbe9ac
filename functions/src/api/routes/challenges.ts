import type { challengeEndpoints } from "@berea/contracts/challenges";
import { loadChallenges } from "../../challenges/challenge-data.ts";
import { checkIn, getChallengeRun, joinChallenge, listChallenges, myChallengeBadges, type ChallengeDeps } from "../../challenges/challenges.ts";
import { loadDevotionalLibrary } from "../../devotionals/devotional-data.ts";
import type { ApiDeps } from "../deps.ts";
import type { AreaHandlers } from "../mount.ts";

/** `POST /api/challenges/<action>`: faith challenges, joining one, a run's progress, the check-in, badges; titles and descriptions in the `lang` asked for. */
export function challengeHandlers(api: ApiDeps): AreaHandlers<typeof challengeEndpoints> {
  const deps: ChallengeDeps = { store: api.store, now: api.now, challenges: loadChallenges, devotionals: loadDevotionalLibrary };
  return {
    list: ({ timeZone, lang }, { caller }) => listChallenges(deps, caller.uid, timeZone, lang),
    join: (request, { caller }) => joinChallenge(deps, caller.uid, request),
    get: ({ runId, timeZone, lang }, { caller }) => getChallengeRun(deps, caller.uid, runId, timeZone, lang),
    checkin: ({ runId, timeZone }, { caller }) => checkIn(deps, caller.uid, runId, timeZone),
    badges: ({ lang }, { caller }) => myChallengeBadges(deps, caller.uid, lang),
  };
}
