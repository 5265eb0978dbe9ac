import { loadDevotionalTranslations, type DevotionalLibrary } from "../devotionals/devotional-data.ts";
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
 * The line on what counted is written in English (`detail`) and Spanish
 * (`detailEs`); the API answers the one the reader asks for.
 */

export interface Counted {
  done: number;
  goal: number;
  detail: string;
  detailEs: string;
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
  if (!progress) return { done: 0, goal: count, detail: "Start the reading plan to begin.", detailEs: "Para empezar, comienza el plan de lectura." };
  const done = Object.values(progress.done).filter((date) => inWindow(date, window)).length;
  return {
    done: Math.min(done, count),
    goal: count,
    detail: `${plural(done, "reading", "readings")} checked off since the challenge began.`,
    detailEs: `${plural(done, "lectura marcada", "lecturas marcadas")} desde que empezó el reto.`,
  };
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
  const prayedToday = days.has(window.today);
  return {
    done: Math.min(best, count),
    goal: count,
    detail: `${days.size === 0 ? "No prayers yet" : `Longest run: ${plural(best, "day", "days")} in a row`}.${prayedToday ? " You prayed today." : ""}`,
    detailEs: `${days.size === 0 ? "Todavía no has orado" : `Tu racha más larga: ${plural(best, "día seguido", "días seguidos")}`}.${prayedToday ? " Hoy ya oraste." : ""}`,
  };
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
  const detail = added === 0 ? "Add the passage to your memory verses to begin." : `${plural(added, "verse", "verses")} added, ${done} in long-term review.`;
  const detailEs =
    added === 0 ? "Para empezar, añade el pasaje a tus versículos para memorizar." : `${plural(added, "versículo añadido", "versículos añadidos")}, ${done} en repaso a largo plazo.`;
  return { done, goal: verses, detail, detailEs };
}

/**
 * The path the user has read furthest in (by share read); finished when every devotional of one path is marked.
 * `spanishTitle`: a path's title in Spanish, when it has one (else its English title).
 */
export function devotionalPathCount(progress: DevotionalProgress | null, library: Pick<DevotionalLibrary, "paths">, spanishTitle: (pathId: string) => string | undefined = () => undefined): Counted {
  let best: { id: string; title: string; read: number; days: number } | null = null;
  for (const path of library.paths) {
    const ids = new Set(path.days.map((day) => day.id));
    const read = new Set((progress?.read[path.id] ?? []).filter((id) => ids.has(id))).size;
    const candidate = { id: path.id, title: path.title, read, days: path.days.length };
    if (!best || read / candidate.days > best.read / best.days || (read === candidate.days && best.read < best.days)) best = candidate;
  }
  if (!best || best.read === 0) {
    const shortest = Math.min(...library.paths.map((path) => path.days.length));
    return { done: 0, goal: shortest, detail: "Mark a devotional read to begin a path.", detailEs: "Para empezar un camino, marca un devocional como leído." };
  }
  return {
    done: best.read,
    goal: best.days,
    detail: `${best.title}: ${best.read} of ${best.days} read.`,
    detailEs: `${spanishTitle(best.id) ?? best.title}: ${best.read} de ${best.days} leídos.`,
  };
}

/** Quizzes finished on a date within the run (the quiz stats' count per local date). */
export function quizCount(days: Readonly<Record<string, number>> | null, count: number, window: Window): Counted {
  const done = Object.entries(days ?? {})
    .filter(([date]) => inWindow(date, window))
    .reduce((sum, [, played]) => sum + played, 0);
  return {
    done: Math.min(done, count),
    goal: count,
    detail: `${plural(done, "quiz", "quizzes")} played since the challenge began.`,
    detailEs: `${plural(done, "cuestionario jugado", "cuestionarios jugados")} desde que empezó el reto.`,
  };
}

export interface ProgressSources {
  devotionals: () => Pick<DevotionalLibrary, "paths">;
  /** A devotional path's title in Spanish (the Spanish paths by default). */
  spanishPathTitle?: (pathId: string) => string | undefined;
}

const spanishPathTitle = (pathId: string): string | undefined => loadDevotionalTranslations("es").get(pathId)?.title;

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
      return devotionalPathCount(await devotionalProgress.get(read, uid), sources.devotionals(), sources.spanishPathTitle ?? spanishPathTitle);
    case "quizzes":
      return quizCount((await quizStats.get(read, uid))?.days ?? null, goal.count, window);
  }
}
