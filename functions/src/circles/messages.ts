import { createHash } from "node:crypto";
import { circleLateMs, circleMessagePage, circleMessagesPerMinute, circleSeqPerMs, type CircleMessage, type CircleMessagesReply } from "@berea/contracts/circles";
import { AppError } from "../lib/app-error.ts";
import { msg, type ServerMessage } from "../lib/messages/message.ts";
import { idFromClient } from "../lib/client-id.ts";
import { consumeRateLimitIn } from "../lib/rate-limit.ts";
import type { Query, Store, StoredDocument } from "../store/port.ts";
import { circles, messagesIn, requireChatProfile, requireMembership, toMessage, type CircleDeps, type MessageDoc } from "./circles-collection.ts";

/**
 * A circle's chat. A message's place is `seq`, taken from the time it is
 * stored (`messageSeq`), so a send writes only the sender's own documents
 * (the message and their sending allowance) and reads the circle's member
 * list: no document is written by every message, so a lively circle is not
 * held to one document's write rate (Firestore sustains about one a second),
 * and parallel sends do not wait on each other. A message's id is derived
 * from its sender and the sender's `clientId`, so a retried send finds the
 * first one instead of posting twice.
 *
 * Numbers from the clock can be stored out of order: a send that read the
 * clock first may be stored after one that read it later (two instances,
 * one slower). So a read of what came after `after` also answers the
 * messages placed up to `circleLateMs` before it (the reader keeps each
 * once, by id; in a quiet circle there are none), and a waiting read also
 * wakes for a message stored behind it.
 * The clock is read inside the sending transaction, right before its
 * reads, so a message is stored within a round trip of its time; a save
 * answered later than `placementMs` after that is numbered again
 * (`keepInLateWindow`), so the window always covers it.
 *
 * The circle's list shows the newest message and orders circles by it
 * (`latestIn`: read from the messages, not kept on the circle's document).
 *
 * Costs, counted as Firestore bills them (n = messages read, the late
 * window's included: in a quiet circle just the reader's newest, read again,
 * which costs what an empty answer did): messages 2 + n reads (at least 3);
 * a waiting read that is woken by one message costs 4 (the watch's first
 * snapshot, then the message); send 4 reads, 2 writes (the message and the sending limit, taken
 * in the same transaction, so a refused message spends nothing; a retry of
 * a stored one answers after 3 reads; a sender renamed since joining also
 * updates their entry in the member list, once); delete-message 3 reads,
 * 2 writes (the message emptied, the deletion notice).
 */

const sendingLimit = { name: "circle-messages", max: circleMessagesPerMinute, windowMs: 60_000 };

/**
 * The most messages a read answers from the late window. A circle holds 50
 * members who may each send 20 a minute (about 17 a second at most), so
 * `circleLateMs` holds well under this.
 */
const lateWindowMax = 200;

/**
 * A message's place in its circle: the time it is stored, in milliseconds ×
 * `circleSeqPerMs`, plus three digits from its id, so two messages in one
 * millisecond still differ (almost always: if two share a number, both are
 * kept and shown, since readers hold messages by id, in the order of their ids).
 */
export function messageSeq(at: Date, id: string): number {
  return at.getTime() * circleSeqPerMs + (createHash("sha256").update(id).digest().readUInt16BE(0) % circleSeqPerMs);
}

/** Oldest first; messages with one number in the order of their ids. */
export const byPlace = (a: { id: string; data: MessageDoc }, b: { id: string; data: MessageDoc }) => a.data.seq - b.data.seq || a.id.localeCompare(b.id);

/** How a waiting read is held: until a message arrives, the time runs out or the caller goes away. */
export interface WaitOptions {
  wait: boolean;
  waitMs: number;
  /** Aborted when the caller disconnects. */
  signal: AbortSignal;
}

/**
 * `POST /api/circles/messages`: messages after `after` (up to a page, oldest
 * first) with those of the late window behind it, or the page before
 * `before`. A waiting read that finds nothing new watches the circle's
 * messages and answers as soon as one arrives.
 */
