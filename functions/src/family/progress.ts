import {
  familyProgressWeekDays,
  type FamilyChallengeProgress,
  type FamilyDevotionalProgress,
  type FamilyMemoryProgress,
  type FamilyPlanProgress,
  type FamilyProgress,
  type FamilyProgressReply,
  type FamilySharingReply,
} from "@berea/contracts/family-progress";
import type { Language } from "@berea/contracts/language";
import { activities, lastDates } from "../activity/activity.ts";
import { challengeProgressFor } from "../challenges/challenges.ts";
import { devotionalProgress } from "../devotionals/devotionals.ts";
import type { DevotionalLibrary, DevotionalTranslations, TranslatedLanguage } from "../devotionals/devotional-data.ts";
import { AppError } from "../lib/app-error.ts";
import { msg, type ServerMessage } from "../lib/messages/message.ts";
import { memoryCards } from "../memory/memory-collections.ts";
import { localDate } from "../quiz/local-date.ts";
import { addCalendarDays } from "../reading-plans/calendar-dates.ts";
import type { ReadingPlanCatalog } from "../reading-plans/catalog.ts";
import { readingPlanProgress } from "../reading-plans/progress.ts";
import { summarize } from "../reading-plans/schedule.ts";
import type { Store } from "../store/port.ts";
import { users, type FamilySharing, type UserProfile } from "../users/users-collection.ts";
import { familyLinkOf } from "./effective-plan.ts";
import { families } from "./family.ts";

/**
 * Family: shared progress (contracts/src/family-progress.ts). Everyone in a
 * Family plan, its owner and its members, chooses for themselves whether the
 * others see their devotional, reading plan, memory and challenge progress.
 * The choice is kept on the person's own profile (`familySharing`), for the
 * family it was made in (the owner's uid): in another family they are asked
 * again. Only the person can set it; for an adult member and for a child
 * alike, the owner cannot. A child's parent (the plan's owner) already sees
 * the child's recent activity in the parental view (parental-view.ts),
 * which this choice does not change.
 *
 * Someone who has not decided, or keeps it private, costs nothing beyond
 * their profile, and nothing of theirs is read or sent.
 *
 * Costs, counted as Firestore bills them (p = people in the family, owner
 * included; s = those who share; n = a sharer's reading plans, at most 10):
 * progress 2 + (p - 1) reads for the profiles and the family document, then
 * per sharer 2 (activity, devotional progress) + max(1, n) (their plans) +
 * 3 (memory counts: cards, known, due; each 1 read per 1,000 cards) +
 * max(1, c) + r for challenges (their places in challenge runs, then the
 * r active runs; challenges/challenges.ts `challengeProgressFor`). No
 * per-item scan: a member with 500 memory verses costs the same as one
 * with 5. sharing 2 reads (3 when refusing someone else's choice) / 1 write.
 */

const percentOf = (done: number, total: number) => (total === 0 ? 0 : Math.min(100, Math.floor((done / total) * 100)));

/** Active challenge runs with progress for a person on their `today`, titled in `language` (challenges/; wired by the API when it exists). */
export type ChallengeProgressSource = (store: Store, uid: string, today: string, language: Language) => Promise<FamilyChallengeProgress[]>;

/** The challenges feature's own count (challenges/challenges.ts): the person's active runs, as last checked in, titled as its catalogue in `language` titles them. */
export const challengeProgress: ChallengeProgressSource = async (store, uid, today, language) =>
  (await challengeProgressFor(store, uid, today, language))
    .filter((run) => run.active)
    .map((run) => ({
      challengeId: run.challengeId,
      title: run.title,
      done: Math.min(run.progress.done, run.progress.goal),
      total: run.progress.goal,
      percent: percentOf(run.progress.done, run.progress.goal),
      finished: run.progress.completed,
    }));

