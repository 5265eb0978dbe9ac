import {
  familyInviteLifetimeDays,
  familyMaxMembers,
  familyMaxOpenInvites,
  type FamilyInvite,
  type FamilyJoinReply,
  type FamilyMember,
  type FamilyOverview,
} from "@berea/contracts/family";
import { AppError } from "../lib/app-error.ts";
import { msg, type ServerMessage } from "../lib/messages/message.ts";
import { quizTakers, removeFromTopicTakers } from "../quiz/attempts.ts";
import { quizStats } from "../quiz/quiz-stats.ts";
import { z } from "zod";
import { collection, type DocumentReader } from "../store/collection.ts";
import { AlreadyExistsError, type Store, type Transaction } from "../store/port.ts";
import { newReadableCode } from "../users/referral-code.ts";
import { getProfile, users, type FamilyLink, type UserProfile } from "../users/users-collection.ts";
import { familyLinkOf, familyPaymentPlan, switchesOf } from "./effective-plan.ts";

/**
 * Family seats. One document per owner, `families/{ownerUid}`, holds the
 * member list: joining, removing and the seat count are one transaction
 * over it, so six people joining at once can never make six members. Each
 * member's profile carries its `family` link (effective-plan.ts), written in
 * the same transaction. Invites are one document per code,
 * `familyInvites/{code}`, used once.
 *
 * Costs, counted as Firestore bills them (m = members, i = the owner's
 * invites): overview m + i + 2 reads for an owner, 2 for a member; invite
 * i + 2 reads / 1 write; join 4 / 3; remove 2 / 2; leave 3 / 2; settings
 * 2 / 1 (plus the 'Attempted by' lists when that switch goes off); revoke
 * 1 / 1.
 */
export const families = collection(
  "families",
  z.object({
    ownerUid: z.string(),
    /** In the order they joined. */
    memberUids: z.array(z.string()),
    updatedAt: z.string(),
  }),
);
export type FamilyDoc = z.infer<typeof families.schema>;

export const familyInvites = collection(
  "familyInvites",
  z.object({
    code: z.string(),
    ownerUid: z.string(),
    email: z.string().nullable(),
    child: z.boolean(),
    createdAt: z.string(),
    /** Epoch ms. */
    expiresAt: z.number(),
    usedBy: z.string().nullable(),
    usedAt: z.string().nullable(),
  }),
);
export type InviteDoc = z.infer<typeof familyInvites.schema>;

/** The collections' names, for tests and tables that look at the stored data as it is. */
export const familiesCollection = families.name;
export const familyInvitesCollection = familyInvites.name;

