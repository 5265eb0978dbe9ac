import type { CircleMessage } from "@berea/contracts/circles";
import { dayLabel, localDayKey, type TimeWords } from "./circle-time.ts";

/**
 * A circle's conversation as the reader sees it: the messages the server has
 * numbered, and the reader's own messages still on their way. Pure, so the
 * chat's rules (no message twice, oldest first, grouped by sender and day)
 * are tested without a browser.
 */

/** A message written on this device that the server has not confirmed yet. */
export interface PendingMessage {
  /** The id sent with it, so a retry never posts it twice. */
  clientId: string;
  /** As it will be stored (trimmed). */
  text: string;
  /** When it was written on this device (ISO). */
  writtenAt: string;
  status: "sending" | "failed";
  /** The server's words when it failed. */
  problem: string | null;
}

export interface ThreadState {
  /** Oldest first, each once. */
  messages: CircleMessage[];
  /** In the order they were written. */
  pending: PendingMessage[];
  /** Whether older messages than the first shown exist. */
  hasEarlier: boolean;
}

export type ThreadAction =
  /** New messages: a poll's answer, or the circle read again. */
  | { type: "received"; messages: CircleMessage[] }
  /** An earlier page, asked for with "Show earlier messages". */
  | { type: "earlier"; messages: CircleMessage[]; hasEarlier: boolean }
  | { type: "write"; pending: PendingMessage }
  | { type: "sent"; clientId: string; message: CircleMessage }
  | { type: "failed"; clientId: string; problem: string }
  | { type: "retry"; clientId: string }
  | { type: "discard"; clientId: string }
  /** The reader deleted a message (the server's notice of it follows, and changes nothing more). */
  | { type: "deleted"; messageId: string };

/** The newest message number among these (0 for none). */
export const newestSeq = (messages: CircleMessage[]): number => messages.reduce((newest, message) => Math.max(newest, message.seq), 0);

/** A conversation's order: by number, and two messages with one number (rare: both sent in one millisecond) by id. */
export const byPlace = (a: CircleMessage, b: CircleMessage): number => a.seq - b.seq || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * `current` with `incoming` added, oldest first, each message once (by id:
 * a reader asks again for the last few seconds it holds, so a message stored
 * late is not missed, and what it holds comes back). Returns `current`
 * itself when nothing is new, so a poll that brings nothing renders nothing.
 */
export function mergeMessages(current: CircleMessage[], incoming: CircleMessage[]): CircleMessage[] {
  const ids = new Set(current.map((message) => message.id));
  const fresh: CircleMessage[] = [];
  for (const message of incoming) {
    if (ids.has(message.id)) continue;
    ids.add(message.id);
    fresh.push(message);
  }
  if (fresh.length === 0) return current;
  const last = current.at(-1);
  fresh.sort(byPlace);
  const first = fresh[0];
  // The usual case, new messages after the last shown: no need to sort them all again.
  if (!last || (first && byPlace(first, last) > 0)) return [...current, ...fresh];
  return [...current, ...fresh].sort(byPlace);
}

/**
 * The messages with those that a deletion notice among them names emptied
 * and marked deleted. A copy read before the deletion is held by id, so the
 * notice (numbered like a message, and delivered like one) is what changes
 * it. Returns `messages` itself when nothing changes.
 */
export function applyDeletions(messages: CircleMessage[], deletedIds: ReadonlySet<string> = new Set(messages.flatMap((message) => message.deletes ?? []))): CircleMessage[] {
  if (!messages.some((message) => deletedIds.has(message.id) && !message.deleted)) return messages;
  return messages.map((message) => (deletedIds.has(message.id) && !message.deleted ? { ...message, deleted: true, text: "" } : message));
}

/** Merges, then applies any deletion notices. */
const mergeAndApply = (current: CircleMessage[], incoming: CircleMessage[]) => applyDeletions(mergeMessages(current, incoming));

export function threadReducer(state: ThreadState, action: ThreadAction): ThreadState {
  switch (action.type) {
    case "received": {
      const messages = mergeAndApply(state.messages, action.messages);
      return messages === state.messages ? state : { ...state, messages };
    }
    case "earlier":
      return { ...state, messages: mergeAndApply(state.messages, action.messages), hasEarlier: action.hasEarlier };
    case "deleted": {
      const messages = applyDeletions(state.messages, new Set([action.messageId]));
      return messages === state.messages ? state : { ...state, messages };
    }
    case "write":
      return { ...state, pending: [...state.pending, action.pending] };
    case "sent":
      return {
        ...state,
        messages: mergeAndApply(state.messages, [action.message]),
        pending: state.pending.filter((pending) => pending.clientId !== action.clientId),
      };
    case "failed":
      return updatePending(state, action.clientId, { status: "failed", problem: action.problem });
    case "retry":
      return updatePending(state, action.clientId, { status: "sending", problem: null });
    case "discard":
      return { ...state, pending: state.pending.filter((pending) => pending.clientId !== action.clientId) };
  }
}

