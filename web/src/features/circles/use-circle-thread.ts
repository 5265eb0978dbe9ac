import type { CircleDetail } from "@berea/contracts/circles";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import toast from "react-hot-toast";
import { errorMessage, type ApiError } from "../../lib/api-client.ts";
import { isSignedOutError, useSessionGuard } from "../../lib/session.ts";
import { deleteCircleMessage, readCircleMessages, sendCircleMessage } from "./api/circle-messages.ts";
import { circleKeys } from "./api/get-my-circles.ts";
import { mergeMessages, newestSeq, threadReducer, type PendingMessage, type ThreadState } from "./chat-thread.ts";
import { endsFollowing, followCircle, type FollowCircleOptions } from "./follow-circle.ts";

export interface CircleThread {
  state: ThreadState;
  /** Reads are failing and being tried again. */
  reconnecting: boolean;
  /** The answer that closed the circle to the reader (removed, circle gone, chat off), once one has; signed out, the page's session guard takes over. */
  ended: ApiError | null;
  loadingEarlier: boolean;
  showEarlier: () => void;
  /** Sends a message (already checked with circleMessageTextSchema), shown at once as on its way. */
  send: (text: string) => void;
  retry: (pending: Pick<PendingMessage, "clientId" | "text">) => void;
  discard: (clientId: string) => void;
  /** Deletes a message (the reader's own, or anyone's for the owner); resolves once the server has. */
  deleteMessage: (messageId: string) => Promise<void>;
}

const initialThread = (detail: CircleDetail): ThreadState => ({ messages: mergeMessages([], detail.messages), pending: [], hasEarlier: detail.hasEarlier });

/**
 * An open circle's conversation: the latest page it opened with, new
 * messages as they arrive (a Firestore listener, or waiting reads, from the
 * newest held, stopped when the page closes), earlier pages on request, and the reader's own messages,
 * shown at once and confirmed or failed when the server answers.
 */
export function useCircleThread(detail: CircleDetail): CircleThread {
  const circleId = detail.circle.id;
  const [state, dispatch] = useReducer(threadReducer, detail, initialThread);
  const [reconnecting, setReconnecting] = useState(false);
  const [ended, setEnded] = useState<ApiError | null>(null);
  const { ended: sessionEnded } = useSessionGuard();
  const end = useCallback((error: ApiError) => (isSignedOutError(error) ? sessionEnded() : setEnded(error)), [sessionEnded]);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  // Where following starts: the newest message the circle opened with. From then on follow-circle.ts keeps its own place.
  const followFrom = useRef(Math.max(detail.circle.lastSeq, newestSeq(detail.messages)));

  const queryClient = useQueryClient();
  const memberUids = useRef(new Set<string>());

  // The circle read again (every two minutes, or after a change to its members) may bring messages too.
  useEffect(() => {
    memberUids.current = new Set(detail.members.map((member) => member.uid));
    dispatch({ type: "received", messages: detail.messages });
  }, [detail.members, detail.messages]);

  const listens = detail.follow === "listen";
  useEffect(() => {
    const stop = new AbortController();
    const options: FollowCircleOptions = {
      after: followFrom.current,
      read: (after, wait, signal) => readCircleMessages({ circleId, after, wait }, signal),
      signal: stop.signal,
      onMessages: (reply) => {
        dispatch({ type: "received", messages: reply.messages });
        // Someone new has spoken: they joined since the circle was read, so read its members again.
        if (reply.messages.some((message) => !memberUids.current.has(message.uid))) void queryClient.invalidateQueries({ queryKey: circleKeys.detail(circleId) });
      },
      onReconnecting: setReconnecting,
      onEnded: end,
    };
    // Where the store is Firestore, a listener in the browser (its code, and Firebase's, loaded only then); elsewhere waiting reads.
    void (listens ? import("./listen-to-circle.ts").then(({ listenToCircle }) => listenToCircle(circleId, options)) : followCircle(options));
    return () => stop.abort();
  }, [circleId, queryClient, end, listens]);

  const oldestSeq = state.messages[0]?.seq;
  const showEarlier = useCallback(() => {
    if (oldestSeq === undefined) return;
    setLoadingEarlier(true);
    readCircleMessages({ circleId, before: oldestSeq })
      .then((reply) => dispatch({ type: "earlier", messages: reply.messages, hasEarlier: reply.hasEarlier }))
      .catch((error: unknown) => {
        if (endsFollowing(error)) end(error);
        else toast.error(errorMessage(error));
      })
      .finally(() => setLoadingEarlier(false));
  }, [circleId, oldestSeq, end]);

  const deliver = useCallback(
    (clientId: string, text: string) => {
      sendCircleMessage({ circleId, text, clientId }).then(
        (message) => dispatch({ type: "sent", clientId, message }),
        (error: unknown) => {
          dispatch({ type: "failed", clientId, problem: errorMessage(error) });
          if (endsFollowing(error)) end(error);
        },
      );
    },
    [circleId, end],
  );

  const send = useCallback(
    (text: string) => {
      const clientId = crypto.randomUUID();
      dispatch({ type: "write", pending: { clientId, text, writtenAt: new Date().toISOString(), status: "sending", problem: null } });
      deliver(clientId, text);
    },
    [deliver],
  );

  const retry = useCallback(
    (pending: Pick<PendingMessage, "clientId" | "text">) => {
      dispatch({ type: "retry", clientId: pending.clientId });
      deliver(pending.clientId, pending.text);
    },
    [deliver],
  );

  const discard = useCallback((clientId: string) => dispatch({ type: "discard", clientId }), []);

  const deleteMessage = useCallback(
    async (messageId: string) => {
      await deleteCircleMessage({ circleId, messageId });
      dispatch({ type: "deleted", messageId });
    },
    [circleId],
  );

  return { state, reconnecting, ended, loadingEarlier, showEarlier, send, retry, discard, deleteMessage };
}
