import { freeArticlesPerMonth } from "@berea/contracts/content";
import {
  dashboardActivityDays,
  dashboardBestTopics,
  greetingNameOf,
  planNames,
  type BestTopic,
  type DashboardReply,
  type HomeView,
  type PlanAllowances,
} from "@berea/contracts/dashboard";
import { freeQuizzesPerDay } from "@berea/contracts/quiz";
import { activities, activityFrom } from "../activity/activity.ts";
import { AppError } from "../lib/app-error.ts";
import { msg } from "../lib/messages/message.ts";
import { articleReads } from "../articles/articles.ts";
import { currentStreak, quizDaily } from "../quiz/attempts.ts";
import { topicText, type QuizBank } from "../quiz/quiz-bank.ts";
import { quizStats, type QuizStats } from "../quiz/quiz-stats.ts";
import { localDate } from "../quiz/local-date.ts";
import { userTimeZone } from "../users/user-day.ts";
import type { ReadingPlanCatalog } from "../reading-plans/catalog.ts";
import { readingsDueToday, readingStreaks } from "../reading-plans/progress.ts";
import type { Store } from "../store/port.ts";
import type { Language } from "@berea/contracts/language";
import { getProfileWithEffectivePlan } from "../family/effective-plan.ts";
import type { UserProfile } from "../users/profiles.ts";
import { recordHomeView } from "../users/home-view.ts";

/**
 * The dashboard in one call: the caller's plan and what it allows today, the
 * plan readings due today, quiz progress, streaks and the last 30 days of
 * activity, all in the caller's time zone.
 *
 * Plan readings per day come from the reading streak's record of
 * check-offs per date (reading-plans/streak.ts): a check-off writes no
 * activity document of its own.
 *
 * Cost, counted as Firestore bills it (n = the caller's reading plans, 0 to
 * 10): the profile, quiz stats, activity and reading streak (4 reads), the
 * day's quiz count and the month's article reads on the Free plan only
 * (2 reads), and `readingsDueToday` (its plans query, max(n, 1), and the
 * reading streak again). So a Free user with at most one plan costs 8
 * reads, a paying one 6, each further plan one more (and a Family member
 * one more, for the owner's plan: family/effective-plan.ts), and nothing
 * is written (but `homeView` on the profile, when the caller's time zone
 * or translations changed since the last call). The second read of the reading streak keeps the reading
 * plans' own code the one place that schedules them; `readingsDueToday`
 * taking the streak document it already has would save it.
 */

export interface DashboardDeps {
  store: Store;
  now: () => Date;
  /** The quiz bank, for the best topics' names in each language. */
  bank: QuizBank;
  readingPlans: ReadingPlanCatalog;
}

/** Stats written before `days` existed have none. */

function allowances(profile: UserProfile, quizzesStarted: number, articlesOpened: number): PlanAllowances {
  const paid = profile.paymentPlan > 0;
  return {
    paymentPlan: profile.paymentPlan,
    name: planNames[profile.paymentPlan],
    quizzesLeftToday: paid ? null : Math.max(0, freeQuizzesPerDay - quizzesStarted),
    quizzesPerDay: paid ? null : freeQuizzesPerDay,
    articlesLeftThisMonth: paid ? null : Math.max(0, freeArticlesPerMonth - articlesOpened),
    articlesPerMonth: paid ? null : freeArticlesPerMonth,
    allQuizTopics: paid,
    devotionalPaths: paid,
    pdfs: paid,
  };
}

/** The topics with the best scores (ties: more attempts first), named from the bank in `language`; the mixed quiz is no topic. */
function bestTopics(stats: QuizStats | null, bank: QuizBank, language: Language): BestTopic[] {
  const names = new Map(bank.topics.map((topic) => [topic.id, topicText(bank, topic, language).name]));
  return Object.entries(stats?.topics ?? {})
    .flatMap(([id, entry]) => {
      const name = names.get(id);
      return name && entry.attempts > 0 ? [{ id, name, bestScore: entry.best, attempts: entry.attempts }] : [];
    })
    .sort((a, b) => b.bestScore - a.bestScore || b.attempts - a.attempts || a.name.localeCompare(b.name))
    .slice(0, dashboardBestTopics);
}

export interface DashboardOptions {
  /** The translations the home was shown in, kept on the profile for the server-rendered home. */
  translations?: Omit<HomeView, "timeZone"> | undefined;
  /** The caller's profile with its effective plan, when the caller has already read it (the server-rendered home). */
  profile?: UserProfile | undefined;
  /** The language of the reading plans' titles and reading labels and of the best topics' names; English when left out. */
  language?: Language | undefined;
}

export async function getDashboard({ store, now, bank, readingPlans }: DashboardDeps, uid: string, timeZone: string, options: DashboardOptions = {}): Promise<DashboardReply> {
  const { translations } = options;
  const at = now();
  // What does not depend on the date is read at once; the rest once the user's own zone is known.
  const undated = Promise.all([quizStats.get(store, uid), activities.get(store, uid), readingStreaks.get(store, uid)]);
  // The effective plan: a Family member's allowances are the Family plan's while the owner's is active.
  const profile = options.profile ?? (await getProfileWithEffectivePlan(store, uid));
  if (!profile) throw new AppError("unauthenticated", msg("dashboard.signInAgain"));
  // The user's own day (the zone on the profile); the request's zone only fills in a profile without one.
  const zone = await userTimeZone(store, profile, timeZone);
  const today = localDate(at, zone);
  // The Free plan's counters only: a paying user's allowances need no read.
  const [counters, [stats, activity, streak], due] = await Promise.all([
    profile.paymentPlan === 0 ? Promise.all([quizDaily.get(store, `${uid}_${today}`), articleReads.get(store, `${uid}_${today.slice(0, 7)}`)]) : null,
    undated,
    readingsDueToday(store, uid, zone, { now: at, catalog: readingPlans, language: options.language ?? "en" }),
  ]);
  const [daily, monthReads] = counters ?? [null, null];
  if (translations) await recordHomeView(store, profile, { timeZone: zone, ...translations });

  return {
    today,
    greetingName: greetingNameOf(profile.name),
    plan: allowances(profile, daily?.started ?? 0, monthReads?.ids.length ?? 0),
    readingPlans: due.plans,
    quiz: {
      xp: stats?.xp ?? 0,
      finishedToday: stats?.days?.[today] ?? 0,
      finished: Object.values(stats?.topics ?? {}).reduce((sum, entry) => sum + entry.attempts, 0),
      bestTopics: bestTopics(stats, bank, options.language ?? "en"),
    },
    streaks: { quiz: stats ? currentStreak(stats, today) : 0, reading: due.streak },
    activity: activityFrom({ activity, quizStats: stats, readingDays: streak?.days ?? {} }, today, dashboardActivityDays),
  };
}
