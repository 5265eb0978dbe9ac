import { z } from "zod";
import { endpoint } from "./endpoint.ts";
import { translationIdSchema } from "./translations.ts";
import { timeZoneSchema } from "./time-zone.ts";
import { languageSchema } from "./language.ts";

/**
 * Reading plans: the catalogue (data/reading-plans/), a user's progress in
 * each plan they follow, the reading streak, and the calendar. Dates are the
 * user's own calendar dates ("YYYY-MM-DD" in their time zone), never
 * instants: a day's reading belongs to a date wherever the user is.
 */

export const readingPlanKinds = ["whole-bible", "chronological", "books", "thematic"] as const;
export type ReadingPlanKind = (typeof readingPlanKinds)[number];

/** The most plans one user may follow at once. */
export const maxActivePlans = 10;

/** The most extra readings a day may take when doubling up. */
export const maxExtraPerDay = 3;

// ---------------------------------------------------------------------------
// Plan data (data/reading-plans/)

/** A passage of one chapter in KJV numbering (OSIS book id); no verses means the whole chapter. */
export interface PlanPassage {
  book: string;
  chapter: number;
  start?: number;
  end?: number;
}

export interface PlanDay {
  /** A hand-built day's theme ("The prayer Jesus taught"); generated days have none. */
  title?: string;
  passages: PlanPassage[];
}

// ---------------------------------------------------------------------------
// Replies

/** Where the reader opens a reading, in any translation: `/Bible/<translation>/<Book>/<chapter>#<start>-<end>`. */
export const readerLinkSchema = z.object({
  /** OSIS id, e.g. "1Cor". */
  book: z.string(),
  chapter: z.number().int(),
  start: z.number().int().optional(),
  end: z.number().int().optional(),
});
export type ReaderLink = z.infer<typeof readerLinkSchema>;

/** One chapter, or part of one, to read: "Genesis 1", "Matthew 6:5–15". */
export const readingSchema = z.object({ label: z.string(), link: readerLinkSchema });
export type Reading = z.infer<typeof readingSchema>;

export const catalogPlanSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  days: z.number().int(),
  kind: z.enum(readingPlanKinds),
});
export type CatalogPlan = z.infer<typeof catalogPlanSchema>;

export const catalogReplySchema = z.object({ plans: z.array(catalogPlanSchema) });
export type CatalogReply = z.infer<typeof catalogReplySchema>;

/** One day of a plan as the user follows it. */
export const scheduledDaySchema = z.object({
  /** 1-based day of the plan. */
  day: z.number().int(),
  /** The date it is due on in the user's schedule (moved when the user doubles up or shifts). */
  date: z.string(),
  /** "Genesis 1–3", or a hand-built day's theme followed by its passages. */
  title: z.string(),
  readings: z.array(readingSchema),
  done: z.boolean(),
  /** The user's local date when they checked it off. */
  doneOn: z.string().nullable(),
});
export type ScheduledDay = z.infer<typeof scheduledDaySchema>;

export const readingStreakSchema = z.object({
  /** Days with at least one reading checked off in the current run (grace days do not add to it). */
  current: z.number().int(),
  readToday: z.boolean(),
  /** The current ISO week's one forgiven missed day is already used: another missed day ends the streak. */
  graceUsedThisWeek: z.boolean(),
});
export type ReadingStreak = z.infer<typeof readingStreakSchema>;

export const myPlanSchema = z.object({
  userPlanId: z.string(),
  planId: z.string(),
  title: z.string(),
  kind: z.enum(readingPlanKinds),
  startDate: z.string(),
  /** The date of the last scheduled reading. */
  endDate: z.string(),
  totalDays: z.number().int(),
  doneDays: z.number().int(),
  /** Readings not checked off whose date is before today. */
  daysBehind: z.number().int(),
  finished: z.boolean(),
  /** What is due today (several days' readings after doubling up), done or not. */
  today: z.array(scheduledDaySchema),
  /** The first day not yet checked off, or null when every day is. */
  next: scheduledDaySchema.nullable(),
});
export type MyPlan = z.infer<typeof myPlanSchema>;

export const myPlansReplySchema = z.object({
  /** Today in the caller's time zone. */
  today: z.string(),
  plans: z.array(myPlanSchema),
  streak: readingStreakSchema,
});
export type MyPlansReply = z.infer<typeof myPlansReplySchema>;

export const checkReplySchema = z.object({ plan: myPlanSchema, streak: readingStreakSchema });
export type CheckReply = z.infer<typeof checkReplySchema>;

export const calendarReplySchema = z.object({
  today: z.string(),
  plan: myPlanSchema,
  /** Every day of the plan, by date and then day. */
  days: z.array(scheduledDaySchema),
});
export type CalendarReply = z.infer<typeof calendarReplySchema>;

export const stopReplySchema = z.object({ userPlanId: z.string(), stopped: z.literal(true) });
export type StopReply = z.infer<typeof stopReplySchema>;

/** For the dashboard: each plan's readings due today, and the reading streak. */
export const readingsDueTodaySchema = z.object({
  today: z.string(),
  plans: z.array(z.object({ userPlanId: z.string(), planId: z.string(), title: z.string(), daysBehind: z.number().int(), readings: z.array(scheduledDaySchema) })),
  streak: readingStreakSchema,
});
export type ReadingsDueToday = z.infer<typeof readingsDueTodaySchema>;

// ---------------------------------------------------------------------------
// Requests

