import { randomBytes } from "node:crypto";
import {
  circleMaxMembers,
  circleMaxPerUser,
  circleMessagePage,
  circleMessagesPerMinute,
  type CircleCreateRequest,
  type CircleDetail,
  type CircleMember,
  type CircleMessage,
  type CircleMessagesReply,
  type CircleMineReply,
  type CirclePreview,
  type CircleSummary,
} from "@berea/contracts/circles";
import { AppError } from "../lib/app-error.ts";
import { chatAllowed } from "../family/effective-plan.ts";
import { idFromClient } from "../lib/client-id.ts";
import { consumeRateLimitIn } from "../lib/rate-limit.ts";
import { deleteCollection } from "../store/delete-collection.ts";
import type { DocumentData, Query, Store, StoredDocument, Transaction } from "../store/port.ts";
import { getProfile, type UserProfile } from "../users/profiles.ts";
import { newReadableCode } from "../users/referral-code.ts";

/**
 * Faith circles and their chat.
 *
 * One document per circle, `circles/{id}`, holds the member list (at most
 * 50), so joining, leaving and the seat count are one transaction over it,
 * and a member check is one read. Messages live under it,
 * `circles/{id}/messages/{id}`, numbered by `seq` from the circle's
 * `lastSeq`, which the sending transaction raises: readers ask for
 * `seq > n`, a single-field range that needs no composite index. A message's
 * id is derived from its sender and the sender's `clientId`, so a retried
 * send finds the first one instead of posting twice. Invite codes are one
 * document each, `circleInvites/{CIR-XXXXXXXX}`, pointing at the circle.
 *
 * Every send updates the circle document, which serializes a circle's
 * messages (Firestore sustains about one write a second per document, with
 * bursts above it: ample for a group of 50 people typing).
 *
 * Costs, counted as Firestore bills them (c = the caller's circles,
 * n = messages returned): mine 1 + c reads; create 2 + c reads, 2 writes;
 * preview 2 reads; join 3 + c reads, 1 write; get 2 + n reads; messages
 * 2 + n reads (at least 3; a waiting read that is woken by one message
 * costs 4: the watch's empty first snapshot, then the message); send 4 reads, 3 writes (one of each is the rate limit, taken in
 * the same transaction, so a refused message spends nothing and a retry of a
 * stored one answers after 3 reads); delete-message 3 reads, 3 writes (the
 * message emptied, the deletion notice, the circle's newest number);
 * leave 2 reads, 1 write (3 when the last member leaves, plus the
 * messages); remove 2 reads, 1 write; new-code 2 reads, 3 writes.
 */
export const circlesCollection = "circles";
export const circleInvitesCollection = "circleInvites";
export const messagesCollection = (circleId: string) => `${circlesCollection}/${circleId}/messages`;

interface MemberEntry extends DocumentData {
  uid: string;
  name: string;
  joinedAt: string;
}

export interface CircleDoc extends DocumentData {
  name: string;
  description: string;
  ownerUid: string;
  /** In the order they joined; the owner is not necessarily first after a hand-over. */
  members: MemberEntry[];
  /** The same uids, for `array-contains` queries. */
  memberUids: string[];
  inviteCode: string;
  createdAt: string;
  lastSeq: number;
  lastMessage: { name: string; text: string; sentAt: string } | null;
  /** The newest message's time, or when the circle was made: sorts a reader's list. */
  activeAt: string;
}

interface InviteDoc extends DocumentData {
  code: string;
  circleId: string;
  createdAt: string;
}

export interface MessageDoc extends DocumentData {
  seq: number;
  uid: string;
  name: string;
  text: string;
  sentAt: string;
  clientId: string;
  /** Deleted: the text is emptied, the place kept. */
  deleted: boolean;
  /** On a deletion notice: the id of the message it deletes. */
  deletes: string | null;
}

export interface CircleDeps {
  store: Store;
  now: () => Date;
}

/** The preview of the newest message in a reader's list. */
const previewLength = 140;

const sendingLimit = { name: "circle-messages", max: circleMessagesPerMinute, windowMs: 60_000 };

const notInCircle = () => new AppError("not-found", "This circle does not exist, or you are not in it.");
const chatTurnedOff = () => new AppError("permission-denied", "Your Family plan's owner has turned chat off for your account.");

/** The referral codes' alphabet, as Family invites. */
const newInviteCode = () => `CIR-${newReadableCode()}`;

const newCircleId = () => randomBytes(15).toString("base64url");


