import { formatDistanceStrict, type Locale } from "date-fns";
import { es } from "date-fns/locale/es";
import {
  prayerAnonymousName,
  prayerMineLimit,
  prayerPostsPerDay,
  prayerReportsToHide,
  prayerReviewLimit,
  prayerWallPage,
  type PrayerMineReply,
  type PrayerPrayReply,
  type PrayerReportsReply,
  type PrayerRequestView,
  type PrayerWallReply,
} from "@berea/contracts/prayer";
import { AppError } from "../lib/app-error.ts";
import { msg, type ServerMessage } from "../lib/messages/message.ts";
import { chatAllowed } from "../family/effective-plan.ts";
import { idFromClient } from "../lib/client-id.ts";
import { deleteCollection } from "../store/delete-collection.ts";
import { z } from "zod";
import { collection, subcollection, type DocumentReader } from "../store/collection.ts";
import type { Query, Store } from "../store/port.ts";
import { getProfile, type UserProfile } from "../users/users-collection.ts";

/** A reply whose message the API says in the request's language (api/mount.ts). */
type SaidReply = { message: ServerMessage };

/**
 * The prayer wall: one wall for everyone on Berea.
 *
 * One document per request, `prayerRequests/{id}`, whose id comes from its
 * sharer and the sharer's `clientId` (a retried share finds the first). The
 * wall is read newest first by `sortKey` (the time it was shared and its id,
 * so two at the same millisecond still have an order, and a page's last key
 * is where the next page starts): a single-field range. "My requests" asks
 * for `uid ==` ordered by `sortKey`, the one composite index
 * (firestore.indexes.json).
 *
 * Who prayed is kept twice: `prayerRequests/{id}/prayers/{uid}` is the record
 * that makes "I prayed" count once per person, and the count shown is
 * these records counted on read (`counted`: one read per 1,000), so "I
 * prayed" writes only the praying person's own documents and a request that
 * many pray for at once is not held to one document's write rate (Firestore
 * sustains about one write a second per document). The reader's own
 * `prayerWallUsers/{uid}` holds the requests they prayed for (the latest
 * 1,000) and when they last shared, so a page of the wall says "You prayed"
 * and "N more today" for one read instead of one per request.
 *
 * Costs, counted as Firestore bills them (n = requests returned, each
 * request's count 1 read per 1,000 prayers): wall 2 + 2n reads (at least 3:
 * an empty query is billed one); mine 2 + 2n; post 3 reads, 2 writes; pray
 * 4 reads, 2 writes (4 reads and 1 write when the caller had prayed for it
 * already: the tap's time, at most one a quarter hour);
 * answer 3 reads, 1 write; report 2 reads, 1 write; delete 2 reads,
 * 1 write, plus the request's prayer records; reports 1 + 2n reads; review
 * (keep) 1 read, 1 write.
 *
 * Moderation: a report sets `reviewNeeded`, which the moderators' list asks
 * for with an equality filter; keeping a request clears it and its reports.
 *
 * An anonymous request names no one: its `uid`, `name` and `clientId` are
 * empty (the id is a hash of the sharer's uid and that clientId, so keeping
 * the clientId would let anyone test a guess). The link to its sharer is
 * kept only in the sharer's own `prayerWallUsers/{uid}` (`anonymous`), which
 * only the sharer's calls read: "My requests", answering and deleting find
 * it there. Requests shared anonymously before that was so still carry both
 * until `migrateAnonymousPrayerRequests` moves the link; every call reads
 * either form.
 */
export const prayerRequests = collection(
  "prayerRequests",
  z.object({
    /** The sharer; null when shared anonymously (the link is in the sharer's own `prayerWallUsers` document). */
    uid: z.string().nullable(),
    /** The sharer's name when shared; null when anonymous. */
    name: z.string().nullable(),
    anonymous: z.boolean(),
    text: z.string(),
    postedAt: z.string(),
    /** `postedAt|id`: the wall's order and its page boundaries. */
    sortKey: z.string(),
    /**
     * Not stored any more (requests shared before hold the count they had,
     * which their prayer records also give): filled in on read by `counted`.
     */
    prayedCount: z.number().optional(),
    answeredAt: z.string().nullable(),
    answerNote: z.string(),
    /** Who reported it since it was last reviewed, at most `prayerReportsToHide`: then it is hidden and takes no more. */
    reportedBy: z.array(z.string()),
    hidden: z.boolean(),
    /** Reported and not yet reviewed: in the moderators' list (an equality query, no composite index). */
    reviewNeeded: z.boolean(),
    /** The sharer's own id for it (retries); empty when anonymous. */
    clientId: z.string(),
  }),
);
export type PrayerRequestDoc = z.infer<typeof prayerRequests.schema>;