export interface FamilyProgressDeps {
  store: Store;
  now: () => Date;
  /** Loaded on first use (the devotional paths' titles and lengths). */
  devotionals: () => DevotionalLibrary;
  /** A language's translated devotional paths (their titles), loaded on first use by a reader of that language. */
  devotionalTranslations: (language: TranslatedLanguage) => DevotionalTranslations;
  /** Loaded on first use (the plans' titles, in English and Spanish, and lengths). */
  readingPlans: () => ReadingPlanCatalog;
  /** The challenge runs' source (`challengeProgress`); without one the reply says `challenges: null`. */
  challenges?: ChallengeProgressSource | undefined;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;

/** The owner's uid of the family the user is in (as owner or member), or null; reads the family document when the user may own one. */
async function familyOf(store: Store, profile: UserProfile): Promise<{ ownerUid: string; memberUids: string[] } | null> {
  const link = familyLinkOf(profile);
  const ownerUid = link?.ownerUid ?? profile.uid;
  const family = await families.get(store, ownerUid);
  if (!family || family.memberUids.length === 0) return null;
  // A link the family's list no longer holds (a departure half seen) counts as no family.
  if (link && !family.memberUids.includes(profile.uid)) return null;
  return { ownerUid, memberUids: family.memberUids };
}

/** The person's choice for the family of `ownerUid`; a choice made in another family does not count. */
export const sharingFor = (profile: UserProfile, ownerUid: string): FamilySharing | null =>
  profile.familySharing?.ownerUid === ownerUid ? profile.familySharing : null;

/**
 * The first instant of the day after `today` in `timeZone`, as an ISO time:
 * a card is due today when its due time is before it. Found by bisection
 * over the zone's offsets (at most 14 hours either side of UTC).
 */
export function endOfLocalDay(today: string, timeZone: string): string {
  const tomorrow = addCalendarDays(today, 1);
  const midnightUtc = Date.parse(`${tomorrow}T00:00:00Z`);
  let low = midnightUtc - 15 * 3_600_000;
  let high = midnightUtc + 15 * 3_600_000;
  // localDate(low) < tomorrow <= localDate(high); narrow to the millisecond.
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (localDate(new Date(middle), timeZone) >= tomorrow) high = middle;
    else low = middle;
  }
  return new Date(high).toISOString();
}

/** A path's title in the language asked for: its translation's, else the English one. */
type PathTitle = (pathId: string, english: string) => string;

function devotionalSummary(library: DevotionalLibrary, titleOf: PathTitle, activityDays: Record<string, Record<string, number>>, read: Record<string, string[]>, today: string): FamilyDevotionalProgress {
  const week = lastDates(today, familyProgressWeekDays);
  let currentPath: FamilyDevotionalProgress["currentPath"] = null;
  let total = 0;
  for (const path of library.paths) {
    const ids = new Set(path.days.map((day) => day.id));
    const done = new Set((read[path.id] ?? []).filter((id) => ids.has(id))).size;
    total += done;
    if (done > 0 && done < path.days.length && done > (currentPath?.read ?? 0)) currentPath = { id: path.id, title: titleOf(path.id, path.title), read: done, days: path.days.length };
  }
  return { daysThisWeek: week.filter((date) => (activityDays[date]?.["devotionals"] ?? 0) > 0).length, read: total, currentPath };
}

async function plansOf(store: Store, catalog: ReadingPlanCatalog, uid: string, today: string, language: Language): Promise<FamilyPlanProgress[]> {
  const docs = await readingPlanProgress.query(store, { where: [{ field: "uid", op: "==", value: uid }] });
  return docs
    .map((doc) => doc.data)
    .sort((a, b) => a.startedAt - b.startedAt || a.planId.localeCompare(b.planId))
    .flatMap((progress) => {
      const plan = catalog.byId.get(progress.planId);
      if (!plan) return [];
      const summary = summarize(progress, plan.days.length, today);
      return [{ planId: plan.id, title: language === "es" ? plan.es.title : plan.title, doneDays: summary.doneDays, totalDays: plan.days.length, percent: percentOf(summary.doneDays, plan.days.length), finished: summary.finished }];
    });
}

async function memoryOf(store: Store, uid: string, today: string, timeZone: string): Promise<FamilyMemoryProgress> {
  const mine = { field: "uid", op: "==" as const, value: uid };
  const [total, known, dueToday] = await Promise.all([
    memoryCards.count(store, { where: [mine] }),
    memoryCards.count(store, { where: [mine, { field: "known", op: "==", value: true }] }),
    memoryCards.count(store, { where: [mine, { field: "due", op: "<", value: endOfLocalDay(today, timeZone) }] }),
  ]);
  return { total, known, dueToday };
}

/**
 * `POST /api/family/progress`: everyone in the caller's family, owner first,
 * then members as they joined; progress only for those who share. Each
 * person's "today" is in their own zone (the request's zone stands in for
 * a profile that has none). The devotional paths', plans' and challenges'
 * titles are in `language` (the reader's, English when left out).
 */