const clip = (text: string, length: number) => (text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`);

async function requireProfile(store: Store, uid: string): Promise<UserProfile> {
  const profile = await getProfile(store, uid);
  if (!profile) throw new AppError("unauthenticated", "Please sign in again to use faith circles.");
  return profile;
}

/** A Family member's owner may turn chat off; circles are chat, so all of it is closed to them. */
async function requireChatProfile(store: Store, uid: string): Promise<UserProfile> {
  const profile = await requireProfile(store, uid);
  if (!chatAllowed(profile)) throw chatTurnedOff();
  return profile;
}

const isMember = (circle: CircleDoc, uid: string) => circle.memberUids.includes(uid);

/** The circle, when it exists and the caller is in it; otherwise the one 404, so a circle's existence is not revealed. */
async function requireMembership(read: Pick<Transaction, "get">, circleId: string, uid: string): Promise<CircleDoc> {
  const circle = await read.get<CircleDoc>(circlesCollection, circleId);
  if (!circle || !isMember(circle, uid)) throw notInCircle();
  return circle;
}

function requireOwner(circle: CircleDoc, uid: string, action: string): void {
  if (circle.ownerUid !== uid) throw new AppError("permission-denied", `Only the circle's owner can ${action}.`);
}

const ownerName = (circle: CircleDoc) => circle.members.find((member) => member.uid === circle.ownerUid)?.name ?? "";

function toSummary(id: string, circle: CircleDoc, uid: string, showMessages = true): CircleSummary {
  return {
    id,
    name: circle.name,
    description: circle.description,
    ownerName: ownerName(circle),
    role: circle.ownerUid === uid ? "owner" : "member",
    memberCount: circle.members.length,
    inviteCode: circle.inviteCode,
    invitePath: `/chat/join/${encodeURIComponent(circle.inviteCode)}`,
    createdAt: circle.createdAt,
    lastSeq: circle.lastSeq,
    lastMessage: showMessages && circle.lastMessage ? { ...circle.lastMessage, text: clip(circle.lastMessage.text, previewLength) } : null,
  };
}

const toMessage = (id: string, message: MessageDoc): CircleMessage => ({
  id,
  seq: message.seq,
  uid: message.uid,
  name: message.name,
  text: message.deleted ? "" : message.text,
  sentAt: message.sentAt,
  clientId: message.clientId,
  deleted: message.deleted,
  deletes: message.deletes,
});

const toMember = (circle: CircleDoc) => (member: MemberEntry): CircleMember => ({
  uid: member.uid,
  name: member.name,
  role: member.uid === circle.ownerUid ? "owner" : "member",
  joinedAt: member.joinedAt,
});

/** The caller's circles (in a transaction, so the limit holds under parallel joins). */
const circlesOf = (read: Pick<Transaction, "query">, uid: string) =>
  read.query<CircleDoc>(circlesCollection, { where: [{ field: "memberUids", op: "array-contains", value: uid }] });

function assertRoomForAnother(count: number): void {
  if (count >= circleMaxPerUser) {
    throw new AppError("failed-precondition", `You are in ${circleMaxPerUser} circles, the most one account can be in. Leave one to start or join another.`);
  }
}

/** `POST /api/circles/mine`: the caller's circles, most recently active first. */
export async function myCircles({ store }: CircleDeps, uid: string): Promise<CircleMineReply> {
  const profile = await requireProfile(store, uid);
  const allowed = chatAllowed(profile);
  const circles = await circlesOf(store, uid);
  return {
    circles: circles.sort((a, b) => b.data.activeAt.localeCompare(a.data.activeAt)).map((doc) => toSummary(doc.id, doc.data, uid, allowed)),
    chatAllowed: allowed,
    maxCircles: circleMaxPerUser,
  };
}

/** `POST /api/circles/create`: a new circle with the caller as its owner and only member. */
export async function createCircle({ store, now }: CircleDeps, uid: string, request: CircleCreateRequest): Promise<CircleSummary> {
  const profile = await requireChatProfile(store, uid);
  const at = now().toISOString();
  const id = newCircleId();
  const circle: CircleDoc = {
    name: request.name.trim(),
    description: request.description?.trim() ?? "",
    ownerUid: uid,
    members: [{ uid, name: profile.name, joinedAt: at }],
    memberUids: [uid],
    inviteCode: newInviteCode(),
    createdAt: at,
    lastSeq: 0,
    lastMessage: null,
    activeAt: at,
  };
  await store.runTransaction(async (tx) => {
    assertRoomForAnother((await circlesOf(tx, uid)).length);
    tx.create(circlesCollection, id, circle);
    tx.create(circleInvitesCollection, circle.inviteCode, { code: circle.inviteCode, circleId: id, createdAt: at } satisfies InviteDoc);
  });
  return toSummary(id, circle, uid);
}

