import { circleWaitSeconds, type circleEndpoints } from "@berea/contracts/circles";
import type { Response } from "express";
import { createCircle, getCircle, joinCircle, leaveCircle, listenToCircle, myCircles, newCircleCode, previewCircle, removeCircleMember } from "../../circles/membership.ts";
import { circleMessages, deleteMessage, sendMessage } from "../../circles/messages.ts";
import { takeConcurrencySlot } from "../../lib/rate-limit.ts";
import { meterCost } from "../../store/cost-meter.ts";
import type { ApiDeps } from "../deps.ts";
import { waitingChatReads, waitingChatReadsMessage } from "../rate-limits.ts";
import type { AreaHandlers } from "../mount.ts";

/** An AbortSignal that fires when the caller goes away before the reply. */
function callerGone(res: Response): AbortSignal {
  const controller = new AbortController();
  res.on("close", () => controller.abort());
  return controller.signal;
}

/** `POST /api/circles/<action>`: faith circles and their chat. */
export function circleHandlers(api: ApiDeps): AreaHandlers<typeof circleEndpoints> {
  const deps = { store: api.store, now: api.now };
  const waitMs = api.chatWaitMs ?? circleWaitSeconds * 1000;
  return {
    mine: (_request, { caller }) => myCircles(deps, caller.uid),
    create: (request, { caller }) => createCircle(deps, caller.uid, request),
    preview: ({ code }, { caller }) => previewCircle(deps, caller.uid, code),
    join: ({ code }, { caller }) => joinCircle(deps, caller.uid, code),
    get: ({ circleId }, { caller }) => getCircle(deps, caller.uid, circleId),
    messages: async (request, { caller, res }) => {
      if (!request.wait) return circleMessages(deps, caller.uid, request, { wait: false, waitMs, signal: callerGone(res) });
      // At most two waiting reads per user at once; a lease left by a lost instance ends 10 s after its read would have.
      // Metered apart (1 read and 1 write each way), so X-Store-Cost stays the read's own cost.
      const { result: release } = await meterCost(() => takeConcurrencySlot(api.store, waitingChatReads, caller.uid, api.now(), waitMs + 10_000, waitingChatReadsMessage));
      try {
        return await circleMessages(deps, caller.uid, request, { wait: true, waitMs, signal: callerGone(res) });
      } finally {
        await meterCost(release);
      }
    },
    send: (request, { caller }) => sendMessage(deps, caller.uid, request),
    deleteMessage: (request, { caller }) => deleteMessage(deps, caller.uid, request),
    leave: ({ circleId }, { caller }) => leaveCircle(deps, caller.uid, circleId),
    remove: ({ circleId, memberUid }, { caller }) => removeCircleMember(deps, caller.uid, circleId, memberUid),
    newCode: ({ circleId }, { caller }) => newCircleCode(deps, caller.uid, circleId),
    listen: async ({ circleId }, { caller }) => {
      const { messagesPath } = await listenToCircle(deps, caller.uid, circleId);
      // The browser signs in to Firebase as the session's own user; the security rules then admit its listener to this circle only.
      return { messagesPath, token: await api.auth.createCustomToken(caller.uid) };
    },
  };
}
