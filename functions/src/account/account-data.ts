import { randomUUID } from "node:crypto";
import { deletedAccountName } from "@berea/contracts/account";
import { activities } from "../activity/activity.ts";
import { articleReads } from "../articles/articles.ts";
import { stripeEvents } from "../billing/webhook.ts";
import { circleInvites, circles, messagesIn } from "../circles/circles-collection.ts";
import { circleEventFeeds, eventsIn } from "../circles/events.ts";
import { leaveCircle } from "../circles/membership.ts";
import { contactMessages } from "../contact/contact-messages.ts";
import { devotionalNotes, devotionalProgress } from "../devotionals/devotionals.ts";
import { learningProgress } from "../learning/learning.ts";
import { questionFlags } from "../quiz/question-flags.ts";
import { quizSettings } from "../quiz/retired-questions.ts";
import { families, familyInvites } from "../family/family.ts";
import { rateLimits } from "../lib/rate-limit.ts";
import { plans } from "../plans/plans.ts";
import { prayerRequests, prayers, prayerWallUsers } from "../prayer/prayer-wall.ts";
import { quizAttempts, quizDaily, quizTakers } from "../quiz/attempts.ts";
import { quizStats } from "../quiz/quiz-stats.ts";
import { readingPlanProgress, readingStreaks } from "../reading-plans/progress.ts";
import { memoryCards, memoryReviews, memoryStatsStore } from "../memory/memory-collections.ts";
import { gameRounds, gameStats } from "../games/game-collections.ts";
import { challengeBadges, challengeParticipants, challengeRuns } from "../challenges/challenge-collections.ts";
import { loadQuizBank } from "../quiz/quiz-bank.ts";
import { bibleNotes } from "../notes/notes.ts";
import { referralMailboxes, referralYears, referrals } from "../referrals/referrals.ts";
import type { Collection } from "../store/collection.ts";
import { deleteCollection } from "../store/delete-collection.ts";
import type { DocumentData, Store, StoredDocument } from "../store/port.ts";
import { signInCodes } from "../users/sign-in-codes.ts";
import { referralCodes, users, type UserProfile } from "../users/users-collection.ts";

/**
 * What Berea keeps about a user, collection by collection, and what deleting
 * the account does to each: one rule per collection the code declares
 * (`declaredCollections()`; account-data.test.ts fails when one has none,
 * so a new collection cannot be forgotten). The same rules find the user's
 * documents for "Download my data" (account.ts).
 *
 * Three kinds of rule:
 * - the user's own documents: deleted;
 * - documents others still see that name the user: anonymised (circle
 *   messages are signed "Deleted account") or the user's part taken out
 *   (a circle's member list, 'Attempted by', reports, a family's members);
 * - collections that keep nothing about any user (the plan catalogue,
 *   Stripe's event log, hashed rate-limit windows), each with the reason.
 *
 * Erasing runs in the table's order: documents found through others come
 * before the ones they are found by (messages before the circle list that
 * leads to them, prayer records before the requests).
 */

/** One document of the user's, as the download shows it. */
export interface FoundDocument {
  /** `collection/id`, the document's full path. */
  path: string;
  id: string;
  data: DocumentData;
}

export interface AccountScope {
  store: Store;
  uid: string;
  /** The profile as it was when the deletion or download began (null: none was ever made). */
  profile: UserProfile | null;
  now: Date;
  /** When the user owned a Family plan with members: the end of the paid period, until which the members keep it. */
  familyEndsAt: string | null;
}

export interface AccountDataRule {
  /** What the collection keeps about a user, in words. */
  holds: string;
  /** The user's documents in it (and their part of shared ones), for the download. */
  find(scope: AccountScope): Promise<FoundDocument[]>;
  /** Deletes or anonymises them. */
  erase(scope: AccountScope): Promise<void>;
}

const found = <T extends DocumentData>(collection: Collection<T>, docs: StoredDocument<T>[]): FoundDocument[] =>
  docs.map(({ id, data }) => ({ path: `${collection.name}/${id}`, id, data }));

/** Documents of the collection whose `field` is `value` (the user's uid). */
const byField = <T extends DocumentData>(store: Store, collection: Collection<T>, field: string, value: string) => collection.query(store, { where: [{ field, op: "==", value }] });