export async function circleMessages(
  { store }: CircleDeps,
  uid: string,
  request: { circleId: string; after?: number | undefined; before?: number | undefined },
  options: WaitOptions,
): Promise<CircleMessagesReply> {
  await requireChatProfile(store, uid);
  const circle = await requireMembership(store, request.circleId, uid);
  if (request.before !== undefined) {
    // An earlier page moves no reader's place: the newest number it holds is the newest it shows.
    const page = await pageBefore(store, request.circleId, request.before);
    return { ...page, lastSeq: Math.max(circle.lastSeq, ...page.messages.map((message) => message.seq)) };
  }
  const after = request.after ?? 0;
  const from = Math.max(0, after - circleLateMs * circleSeqPerMs);
  const query = { where: [{ field: "seq", op: ">", value: from }], orderBy: [{ field: "seq", direction: "asc" }], limit: lateWindowMax + circleMessagePage } satisfies Query;
  const found = options.wait ? await firstNewer(store, request.circleId, query, after, options) : await messagesIn(request.circleId).query(store, query);
  // The one numbered `after` is the reader's own newest: only those behind it may be news.
  const late = found.filter((doc) => doc.data.seq < after);
  const newer = found.filter((doc) => doc.data.seq > after).slice(0, circleMessagePage);
  const messages = [...late, ...newer].sort(byPlace).map((doc) => toMessage(doc.id, doc.data));
  return { messages, lastSeq: Math.max(after, newer.at(-1)?.data.seq ?? after), hasEarlier: after > 0 };
}

/** The page of messages placed before `before`, oldest first: the latest page when `before` is past the newest. */
export async function pageBefore(store: Store, circleId: string, before: number): Promise<{ messages: CircleMessage[]; hasEarlier: boolean }> {
  const page = await messagesIn(circleId).query(store, {
    where: [{ field: "seq", op: "<", value: before }],
    orderBy: [{ field: "seq", direction: "desc" }],
    // One more than a page says whether there are earlier ones (numbers from the clock have gaps).
    limit: circleMessagePage + 1,
  });
  const shown = page.slice(0, circleMessagePage).sort(byPlace);
  return { messages: shown.map((doc) => toMessage(doc.id, doc.data)), hasEarlier: page.length > circleMessagePage };
}

/**
 * The newest messages of a circle, newest first: the newest one, or, when
 * that is a deletion notice, up to 10 (what the list's preview needs).
 */
export async function latestIn(store: Store, circleId: string): Promise<StoredDocument<MessageDoc>[]> {
  const newest = (limit: number) => messagesIn(circleId).query(store, { orderBy: [{ field: "seq", direction: "desc" }], limit });
  const [first] = await newest(1);
  if (!first) return [];
  return first.data.deletes === null ? [first] : newest(10);
}

/**
 * A waiting read: watches the messages from the late window on and answers
 * with the first snapshot that has one after `after` (at once when some are
 * already there) or one stored since the watch began (a late one), or with
 * the window when the wait runs out or the caller goes away. Watching
 * instead of querying first saves a read: the watch's first snapshot is
 * that query.
 */
function firstNewer(store: Store, circleId: string, query: Query, after: number, { waitMs, signal }: WaitOptions): Promise<StoredDocument<MessageDoc>[]> {
  return new Promise((resolve) => {
    const current = new Map<string, MessageDoc>();
    let settled = false;
    let first = true;
    const settle = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal.removeEventListener("abort", settle);
      // A microtask runs after watch() has returned, even if it called the listener synchronously.
      queueMicrotask(() => unsubscribe());
      resolve([...current].map(([id, data]) => ({ id, data })));
    };
    const timer = setTimeout(settle, signal.aborted ? 0 : waitMs);
    signal.addEventListener("abort", settle);
    const unsubscribe = messagesIn(circleId).watch(store, query, (changes) => {
      let arrived = false;
      for (const change of changes) {
        if (change.type === "removed") current.delete(change.id);
        else {
          if (!first && change.type === "added") arrived = true;
          current.set(change.id, change.data);
        }
      }
      first = false;
      if (arrived || [...current.values()].some((message) => message.seq > after)) settle();
    });
  });
}

/**
 * `POST /api/circles/send`: stores the message, placed by the time it is
 * stored. A retry with the same `clientId` answers with the message already
 * stored. Each account may send 20 a minute.
 */
export async function sendMessage(
  { store, now }: CircleDeps,
  uid: string,
  request: { circleId: string; text: string; clientId: string },
): Promise<CircleMessage> {
  const profile = await requireChatProfile(store, uid);
  // Read outside the transaction: inside, every send in flight would lock the circle's document (the
  // emulator serializes them; Firestore makes joins and removals wait on them). A member removed at this
  // very moment may still post this one message.
  const circle = await requireMembership(store, request.circleId, uid);
  const id = idFromClient(uid, request.clientId);
  const messages = messagesIn(request.circleId);
  const { sent, placedAt } = await store.runTransaction(async (tx) => {
    // Each attempt reads the clock afresh, so the message's time is its attempt's, a round trip from being stored.
    const at = now();
    const stored = await messages.get(tx, id);
    if (stored) return { sent: toMessage(id, stored), placedAt: undefined };
    await consumeRateLimitIn(tx, sendingLimit, uid, at, msg("circles.sendingQuickly"));
    const message: MessageDoc = { seq: messageSeq(at, id), uid, name: profile.name, text: request.text, sentAt: at.toISOString(), clientId: request.clientId, deleted: false, deletes: null };
    messages.create(tx, id, message);
    return { sent: toMessage(id, message), placedAt: at };
  });
  const seq = placedAt ? await keepInLateWindow({ store, now }, request.circleId, id, placedAt) : sent.seq;
  // The member list keeps names as of joining; a renamed sender's entry follows the profile (once: the list then has it).
  if (circle.members.some((member) => member.uid === uid && member.name !== profile.name)) await renameMember(store, request.circleId, uid, profile.name);
  return { ...sent, seq };
}

