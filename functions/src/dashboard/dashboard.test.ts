import { busyDays, freshDashboard, noActivity, unlimitedPlan } from "@berea/contracts/test-support/dashboard";
import type { BankQuestion } from "@berea/contracts/quiz";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadArticles, readArticle, type ArticleLibrary } from "../articles/articles.ts";
import { loadBooks, loadTranslation } from "../bible/bible-data.ts";
import { devotionalOfDate, loadDevotionalLibrary, type DevotionalLibrary } from "../devotionals/devotional-data.ts";
import { markDevotional } from "../devotionals/devotionals.ts";
import { createFamilyInvite, joinFamily } from "../family/family.ts";
import { answerQuestion, finishQuiz, startQuiz, type QuizDeps } from "../quiz/attempts.ts";
import { localDate } from "../quiz/local-date.ts";
import type { BibleTexts } from "../quiz/questions.ts";
import { createQuizBank } from "../quiz/quiz-bank.ts";
import { loadReadingPlans, type ReadingPlanCatalog } from "../reading-plans/catalog.ts";
import { checkDay, startPlan } from "../reading-plans/progress.ts";
import { meterCost } from "../store/cost-meter.ts";
import type { Store } from "../store/port.ts";
import { appErrorOf, dayMs, openDomainStore, testClock, type DomainStore, type TestClock } from "../test-support/domain-test.ts";
import { ensureProfile, getProfile, usersCollection } from "../users/profiles.ts";
import { getDashboard, type DashboardDeps } from "./dashboard.ts";

/**
 * The dashboard as a plain function over a real sqlite store, seeded the way
 * a reader fills it: quizzes played, devotionals and articles read and plan
 * readings checked off through their own domain functions, each at the
 * instant the test's clock says.
 */

// Four topics of four true-false questions, each true: a quiz's score is how many are answered `true`.
const topicNames = { genesis: "In the Beginning", gospels: "The Gospels", psalms: "Psalms and Wisdom", acts: "The Early Church" } as const;
type TopicId = keyof typeof topicNames;
const topicIds = Object.keys(topicNames) as TopicId[];
const question = (topic: TopicId, n: number): BankQuestion => ({
  id: `${topic}-00${n}`,
  topic,
  difficulty: "easy",
  reference: { book: "Gen", chapter: 1, start: 1, end: 1 },
  type: "true-false",
  prompt: `God created the heaven and the earth (${topic} ${n}).`,
  answer: true,
});
const bank = createQuizBank(
  topicIds.map((id) => ({ id, name: topicNames[id], description: "", basic: true })),
  topicIds.flatMap((topic) => [1, 2, 3, 4].map((n) => question(topic, n))),
);

// 10:30 UTC: 00:30 on 11 March at UTC+14, 00:30 on 10 March at UTC−10.
const instant = "2026-03-10T10:30:00Z";
const honolulu = "Pacific/Honolulu";
const kiritimati = "Pacific/Kiritimati";

let texts: BibleTexts;
let devotionals: DevotionalLibrary;
let articles: ArticleLibrary;
let catalog: ReadingPlanCatalog;
let domain: DomainStore;
let store: Store;
let clock: TestClock;

beforeAll(() => {
  texts = { kjv: loadTranslation("kjv"), web: loadTranslation("web"), books: loadBooks() };
  devotionals = loadDevotionalLibrary();
  articles = loadArticles();
  catalog = loadReadingPlans();
});

beforeEach(async () => {
  domain = openDomainStore("dashboard");
  store = domain.store;
  clock = testClock(instant);
  await reader("Ruth of Moab");
});

afterEach(async () => {
  await domain.close();
});

/** A signed-up reader whose uid is their first name in lower case, on their own plan (0 Free, 1 Premium, 2 Family). */
async function reader(name: string, paymentPlan: 0 | 1 | 2 = 0): Promise<string> {
  const uid = (name.split(" ")[0] ?? name).toLowerCase();
  // Signed up in Honolulu: the reader's days are Honolulu's (users/user-day.ts).
  await ensureProfile(store, { uid, name, email: `${uid}@example.com`, timeZone: honolulu }, clock.now());
  if (paymentPlan > 0) await store.update(usersCollection, uid, { paymentPlan });
  return uid;
}

