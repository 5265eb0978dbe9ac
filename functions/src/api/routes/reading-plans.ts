import type { readingPlanEndpoints } from "@berea/contracts/reading-plans";
import type { Request } from "express";
import { loadReadingPlans } from "../../reading-plans/catalog.ts";
import { checkDay, catalogReply, myPlans, planCalendar, planIcs, reschedulePlan, startPlan, stopPlan, type ReadingPlanDeps } from "../../reading-plans/progress.ts";
import type { ApiDeps } from "../deps.ts";
import type { AreaHandlers } from "../mount.ts";

/** The catalogue is built on the first reading plan call (about 0.2 s) and kept. */
function readingPlanDeps({ store, now }: ApiDeps): () => ReadingPlanDeps {
  let deps: ReadingPlanDeps | undefined;
  return () => (deps ??= { store, now, catalog: loadReadingPlans() });
}

/** The address the app is served from, for absolute reader links in a calendar file (Hosting forwards the public host). */
const originOf = (req: Request): string => `${req.protocol}://${req.host}`;

/** `/api/reading-plans/<action>`, and the plan's remaining days as an iCalendar file. */
export function readingPlanHandlers(api: ApiDeps): AreaHandlers<typeof readingPlanEndpoints> {
  const deps = readingPlanDeps(api);
  return {
    catalog: ({ lang }) => Promise.resolve(catalogReply(deps(), lang)),
    start: (request, { caller }) => startPlan(deps(), caller.uid, request),
    mine: ({ timeZone, lang }, { caller }) => myPlans(deps(), caller.uid, timeZone, lang),
    check: (request, { caller }) => checkDay(deps(), caller.uid, request),
    reschedule: (request, { caller }) => reschedulePlan(deps(), caller.uid, request),
    stop: ({ userPlanId }, { caller }) => stopPlan(deps(), caller.uid, userPlanId),
    calendar: ({ userPlanId, timeZone, lang }, { caller }) => planCalendar(deps(), caller.uid, userPlanId, timeZone, lang),
    calendarIcs: async ({ plan, translation, lang }, { caller, req }) => {
      const { filename, body } = await planIcs(deps(), caller.uid, plan, originOf(req), translation, lang);
      return { filename, write: async (res) => void res.send(body) };
    },
  };
}