/** A reader's own page of the wall: the requests they prayed for and their recent shares. */
export const prayerWallUsers = collection(
  "prayerWallUsers",
  z.object({
    /** Request id → when they prayed, the latest `maxPrayedKept`. */
    prayed: z.record(z.string(), z.string()),
    /** When they shared a request, within the last 24 hours. */
    posts: z.array(z.string()),
    /** The requests they shared anonymously, oldest first: the only link from such a request to its sharer. */
    anonymous: z.array(z.string()).default([]),
    /**
     * When they tapped "I prayed" (any request, again included), at most one a
     * quarter hour (every time zone's midnight falls on a quarter hour, so each
     * local day with a prayer keeps one), the latest `maxPrayerTimesKept`: the
     * days they prayed, for the "pray 7 days in a row" challenge.
     */
    prayerTimes: z.array(z.string()).default([]),
  }),
);
type WallUserDoc = z.infer<typeof prayerWallUsers.schema>;

/** `prayerRequests/{id}/prayers/{uid}`: that this person prayed for it, so it counts once. */
export const prayers = subcollection((requestId: string) => `${prayerRequests.name}/${requestId}/prayers`, z.object({ prayedAt: z.string() }));

/** The collections' names, for tests and tables that look at the stored data as it is. */
export const prayerRequestsCollection = prayerRequests.name;
export const prayerWallUsersCollection = prayerWallUsers.name;
export const prayersCollection = (requestId: string) => prayers(requestId).name;

export interface PrayerDeps {
  store: Store;
  now: () => Date;
}

/** Who is acting: admins (moderators) review reports and may delete any request. */
export interface PrayerCaller {
  uid: string;
  admin: boolean;
}

const dayMs = 24 * 60 * 60 * 1000;
/** Requests a reader's own document remembers praying for; older ones show "I prayed" again (and a second tap still counts once). */
const maxPrayedKept = 1000;

const notOnTheWall = () => new AppError("not-found", msg("prayer.notOnTheWall"));
const chatTurnedOff = () =>
  new AppError("permission-denied", msg("prayer.chatOff"));

async function requireProfile(store: Store, uid: string): Promise<UserProfile> {
  const profile = await getProfile(store, uid);
  if (!profile) throw new AppError("unauthenticated", msg("prayer.signInAgain"));
  return profile;
}

const emptyWallUser = (): WallUserDoc => ({ prayed: {}, posts: [], anonymous: [], prayerTimes: [] });

/** Prayer times kept per reader: a month and more of daily prayer, however often they tap. */
export const maxPrayerTimesKept = 200;
const quarterHourMs = 15 * 60 * 1000;

/** The prayer times with `at` added, unless one is already kept in its quarter hour (UTC). */
export function withPrayerTime(times: readonly string[], at: string): string[] | null {
  const bucket = Math.floor(Date.parse(at) / quarterHourMs);
  if (times.some((kept) => Math.floor(Date.parse(kept) / quarterHourMs) === bucket)) return null;
  return [...times, at].sort().slice(-maxPrayerTimesKept);
}

/** Every instant a reader is known to have prayed on the wall: each "I prayed" kept, and the first prayer for each request. */
export const prayedInstants = (user: Pick<WallUserDoc, "prayed" | "prayerTimes">): string[] => [...user.prayerTimes, ...Object.values(user.prayed)];

async function wallUser(read: DocumentReader, uid: string): Promise<WallUserDoc> {
  return (await prayerWallUsers.get(read, uid)) ?? emptyWallUser();
}

/** Shares within the 24 hours before `now`. */
const recentPosts = (user: WallUserDoc, now: Date) => user.posts.filter((at) => now.getTime() - Date.parse(at) < dayMs);

/** Whether `uid` shared the request: named on it, or (anonymous) listed in their own document. */
export const sharedBy = (id: string, request: PrayerRequestDoc, uid: string, user: WallUserDoc): boolean => request.uid === uid || user.anonymous.includes(id);

/** The request, when it exists and the caller may see it: hidden ones only by their sharer. */
async function requireVisible(read: DocumentReader, requestId: string, uid: string, user: WallUserDoc): Promise<PrayerRequestDoc> {
  const request = await prayerRequests.get(read, requestId);
  if (!request || (request.hidden && !sharedBy(requestId, request, uid, user))) throw notOnTheWall();
  return request;
}

