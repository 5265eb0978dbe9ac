import type { DashboardReply } from "@berea/contracts/dashboard";
import type { StartQuizReply } from "@berea/contracts/quiz";
import type { MyPlan } from "@berea/contracts/reading-plans";
import { busyDays, freshDashboard, noActivity, unlimitedPlan } from "@berea/contracts/test-support/dashboard";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { activityCollection } from "../activity/activity.ts";
import { loadArticles } from "../articles/articles.ts";
import { devotionalOfDate, loadDevotionalLibrary } from "../devotionals/devotional-data.ts";
import type { Store } from "../store/port.ts";
import { type ApiTestServer, signedInAccount, startApiServer } from "../test-support/api-server.ts";
import { testClock } from "../test-support/domain-test.ts";

/**
 * `POST /api/dashboard` over HTTP with the real Auth emulator and sqlite: a
 * new user's dashboard, how it moves after a quiz, a devotional, an article
 * and a plan reading (today and the next day), the plan's allowances, what
 * it costs, and "today" in the caller's own time zone.
 *
 * The API's clock is the test's, at a named instant before every test (see
 * `startApiServer` for why sign-in works on it); one test moves it a day on.
 */
let api: ApiTestServer;
let store: Store;
let baseUrl: string;

beforeAll(async () => {
  api = await startApiServer("dashboard-api", { now: clock.now });
  ({ store, baseUrl } = api);
});

afterAll(async () => {
  await api.close();
});

interface Reply<T> {
  status: number;
  body: { payload?: T; message?: string; code?: string };
  cost: { reads: number; writes: number };
}

async function post<T>(path: string, body: unknown, cookie?: string): Promise<Reply<T>> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
  const [, reads = "-1", writes = "-1"] = /reads=(\d+), writes=(\d+)/.exec(response.headers.get("x-store-cost") ?? "") ?? [];
  return { status: response.status, body: (await response.json()) as Reply<T>["body"], cost: { reads: Number(reads), writes: Number(writes) } };
}

/** A payload, or the test fails with the server's message. */
async function ok<T>(path: string, body: unknown, cookie: string): Promise<T> {
  const reply = await post<T>(path, body, cookie);
  expect(reply.status, `${path}: ${reply.body.message ?? ""}`).toBe(200);
  if (reply.body.payload === undefined) throw new Error(`${path} sent no payload`);
  return reply.body.payload;
}

/** A new account signed in from a browser in `zone` (Honolulu unless said), which becomes the account's zone. */
const reader = (name: string, paymentPlan: 0 | 1 | 2 = 0, zone = timeZone) => signedInAccount(api, name, paymentPlan, { timeZone: zone });

const dashboard = (cookie: string, timeZone: string) => post<DashboardReply>("/dashboard", { timeZone }, cookie);

/** A whole 4-question quiz, every answer left to time out (the score does not matter here). */
async function playQuiz(cookie: string, timeZone: string): Promise<void> {
  const { attemptId, questions } = await ok<StartQuizReply>("/quiz/start", { topic: "mixed", difficulty: "easy", length: 4, timeZone }, cookie);
  for (const index of questions.keys()) await ok("/quiz/answer", { attemptId, index, answer: null }, cookie);
  await ok("/quiz/finish", { attemptId }, cookie);
}

const devotionals = loadDevotionalLibrary();
const todaysDevotional = (date: string) => devotionalOfDate(devotionals, date).devotional.id;
const articleIds = loadArticles().articles.map((article) => article.id);

/** The Free plan's allowances, as the pricing page states them. */
const freeQuizzesPerDay = 12;
const freeArticlesPerMonth = 4;

// 10:30 UTC: 00:30 on 11 March at UTC+14 (Kiritimati), 00:30 on 10 March at UTC−10 (Honolulu).
const instant = new Date("2026-03-10T10:30:00Z");
const nextDay = new Date(instant.getTime() + 86_400_000);
const timeZone = "Pacific/Honolulu";
const clock = testClock(instant.toISOString());

beforeEach(() => {
  clock.set(instant);
});