const dashboardDeps = (): DashboardDeps => ({ store, now: clock.now, bank, readingPlans: catalog });
const dashboard = (uid = "ruth", timeZone = honolulu) => getDashboard(dashboardDeps(), uid, timeZone);
const quizDeps = (): QuizDeps => ({ store, bank, texts, now: clock.now, random: () => 0.5 });

/** A whole 4-question quiz with `correct` right answers. */
async function playQuiz(topic: TopicId | "mixed", correct: number, timeZone = honolulu, uid = "ruth"): Promise<void> {
  const { attemptId } = await startQuiz(quizDeps(), uid, { topic, difficulty: "easy", length: 4, timeZone });
  for (let index = 0; index < 4; index++) await answerQuestion(quizDeps(), uid, { attemptId, index, answer: index < correct });
  await finishQuiz(quizDeps(), uid, attemptId);
}
/** Today's devotional in the reader's zone: the one every plan may read. */
const readTodaysDevotional = (timeZone = honolulu) =>
  markDevotional({ store, library: devotionals, texts, now: clock.now }, "ruth", devotionalOfDate(devotionals, localDate(clock.now(), timeZone)).devotional.id, true, timeZone);
const readArticleNumber = (n: number, timeZone = honolulu, uid = "ruth") => readArticle({ store, library: articles, now: clock.now }, uid, articles.articles[n]?.id ?? "", timeZone);
const planDeps = () => ({ store, now: clock.now, catalog });
const startReading = (planId = "promises-of-god-21-days", timeZone = honolulu) => startPlan(planDeps(), "ruth", { planId, timeZone });
const checkOff = (userPlanId: string, day: number, timeZone = honolulu) => checkDay(planDeps(), "ruth", { userPlanId, day, done: true, timeZone });

const nextDay = () => clock.advance(dayMs);

describe("a new reader", () => {
  it("is greeted by first name, on the Free plan's allowances, with nothing due and 30 empty days ending today", async () => {
    const reply = await dashboard();
    expect(reply).toEqual(freshDashboard());
    expect(reply.activity[0]?.date).toBe("2026-02-09");
    expect(reply.activity.at(-1)?.date).toBe("2026-03-10");
  });

  it("is refused when there is no profile", async () => {
    expect((await appErrorOf(dashboard("nobody"))).code).toBe("unauthenticated");
  });
});

describe("plan allowances", () => {
  it("open everything to Premium and Family", async () => {
    expect((await dashboard(await reader("Lydia Premium", 1))).plan).toEqual(unlimitedPlan(1));
    expect((await dashboard(await reader("Lois Family", 2))).plan).toEqual(unlimitedPlan(2));
  });

  it("give a Family member the Family plan's while the owner's plan is active, and the Free plan's once it ends", async () => {
    const lois = await reader("Lois Family", 2);
    const invite = await createFamilyInvite({ store, now: clock.now }, lois, {});
    await joinFamily({ store, now: clock.now }, "ruth", invite.code);
    expect((await dashboard()).plan).toEqual(unlimitedPlan(2));
    await store.update(usersCollection, lois, { paymentPlan: 0 });
    expect((await dashboard()).plan).toMatchObject({ paymentPlan: 0, name: "Free", quizzesLeftToday: 12, articlesLeftThisMonth: 4 });
  });

  it("count down the Free plan's quizzes for the reader's day and articles for the reader's month", async () => {
    for (let n = 0; n < 3; n++) await playQuiz("genesis", 0);
    await readArticleNumber(0);
    await readArticleNumber(1);
    await readArticleNumber(1);
    expect((await dashboard()).plan).toMatchObject({ quizzesLeftToday: 9, articlesLeftThisMonth: 2 });
    // Already 11 March at UTC+14, but a request naming that zone does not change the reader's day.
    expect((await dashboard("ruth", kiritimati)).plan).toMatchObject({ quizzesLeftToday: 9, articlesLeftThisMonth: 2 });

    nextDay();
    expect((await dashboard()).plan).toMatchObject({ quizzesLeftToday: 12, articlesLeftThisMonth: 2 });
    clock.set("2026-04-01T10:30:00Z");
    expect((await dashboard()).plan).toMatchObject({ articlesLeftThisMonth: 4 });
  });
});