function toView(id: string, request: PrayerRequestDoc, uid: string, user: WallUserDoc): PrayerRequestView {
  return {
    id,
    name: request.anonymous ? prayerAnonymousName : (request.name ?? prayerAnonymousName),
    anonymous: request.anonymous,
    text: request.text,
    postedAt: request.postedAt,
    prayedCount: request.prayedCount ?? 0,
    youPrayed: id in user.prayed,
    mine: sharedBy(id, request, uid, user),
    reportedByYou: request.reportedBy.includes(uid),
    answered: request.answeredAt ? { at: request.answeredAt, note: request.answerNote } : null,
    hidden: request.hidden,
  };
}

/** `POST /api/prayer/wall`: a page of the wall, newest first, without the hidden requests. */
export async function prayerWall({ store, now }: PrayerDeps, { uid, admin }: PrayerCaller, before: string | undefined): Promise<PrayerWallReply> {
  const query: Query = {
    ...(before ? { where: [{ field: "sortKey", op: "<", value: before }] } : {}),
    orderBy: [{ field: "sortKey", direction: "desc" }],
    limit: prayerWallPage,
  };
  const [profile, user, page] = await Promise.all([requireProfile(store, uid), wallUser(store, uid), prayerRequests.query(store, query)]);
  const canPost = chatAllowed(profile);
  return {
    requests: (await counted(store, page.filter((doc) => !doc.data.hidden))).map((doc) => toView(doc.id, doc.data, uid, user)),
    // A full page may have more after it; the key of its last (even a hidden one) is where the next starts.
    next: page.length === prayerWallPage ? (page.at(-1)?.data.sortKey ?? null) : null,
    canPost,
    postsLeftToday: canPost ? Math.max(0, prayerPostsPerDay - recentPosts(user, now()).length) : 0,
    moderator: admin,
  };
}

/**
 * `POST /api/prayer/mine`: the caller's own requests, newest first, hidden
 * ones included: those that name them, and the anonymous ones their own
 * document lists (the latest `prayerMineLimit` of each, merged).
 */
export async function myPrayerRequests({ store }: PrayerDeps, uid: string): Promise<PrayerMineReply> {
  const [, user, named] = await Promise.all([
    requireProfile(store, uid),
    wallUser(store, uid),
    prayerRequests.query(store, {
      where: [{ field: "uid", op: "==", value: uid }],
      orderBy: [{ field: "sortKey", direction: "desc" }],
      limit: prayerMineLimit,
    }),
  ]);
  const anonymousIds = user.anonymous.slice(-prayerMineLimit);
  const anonymous = anonymousIds.length > 0 ? await prayerRequests.getMany(store, anonymousIds) : [];
  const found = [
    ...named,
    ...anonymous.flatMap((data, index) => {
      const id = anonymousIds[index];
      return data && id && data.uid === null ? [{ id, data }] : [];
    }),
  ];
  const newestFirst = found.sort((a, b) => b.data.sortKey.localeCompare(a.data.sortKey)).slice(0, prayerMineLimit);
  return { requests: (await counted(store, newestFirst)).map((doc) => toView(doc.id, doc.data, uid, user)) };
}

/**
 * `POST /api/prayer/post`: shares a request. A retry with the same
 * `clientId` answers with the one already shared. Each account may share
 * `prayerPostsPerDay` in any 24 hours.
 */
export async function postPrayerRequest(
  { store, now }: PrayerDeps,
  uid: string,
  request: { text: string; anonymous?: boolean | undefined; clientId: string },
): Promise<PrayerRequestView> {
  const profile = await requireProfile(store, uid);
  if (!chatAllowed(profile)) throw chatTurnedOff();
  const id = idFromClient(uid, request.clientId);
  const at = now();
  const shared = await store.runTransaction(async (tx) => {
    const user = await wallUser(tx, uid);
    const stored = await prayerRequests.get(tx, id);
    if (stored) return { retried: true, view: toView(id, stored, uid, user) };
    const posts = recentPosts(user, at);
    const [oldest] = posts;
    if (posts.length >= prayerPostsPerDay && oldest) {
      const wait = (locale?: Locale) => formatDistanceStrict(Date.parse(oldest) + dayMs, at, { roundingMethod: "ceil", ...(locale ? { locale } : {}) });
      throw new AppError("rate-limited", msg("prayer.dailyLimit", { limit: prayerPostsPerDay, wait: { en: wait(), es: wait(es) } }));
    }
    const postedAt = at.toISOString();
    const anonymous = request.anonymous ?? false;
    const doc: PrayerRequestDoc = {
      uid: anonymous ? null : uid,
      name: anonymous ? null : profile.name,
      anonymous,
      text: request.text,
      postedAt,
      sortKey: `${postedAt}|${id}`,
      answeredAt: null,
      answerNote: "",
      reportedBy: [],
      hidden: false,
      reviewNeeded: false,
      clientId: anonymous ? "" : request.clientId,
    };
    const updated: WallUserDoc = { prayed: user.prayed, prayerTimes: user.prayerTimes, posts: [...posts, postedAt], anonymous: anonymous ? [...user.anonymous, id] : user.anonymous };
    prayerRequests.create(tx, id, doc);
    prayerWallUsers.set(tx, uid, updated);
    return { retried: false, view: toView(id, doc, uid, updated) };
  });
  // A retried share may have been prayed for since; a new one has not.
  return shared.retried ? { ...shared.view, prayedCount: await prayedCountOf(store, id) } : shared.view;
}

