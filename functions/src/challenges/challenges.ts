import type {
  Challenge,
  ChallengeBadge,
  ChallengeCheckinReply,
  ChallengeJoinRequest,
  ChallengeListReply,
  ChallengeProgress,
  ChallengeRun,
  MyChallenge,
} from "@berea/contracts/challenges";
import type { Language } from "@berea/contracts/language";
import { circles, circlesOf } from "../circles/circles-collection.ts";
import type { DevotionalLibrary } from "../devotionals/devotional-data.ts";
import { families } from "../family/family.ts";
import { AppError } from "../lib/app-error.ts";
import { msg } from "../lib/messages/message.ts";
import { idFromClient } from "../lib/client-id.ts";
import { addCalendarDays } from "../reading-plans/calendar-dates.ts";
import type { Store } from "../store/port.ts";
import { userToday } from "../users/user-day.ts";
import { getProfile, type UserProfile } from "../users/users-collection.ts";
import { challengeView, loadChallenges, type ChallengeDefinition } from "./challenge-data.ts";
import {
  challengeBadges,
  challengeParticipants,
  challengeRuns,
  participantId,
  type ChallengeParticipantDoc,
  type ChallengeRunDoc,
  type StoredChallengeProgress,
} from "./challenge-collections.ts";
import { readProgress, type Counted } from "./progress.ts";

/**
 * Faith challenges (contracts/src/challenges.ts). Joining finds the active
 * run of the caller's group for the challenge (alone, a circle, their
 * Family) or starts one on the caller's today, ending that day + the
 * challenge's days, in one transaction. A check-in counts the caller's
 * progress again from their own records (progress.ts) and keeps it on
 * their place in the run; the first time the goal is reached, the badge is
 * stored (once per challenge, never twice). Titles and descriptions come
 * in the language the request asks for (`lang`, challenge-data.ts): the
 * catalogue, the caller's runs and badges, a run and its challenge; a
 * refusal that names a challenge names it in the refusal's language.
 *
 * Costs, counted as Firestore bills them (c = the caller's circles, r = runs
 * of the group, p = the caller's places, m = a run's members, k = memory
 * cards, 1 for the other goals): list 3 + c + p reads; join 3 + k + r + p
 * reads (+1 for a circle or Family; queries billed 1 when empty), 1–2 writes; check-in 2 + k reads, 0 writes
 * when nothing changed, 1 when progress moved, +1 read and 1 write when the
 * badge is earned; get = check-in + 1 + m reads; badges 1 read.
 */

export interface ChallengeDeps {
  store: Store;
  now: () => Date;
  /** The catalogue in a language (English when left out); the goals are the same in every language. */
  challenges: (language?: Language) => ChallengeDefinition[];
  devotionals: () => Pick<DevotionalLibrary, "paths">;
}

export const defaultChallenges = loadChallenges;

/** A join as the domain takes it: `lang` may be left out (English). */
type JoinRequest = Omit<ChallengeJoinRequest, "lang"> & { lang?: Language };

async function requireProfile(store: Store, uid: string): Promise<UserProfile> {
  const profile = await getProfile(store, uid);
  if (!profile) throw new AppError("unauthenticated", msg("challenges.signInAgain"));
  return profile;
}

/** The challenge's title as each language writes it, for a message rendered in the request's language. */
const titleIn = (deps: Pick<ChallengeDeps, "challenges">, definition: ChallengeDefinition) => ({
  en: definition.title,
  es: deps.challenges("es").find((candidate) => candidate.id === definition.id)?.title ?? definition.title,
});

function definitionOf(deps: ChallengeDeps, challengeId: string, language: Language = "en"): ChallengeDefinition {
  const definition = deps.challenges(language).find((candidate) => candidate.id === challengeId);
  if (!definition) throw new AppError("not-found", msg("challenges.noSuchChallenge", { id: challengeId }));
  return definition;
}

/** A calendar date ("2026-03-24") as each language writes it in a message: English as it is, Spanish "24 de marzo de 2026". */
const untilDate = (date: string) => ({ en: date, es: new Date(`${date}T00:00:00Z`) });

const runNotFound = () => new AppError("not-found", msg("challenges.noSuchRun"));

/** Stored progress as the API answers it, its line on what counted in `language` (English where no Spanish line was kept yet). */
const toProgress = ({ done, goal, completedAt, detail, detailEs }: StoredChallengeProgress, language: Language = "en"): ChallengeProgress => ({
  done,
  goal,
  completed: completedAt !== null,
  completedAt,
  detail: language === "es" ? (detailEs ?? detail) : detail,
});

