import type { BookMeta, TranslationData, TranslationId } from "@berea/contracts/bible";
import {
  freeMemoryCardLimit,
  knownStabilityDays,
  memoryCardStates,
  type MemoryAddRequest,
  type MemoryCard,
  type MemoryMineReply,
  type MemoryRating,
  type MemoryReviewReply,
  type MemoryReviewRequest,
  type MemoryStats,
} from "@berea/contracts/memory";
import { createEmptyCard, fsrs, generatorParameters, Rating, type Card, type Grade } from "ts-fsrs";
import { getProfileWithEffectivePlan } from "../family/effective-plan.ts";
import { AppError } from "../lib/app-error.ts";
import { msg } from "../lib/messages/message.ts";
import { idFromClient } from "../lib/client-id.ts";
import { dayBefore, localDate } from "../quiz/local-date.ts";
import type { Store } from "../store/port.ts";
import { userToday } from "../users/user-day.ts";
import type { UserProfile } from "../users/users-collection.ts";
import { memoryCards, memoryReviews, memoryStatsStore, type FsrsState, type MemoryCardDoc, type MemoryStatsDoc } from "./memory-collections.ts";

export interface MemoryDeps {
  store: Store;
  now: () => Date;
  /** The committed Bible text (bible/bible-data.ts), loaded on first use. */
  translation: (id: TranslationId) => TranslationData;
  books: () => BookMeta[];
}

/**
 * The scheduler: FSRS with its default weights, day-sized steps only (no
 * minute learning steps, so a grade always moves the card to a later day,
 * which suits a daily review) and no fuzz, so tests can name the dates.
 */
const scheduler = fsrs(generatorParameters({ enable_short_term: false, enable_fuzz: false }));

const grades: Record<MemoryRating, Grade> = { again: Rating.Again, hard: Rating.Hard, good: Rating.Good, easy: Rating.Easy };

const toStored = (card: Card): FsrsState => ({
  due: card.due.toISOString(),
  stability: card.stability,
  difficulty: card.difficulty,
  elapsedDays: card.elapsed_days,
  scheduledDays: card.scheduled_days,
  learningSteps: card.learning_steps,
  reps: card.reps,
  lapses: card.lapses,
  state: card.state,
  lastReview: card.last_review ? card.last_review.toISOString() : null,
});

const fromStored = (stored: FsrsState): Card => ({
  due: new Date(stored.due),
  stability: stored.stability,
  difficulty: stored.difficulty,
  elapsed_days: stored.elapsedDays,
  scheduled_days: stored.scheduledDays,
  learning_steps: stored.learningSteps,
  reps: stored.reps,
  lapses: stored.lapses,
  state: stored.state,
  ...(stored.lastReview ? { last_review: new Date(stored.lastReview) } : {}),
});

/** Known: FSRS has it in review (state 2) and expects it to hold for three weeks or more. */
export const isKnown = (stored: FsrsState): boolean => stored.state === 2 && stored.stability >= knownStabilityDays;

/** A card's schedule with its top-level copies for counts (memory-collections.ts). */
const scheduled = (stored: FsrsState): Pick<MemoryCardDoc, "fsrs" | "due" | "known"> => ({ fsrs: stored, due: stored.due, known: isKnown(stored) });

const cardDocId = (uid: string, cardId: string) => idFromClient(uid, cardId);
const reviewDocId = (uid: string, reviewId: string) => idFromClient(uid, `review:${reviewId}`);

function view(doc: MemoryCardDoc, timeZone: string, today: string): MemoryCard {
  const dueDate = localDate(new Date(doc.fsrs.due), timeZone);
  return {
    cardId: doc.cardId,
    reference: doc.reference,
    translation: doc.translation,
    book: doc.book,
    chapter: doc.chapter,
    start: doc.start,
    end: doc.end,
    verses: doc.verses,
    addedAt: doc.addedAt,
    due: doc.fsrs.due,
    dueDate,
    dueToday: dueDate <= today,
    state: memoryCardStates[doc.fsrs.state] ?? "new",
    reps: doc.fsrs.reps,
    lapses: doc.fsrs.lapses,
    stability: doc.fsrs.stability,
    lastReview: doc.fsrs.lastReview,
    known: isKnown(doc.fsrs),
  };
}

