import { randomBytes } from "node:crypto";
import { circleMaxMembers, circleMaxPerUser, type CircleCreateRequest, type CircleDetail, type CircleMineReply, type CirclePreview, type CircleSummary } from "@berea/contracts/circles";
import { chatAllowed } from "../family/effective-plan.ts";
import { AppError } from "../lib/app-error.ts";
import { msg, type ServerMessage } from "../lib/messages/message.ts";
import type { DocumentReader } from "../store/collection.ts";
import { deleteCollection } from "../store/delete-collection.ts";
import { newReadableCode } from "../users/referral-code.ts";
import {
  assertRoomForAnother,
  circleInvites,
  circles,
  circlesOf,
  isMember,
  messagesIn,
  ownerName,
  requireChatProfile,
  requireMembership,
  requireOwner,
  requireProfile,
  toMember,
  toSummary,
  withLatest,
  type CircleDeps,
  type CircleDoc,
} from "./circles-collection.ts";
import { eventsIn } from "./events.ts";
import { latestIn, pageBefore } from "./messages.ts";

/**
 * Who is in which circle: starting one, joining by invite code, the owner's
 * tools, and leaving (the chat itself is circles/messages.ts).
 *
 * Costs, counted as Firestore bills them (c = the caller's circles,
 * n = messages returned): mine 1 + 2c reads (each circle and its newest
 * message; 10 more for a circle whose newest is a deletion notice); create
 * 2 + c reads, 2 writes; preview 3 reads; join 4 + c reads, 1 write; get
 * 2 + n reads; leave 2 reads, 1 write (3 when the last member leaves, plus
 * the messages); remove 3 reads, 1 write; new-code 4 reads, 3 writes (each
 * reads the profile: a member whose chat is off is refused).
 */

/** The referral codes' alphabet, as Family invites. */
const newInviteCode = () => `CIR-${newReadableCode()}`;

const newCircleId = () => randomBytes(15).toString("base64url");

/** `POST /api/circles/mine`: the caller's circles, most recently active first. */
export async function myCircles({ store }: CircleDeps, uid: string): Promise<CircleMineReply> {
  const profile = await requireProfile(store, uid);
  const allowed = chatAllowed(profile);
  const found = await circlesOf(store, uid);
  // The newest message of each (read only where the list may show it): it orders the list and is its preview.
  const mine = await Promise.all(found.map(async (doc) => ({ id: doc.id, data: allowed ? withLatest(doc.data, await latestIn(store, doc.id)) : doc.data })));
  return {
    circles: mine.sort((a, b) => b.data.activeAt.localeCompare(a.data.activeAt)).map((doc) => toSummary(doc.id, doc.data, uid, allowed)),
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
    circles.create(tx, id, circle);
    circleInvites.create(tx, circle.inviteCode, { code: circle.inviteCode, circleId: id, createdAt: at });
  });
  return toSummary(id, circle, uid);
}

const unknownCode = () =>
  new AppError("invalid-argument", msg("circles.codeOpensNothing"), { code: msg("circles.codeOpensNothingField") });

async function circleOfCode(read: DocumentReader, code: string): Promise<{ id: string; circle: CircleDoc }> {
  const invite = await circleInvites.get(read, code);
  const circle = invite ? await circles.get(read, invite.circleId) : null;
  if (!invite || !circle || circle.inviteCode !== code) throw unknownCode();
  return { id: invite.circleId, circle };
}

/** `POST /api/circles/preview`: what a code opens, so the invitee sees the circle before joining. */
export async function previewCircle({ store }: CircleDeps, uid: string, code: string): Promise<CirclePreview> {
  await requireChatProfile(store, uid);
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
  const joined = await store.runTransaction(async (tx) => {
    const { id, circle } = await circleOfCode(tx, code);
    if (isMember(circle, uid)) return { id, circle };
    assertRoomForAnother((await circlesOf(tx, uid)).length);
    if (circle.members.length >= circleMaxMembers) throw new AppError("failed-precondition", msg("circles.full", { limit: circleMaxMembers }));
    const members = [...circle.members, { uid, name: profile.name, joinedAt: now().toISOString() }];
    const memberUids = [...circle.memberUids, uid];
    circles.update(tx, id, { members, memberUids });
    return { id, circle: { ...circle, members, memberUids } };
  });
  return toSummary(joined.id, withLatest(joined.circle, await latestIn(store, joined.id)), uid);
}