const unknownCode = () =>
  new AppError("invalid-argument", "That invite code does not open any circle. It may have been replaced: ask a member for the current link.", {
    code: "That invite code does not open any circle.",
  });

async function circleOfCode(read: Pick<Transaction, "get">, code: string): Promise<{ id: string; circle: CircleDoc }> {
  const invite = await read.get<InviteDoc>(circleInvitesCollection, code);
  const circle = invite ? await read.get<CircleDoc>(circlesCollection, invite.circleId) : null;
  if (!invite || !circle || circle.inviteCode !== code) throw unknownCode();
  return { id: invite.circleId, circle };
}

/** `POST /api/circles/preview`: what a code opens, so the invitee sees the circle before joining. */
export async function previewCircle({ store }: CircleDeps, uid: string, code: string): Promise<CirclePreview> {
  const { id, circle } = await circleOfCode(store, code);
  return {
    name: circle.name,
    description: circle.description,
    ownerName: ownerName(circle),
    memberCount: circle.members.length,
    full: circle.members.length >= circleMaxMembers,
    memberOf: isMember(circle, uid) ? id : null,
  };
}

/** `POST /api/circles/join`: joins with a code; joining a circle one is already in is a no-op that answers the same. */
export async function joinCircle({ store, now }: CircleDeps, uid: string, code: string): Promise<CircleSummary> {
  const profile = await requireChatProfile(store, uid);
  return store.runTransaction(async (tx) => {
    const { id, circle } = await circleOfCode(tx, code);
    if (isMember(circle, uid)) return toSummary(id, circle, uid);
    assertRoomForAnother((await circlesOf(tx, uid)).length);
    if (circle.members.length >= circleMaxMembers) throw new AppError("failed-precondition", `This circle is full: it has ${circleMaxMembers} members, the most a circle can have.`);
    const members = [...circle.members, { uid, name: profile.name, joinedAt: now().toISOString() }];
    const memberUids = [...circle.memberUids, uid];
    tx.update(circlesCollection, id, { members, memberUids });
    return toSummary(id, { ...circle, members, memberUids }, uid);
  });
}

/** `POST /api/circles/get`: the circle, its members and the latest page of messages. */
export async function getCircle({ store }: CircleDeps, uid: string, circleId: string): Promise<CircleDetail> {
  await requireChatProfile(store, uid);
  const circle = await requireMembership(store, circleId, uid);
  const { messages, hasEarlier } = await pageBefore(store, circleId, circle.lastSeq + 1);
  return {
    circle: toSummary(circleId, circle, uid),
    members: circle.members.map(toMember(circle)),
    messages,
    hasEarlier,
    you: { uid },
    maxMembers: circleMaxMembers,
  };
}

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
  const collection = messagesCollection(request.circleId);
  const after = request.after ?? 0;
  const query = { where: [{ field: "seq", op: ">", value: after }], orderBy: [{ field: "seq", direction: "asc" }], limit: circleMessagePage } satisfies Query;
  const page = options.wait ? await firstNewer(store, collection, query, options) : await store.query<MessageDoc>(collection, query);
  const messages = page.map((doc) => toMessage(doc.id, doc.data));
  return { messages, lastSeq: Math.max(after, messages.at(-1)?.seq ?? after), hasEarlier: after > 0 || startsLate(messages) };
}

/** Numbers run from 1 without gaps, so the first message shown says whether there are earlier ones. */
const startsLate = (messages: CircleMessage[]) => (messages[0]?.seq ?? 1) > 1;