/** The latest `maxPrayedKept` of a reader's prayed-for requests. */
function keepLatest(prayed: Record<string, string>): Record<string, string> {
  const entries = Object.entries(prayed);
  if (entries.length <= maxPrayedKept) return prayed;
  return Object.fromEntries(entries.sort((a, b) => b[1].localeCompare(a[1])).slice(0, maxPrayedKept));
}

/**
 * `POST /api/prayer/pray`: "I prayed", counted once per person (the record
 * is created once: a second tap, or a retry, answers the same and writes
 * nothing more). Writes only the caller's own documents; the count is then
 * read from the records.
 */
export async function prayFor({ store, now }: PrayerDeps, uid: string, requestId: string): Promise<PrayerPrayReply> {
  const prayedAt = now().toISOString();
  // Read outside the transaction, so the many praying at once do not each lock the request's document.
  const request = await prayerRequests.get(store, requestId);
  await store.runTransaction(async (tx) => {
    const user = await wallUser(tx, uid);
    if (!request || (request.hidden && !sharedBy(requestId, request, uid, user))) throw notOnTheWall();
    const record = await prayers(requestId).get(tx, uid);
    // Each tap is a prayer on its day (the challenges count the days), in the document this transaction already read.
    const prayerTimes = withPrayerTime(user.prayerTimes, prayedAt);
    if (!(requestId in user.prayed) || prayerTimes) {
      prayerWallUsers.set(tx, uid, { ...user, prayed: keepLatest({ ...user.prayed, [requestId]: record?.prayedAt ?? prayedAt }), prayerTimes: prayerTimes ?? user.prayerTimes });
    }
    if (!record) prayers(requestId).create(tx, uid, { prayedAt });
  });
  return { prayedCount: await prayedCountOf(store, requestId), youPrayed: true };
}

/** How many have prayed for a request: its prayer records, counted (1 read per 1,000). */
const prayedCountOf = (store: Store, requestId: string): Promise<number> => store.count(prayers(requestId).name);

/** The requests with `prayedCount` from their prayer records, counted in parallel. */
async function counted<T extends { id: string; data: PrayerRequestDoc }>(store: Store, docs: T[]): Promise<T[]> {
  const counts = await Promise.all(docs.map((doc) => prayedCountOf(store, doc.id)));
  return docs.map((doc, index) => ({ ...doc, data: { ...doc.data, prayedCount: counts[index] ?? 0 } }));
}

/** `POST /api/prayer/answer`: the sharer marks their request answered; again, to change the note. */
export async function answerPrayerRequest({ store, now }: PrayerDeps, uid: string, requestId: string, note: string | undefined): Promise<PrayerRequestView> {
  const view = await store.runTransaction(async (tx) => {
    const user = await wallUser(tx, uid);
    const request = await requireVisible(tx, requestId, uid, user);
    if (!sharedBy(requestId, request, uid, user)) throw new AppError("permission-denied", msg("prayer.onlySharerAnswers"));
    const answered = { answeredAt: request.answeredAt ?? now().toISOString(), answerNote: note?.trim() ?? "" };
    prayerRequests.update(tx, requestId, answered);
    return toView(requestId, { ...request, ...answered }, uid, user);
  });
  return { ...view, prayedCount: await prayedCountOf(store, requestId) };
}

