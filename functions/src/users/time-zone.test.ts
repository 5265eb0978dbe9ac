import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadBooks, loadTranslation } from "../bible/bible-data.ts";
import { loadArticles, readArticle } from "../articles/articles.ts";
import { devotionalOfDate, loadDevotionalLibrary } from "../devotionals/devotional-data.ts";
import { getDevotional, type DevotionalDeps } from "../devotionals/devotionals.ts";
import { quizHome, startQuiz, type QuizDeps } from "../quiz/attempts.ts";
import { loadQuizBank } from "../quiz/quiz-bank.ts";
import type { BibleTexts } from "../quiz/questions.ts";
import type { Store } from "../store/port.ts";
import { appErrorOf, refusalOf, openDomainStore, seededRandom, type DomainStore } from "../test-support/domain-test.ts";
import { ensureProfile, getProfile } from "./profiles.ts";
import { changeTimeZone, timeZoneSettings } from "./time-zone-change.ts";

/**
 * The user's day is the server's: the zone stored on the profile (set at
 * sign-up from the browser, changed in settings at most once a day), never
 * the one a request names, and a change never opens a new allowance today.
 */

const honolulu = "Pacific/Honolulu"; // UTC-10
const kiritimati = "Pacific/Kiritimati"; // UTC+14: always a calendar day ahead of Honolulu

let texts: BibleTexts;
let domain: DomainStore;
let store: Store;
let clock: Date;
let quiz: QuizDeps;
let devotionals: DevotionalDeps;

beforeAll(() => {
  texts = { kjv: loadTranslation("kjv"), web: loadTranslation("web"), books: loadBooks() };
});

beforeEach(async () => {
  domain = openDomainStore("zone");
  store = domain.store;
  // 15:00 UTC: 05:00 on the 22nd in Honolulu, 05:00 on the 23rd in Kiritimati.
  clock = new Date("2026-11-22T15:00:00Z");
  quiz = { store, bank: loadQuizBank(), texts, now: () => clock, random: seededRandom(7) };
  devotionals = { store, library: loadDevotionalLibrary(), texts, now: () => clock };
  await ensureProfile(store, { uid: "ruth", name: "Ruth", email: "ruth@example.com", timeZone: honolulu }, clock);
});

afterEach(() => domain.close());

const start = (timeZone: string) => startQuiz(quiz, "ruth", { topic: "mixed", difficulty: "easy", length: 4, timeZone });
/** The store, except that its first transaction waits until the time-zone change `first` has committed (a change racing a count). */
const changeCommitsFirst = (first: () => Promise<unknown>): Store => {
  const inner = store;
  let between: (() => Promise<unknown>) | null = first;
  const racing: Store = Object.create(inner) as Store;
  racing.runTransaction = async (work) => {
    const hook = between;
    between = null;
    if (hook) await hook();
    return inner.runTransaction(work);
  };
  return racing;
};
const hours = (count: number) => {
  clock = new Date(clock.getTime() + count * 3_600_000);
};

describe("the user's own day", () => {
  it("is the zone set at sign-up: a request naming another zone cannot open a second day's 12 quizzes", async () => {
    for (let n = 1; n <= 12; n += 1) expect((await start(honolulu)).remainingToday).toBe(12 - n);
    // Kiritimati is already on the 23rd; the request's zone is not the user's.
    expect((await appErrorOf(start(kiritimati))).code).toBe("quota-exceeded");
    expect((await quizHome(quiz, "ruth", kiritimati)).remainingToday).toBe(0);
    // Midnight in Honolulu (10:00 UTC on the 23rd): the user's new day.
    clock = new Date("2026-11-23T10:00:00Z");
    expect((await start(kiritimati)).remainingToday).toBe(11);
  });

  it("is kept once for a profile made before zones were stored, even when the first requests race with two zones", async () => {
    await ensureProfile(store, { uid: "old", name: "Boaz", email: "boaz@example.com" }, clock);
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, n) => startQuiz(quiz, "old", { topic: "mixed", difficulty: "easy", length: 4, timeZone: n % 2 ? honolulu : kiritimati })),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(12);
    const kept = (await getProfile(store, "old"))?.timeZone;
    expect([honolulu, kiritimati]).toContain(kept);
    expect((await appErrorOf(startQuiz(quiz, "old", { topic: "mixed", difficulty: "easy", length: 4, timeZone: kept === honolulu ? kiritimati : honolulu }))).code).toBe("quota-exceeded");
  });

  it("decides which devotional is today's for the Free plan, whatever zone the request names", async () => {
    const tomorrows = devotionalOfDate(devotionals.library, "2026-11-23").devotional.id;
    const refused = await refusalOf(getDevotional(devotionals, "ruth", tomorrows, kiritimati, "kjv"));
    expect(refused.code).toBe("permission-denied");
  });
});