export interface FamilyDeps {
  store: Store;
  now: () => Date;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;

/** The referral codes' alphabet (no 0/O, 1/I/L): read aloud and typed from an email. */
const newFamilyCode = () => `FAM-${newReadableCode()}`;

const isOpen = (invite: InviteDoc, now: Date) => invite.usedBy === null && invite.expiresAt > now.getTime();

function toInvite(invite: InviteDoc): FamilyInvite {
  const code = encodeURIComponent(invite.code);
  return {
    code: invite.code,
    registerPath: `/register?code=${code}`,
    loginPath: `/login?code=${code}`,
    email: invite.email,
    child: invite.child,
    createdAt: invite.createdAt,
    expiresAt: new Date(invite.expiresAt).toISOString(),
  };
}

function toMember(profile: UserProfile): FamilyMember | null {
  const link = familyLinkOf(profile);
  if (!link) return null;
  return { uid: profile.uid, name: profile.name, email: profile.email, joinedAt: link.joinedAt, ...switchesOf(link) };
}

async function requireProfile(store: Store, uid: string): Promise<UserProfile> {
  const profile = await getProfile(store, uid);
  if (!profile) throw new AppError("unauthenticated", msg("family.signInAgain"));
  return profile;
}

async function openInvites(read: DocumentReader, ownerUid: string, now: Date): Promise<InviteDoc[]> {
  const docs = await familyInvites.query(read, { where: [{ field: "ownerUid", op: "==", value: ownerUid }] });
  return docs
    .map((doc) => doc.data)
    .filter((invite) => isOpen(invite, now))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** The owner's members, in the order they joined; a member whose link points elsewhere is left out. */
async function membersOf(store: Store, family: FamilyDoc | null): Promise<UserProfile[]> {
  if (!family || family.memberUids.length === 0) return [];
  const profiles = await users.getMany(store, family.memberUids);
  return profiles.filter((profile): profile is UserProfile => profile !== null && familyLinkOf(profile)?.ownerUid === family.ownerUid);
}

/**
 * `POST /api/family/overview`: an owner (a Family subscriber, or someone who
 * had members) sees members and open invites; a member sees whose plan they
 * are on and the owner's switches for them.
 */
export async function familyOverview({ store, now }: FamilyDeps, uid: string): Promise<FamilyOverview> {
  const profile = await requireProfile(store, uid);
  const link = familyLinkOf(profile);
  const family = await families.get(store, uid);
  // A plan whose owner closed their account runs to the end of its period for its former members, who are told so here.
  const familyEndsAt = profile.familyEndsAt !== null && Date.parse(profile.familyEndsAt) > now().getTime() ? profile.familyEndsAt : null;
  const base = { maxMembers: familyMaxMembers, members: [], invites: [], switches: null, ownerName: null, familyEndsAt };
  if (profile.paymentPlan === familyPaymentPlan || (family && family.memberUids.length > 0)) {
    const [members, invites] = await Promise.all([membersOf(store, family), profile.paymentPlan === familyPaymentPlan ? openInvites(store, uid, now()) : []]);
    return {
      ...base,
      role: "owner",
      planActive: profile.paymentPlan === familyPaymentPlan,
      members: members.flatMap((member) => toMember(member) ?? []),
      invites: invites.map(toInvite),
    };
  }
  if (link) {
    const owner = await getProfile(store, link.ownerUid);
    return { ...base, role: "member", planActive: owner?.paymentPlan === familyPaymentPlan, ownerName: owner ? firstName(owner.name) : null, switches: switchesOf(link) };
  }
  return { ...base, role: "none", planActive: false };
}

/** `POST /api/family/invite`: a one-time code for the owner of an active Family plan. */
export async function createFamilyInvite({ store, now }: FamilyDeps, uid: string, request: { email?: string | undefined; child?: boolean | undefined }): Promise<FamilyInvite> {
  const profile = await requireProfile(store, uid);
  if (profile.paymentPlan !== familyPaymentPlan) {
    throw new AppError("failed-precondition", msg("family.needsFamilyPlan"));
  }
  const created = now();
  for (let attempt = 1; ; attempt++) {
    const invite: InviteDoc = {
      code: newFamilyCode(),
      ownerUid: uid,
      email: request.email?.toLowerCase() ?? null,
      child: request.child ?? false,
      createdAt: created.toISOString(),
      expiresAt: created.getTime() + familyInviteLifetimeDays * 86_400_000,
      usedBy: null,
      usedAt: null,
    };
    try {
      // The seat and open-invite counts are read in the transaction that adds the invite, so parallel invites cannot pass them together.
      await store.runTransaction(async (tx) => {
        const family = await families.get(tx, uid);
        if ((family?.memberUids.length ?? 0) >= familyMaxMembers) {
          throw new AppError("failed-precondition", msg("family.full", { limit: familyMaxMembers }));
        }
        if ((await openInvites(tx, uid, created)).length >= familyMaxOpenInvites) {
          throw new AppError("failed-precondition", msg("family.tooManyInvites", { limit: familyMaxOpenInvites }));
        }
        familyInvites.create(tx, invite.code, invite);
      });
      return toInvite(invite);
    } catch (error) {
      if (error instanceof AlreadyExistsError && attempt < 5) continue;
      throw error;
    }
  }
}

/** `POST /api/family/revoke`: withdraws one of the caller's open invites. */
export async function revokeFamilyInvite({ store }: FamilyDeps, uid: string, code: string): Promise<{ message: ServerMessage }> {
  return store.runTransaction(async (tx) => {
    const invite = await familyInvites.get(tx, code);
    // Someone else's invite reads exactly like one that does not exist.
    if (!invite || invite.ownerUid !== uid || invite.usedBy !== null) throw new AppError("not-found", msg("family.noOpenInvite"));
    familyInvites.delete(tx, code);
    return { message: msg("said.inviteWithdrawn") };
  });
}

const codeProblem = msg("family.codeNotFound");

/**
 * `POST /api/family/join`: the caller joins the family of the code's owner,
 * having agreed to what the owner sees (the request's `consent`, which its
 * schema requires). On a child's invite the caller joins as a child unless
 * they say they are an adult (`adult`): that is theirs to say, never the
 * owner's. One transaction over the family document (every read before any
 * write): the seat count holds under any number of joins at once.
 */
export async function joinFamily({ store, now }: FamilyDeps, uid: string, code: string, choice: { adult?: boolean | undefined } = {}): Promise<Omit<FamilyJoinReply, "message"> & { message: ServerMessage }> {
  const at = now();
  return store.runTransaction(async (tx) => {
    const invite = await familyInvites.get(tx, code);
    if (!invite) throw new AppError("invalid-argument", codeProblem, { code: codeProblem });
    const [joiner, owner, family, ownFamily] = await Promise.all([
      users.get(tx, uid),
      users.get(tx, invite.ownerUid),
      families.get(tx, invite.ownerUid),
      families.get(tx, uid),
    ]);
    if (!joiner) throw new AppError("unauthenticated", msg("family.signInAgainToJoin"));
    if (invite.ownerUid === uid) throw new AppError("failed-precondition", msg("family.ownPlan"));
    // The same person sending the same code twice (a double tap) has simply joined.
    if (invite.usedBy === uid && familyLinkOf(joiner)?.ownerUid === invite.ownerUid) return { message: msg("said.alreadyInFamily"), ownerName: firstName(owner?.name ?? "") };
    if (invite.usedBy !== null) throw new AppError("invalid-argument", msg("family.codeUsed"), { code: msg("family.codeUsedField") });
    if (invite.expiresAt <= at.getTime()) throw new AppError("invalid-argument", msg("family.codeExpired"), { code: msg("family.codeExpiredField") });
    const ownerName = firstName(owner?.name ?? "the owner");
    if (!owner || owner.paymentPlan !== familyPaymentPlan) {
      throw new AppError("failed-precondition", msg("family.planInactive", { owner: owner ? ownerName : { en: ownerName, es: "quien lo administra" } }));
    }
    const current = familyLinkOf(joiner);
    if (current) {
      throw new AppError(
        "failed-precondition",
        current.ownerUid === invite.ownerUid ? msg("family.alreadyInThisPlan", { owner: ownerName }) : msg("family.alreadyInAPlan"),
      );
    }
    if (joiner.paymentPlan === familyPaymentPlan || (ownFamily?.memberUids.length ?? 0) > 0) {
      throw new AppError("failed-precondition", msg("family.hasOwnPlan"));
    }
    const members = family?.memberUids ?? [];
    if (members.length >= familyMaxMembers) {
      throw new AppError("failed-precondition", msg("family.planFull", { limit: familyMaxMembers, owner: ownerName }));
    }
    const child = invite.child && choice.adult !== true;
    const link: FamilyLink = { ownerUid: invite.ownerUid, joinedAt: at.toISOString(), child, chat: !child, attemptedBy: !child };
    families.set(tx, invite.ownerUid, { ownerUid: invite.ownerUid, memberUids: [...members, uid], updatedAt: at.toISOString() });
    familyInvites.update(tx, code, { usedBy: uid, usedAt: at.toISOString() });
    users.update(tx, uid, { family: link });
    return { message: msg("said.welcomeToFamily", { owner: ownerName }), ownerName };
  });
}

/** Reads the caller's family and the named member inside `tx`; someone not in it is a 404. */
async function ownersMember(tx: Transaction, ownerUid: string, memberUid: string): Promise<{ family: FamilyDoc; member: UserProfile; link: FamilyLink }> {
  const family = await families.get(tx, ownerUid);
  const member = family?.memberUids.includes(memberUid) ? await users.get(tx, memberUid) : null;
  const link = member ? familyLinkOf(member) : null;
  if (!family || !member || link?.ownerUid !== ownerUid) throw new AppError("not-found", msg("family.notAMember"));
  return { family, member, link };
}

/** A member's departure, inside `tx`: out of the owner's member list (when there is one) and their profile's link gone. */
function writeDeparture(tx: Transaction, ownerUid: string, family: FamilyDoc | null, memberUid: string, at: Date): void {
  if (family) families.set(tx, ownerUid, { ...family, memberUids: family.memberUids.filter((id) => id !== memberUid), updatedAt: at.toISOString() });
  users.update(tx, memberUid, { family: null });
}

/** `POST /api/family/remove`: the member loses Family benefits at once; their own account and data stay theirs. */
export async function removeFamilyMember({ store, now }: FamilyDeps, ownerUid: string, memberUid: string): Promise<{ message: ServerMessage }> {
  return store.runTransaction(async (tx) => {
    const { family, member } = await ownersMember(tx, ownerUid, memberUid);
    writeDeparture(tx, ownerUid, family, memberUid, now());
    return { message: msg("said.removedFromFamily", { name: firstName(member.name) }) };
  });
}

/**
 * `POST /api/family/leave`: a member leaves the family they are in and loses
 * Family benefits at once; their account and data stay theirs. Anyone may,
 * a child too: no one is kept in a family (and its parental view) against
 * their will.
 */
export async function leaveFamily({ store, now }: FamilyDeps, uid: string): Promise<{ message: ServerMessage }> {
  return store.runTransaction(async (tx) => {
    const member = await users.get(tx, uid);
    if (!member) throw new AppError("unauthenticated", msg("family.signInAgain"));
    const link = familyLinkOf(member);
    if (!link) throw new AppError("failed-precondition", msg("family.nothingToLeave"));
    const [family, owner] = await Promise.all([families.get(tx, link.ownerUid), users.get(tx, link.ownerUid)]);
    const ownerName = owner ? firstName(owner.name) : "the owner";
    writeDeparture(tx, link.ownerUid, family, uid, now());
    return { message: msg("said.leftFamily", { owner: ownerName }) };
  });
}

/**
 * `POST /api/family/adult`: a member says they are an adult, which only they
 * can (the owner cannot, `setFamilySwitches`): they are no longer a child
 * member. The owner's chat and 'Attempted by' switches stay as they were.
 */
export async function declareAdult({ store }: FamilyDeps, uid: string): Promise<FamilyMember> {
  return store.runTransaction(async (tx) => {
    const member = await users.get(tx, uid);
    if (!member) throw new AppError("unauthenticated", msg("family.signInAgain"));
    const link = familyLinkOf(member);
    if (!link) throw new AppError("failed-precondition", msg("family.notInAPlan"));
    const next: FamilyLink = { ...link, child: false };
    users.update(tx, uid, { family: next });
    const updated = toMember({ ...member, family: next });
    if (!updated) throw new AppError("internal", msg("family.linkMissing"));
    return updated;
  });
}

/**
 * `POST /api/family/settings`: the owner's switches for a member. The owner
 * may mark a member a child, but not a child an adult: only the member can
 * say that (when joining), so it is refused. Turning
 * 'Attempted by' off also takes the member out of every topic's list at
 * once, so their name is not shown again from an older entry.
 */
export async function setFamilySwitches(
  { store }: FamilyDeps,
  ownerUid: string,
  request: { memberUid: string; child?: boolean | undefined; chat?: boolean | undefined; attemptedBy?: boolean | undefined },
): Promise<FamilyMember> {
  return store.runTransaction(async (tx) => {
    const { member, link } = await ownersMember(tx, ownerUid, request.memberUid);
    if (request.child === false && link.child) {
      throw new AppError("permission-denied", msg("family.onlyThemAdult", { name: firstName(member.name) }));
    }
    const becomesChild = request.child === true && !link.child;
    const next: FamilyLink = {
      ...link,
      child: request.child ?? link.child,
      chat: request.chat ?? (becomesChild ? false : link.chat),
      attemptedBy: request.attemptedBy ?? (becomesChild ? false : link.attemptedBy),
    };
    const hide = link.attemptedBy && !next.attemptedBy;
    const lists = hide ? await quizTakers.query(tx) : [];
    const stats = hide ? await quizStats.get(tx, request.memberUid) : null;
    for (const list of lists) {
      const recent = list.data.recent.filter((taker) => taker.uid !== request.memberUid);
      if (recent.length !== list.data.recent.length) quizTakers.set(tx, list.id, { ...list.data, recent });
    }
    // Their own entries too, one per topic they played.
    if (hide) removeFromTopicTakers(tx, request.memberUid, stats);
    users.update(tx, request.memberUid, { family: next });
    const updated = toMember({ ...member, family: next });
    if (!updated) throw new AppError("internal", msg("family.linkMissing"));
    return updated;
  });
}
