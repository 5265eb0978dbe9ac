import { circleMaxPerUser, storedCircleMessageSchema, toCircleMessage, type CircleMember, type CircleSummary } from "@berea/contracts/circles";
import { z } from "zod";
import { chatAllowed } from "../family/effective-plan.ts";
import { AppError } from "../lib/app-error.ts";
import { msg } from "../lib/messages/message.ts";
import { collection, subcollection, type DocumentReader } from "../store/collection.ts";
import type { Store } from "../store/port.ts";
import { getProfile, type UserProfile } from "../users/users-collection.ts";

/**
 * Faith circles' documents, and what both halves of the feature (membership
 * in circles/membership.ts, the chat in circles/messages.ts) ask of them.
 *
 * One document per circle, `circles/{id}`, holds the member list (at most
 * 50), so joining, leaving and the seat count are one transaction over it,
 * and a member check is one read; sending a message does not write it.
 * Messages live under it, `circles/{id}/messages/{id}`, placed by `seq`
 * (circles/messages.ts). Invite codes are one document each,
 * `circleInvites/{CIR-XXXXXXXX}`, pointing at the circle.
 */

const memberEntrySchema = z.object({ uid: z.string(), name: z.string(), joinedAt: z.string() });
type MemberEntry = z.infer<typeof memberEntrySchema>;

export const circles = collection(
  "circles",
  z.object({
    name: z.string(),
    description: z.string(),
    ownerUid: z.string(),
    /** In the order they joined; the owner is not necessarily first after a hand-over. */
    members: z.array(memberEntrySchema),
    /** The same uids, for `array-contains` queries. */
    memberUids: z.array(z.string()),
    inviteCode: z.string(),
    createdAt: z.string(),
    /**
     * `lastSeq`, `lastMessage` and `activeAt` are as the circle was made (0,
     * null, its time), or as the last message sent before messages stopped
     * writing the circle left them: the newest message is read from the
     * messages (`withLatest`), so a busy circle's document is not rewritten
     * by each one.
     */
    lastSeq: z.number(),
    lastMessage: z.object({ seq: z.number().nullable().default(null), name: z.string(), text: z.string(), sentAt: z.string() }).nullable(),
    activeAt: z.string(),
  }),
);
export type CircleDoc = z.infer<typeof circles.schema>;

export const circleInvites = collection("circleInvites", z.object({ code: z.string(), circleId: z.string(), createdAt: z.string() }));

/** The browser's listener reads these documents too, so their schema is the contract's. */
export const messagesIn = subcollection((circleId: string) => `${circles.name}/${circleId}/messages`, storedCircleMessageSchema);
export type MessageDoc = z.infer<ReturnType<typeof messagesIn>["schema"]>;

/** The collections' names, for tests and tables that look at the stored data as it is. */
export const circlesCollection = circles.name;
export const circleInvitesCollection = circleInvites.name;
export const messagesCollection = (circleId: string) => messagesIn(circleId).name;

export interface CircleDeps {
  store: Store;
  now: () => Date;
}

/** The preview of the newest message in a reader's list. */
export const previewLength = 140;

export const clip = (text: string, length: number) => (text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`);

const notInCircle = () => new AppError("not-found", msg("circles.notInCircle"));
const chatTurnedOff = () => new AppError("permission-denied", msg("circles.chatOff"));

export async function requireProfile(store: Store, uid: string): Promise<UserProfile> {
  const profile = await getProfile(store, uid);
  if (!profile) throw new AppError("unauthenticated", msg("circles.signInAgain"));
  return profile;
}

/** A Family member's owner may turn chat off; circles are chat, so all of it is closed to them. */
export async function requireChatProfile(store: Store, uid: string): Promise<UserProfile> {
  const profile = await requireProfile(store, uid);
  if (!chatAllowed(profile)) throw chatTurnedOff();
  return profile;
}

export const isMember = (circle: CircleDoc, uid: string) => circle.memberUids.includes(uid);

/** The circle, when it exists and the caller is in it; otherwise the one 404, so a circle's existence is not revealed. */
export async function requireMembership(read: DocumentReader, circleId: string, uid: string): Promise<CircleDoc> {
  const circle = await circles.get(read, circleId);
  if (!circle || !isMember(circle, uid)) throw notInCircle();
  return circle;
}

/** What only a circle's owner may do, and the refusal that says so. */
const ownersOnly = {
  "schedule events": msg("circles.ownerOnlySchedule"),
  "edit events": msg("circles.ownerOnlyEdit"),
  "cancel events": msg("circles.ownerOnlyCancel"),
  "remove members": msg("circles.ownerOnlyRemove"),
  "replace the invite code": msg("circles.ownerOnlyNewCode"),
};

export function requireOwner(circle: CircleDoc, uid: string, action: keyof typeof ownersOnly): void {
  if (circle.ownerUid !== uid) throw new AppError("permission-denied", ownersOnly[action]);
}

export const ownerName = (circle: CircleDoc) => circle.members.find((member) => member.uid === circle.ownerUid)?.name ?? "";

export function toSummary(id: string, circle: CircleDoc, uid: string, showMessages = true): CircleSummary {
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
    lastMessage: showMessages && circle.lastMessage ? { name: circle.lastMessage.name, text: clip(circle.lastMessage.text, previewLength), sentAt: circle.lastMessage.sentAt } : null,
  };
}

export const toMessage = toCircleMessage;

/** The preview a circle's list shows once its newest message is deleted. */
export const deletedPreview = "Message deleted";

/**
 * The circle with its newest message (from `newestFirst`, the latest
 * messages, newest first): its number, the list's preview (the newest that
 * is not a deletion notice; "Message deleted" when it is deleted) and the
 * time that orders a reader's list.
 */
export function withLatest(circle: CircleDoc, newestFirst: { data: MessageDoc }[]): CircleDoc {
  const newest = newestFirst[0]?.data;
  if (!newest) return circle;
  const shown = newestFirst.find((doc) => doc.data.deletes === null)?.data;
  return {
    ...circle,
    lastSeq: Math.max(circle.lastSeq, newest.seq),
    lastMessage: shown ? { seq: shown.seq, name: shown.name, text: shown.deleted ? deletedPreview : clip(shown.text, previewLength * 2), sentAt: shown.sentAt } : circle.lastMessage,
    activeAt: newest.sentAt > circle.activeAt ? newest.sentAt : circle.activeAt,
  };
}

export const toMember =
  (circle: CircleDoc) =>
  (member: MemberEntry): CircleMember => ({
    uid: member.uid,
    name: member.name,
    role: member.uid === circle.ownerUid ? "owner" : "member",
    joinedAt: member.joinedAt,
  });

/** The caller's circles (in a transaction, so the limit holds under parallel joins). */
export const circlesOf = (read: DocumentReader, uid: string) => circles.query(read, { where: [{ field: "memberUids", op: "array-contains", value: uid }] });

export function assertRoomForAnother(count: number): void {
  if (count >= circleMaxPerUser) {
    throw new AppError("failed-precondition", msg("circles.tooManyCircles", { limit: circleMaxPerUser }));
  }
}
