import { z } from "zod";
import { endpoint } from "./endpoint.ts";
import { messageReplySchema } from "./message-reply.ts";

/**
 * Faith circles: small groups for study and prayer, each with its own chat.
 * Anyone signed in may start a circle or join one with its invite code; every
 * member can share the code. The owner (who started it, or the longest-standing
 * member after the owner leaves) can remove members and issue a new code. A
 * Family member whose owner turned chat off cannot use circles.
 *
 * Messages are ordered by `seq`, a number taken from the time the server
 * stored them (milliseconds × `circleSeqPerMs`, plus three digits of the
 * message's id), so sending never rewrites one document per circle and a
 * busy circle is not held to one document's write rate. A reader asks for
 * the messages after the newest number it has, and looks again
 * `circleLateMs` behind it: a message whose save finished after a later one's
 * (two servers, one slower) is still delivered; readers keep each message
 * once, by id. Circles from before hold small numbers (1, 2, 3...), all
 * below the time-based ones, so their order holds.
 */

/** Most members a circle holds, its owner included. */
export const circleMaxMembers = 50;
/** Most circles one account may be in at once. */
export const circleMaxPerUser = 12;
/** Longest message, in characters. */
export const circleMessageMaxLength = 1000;
/** Messages a page holds: the latest on opening a circle, or an earlier page. */
export const circleMessagePage = 50;
/** Messages one account may send in a minute, across its circles. */
export const circleMessagesPerMinute = 20;
/** `seq` per millisecond of sending time: a message's number is its time × this, plus three digits of its id. */
export const circleSeqPerMs = 1000;
/**
 * How far behind the newest message held a reader looks again (in sending
 * time): longer than a send may take from reading the clock to being
 * stored (a save answered later is numbered again from the clock), so a
 * message stored late is not skipped.
 */
export const circleLateMs = 3_000;
/** Longest a waiting read (`wait: true`) is held open before it answers with nothing new. */
export const circleWaitSeconds = 25;

/** An invite code: `CIR-` and 8 characters with no 0/O or 1/I/L, as Family codes. */
export const circleCodePattern = /^CIR-[A-HJ-NP-Z2-9]{8}$/;

export const circleCodeSchema = z
  .string({ error: "Enter the circle's invite code." })
  .trim()
  .toUpperCase()
  .regex(circleCodePattern, "That invite code does not look right. It looks like CIR-7K3QX9PD.");

/** Circle ids are the server's own (base64url), so anything else names no circle: refused before the store sees it. */
const circleIdSchema = z
  .string({ error: "circleId is required." })
  .trim()
  .min(1, "circleId is required.")
  .max(128, "circleId is too long.")
  .regex(/^[A-Za-z0-9_-]+$/, "circleId is not the id of a circle.");
const memberUidSchema = z.string({ error: "memberUid is required." }).trim().min(1, "memberUid is required.").max(128, "memberUid is too long.");
const seqSchema = (name: string) => z.number({ error: `${name} must be a message number.` }).int(`${name} must be a whole number.`).min(0, `${name} cannot be negative.`);

export const circleNameSchema = z
  .string({ error: "Give your circle a name." })
  .trim()
  .min(3, "A circle's name needs at least 3 characters.")
  .max(60, "A circle's name can be at most 60 characters.");

export const circleDescriptionSchema = z
  .string({ error: "The description must be text." })
  .trim()
  .max(280, "The description can be at most 280 characters.")
  .optional();

export const circleMessageTextSchema = z
  .string({ error: "Write a message first." })
  .trim()
  .min(1, "Write a message first.")
  .max(circleMessageMaxLength, `A message can be at most ${circleMessageMaxLength.toLocaleString("en-US")} characters.`);

/** `POST /api/circles/mine`: the caller's circles, most recently active first. */
export const circleMineRequestSchema = z.object({});

/** `POST /api/circles/create`: starts a circle; the caller is its owner. */
export const circleCreateRequestSchema = z.object({ name: circleNameSchema, description: circleDescriptionSchema });
export type CircleCreateRequest = z.input<typeof circleCreateRequestSchema>;

/** `POST /api/circles/preview`: what an invite code opens, before joining. */
export const circlePreviewRequestSchema = z.object({ code: circleCodeSchema });

/** `POST /api/circles/join`: joins the circle the code belongs to. */
export const circleJoinRequestSchema = z.object({ code: circleCodeSchema });

/** `POST /api/circles/get`: one circle with its members and latest messages. */
export const circleGetRequestSchema = z.object({ circleId: circleIdSchema });

/**
 * `POST /api/circles/messages`: messages after `after` (oldest first), with
 * those sent up to `circleLateMs` before it again (the reader keeps each
 * once, by id), or the page before `before`. With `wait`, a read that finds
 * nothing new is held open (up to `circleWaitSeconds`) until a message
 * arrives.
 */
