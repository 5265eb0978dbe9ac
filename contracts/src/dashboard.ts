import { z } from "zod";
import { endpoint } from "./endpoint.ts";
import { paymentPlanSchema } from "./auth.ts";
import { translationIdSchema } from "./translations.ts";
import { timeZoneSchema } from "./time-zone.ts";
import { languageSchema } from "./language.ts";
import { readingStreakSchema, scheduledDaySchema } from "./reading-plans.ts";

/**
 * The dashboard (`POST /api/dashboard`): everything the signed-in home shows
 * in one call, in the caller's time zone: the plan and what it allows today,
 * the plan readings due today, quiz progress, both streaks, and the last 30
 * days of activity for the charts.
 */

/** The translations the home shows the day's verse and devotional in (the reader's last, or the devotional's chosen one). */
export const homeTranslationsSchema = z.object({
  verseTranslation: translationIdSchema,
  devotionalTranslation: z.enum(["kjv", "web"], { error: "devotionalTranslation must be kjv or web." }),
});

/**
 * The caller's time zone and, optionally, the translations their home is shown
 * in: the server keeps them on the profile (`homeView`), so it can render the
 * home for their next visit before any script runs (functions/src/pages/).
 * `lang` (English when left out) is the language of the reading plans' titles
 * and reading labels.
 */
export const dashboardRequestSchema = z
  .object({ timeZone: timeZoneSchema, lang: languageSchema.default("en") })
  .extend(homeTranslationsSchema.partial().shape);
export type DashboardRequest = z.infer<typeof dashboardRequestSchema>;

/** How the reader's home was last shown: what a server-rendered visit renders it in. */
export const homeViewSchema = homeTranslationsSchema.extend({ timeZone: timeZoneSchema });
export type HomeView = z.infer<typeof homeViewSchema>;

/** Days of activity the dashboard charts. */
export const dashboardActivityDays = 30;

/** How many of the caller's best quiz topics the dashboard lists. */
export const dashboardBestTopics = 3;

export const planNames = ["Free", "Premium", "Family"] as const;

/** What to call someone in a greeting: the first word of their name ("Ruth" for "Ruth of Moab"). */
export function greetingNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] || name.trim();
}

export const planAllowancesSchema = z.object({
  paymentPlan: paymentPlanSchema,
  name: z.enum(planNames),
  /** Quizzes the caller may still start today, and the day's allowance; both null when unlimited. */
  quizzesLeftToday: z.number().int().nullable(),
  quizzesPerDay: z.number().int().nullable(),
  /** Whole articles the caller may still open this calendar month, and the month's allowance; both null when unlimited. */
  articlesLeftThisMonth: z.number().int().nullable(),
  articlesPerMonth: z.number().int().nullable(),
  /** Every quiz topic, not only the basic ones. */
  allQuizTopics: z.boolean(),
  /** Devotional paths with progress. */
  devotionalPaths: z.boolean(),
  /** Books and devotional paths as PDFs. */
  pdfs: z.boolean(),
});
export type PlanAllowances = z.infer<typeof planAllowancesSchema>;

export const dashboardReadingPlanSchema = z.object({
  userPlanId: z.string(),
  planId: z.string(),
  title: z.string(),
  daysBehind: z.number().int(),
  /** What is due today (done or not), each reading with its reader link. */
  readings: z.array(scheduledDaySchema),
});
export type DashboardReadingPlan = z.infer<typeof dashboardReadingPlanSchema>;

export const bestTopicSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Best score in percent. */
  bestScore: z.number().int(),
  attempts: z.number().int(),
});
export type BestTopic = z.infer<typeof bestTopicSchema>;

export const activityDaySchema = z.object({
  /** The caller's local date, "YYYY-MM-DD". */
  date: z.string(),
  quizzes: z.number().int(),
  devotionals: z.number().int(),
  readings: z.number().int(),
  articles: z.number().int(),
});
export type ActivityDay = z.infer<typeof activityDaySchema>;

export const dashboardReplySchema = z.object({
  /** Today in the caller's time zone. */
  today: z.string(),
  greetingName: z.string(),
  plan: planAllowancesSchema,
  readingPlans: z.array(dashboardReadingPlanSchema),
  quiz: z.object({
    xp: z.number().int(),
    /** Quizzes finished today. */
    finishedToday: z.number().int(),
    /** Quizzes finished in all. */
    finished: z.number().int(),
    /** The caller's best topics by best score, at most `dashboardBestTopics`. */
    bestTopics: z.array(bestTopicSchema),
  }),
  streaks: z.object({
    /** Days in a row with a finished quiz (alive until a whole day passes without one). */
    quiz: z.number().int(),
    reading: readingStreakSchema,
  }),
  /** The last `dashboardActivityDays` local dates, oldest first, ending today. */
  activity: z.array(activityDaySchema),
});
export type DashboardReply = z.infer<typeof dashboardReplySchema>;

export const dashboardEndpoints = {
  /** The signed-in home in one call. */
  home: endpoint({ method: "POST", path: "/dashboard", request: dashboardRequestSchema, reply: dashboardReplySchema, access: "signed-in", errors: [] }),
};