/** The streak as of `today`: it still counts on the day after the last review, and is 0 after a day with none. */
const currentStreak = (stats: MemoryStatsDoc | null, today: string): number =>
  stats && (stats.lastDay === today || stats.lastDay === dayBefore(today)) ? stats.streak : 0;

function statsOf(cards: MemoryCard[], stats: MemoryStatsDoc | null, today: string): MemoryStats {
  return {
    streak: currentStreak(stats, today),
    reviewedToday: stats?.lastDay === today,
    known: cards.filter((card) => card.known).length,
    total: cards.length,
    dueToday: cards.filter((card) => card.dueToday).length,
  };
}

const byDue = (a: MemoryCard, b: MemoryCard) => a.due.localeCompare(b.due) || a.addedAt.localeCompare(b.addedAt);

async function requireProfile(store: Store, uid: string): Promise<UserProfile> {
  const profile = await getProfileWithEffectivePlan(store, uid);
  if (!profile) throw new AppError("unauthenticated", msg("memory.signInAgain"));
  return profile;
}

/** The plan's card limit: 10 on Free, none on Premium and Family. */
export const cardLimitOf = (profile: Pick<UserProfile, "paymentPlan">): number | null => (profile.paymentPlan > 0 ? null : freeMemoryCardLimit);

const ownCards = (uid: string) => ({ where: [{ field: "uid", op: "==" as const, value: uid }] });

/** The caller's cards, soonest due first, with the streak and verses known. */
export async function myMemory(deps: MemoryDeps, uid: string, requestedZone: string): Promise<MemoryMineReply> {
  const profile = await requireProfile(deps.store, uid);
  const { timeZone, today } = await userToday(deps.store, profile, requestedZone, deps.now());
  const [docs, stats] = await Promise.all([memoryCards.query(deps.store, ownCards(uid)), memoryStatsStore.get(deps.store, uid)]);
  const cards = docs.map(({ data }) => view(data, timeZone, today)).sort(byDue);
  return { today, cards, stats: statsOf(cards, stats, today), limit: cardLimitOf(profile) };
}

/** "Psalm 23:1–3" in the translation's language. */
function referenceOf(meta: BookMeta, translation: TranslationData, chapter: number, start: number, end: number): string {
  const name = translation.language === "es" ? meta.name.es : meta.name.en;
  // The Psalms: one psalm is "Psalm 23", the book is "Psalms".
  const bookName = meta.id === "Ps" && name === "Psalms" ? "Psalm" : name;
  return `${bookName} ${chapter}:${start === end ? start : `${start}–${end}`}`;
}

/** The passage's verses, read from the committed text; a reference that is not in the Bible is bad input. */
function readPassage(deps: MemoryDeps, request: MemoryAddRequest): { reference: string; verses: { verse: number; text: string }[]; end: number } {
  const end = request.end ?? request.start;
  const meta = deps.books().find((book) => book.id.toLowerCase() === request.book.toLowerCase());
  if (!meta) throw new AppError("invalid-argument", msg("memory.noSuchBook", { book: request.book }), { book: msg("memory.unknownBook") });
  if (request.chapter > meta.chapters) {
    throw new AppError("invalid-argument", msg("memory.chapters", { book: meta.name, count: meta.chapters }), { chapter: msg("memory.noSuchChapter") });
  }
  const lastVerse = meta.verses[request.chapter - 1] ?? 0;
  if (end > lastVerse) {
    throw new AppError("invalid-argument", msg("memory.verses", { book: meta.name, chapter: request.chapter, verses: lastVerse }), { [request.end === undefined ? "start" : "end"]: msg("memory.noSuchVerse") });
  }
  const translation = deps.translation(request.translation);
  const texts = translation.books.find((book) => book.id === meta.id)?.chapters[request.chapter - 1]?.verses ?? [];
  const verses: { verse: number; text: string }[] = [];
  for (let verse = request.start; verse <= end; verse += 1) {
    const text = texts[verse - 1]?.trim() ?? "";
    if (text !== "") verses.push({ verse, text });
  }
  if (verses.length === 0) {
    throw new AppError("invalid-argument", msg("memory.noText", { translation: translation.abbreviation }));
  }
  return { reference: referenceOf(meta, translation, request.chapter, request.start, end), verses, end };
}

/**
 * Adds a verse or passage. The same `cardId` again answers the card it
 * made (a retry after a lost reply); the same passage under another id is
 * 409; the Free plan's eleventh card is refused with the upgrade message.
 */
