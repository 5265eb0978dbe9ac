import { dashboardRequestSchema } from "@berea/contracts/dashboard";
import type { Request } from "express";
import { getDashboard, type DashboardDeps } from "../../dashboard/dashboard.ts";
import { loadQuizBank } from "../../quiz/quiz-bank.ts";
import { loadReadingPlans } from "../../reading-plans/catalog.ts";
import type { ApiDeps } from "../deps.ts";
import { parseBody } from "../parse.ts";
import { requireCaller } from "../session.ts";

/** `POST /api/dashboard` with `{ timeZone }`: the signed-in home in one call. The quiz bank and the plan catalogue load on the first call and stay. */
export function dashboardHandler(api: ApiDeps) {
  let deps: DashboardDeps | undefined;
  const load = (): DashboardDeps => (deps ??= { store: api.store, now: api.now, topics: loadQuizBank().topics, readingPlans: loadReadingPlans() });
  return async (req: Request) => {
    const { timeZone } = parseBody(dashboardRequestSchema, req.body);
    const caller = await requireCaller(api.auth, req);
    return getDashboard(load(), caller.uid, timeZone);
  };
}