const planIdSchema = z
  .string({ error: "planId is required." })
  .regex(/^[a-z0-9-]{1,60}$/, "planId is not the id of a reading plan: choose one from the catalogue.");

/** `<uid>_<planId>`, as `start` returned it: always a usable document id. */
export const userPlanIdSchema = z
  .string({ error: "userPlanId is required." })
  .regex(/^[A-Za-z0-9_-]{1,200}$/, "userPlanId is not the id of one of your reading plans.");

/** A calendar date as the user's device shows it; `field` names it in the messages. */
export const localDateSchema = (field: string) =>
  z
    .string({ error: `${field} is required.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date written YYYY-MM-DD, for example 2026-01-31.`)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    }, `${field} is not a date on the calendar.`);

/** The catalogue in `lang` (English when left out): plan titles and descriptions are written in both. */
export const catalogRequestSchema = z.object({ lang: languageSchema.default("en") });

/** The plans a user follows come back in `lang` (English when left out): plan titles, day titles and reading labels ("Génesis 1–3", "Salmo 23"). */
const planLanguage = { lang: languageSchema.default("en") };

export const startPlanRequestSchema = z.object({
  planId: planIdSchema,
  /** The plan's first day; today in `timeZone` when left out. */
  startDate: localDateSchema("startDate").optional(),
  timeZone: timeZoneSchema,
  ...planLanguage,
});
export type StartPlanRequest = z.infer<typeof startPlanRequestSchema>;

export const myPlansRequestSchema = z.object({ timeZone: timeZoneSchema, ...planLanguage });

export const checkRequestSchema = z.object({
  userPlanId: userPlanIdSchema,
  day: z.number({ error: "day must be a number." }).int("day must be a whole number.").min(1, "Plan days start at day 1.").max(1000, "No plan is that long."),
  /** true checks the day off; false undoes it. */
  done: z.boolean({ error: "done must be true or false." }),
  timeZone: timeZoneSchema,
  ...planLanguage,
});
export type CheckRequest = z.infer<typeof checkRequestSchema>;

export const rescheduleModes = ["shift", "double-up"] as const;
export type RescheduleMode = (typeof rescheduleModes)[number];

export const rescheduleRequestSchema = z.object({
  userPlanId: userPlanIdSchema,
  /** shift: today becomes the next unread day and the rest follows. double-up: missed readings are added to the coming days. */
  mode: z.enum(rescheduleModes, { error: "mode must be shift or double-up." }),
  /** double-up only: missed readings added to each coming day (1 by default). */
  extraPerDay: z
    .number({ error: "extraPerDay must be a number." })
    .int("extraPerDay must be a whole number.")
    .min(1, "extraPerDay is at least 1.")
    .max(maxExtraPerDay, `extraPerDay is at most ${maxExtraPerDay}.`)
    .optional(),
  timeZone: timeZoneSchema,
  ...planLanguage,
});
export type RescheduleRequest = z.infer<typeof rescheduleRequestSchema>;

export const stopPlanRequestSchema = z.object({ userPlanId: userPlanIdSchema });

export const calendarRequestSchema = z.object({ userPlanId: userPlanIdSchema, timeZone: timeZoneSchema, ...planLanguage });

/** `GET /api/reading-plans/calendar.ics?plan=<userPlanId>&translation=<id>&lang=<lang>`: the events' reader links open in `translation` (default KJV); their words are in `lang`. */
export const calendarIcsQuerySchema = z.object({ plan: userPlanIdSchema, translation: translationIdSchema.optional(), ...planLanguage });

export const readingPlanEndpoints = {
  catalog: endpoint({ method: "POST", path: "/reading-plans/catalog", request: catalogRequestSchema, reply: catalogReplySchema, access: "public", errors: [] }),
  /** Follows a plan from today or a chosen date; a plan once per user. */
  start: endpoint({
    method: "POST",
    path: "/reading-plans/start",
    request: startPlanRequestSchema,
    reply: myPlanSchema,
    access: "signed-in",
    errors: ["already-exists", "failed-precondition"],
  }),
  /** Each plan with progress and what is due today; the reading streak. */
  mine: endpoint({ method: "POST", path: "/reading-plans/mine", request: myPlansRequestSchema, reply: myPlansReplySchema, access: "signed-in", errors: [] }),
  /** Checks a day off on today's date, or undoes it. */
  check: endpoint({ method: "POST", path: "/reading-plans/check", request: checkRequestSchema, reply: checkReplySchema, access: "owner", errors: ["not-found"] }),
  /** Catches up when behind: shift the rest, or double up. */
  reschedule: endpoint({
    method: "POST",
    path: "/reading-plans/reschedule",
    request: rescheduleRequestSchema,
    reply: myPlanSchema,
    access: "owner",
    errors: ["not-found", "failed-precondition"],
  }),
  /** Drops the plan's progress; the streak stays. */
  stop: endpoint({ method: "POST", path: "/reading-plans/stop", request: stopPlanRequestSchema, reply: stopReplySchema, access: "owner", errors: ["not-found"] }),
  calendar: endpoint({ method: "POST", path: "/reading-plans/calendar", request: calendarRequestSchema, reply: calendarReplySchema, access: "owner", errors: ["not-found"] }),
  /** The remaining days as an iCalendar file. */
  calendarIcs: endpoint({
    method: "GET",
    path: "/reading-plans/calendar.ics",
    request: calendarIcsQuerySchema,
    reply: { file: "text/calendar" },
    access: "owner",
    errors: ["not-found"],
  }),
};