/** Documents keyed by the user's uid. */
function keyedByUid<T extends DocumentData>(collection: Collection<T>, holds: string): AccountDataRule {
  return {
    holds,
    async find({ store, uid }) {
      const doc = await collection.get(store, uid);
      return doc ? found(collection, [{ id: uid, data: doc }]) : [];
    },
    erase: ({ store, uid }) => store.delete(collection.name, uid),
  };
}

/** Documents whose `uid` field is the user's. */
function ownedByField<T extends DocumentData>(collection: Collection<T>, holds: string, field = "uid"): AccountDataRule {
  return {
    holds,
    find: async ({ store, uid }) => found(collection, await byField(store, collection, field, uid)),
    async erase({ store, uid }) {
      const docs = await byField(store, collection, field, uid);
      await Promise.all(docs.map((doc) => store.delete(collection.name, doc.id)));
    },
  };
}

/** A collection that keeps nothing about any user; `why` says so for the reader of this table. */
function keepsNoUserData(why: string): AccountDataRule {
  return { holds: `Nothing about any user: ${why}`, find: () => Promise.resolve([]), erase: () => Promise.resolve() };
}

/** Runs `fn` over `items` a few at a time. */
async function inChunks<T>(items: readonly T[], size: number, fn: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += size) await Promise.all(items.slice(start, start + size).map(fn));
}

/** Every topic a quiz can be of (and `mixed`): the parents of the 'Attempted by' entries. */
const takerTopics = (): string[] => ["mixed", ...loadQuizBank().topics.map((topic) => topic.id)];
const takersOf = (topic: string) => `${quizTakers.name}/${topic}/takers`;

/** Every circle, for the messages a user may have left in circles they are no longer in. */
const allCircles = (store: Store) => circles.query(store);

/** The user's anonymous requests, found through their own document (the requests themselves name no one). */
async function anonymousRequestIds(store: Store, uid: string): Promise<string[]> {
  return (await prayerWallUsers.get(store, uid))?.anonymous ?? [];
}

/** The requests the user shared: named ones by `uid`, anonymous ones through their own document. */
async function sharedRequests(store: Store, uid: string): Promise<StoredDocument<NonNullable<Awaited<ReturnType<typeof prayerRequests.get>>>>[]> {
  const [named, anonymousIds] = await Promise.all([prayerRequests.query(store, { where: [{ field: "uid", op: "==", value: uid }] }), anonymousRequestIds(store, uid)]);
  const anonymous = anonymousIds.length > 0 ? await prayerRequests.getMany(store, anonymousIds) : [];
  return [
    ...named,
    ...anonymous.flatMap((data, index) => {
      const id = anonymousIds[index];
      return data && id ? [{ id, data }] : [];
    }),
  ];
}

/**
 * The rules, by collection path, in the order erasing runs. Keys are the
 * paths `declaredCollections()` lists (`circles/{id}/messages` for a
 * subcollection).
 */