export async function addMemoryCard(deps: MemoryDeps, uid: string, request: MemoryAddRequest): Promise<MemoryCard> {
  const passage = readPassage(deps, request);
  const profile = await requireProfile(deps.store, uid);
  const { timeZone, today } = await userToday(deps.store, profile, request.timeZone, deps.now());
  const limit = cardLimitOf(profile);
  const id = cardDocId(uid, request.cardId);
  const doc = await deps.store.runTransaction(async (tx) => {
    const existing = await memoryCards.get(tx, id);
    if (existing) return existing;
    const mine = await memoryCards.query(tx, ownCards(uid));
    const same = mine.find(
      ({ data }) => data.translation === request.translation && data.book === request.book && data.chapter === request.chapter && data.start === request.start && data.end === passage.end,
    );
    if (same) throw new AppError("already-exists", msg("memory.alreadyAdded", { reference: passage.reference, translation: request.translation.toUpperCase() }));
    if (limit !== null && mine.length >= limit) {
      throw new AppError("quota-exceeded", msg("memory.freeLimit", { limit }));
    }
    const now = deps.now();
    const created: MemoryCardDoc = {
      uid,
      cardId: request.cardId,
      translation: request.translation,
      book: request.book,
      chapter: request.chapter,
      start: request.start,
      end: passage.end,
      reference: passage.reference,
      verses: passage.verses,
      addedAt: now.toISOString(),
      ...scheduled(toStored(createEmptyCard(now))),
    };
    memoryCards.create(tx, id, created);
    return created;
  });
  return view(doc, timeZone, today);
}

/**
 * Grades one review with FSRS. A `reviewId` already counted (an answer
 * given offline and sent again) changes nothing and answers the card as it
 * is. Reviewing on a day extends the streak.
 */
export async function reviewMemoryCard(deps: MemoryDeps, uid: string, request: MemoryReviewRequest): Promise<MemoryReviewReply> {
  const profile = await requireProfile(deps.store, uid);
  const { timeZone, today } = await userToday(deps.store, profile, request.timeZone, deps.now());
  const id = cardDocId(uid, request.cardId);
  const { docs, stats, duplicate } = await deps.store.runTransaction(async (tx) => {
    const [counted, mine, streak] = await Promise.all([memoryReviews.get(tx, reviewDocId(uid, request.reviewId)), memoryCards.query(tx, ownCards(uid)), memoryStatsStore.get(tx, uid)]);
    const card = mine.find((doc) => doc.id === id);
    if (!card) throw new AppError("not-found", msg("memory.notYours"));
    if (counted) return { docs: mine.map((doc) => doc.data), stats: streak, duplicate: true };
    const now = deps.now();
    const next = scheduler.next(fromStored(card.data.fsrs), now, grades[request.rating]).card;
    const updated: MemoryCardDoc = { ...card.data, ...scheduled(toStored(next)) };
    memoryCards.set(tx, id, updated);
    memoryReviews.create(tx, reviewDocId(uid, request.reviewId), { uid, cardId: request.cardId, rating: request.rating, reviewedAt: now.toISOString(), date: today });
    const nextStats: MemoryStatsDoc =
      streak?.lastDay === today ? streak : { uid, lastDay: today, streak: streak && streak.lastDay === dayBefore(today) ? streak.streak + 1 : 1 };
    if (nextStats !== streak) memoryStatsStore.set(tx, uid, nextStats);
    return { docs: mine.map((doc) => (doc.id === id ? updated : doc.data)), stats: nextStats, duplicate: false };
  });
  const cards = docs.map((doc) => view(doc, timeZone, today));
  const card = cards.find((candidate) => candidate.cardId === request.cardId);
  if (!card) throw new Error("the reviewed card is missing from its own transaction's result");
  return { card, stats: statsOf(cards, stats, today), duplicate };
}

export async function removeMemoryCard(deps: MemoryDeps, uid: string, cardId: string): Promise<{ cardId: string; removed: true }> {
  const id = cardDocId(uid, cardId);
  await deps.store.runTransaction(async (tx) => {
    const card = await memoryCards.get(tx, id);
    if (!card) throw new AppError("not-found", msg("memory.notYoursAlready"));
    memoryCards.delete(tx, id);
  });
  return { cardId, removed: true };
}