/** The stored progress after a count: completion is kept once reached. */
function nextProgress(previous: StoredChallengeProgress, counted: Counted, at: string): StoredChallengeProgress {
  const reached = counted.done >= counted.goal;
  return { done: counted.done, goal: counted.goal, detail: counted.detail, detailEs: counted.detailEs, completedAt: previous.completedAt ?? (reached ? at : null) };
}

const sameProgress = (a: StoredChallengeProgress, b: StoredChallengeProgress) =>
  a.done === b.done && a.goal === b.goal && a.detail === b.detail && a.detailEs === b.detailEs && a.completedAt === b.completedAt;

const isActive = (place: Pick<ChallengeParticipantDoc, "endDate">, today: string) => today < place.endDate;

function myChallenge(deps: ChallengeDeps, place: ChallengeParticipantDoc, today: string, withOf: MyChallenge["with"], language: Language = "en"): MyChallenge {
  const title = deps.challenges(language).find((candidate) => candidate.id === place.challengeId)?.title ?? place.challengeId;
  return {
    runId: place.runId,
    challengeId: place.challengeId,
    title,
    with: withOf,
    startDate: place.startDate,
    endDate: place.endDate,
    active: isActive(place, today),
    progress: toProgress(place.progress, language),
  };
}

const byActiveThenNewest = (today: string) => (a: ChallengeParticipantDoc, b: ChallengeParticipantDoc) =>
  Number(isActive(b, today)) - Number(isActive(a, today)) || b.startDate.localeCompare(a.startDate) || a.runId.localeCompare(b.runId);

const placesOf = (store: Store, uid: string) => challengeParticipants.query(store, { where: [{ field: "uid", op: "==", value: uid }] });

/** The Family the user is in (as owner or member), by its owner's uid; null outside one (1 read for a possible owner). */
async function familyOwnerOf(store: Store, profile: UserProfile): Promise<string | null> {
  if (profile.family) return profile.family.ownerUid;
  const own = await families.get(store, profile.uid);
  return own && own.memberUids.length > 0 ? profile.uid : null;
}

/** The badges, each titled as the catalogue in `language` titles its challenge (the title stored when it was earned for one no longer there). */
function badgeList(deps: Pick<ChallengeDeps, "challenges">, doc: { badges: Record<string, { title: string; earnedAt: string }> } | null, language: Language): ChallengeBadge[] {
  return Object.entries(doc?.badges ?? {})
    .map(([challengeId, badge]) => ({ challengeId, title: deps.challenges(language).find((candidate) => candidate.id === challengeId)?.title ?? badge.title, earnedAt: badge.earnedAt }))
    .sort((a, b) => b.earnedAt.localeCompare(a.earnedAt));
}

/** `POST /api/challenges/list`: the catalogue, the caller's runs (progress as last counted), who they can join with, their badges, in `language`. */
export async function listChallenges(deps: ChallengeDeps, uid: string, requestedZone: string, language: Language = "en"): Promise<ChallengeListReply> {
  const profile = await requireProfile(deps.store, uid);
  const { today } = await userToday(deps.store, profile, requestedZone, deps.now());
  const [places, myCircles, badges, familyOwner] = await Promise.all([
    placesOf(deps.store, uid),
    circlesOf(deps.store, uid),
    challengeBadges.get(deps.store, uid),
    familyOwnerOf(deps.store, profile),
  ]);
  const runs = await challengeRuns.getMany(
    deps.store,
    places.map(({ data }) => data.runId),
  );
  const withOf = new Map(places.map(({ data }, index) => [data.runId, runs[index]?.with ?? { kind: "alone" as const, name: "" }]));
  return {
    today,
    challenges: deps.challenges(language).map(challengeView),
    mine: places
      .map(({ data }) => data)
      .sort(byActiveThenNewest(today))
      .map((place) => myChallenge(deps, place, today, withOf.get(place.runId) ?? { kind: "alone", name: "" }, language)),
    circles: myCircles.map(({ id, data }) => ({ id, name: data.name })).sort((a, b) => a.name.localeCompare(b.name)),
    family: familyOwner ? { name: "Your Family" } : null,
    badges: badgeList(deps, badges, language),
  };
}

