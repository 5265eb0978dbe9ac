import {
  calendarIcsQuerySchema,
  calendarRequestSchema,
  catalogRequestSchema,
  checkRequestSchema,
  myPlansRequestSchema,
  rescheduleRequestSchema,
  startPlanRequestSchema,
  stopPlanRequestSchema,
} from "@berea/contracts/reading-plans";
import type { NextFunction, Request, Response } from "express";
import { loadReadingPlans } from "../../reading-plans/catalog.ts";
import { checkDay, catalogReply, myPlans, planCalendar, planIcs, reschedulePlan, startPlan, stopPlan, type ReadingPlanDeps } from "../../reading-plans/progress.ts";
import { currentCost, meterCost } from "../../store/cost-meter.ts";
import type { ApiDeps } from "../deps.ts";
import { parseBody } from "../parse.ts";
import { requireCaller } from "../session.ts";

/** The catalogue is built on the first reading plan call (about 0.2 s) and kept. */
function readingPlanDeps({ store, now }: ApiDeps): () => ReadingPlanDeps {
  let deps: ReadingPlanDeps | undefined;
  return () => (deps ??= { store, now, catalog: loadReadingPlans() });
}

/** The address the app is served from, for absolute reader links in a calendar file (Hosting forwards the public host). */
const originOf = (req: Request): string => `${req.protocol}://${req.host}`;

/**
 * `POST /api/reading-plans/<action>`: catalog (public), start, mine, check,
 * reschedule, stop, calendar (signed in); and `GET /api/reading-plans/calendar.ics?plan=&translation=`.
 * Input is validated before the caller is checked, as on every route.
 */
export function readingPlanHandlers(api: ApiDeps) {
  const deps = readingPlanDeps(api);
  return {
    catalog: (req: Request) => {
      parseBody(catalogRequestSchema, req.body);
      return Promise.resolve(catalogReply(deps()));
    },
    start: async (req: Request) => {
      const body = parseBody(startPlanRequestSchema, req.body);
      const caller = await requireCaller(api.auth, req);
      return startPlan(deps(), caller.uid, body);
    },
    mine: async (req: Request) => {
      const { timeZone } = parseBody(myPlansRequestSchema, req.body);
      const caller = await requireCaller(api.auth, req);
      return myPlans(deps(), caller.uid, timeZone);
    },
    check: async (req: Request) => {
      const body = parseBody(checkRequestSchema, req.body);
      const caller = await requireCaller(api.auth, req);
      return checkDay(deps(), caller.uid, body);
    },
    reschedule: async (req: Request) => {
      const body = parseBody(rescheduleRequestSchema, req.body);
      const caller = await requireCaller(api.auth, req);
      return reschedulePlan(deps(), caller.uid, body);
    },
    stop: async (req: Request) => {
      const { userPlanId } = parseBody(stopPlanRequestSchema, req.body);
      const caller = await requireCaller(api.auth, req);
      return stopPlan(deps(), caller.uid, userPlanId);
    },
    calendar: async (req: Request) => {
      const { userPlanId, timeZone } = parseBody(calendarRequestSchema, req.body);
      const caller = await requireCaller(api.auth, req);
      return planCalendar(deps(), caller.uid, userPlanId, timeZone);
    },
    /**
     * The plan's remaining days as text/calendar, for the browser to download
     * (signed in by the session cookie). Errors are the usual JSON replies.
     */
    calendarFile: async (req: Request, res: Response, next: NextFunction): Promise<void> => {
      try {
        const { result, cost } = await meterCost(async () => {
          const { plan, translation } = parseBody(calendarIcsQuerySchema, req.query);
          const caller = await requireCaller(api.auth, req);
          return planIcs(deps(), caller.uid, plan, originOf(req), translation);
        });
        res.setHeader("X-Store-Cost", `reads=${cost.reads}, writes=${cost.writes}`);
        res.setHeader("Content-Type", "text/calendar; charset=utf-8");
        res.setHeader("Content-Disposition", `attachment; filename="${result.filename}"`);
        res.status(200).send(result.body);
      } catch (error) {
        const cost = currentCost();
        if (cost) res.setHeader("X-Store-Cost", `reads=${cost.reads}, writes=${cost.writes}`);
        next(error);
      }
    },
  };
}