describe("readings due today", () => {
  it("gives each plan's readings for today in the reader's time zone, done or not", async () => {
    const plan = await startReading();
    const due = (await dashboard()).readingPlans;
    expect(due.map((entry) => [entry.userPlanId, entry.planId, entry.title, entry.daysBehind])).toEqual([[plan.userPlanId, "promises-of-god-21-days", plan.title, 0]]);
    expect(due[0]?.readings.map((day) => [day.day, day.date, day.done])).toEqual([[1, "2026-03-10", false]]);
    expect(due[0]?.readings[0]?.readings.length).toBeGreaterThan(0);

    await checkOff(plan.userPlanId, 1);
    expect((await dashboard()).readingPlans[0]?.readings.map((day) => [day.day, day.done])).toEqual([[1, true]]);
    // The same instant is already 11 March at UTC+14: day 2 is due there once the reader's zone is that one.
    expect((await dashboard("ruth", kiritimati)).readingPlans[0]?.readings.map((day) => [day.day, day.done])).toEqual([[1, true]]);
    await store.update(usersCollection, "ruth", { timeZone: kiritimati });
    expect((await dashboard("ruth", honolulu)).readingPlans[0]?.readings.map((day) => [day.day, day.date, day.done])).toEqual([[2, "2026-03-11", false]]);
  });

  it("says how many days behind a plan is", async () => {
    const plan = await startReading();
    await checkOff(plan.userPlanId, 1);
    clock.advance(3 * dayMs);
    const [due] = (await dashboard()).readingPlans;
    expect(due?.daysBehind).toBe(2);
    expect(due?.readings.map((day) => [day.day, day.date])).toEqual([[4, "2026-03-13"]]);
  });

  it("lists every plan the reader follows", async () => {
    await startReading("promises-of-god-21-days");
    clock.advance(1000);
    await startReading("prayer-14-days");
    expect((await dashboard()).readingPlans.map((entry) => entry.planId)).toEqual(["promises-of-god-21-days", "prayer-14-days"]);
  });
});

describe("quiz progress", () => {
  it("adds up XP and quizzes finished today and in all, and names the best three topics by score, then attempts", async () => {
    await playQuiz("genesis", 4);
    await playQuiz("gospels", 3);
    await playQuiz("gospels", 1);
    await playQuiz("psalms", 3);
    await playQuiz("acts", 2);
    await playQuiz("mixed", 4);
    nextDay();
    await playQuiz("acts", 1);

    const { quiz } = await dashboard();
    // 10 XP a right answer, 20 more for a perfect quiz.
    expect(quiz.xp).toBe(60 + 30 + 10 + 30 + 20 + 60 + 10);
    expect(quiz.finishedToday).toBe(1);
    expect(quiz.finished).toBe(7);
    // The mixed quiz is no topic; 75% twice goes to the topic played more.
    expect(quiz.bestTopics).toEqual([
      { id: "genesis", name: "In the Beginning", bestScore: 100, attempts: 1 },
      { id: "gospels", name: "The Gospels", bestScore: 75, attempts: 2 },
      { id: "psalms", name: "Psalms and Wisdom", bestScore: 75, attempts: 1 },
    ]);
  });

  it("names the best topics in the language asked for: Spanish where the topic has a Spanish name, else English", async () => {
    await playQuiz("genesis", 4);
    await playQuiz("gospels", 3);
    // The same bank, with a Spanish name for one topic (as topics-es.json gives).
    const spanishBank = createQuizBank(bank.topics, topicIds.flatMap((topic) => [1, 2, 3, 4].map((n) => question(topic, n))), [], [{ id: "genesis", name: "En el principio", description: "" }]);
    const inSpanish = await getDashboard({ ...dashboardDeps(), bank: spanishBank }, "ruth", honolulu, { language: "es" });
    expect(inSpanish.quiz.bestTopics.map((topic) => topic.name)).toEqual(["En el principio", "The Gospels"]);
    const inEnglish = await getDashboard({ ...dashboardDeps(), bank: spanishBank }, "ruth", honolulu);
    expect(inEnglish.quiz.bestTopics.map((topic) => topic.name)).toEqual(["In the Beginning", "The Gospels"]);
  });
});

