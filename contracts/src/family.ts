import { z } from "zod";
import { timeZoneSchema } from "./time-zone.ts";
import { endpoint } from "./endpoint.ts";
import { messageReplySchema } from "./message-reply.ts";
import { familyProgressReplySchema, familyProgressRequestSchema, familySharingReplySchema, familySharingRequestSchema } from "./family-progress.ts";

/**
 * The Family plan's seats. The owner (a user whose own subscription is the
 * Family plan) invites up to five members with one-time codes; members keep
 * their own accounts and have Family benefits while the owner's subscription
 * is active. The owner sees each member's recent activity and sets per-member
 * switches.
 */

/** Most members a Family plan holds, not counting its owner. */
export const familyMaxMembers = 5;
/** Days an invite code works. */
export const familyInviteLifetimeDays = 7;
/** Open (unused, unexpired) invites an owner may hold at once. */
export const familyMaxOpenInvites = 10;
/** Days of activity the parental view shows. */
export const familyActivityDays = 14;

/**
 * A Family invite code: `FAM-` and 8 characters from the referral alphabet
 * (no 0/O, 1/I/L), so it can be read aloud or typed from an email. It rides
 * in the spec's `code` parameter on /register and /login next to the
 * one-time sign-in codes, which are 32 base64url characters: the two can
 * never be mistaken for each other.
 */
export const familyCodePattern = /^FAM-[A-HJ-NP-Z2-9]{8}$/;

export const familyCodeSchema = z
  .string({ error: "Enter the Family code you were given." })
  .trim()
  .toUpperCase()
  .regex(familyCodePattern, "That Family code does not look right. It looks like FAM-7K3QX9PD.");

/** Whether a `code` query parameter is a Family invite rather than a sign-in code. */
export const isFamilyCode = (value: string | null | undefined): value is string => typeof value === "string" && familyCodePattern.test(value.trim().toUpperCase());

const memberUidSchema = z.string({ error: "memberUid is required." }).trim().min(1, "memberUid is required.").max(128, "memberUid is too long.");
/** `POST /api/family/overview`: the caller's place in a Family plan. */
export const familyOverviewRequestSchema = z.object({});

/** `POST /api/family/invite`: a new one-time code; the email is only a note of whom it was for. */
export const familyInviteRequestSchema = z.object({
  email: z
    .string({ error: "email must be text." })
    .trim()
    .max(254, "That email is too long.")
    .transform((value) => (value === "" ? undefined : value))
    .pipe(z.email("Enter a valid email, or leave it empty.").optional())
    .optional(),
  /** The member will be a child: chat and 'Attempted by' start off. */
  child: z.boolean({ error: "child must be true or false." }).optional(),
});
export type FamilyInviteRequest = z.input<typeof familyInviteRequestSchema>;

/** `POST /api/family/revoke`: withdraws an open invite. */
export const familyRevokeRequestSchema = z.object({ code: familyCodeSchema });

/**
 * What the owner of a Family plan sees of each member (the parental view,
 * `familyMemberActivitySchema`), as the join step says it before anyone
 * agrees: one line per field the owner is sent, so a field added there
 * without a line here does not compile.
 */
export const familyOwnerSees: Record<Exclude<keyof FamilyMemberActivity, "uid">, string> = {
  name: "your name",
  email: "your email address",
  joinedAt: "when you joined",
  child: "whether you joined as a child",
  chat: "the switches they set for you (faith circles and chat, 'Attempted by')",
  attemptedBy: "the switches they set for you (faith circles and chat, 'Attempted by')",
  days: `how many quizzes, devotionals, plan readings and articles you did each day of the last ${familyActivityDays} days`,
  quizXp: "your quiz XP",
  quizStreak: "your quiz streak",
  readingStreak: "your reading streak",
};

/** The join step's list: each thing the owner sees, once. */
export const familyOwnerSeesList = (): string[] => [...new Set(Object.values(familyOwnerSees))];

/** What the owner never sees, said beside it. */
export const familyOwnerNeverSees = "your answers, notes, prayer requests, faith circle messages or anything you write";

/**
 * `POST /api/family/join`: the signed-in caller joins with a code, having
 * agreed to what the owner will see (`consent`). Only the member can say
 * they are an adult (`adult`): on a child's invite they then join as an
 * adult; the owner cannot make that choice for them.
 */
export const familyJoinRequestSchema = z
  .object({
    code: familyCodeSchema,
    consent: z.boolean({ error: "consent must be true or false." }).optional(),
    adult: z.boolean({ error: "adult must be true or false." }).optional(),
  })
  .refine((body) => body.consent === true, { message: "Agree to what the plan's owner will see before joining.", path: ["consent"] });

/** `POST /api/family/remove`: the owner removes a member. */
export const familyRemoveRequestSchema = z.object({ memberUid: memberUidSchema });

/** `POST /api/family/adult`: a member says they are an adult (theirs alone to say): no longer a child member. */
export const familyAdultRequestSchema = z.object({});

/** `POST /api/family/leave`: a member leaves the family they are in, whenever they choose. */
export const familyLeaveRequestSchema = z.object({});

/**
 * `POST /api/family/settings`: the owner's switches for one member. Marking
 * a member as a child turns chat and 'Attempted by' off unless the same
 * request sets them.
 */
export const familySettingsRequestSchema = z
  .object({
    memberUid: memberUidSchema,
    child: z.boolean({ error: "child must be true or false." }).optional(),
    chat: z.boolean({ error: "chat must be true or false." }).optional(),
    attemptedBy: z.boolean({ error: "attemptedBy must be true or false." }).optional(),
  })
  .refine((body) => body.child !== undefined || body.chat !== undefined || body.attemptedBy !== undefined, {
    message: "Say which switch to change: child, chat or attemptedBy.",
    path: ["child"],
  });
