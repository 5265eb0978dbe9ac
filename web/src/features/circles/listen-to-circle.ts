import { circleLateMs, circleSeqPerMs, storedCircleMessageSchema, toCircleMessage, type CircleMessage, type CircleMessagesReply } from "@berea/contracts/circles";
import { env } from "../../config/env.ts";
import { ApiError } from "../../lib/api-error.ts";
import { loadFirebaseAuth } from "../../lib/firebase-auth.ts";
import { listenToCircleMessages } from "./api/circle-messages.ts";
import { endsFollowing, followCircle, pause, reconnectDelaysMs, type FollowCircleOptions } from "./follow-circle.ts";

/**
 * Live updates for an open circle where the store is Firestore: a listener
 * in the browser on the circle's messages after the newest held (and the
 * few seconds before it, `circleLateMs`), signed in
 * to Firebase as the session's user (`circles/listen` gives the token), so
 * any number of readers follow without a function held open for each. The
 * security rules admit members only. Writes still go through the API.
 *
 * If the listener cannot be set up (the SDK does not load, Firestore cannot
 * be reached), the chat falls back to waiting reads, which work everywhere.
 * The SDK itself never gives up on a connection it cannot make (a proxy or
 * policy that blocks its channel keeps it retrying in silence), so a
 * listener that has not heard from the server within `unreachableAfterMs`
 * counts as one that cannot be set up.
 */

/** How long a listener may go without the server's word (from its start, or since it went offline) before the chat stops relying on it. */
export const unreachableAfterMs = 8_000;

const notInCircle = () => new ApiError("not-found", 404, "This circle does not exist, or you are not in it.");

/** The listener's messages, each parsed as the contract says a stored message is; one that does not parse is left out. */
function messagesOf(docs: { id: string; data: () => unknown }[]): CircleMessage[] {
  return docs.flatMap((doc) => {
    const parsed = storedCircleMessageSchema.safeParse(doc.data());
    return parsed.success ? [toCircleMessage(doc.id, parsed.data)] : [];
  });
}

/** Follows `circleId` with a Firestore listener until `signal` aborts; falls back to `followCircle` where it cannot listen. */
export async function listenToCircle(circleId: string, options: FollowCircleOptions): Promise<void> {
  const { signal } = options;
  let after = options.after;
  const received = (reply: CircleMessagesReply) => {
    after = Math.max(after, reply.lastSeq);
    options.onMessages(reply);
  };
  let failures = 0;
  while (!signal.aborted) {
    try {
      const stopped = await listenOnce(circleId, () => after, received, signal);
      if (stopped === "ended") return options.onEnded(notInCircle());
      if (signal.aborted) return;
      if (stopped === "unreachable") throw new Error("Firestore did not answer the listener.");
      // The listener broke (the connection, an expired sign-in): set it up again from the newest held, a little later each time.
      failures += 1;
      if (failures === 1) options.onReconnecting(true);
      await pause(reconnectDelaysMs[Math.min(failures, reconnectDelaysMs.length) - 1] ?? 10_000, signal);
    } catch (error) {
      if (signal.aborted) return;
      if (endsFollowing(error)) return options.onEnded(error);
      // No listener here: waiting reads from the newest message held.
      if (failures > 0) options.onReconnecting(false);
      return followCircle({ ...options, after, onMessages: received });
    }
  }
}

/**
 * One listener, from sign-in to its end: resolves "aborted" when the page
 * closes, "ended" when the rules refuse the reader (removed from the
 * circle, chat turned off), "unreachable" when the server never answers it,
 * "broken" when it fails or goes offline after it was live. Throws when it
 * cannot start at all.
 */
async function listenOnce(circleId: string, after: () => number, onMessages: (reply: CircleMessagesReply) => void, signal: AbortSignal): Promise<"aborted" | "ended" | "unreachable" | "broken"> {
  const { messagesPath, token } = await listenToCircleMessages({ circleId }, signal);
  const [{ auth, sdk }, firestore] = await Promise.all([loadFirebaseAuth(), import("firebase/firestore")]);
  await sdk.signInWithCustomToken(auth, token);
  const db = firestore.getFirestore(auth.app);
  if (env.VITE_FIRESTORE_EMULATOR_HOST && !emulatorConnected.has(db)) {
    const [host = "127.0.0.1", port = "8080"] = env.VITE_FIRESTORE_EMULATOR_HOST.split(":");
    firestore.connectFirestoreEmulator(db, host, Number(port));
    emulatorConnected.add(db);
  }
  if (signal.aborted) return "aborted";
  // From a few seconds before the newest held: a message stored after a later one is still heard (the thread keeps each once, by id).
  const from = Math.max(0, after() - circleLateMs * circleSeqPerMs);
  const newer = firestore.query(firestore.collection(db, messagesPath), firestore.where("seq", ">", from), firestore.orderBy("seq"));
  return new Promise((resolve) => {
    let live = false;
    let silence: ReturnType<typeof setTimeout> | undefined;
    const stop = (outcome: "aborted" | "ended" | "unreachable" | "broken") => {
      clearTimeout(silence);
      unsubscribe();
      signal.removeEventListener("abort", aborted);
      resolve(outcome);
    };
    const aborted = () => stop("aborted");
    const awaitServer = () => {
      silence ??= setTimeout(() => stop(live ? "broken" : "unreachable"), unreachableAfterMs);
    };
    awaitServer();
    const unsubscribe = firestore.onSnapshot(
      newer,
      // Metadata changes too: a snapshot from the server (not the cache) is how the listener knows it is live.
      { includeMetadataChanges: true },
      (snapshot) => {
        if (snapshot.metadata.fromCache) awaitServer();
        else {
          live = true;
          clearTimeout(silence);
          silence = undefined;
        }
        // Added only: a deleted message arrives as its numbered notice, as it does for waiting reads.
        const messages = messagesOf(snapshot.docChanges().flatMap((change) => (change.type === "added" ? [change.doc] : [])));
        if (messages.length > 0) onMessages({ messages, lastSeq: Math.max(after(), ...messages.map((message) => message.seq)), hasEarlier: true });
      },
      (error) => stop(error.code === "permission-denied" ? "ended" : "broken"),
    );
    signal.addEventListener("abort", aborted, { once: true });
  });
}

/** connectFirestoreEmulator may be called once per instance, before its first use. */
const emulatorConnected = new WeakSet<object>();
