import type { DevotionalLibrary } from "../devotionals/devotional-data.ts";
import { devotionalProgress, type DevotionalProgress } from "../devotionals/devotionals.ts";
import { memoryCards, type MemoryCardDoc } from "../memory/memory-collections.ts";
import { prayedInstants, prayerWallUsers } from "../prayer/prayer-wall.ts";
import { localDate } from "../quiz/local-date.ts";
import { quizStats } from "../quiz/quiz-stats.ts";
import { addCalendarDays } from "../reading-plans/calendar-dates.ts";
import { readingPlanProgress, userPlanIdOf, type StoredProgress } from "../reading-plans/progress.ts";
import type { DocumentReader } from "../store/collection.ts";
import type { ChallengeGoal } from "./challenge-data.ts";

/**
 * A member's progress in a challenge, counted from their own records: the
 * reading plan's check-offs, the prayer wall's "I prayed" times, memory
 * cards' FSRS state, devotionals marked read, quizzes finished. Pure
 * functions over the records (tests name the records), and `readProgress`,
 * which reads the one record a goal needs (1 read; memory: one per card).
 */

export interface Counted {
  done: number;
  goal: number;
  detail: string;
}

/** The run's window: from `startDate` up to, not including, `endDate`, and never past today. */
export interface Window {
  startDate: string;
  endDate: string;
  today: string;
}

const inWindow = (date: string, { startDate, endDate, today }: Window) => date >= startDate && date < endDate && date <= today;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Plan days checked off on a date within the run. */
export function readingPlanCount(progress: StoredProgress | null, count: number, window: Window): Counted {
  if (!progress) return { done: 0, goal: count, detail: "Start the reading plan to begin." };
  const done = Object.values(progress.done).filter((date) => inWindow(date, window)).length;
  return { done: Math.min(done, count), goal: count, detail: `${plural(done, "reading", "readings")} checked off since the challenge began.` };
}

/** The longest run of consecutive local days with a prayer, within the run. */
export function prayerDaysCount(instants: readonly string[], timeZone: string, count: number, window: Window): Counted {
  const days = new Set(instants.map((at) => localDate(new Date(at), timeZone)).filter((date) => inWindow(date, window)));
  let best = 0;
  for (const day of days) {
    if (days.has(addCalendarDays(day, -1))) continue;
    let length = 1;
    while (days.has(addCalendarDays(day, length))) length += 1;
    best = Math.max(best, length);
  }
  const today = days.has(window.today) ? " You prayed today." : "";
  return { done: Math.min(best, count), goal: count, detail: `${days.size === 0 ? "No prayers yet" : `Longest run: ${plural(best, "day", "days")} in a row`}.${today}` };
}

/** Verses of the passage on a card of the user's that FSRS has in review (state 2) after at least `reviews` reviews. */
export function memoryPassageCount(cards: readonly MemoryCardDoc[], goal: Extract<ChallengeGoal, { kind: "memory-passage" }>): Counted {
  const verses = goal.end - goal.start + 1;
  const covering = cards.filter((card) => card.book === goal.book && card.chapter === goal.chapter && card.end >= goal.start && card.start <= goal.end);
  let done = 0;
  for (let verse = goal.start; verse <= goal.end; verse += 1) {
    if (covering.some((card) => card.start <= verse && verse <= card.end && card.fsrs.state === 2 && card.fsrs.reps >= goal.reviews)) done += 1;
  }
  const added = new Set(covering.flatMap((card) => Array.from({ length: card.end - card.start + 1 }, (_, i) => card.start + i)).filter((verse) => verse >= goal.start && verse <= goal.end)).size;
  const detail =
    added === 0
      ? "Add the passage to your memory verses to begin."
      : `${plural(added, "verse", "verses")} added, ${done} in long-term review.`;
  return { done, goal: verses, detail };
}

/** The path the user has read furthest in (by share read); finished when every devotional of one path is marked. */
export function devotionalPathCount(progress: DevotionalProgress | null, library: Pick<DevotionalLibrary, "paths">): Counted {
  let best: { title: string; read: number; days: number } | null = null;
  for (const path of library.paths) {
    const ids = new Set(path.days.map((day) => day.id));
    const read = new Set((progress?.read[path.id] ?? []).filter((id) => ids.has(id))).size;
    const candidate = { title: path.title, read, days: path.days.length };
    if (!best || read / candidate.days > best.read / best.days || (read === candidate.days && best.read < best.days)) best = candidate;
  }
  if (!best || best.read === 0) {
    const shortest = Math.min(...library.paths.map((path) => path.days.length));
    return { done: 0, goal: shortest, detail: "Mark a devotional read to begin a path." };
  }
  return { done: best.read, goal: best.days, detail: `${best.title}: ${best.read} of ${best.days} read.` };
}

/** Quizzes finished on a date within the run (the quiz stats' count per local date). */
export function quizCount(days: Readonly<Record<string, number>> | null, count: number, window: Window): Counted {
  const done = Object.entries(days ?? {})
    .filter(([date]) => inWindow(date, window))
    .reduce((sum, [, played]) => sum + played, 0);
  return { done: Math.min(done, count), goal: count, detail: `${plural(done, "quiz", "quizzes")} played since the challenge began.` };
}

export interface ProgressSources {
  devotionals: () => Pick<DevotionalLibrary, "paths">;
}

/** Reads the record a goal is counted from, and counts (1 read; a memory goal reads the user's cards). */
export async function readProgress(read: DocumentReader, sources: ProgressSources, uid: string, goal: ChallengeGoal, window: Window, timeZone: string): Promise<Counted> {
  switch (goal.kind) {
    case "reading-plan":
      return readingPlanCount(await readingPlanProgress.get(read, userPlanIdOf(uid, goal.planId)), goal.count, window);
    case "prayer-days": {
      const user = await prayerWallUsers.get(read, uid);
      return prayerDaysCount(user ? prayedInstants(user) : [], timeZone, goal.count, window);
    }
    case "memory-passage": {
      const cards = await memoryCards.query(read, { where: [{ field: "uid", op: "==", value: uid }] });
      return memoryPassageCount(
        cards.map(({ data }) => data),
        goal,
      );
    }
    case "devotional-path":
      return devotionalPathCount(await devotionalProgress.get(read, uid), sources.devotionals());
    case "quizzes":
      return quizCount((await quizStats.get(read, uid))?.days ?? null, goal.count, window);
  }
}
