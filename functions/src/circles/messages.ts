import { circleMessagePage, circleMessagesPerMinute, type CircleMessage, type CircleMessagesReply } from "@berea/contracts/circles";
import { AppError } from "../lib/app-error.ts";
import { idFromClient } from "../lib/client-id.ts";
import { consumeRateLimitIn } from "../lib/rate-limit.ts";
import type { Query, Store, StoredDocument } from "../store/port.ts";
import { circles, clip, messagesIn, previewLength, requireChatProfile, requireMembership, toMessage, type CircleDeps, type MessageDoc } from "./circles-collection.ts";

/**
 * A circle's chat: messages numbered by `seq` from the circle's `lastSeq`,
 * which the sending transaction raises, so readers ask for `seq > n`, a
 * single-field range that needs no composite index. A message's id is
 * derived from its sender and the sender's `clientId`, so a retried send
 * finds the first one instead of posting twice.
 *
 * Every send updates the circle document, which serializes a circle's
 * messages (Firestore sustains about one write a second per document, with
 * bursts above it: ample for a group of 50 people typing).
 *
 * Costs, counted as Firestore bills them (n = messages returned): messages
 * 2 + n reads (at least 3; a waiting read that is woken by one message costs
 * 4: the watch's empty first snapshot, then the message); send 4 reads,
 * 3 writes (one of each is the rate limit, taken in the same transaction, so
 * a refused message spends nothing and a retry of a stored one answers after
 * 3 reads); delete-message 3 reads, 3 writes (the message emptied, the
 * deletion notice, the circle's newest number).
 */

const sendingLimit = { name: "circle-messages", max: circleMessagesPerMinute, windowMs: 60_000 };

/** How a waiting read is held: until a message arrives, the time runs out or the caller goes away. */
export interface WaitOptions {
  wait: boolean;
  waitMs: number;
  /** Aborted when the caller disconnects. */
  signal: AbortSignal;
}

/**
 * `POST /api/circles/messages`: messages after `after` (up to a page, oldest
 * first), or the page before `before`. A waiting read that finds nothing new
 * watches the circle's messages and answers as soon as one arrives.
 */
export async function circleMessages(
  { store }: CircleDeps,
  uid: string,
  request: { circleId: string; after?: number | undefined; before?: number | undefined },
  options: WaitOptions,
): Promise<CircleMessagesReply> {
  await requireChatProfile(store, uid);
  const circle = await requireMembership(store, request.circleId, uid);
  if (request.before !== undefined) return { ...(await pageBefore(store, request.circleId, request.before)), lastSeq: circle.lastSeq };
  const after = request.after ?? 0;
  const query = { where: [{ field: "seq", op: ">", value: after }], orderBy: [{ field: "seq", direction: "asc" }], limit: circleMessagePage } satisfies Query;
  const page = options.wait ? await firstNewer(store, request.circleId, query, options) : await messagesIn(request.circleId).query(store, query);
  const messages = page.map((doc) => toMessage(doc.id, doc.data));
  return { messages, lastSeq: Math.max(after, messages.at(-1)?.seq ?? after), hasEarlier: after > 0 || startsLate(messages) };
}

/** Numbers run from 1 without gaps, so the first message shown says whether there are earlier ones. */
const startsLate = (messages: CircleMessage[]) => (messages[0]?.seq ?? 1) > 1;

/** The page of messages numbered below `before`, oldest first: the latest page when `before` is past the newest. */
export async function pageBefore(store: Store, circleId: string, before: number): Promise<{ messages: CircleMessage[]; hasEarlier: boolean }> {
  const page = await messagesIn(circleId).query(store, {
    where: [{ field: "seq", op: "<", value: before }],
    orderBy: [{ field: "seq", direction: "desc" }],
    limit: circleMessagePage,
  });
  const messages = page.reverse().map((doc) => toMessage(doc.id, doc.data));
  return { messages, hasEarlier: startsLate(messages) };
}

/**
 * A waiting read: watches the newer messages and answers with the first
 * snapshot that has any (at once when some are already there), or with none
 * when the wait runs out or the caller goes away. Watching instead of
 * querying first saves a read: the watch's first snapshot is that query.
 */