/** The page of messages numbered below `before`, oldest first: the latest page when `before` is past the newest. */
async function pageBefore(store: Store, circleId: string, before: number): Promise<{ messages: CircleMessage[]; hasEarlier: boolean }> {
  const page = await store.query<MessageDoc>(messagesCollection(circleId), {
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
function firstNewer(store: Store, collection: string, query: Query, { waitMs, signal }: WaitOptions): Promise<StoredDocument<MessageDoc>[]> {
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
    const unsubscribe = store.watch<MessageDoc>(collection, query, (changes) => {
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
  const collection = messagesCollection(request.circleId);
  const at = now();
  return store.runTransaction(async (tx) => {
    const circle = await requireMembership(tx, request.circleId, uid);
    const stored = await tx.get<MessageDoc>(collection, id);
    if (stored) return toMessage(id, stored);
    await consumeRateLimitIn(tx, sendingLimit, uid, at, "You are sending messages quickly. Wait a moment, then try again.");
    const sentAt = at.toISOString();
    const message: MessageDoc = { seq: circle.lastSeq + 1, uid, name: profile.name, text: request.text, sentAt, clientId: request.clientId, deleted: false, deletes: null };
    tx.create(collection, id, message);
    // The member list keeps names as of joining; a renamed sender's entry follows the profile.
    const members = circle.members.map((member) => (member.uid === uid && member.name !== profile.name ? { ...member, name: profile.name } : member));
    tx.update(circlesCollection, request.circleId, {
      lastSeq: message.seq,
      lastMessage: { name: profile.name, text: clip(request.text, previewLength * 2), sentAt },
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
  const collection = messagesCollection(request.circleId);
  return store.runTransaction(async (tx) => {
    const circle = await requireMembership(tx, request.circleId, uid);
    const target = await tx.get<MessageDoc>(collection, request.messageId);
    if (!target || target.deletes !== null) throw new AppError("not-found", "That message is not in this circle.");
    if (target.deleted) return { message: "The message is deleted." };
    if (target.uid !== uid && circle.ownerUid !== uid) throw new AppError("permission-denied", "You can delete only your own messages. The circle's owner can delete any.");
    const seq = circle.lastSeq + 1;
    const noticeId = `${request.messageId}-deleted`;
    tx.update(collection, request.messageId, { text: "", deleted: true });
    tx.create(collection, noticeId, { seq, uid, name: profile.name, text: "", sentAt: now().toISOString(), clientId: noticeId, deleted: false, deletes: request.messageId } satisfies MessageDoc);
    // The list's preview quoted the newest message; if that is the one deleted, it says so instead.
    const previewed = circle.lastMessage !== null && circle.lastMessage.sentAt === target.sentAt && circle.lastMessage.name === target.name;
    tx.update(circlesCollection, request.circleId, {
      lastSeq: seq,
      ...(previewed ? { lastMessage: { name: target.name, text: deletedPreview, sentAt: target.sentAt } } : {}),
    });
    return { message: "The message is deleted." };
  });
}

/**
 * `POST /api/circles/leave`. When the owner leaves, the longest-standing
 * member becomes owner. When the last member leaves, the circle, its code and
 * its messages are deleted.
 */
export async function leaveCircle({ store }: CircleDeps, uid: string, circleId: string): Promise<{ message: string }> {
  const left = await store.runTransaction(async (tx) => {
    const circle = await requireMembership(tx, circleId, uid);
    const members = circle.members.filter((member) => member.uid !== uid);
    const [heir] = members;
    if (!heir) {
      tx.delete(circlesCollection, circleId);
      tx.delete(circleInvitesCollection, circle.inviteCode);
      return { name: circle.name, emptied: true };
    }
    tx.update(circlesCollection, circleId, {
      members,
      memberUids: members.map((member) => member.uid),
      ...(circle.ownerUid === uid ? { ownerUid: heir.uid } : {}),
    });
    return { name: circle.name, emptied: false };
  });
  if (left.emptied) await deleteCollection(store, messagesCollection(circleId));
  return { message: `You have left ${left.name}.` };
}

/** `POST /api/circles/remove`: the owner removes a member (who may join again only with the current code). */
export async function removeCircleMember({ store }: CircleDeps, uid: string, circleId: string, memberUid: string): Promise<{ message: string }> {
  return store.runTransaction(async (tx) => {
    const circle = await requireMembership(tx, circleId, uid);
    requireOwner(circle, uid, "remove members");
    if (memberUid === uid) throw new AppError("invalid-argument", "To leave your own circle, use Leave circle.", { memberUid: "That is you." });
    const removed = circle.members.find((member) => member.uid === memberUid);
    if (!removed) throw new AppError("not-found", "That person is not in this circle.");
    const members = circle.members.filter((member) => member.uid !== memberUid);
    tx.update(circlesCollection, circleId, { members, memberUids: members.map((member) => member.uid) });
    return { message: `${removed.name} is no longer in ${circle.name}.` };
  });
}

/** `POST /api/circles/new-code`: the owner replaces the invite code; links with the old one stop working. */
export async function newCircleCode({ store, now }: CircleDeps, uid: string, circleId: string): Promise<CircleSummary> {
  return store.runTransaction(async (tx) => {
    const circle = await requireMembership(tx, circleId, uid);
    requireOwner(circle, uid, "replace the invite code");
    const inviteCode = newInviteCode();
    tx.delete(circleInvitesCollection, circle.inviteCode);
    tx.create(circleInvitesCollection, inviteCode, { code: inviteCode, circleId, createdAt: now().toISOString() } satisfies InviteDoc);
    tx.update(circlesCollection, circleId, { inviteCode });
    return toSummary(circleId, { ...circle, inviteCode }, uid);
  });
}