describe("changing the time zone", () => {
  it("never opens a new allowance today: 12 quizzes in Honolulu, then Kiritimati's 'tomorrow' has none left", async () => {
    for (let n = 1; n <= 12; n += 1) await start(honolulu);
    const changed = await changeTimeZone(store, "ruth", kiritimati, clock);
    expect(changed).toEqual({ timeZone: kiritimati, changeableFrom: "2026-11-23T15:00:00.000Z" });
    expect((await appErrorOf(start(kiritimati))).code).toBe("quota-exceeded");
    expect((await quizHome(quiz, "ruth", kiritimati)).remainingToday).toBe(0);
    // Kiritimati's next midnight (10:00 UTC on the 23rd): a new day in the new zone.
    clock = new Date("2026-11-23T10:00:00Z");
    expect((await start(honolulu)).remainingToday).toBe(11);
  });

  it("carries what was used today into the new zone's date, both ways", async () => {
    for (let n = 1; n <= 5; n += 1) await start(honolulu);
    await changeTimeZone(store, "ruth", kiritimati, clock);
    expect((await quizHome(quiz, "ruth", honolulu)).remainingToday).toBe(7);
    hours(24);
    // The 24th in Kiritimati: a fresh day, 3 played. Back to Honolulu, where it is the 23rd again: that date
    // already had 5 (carried from Honolulu's 22nd), more than today's 3, so 7 remain, never a fresh 12.
    for (let n = 1; n <= 3; n += 1) await start(kiritimati);
    await changeTimeZone(store, "ruth", honolulu, clock);
    expect((await quizHome(quiz, "ruth", honolulu)).remainingToday).toBe(7);
    // A date is never counted twice: Honolulu's 24th is the date the 3 were played on in Kiritimati.
    hours(24);
    expect((await quizHome(quiz, "ruth", honolulu)).remainingToday).toBe(9);
    for (let n = 1; n <= 8; n += 1) await start(honolulu);
    // 11 played on Honolulu's 24th: Kiritimati's 25th starts with them.
    await changeTimeZone(store, "ruth", kiritimati, clock);
    expect((await quizHome(quiz, "ruth", kiritimati)).remainingToday).toBe(1);
  });

  it("counts a quiz started in the old zone while the change commits on the new zone's date, so the race opens nothing", async () => {
    for (let n = 1; n <= 11; n += 1) await start(honolulu);
    // The 12th start reads the profile (Honolulu) first; the change commits before the start's own transaction.
    const racing = changeCommitsFirst(() => changeTimeZone(store, "ruth", kiritimati, clock));
    const raced = await startQuiz({ ...quiz, store: racing }, "ruth", { topic: "mixed", difficulty: "easy", length: 4, timeZone: honolulu });
    expect(raced.remainingToday).toBe(0);
    expect((await quizHome(quiz, "ruth", kiritimati)).remainingToday).toBe(0);
    expect((await appErrorOf(start(kiritimati))).code).toBe("quota-exceeded");
  });

  it("allows one change a day, with a message that says when the next is possible", async () => {
    await changeTimeZone(store, "ruth", kiritimati, clock);
    hours(23);
    const refused = await refusalOf(changeTimeZone(store, "ruth", honolulu, clock));
    expect(refused.code).toBe("failed-precondition");
    expect(refused.message).toBe(
      "You changed your time zone less than a day ago. You can change it again from 2026-11-23 15:00 UTC; one change a day keeps the daily limits the same for everyone.",
    );
    expect((await timeZoneSettings(store, "ruth", honolulu, clock)).changeableFrom).toBe("2026-11-23T15:00:00.000Z");
    hours(1);
    expect((await changeTimeZone(store, "ruth", honolulu, clock)).timeZone).toBe(honolulu);
    // Choosing the zone it already has is no change and spends nothing.
    expect((await changeTimeZone(store, "ruth", "pacific/honolulu", clock)).timeZone).toBe(honolulu);
  });

  it("never opens a new month of articles: 4 read on Honolulu's 30th, none more on Kiritimati's 1st", async () => {
    clock = new Date("2026-11-30T15:00:00Z");
    const articleDeps = { store, library: loadArticles(), now: () => clock };
    const ids = articleDeps.library.articles.map((article) => article.id);
    for (const id of ids.slice(0, 4)) expect((await readArticle(articleDeps, "ruth", id, honolulu)).full).toBe(true);
    expect((await readArticle(articleDeps, "ruth", ids[4] ?? "", kiritimati)).full).toBe(false);
    await changeTimeZone(store, "ruth", kiritimati, clock);
    const fifth = await readArticle(articleDeps, "ruth", ids[4] ?? "", kiritimati);
    expect(fifth).toMatchObject({ full: false, freeLeft: 0 });
    // An article already counted stays open.
    expect((await readArticle(articleDeps, "ruth", ids[0] ?? "", kiritimati)).full).toBe(true);
  });

  it("counts an article opened in the old zone while the change commits in the new zone's month", async () => {
    clock = new Date("2026-11-30T15:00:00Z");
    const articleDeps = { store, library: loadArticles(), now: () => clock };
    const ids = articleDeps.library.articles.map((article) => article.id);
    for (const id of ids.slice(0, 3)) await readArticle(articleDeps, "ruth", id, honolulu);
    const racing = changeCommitsFirst(() => changeTimeZone(store, "ruth", kiritimati, clock));
    expect((await readArticle({ ...articleDeps, store: racing }, "ruth", ids[3] ?? "", honolulu)).freeLeft).toBe(0);
    expect((await readArticle(articleDeps, "ruth", ids[4] ?? "", kiritimati)).full).toBe(false);
  });

  it("refuses an unknown zone with a clear 400", async () => {
    const refused = await refusalOf(changeTimeZone(store, "ruth", "Mars/Olympus_Mons", clock));
    expect(refused.code).toBe("invalid-argument");
    expect(refused.message).toContain("is not a time zone we know");
  });
});
