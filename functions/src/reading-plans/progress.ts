import type { TranslationId } from "@berea/contracts/bible";
import {
  maxActivePlans,
  type CalendarReply,
  type CatalogReply,
  type CheckReply,
  type CheckRequest,
  type MyPlan,
  type MyPlansReply,
  type ReadingsDueToday,
  type RescheduleRequest,
  type ScheduledDay,
  type StartPlanRequest,
  type StopReply,
} from "@berea/contracts/reading-plans";
import { z } from "zod";
import { AppError } from "../lib/app-error.ts";
import { msg } from "../lib/messages/message.ts";
import { collection, type DocumentReader } from "../store/collection.ts";
import type { Store } from "../store/port.ts";
import { calendarDaysBetween, todayIn } from "./calendar-dates.ts";
import type { Language } from "@berea/contracts/language";
import { catalogEntry, loadReadingPlans, type ReadingPlan, type ReadingPlanCatalog } from "./catalog.ts";
import { doubleUp, dueDate, schedule, shift, summarize, type Progress } from "./schedule.ts";
import { readingStreak, recordReading } from "./streak.ts";
import { userTimeZoneOf } from "../users/user-day.ts";

/**
 * Users' reading plans in the store.
 *
 * Progress is one document per user and plan, `readingPlanProgress/<uid>_<planId>`
 * (the `userPlanId`): a plan shared with a faith circle later finds each
 * member's progress by that key, without a query. The reading streak is one
 * document per user, `readingStreaks/<uid>`, across all plans: the local
 * dates with check-offs (streak.ts).
 *
 * Costs, counted as Firestore bills them (n = the caller's plans, at most 10):
 * catalog 0 / 0; start n (at least 1) reads / 1 write; mine n + 1 / 0;
 * check 2 / 2 (2 / 0 when nothing changes); reschedule 1 / 1; stop 1 / 1;
 * calendar and calendar.ics 1 / 0. The dashboard's count of readings per
 * day is the streak's record of check-offs per date, so a check-off writes
 * no activity document of its own.
 */

export const storedProgressSchema = z.object({
  uid: z.string(),
  planId: z.string(),
  /** "YYYY-MM-DD". */
  startDate: z.string(),
  /** Plan day → the user's local date when they checked it off. */
  done: z.record(z.string(), z.string()),
  /** Plan day → the date doubling up moved it to. */
  moved: z.record(z.string(), z.string()),
  /** The time zone the user last acted in (for the calendar file, which carries none). */
  timeZone: z.string(),
  /** Epoch ms. */
  startedAt: z.number(),
  /** Epoch ms. */
  updatedAt: z.number(),
});
export type StoredProgress = z.infer<typeof storedProgressSchema>;

export const readingPlanProgress = collection("readingPlanProgress", storedProgressSchema);

export const storedStreakSchema = z.object({
  uid: z.string(),
  /** Local date → check-offs made on it, less the ones undone; dates left at none are dropped (streak.ts). */
  days: z.record(z.string(), z.number()),
});
export type StoredStreak = z.infer<typeof storedStreakSchema>;

export const readingStreaks = collection("readingStreaks", storedStreakSchema);

/** The collections' names, for tests and tables that look at the stored data as it is. */
export const progressCollection = readingPlanProgress.name;
export const streaksCollection = readingStreaks.name;

export interface ReadingPlanDeps {
  store: Store;
  now: () => Date;
  catalog: ReadingPlanCatalog;
}

/** A request whose `lang` the caller may leave out (English), as the API's parse does. */
type InLanguage<Request extends { lang: Language }> = Omit<Request, "lang"> & { lang?: Language | undefined };

/** How far from today a plan may start, either way. */
export const maxStartOffsetDays = 366;

export const userPlanIdOf = (uid: string, planId: string): string => `${uid}_${planId}`;

const notYours = () => new AppError("not-found", msg("plans.notYours"));

/** A plan's title in each language, for a message that names it. */
const titleOf = (plan: ReadingPlan) => ({ en: plan.title, es: plan.es.title });

function planOf(catalog: ReadingPlanCatalog, planId: string): ReadingPlan {
  const plan = catalog.byId.get(planId);
  if (!plan) throw new AppError("invalid-argument", msg("plans.noSuchPlan", { planId }), { planId: msg("plans.choosePlan") });
  return plan;
}

/** The caller's own progress document and its plan, or a 404 that reads the same for another user's plan and a missing one. */
function owned(catalog: ReadingPlanCatalog, uid: string, stored: StoredProgress | null): { progress: StoredProgress; plan: ReadingPlan } {
  if (!stored || stored.uid !== uid) throw notYours();
  const plan = catalog.byId.get(stored.planId);
  if (!plan) throw notYours();
  return { progress: stored, plan };
}