/** Who the run is shared with, checked: the caller must be in the circle or Family they name. */
async function groupOf(deps: ChallengeDeps, profile: UserProfile, request: JoinRequest): Promise<{ key: string; with: ChallengeRunDoc["with"] }> {
  if (request.with === "alone") return { key: `alone:${profile.uid}`, with: { kind: "alone", name: "" } };
  if (request.with === "circle") {
    const circleId = request.circleId ?? "";
    const circle = await circles.get(deps.store, circleId);
    if (!circle || !circle.memberUids.includes(profile.uid)) {
      throw new AppError("permission-denied", msg("challenges.notInCircle"));
    }
    return { key: `circle:${circleId}`, with: { kind: "circle", name: circle.name } };
  }
  const owner = await familyOwnerOf(deps.store, profile);
  if (!owner) throw new AppError("permission-denied", msg("challenges.noFamily"));
  return { key: `family:${owner}`, with: { kind: "family", name: "Your Family" } };
}

/**
 * `POST /api/challenges/join`: joins the group's active run of the
 * challenge, or starts one today. A second join while the caller is in an
 * active run of the same challenge is 409. The run's challenge is answered in `request.lang` (English when left out).
 */
export async function joinChallenge(deps: ChallengeDeps, uid: string, request: JoinRequest): Promise<ChallengeRun> {
  const definition = definitionOf(deps, request.challengeId);
  const profile = await requireProfile(deps.store, uid);
  const { timeZone, today } = await userToday(deps.store, profile, request.timeZone, deps.now());
  const group = await groupOf(deps, profile, request);
  const joinedAt = deps.now().toISOString();
  // Counted before joining, from the records the user already has on the run's first day, so the reply needs no check-in.
  const joined = await deps.store.runTransaction(async (tx) => {
    const [mine, groupRuns] = await Promise.all([
      challengeParticipants.query(tx, { where: [{ field: "uid", op: "==", value: uid }] }),
      challengeRuns.query(tx, { where: [{ field: "groupKey", op: "==", value: group.key }] }),
    ]);
    const current = mine.find(({ data }) => data.challengeId === definition.id && isActive(data, today));
    if (current) {
      throw new AppError("already-exists", msg("challenges.alreadyTaking", { title: titleIn(deps, definition), until: untilDate(addCalendarDays(current.data.endDate, -1)) }));
    }
    const open = groupRuns.find(({ data }) => data.challengeId === definition.id && today < data.endDate && data.startDate <= addCalendarDays(today, 1));
    // A new run's id is fixed by its group, challenge and first day: two members starting it at once make one run.
    const id = open?.id ?? idFromClient(group.key, `${definition.id}:${today}`);
    const run: ChallengeRunDoc = open?.data ?? {
      challengeId: definition.id,
      groupKey: group.key,
      with: group.with,
      startDate: today,
      endDate: addCalendarDays(today, definition.days),
      createdAt: joinedAt,
      createdBy: uid,
    };
    const counted = await readProgress(tx, deps, uid, definition.goal, { startDate: run.startDate, endDate: run.endDate, today }, timeZone);
    if (!open) challengeRuns.create(tx, id, run);
    challengeParticipants.create(tx, participantId(id, uid), {
      runId: id,
      uid,
      challengeId: definition.id,
      name: profile.name.trim() || "A Berea reader",
      joinedAt,
      startDate: run.startDate,
      endDate: run.endDate,
      // Completion (and its badge) is left to the check-in the reply runs when the goal is already reached.
      progress: { done: counted.done, goal: counted.goal, detail: counted.detail, detailEs: counted.detailEs, completedAt: null },
      checkedAt: joinedAt,
    });
    return { id, reached: counted.done >= counted.goal };
  });
  return runView(deps, uid, joined.id, timeZone, today, { checkIn: joined.reached, language: request.lang ?? "en" });
}

interface CheckedIn {
  place: ChallengeParticipantDoc;
  badgeEarned: boolean;
}