/** `POST /api/prayer/report`: one report per person; the third takes the request off the wall. */
export async function reportPrayerRequest({ store }: PrayerDeps, uid: string, requestId: string): Promise<SaidReply> {
  return store.runTransaction(async (tx) => {
    const user = await wallUser(tx, uid);
    const request = await requireVisible(tx, requestId, uid, user);
    if (sharedBy(requestId, request, uid, user)) throw new AppError("invalid-argument", msg("prayer.cannotReportOwn"));
    if (!request.reportedBy.includes(uid)) {
      const reportedBy = [...request.reportedBy, uid];
      prayerRequests.update(tx, requestId, { reportedBy, hidden: reportedBy.length >= prayerReportsToHide, reviewNeeded: true });
    }
    return { message: msg("said.prayerReportThanks") };
  });
}

/** `POST /api/prayer/delete`: the sharer, or an admin, deletes a request and its prayer records. */
export async function deletePrayerRequest({ store }: PrayerDeps, caller: PrayerCaller, requestId: string): Promise<SaidReply> {
  const yours = await store.runTransaction(async (tx) => {
    const found = await prayerRequests.get(tx, requestId);
    const user = await wallUser(tx, caller.uid);
    const mine = found !== null && sharedBy(requestId, found, caller.uid, user);
    // Others see no hidden request, so they get the same 404 as for one that is gone.
    if (!found || (found.hidden && !mine && !caller.admin)) throw notOnTheWall();
    if (!mine && !caller.admin) throw new AppError("permission-denied", msg("prayer.onlySharerDeletes"));
    prayerRequests.delete(tx, requestId);
    if (user.anonymous.includes(requestId)) prayerWallUsers.set(tx, caller.uid, { ...user, anonymous: user.anonymous.filter((id) => id !== requestId) });
    return mine;
  });
  await deleteCollection(store, prayers(requestId).name);
  return { message: msg(yours ? "said.prayerDeletedYours" : "said.prayerDeleted") };
}

function requireModerator(caller: PrayerCaller): void {
  if (!caller.admin) throw new AppError("permission-denied", msg("prayer.moderatorsReview"));
}

/** `POST /api/prayer/reports`: (moderators) the reported requests not yet reviewed, most reported first, then newest. */
export async function reportedPrayerRequests({ store }: PrayerDeps, caller: PrayerCaller): Promise<PrayerReportsReply> {
  requireModerator(caller);
  const [user, page] = await Promise.all([
    wallUser(store, caller.uid),
    prayerRequests.query(store, { where: [{ field: "reviewNeeded", op: "==", value: true }], limit: prayerReviewLimit }),
  ]);
  const requests = (await counted(store, page))
    .sort((a, b) => b.data.reportedBy.length - a.data.reportedBy.length || b.data.sortKey.localeCompare(a.data.sortKey))
    .map((doc) => ({ ...toView(doc.id, doc.data, caller.uid, user), reports: doc.data.reportedBy.length }));
  return { requests };
}

/**
 * `POST /api/prayer/review`: (moderators) a reported request kept on the
 * wall, its reports cleared (later reports count afresh), or removed with
 * its prayer records.
 */
export async function reviewPrayerRequest(deps: PrayerDeps, caller: PrayerCaller, requestId: string, decision: "keep" | "remove"): Promise<SaidReply> {
  requireModerator(caller);
  if (decision === "remove") {
    await deletePrayerRequest(deps, caller, requestId);
    return { message: msg("said.prayerRemoved") };
  }
  return deps.store.runTransaction(async (tx) => {
    if (!(await prayerRequests.get(tx, requestId))) throw notOnTheWall();
    prayerRequests.update(tx, requestId, { reportedBy: [], hidden: false, reviewNeeded: false });
    return { message: msg("said.prayerKept") };
  });
}


/**
 * Requests shared anonymously before anonymous ones stopped naming their
 * sharer: each one's link moves into its sharer's own document (`anonymous`)
 * and its `uid`, `name` and `clientId` are cleared, one transaction per
 * request, so a run cut short leaves every request readable in one form or
 * the other and a second run finishes it. Answers how many moved.
 */
export async function migrateAnonymousPrayerRequests(store: Store): Promise<number> {
  const candidates = await prayerRequests.query(store, { where: [{ field: "anonymous", op: "==", value: true }] });
  let moved = 0;
  for (const { id } of candidates) {
    const did = await store.runTransaction(async (tx) => {
      const request = await prayerRequests.get(tx, id);
      if (!request?.anonymous || request.uid === null) return false;
      const sharer = request.uid;
      const user = await wallUser(tx, sharer);
      if (!user.anonymous.includes(id)) prayerWallUsers.set(tx, sharer, { ...user, anonymous: [...user.anonymous, id] });
      prayerRequests.update(tx, id, { uid: null, name: null, clientId: "" });
      return true;
    });
    if (did) moved += 1;
  }
  return moved;
}