export const circleMessagesRequestSchema = z
  .object({
    circleId: circleIdSchema,
    after: seqSchema("after").optional(),
    before: seqSchema("before").optional(),
    wait: z.boolean({ error: "wait must be true or false." }).optional(),
  })
  .refine((body) => (body.after === undefined) !== (body.before === undefined), { message: "Say after or before which message to read (one of them).", path: ["after"] })
  .refine((body) => !(body.wait && body.before !== undefined), { message: "Only a read of new messages (after) can wait.", path: ["wait"] });
export type CircleMessagesRequest = z.input<typeof circleMessagesRequestSchema>;

/**
 * `POST /api/circles/send`. `clientId` is the sender's own id for the message,
 * so a retry after a lost reply never posts it twice.
 */
export const circleSendRequestSchema = z.object({
  circleId: circleIdSchema,
  text: circleMessageTextSchema,
  clientId: z
    .string({ error: "clientId is required." })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, "clientId must be 8 to 64 letters, digits, - or _."),
});
export type CircleSendRequest = z.input<typeof circleSendRequestSchema>;

/**
 * `POST /api/circles/delete-message`: the sender deletes their message, or
 * the circle's owner deletes anyone's. The message stays in its place,
 * emptied and marked deleted; a new numbered message that `deletes` it tells
 * every open chat to do the same.
 */
export const circleDeleteMessageRequestSchema = z.object({
  circleId: circleIdSchema,
  messageId: z
    .string({ error: "messageId is required." })
    .trim()
    .min(1, "messageId is required.")
    .max(64, "messageId is too long.")
    .regex(/^[A-Za-z0-9_-]+$/, "messageId is not the id of a message."),
});
export type CircleDeleteMessageRequest = z.input<typeof circleDeleteMessageRequestSchema>;

/** `POST /api/circles/leave`: the caller leaves; the longest-standing member becomes owner if the owner leaves. */
export const circleLeaveRequestSchema = z.object({ circleId: circleIdSchema });

/** `POST /api/circles/remove`: the owner removes a member. */
export const circleRemoveRequestSchema = z.object({ circleId: circleIdSchema, memberUid: memberUidSchema });

/** `POST /api/circles/new-code`: the owner replaces the invite code; the old one stops working. */
export const circleNewCodeRequestSchema = z.object({ circleId: circleIdSchema });

export const circleRoleSchema = z.enum(["owner", "member"]);
export type CircleRole = z.infer<typeof circleRoleSchema>;

/**
 * A message document as stored (`circles/{id}/messages/{id}`), which the
 * browser's listener reads too; the id is the document's.
 */
export const storedCircleMessageSchema = z.object({
  /** The message's place in its circle (see `circleSeqPerMs`): larger is later. */
  seq: z.number().int(),
  uid: z.string(),
  name: z.string(),
  text: z.string(),
  sentAt: z.string(),
  /** The sender's own id for the message (see send), so the sender's app can match it to what it showed while sending. */
  clientId: z.string(),
  /** Deleted by its sender or the circle's owner: `text` is empty. */
  deleted: z.boolean(),
  /** Set on the notice that a message was deleted (not shown itself): the id of the message it deletes. */
  deletes: z.string().nullable(),
});
export type StoredCircleMessage = z.infer<typeof storedCircleMessageSchema>;

export const circleMessageSchema = storedCircleMessageSchema.extend({ id: z.string() });
export type CircleMessage = z.infer<typeof circleMessageSchema>;

export const circleSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  ownerName: z.string(),
  role: circleRoleSchema,
  memberCount: z.number().int(),
  inviteCode: z.string(),
  /** `/chat/join/<code>`: the link members share. */
  invitePath: z.string(),
  createdAt: z.string(),
  /** The newest message's number (0 before the first). */
  lastSeq: z.number().int(),
  lastMessage: z.object({ name: z.string(), text: z.string(), sentAt: z.string() }).nullable(),
});
export type CircleSummary = z.infer<typeof circleSummarySchema>;

export const circleMineReplySchema = z.object({
  circles: z.array(circleSummarySchema),
  /** False for a Family member whose owner turned chat off. */
  chatAllowed: z.boolean(),
  maxCircles: z.number().int(),
});
export type CircleMineReply = z.infer<typeof circleMineReplySchema>;

export const circleMemberSchema = z.object({ uid: z.string(), name: z.string(), role: circleRoleSchema, joinedAt: z.string() });
export type CircleMember = z.infer<typeof circleMemberSchema>;

export const circleMessagesReplySchema = z.object({
  /** Oldest first. */
  messages: z.array(circleMessageSchema),
  /** The newest message's number the reader has now: the next `after`. */
  lastSeq: z.number().int(),
  /** Whether older messages than these exist (for `before` reads and the first page). */
  hasEarlier: z.boolean(),
});
export type CircleMessagesReply = z.infer<typeof circleMessagesReplySchema>;