/** `POST /api/circles/get`: the circle, its members and the latest page of messages. */
export async function getCircle({ store }: CircleDeps, uid: string, circleId: string): Promise<CircleDetail> {
  await requireChatProfile(store, uid);
  const circle = await requireMembership(store, circleId, uid);
  const { messages, hasEarlier } = await pageBefore(store, circleId, Number.MAX_SAFE_INTEGER);
  return {
    circle: toSummary(circleId, withLatest(circle, messages.toReversed().map((message) => ({ data: message }))), uid),
    members: circle.members.map(toMember(circle)),
    messages,
    hasEarlier,
    you: { uid },
    maxMembers: circleMaxMembers,
    follow: followsByListening(store) ? "listen" : "poll",
  };
}

/**
 * Where the store is Firestore, an open chat follows its messages with a
 * listener in the browser, which Firestore keeps up to date for any number
 * of readers without a function held per reader; the embedded store has no
 * such listeners, so its chats wait on `circles/messages` instead.
 */
const followsByListening = (store: CircleDeps["store"]) => store.driver === "firestore";

/**
 * `POST /api/circles/listen`: a member (with chat allowed) may follow the
 * circle's messages with a listener; the security rules decide every read
 * it makes. Answers the messages' collection path; the caller signs the
 * browser in as this user (the API's route adds a custom token).
 */
export async function listenToCircle({ store }: CircleDeps, uid: string, circleId: string): Promise<{ messagesPath: string }> {
  await requireChatProfile(store, uid);
  await requireMembership(store, circleId, uid);
  if (!followsByListening(store)) throw new AppError("failed-precondition", msg("circles.noListeners"));
  return { messagesPath: messagesIn(circleId).name };
}

/**
 * `POST /api/circles/leave`. When the owner leaves, the longest-standing
 * member becomes owner. When the last member leaves, the circle, its code,
 * its messages and its events are deleted.
 */
export async function leaveCircle({ store }: CircleDeps, uid: string, circleId: string): Promise<{ message: ServerMessage }> {
  const left = await store.runTransaction(async (tx) => {
    const circle = await requireMembership(tx, circleId, uid);
    const members = circle.members.filter((member) => member.uid !== uid);
    const [heir] = members;
    if (!heir) {
      circles.delete(tx, circleId);
      circleInvites.delete(tx, circle.inviteCode);
      return { name: circle.name, emptied: true };
    }
    circles.update(tx, circleId, {
      members,
      memberUids: members.map((member) => member.uid),
      ...(circle.ownerUid === uid ? { ownerUid: heir.uid } : {}),
    });
    return { name: circle.name, emptied: false };
  });
  if (left.emptied) {
    await deleteCollection(store, messagesIn(circleId).name);
    await deleteCollection(store, eventsIn(circleId).name);
  }
  return { message: msg("said.leftCircle", { circle: left.name }) };
}

/** `POST /api/circles/remove`: the owner removes a member (who may join again only with the current code). */
export async function removeCircleMember({ store }: CircleDeps, uid: string, circleId: string, memberUid: string): Promise<{ message: ServerMessage }> {
  await requireChatProfile(store, uid);
  return store.runTransaction(async (tx) => {
    const circle = await requireMembership(tx, circleId, uid);
    requireOwner(circle, uid, "remove members");
    if (memberUid === uid) throw new AppError("invalid-argument", msg("circles.leaveOwn"), { memberUid: msg("circles.thatIsYou") });
    const removed = circle.members.find((member) => member.uid === memberUid);
    if (!removed) throw new AppError("not-found", msg("circles.notAMember"));
    const members = circle.members.filter((member) => member.uid !== memberUid);
    circles.update(tx, circleId, { members, memberUids: members.map((member) => member.uid) });
    return { message: msg("said.removedFromCircle", { member: removed.name, circle: circle.name }) };
  });
}

/** `POST /api/circles/new-code`: the owner replaces the invite code; links with the old one stop working. */
export async function newCircleCode({ store, now }: CircleDeps, uid: string, circleId: string): Promise<CircleSummary> {
  await requireChatProfile(store, uid);
  const renewed = await store.runTransaction(async (tx) => {
    const circle = await requireMembership(tx, circleId, uid);
    requireOwner(circle, uid, "replace the invite code");
    const inviteCode = newInviteCode();
    circleInvites.delete(tx, circle.inviteCode);
    circleInvites.create(tx, inviteCode, { code: inviteCode, circleId, createdAt: now().toISOString() });
    circles.update(tx, circleId, { inviteCode });
    return { ...circle, inviteCode };
  });
  return toSummary(circleId, withLatest(renewed, await latestIn(store, circleId)), uid);
}
