import {
  prayerAnswerRequestSchema,
  prayerDeleteRequestSchema,
  prayerMineRequestSchema,
  prayerPostRequestSchema,
  prayerPrayRequestSchema,
  prayerReportRequestSchema,
  prayerReportsRequestSchema,
  prayerReviewRequestSchema,
  prayerWallRequestSchema,
} from "@berea/contracts/prayer";
import type { Request, Response } from "express";
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
import type { ApiDeps } from "../deps.ts";
import { parseBody } from "../parse.ts";
import { requireCaller } from "../session.ts";

export const prayerActions = ["wall", "mine", "post", "pray", "answer", "report", "delete", "reports", "review"] as const;
export type PrayerAction = (typeof prayerActions)[number];

/** `POST /api/prayer/<action>`: the prayer wall. Signed-in users only. */
export function prayerHandlers(api: ApiDeps): Record<PrayerAction, (req: Request, res: Response) => Promise<unknown>> {
  const deps = { store: api.store, now: api.now };
  return {
    wall: async (req) => {
      const { before } = parseBody(prayerWallRequestSchema, req.body);
      return prayerWall(deps, await requireCaller(api.auth, req), before);
    },
    mine: async (req) => {
      parseBody(prayerMineRequestSchema, req.body);
      return myPrayerRequests(deps, (await requireCaller(api.auth, req)).uid);
    },
    post: async (req) => {
      const body = parseBody(prayerPostRequestSchema, req.body);
      return postPrayerRequest(deps, (await requireCaller(api.auth, req)).uid, body);
    },
    pray: async (req) => {
      const { requestId } = parseBody(prayerPrayRequestSchema, req.body);
      return prayFor(deps, (await requireCaller(api.auth, req)).uid, requestId);
    },
    answer: async (req) => {
      const { requestId, note } = parseBody(prayerAnswerRequestSchema, req.body);
      return answerPrayerRequest(deps, (await requireCaller(api.auth, req)).uid, requestId, note);
    },
    report: async (req) => {
      const { requestId } = parseBody(prayerReportRequestSchema, req.body);
      return reportPrayerRequest(deps, (await requireCaller(api.auth, req)).uid, requestId);
    },
    delete: async (req) => {
      const { requestId } = parseBody(prayerDeleteRequestSchema, req.body);
      return deletePrayerRequest(deps, await requireCaller(api.auth, req), requestId);
    },
    reports: async (req) => {
      parseBody(prayerReportsRequestSchema, req.body);
      return reportedPrayerRequests(deps, await requireCaller(api.auth, req));
    },
    review: async (req) => {
      const { requestId, decision } = parseBody(prayerReviewRequestSchema, req.body);
      return reviewPrayerRequest(deps, await requireCaller(api.auth, req), requestId, decision);
    },
  };
}