/**
 * The longest a save may take, from reading the clock to its commit being
 * answered, for the number it took to stand: readers look `circleLateMs`
 * behind the newest number they hold, less a second for two instances'
 * clocks disagreeing.
 */
export const placementMs = circleLateMs - 1_000;
/** Renumberings of one message before its sender is answered anyway (logged: the late window is then not kept for it). */
const maxRenumberings = 5;

/**
 * Keeps the late window's promise for a message (or deletion notice)
 * whose save took longer than `placementMs` (a slow commit, a paused
 * instance): a long-polling reader may by now be past its number, so it is
 * numbered again from the clock, until a save is answered in time. A commit
 * is visible before its answer arrives, so a save answered within
 * `placementMs` of its clock reading was stored within it, and every reader
 * still before that number looks far enough back to find it. A reader that
 * already holds the message keeps it (by id); the browser's listener sees
 * it move. Returns the message's number.
 */
export async function keepInLateWindow({ store, now }: CircleDeps, circleId: string, id: string, clockRead: Date): Promise<number> {
  const messages = messagesIn(circleId);
  let placedAt = clockRead;
  let seq = messageSeq(placedAt, id);
  for (let renumbered = 0; now().getTime() - placedAt.getTime() > placementMs; renumbered++) {
    if (renumbered === maxRenumberings) {
      console.warn(`circle ${circleId}: message ${id} was not stored within ${placementMs} ms in ${maxRenumberings + 1} tries; a long-polling reader past it may miss it`);
      break;
    }
    seq = await store.runTransaction(async (tx) => {
      placedAt = now();
      const message = await messages.get(tx, id);
      if (!message) return seq;
      const renumber = messageSeq(placedAt, id);
      messages.update(tx, id, { seq: renumber });
      return renumber;
    });
  }
  return seq;
}

/** A member's name in the circle's list, as their profile has it now. */
async function renameMember(store: Store, circleId: string, uid: string, name: string): Promise<void> {
  await store.runTransaction(async (tx) => {
    const circle = await circles.get(tx, circleId);
    if (!circle?.members.some((member) => member.uid === uid && member.name !== name)) return;
    circles.update(tx, circleId, { members: circle.members.map((member) => (member.uid === uid ? { ...member, name } : member)) });
  });
}

/**
 * `POST /api/circles/delete-message`: the sender deletes their message, or
 * the owner anyone's. The message keeps its place and number, emptied; a
 * deletion notice, placed by its own time, reaches every open chat the
 * way a message does (a reader asks only for what came after the newest it has).
 * Deleting a deleted message answers the same and writes nothing.
 */
export async function deleteMessage(
  { store, now }: CircleDeps,
  uid: string,
  request: { circleId: string; messageId: string },
): Promise<{ message: ServerMessage }> {
  const profile = await requireChatProfile(store, uid);
  const messages = messagesIn(request.circleId);
  const noticeId = `${request.messageId}-deleted`;
  const placedAt = await store.runTransaction(async (tx) => {
    const at = now();
    const circle = await requireMembership(tx, request.circleId, uid);
    const target = await messages.get(tx, request.messageId);
    if (!target || target.deletes !== null) throw new AppError("not-found", msg("circles.noSuchMessage"));
    if (target.deleted) return undefined;
    if (target.uid !== uid && circle.ownerUid !== uid) throw new AppError("permission-denied", msg("circles.deleteOwnOnly"));
    messages.update(tx, request.messageId, { text: "", deleted: true });
    messages.create(tx, noticeId, { seq: messageSeq(at, noticeId), uid, name: profile.name, text: "", sentAt: at.toISOString(), clientId: noticeId, deleted: false, deletes: request.messageId });
    return at;
  });
  // The notice reaches open chats the way a message does, so it is held to the same window.
  if (placedAt) await keepInLateWindow({ store, now }, request.circleId, noticeId, placedAt);
  return { message: msg("said.messageDeleted") };
}