/** Counts the caller's progress in a run again and keeps it (see the costs above). */
async function checkInPlace(deps: ChallengeDeps, uid: string, runId: string, timeZone: string, today: string): Promise<CheckedIn> {
  const id = participantId(runId, uid);
  const place = await challengeParticipants.get(deps.store, id);
  if (!place) throw runNotFound();
  const definition = deps.challenges().find((candidate) => candidate.id === place.challengeId);
  // A finished run keeps the progress it ended with.
  if (!definition || !isActive(place, today)) return { place, badgeEarned: false };
  const counted = await readProgress(deps.store, deps, uid, definition.goal, { startDate: place.startDate, endDate: place.endDate, today }, timeZone);
  const at = deps.now().toISOString();
  const progress = nextProgress(place.progress, counted, at);
  if (sameProgress(progress, place.progress)) return { place, badgeEarned: false };
  return deps.store.runTransaction(async (tx) => {
    const current = await challengeParticipants.get(tx, id);
    if (!current) throw runNotFound();
    const kept = { ...progress, completedAt: current.progress.completedAt ?? progress.completedAt };
    const newlyDone = current.progress.completedAt === null && kept.completedAt !== null;
    const badges = newlyDone ? await challengeBadges.get(tx, uid) : null;
    const badgeEarned = newlyDone && !badges?.badges[definition.id];
    const updated = { ...current, progress: kept, checkedAt: at };
    challengeParticipants.set(tx, id, updated);
    if (badgeEarned) {
      challengeBadges.set(tx, uid, { uid, badges: { ...badges?.badges, [definition.id]: { title: definition.title, earnedAt: at, runId } } });
    }
    return { place: updated, badgeEarned };
  });
}

/** `POST /api/challenges/checkin`: the caller's progress counted again from their records. */
export async function checkIn(deps: ChallengeDeps, uid: string, runId: string, requestedZone: string): Promise<ChallengeCheckinReply> {
  const profile = await requireProfile(deps.store, uid);
  const { timeZone, today } = await userToday(deps.store, profile, requestedZone, deps.now());
  const { place, badgeEarned } = await checkInPlace(deps, uid, runId, timeZone, today);
  return { runId, progress: toProgress(place.progress), badgeEarned };
}

async function runView(deps: ChallengeDeps, uid: string, runId: string, timeZone: string, today: string, options: { checkIn: boolean; language: Language }): Promise<ChallengeRun> {
  const { badgeEarned } = options.checkIn ? await checkInPlace(deps, uid, runId, timeZone, today) : { badgeEarned: false };
  const [run, members] = await Promise.all([challengeRuns.get(deps.store, runId), challengeParticipants.query(deps.store, { where: [{ field: "runId", op: "==", value: runId }] })]);
  if (!run) throw runNotFound();
  const challenge: Challenge = challengeView(definitionOf(deps, run.challengeId, options.language));
  return {
    runId,
    challenge,
    with: run.with,
    startDate: run.startDate,
    endDate: run.endDate,
    today,
    active: today < run.endDate,
    members: members
      .map(({ data }) => data)
      .sort((a, b) => a.joinedAt.localeCompare(b.joinedAt) || a.uid.localeCompare(b.uid))
      .map((member) => ({ name: member.name, you: member.uid === uid, progress: toProgress(member.progress, options.language), checkedAt: member.checkedAt })),
    badgeEarned,
  };
}

/** `POST /api/challenges/get`: a run the caller is in, their progress counted again, and every member's; its challenge in `language`. */
export async function getChallengeRun(deps: ChallengeDeps, uid: string, runId: string, requestedZone: string, language: Language = "en"): Promise<ChallengeRun> {
  const profile = await requireProfile(deps.store, uid);
  const { timeZone, today } = await userToday(deps.store, profile, requestedZone, deps.now());
  return runView(deps, uid, runId, timeZone, today, { checkIn: true, language });
}

/** `POST /api/challenges/badges`: the caller's badges, newest first, titled in `language` (1 read). */
export async function myChallengeBadges(deps: Pick<ChallengeDeps, "store" | "challenges">, uid: string, language: Language = "en"): Promise<{ badges: ChallengeBadge[] }> {
  return { badges: badgeList(deps, await challengeBadges.get(deps.store, uid), language) };
}

/**
 * The user's active challenge runs with their progress as last counted
 * (p reads: the user's places), for the Family page: `today` is the user's
 * local date ("YYYY-MM-DD"); titles and progress lines in `language`.
 */
export async function challengeProgressFor(store: Store, uid: string, today: string, language: Language = "en"): Promise<MyChallenge[]> {
  const deps: ChallengeDeps = { store, now: () => new Date(), challenges: loadChallenges, devotionals: () => ({ paths: [] }) };
  const places = (await placesOf(store, uid)).map(({ data }) => data).filter((place) => isActive(place, today));
  const runs = await challengeRuns.getMany(
    store,
    places.map((place) => place.runId),
  );
  const withOf = new Map(places.map((place, index) => [place.runId, runs[index]?.with ?? { kind: "alone" as const, name: "" }]));
  return places.sort(byActiveThenNewest(today)).map((place) => myChallenge(deps, place, today, withOf.get(place.runId) ?? { kind: "alone", name: "" }, language));
}