export async function familyProgress(deps: FamilyProgressDeps, uid: string, timeZone: string, language: Language = "en"): Promise<FamilyProgressReply> {
  const { store } = deps;
  const profile = await users.get(store, uid);
  if (!profile) throw new AppError("unauthenticated", msg("family.signInAgainToSee"));
  const family = await familyOf(store, profile);
  if (!family) return { inFamily: false, yourChoice: null, people: [] };
  const ids = [family.ownerUid, ...family.memberUids];
  const others = ids.filter((id) => id !== uid);
  const read = await users.getMany(store, others);
  const profiles = new Map<string, UserProfile>([[uid, profile]]);
  others.forEach((id, index) => {
    const found = read[index];
    if (found) profiles.set(id, found);
  });
  // The owner, and members whose link still points at this family.
  const people = ids.flatMap((id) => {
    const person = profiles.get(id);
    if (!person) return [];
    if (id !== family.ownerUid && familyLinkOf(person)?.ownerUid !== family.ownerUid) return [];
    return [{ profile: person, role: id === family.ownerUid ? ("owner" as const) : ("member" as const), shares: sharingFor(person, family.ownerUid)?.share === true }];
  });
  const sharers = people.filter((person) => person.shares).map((person) => person.profile);
  const progress = await progressOf(deps, sharers, timeZone, language);
  const mine = sharingFor(profile, family.ownerUid);
  return {
    inFamily: people.length > 1,
    yourChoice: mine ? { share: mine.share, decidedAt: mine.decidedAt } : null,
    people: people.map(({ profile: person, role, shares }) => ({
      uid: person.uid,
      name: person.name,
      role,
      you: person.uid === uid,
      shares,
      progress: shares ? (progress.get(person.uid) ?? null) : null,
    })),
  };
}

/** The progress of those who share, read together: two batched reads for all of them, then each one's plans and memory counts. */
async function progressOf(deps: FamilyProgressDeps, sharers: UserProfile[], fallbackZone: string, language: Language): Promise<Map<string, FamilyProgress>> {
  if (sharers.length === 0) return new Map();
  const { store } = deps;
  const ids = sharers.map((person) => person.uid);
  const [activityDocs, devotionalDocs] = await Promise.all([activities.getMany(store, ids), devotionalProgress.getMany(store, ids)]);
  const library = deps.devotionals();
  const catalog = deps.readingPlans();
  const translations = language === "en" ? null : deps.devotionalTranslations(language);
  const titleOf: PathTitle = (pathId, english) => translations?.get(pathId)?.title ?? english;
  const at = deps.now();
  const entries = await Promise.all(
    sharers.map(async (person, index): Promise<[string, FamilyProgress]> => {
      const zone = person.timeZone ?? fallbackZone;
      const today = localDate(at, zone);
      const [plans, memory, challenges] = await Promise.all([
        plansOf(store, catalog, person.uid, today, language),
        memoryOf(store, person.uid, today, zone),
        deps.challenges ? deps.challenges(store, person.uid, today, language) : Promise.resolve(null),
      ]);
      const devotionals = devotionalSummary(library, titleOf, activityDocs[index]?.days ?? {}, devotionalDocs[index]?.read ?? {}, today);
      return [person.uid, { devotionals, plans, memory, challenges }];
    }),
  );
  return new Map(entries);
}

/**
 * `POST /api/family/sharing`: the caller's own choice, for the family they
 * are in. Naming anyone else (`memberUid`) is refused with 403: the owner
 * cannot choose for an adult member, nor for a child, whose recent activity
 * the owner already sees in the parental view.
 */
export async function setFamilySharing(
  { store, now }: Pick<FamilyProgressDeps, "store" | "now">,
  uid: string,
  request: { share: boolean; memberUid?: string | undefined },
): Promise<Omit<FamilySharingReply, "message"> & { message: ServerMessage }> {
  return store.runTransaction(async (tx) => {
    const profile = await users.get(tx, uid);
    if (!profile) throw new AppError("unauthenticated", msg("family.signInAgain"));
    const link = familyLinkOf(profile);
    const ownerUid = link?.ownerUid ?? uid;
    const family = await families.get(tx, ownerUid);
    if (request.memberUid !== undefined && request.memberUid !== uid) {
      const target = family?.memberUids.includes(request.memberUid) ? await users.get(tx, request.memberUid) : null;
      const targetLink = target ? familyLinkOf(target) : null;
      if (!target || targetLink?.ownerUid !== ownerUid || ownerUid !== uid) {
        throw new AppError("permission-denied", msg("family.shareOnlyOwn"));
      }
      const name = firstName(target.name);
      throw new AppError("permission-denied", msg(targetLink.child ? "family.shareOnlyChild" : "family.shareOnlyThem", { name }));
    }
    if (!family || family.memberUids.length === 0 || (link && !family.memberUids.includes(uid))) {
      throw new AppError("failed-precondition", msg("family.noOneToShareWith"));
    }
    const decidedAt = now().toISOString();
    users.update(tx, uid, { familySharing: { ownerUid, share: request.share, decidedAt } });
    return {
      share: request.share,
      decidedAt,
      message: msg(request.share ? "said.familyShared" : "said.familyPrivate"),
    };
  });
}
