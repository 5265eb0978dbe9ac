import {
  circleCreateRequestSchema,
  circleDeleteMessageRequestSchema,
  circleGetRequestSchema,
  circleJoinRequestSchema,
  circleLeaveRequestSchema,
  circleMessagesRequestSchema,
  circleMineRequestSchema,
  circleNewCodeRequestSchema,
  circlePreviewRequestSchema,
  circleRemoveRequestSchema,
  circleSendRequestSchema,
  circleWaitSeconds,
} from "@berea/contracts/circles";
import type { Request, Response } from "express";
import {
  circleMessages,
  createCircle,
  deleteMessage,
  getCircle,
  joinCircle,
  leaveCircle,
  myCircles,
  newCircleCode,
  previewCircle,
  removeCircleMember,
  sendMessage,
} from "../../circles/circles.ts";
import type { ApiDeps } from "../deps.ts";
import { parseBody } from "../parse.ts";
import { requireCaller } from "../session.ts";

export const circleActions = ["mine", "create", "preview", "join", "get", "messages", "send", "delete-message", "leave", "remove", "new-code"] as const;
export type CircleAction = (typeof circleActions)[number];

/** An AbortSignal that fires when the caller goes away before the reply. */
function callerGone(res: Response): AbortSignal {
  const controller = new AbortController();
  res.on("close", () => controller.abort());
  return controller.signal;
}

/** `POST /api/circles/<action>`: faith circles and their chat. Signed-in users only. */
export function circleHandlers(api: ApiDeps): Record<CircleAction, (req: Request, res: Response) => Promise<unknown>> {
  const deps = { store: api.store, now: api.now };
  const waitMs = api.chatWaitMs ?? circleWaitSeconds * 1000;
  return {
    mine: async (req) => {
      parseBody(circleMineRequestSchema, req.body);
      return myCircles(deps, (await requireCaller(api.auth, req)).uid);
    },
    create: async (req) => {
      const body = parseBody(circleCreateRequestSchema, req.body);
      return createCircle(deps, (await requireCaller(api.auth, req)).uid, body);
    },
    preview: async (req) => {
      const { code } = parseBody(circlePreviewRequestSchema, req.body);
      return previewCircle(deps, (await requireCaller(api.auth, req)).uid, code);
    },
    join: async (req) => {
      const { code } = parseBody(circleJoinRequestSchema, req.body);
      return joinCircle(deps, (await requireCaller(api.auth, req)).uid, code);
    },
    get: async (req) => {
      const { circleId } = parseBody(circleGetRequestSchema, req.body);
      return getCircle(deps, (await requireCaller(api.auth, req)).uid, circleId);
    },
    messages: async (req, res) => {
      const body = parseBody(circleMessagesRequestSchema, req.body);
      const caller = await requireCaller(api.auth, req);
      return circleMessages(deps, caller.uid, body, { wait: body.wait ?? false, waitMs, signal: callerGone(res) });
    },
    send: async (req) => {
      const body = parseBody(circleSendRequestSchema, req.body);
      return sendMessage(deps, (await requireCaller(api.auth, req)).uid, body);
    },
    "delete-message": async (req) => {
      const body = parseBody(circleDeleteMessageRequestSchema, req.body);
      return deleteMessage(deps, (await requireCaller(api.auth, req)).uid, body);
    },
    leave: async (req) => {
      const { circleId } = parseBody(circleLeaveRequestSchema, req.body);
      return leaveCircle(deps, (await requireCaller(api.auth, req)).uid, circleId);
    },
    remove: async (req) => {
      const { circleId, memberUid } = parseBody(circleRemoveRequestSchema, req.body);
      return removeCircleMember(deps, (await requireCaller(api.auth, req)).uid, circleId, memberUid);
    },
    "new-code": async (req) => {
      const { circleId } = parseBody(circleNewCodeRequestSchema, req.body);
      return newCircleCode(deps, (await requireCaller(api.auth, req)).uid, circleId);
    },
  };
}