export type FamilySettingsRequest = z.input<typeof familySettingsRequestSchema>;

/** `POST /api/family/activity`: the parental view, in the owner's time zone. */
export const familyActivityRequestSchema = z.object({ timeZone: timeZoneSchema });

/** The owner's switches for a member. `chat` off closes faith circles and their chat to the member. */
export const familySwitchesSchema = z.object({
  child: z.boolean(),
  chat: z.boolean(),
  /** May appear (first name) in other players' 'Attempted by'; the member's own choice must also be on. */
  attemptedBy: z.boolean(),
});
export type FamilySwitches = z.infer<typeof familySwitchesSchema>;

export const familyMemberSchema = familySwitchesSchema.extend({
  uid: z.string(),
  name: z.string(),
  email: z.string(),
  joinedAt: z.string(),
});
export type FamilyMember = z.infer<typeof familyMemberSchema>;

export const familyInviteSchema = z.object({
  code: z.string(),
  /** `/register?code=…` for someone new; `loginPath` for someone who has an account. */
  registerPath: z.string(),
  loginPath: z.string(),
  email: z.string().nullable(),
  child: z.boolean(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type FamilyInvite = z.infer<typeof familyInviteSchema>;

export const familyOverviewSchema = z.object({
  role: z.enum(["owner", "member", "none"]),
  /** The owner's Family subscription is active, so everyone in it has Family benefits. */
  planActive: z.boolean(),
  /** The owner's first name (for a member). */
  ownerName: z.string().nullable(),
  /** The owner's members; empty for a member or someone in no family. */
  members: z.array(familyMemberSchema),
  /** The owner's open invites. */
  invites: z.array(familyInviteSchema),
  /** A member's own switches, as their owner set them. */
  switches: familySwitchesSchema.nullable(),
  maxMembers: z.number().int(),
  /** Where the owner of the caller's former Family plan closed their account: the day the caller's Family benefits end (still ahead). */
  familyEndsAt: z.string().nullable(),
});
export type FamilyOverview = z.infer<typeof familyOverviewSchema>;

export const familyJoinReplySchema = z.object({ message: z.string(), ownerName: z.string() });
export type FamilyJoinReply = z.infer<typeof familyJoinReplySchema>;


export const familyDaySchema = z.object({
  date: z.string(),
  quizzes: z.number().int(),
  devotionals: z.number().int(),
  readings: z.number().int(),
  articles: z.number().int(),
});
export type FamilyDay = z.infer<typeof familyDaySchema>;

export const familyMemberActivitySchema = familyMemberSchema.extend({
  /** The last `familyActivityDays` dates, oldest first, in the owner's time zone. */
  days: z.array(familyDaySchema),
  quizXp: z.number().int(),
  quizStreak: z.number().int(),
  readingStreak: z.number().int(),
});
export type FamilyMemberActivity = z.infer<typeof familyMemberActivitySchema>;

export const familyActivityReplySchema = z.object({ members: z.array(familyMemberActivitySchema) });
export type FamilyActivityReply = z.infer<typeof familyActivityReplySchema>;

export const familyEndpoints = {
  /** An owner's members and open invites, or a member's owner and switches. */
  overview: endpoint({ method: "POST", path: "/family/overview", request: familyOverviewRequestSchema, reply: familyOverviewSchema, access: "signed-in", errors: [] }),
  invite: endpoint({ method: "POST", path: "/family/invite", request: familyInviteRequestSchema, reply: familyInviteSchema, access: "signed-in", errors: ["failed-precondition", "email-not-verified"] }),
  revoke: endpoint({ method: "POST", path: "/family/revoke", request: familyRevokeRequestSchema, reply: messageReplySchema, access: "owner", errors: ["not-found"] }),
  join: endpoint({ method: "POST", path: "/family/join", request: familyJoinRequestSchema, reply: familyJoinReplySchema, access: "signed-in", errors: ["failed-precondition", "email-not-verified"] }),
  remove: endpoint({ method: "POST", path: "/family/remove", request: familyRemoveRequestSchema, reply: messageReplySchema, access: "owner", errors: ["not-found"] }),
  /** A child member says they are an adult; only they can. */
  adult: endpoint({ method: "POST", path: "/family/adult", request: familyAdultRequestSchema, reply: familyMemberSchema, access: "signed-in", errors: ["failed-precondition"] }),
  /** A member leaves on their own, a child too. */
  leave: endpoint({ method: "POST", path: "/family/leave", request: familyLeaveRequestSchema, reply: messageReplySchema, access: "signed-in", errors: ["failed-precondition"] }),
  /** The owner's switches; `child: false` for a child is refused (permission-denied): only the member can say they are an adult. */
  settings: endpoint({ method: "POST", path: "/family/settings", request: familySettingsRequestSchema, reply: familyMemberSchema, access: "owner", errors: ["not-found", "permission-denied"] }),
  /** The parental view: each member's last 14 days. */
  activity: endpoint({ method: "POST", path: "/family/activity", request: familyActivityRequestSchema, reply: familyActivityReplySchema, access: "signed-in", errors: [] }),
  /** Shared progress (family-progress.ts): everyone in the caller's family, with numbers only for those who share. */
  progress: endpoint({ method: "POST", path: "/family/progress", request: familyProgressRequestSchema, reply: familyProgressReplySchema, access: "signed-in", errors: [] }),
  /** The caller's own choice to share; naming anyone else is refused (permission-denied), the owner included. */
  sharing: endpoint({ method: "POST", path: "/family/sharing", request: familySharingRequestSchema, reply: familySharingReplySchema, access: "signed-in", errors: ["failed-precondition", "permission-denied"] }),
};