function updatePending(state: ThreadState, clientId: string, change: Pick<PendingMessage, "status" | "problem">): ThreadState {
  if (!state.pending.some((pending) => pending.clientId === clientId)) return state;
  return { ...state, pending: state.pending.map((pending) => (pending.clientId === clientId ? { ...pending, ...change } : pending)) };
}

/**
 * The reader's messages still to show as on their way. One can come back by
 * polling before its own reply does, carrying the clientId it was sent with:
 * from then on the server's copy stands for it, so it is never shown twice.
 */
export function unconfirmedPending(messages: CircleMessage[], pending: PendingMessage[], youUid: string): PendingMessage[] {
  if (pending.length === 0) return pending;
  const confirmed = new Set(messages.filter((message) => message.uid === youUid).map((message) => message.clientId));
  return pending.filter((entry) => !confirmed.has(entry.clientId));
}

/** One message as the thread shows it. */
export interface ThreadMessage {
  kind: "message";
  /** The message's id, or its clientId while it is on its way. */
  key: string;
  /** The server's id, once it has one (what deleting names). */
  id: string | null;
  /** Deleted by its sender or the circle's owner: shown as such, with no text. */
  deleted: boolean;
  uid: string;
  name: string;
  text: string;
  sentAt: string;
  own: boolean;
  status: "sent" | "sending" | "failed";
  problem: string | null;
  /** Set while the message is on its way or failed: what a retry sends again. */
  clientId: string | null;
  /** The first of a run by one sender: it shows the name and time. */
  startsGroup: boolean;
  /** The last of a run by one sender. */
  endsGroup: boolean;
}

export interface ThreadDay {
  kind: "day";
  key: string;
  label: string;
}

export type ThreadItem = ThreadDay | ThreadMessage;

/** Messages by one sender this close together read as one run. */
export const groupGapMs = 10 * 60_000;

/**
 * The thread to render: a heading before each day's first message, then the
 * messages, each marked as the start or end of a run by one sender (the same
 * person, the same day, no more than ten minutes apart). Messages on their
 * way come last, as the reader's own.
 */
export function buildThread(state: ThreadState, you: { uid: string; name: string }, now: Date, words?: TimeWords): ThreadItem[] {
  const entries: Omit<ThreadMessage, "startsGroup" | "endsGroup">[] = [
    // Deletion notices change the message they name; they are not shown themselves.
    ...state.messages.filter((message) => message.deletes === null).map((message) => ({
      kind: "message" as const,
      key: message.id,
      id: message.id,
      deleted: message.deleted,
      uid: message.uid,
      name: message.name,
      text: message.text,
      sentAt: message.sentAt,
      own: message.uid === you.uid,
      status: "sent" as const,
      problem: null,
      clientId: null,
    })),
    ...unconfirmedPending(state.messages, state.pending, you.uid).map((pending) => ({
      kind: "message" as const,
      key: pending.clientId,
      id: null,
      deleted: false,
      uid: you.uid,
      name: you.name,
      text: pending.text,
      sentAt: pending.writtenAt,
      own: true,
      status: pending.status,
      problem: pending.problem,
      clientId: pending.clientId,
    })),
  ];

  const items: ThreadItem[] = [];
  let previous: ThreadMessage | null = null;
  let previousDay: string | null = null;
  for (const entry of entries) {
    const day = localDayKey(entry.sentAt);
    if (day !== previousDay) {
      items.push({ kind: "day", key: `day-${day}`, label: dayLabel(entry.sentAt, now, words) });
      previousDay = day;
      previous = null;
    }
    const continues = previous !== null && previous.uid === entry.uid && Date.parse(entry.sentAt) - Date.parse(previous.sentAt) <= groupGapMs;
    if (previous && continues) previous.endsGroup = false;
    const message: ThreadMessage = { ...entry, startsGroup: !continues, endsGroup: true };
    items.push(message);
    previous = message;
  }
  return items;
}