function scheduledDay(plan: ReadingPlan, progress: Progress, day: number, language: Language): ScheduledDay {
  const content = plan.days[day - 1];
  const text = content && (language === "es" ? content.es : content);
  return {
    day,
    date: dueDate(progress, day),
    title: text?.title ?? "",
    readings: text?.readings ?? [],
    done: progress.done[String(day)] !== undefined,
    doneOn: progress.done[String(day)] ?? null,
  };
}

/** A plan the user follows as `language` shows it: the plan's title, its days' titles and reading labels. */
export function describePlan(plan: ReadingPlan, userPlanId: string, progress: Progress, today: string, language: Language = "en"): MyPlan {
  const summary = summarize(progress, plan.days.length, today);
  return {
    userPlanId,
    planId: plan.id,
    title: language === "es" ? plan.es.title : plan.title,
    kind: plan.kind,
    startDate: progress.startDate,
    endDate: summary.endDate,
    totalDays: plan.days.length,
    doneDays: summary.doneDays,
    daysBehind: summary.daysBehind,
    finished: summary.finished,
    today: summary.dueToday.map((day) => scheduledDay(plan, progress, day, language)),
    next: summary.next === null ? null : scheduledDay(plan, progress, summary.next, language),
  };
}

export function catalogReply({ catalog }: Pick<ReadingPlanDeps, "catalog">, language: Language = "en"): CatalogReply {
  return { plans: catalog.plans.map((plan) => catalogEntry(plan, language)) };
}

const ownPlans = (reader: DocumentReader, uid: string) => readingPlanProgress.query(reader, { where: [{ field: "uid", op: "==", value: uid }] });

export async function startPlan({ store, now, catalog }: ReadingPlanDeps, uid: string, request: InLanguage<StartPlanRequest>): Promise<MyPlan> {
  const plan = planOf(catalog, request.planId);
  const at = now();
  const timeZone = await userTimeZoneOf(store, uid, request.timeZone);
  const today = todayIn(at, timeZone);
  const startDate = request.startDate ?? today;
  if (Math.abs(calendarDaysBetween(today, startDate)) > maxStartOffsetDays) {
    const refusal = msg("plans.startWithinAYear", { today });
    throw new AppError("invalid-argument", refusal, { startDate: refusal });
  }
  const userPlanId = userPlanIdOf(uid, plan.id);
  const progress: StoredProgress = { uid, planId: plan.id, startDate, done: {}, moved: {}, timeZone, startedAt: at.getTime(), updatedAt: at.getTime() };
  await store.runTransaction(async (tx) => {
    const mine = await ownPlans(tx, uid);
    if (mine.some((doc) => doc.id === userPlanId)) {
      throw new AppError("already-exists", msg("plans.alreadyReading", { title: titleOf(plan) }));
    }
    if (mine.length >= maxActivePlans) {
      throw new AppError("failed-precondition", msg("plans.tooMany", { limit: maxActivePlans }));
    }
    readingPlanProgress.create(tx, userPlanId, progress);
  });
  return describePlan(plan, userPlanId, progress, today, request.lang ?? "en");
}

export async function myPlans(deps: ReadingPlanDeps, uid: string, timeZone: string, language: Language = "en"): Promise<MyPlansReply> {
  return plansOn(deps, uid, await userTimeZoneOf(deps.store, uid, timeZone), language);
}

/** The user's plans on today's date in `timeZone`, the user's own zone as the caller has it, in `language`. */
async function plansOn({ store, now, catalog }: ReadingPlanDeps, uid: string, timeZone: string, language: Language): Promise<MyPlansReply> {
  const today = todayIn(now(), timeZone);
  const [docs, streak] = await Promise.all([ownPlans(store, uid), readingStreaks.get(store, uid)]);
  const plans = docs
    .flatMap((doc) => {
      const plan = catalog.byId.get(doc.data.planId);
      return plan ? [{ doc, plan }] : [];
    })
    .sort((a, b) => a.doc.data.startedAt - b.doc.data.startedAt || a.doc.id.localeCompare(b.doc.id))
    .map(({ doc, plan }) => describePlan(plan, doc.id, doc.data, today, language));
  return { today, plans, streak: readingStreak(streak?.days ?? {}, today) };
}