export const circleDetailSchema = z.object({
  circle: circleSummarySchema,
  members: z.array(circleMemberSchema),
  /** The latest page, oldest first. */
  messages: z.array(circleMessageSchema),
  hasEarlier: z.boolean(),
  you: z.object({ uid: z.string() }),
  maxMembers: z.number().int(),
  /**
   * How an open chat follows new messages: `listen` with a Firestore listener
   * in the browser (where the store is Firestore; `circles/listen` signs the
   * browser in for it), `poll` by waiting reads of `circles/messages`.
   */
  follow: z.enum(["listen", "poll"]),
});
export type CircleDetail = z.infer<typeof circleDetailSchema>;

/** `POST /api/circles/listen`: what the browser needs to follow a circle's messages with a Firestore listener. */
export const circleListenRequestSchema = z.object({ circleId: circleIdSchema });
export const circleListenReplySchema = z.object({
  /** A Firebase custom token for the caller: the browser signs in with it, and the security rules let it read this circle. */
  token: z.string(),
  /** The message documents' collection path, `circles/{id}/messages`. */
  messagesPath: z.string(),
});
export type CircleListenReply = z.infer<typeof circleListenReplySchema>;

/** A stored message as readers see it: a deleted one's text is gone. */
export const toCircleMessage = (id: string, message: StoredCircleMessage): CircleMessage => ({ id, ...message, text: message.deleted ? "" : message.text });

export const circlePreviewSchema = z.object({
  name: z.string(),
  description: z.string(),
  ownerName: z.string(),
  memberCount: z.number().int(),
  full: z.boolean(),
  /** The circle's id when the caller is already in it, so the app can open it. */
  memberOf: z.string().nullable(),
});
export type CirclePreview = z.infer<typeof circlePreviewSchema>;


/** Every circle endpoint can say chat is off for the caller (a Family member's switch). */
const chatOff = "permission-denied";

export const circleEndpoints = {
  /** The caller's circles, most recently active first, and whether chat is allowed. */
  mine: endpoint({ method: "POST", path: "/circles/mine", request: circleMineRequestSchema, reply: circleMineReplySchema, access: "signed-in", errors: [] }),
  create: endpoint({ method: "POST", path: "/circles/create", request: circleCreateRequestSchema, reply: circleSummarySchema, access: "signed-in", errors: [chatOff, "failed-precondition"] }),
  /** A circle's name, owner and size before joining; the code is the credential. */
  preview: endpoint({ method: "POST", path: "/circles/preview", request: circlePreviewRequestSchema, reply: circlePreviewSchema, access: "signed-in", errors: [chatOff, "rate-limited"] }),
  join: endpoint({ method: "POST", path: "/circles/join", request: circleJoinRequestSchema, reply: circleSummarySchema, access: "signed-in", errors: [chatOff, "failed-precondition", "rate-limited"] }),
  get: endpoint({ method: "POST", path: "/circles/get", request: circleGetRequestSchema, reply: circleDetailSchema, access: "owner", errors: [chatOff, "not-found"] }),
  /** New messages after a number (optionally waiting for one), or an earlier page. */
  messages: endpoint({ method: "POST", path: "/circles/messages", request: circleMessagesRequestSchema, reply: circleMessagesReplySchema, access: "owner", errors: [chatOff, "not-found", "rate-limited"] }),
  send: endpoint({ method: "POST", path: "/circles/send", request: circleSendRequestSchema, reply: circleMessageSchema, access: "owner", errors: [chatOff, "not-found", "rate-limited"] }),
  /** The sender deletes their message, the owner anyone's. */
  deleteMessage: endpoint({
    method: "POST",
    path: "/circles/delete-message",
    request: circleDeleteMessageRequestSchema,
    reply: messageReplySchema,
    access: "owner",
    errors: [chatOff, "not-found"],
  }),
  leave: endpoint({ method: "POST", path: "/circles/leave", request: circleLeaveRequestSchema, reply: messageReplySchema, access: "owner", errors: ["not-found"] }),
  remove: endpoint({ method: "POST", path: "/circles/remove", request: circleRemoveRequestSchema, reply: messageReplySchema, access: "owner", errors: [chatOff, "not-found"] }),
  newCode: endpoint({ method: "POST", path: "/circles/new-code", request: circleNewCodeRequestSchema, reply: circleSummarySchema, access: "owner", errors: [chatOff, "not-found"] }),
  /** Signs the browser in to follow the circle's messages with a Firestore listener (where the store is Firestore). */
  listen: endpoint({
    method: "POST",
    path: "/circles/listen",
    request: circleListenRequestSchema,
    reply: circleListenReplySchema,
    access: "owner",
    errors: [chatOff, "not-found", "failed-precondition"],
  }),
};