describe("streaks", () => {
  it("counts quiz days in a row in the reader's calendar, alive until a whole day passes without one", async () => {
    for (let day = 0; day < 3; day++) {
      await playQuiz("genesis", 2);
      nextDay();
    }
    // Today not played yet: yesterday keeps the streak.
    expect((await dashboard()).streaks.quiz).toBe(3);
    nextDay();
    expect((await dashboard()).streaks.quiz).toBe(0);
  });

  it("keeps a quiz streak from a day that is already tomorrow where it was played", async () => {
    // Played while the reader's zone was Kiritimati's (already the 11th), then back in Honolulu (the 10th).
    await store.update(usersCollection, "ruth", { timeZone: kiritimati });
    await playQuiz("genesis", 2, kiritimati);
    expect((await dashboard("ruth", kiritimati)).quiz.finishedToday).toBe(1);
    await store.update(usersCollection, "ruth", { timeZone: honolulu });
    const west = await dashboard("ruth", honolulu);
    expect(west.quiz.finishedToday).toBe(0);
    expect(west.streaks.quiz).toBe(1);
  });

  it("counts reading days in a row from check-offs, and whether today is read", async () => {
    const plan = await startReading();
    for (let day = 1; day <= 3; day++) {
      await checkOff(plan.userPlanId, day);
      if (day < 3) nextDay();
    }
    expect((await dashboard()).streaks.reading).toEqual({ current: 3, readToday: true, graceUsedThisWeek: false });
    nextDay();
    expect((await dashboard()).streaks.reading).toMatchObject({ current: 3, readToday: false });
  });
});

describe("30 days of activity", () => {
  it("charts quizzes, devotionals, plan readings and articles per day, oldest first; the 31st day back has left the chart", async () => {
    // Thirty days before 10 March, then twenty-nine.
    clock.set("2026-02-08T20:00:00Z");
    await readTodaysDevotional();
    clock.set("2026-02-09T20:00:00Z");
    await readArticleNumber(2);
    const plan = await startReading();
    await checkOff(plan.userPlanId, 1);

    clock.set(instant);
    await playQuiz("genesis", 1);
    await playQuiz("gospels", 1);
    await readTodaysDevotional();
    await readArticleNumber(3);
    await checkOff(plan.userPlanId, 2);

    const { activity } = await dashboard();
    expect(activity).toHaveLength(30);
    expect(busyDays(activity)).toEqual([
      { date: "2026-02-09", ...noActivity, readings: 1, articles: 1 },
      { date: "2026-03-10", quizzes: 2, devotionals: 1, readings: 1, articles: 1 },
    ]);
  });

  it("puts each action on the reader's local date", async () => {
    await store.update(usersCollection, "ruth", { timeZone: kiritimati });
    await playQuiz("genesis", 1, kiritimati);
    await readTodaysDevotional(kiritimati);
    expect((await dashboard("ruth", kiritimati)).activity.at(-1)).toEqual({ date: "2026-03-11", ...noActivity, quizzes: 1, devotionals: 1 });
    await store.update(usersCollection, "ruth", { timeZone: honolulu });
    const west = await dashboard("ruth", honolulu);
    expect(west.activity.at(-1)).toEqual({ date: "2026-03-10", ...noActivity });
    expect(busyDays(west.activity)).toEqual([]);
  });
});

describe("what it costs", () => {
  it("reads 8 documents for a Free reader and 6 for a paying one, and writes nothing", async () => {
    await startReading();
    expect((await meterCost(() => dashboard())).cost).toEqual({ reads: 8, writes: 0 });
    const lydia = await reader("Lydia Premium", 1);
    expect((await meterCost(() => dashboard(lydia))).cost).toEqual({ reads: 6, writes: 0 });
  });

  it("writes how the home was shown only when the zone or a translation changes", async () => {
    const view = (timeZone: string, verseTranslation: "kjv" | "web") =>
      meterCost(() => getDashboard(dashboardDeps(), "ruth", timeZone, { translations: { verseTranslation, devotionalTranslation: "kjv" } }));
    expect((await view(honolulu, "kjv")).cost.writes).toBe(1);
    expect((await getProfile(store, "ruth"))?.["homeView"]).toEqual({ timeZone: honolulu, verseTranslation: "kjv", devotionalTranslation: "kjv" });
    expect((await view(honolulu, "kjv")).cost.writes).toBe(0);
    expect((await view(honolulu, "web")).cost.writes).toBe(1);
    // A request naming another zone changes nothing: the home is shown in the reader's own.
    expect((await view(kiritimati, "web")).cost.writes).toBe(0);
    expect((await getProfile(store, "ruth"))?.["homeView"]?.timeZone).toBe(honolulu);
  });
});