export async function checkDay({ store, now, catalog }: ReadingPlanDeps, uid: string, request: InLanguage<CheckRequest>): Promise<CheckReply> {
  const at = now();
  const timeZone = await userTimeZoneOf(store, uid, request.timeZone);
  const today = todayIn(at, timeZone);
  return store.runTransaction(async (tx) => {
    // Every read before any write.
    const { progress, plan } = owned(catalog, uid, await readingPlanProgress.get(tx, request.userPlanId));
    const streak = (await readingStreaks.get(tx, uid)) ?? { uid, days: {} };
    if (request.day > plan.days.length) {
      const refusal = msg("plans.noSuchDay", { title: titleOf(plan), days: plan.days.length, day: request.day });
      throw new AppError("invalid-argument", refusal, { day: refusal });
    }
    const key = String(request.day);
    const checkedOn = progress.done[key];
    let next = progress;
    let days = streak.days;
    if (request.done && checkedOn === undefined) {
      next = { ...progress, done: { ...progress.done, [key]: today }, timeZone, updatedAt: at.getTime() };
      days = recordReading(streak.days, today, 1, today);
    } else if (!request.done && checkedOn !== undefined) {
      const done = Object.fromEntries(Object.entries(progress.done).filter(([day]) => day !== key));
      next = { ...progress, done, timeZone, updatedAt: at.getTime() };
      // The undo takes back the check-off from the date it was made on.
      days = recordReading(streak.days, checkedOn, -1, today);
    }
    if (next !== progress) {
      readingPlanProgress.update(tx, request.userPlanId, { done: next.done, timeZone: next.timeZone, updatedAt: next.updatedAt });
      readingStreaks.set(tx, uid, { uid, days });
    }
    return { plan: describePlan(plan, request.userPlanId, next, today, request.lang ?? "en"), streak: readingStreak(days, today) };
  });
}

export async function reschedulePlan({ store, now, catalog }: ReadingPlanDeps, uid: string, request: InLanguage<RescheduleRequest>): Promise<MyPlan> {
  const at = now();
  const timeZone = await userTimeZoneOf(store, uid, request.timeZone);
  const today = todayIn(at, timeZone);
  return store.runTransaction(async (tx) => {
    const { progress, plan } = owned(catalog, uid, await readingPlanProgress.get(tx, request.userPlanId));
    const total = plan.days.length;
    const changed = request.mode === "shift" ? shift(progress, total, today) : doubleUp(progress, total, today, request.extraPerDay ?? 1);
    if (!changed) throw new AppError("failed-precondition", msg("plans.notBehind", { title: titleOf(plan) }));
    readingPlanProgress.update(tx, request.userPlanId, { startDate: changed.startDate, moved: { ...changed.moved }, timeZone, updatedAt: at.getTime() });
    return describePlan(plan, request.userPlanId, changed, today, request.lang ?? "en");
  });
}

/** Stops following a plan: its progress goes; the reading streak (days already read) stays. */
export async function stopPlan({ store }: Pick<ReadingPlanDeps, "store">, uid: string, userPlanId: string): Promise<StopReply> {
  return store.runTransaction(async (tx) => {
    const stored = await readingPlanProgress.get(tx, userPlanId);
    // A plan no longer in the catalogue can still be stopped, so only ownership is checked.
    if (!stored || stored.uid !== uid) throw notYours();
    readingPlanProgress.delete(tx, userPlanId);
    return { userPlanId, stopped: true as const };
  });
}

export async function planCalendar(
  { store, now, catalog }: ReadingPlanDeps,
  uid: string,
  userPlanId: string,
  timeZone: string,
  language: Language = "en",
): Promise<CalendarReply> {
  const today = todayIn(now(), await userTimeZoneOf(store, uid, timeZone));
  const { progress, plan } = owned(catalog, uid, await readingPlanProgress.get(store, userPlanId));
  return {
    today,
    plan: describePlan(plan, userPlanId, progress, today, language),
    days: schedule(progress, plan.days.length).map(({ day }) => scheduledDay(plan, progress, day, language)),
  };
}

/**
 * The .ics file of a plan's remaining days; "today" is in the time zone the
 * user last used with the plan, the readings' links open in `translation`,
 * and the events' words are in `language`.
 */
export async function planIcs(
  { store, now, catalog }: ReadingPlanDeps,
  uid: string,
  userPlanId: string,
  origin: string,
  translation: TranslationId = "kjv",
  language: Language = "en",
): Promise<{ filename: string; body: string }> {
  const { progress, plan } = owned(catalog, uid, await readingPlanProgress.get(store, userPlanId));
  const today = todayIn(now(), progress.timeZone);
  // The ics package loads with the first calendar file, not with the dashboard and the other callers of this module.
  const { planCalendarFile } = await import("./ics.ts");
  return { filename: `${plan.id}.ics`, body: planCalendarFile({ userPlanId, plan, books: catalog.books, progress, today, origin, translation, language }) };
}

/**
 * For the dashboard and other features: the user's plans with what is due
 * today (done or not) and the reading streak, titles and labels in
 * `options.language` (English by default). Costs n + 1 reads.
 */
export async function readingsDueToday(
  store: Store,
  uid: string,
  timeZone: string,
  options: { now?: Date; catalog?: ReadingPlanCatalog; language?: Language } = {},
): Promise<ReadingsDueToday> {
  // `timeZone` is the user's own, already worked out by the caller (the dashboard).
  const mine = await plansOn({ store, now: () => options.now ?? new Date(), catalog: options.catalog ?? loadReadingPlans() }, uid, timeZone, options.language ?? "en");
  return {
    today: mine.today,
    plans: mine.plans.map((plan) => ({ userPlanId: plan.userPlanId, planId: plan.planId, title: plan.title, daysBehind: plan.daysBehind, readings: plan.today })),
    streak: mine.streak,
  };
}