function firstNewer(store: Store, circleId: string, query: Query, { waitMs, signal }: WaitOptions): Promise<StoredDocument<MessageDoc>[]> {
  return new Promise((resolve) => {
    const current = new Map<string, MessageDoc>();
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal.removeEventListener("abort", settle);
      // A microtask runs after watch() has returned, even if it called the listener synchronously.
      queueMicrotask(() => unsubscribe());
      resolve([...current].map(([id, data]) => ({ id, data })).sort((a, b) => a.data.seq - b.data.seq));
    };
    const timer = setTimeout(settle, signal.aborted ? 0 : waitMs);
    signal.addEventListener("abort", settle);
    const unsubscribe = messagesIn(circleId).watch(store, query, (changes) => {
      for (const change of changes) {
        if (change.type === "removed") current.delete(change.id);
        else current.set(change.id, change.data);
      }
      if (current.size > 0) settle();
    });
  });
}

/**
 * `POST /api/circles/send`: numbers the message after the circle's newest and
 * stores both in one transaction. A retry with the same `clientId` answers
 * with the message already stored. Each account may send 20 a minute.
 */
export async function sendMessage(
  { store, now }: CircleDeps,
  uid: string,
  request: { circleId: string; text: string; clientId: string },
): Promise<CircleMessage> {
  const profile = await requireChatProfile(store, uid);
  const id = idFromClient(uid, request.clientId);
  const messages = messagesIn(request.circleId);
  const at = now();
  return store.runTransaction(async (tx) => {
    const circle = await requireMembership(tx, request.circleId, uid);
    const stored = await messages.get(tx, id);
    if (stored) return toMessage(id, stored);
    await consumeRateLimitIn(tx, sendingLimit, uid, at, "You are sending messages quickly. Wait a moment, then try again.");
    const sentAt = at.toISOString();
    const message: MessageDoc = { seq: circle.lastSeq + 1, uid, name: profile.name, text: request.text, sentAt, clientId: request.clientId, deleted: false, deletes: null };
    messages.create(tx, id, message);
    // The member list keeps names as of joining; a renamed sender's entry follows the profile.
    const members = circle.members.map((member) => (member.uid === uid && member.name !== profile.name ? { ...member, name: profile.name } : member));
    circles.update(tx, request.circleId, {
      lastSeq: message.seq,
      lastMessage: { seq: message.seq, name: profile.name, text: clip(request.text, previewLength * 2), sentAt },
      activeAt: sentAt,
      ...(members.some((member, index) => member !== circle.members[index]) ? { members } : {}),
    });
    return toMessage(id, message);
  });
}

/** The preview a circle's list shows once its newest message is deleted. */
const deletedPreview = "Message deleted";

/**
 * `POST /api/circles/delete-message`: the sender deletes their message, or
 * the owner anyone's. The message keeps its place and number, emptied; a
 * deletion notice, numbered after the newest, reaches every open chat the
 * way a message does (a reader asks only for numbers after the last it has).
 * Deleting a deleted message answers the same and writes nothing.
 */
export async function deleteMessage(
  { store, now }: CircleDeps,
  uid: string,
  request: { circleId: string; messageId: string },
): Promise<{ message: string }> {
  const profile = await requireChatProfile(store, uid);
  const messages = messagesIn(request.circleId);
  return store.runTransaction(async (tx) => {
    const circle = await requireMembership(tx, request.circleId, uid);
    const target = await messages.get(tx, request.messageId);
    if (!target || target.deletes !== null) throw new AppError("not-found", "That message is not in this circle.");
    if (target.deleted) return { message: "The message is deleted." };
    if (target.uid !== uid && circle.ownerUid !== uid) throw new AppError("permission-denied", "You can delete only your own messages. The circle's owner can delete any.");
    const seq = circle.lastSeq + 1;
    const noticeId = `${request.messageId}-deleted`;
    messages.update(tx, request.messageId, { text: "", deleted: true });
    messages.create(tx, noticeId, { seq, uid, name: profile.name, text: "", sentAt: now().toISOString(), clientId: noticeId, deleted: false, deletes: request.messageId });
    // The list's preview quoted the newest message; if that is the one deleted, it says so instead.
    const quoted = circle.lastMessage;
    const previewed = quoted !== null && (quoted.seq !== null ? quoted.seq === target.seq : quoted.sentAt === target.sentAt && quoted.name === target.name);
    circles.update(tx, request.circleId, {
      lastSeq: seq,
      ...(previewed ? { lastMessage: { seq: target.seq, name: target.name, text: deletedPreview, sentAt: target.sentAt } } : {}),
    });
    return { message: "The message is deleted." };
  });
}
