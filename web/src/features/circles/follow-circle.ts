import type { CircleMessagesReply } from "@berea/contracts/circles";
import { ApiError } from "../../lib/api-error.ts";

/**
 * Live updates for an open circle, by long polling: ask for the messages
 * after the last one held, with `wait`, so the server answers as soon as one
 * arrives (or after circleWaitSeconds with nothing); then ask again at once.
 * A failure waits a little longer each time before the next try, and that
 * try does not wait, so the reader learns at once that the line is back (and
 * gets what came meanwhile); an answer that says the reader may not read the
 * circle any more ends it.
 */

/** How long to wait after the first, second, third and later failures in a row. */
export const reconnectDelaysMs = [2_000, 5_000, 10_000] as const;

/** An empty answer sooner than this was not a held read (a proxy cut it short): pause before the next, so a broken wait never spins. */
export const minEmptyReadMs = 1_000;

/** The answers after which reading again cannot help: the reader was removed or the circle closed (404), chat was turned off, or the session ended. */
export function endsFollowing(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 404 || error.code === "permission-denied" || error.code === "unauthenticated");
}

export interface FollowCircleOptions {
  /** The newest message number already held. */
  after: number;
  /** One read of the messages after `after`, held open until one arrives when `wait`. */
  read: (after: number, wait: boolean, signal: AbortSignal) => Promise<CircleMessagesReply>;
  /** Stops following (the page closed). */
  signal: AbortSignal;
  onMessages: (reply: CircleMessagesReply) => void;
  /** True while reads are failing and being tried again; false once one succeeds. */
  onReconnecting: (reconnecting: boolean) => void;
  /** Following ended for good with this answer (see endsFollowing). */
  onEnded: (error: ApiError) => void;
  /** Injected by tests. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  now?: () => number;
}

/** Resolves after `ms`, or at once when `signal` aborts. */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
  });
}

/** Follows a circle until `signal` aborts or an answer ends it. */
export async function followCircle(options: FollowCircleOptions): Promise<void> {
  const { read, signal, sleep = pause, now = Date.now } = options;
  let after = options.after;
  let failures = 0;
  while (!signal.aborted) {
    const started = now();
    const wait = failures === 0;
    try {
      const reply = await read(after, wait, signal);
      if (signal.aborted) return;
      after = Math.max(after, reply.lastSeq);
      if (failures > 0) options.onReconnecting(false);
      failures = 0;
      if (reply.messages.length > 0) options.onMessages(reply);
      else if (wait && now() - started < minEmptyReadMs) await sleep(minEmptyReadMs, signal);
    } catch (error) {
      if (signal.aborted) return;
      if (endsFollowing(error)) {
        options.onEnded(error);
        return;
      }
      failures += 1;
      if (failures === 1) options.onReconnecting(true);
      await sleep(reconnectDelaysMs[Math.min(failures, reconnectDelaysMs.length) - 1] ?? 10_000, signal);
    }
  }
}