export const accountDataRules: Readonly<Record<string, AccountDataRule>> = {
  "circles/{id}/messages": {
    holds: "Messages the user wrote in faith circles (their name and text).",
    async find({ store, uid }) {
      const all = await allCircles(store);
      const perCircle = await Promise.all(all.map(async (circle) => found(messagesIn(circle.id), await messagesIn(circle.id).query(store, { where: [{ field: "uid", op: "==", value: uid }] }))));
      return perCircle.flat();
    },
    /** Others still read the conversation: each message stays, signed "Deleted account", with nothing that leads back to the writer. */
    async erase({ store, uid }) {
      for (const circle of await allCircles(store)) {
        const messages = messagesIn(circle.id);
        const mine = await messages.query(store, { where: [{ field: "uid", op: "==", value: uid }] });
        if (mine.length === 0) continue;
        await inChunks(mine, 50, (message) => store.update(messages.name, message.id, { uid: "", name: deletedAccountName, clientId: "" }));
        const seqs = new Set(mine.map((message) => message.data.seq));
        await store.runTransaction(async (tx) => {
          const fresh = await circles.get(tx, circle.id);
          if (fresh?.lastMessage && fresh.lastMessage.seq !== null && seqs.has(fresh.lastMessage.seq)) {
            circles.update(tx, circle.id, { lastMessage: { ...fresh.lastMessage, name: deletedAccountName } });
          }
        });
      }
    },
  },
  circles: {
    holds: "The faith circles the user is in: their name and when they joined, and the circles they own.",
    async find({ store, uid }) {
      const mine = await circles.query(store, { where: [{ field: "memberUids", op: "array-contains", value: uid }] });
      // Only the user's own part of each circle: the others' names are theirs.
      return mine.map(({ id, data }) => ({
        path: `${circles.name}/${id}`,
        id,
        data: { name: data.name, description: data.description, owner: data.ownerUid === uid, you: data.members.filter((member) => member.uid === uid) },
      }));
    },
    /** Leaves each circle as "Leave circle" does: an owned circle passes to the longest-standing member, an emptied one is deleted with its code and messages. */
    async erase({ store, uid, now }) {
      const mine = await circles.query(store, { where: [{ field: "memberUids", op: "array-contains", value: uid }] });
      for (const circle of mine) await leaveCircle({ store, now: () => now }, uid, circle.id);
    },
  },
  "circles/{id}/events": {
    holds: "The user's answers (going, maybe, not going) to circle events, by date.",
    async find({ store, uid }) {
      const perCircle = await Promise.all(
        (await allCircles(store)).map(async (circle) => {
          const events = await eventsIn(circle.id).query(store, { where: [{ field: "rsvpUids", op: "array-contains", value: uid }] });
          return events.map(({ id, data }) => ({
            path: `${eventsIn(circle.id).name}/${id}`,
            id,
            data: { title: data.title, answers: data.rsvps.filter((entry) => entry.uid === uid).map(({ occurrence, answer, at }) => ({ occurrence, answer, at })) },
          }));
        }),
      );
      return perCircle.flat();
    },
    /** The events stay for the circle; the user's answers leave them. */
    async erase({ store, uid }) {
      for (const circle of await allCircles(store)) {
        const events = eventsIn(circle.id);
        for (const { id } of await events.query(store, { where: [{ field: "rsvpUids", op: "array-contains", value: uid }] })) {
          await store.runTransaction(async (tx) => {
            const fresh = await events.get(tx, id);
            if (!fresh) return;
            const rsvps = fresh.rsvps.filter((entry) => entry.uid !== uid);
            events.update(tx, id, { rsvps, rsvpUids: fresh.rsvpUids.filter((entry) => entry !== uid) });
          });
        }
      }
    },
  },
  circleEventFeeds: ownedByField(circleEventFeeds, "The user's private calendar feed address (its secret token) for circle events."),
  [circleInvites.name]: keepsNoUserData("a circle's invite code and the circle it opens; an emptied circle's code goes with it."),
  "prayerRequests/{id}/prayers": {
    holds: "That the user prayed for a request (one record per request, named by the user's id).",
    async find({ store, uid }) {
      const requests = await prayerRequests.query(store);
      const records = await Promise.all(requests.map(async ({ id }) => ({ id, record: await prayers(id).get(store, uid) })));
      return records.flatMap(({ id, record }) => (record ? [{ path: `${prayers(id).name}/${uid}`, id: uid, data: record }] : []));
    },
    /** The request keeps its count: the record stays, under an id that names no one. */
    async erase({ store, uid }) {
      const requests = await prayerRequests.query(store);
      await inChunks(requests, 50, async ({ id }) => {
        const record = await prayers(id).get(store, uid);
        if (!record) return;
        await store.set(prayers(id).name, `deleted-${randomUUID()}`, record);
        await store.delete(prayers(id).name, uid);
      });
    },
  },
  prayerRequests: {
    holds: "The prayer requests the user shared (named or anonymous), and their reports of others' requests.",
    async find({ store, uid }) {
      const [shared, reported] = await Promise.all([sharedRequests(store, uid), prayerRequests.query(store, { where: [{ field: "reportedBy", op: "array-contains", value: uid }] })]);
      return [
        ...found(prayerRequests, shared),
        ...reported.map(({ id, data }) => ({ path: `${prayerRequests.name}/${id}`, id, data: { reportedByYou: true, text: data.text } })),
      ];
    },
    /** The user's requests leave the wall with their prayer records; their reports of others' are withdrawn. */
    async erase({ store, uid }) {
      for (const { id } of await sharedRequests(store, uid)) {
        await store.delete(prayerRequests.name, id);
        await deleteCollection(store, prayers(id).name);
      }
      const reported = await prayerRequests.query(store, { where: [{ field: "reportedBy", op: "array-contains", value: uid }] });
      for (const { id } of reported) {
        await store.runTransaction(async (tx) => {
          const fresh = await prayerRequests.get(tx, id);
          if (fresh) prayerRequests.update(tx, id, { reportedBy: fresh.reportedBy.filter((reporter) => reporter !== uid) });
        });
      }
    },
  },
  prayerWallUsers: keyedByUid(prayerWallUsers, "The requests the user prayed for, when they last shared, and which requests they shared anonymously."),
  "quizTakers/{id}/takers": {
    holds: "The user's own entry (first name) in each topic's 'Attempted by', when they chose to be shown.",
    async find({ store, uid }) {
      const entries = await Promise.all(takerTopics().map(async (topic) => ({ topic, entry: await store.get(takersOf(topic), uid) })));
      return entries.flatMap(({ topic, entry }) => (entry ? [{ path: `${takersOf(topic)}/${uid}`, id: uid, data: entry }] : []));
    },
    /** One entry per topic, keyed by the user: deleted in every topic (a topic's list may exist without its parent document). */
    erase: ({ store, uid }) => inChunks(takerTopics(), 20, (topic) => store.delete(takersOf(topic), uid)),
  },
  quizTakers: {
    holds: "The user's first name in a topic's 'Attempted by' list, when they chose to be shown.",
    async find({ store, uid }) {
      const lists = await quizTakers.query(store);
      return lists.flatMap(({ id, data }) => {
        const you = data.recent.filter((taker) => taker.uid === uid);
        return you.length > 0 ? [{ path: `${quizTakers.name}/${id}`, id, data: { recent: you } }] : [];
      });
    },
    async erase({ store, uid }) {
      for (const { id } of await quizTakers.query(store)) {
        await store.runTransaction(async (tx) => {
          const list = await quizTakers.get(tx, id);
          if (list?.recent.some((taker) => taker.uid === uid)) quizTakers.set(tx, id, { recent: list.recent.filter((taker) => taker.uid !== uid) });
        });
      }
    },
  },
  quizAttempts: {
    holds: "The quizzes the user took: questions, answers, scores and times.",
    /** Others in 'Attempted by' are shown by first name only, as the quiz showed them. */
    find: async ({ store, uid }) =>
      (await byField(store, quizAttempts, "uid", uid)).map(({ id, data }) => ({
        path: `${quizAttempts.name}/${id}`,
        id,
        data: { ...data, takers: data.takers.map(({ name, avatar }) => ({ name, avatar })) },
      })),
    /**
     * The user's attempts are deleted. Others' attempts keep the 'Attempted by'
     * list as it was when they started, which may show this user: those
     * started since the user's first shown quiz are read and the user taken out.
     */
    async erase({ store, uid }) {
      const own = await byField(store, quizAttempts, "uid", uid);
      const shownSince = own.filter(({ data }) => data.taker !== null).reduce<number | null>((first, { data }) => (first === null || data.startedAt < first ? data.startedAt : first), null);
      await inChunks(own, 50, ({ id }) => store.delete(quizAttempts.name, id));
      if (shownSince === null) return;
      const later = await quizAttempts.query(store, { where: [{ field: "startedAt", op: ">=", value: shownSince }] });
      await inChunks(
        later.filter(({ data }) => data.takers.some((taker) => taker.uid === uid)),
        50,
        ({ id, data }) => store.update(quizAttempts.name, id, { takers: data.takers.filter((taker) => taker.uid !== uid) }),
      );
    },
  },
  quizDaily: ownedByField(quizDaily, "How many quizzes the user started on each date (the Free plan's daily count)."),
  quizStats: keyedByUid(quizStats, "The user's quiz XP, streak, best scores per topic and quizzes per day."),
  activity: keyedByUid(activities, "What the user did on each of the last 60 days (the dashboard's charts)."),
  articleReads: ownedByField(articleReads, "The articles the user opened each month (the Free plan's count)."),
  devotionalProgress: keyedByUid(devotionalProgress, "The devotionals the user marked read, per path."),
  devotionalNotes: ownedByField(devotionalNotes, "The user's private notes on devotionals."),
  learningProgress: keyedByUid(learningProgress, "The learning tracks' lessons the user checked, with their best scores."),
  questionFlags: ownedByField(questionFlags, "The quiz questions the user flagged as wrong or unclear, with their notes."),
  [quizSettings.name]: keepsNoUserData("the retired quiz questions' ids."),
  readingPlanProgress: ownedByField(readingPlanProgress, "The reading plans the user follows and the days they checked off."),
  readingStreaks: keyedByUid(readingStreaks, "The user's reading streak: check-offs per date."),
  bibleNotes: ownedByField(bibleNotes, "The user's private notes and highlights in the Bible reader (deleted ones kept as an emptied marker, so an older offline edit cannot bring them back)."),
  memoryCards: ownedByField(memoryCards, "The verses the user is memorizing, with each one's review schedule."),
  memoryReviews: ownedByField(memoryReviews, "Each memory review the user graded: the verse, the grade and the date."),
  memoryStats: keyedByUid(memoryStatsStore, "The user's memory review streak."),
  gameRounds: ownedByField(gameRounds, "The Bible game rounds the user played: the items, each answer's points and the result."),
  gameStats: keyedByUid(gameStats, "The user's game XP, XP today per game and best score per game."),
  challengeRuns: {
    holds: "The challenge runs the user started (which challenge, with whom, its dates).",
    find: async ({ store, uid }) => found(challengeRuns, await byField(store, challengeRuns, "createdBy", uid)),
    /** A run the user took alone is deleted; a circle's or Family's run stays for its other members, no longer naming who started it. */
    async erase({ store, uid }) {
      const runs = await byField(store, challengeRuns, "createdBy", uid);
      await Promise.all(runs.map(({ id, data }) => (data.groupKey === `alone:${uid}` ? store.delete(challengeRuns.name, id) : store.update(challengeRuns.name, id, { createdBy: "" }))));
    },
  },
  challengeParticipants: ownedByField(challengeParticipants, "The user's place in each challenge they joined: the name other members saw and their progress."),
  challengeBadges: keyedByUid(challengeBadges, "The badges the user earned by finishing challenges."),
  contactMessages: {
    holds: "Messages the user sent through the contact form (name, email, message).",
    async find({ store, uid, profile }) {
      const [byUid, byEmail] = await Promise.all([
        contactMessages.query(store, { where: [{ field: "uid", op: "==", value: uid }] }),
        profile?.email ? contactMessages.query(store, { where: [{ field: "email", op: "==", value: profile.email }] }) : Promise.resolve([]),
      ]);
      const unique = new Map([...byUid, ...byEmail].map((doc) => [doc.id, doc]));
      return found(contactMessages, [...unique.values()]);
    },
    async erase(scope) {
      const docs = await this.find(scope);
      await Promise.all(docs.map((doc) => scope.store.delete(contactMessages.name, doc.id)));
    },
  },
  familyInvites: {
    holds: "Family invites the user made (with the email they were for), and the ones sent to the user's email or used by the user.",
    async find({ store, uid, profile }) {
      const [made, used, forEmail] = await Promise.all([
        familyInvites.query(store, { where: [{ field: "ownerUid", op: "==", value: uid }] }),
        familyInvites.query(store, { where: [{ field: "usedBy", op: "==", value: uid }] }),
        profile?.email ? familyInvites.query(store, { where: [{ field: "email", op: "==", value: profile.email }] }) : Promise.resolve([]),
      ]);
      const unique = new Map([...made, ...used, ...forEmail].map((doc) => [doc.id, doc]));
      return found(familyInvites, [...unique.values()]);
    },
    /** The user's own invites are deleted; on others' invites the user's email and uid are cleared (the owner's record of a used seat stays). */
    async erase({ store, uid, profile }) {
      const made = await familyInvites.query(store, { where: [{ field: "ownerUid", op: "==", value: uid }] });
      await Promise.all(made.map((doc) => store.delete(familyInvites.name, doc.id)));
      const used = await familyInvites.query(store, { where: [{ field: "usedBy", op: "==", value: uid }] });
      await Promise.all(used.map((doc) => store.update(familyInvites.name, doc.id, { usedBy: "", email: null })));
      if (profile?.email) {
        const forEmail = await familyInvites.query(store, { where: [{ field: "email", op: "==", value: profile.email }] });
        await Promise.all(forEmail.map((doc) => store.update(familyInvites.name, doc.id, { email: null })));
      }
    },
  },
  families: {
    holds: "The user's Family plan (its member list) when they own one, and their seat in another's.",
    async find({ store, uid }) {
      const [owned, memberOf] = await Promise.all([families.get(store, uid), families.query(store, { where: [{ field: "memberUids", op: "array-contains", value: uid }] })]);
      return [
        ...(owned ? found(families, [{ id: uid, data: owned }]) : []),
        ...memberOf.map(({ id, data }) => ({ path: `${families.name}/${id}`, id, data: { memberSince: data.updatedAt, you: uid } })),
      ];
    },
    /**
     * An owner's family ends: each member's link goes and, when the plan was
     * paid, they keep Family until the end of the paid period
     * (`familyEndsAt` on their profile, which their account page tells them).
     * A member's seat is given back to the owner.
     */
    async erase({ store, uid, familyEndsAt, now }) {
      const owned = await families.get(store, uid);
      if (owned) {
        for (const memberUid of owned.memberUids) {
          await store.runTransaction(async (tx) => {
            const member = await users.get(tx, memberUid);
            if (member?.family?.ownerUid === uid) users.update(tx, memberUid, { family: null, familyEndsAt });
          });
        }
        await store.delete(families.name, uid);
      }
      const memberOf = await families.query(store, { where: [{ field: "memberUids", op: "array-contains", value: uid }] });
      for (const { id } of memberOf) {
        await store.runTransaction(async (tx) => {
          const family = await families.get(tx, id);
          if (family) families.set(tx, id, { ...family, memberUids: family.memberUids.filter((memberUid) => memberUid !== uid), updatedAt: now.toISOString() });
        });
      }
    },
  },
  referrals: {
    holds: "Whether the user's own sign-up counted as a referral, and the referrals credited to the user.",
    async find({ store, uid }) {
      const [own, made] = await Promise.all([referrals.get(store, uid), referrals.query(store, { where: [{ field: "referrerUid", op: "==", value: uid }] })]);
      return [...(own ? found(referrals, [{ id: uid, data: own }]) : []), ...found(referrals, made)];
    },
    /** The user's own record goes; on the referrals credited to them, the referrer is cleared (the referred person's record stays theirs). */
    async erase({ store, uid }) {
      await store.delete(referrals.name, uid);
      const made = await referrals.query(store, { where: [{ field: "referrerUid", op: "==", value: uid }] });
      await Promise.all(made.map((doc) => store.update(referrals.name, doc.id, { referrerUid: "" })));
    },
  },
  referralMailboxes: {
    holds: "That a mailbox (by its hash, never the address) has counted for a referral, with the two accounts.",
    async find({ store, uid }) {
      const [asReferred, asReferrer] = await Promise.all([byField(store, referralMailboxes, "referredUid", uid), byField(store, referralMailboxes, "referrerUid", uid)]);
      return found(referralMailboxes, [...asReferred, ...asReferrer]);
    },
    /** The hash stays (a new account on the same mailbox earns no second reward); the accounts it names are cleared. */
    async erase({ store, uid }) {
      const [asReferred, asReferrer] = await Promise.all([byField(store, referralMailboxes, "referredUid", uid), byField(store, referralMailboxes, "referrerUid", uid)]);
      await Promise.all(asReferred.map((doc) => store.update(referralMailboxes.name, doc.id, { referredUid: "" })));
      await Promise.all(asReferrer.map((doc) => store.update(referralMailboxes.name, doc.id, { referrerUid: "" })));
    },
  },
  referralYears: keyedByUid(referralYears, "When the user's referrals counted in the last year (the yearly limit)."),
  referralCodes: ownedByField(referralCodes, "The user's referral code."),
  signInCodes: ownedByField(signInCodes, "One-time sign-in links the user made for another device."),
  users: keyedByUid(users, "The profile: name, email, plan and billing record, Family link, referral, choices."),
  [plans.name]: keepsNoUserData("the plan catalogue (names and prices)."),
  [stripeEvents.name]: keepsNoUserData("Stripe's event ids, types and what applying them did (subscription ids, never a person's name, email or uid)."),
  [rateLimits.name]: keepsNoUserData("counts per window under a hashed key (no uid, email or address in the clear), each window ending within the hour."),
  rateLimitLeases: keepsNoUserData("the requests open now under a hashed key (no uid, email or address in the clear), each ending by itself within minutes."),
};

/** The collections the rules cover, for the test that compares them with the declared ones. */
export const coveredCollections = (): string[] => Object.keys(accountDataRules).sort();