describe("POST /api/dashboard", () => {
  it("gives a new Free user a greeting, the Free plan's allowances, nothing due and 30 empty days, for 8 reads and no write", async () => {
    const { cookie } = await reader("Ruth of Moab");
    const reply = await dashboard(cookie, timeZone);
    expect(reply.status).toBe(200);
    expect(reply.cost).toEqual({ reads: 8, writes: 0 });
    const payload = reply.body.payload;
    expect(payload).toEqual(freshDashboard());
    expect(payload?.activity[0]?.date).toBe("2026-02-09");
    expect(payload?.activity.at(-1)?.date).toBe("2026-03-10");
  });

  it("moves with a quiz, a devotional, an article and a plan reading, today and the next day", async () => {
    const { cookie } = await reader("Naomi Walker");
    const today = "2026-03-10";
    await playQuiz(cookie, timeZone);
    await ok("/devotionals/mark", { id: todaysDevotional(today), read: true, timeZone }, cookie);
    await ok("/articles/get", { id: articleIds[0], timeZone }, cookie);
    const plan = await ok<MyPlan>("/reading-plans/start", { planId: "promises-of-god-21-days", timeZone }, cookie);
    await ok("/reading-plans/check", { userPlanId: plan.userPlanId, day: 1, done: true, timeZone }, cookie);
    // Read ahead and taken back: it counts for nothing.
    await ok("/reading-plans/check", { userPlanId: plan.userPlanId, day: 2, done: true, timeZone }, cookie);
    await ok("/reading-plans/check", { userPlanId: plan.userPlanId, day: 2, done: false, timeZone }, cookie);

    const reply = await dashboard(cookie, timeZone);
    // One plan: its query returns one document, so the cost is the same as with none.
    expect(reply.cost).toEqual({ reads: 8, writes: 0 });
    const after = reply.body.payload;
    expect(after?.plan).toMatchObject({ quizzesLeftToday: freeQuizzesPerDay - 1, articlesLeftThisMonth: freeArticlesPerMonth - 1 });
    expect(after?.quiz).toMatchObject({ finishedToday: 1, finished: 1, bestTopics: [] });
    expect(after?.streaks).toEqual({ quiz: 1, reading: { current: 1, readToday: true, graceUsedThisWeek: false } });
    expect(after?.readingPlans).toHaveLength(1);
    const due = after?.readingPlans[0];
    expect(due).toMatchObject({ userPlanId: plan.userPlanId, planId: "promises-of-god-21-days", title: plan.title, daysBehind: 0 });
    expect(due?.readings.map((day) => [day.day, day.date, day.done])).toEqual([[1, today, true]]);
    expect(due?.readings[0]?.readings.length).toBeGreaterThan(0);
    expect(due?.readings[0]?.readings[0]?.link.book).toMatch(/^\w+$/);
    // In Spanish (lang, as the Spanish home asks): the plan's title, the day's theme and its readings, the same day and links.
    const spanish = (await post<DashboardReply>("/dashboard", { timeZone, lang: "es" }, cookie)).body.payload?.readingPlans[0];
    expect(spanish).toMatchObject({ title: "Las promesas de Dios", readings: [{ day: 1, date: today, done: true, title: "Mi arco en las nubes (Génesis 9:8–17)", readings: [{ label: "Génesis 9:8–17" }] }] });
    expect(due).toMatchObject({ title: "Promises of God", readings: [{ title: "The bow in the cloud (Genesis 9:8–17)", readings: [{ label: "Genesis 9:8–17" }] }] });
    expect(spanish?.readings[0]?.readings.map((reading) => reading.link)).toEqual(due?.readings[0]?.readings.map((reading) => reading.link));
    expect(busyDays(after?.activity ?? [])).toEqual([{ date: today, quizzes: 1, devotionals: 1, readings: 1, articles: 1 }]);

    // The next day: a new day's quizzes, the month's articles still counted, yesterday in the chart.
    clock.set(nextDay);
    const tomorrow = "2026-03-11";
    await ok("/devotionals/mark", { id: todaysDevotional(tomorrow), read: true, timeZone }, cookie);
    const next = (await dashboard(cookie, timeZone)).body.payload;
    expect(next?.today).toBe(tomorrow);
    expect(next?.plan).toMatchObject({ quizzesLeftToday: freeQuizzesPerDay, articlesLeftThisMonth: freeArticlesPerMonth - 1 });
    expect(next?.quiz).toMatchObject({ finishedToday: 0, finished: 1 });
    // Yesterday's quiz and reading keep both streaks alive; today's reading is not done yet.
    expect(next?.streaks).toEqual({ quiz: 1, reading: { current: 1, readToday: false, graceUsedThisWeek: false } });
    expect(next?.readingPlans[0]?.readings.map((day) => [day.day, day.date, day.done])).toEqual([[2, tomorrow, false]]);
    expect(next?.activity.at(-1)?.date).toBe(tomorrow);
    expect(busyDays(next?.activity ?? [])).toEqual([
      { date: today, quizzes: 1, devotionals: 1, readings: 1, articles: 1 },
      { date: tomorrow, ...noActivity, devotionals: 1 },
    ]);
  });

  it("charts only the last 30 days, and names the best topics by score", async () => {
    const { uid, cookie } = await reader("Boaz Reaper");
    // Activity written earlier: 29 days ago is the chart's first day; 30 days ago has left it.
    await store.set(activityCollection, uid, { uid, days: { "2026-02-08": { devotionals: 5 }, "2026-02-09": { articles: 2 }, "2026-03-09": { devotionals: 1 } } });
    await store.set("quizStats", uid, {
      xp: 420,
      streak: 3,
      lastPlayedDate: "2026-03-09",
      topics: { genesis: { attempts: 2, best: 80 }, mixed: { attempts: 5, best: 100 }, gospels: { attempts: 1, best: 90 }, "psalms-wisdom": { attempts: 4, best: 80 } },
      days: { "2026-03-09": 2 },
    });
    const payload = (await dashboard(cookie, timeZone)).body.payload;
    expect(busyDays(payload?.activity ?? [])).toEqual([
      { date: "2026-02-09", ...noActivity, articles: 2 },
      { date: "2026-03-09", ...noActivity, quizzes: 2, devotionals: 1 },
    ]);
    expect(payload?.quiz.xp).toBe(420);
    expect(payload?.quiz.finished).toBe(12);
    expect(payload?.streaks.quiz).toBe(3);
    // The mixed quiz is no topic; equal scores go to the topic played more.
    expect(payload?.quiz.bestTopics.map((topic) => [topic.id, topic.bestScore, topic.attempts])).toEqual([
      ["gospels", 90, 1],
      ["psalms-wisdom", 80, 4],
      ["genesis", 80, 2],
    ]);
    expect(payload?.quiz.bestTopics.every((topic) => topic.name.length > 0 && topic.name !== topic.id)).toBe(true);
  });

  it("opens everything to Premium and Family, without reading the Free plan's counters (6 reads)", async () => {
    for (const [paymentPlan, name] of [
      [1, "Premium"],
      [2, "Family"],
    ] as const) {
      const { cookie } = await reader(`${name} Reader`, paymentPlan);
      const reply = await dashboard(cookie, timeZone);
      expect(reply.cost).toEqual({ reads: 6, writes: 0 });
      expect(reply.body.payload?.plan).toEqual(unlimitedPlan(paymentPlan));
    }
  });

  it("keeps each user's today in their own zone: the same instant is 11 March at UTC+14 and 10 March at UTC−10", async () => {
    const east = "Pacific/Kiritimati";
    // Signed up in Kiritimati: the browser's zone at sign-up is the account's.
    const { cookie } = await reader("Lydia Traveller", 0, east);
    await playQuiz(cookie, east);
    await ok("/devotionals/mark", { id: todaysDevotional("2026-03-11"), read: true, timeZone: east }, cookie);

    const there = (await dashboard(cookie, east)).body.payload;
    expect(there?.today).toBe("2026-03-11");
    expect(there?.plan.quizzesLeftToday).toBe(freeQuizzesPerDay - 1);
    expect(there?.quiz.finishedToday).toBe(1);
    expect(there?.activity.at(-1)).toEqual({ date: "2026-03-11", ...noActivity, quizzes: 1, devotionals: 1 });

    // A request naming Honolulu changes nothing: the day is the account's.
    expect((await dashboard(cookie, "Pacific/Honolulu")).body.payload?.today).toBe("2026-03-11");

    // Moved to Honolulu in settings, it is 10 March: that quiz was "tomorrow", so today's column is empty, but
    // what was used today carries over (a change never opens a new allowance).
    await ok("/time-zone/change", { timeZone: "Pacific/Honolulu" }, cookie);
    const west = (await dashboard(cookie, "Pacific/Honolulu")).body.payload;
    expect(west?.today).toBe("2026-03-10");
    expect(west?.plan.quizzesLeftToday).toBe(freeQuizzesPerDay - 1);
    expect(west?.quiz.finishedToday).toBe(0);
    expect(west?.activity.at(-1)).toEqual({ date: "2026-03-10", ...noActivity });
    expect(busyDays(west?.activity ?? [])).toEqual([]);
    // The streak does not break for having played further east.
    expect(west?.streaks.quiz).toBe(1);
  });

  it("refuses an unknown time zone with a 400 that says so, and a caller without a session with a 403", async () => {
    const { cookie } = await reader("Careful Reader");
    const bad = await post("/dashboard", { timeZone: "Mars/Olympus_Mons" }, cookie);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/time zone/);
    expect((await post("/dashboard", {}, cookie)).body.message).toMatch(/timeZone is required/);
    expect((await post("/dashboard", { timeZone, lang: "spanish" }, cookie)).body).toMatchObject({ code: "invalid-argument", message: "lang must be one of: en, es." });
    expect((await post("/dashboard", { timeZone })).status).toBe(403);
  });
});
