import type { ActivityDay, DashboardReply, PlanAllowances } from "../dashboard.ts";

/**
 * Dashboards as `POST /api/dashboard` sends them, for the tests of both
 * sides: the server's tests expect them, the web app's answer with them.
 * Written out by hand, not derived from the code they check. Tests only:
 * nothing the app or the functions ship may import this folder (the lint
 * config says so).
 */

/** A day with nothing done: spread it and add what was. */
export const noActivity = { quizzes: 0, devotionals: 0, readings: 0, articles: 0 } as const;

/** 30 dates ending on `today`, all empty, with `busy` days filled in. */
export function activityDays(today: string, busy: Record<string, Partial<Omit<ActivityDay, "date">>> = {}): ActivityDay[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: 30 }, (_, i) => {
    const date = new Date(end - (29 - i) * 86_400_000).toISOString().slice(0, 10);
    return { date, ...noActivity, ...busy[date] };
  });
}

/** The days of a chart with anything done on them. */
export const busyDays = (activity: ActivityDay[]) => activity.filter((day) => day.quizzes + day.devotionals + day.readings + day.articles > 0);

/** Premium's or Family's allowances: nothing counted, everything open. */
export function unlimitedPlan(paymentPlan: 1 | 2): PlanAllowances {
  return {
    paymentPlan,
    name: paymentPlan === 1 ? "Premium" : "Family",
    quizzesLeftToday: null,
    quizzesPerDay: null,
    articlesLeftThisMonth: null,
    articlesPerMonth: null,
    allQuizTopics: true,
    devotionalPaths: true,
    pdfs: true,
  };
}

/** Ruth's dashboard on 10 March 2026, new on the Free plan: its whole allowance left, nothing due, 30 empty days. */
export function freshDashboard(overrides: Partial<DashboardReply> = {}): DashboardReply {
  return {
    today: "2026-03-10",
    greetingName: "Ruth",
    plan: {
      paymentPlan: 0,
      name: "Free",
      quizzesLeftToday: 12,
      quizzesPerDay: 12,
      articlesLeftThisMonth: 4,
      articlesPerMonth: 4,
      allQuizTopics: false,
      devotionalPaths: false,
      pdfs: false,
    },
    readingPlans: [],
    quiz: { xp: 0, finishedToday: 0, finished: 0, bestTopics: [] },
    streaks: { quiz: 0, reading: { current: 0, readToday: false, graceUsedThisWeek: false } },
    activity: activityDays("2026-03-10"),
    ...overrides,
  };
}
